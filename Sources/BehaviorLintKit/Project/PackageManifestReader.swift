import Foundation
import SwiftLexer

/// Reads the target declarations of a `Package.swift` from its tokens, without running it.
///
/// A manifest is a Swift program, so this reads only what is statically clear: calls such as
/// `.target(name: "Core", dependencies: ["Base"], path: "Sources/Core")` anywhere in the file
/// (inside `Package(targets:)`, in a `let` array, after `targets +=` or `.append`), with string
/// literals, `+` of literals, and top-level `let` constants holding them. Anything else (a
/// parameter, an interpolation, a function call) makes the target unreadable, with the reason,
/// so that the caller refuses rather than guesses.
struct PackageManifestReader {
    /// One target call as written, before names are checked against each other.
    struct Declaration: Equatable {
        var name: String?
        var kind: SwiftPackageManifest.Target.Kind
        /// `path:` as written; nil when absent.
        var path: String?
        var dependencies: [Dependency] = []
        /// Dependency expressions that are not literals: the source text of each.
        var unreadDependencies: [String] = []
        var exclude: [String] = []
        var sources: [String]?
        /// Why the declaration cannot be used; nil when it can.
        var problem: String?
        var line: Int
        /// A bare `.target(name: "X")` found outside any `targets` context: the same spelling is a
        /// dependency on target X, so it only counts when no other declaration names X.
        var weak = false
    }

    /// A dependency as spelled: `"A"` and `.byName(name: "A")` name a target of this package or a
    /// product of another one, which only the full list of targets decides.
    enum Dependency: Equatable {
        case byName(String)
        case target(String)
        case product(name: String, package: String?)
    }

    /// What the array or argument list around a token holds, as far as its label or declared type
    /// says: `.target(name: "A")` declares a target in `targets: [...]` and names a dependency in
    /// `dependencies: [...]`.
    enum Role: UInt8 {
        case unknown, targets, dependencies, products, plugins
    }

    /// A top-level `let`: its initializer's token range, or why it cannot be used.
    private enum Constant {
        case expression(Range<Int>)
        /// `var`, or several `let`s of one name (`#if` branches): no single value.
        case unusable
    }

    /// The value of an expression: strings and arrays of (unevaluated) element token ranges.
    private enum Value {
        case string(String)
        case array([Range<Int>])
    }

    let tokens: SignificantTokens
    private(set) var declarations: [Declaration] = []
    private var roles: [Role] = []
    /// Whether a token stands inside braces (a function or closure body), where a name may be a
    /// parameter that shadows a top-level constant.
    private var inBraces: [Bool] = []
    private var constants: [String: Constant] = [:]
    private var constantValues: [String: Value?] = [:]
    private var evaluating: Set<String> = []

    static let maximumSize = 16 * 1_048_576

    /// Reads `bytes` (any bytes: garbage yields no declarations or unreadable ones, never a
    /// trap). `problems` says why the file as a whole would not compile: a manifest cut off
    /// inside its target list still yields the targets before the cut, and the caller must know
    /// the list is incomplete.
    static func read(_ bytes: [UInt8]) -> (declarations: [Declaration], problems: [String]) {
        // Real manifests are a few kilobytes; the lexer traps at 4 GiB, and nothing that large is
        // worth tokenizing.
        guard bytes.count <= maximumSize else {
            return ([], ["the manifest is larger than \(maximumSize / 1_048_576) MiB: not read"])
        }
        return bytes.withUnsafeBufferPointer { buffer in
            let list = Lexer.tokenize(buffer)
            var reader = PackageManifestReader(
                tokens: SignificantTokens(bytes: buffer, tokens: list, lines: LineTable(buffer)))
            reader.run()
            var problems: [String] = []
            if let bracket = reader.firstUnbalancedBracket() {
                problems.append("the manifest does not parse: \(bracket); targets after it may be missing")
            }
            if let offset = firstInvalidUTF8Offset(buffer) {
                let line = reader.tokens.location(ofOffset: offset).line
                problems.append("the manifest does not compile: invalid UTF-8 at line \(line)")
            }
            return (reader.declarations, problems)
        }
    }

    /// The first bracket without its partner, described for a message.
    private func firstUnbalancedBracket() -> String? {
        for k in 0..<tokens.count where tokens.kinds[k] == .punctuation && tokens.end(k) - tokens.start(k) == 1 {
            let byte = tokens.bytes[tokens.start(k)]
            let isOpener = byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{")
            let isCloser = byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}")
            if isOpener && tokens.closer(k) == nil {
                return "an unclosed `\(Character(Unicode.Scalar(byte)))` at line \(tokens.location(k).line)"
            }
            if isCloser && tokens.opener(k) == nil {
                return "an unmatched `\(Character(Unicode.Scalar(byte)))` at line \(tokens.location(k).line)"
            }
        }
        return nil
    }

    private init(tokens: SignificantTokens) {
        self.tokens = tokens
    }

    private mutating func run() {
        assignRoles()
        var k = 0
        while k < tokens.count {
            if let kind = targetKind(atDot: k), let close = readTarget(atDot: k, kind: kind) {
                // Calls inside a target (its `.target(name:)` dependencies, its plugin usages)
                // are its own business.
                k = close + 1
            } else {
                k += 1
            }
        }
    }

    // MARK: Roles and constants

    /// One forward pass that gives every token the role of the list it stands in, and collects
    /// the top-level `let` constants.
    private mutating func assignRoles() {
        struct Frame {
            var opener: Int
            var role: Role
            /// The role the current argument or statement gives to the next list it opens.
            var label: Role?
            var isBrace: Bool
        }
        roles = [Role](repeating: .unknown, count: tokens.count)
        inBraces = [Bool](repeating: false, count: tokens.count)
        var frames = [Frame(opener: -1, role: .unknown, label: nil, isBrace: true)]
        var braceDepth = 0
        for k in 0..<tokens.count {
            if let open = tokens.opener(k), let position = frames.lastIndex(where: { $0.opener == open }), position > 0
            {
                braceDepth -= frames[position...].filter(\.isBrace).count
                frames.removeSubrange(position...)
            }
            let top = frames.count - 1
            if frames[top].isBrace && tokens.newlineBefore[k] && !continuesLine(k) {
                frames[top].label = nil
            }
            roles[k] = frames[top].label ?? frames[top].role
            inBraces[k] = braceDepth > 0
            if tokens.isPunctuation(k, UInt8(ascii: ",")) || tokens.isPunctuation(k, UInt8(ascii: ";")) {
                frames[top].label = nil
            } else if tokens.isKeyword(k, "let") || tokens.isKeyword(k, "var") {
                frames[top].label = declaredRole(after: k, stop: UInt8(ascii: "="))
                if top == 0 { noteConstant(at: k) }
            } else if tokens.isKeyword(k, "func") {
                frames[top].label = nil
            } else if tokens.kinds[k] == .punctuation && tokens.isText(k, "->") {
                frames[top].label = declaredRole(after: k, stop: UInt8(ascii: "{"))
            } else if let role = labelRole(k) {
                frames[top].label = role
            } else if tokens.closer(k) != nil {
                let isBrace = tokens.isPunctuation(k, UInt8(ascii: "{"))
                let label = frames[top].label
                frames.append(
                    Frame(
                        opener: k, role: isBrace ? (label ?? .unknown) : (label ?? roles[k]),
                        label: nil, isBrace: isBrace))
                if isBrace { braceDepth += 1 }
            }
        }
    }

    /// `targets:`, `dependencies =`, `products +=`, `plugins.append(`: a word that says what the
    /// list after it holds.
    private func labelRole(_ k: Int) -> Role? {
        guard tokens.kinds[k] == .identifier else { return nil }
        let role: Role
        if tokens.isText(k, "targets") {
            role = .targets
        } else if tokens.isText(k, "dependencies") {
            role = .dependencies
        } else if tokens.isText(k, "products") {
            role = .products
        } else if tokens.isText(k, "plugins") {
            role = .plugins
        } else {
            return nil
        }
        let next = k + 1
        if tokens.isPunctuation(next, UInt8(ascii: ":")) || tokens.isPunctuation(next, UInt8(ascii: "="))
            || (tokens.kinds.indices.contains(next) && tokens.kinds[next] == .operator && tokens.isText(next, "+="))
            || (tokens.isPunctuation(next, UInt8(ascii: "."))
                && (tokens.isText(next + 1, "append") || tokens.isText(next + 1, "insert")))
        {
            return role
        }
        return nil
    }

    /// The role a declared type gives: `let x: [Target.Dependency] =`, `-> [Product] {`.
    private func declaredRole(after k: Int, stop: UInt8) -> Role? {
        var found: Role?
        var j = k + 1
        while j < tokens.count && j < k + 32 && !tokens.isPunctuation(j, stop) {
            if tokens.kinds[j] == .identifier {
                if tokens.isText(j, "Dependency") { return .dependencies }
                if tokens.isText(j, "Product") { found = .products }
                if tokens.isText(j, "PluginUsage") { found = .plugins }
                if tokens.isText(j, "Target") && found == nil { found = .targets }
            }
            j += 1
        }
        return found
    }

    /// Whether token `k`, first on its line, carries on the expression of the line before.
    private func continuesLine(_ k: Int) -> Bool {
        guard k > 0 else { return false }
        if tokens.kinds[k] == .operator || tokens.isPunctuation(k, UInt8(ascii: ".")) { return true }
        let previous = k - 1
        if tokens.kinds[previous] == .operator { return true }
        for byte in [
            UInt8(ascii: "="), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "."),
            UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"),
        ] where tokens.isPunctuation(previous, byte) {
            return true
        }
        return false
    }

    /// Records `let NAME = …` / `let NAME: T = …` at the top level; `var` and repeated names are
    /// unusable (a `var` may be changed anywhere later).
    private mutating func noteConstant(at k: Int) {
        let nameIndex = k + 1
        guard tokens.isWord(nameIndex), !tokens.isPunctuation(nameIndex, UInt8(ascii: "(")) else { return }
        let name = identifierText(nameIndex)
        if tokens.isKeyword(k, "var") || constants[name] != nil {
            constants[name] = .unusable
            return
        }
        var j = nameIndex + 1
        while j < tokens.count && j < nameIndex + 32 {
            if tokens.isPunctuation(j, UInt8(ascii: "=")) { break }
            if let close = tokens.closer(j) { j = close }
            j += 1
        }
        guard tokens.isPunctuation(j, UInt8(ascii: "=")) else {
            constants[name] = .unusable
            return
        }
        constants[name] = .expression(j + 1..<statementEnd(from: j + 1))
    }

    /// The end (exclusive) of the top-level statement whose expression starts at `start`.
    private func statementEnd(from start: Int) -> Int {
        var j = start
        while j < tokens.count {
            if j > start && tokens.newlineBefore[j] && !continuesLine(j) { return j }
            if tokens.isPunctuation(j, UInt8(ascii: ";")) || tokens.isKeyword(j, "let") || tokens.isKeyword(j, "var")
                || tokens.isKeyword(j, "func") || tokens.opener(j) != nil
                || (tokens.kinds[j] == .punctuation && tokens.isText(j, "}"))
            {
                return j
            }
            if tokens.kinds[j] == .punctuation, tokens.end(j) - tokens.start(j) == 1,
                [UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{")].contains(tokens.bytes[tokens.start(j)])
            {
                // An opener without its closer: the file is cut off inside the expression.
                guard let close = tokens.closer(j) else { return tokens.count }
                j = close
            }
            j += 1
        }
        return j
    }

    // MARK: Target calls

    /// The kind of target whose declaration starts with the `.` at `k` (`.target(`,
    /// `Target.testTarget(`, …), or nil when `k` starts none.
    private func targetKind(atDot k: Int) -> SwiftPackageManifest.Target.Kind? {
        guard tokens.isPunctuation(k, UInt8(ascii: ".")), tokens.kinds.indices.contains(k + 1),
            tokens.kinds[k + 1] == .identifier, tokens.isPunctuation(k + 2, UInt8(ascii: "("))
        else { return nil }
        let kind: SwiftPackageManifest.Target.Kind
        let word = k + 1
        if tokens.isText(word, "target") {
            kind = .regular
        } else if tokens.isText(word, "executableTarget") {
            kind = .executable
        } else if tokens.isText(word, "testTarget") {
            kind = .test
        } else if tokens.isText(word, "macro") {
            kind = .macro
        } else if tokens.isText(word, "plugin") {
            kind = .plugin
        } else if tokens.isText(word, "systemLibrary") {
            kind = .systemLibrary
        } else if tokens.isText(word, "binaryTarget") {
            kind = .binary
        } else {
            return nil
        }
        // `Target.target(…)` spells the type; any other receiver (`x.target(`) is not a target,
        // and neither is `Target.Dependency.target(…)`.
        let previous = k - 1
        if previous >= 0 {
            let previousKind = tokens.kinds[previous]
            let isOperand =
                previousKind == .identifier || previousKind == .string || previousKind == .integer
                || previousKind == .float || tokens.isPunctuation(previous, UInt8(ascii: ")"))
                || tokens.isPunctuation(previous, UInt8(ascii: "]"))
            if isOperand && !(previousKind == .identifier && tokens.isText(previous, "Target"))
                && !(tokens.newlineBefore[k] && endsCompilationCondition(previous))
            {
                return nil
            }
        }
        return kind
    }

    /// Whether token `k` ends the line of an `#if` or `#elseif` (`#if os(Linux)`): the `.target(`
    /// on the next line is a statement of its own, not a member of the condition's last word.
    private func endsCompilationCondition(_ k: Int) -> Bool {
        var j = k
        while j > 0 && j > k - 64 && !tokens.newlineBefore[j] { j -= 1 }
        return tokens.kinds[j] == .pound && (tokens.isText(j, "#if") || tokens.isText(j, "#elseif"))
    }

    /// Reads the target call at `k` into `declarations`; returns its closing parenthesis, or nil
    /// when the call turns out to be no target declaration.
    private mutating func readTarget(atDot k: Int, kind: SwiftPackageManifest.Target.Kind) -> Int? {
        let open = k + 2
        let line = tokens.location(k).line
        let spelledType = k > 0 && tokens.isText(k - 1, "Target")
        let role = spelledType ? .targets : roles[k]
        guard let close = tokens.closer(open) else {
            // Cut off (or unbalanced): its arguments may be incomplete, so it is unreadable
            // unless its list says it is no target. Scanning goes on inside it, for the
            // declarations after it.
            guard role == .targets || role == .unknown else { return nil }
            let name =
                tokens.isText(open + 1, "name") && tokens.kinds.indices.contains(open + 3)
                    && tokens.kinds[open + 3] == .string
                ? Self.stringLiteral(tokens, open + 3) : nil
            declarations.append(
                Declaration(
                    name: name, kind: kind, path: nil, problem: "the declaration is cut off (no closing parenthesis)",
                    line: line))
            return open
        }
        let arguments = splitArguments(open + 1..<close)
        let labels = Set(arguments.compactMap(\.label))
        switch kind {
        case .regular:
            // `.target(name:condition:)` is always a dependency; in a `dependencies` list so is
            // `.target(name:)`.
            if labels.contains("condition") || (role != .targets && role != .unknown) { return nil }
        case .plugin:
            // `.plugin(name:targets:)` is a product and `.plugin(name:package:)` a plugin usage;
            // only a plugin target has a capability.
            if !labels.contains("capability") { return nil }
        default:
            if role == .dependencies || role == .products || role == .plugins { return nil }
        }
        var declaration = Declaration(name: nil, kind: kind, path: nil, line: line)
        declaration.weak = kind == .regular && role == .unknown && labels.isSubset(of: ["name"])
        let nested = inBraces[k]
        var problems: [String] = []
        func argument(_ label: String) -> Range<Int>? {
            arguments.first(where: { $0.label == label })?.value
        }
        if let value = argument("name") {
            declaration.name = evaluateString(value, nested: nested)
            if declaration.name == nil { problems.append("its name is not a string literal: `\(excerpt(value))`") }
        } else {
            problems.append("it has no `name:`")
        }
        if let value = argument("path") {
            declaration.path = evaluateString(value, nested: nested)
            if declaration.path == nil { problems.append("its path is not a string literal: `\(excerpt(value))`") }
        }
        if let value = argument("exclude") {
            if let list = evaluateStrings(value, nested: nested) {
                declaration.exclude = list
            } else {
                problems.append("its `exclude:` is not a list of string literals: `\(excerpt(value))`")
            }
        }
        if let value = argument("sources") {
            declaration.sources = evaluateStrings(value, nested: nested)
            if declaration.sources == nil {
                problems.append("its `sources:` is not a list of string literals: `\(excerpt(value))`")
            }
        }
        if let value = argument("dependencies") {
            if case .array(let elements)? = evaluate(value, nested: nested, depth: 0) {
                for element in elements {
                    if let dependency = evaluateDependency(element, nested: nested) {
                        declaration.dependencies.append(dependency)
                    } else {
                        declaration.unreadDependencies.append(excerpt(element))
                    }
                }
            } else {
                declaration.unreadDependencies.append(excerpt(value))
            }
        }
        if !problems.isEmpty { declaration.problem = problems.joined(separator: "; ") }
        declarations.append(declaration)
        return close
    }

    /// The arguments between a call's parentheses: an optional label and the value's tokens.
    private func splitArguments(_ range: Range<Int>) -> [(label: String?, value: Range<Int>)] {
        splitList(range).map { part in
            if part.count >= 2, tokens.isWord(part.lowerBound),
                tokens.isPunctuation(part.lowerBound + 1, UInt8(ascii: ":"))
            {
                return (identifierText(part.lowerBound), part.lowerBound + 2..<part.upperBound)
            }
            return (nil, part)
        }
    }

    /// `range` split at its top-level commas; a trailing comma adds no empty element.
    private func splitList(_ range: Range<Int>) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var start = range.lowerBound
        var j = range.lowerBound
        while j < range.upperBound {
            if tokens.isPunctuation(j, UInt8(ascii: ",")) {
                parts.append(start..<j)
                start = j + 1
            } else if let close = tokens.closer(j), close < range.upperBound {
                j = close
            }
            j += 1
        }
        if start < range.upperBound { parts.append(start..<range.upperBound) }
        return parts
    }

    // MARK: Values

    private mutating func evaluateString(_ range: Range<Int>, nested: Bool) -> String? {
        if case .string(let text)? = evaluate(range, nested: nested, depth: 0) { return text }
        return nil
    }

    private mutating func evaluateStrings(_ range: Range<Int>, nested: Bool) -> [String]? {
        guard case .array(let elements)? = evaluate(range, nested: nested, depth: 0) else { return nil }
        var strings: [String] = []
        for element in elements {
            guard let text = evaluateString(element, nested: nested) else { return nil }
            strings.append(text)
        }
        return strings
    }

    /// `"A"`, `.target(name: "A")`, `.product(name: "X", package: "p")`, `.byName(name: "A")`
    /// (and the older `…Item` spellings), with or without `Target.Dependency` in front.
    private mutating func evaluateDependency(_ range: Range<Int>, nested: Bool) -> Dependency? {
        if case .string(let name)? = evaluate(range, nested: nested, depth: 0) { return .byName(name) }
        var dot = range.lowerBound
        // `Target.Dependency.product(…)`: skip the type's name.
        while dot + 1 < range.upperBound, tokens.kinds[dot] == .identifier,
            tokens.isPunctuation(dot + 1, UInt8(ascii: "."))
        {
            dot += 2
        }
        if dot > range.lowerBound { dot -= 1 }
        guard tokens.isPunctuation(dot, UInt8(ascii: ".")), dot + 2 < range.upperBound,
            tokens.isPunctuation(dot + 2, UInt8(ascii: "(")), let close = tokens.closer(dot + 2),
            close == range.upperBound - 1
        else { return nil }
        let arguments = splitArguments(dot + 3..<close)
        func string(_ label: String) -> String?? {
            guard let value = arguments.first(where: { $0.label == label })?.value else { return .some(nil) }
            guard let text = evaluateString(value, nested: nested) else { return nil }
            return .some(text)
        }
        guard let nameValue = string("name"), let name = nameValue else { return nil }
        let word = dot + 1
        if tokens.isText(word, "target") || tokens.isText(word, "targetItem") { return .target(name) }
        if tokens.isText(word, "byName") || tokens.isText(word, "byNameItem") { return .byName(name) }
        if tokens.isText(word, "product") || tokens.isText(word, "productItem") {
            guard let package = string("package") else { return nil }
            return .product(name: name, package: package)
        }
        return nil
    }

    /// Longest string and longest list a value may grow to: `let b = a + a` chains cannot blow up.
    private static let maximumStringLength = 4096
    private static let maximumElements = 10_000

    /// The value of the expression in `range`: `+` of string literals, array literals and
    /// top-level constants (not inside a body, where a parameter may shadow a constant).
    private mutating func evaluate(_ range: Range<Int>, nested: Bool, depth: Int) -> Value? {
        guard !range.isEmpty, depth < 64 else { return nil }
        var parts: [Range<Int>] = []
        var start = range.lowerBound
        var j = range.lowerBound
        while j < range.upperBound {
            if tokens.kinds[j] == .operator && tokens.isText(j, "+") {
                parts.append(start..<j)
                start = j + 1
            } else if let close = tokens.closer(j), close < range.upperBound {
                j = close
            }
            j += 1
        }
        parts.append(start..<range.upperBound)
        var result: Value?
        for part in parts {
            guard let value = evaluateTerm(part, nested: nested, depth: depth) else { return nil }
            switch (result, value) {
            case (nil, _):
                result = value
            case (.string(let a)?, .string(let b)):
                guard a.utf8.count + b.utf8.count <= Self.maximumStringLength else { return nil }
                result = .string(a + b)
            case (.array(let a)?, .array(let b)):
                guard a.count + b.count <= Self.maximumElements else { return nil }
                result = .array(a + b)
            default:
                return nil
            }
        }
        return result
    }

    private mutating func evaluateTerm(_ range: Range<Int>, nested: Bool, depth: Int) -> Value? {
        guard !range.isEmpty else { return nil }
        let first = range.lowerBound
        if range.count == 1 {
            if tokens.kinds[first] == .string {
                return Self.stringLiteral(tokens, first).map(Value.string)
            }
            if tokens.kinds[first] == .identifier, !nested {
                return constant(identifierText(first), depth: depth)
            }
            return nil
        }
        guard let close = tokens.closer(first), close == range.upperBound - 1 else { return nil }
        if tokens.isPunctuation(first, UInt8(ascii: "[")) {
            let elements = splitList(first + 1..<close)
            return elements.count <= Self.maximumElements ? .array(elements) : nil
        }
        if tokens.isPunctuation(first, UInt8(ascii: "(")) {
            return evaluate(first + 1..<close, nested: nested, depth: depth + 1)
        }
        return nil
    }

    private mutating func constant(_ name: String, depth: Int) -> Value? {
        if let known = constantValues[name] { return known }
        guard case .expression(let range)? = constants[name], !evaluating.contains(name) else { return nil }
        evaluating.insert(name)
        let value = evaluate(range, nested: false, depth: depth + 1)
        evaluating.remove(name)
        constantValues[name] = .some(value)
        return value
    }

    // MARK: Text

    /// A word's text, without the backticks of `` `name` ``.
    private func identifierText(_ k: Int) -> String {
        let text = tokens.text(k)
        if text.hasPrefix("`") && text.hasSuffix("`") && text.count >= 2 { return String(text.dropFirst().dropLast()) }
        return text
    }

    /// The source text of `range` on one line, shortened: for messages.
    private func excerpt(_ range: Range<Int>) -> String {
        guard !range.isEmpty else { return "" }
        let text = tokens.text(from: range.lowerBound, through: range.upperBound - 1)
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\r" || $0 == "\t" }).joined(
            separator: " ")
        return words.count > 80 ? String(words.prefix(77)) + "…" : words
    }

    /// The text of a one-line string literal (`"…"` or raw `#"…"#`) without interpolations, or
    /// nil for anything else: an interpolation's value is not known before the manifest runs.
    static func stringLiteral(_ tokens: SignificantTokens, _ k: Int) -> String? {
        let bytes = tokens.bytes
        var i = tokens.start(k)
        let end = tokens.end(k)
        let quote = UInt8(ascii: "\"")
        let pound = UInt8(ascii: "#")
        let backslash = UInt8(ascii: "\\")
        var pounds = 0
        while i < end && bytes[i] == pound {
            pounds += 1
            i += 1
        }
        guard i < end, bytes[i] == quote else { return nil }
        i += 1
        let closing = end - 1 - pounds
        guard closing >= i, bytes[closing] == quote else { return nil }
        for j in closing + 1..<end where bytes[j] != pound { return nil }
        // `"""` opens a multi-line literal: not read (names and paths are one-liners).
        if closing > i && bytes[i] == quote { return nil }
        var out: [UInt8] = []
        var j = i
        while j < closing {
            let byte = bytes[j]
            var delimited = byte == backslash
            if delimited {
                for offset in 0..<pounds where j + 1 + offset >= closing || bytes[j + 1 + offset] != pound {
                    delimited = false
                    break
                }
            }
            guard delimited else {
                // Control characters never belong in a name or a path.
                guard byte >= 0x20 && byte != 0x7F else { return nil }
                out.append(byte)
                j += 1
                continue
            }
            j += 1 + pounds
            guard j < closing else { return nil }
            switch bytes[j] {
            case UInt8(ascii: "\\"): out.append(backslash)
            case UInt8(ascii: "\""): out.append(quote)
            case UInt8(ascii: "'"): out.append(UInt8(ascii: "'"))
            case UInt8(ascii: "u"):
                var k = j + 1
                guard k < closing, bytes[k] == UInt8(ascii: "{") else { return nil }
                k += 1
                var value: UInt32 = 0
                var digits = 0
                while k < closing, let digit = hexValue(bytes[k]), digits < 8 {
                    value = value * 16 + digit
                    digits += 1
                    k += 1
                }
                guard digits > 0, k < closing, bytes[k] == UInt8(ascii: "}"),
                    let scalar = Unicode.Scalar(value), value >= 0x20
                else { return nil }
                out.append(contentsOf: Array(String(Character(scalar)).utf8))
                j = k
            default:
                // `\(` interpolates; `\n`, `\t`, `\0`… have no place in a name or a path.
                return nil
            }
            j += 1
        }
        return String(bytes: out, encoding: .utf8)
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }
}
