/// One statement read through its tokens (`StatementTokens`): its member chains with what each
/// does (read, called with arguments, assigned), the names it binds and uses, its literals and
/// whether it leaves the function. Built from the tokens the scan kept, once per statement of a
/// lifecycle override (by the index: `ProjectIndex.LifecycleOverride.syntaxes`); every rule and fix
/// asks this instead of re-reading text.
struct StatementSyntax {
    let tokens: StatementTokens
    let range: Range<Int>

    /// `a.b?.c(x)`, `self.view.backgroundColor`, `UIApplication.shared`: names joined by `.`, with
    /// calls and subscripts along the way.
    struct Chain {
        /// Token index of each name, root first (`self` included when written).
        var names: [Int]
        /// Token range of the whole chain, through the last call's `)` or trailing closure.
        var extent: Range<Int>
        /// Argument tokens of the call made by the last name (between its parentheses), if called.
        var arguments: Range<Int>?
        /// Whether the last name is called (with parentheses or a trailing closure).
        var isCalled: Bool
        /// Names in the chain that are called: `a.b(x).c` has `b`.
        var calledNames: [Int]
        /// The value assigned to the chain (`= value`, `+= value`), as tokens, if it is assigned.
        var assignedValue: Range<Int>?
        /// Whether it sits inside a closure.
        var inClosure: Bool
        /// Whether it sits inside a closure that does not run as part of the statement (a handler
        /// stored for later rather than `UIView.animate { … }` or `DispatchQueue.main.async { … }`).
        var inStoredClosure: Bool
        /// Whether some block or closure encloses it (`if … { here }`).
        var inBraces: Bool
        /// Whether it names a method inside `#selector(…)`: a reference to a handler, not a use.
        var inSelector: Bool = false
    }

    /// A name the statement binds: `let x`, `guard let x`, `if let x`, `for x in`, `case let .a(x)`,
    /// closure parameters and `catch`'s `error`.
    struct Binding {
        enum Kind { case constant, variable, conditional, loop, closureParameter, caught }
        var name: String
        var kind: Kind
        /// The bound value's tokens (`navigationController` in `if let nav = navigationController`).
        var value: Range<Int>?
        /// Whether the binding lives on after the statement (`let`, `var`, `guard let` at its top level).
        var outlivesStatement: Bool
    }

    /// A name used without a receiver: not a member, label or keyword.
    struct BareName {
        var name: String
        var isCalled: Bool
    }

    private(set) var chains: [Chain] = []
    private(set) var bindings: [Binding] = []
    private(set) var bareNames: [BareName] = []
    /// `return`, `throw`, `break`, `continue` or `fallthrough` outside any brackets.
    private(set) var topLevelExit: String?
    /// Whether a block of the statement (not a closure) returns or throws: `if done { …; return }`.
    private(set) var returnsFromABlock = false

    init(tokens: StatementTokens, range: Range<Int>) {
        self.tokens = tokens
        self.range = range
        read()
    }

    // MARK: Questions

    var first: Int { range.lowerBound }

    func text(_ k: Int) -> String { tokens.text(k) }

    /// The names of a chain, `self` dropped: `["navigationController", "navigationBar", "tintColor"]`.
    func path(_ chain: Chain) -> [String] {
        let names = chain.names.map { tokens.text($0) }
        return names.first == "self" ? Array(names.dropFirst()) : names
    }

    /// The chain's names, `self` dropped, with a root that names another chain replaced by that
    /// chain's names: a binding of this statement (`if let nav = navigationController { nav.… }`)
    /// or one of `aliases`, the bindings of earlier statements.
    func resolvedPath(_ chain: Chain, aliases: [String: [String]] = [:]) -> [String] {
        let path = self.path(chain)
        guard let root = path.first, chain.names.count >= 1 else { return path }
        if let binding = bindings.last(where: { $0.name == root && $0.value != nil && $0.kind != .closureParameter }),
            let value = binding.value, let aliased = self.chain(spanning: value), aliased.names[0] != chain.names[0]
        {
            let target = self.path(aliased)
            if target != [root] && !aliased.isCalled && aliased.assignedValue == nil {
                return target + path.dropFirst()
            }
        }
        if let target = aliases[root], tokens.kinds[chain.names[0]] == .identifier, !boundNames.contains(root) {
            return target + path.dropFirst()
        }
        return path
    }

    /// The chain that makes up the whole of `tokenRange` (optional markers aside), if one does.
    func chain(spanning tokenRange: Range<Int>) -> Chain? {
        guard let found = chains.first(where: { $0.extent.lowerBound == tokenRange.lowerBound }) else { return nil }
        var end = found.extent.upperBound
        while end < tokenRange.upperBound, tokens.isText(end, "?") || tokens.isText(end, "!") { end += 1 }
        return end == tokenRange.upperBound ? found : nil
    }

    /// String, number, regex and boolean literals, in order (token indices).
    var literals: [Int] {
        range.filter { k in
            switch tokens.kinds[k] {
            case .string, .integer, .float, .regex: return true
            case .keyword: return tokens.isText(k, "true") || tokens.isText(k, "false")
            default: return false
            }
        }
    }

    var literalTexts: [String] { literals.map { tokens.text($0) } }

    /// Whether the statement starts with `keyword` (`if`, `guard`, `defer`, `let`, …).
    func starts(with keyword: StaticString) -> Bool {
        !range.isEmpty && tokens.isText(first, keyword)
    }

    /// Whether any token is `word`.
    func contains(_ word: StaticString) -> Bool {
        range.contains { tokens.isText($0, word) }
    }

    /// The tokens as one line for a message: single spaces where the source had space or a line
    /// break, comments gone, shortened to `limit` characters.
    func displayText(limit: Int = 60) -> String {
        displayText(of: range, limit: limit)
    }

    func displayText(of tokenRange: Range<Int>, limit: Int = .max) -> String {
        var line = ""
        for k in tokenRange {
            let word = tokens.text(k)
            // A line break after `(` or `[`, before `)` or `]`, or before a `.member` that continues
            // an expression (not an implicit member starting an element: `,\n.font`), joins
            // without a space.
            if k > tokenRange.lowerBound && tokens.spaceBefore[k] {
                let continuesExpression =
                    tokens.isPunctuation(k, UInt8(ascii: "."))
                    && !(tokens.isPunctuation(k - 1, UInt8(ascii: ","))
                        || tokens.isPunctuation(k - 1, UInt8(ascii: ":")))
                let joins =
                    tokens.newlineBefore[k]
                    && (tokens.isPunctuation(k - 1, UInt8(ascii: "(")) || tokens.isPunctuation(k - 1, UInt8(ascii: "["))
                        || tokens.isPunctuation(k, UInt8(ascii: ")")) || tokens.isPunctuation(k, UInt8(ascii: "]"))
                        || continuesExpression)
                if !joins { line += " " }
            }
            line += word
            if line.count > limit { break }
        }
        return line.count <= limit ? line : String(line.prefix(limit - 1)) + "…"
    }

    /// The arguments of a call as (label, value tokens), split at top-level commas.
    func arguments(_ tokenRange: Range<Int>) -> [(label: String?, value: Range<Int>)] {
        var result: [(label: String?, value: Range<Int>)] = []
        var start = tokenRange.lowerBound
        var k = start
        func close(_ end: Int) {
            guard start < end else { return }
            if end - start >= 2, tokens.isWord(start), tokens.isPunctuation(start + 1, UInt8(ascii: ":")) {
                result.append((tokens.text(start), start + 2..<end))
            } else {
                result.append((nil, start..<end))
            }
        }
        while k < tokenRange.upperBound {
            if tokens.isPunctuation(k, UInt8(ascii: ",")) {
                close(k)
                start = k + 1
            } else if tokens.isOpeningBracket(k), let partner = tokens.partner(k), partner < tokenRange.upperBound {
                k = partner
            }
            k += 1
        }
        close(tokenRange.upperBound)
        return result
    }

    /// The text of a token range without spaces: `.minimal`, `true`, `UIColor.red`.
    func compactText(_ tokenRange: Range<Int>) -> String {
        tokenRange.map { tokens.text($0) }.joined()
    }

    /// The condition of a statement that is one `if` without `else` (`if !flag.isEnabled { … }`),
    /// as written; nil for anything else. A behavior holding only such statements does its chore
    /// only while the condition holds, which its doc comment says.
    var soleIfCondition: String? {
        soleIfConditionRange.map { displayText(of: $0) }
    }

    /// The names a sole `if`'s condition starts its chains with (`FeatureFlag` of
    /// `!FeatureFlag.newPlayer.enabled`, `isMovingFromParent`): what the condition is about.
    var soleIfConditionRoots: [String] {
        guard let condition = soleIfConditionRange else { return [] }
        return condition.filter { k in
            tokens.kinds[k] == .identifier
                && !(k > condition.lowerBound && tokens.isPunctuation(k - 1, UInt8(ascii: ".")))
        }.map { tokens.text($0) }
    }

    /// Whether the statement is a block statement (`if`, `guard`, `switch`, a loop, `do`, `defer`):
    /// one that may run its code in part, or not at once.
    var startsWithBlockKeyword: Bool {
        !range.isEmpty && tokens.kinds[first] == .keyword && Self.blockKeywords.contains(text(first))
    }

    /// Whether the statement declares a local function or type (`func viewWillAppear(_:) { … }`
    /// inside a hook, perhaps after attributes and modifiers): its body runs when it is called or
    /// used, never where it is written, and a function of a hook's name there overrides nothing.
    var declaresLocalFunctionOrType: Bool {
        var k = first
        while k < range.upperBound {
            let word = text(k)
            if tokens.isPunctuation(k, UInt8(ascii: "@")) {
                k += 2  // An attribute: `@objc`, `@MainActor`.
                continue
            }
            if Self.localDeclarationKeywords.contains(word) { return true }
            guard Self.declarationModifiers.contains(word) else { return false }
            k += 1
        }
        return false
    }

    /// The words that open a local declaration (`actor` is contextual, the others keywords).
    private static let localDeclarationKeywords: Set<String> = [
        "func", "class", "struct", "enum", "actor", "protocol", "typealias",
    ]
    private static let declarationModifiers: Set<String> = [
        "private", "fileprivate", "final", "static", "mutating", "nonmutating", "nonisolated", "indirect",
    ]

    /// The condition of a statement that starts with `if`, `guard` or `while`: the tokens from the
    /// keyword to the `{` (or `guard`'s `else`) at its level.
    var leadingConditionRange: Range<Int>? {
        guard tokens.isKeyword(first, "if") || tokens.isKeyword(first, "guard") || tokens.isKeyword(first, "while")
        else { return nil }
        var k = first + 1
        while k < range.upperBound {
            if tokens.isPunctuation(k, UInt8(ascii: "{")) || tokens.isKeyword(k, "else") { return (first + 1)..<k }
            k = tokens.isOpeningBracket(k) ? (tokens.partner(k) ?? range.upperBound) + 1 : k + 1
        }
        return nil
    }

    /// The method the statement calls when it is that call alone, without receiver or arguments
    /// (`setLayout()`, `self.setUpNavigationBar()`): how a hook hands work to a method of the screen.
    var argumentlessCallOfOwnMethod: String? {
        guard let call = chains.first, call.extent == range, call.isCalled, call.assignedValue == nil,
            !call.inClosure, call.arguments.map({ $0.isEmpty }) ?? true
        else { return nil }
        let path = path(call)
        return path.count == 1 ? path[0] : nil
    }

    /// The method the statement calls, with its argument labels (`_` for an unlabeled one), when
    /// it is that call alone on the screen itself (`setArrowBack(imageArrow: image)`,
    /// `self.configure(title: "Inbox")`): how a hook hands work to a helper that takes arguments.
    var soleCallOfOwnMethod: (name: String, labels: [String])? {
        guard let call = chains.first, call.extent == range, call.isCalled, call.assignedValue == nil,
            !call.inClosure
        else { return nil }
        let path = path(call)
        guard path.count == 1 else { return nil }
        let labels = call.arguments.map { arguments($0).map { $0.label ?? "_" } } ?? []
        return (path[0], labels)
    }

    /// Whether the function may end at this statement, the rest of it left unrun: a `guard`, an
    /// exit at the top level, or a block that returns or throws (`guard !didSetUp else {
    /// resume(); return }`, `if let cached { show(cached); return }`).
    var mayLeaveTheFunction: Bool {
        starts(with: "guard") || topLevelExit == "return" || topLevelExit == "throw" || returnsFromABlock
    }

    /// The condition of a statement that only leaves the function: `guard ready else { return }`
    /// (the condition under which the rest runs) or `if done { return }` (the one under which it
    /// does not). Nil for anything else, an exit that does more than leave included.
    var earlyExitCondition: Range<Int>? {
        guard let condition = leadingConditionRange ?? soleIfConditionRange else { return nil }
        var body = condition.upperBound
        if tokens.isKeyword(first, "guard") {
            guard tokens.isKeyword(body, "else") else { return nil }
            body += 1
        } else if !tokens.isKeyword(first, "if") {
            return nil
        }
        guard tokens.isPunctuation(body, UInt8(ascii: "{")), let close = tokens.partner(body),
            close == range.upperBound - 1, body + 1 < close, tokens.isKeyword(body + 1, "return"),
            body + 2 == close
        else { return nil }
        return condition
    }

    private var soleIfConditionRange: Range<Int>? {
        guard tokens.isKeyword(first, "if") else { return nil }
        var k = first + 1
        while k < range.upperBound {
            if tokens.isPunctuation(k, UInt8(ascii: "{")) {
                // The condition's own brackets are skipped below; the first brace at this level
                // opens the body, which must end the statement.
                guard k > first + 1, let close = tokens.partner(k), close == range.upperBound - 1 else { return nil }
                return (first + 1)..<k
            }
            k = tokens.isOpeningBracket(k) ? (tokens.partner(k) ?? range.upperBound) + 1 : k + 1
        }
        return nil
    }

    /// Identifiers used inside the interpolations (`\(…)`) of the statement's string literals:
    /// `items` in `"\(items.count)"`. A literal is one token, so its interpolations are lexed here.
    var interpolatedNames: [String] {
        literals.filter { tokens.kinds[$0] == .string }.flatMap { InterpolatedNames.roots(in: tokens.text($0)) }
    }

    // MARK: Reading

    /// What an open bracket means for the code inside it.
    private struct Enclosing {
        var close: Int
        var isClosure: Bool
        var runsNow: Bool
        var isBrace: Bool
        /// The parentheses of `#selector(…)`.
        var isSelector = false
    }

    /// Calls whose closure argument runs as part of the statement (now, or animated along with it).
    static let runningWrappers: Set<String> = [
        "async", "asyncAfter", "sync", "animate", "animateKeyframes", "performWithoutAnimation", "transition",
        "performBatchUpdates", "forEach", "map", "compactMap", "flatMap", "filter", "reduce", "first", "contains",
        "allSatisfy", "sorted",
    ]

    private static let exits: Set<String> = ["return", "throw", "break", "continue", "fallthrough"]

    private mutating func read() {
        var stack: [Enclosing] = []
        // Tokens of capture lists that are no uses.
        var skipped: Set<Int> = []
        var k = range.lowerBound
        while k < range.upperBound {
            while let top = stack.last, top.close < k { stack.removeLast() }
            if skipped.contains(k) {
                k += 1
                continue
            }
            // `#available(iOS 13, *)`: platform names, no values.
            if tokens.kinds[k] == .pound, tokens.isText(k, "#available") || tokens.isText(k, "#unavailable"),
                tokens.isPunctuation(k + 1, UInt8(ascii: "(")), let close = tokens.partner(k + 1)
            {
                k = close + 1
                continue
            }
            if tokens.isParenthesizedCast(k, in: range), let chain = chain(at: k, stack: stack) {
                chains.append(chain)
                recordBareName(chain)
                k = tokens.partner(k)! + 1
                continue
            }
            if tokens.isOpeningBracket(k) {
                let isBrace = tokens.isPunctuation(k, UInt8(ascii: "{"))
                let isClosure = isBrace && opensClosure(k)
                let close = tokens.partner(k) ?? range.upperBound - 1
                let runsNow =
                    !isClosure || (stack.last.map { !$0.isClosure || $0.runsNow } ?? true) && closureRunsNow(k)
                stack.append(
                    Enclosing(
                        close: close, isClosure: isClosure,
                        runsNow: isClosure ? runsNow : (stack.last?.runsNow ?? true), isBrace: isBrace,
                        isSelector: k > range.lowerBound && tokens.kinds[k - 1] == .pound
                            && tokens.isText(k - 1, "#selector")))
                if isClosure { skipped.formUnion(readClosureParameters(after: k)) }
                k += 1
                continue
            }
            if stack.isEmpty, topLevelExit == nil, tokens.kinds[k] == .keyword, Self.exits.contains(tokens.text(k)) {
                topLevelExit = tokens.text(k)
            }
            if !stack.isEmpty, !stack.contains(where: \.isClosure),
                tokens.isKeyword(k, "return") || tokens.isKeyword(k, "throw")
            {
                returnsFromABlock = true
            }
            if readBinding(at: k, depth: stack.count) {
                k += 1
                continue
            }
            if let chain = chain(at: k, stack: stack) {
                chains.append(chain)
                recordBareName(chain)
            }
            k += 1
        }
    }

    /// Keywords whose braces open a block that runs in place, not a closure.
    private static let blockKeywords: Set<String> = [
        "if", "guard", "while", "for", "switch", "else", "catch", "do", "repeat", "defer", "func", "init", "deinit",
        "subscript",
    ]

    /// Whether the `{` at `brace` opens a closure: no block keyword (`if let x = y, !z {`,
    /// `guard … else {`, a nested `func`) stands before it in the same clause, brackets skipped.
    /// Decided within the statement, so what came before it cannot mislead.
    func opensClosure(_ brace: Int) -> Bool {
        var j = brace - 1
        while j >= range.lowerBound {
            if tokens.isPunctuation(j, UInt8(ascii: ")")) || tokens.isPunctuation(j, UInt8(ascii: "]")),
                let open = tokens.partner(j)
            {
                j = open - 1
                continue
            }
            if tokens.isOpeningBracket(j) || tokens.isPunctuation(j, UInt8(ascii: "}"))
                || tokens.isPunctuation(j, UInt8(ascii: ";"))
            {
                return true
            }
            if tokens.kinds[j] == .keyword && Self.blockKeywords.contains(tokens.text(j)) { return false }
            // `get {`, `set {`, `didSet {` of a local computed or observed variable.
            if j == brace - 1, tokens.kinds[j] == .identifier,
                ["get", "set", "willSet", "didSet"].contains(tokens.text(j))
            {
                return false
            }
            j -= 1
        }
        return true
    }

    /// Whether the closure opened at `brace` runs as part of the statement: the closure argument of
    /// a running wrapper (`UIView.animate(withDuration: 0.3) { … }`, `DispatchQueue.main.async { … }`).
    private func closureRunsNow(_ brace: Int) -> Bool {
        var k = brace - 1
        // `animations: {`: an argument of the call whose `(` encloses it.
        if k >= range.lowerBound, tokens.isPunctuation(k, UInt8(ascii: ":")) {
            var depth = 0
            var j = k - 1
            while j >= range.lowerBound {
                if let partner = tokens.partner(j), partner < j {
                    j = partner - 1
                    continue
                }
                if tokens.isPunctuation(j, UInt8(ascii: "(")) {
                    if depth == 0 {
                        k = j
                        break
                    }
                    depth -= 1
                }
                j -= 1
            }
            if j < range.lowerBound { return false }
            return j - 1 >= range.lowerBound && Self.runningWrappers.contains(tokens.text(j - 1))
        }
        if k >= range.lowerBound, tokens.isPunctuation(k, UInt8(ascii: ")")), let open = tokens.partner(k) {
            k = open - 1
        }
        guard k >= range.lowerBound, tokens.isWord(k) else { return false }
        return Self.runningWrappers.contains(tokens.text(k))
    }

    /// `{ a, b in`, `{ (a: Int) -> Void in`, `{ [weak self] value in`.
    /// Binds the parameters of the closure opened at `brace`; returns the tokens of its capture list
    /// that are no uses (`weak`, a bare `self`).
    private mutating func readClosureParameters(after brace: Int) -> [Int] {
        var k = brace + 1
        var names: [String] = []
        var specifiers: [Int] = []
        while k < range.upperBound && k - brace < 40 {
            if tokens.isKeyword(k, "in") {
                for name in names {
                    bindings.append(Binding(name: name, kind: .closureParameter, value: nil, outlivesStatement: false))
                }
                return specifiers
            }
            if tokens.isPunctuation(k, UInt8(ascii: "{")) || tokens.isPunctuation(k, UInt8(ascii: "}"))
                || tokens.isPunctuation(k, UInt8(ascii: "=")) || tokens.isPunctuation(k, UInt8(ascii: "."))
            {
                return []
            }
            if tokens.isPunctuation(k, UInt8(ascii: "[")), let close = tokens.partner(k) {
                if k == brace + 1 { specifiers = captureSpecifiers(in: k + 1..<close, bound: &names) }
                k = close + 1  // the capture list binds nothing new
                continue
            }
            if tokens.kinds[k] == .identifier, !tokens.isPunctuation(k - 1, UInt8(ascii: ":")) {
                names.append(tokens.text(k))
            }
            k += 1
        }
        return []
    }

    /// What a capture list (`[weak self, unowned(unsafe) view, model = self.model]`) names without
    /// using it: the ownership specifiers, a bare `self` and the names it binds (`model`, returned
    /// in `bound`). A captured value (`view`, `self.model`) is read as any other use.
    private func captureSpecifiers(in list: Range<Int>, bound: inout [String]) -> [Int] {
        var specifiers: [Int] = []
        var entry = list.lowerBound
        while entry < list.upperBound {
            var end = entry
            while end < list.upperBound && !tokens.isPunctuation(end, UInt8(ascii: ",")) {
                end = (tokens.isOpeningBracket(end) ? tokens.partner(end) ?? end : end) + 1
            }
            var k = entry
            if k < end, tokens.isText(k, "weak") || tokens.isText(k, "unowned") {
                specifiers.append(k)
                if k + 1 < end, tokens.isPunctuation(k + 1, UInt8(ascii: "(")), let close = tokens.partner(k + 1) {
                    specifiers.append(contentsOf: k + 1...close)
                    k = close
                }
                k += 1
            }
            if k + 1 == end && tokens.isKeyword(k, "self") { specifiers.append(k) }
            // `model = store.model` binds a name of the closure's own.
            if k + 1 < end, tokens.kinds[k] == .identifier, tokens.isPunctuation(k + 1, UInt8(ascii: "=")) {
                specifiers.append(k)
                bound.append(tokens.text(k))
            }
            entry = end + 1
        }
        return specifiers
    }

    /// `let`/`var` (plain, `guard`, `if`, `case`), `for … in` and `catch`; returns true when `k` was
    /// the binding keyword.
    private mutating func readBinding(at k: Int, depth: Int) -> Bool {
        if tokens.isKeyword(k, "catch") {
            bindings.append(Binding(name: "error", kind: .caught, value: nil, outlivesStatement: false))
            return false
        }
        if tokens.isKeyword(k, "for") {
            var j = k + 1
            while j < range.upperBound, !tokens.isKeyword(j, "in") {
                if tokens.kinds[j] == .identifier {
                    bindings.append(Binding(name: tokens.text(j), kind: .loop, value: nil, outlivesStatement: false))
                }
                if tokens.isPunctuation(j, UInt8(ascii: "{")) { break }
                j += 1
            }
            return false
        }
        guard tokens.isKeyword(k, "let") || tokens.isKeyword(k, "var") else { return false }
        let isVariable = tokens.isKeyword(k, "var")
        let statementKeyword = range.lowerBound < range.upperBound ? tokens.text(first) : ""
        let conditional =
            k > range.lowerBound
            && (tokens.isKeyword(k - 1, "if") || tokens.isKeyword(k - 1, "guard")
                || tokens.isKeyword(k - 1, "while") || tokens.isPunctuation(k - 1, UInt8(ascii: ","))
                || tokens.isKeyword(k - 1, "case") || tokens.isPunctuation(k - 1, UInt8(ascii: "(")))
        let outlives =
            depth == 0 && (statementKeyword == "let" || statementKeyword == "var" || statementKeyword == "guard")
        let kind: Binding.Kind = conditional ? .conditional : isVariable ? .variable : .constant
        var j = k + 1
        if j < range.upperBound, tokens.isPunctuation(j, UInt8(ascii: "(")), let close = tokens.partner(j) {
            for n in j + 1..<close
            where tokens.kinds[n] == .identifier && !tokens.isPunctuation(n + 1, UInt8(ascii: ":")) {
                bindings.append(Binding(name: tokens.text(n), kind: kind, value: nil, outlivesStatement: outlives))
            }
            return true
        }
        guard j < range.upperBound, tokens.kinds[j] == .identifier || tokens.isKeyword(j, "self") else { return true }
        let name = tokens.text(j)
        j += 1
        // Skip a type annotation to the `=`.
        if j < range.upperBound, tokens.isPunctuation(j, UInt8(ascii: ":")) {
            while j < range.upperBound, !tokens.isPunctuation(j, UInt8(ascii: "=")),
                !tokens.isPunctuation(j, UInt8(ascii: "{")),
                !tokens.isPunctuation(j, UInt8(ascii: ",")), !(tokens.newlineBefore[j] && j > k + 2)
            {
                if tokens.isOpeningBracket(j), let close = tokens.partner(j) { j = close }
                j += 1
            }
        }
        var value: Range<Int>? = nil
        if j < range.upperBound, tokens.isPunctuation(j, UInt8(ascii: "=")) {
            value = (j + 1)..<expressionEnd(from: j + 1)
        } else if kind == .conditional {
            // `if let nav {`: shorthand for `if let nav = nav`.
            value = (j - 1)..<j
        }
        bindings.append(Binding(name: name, kind: kind, value: value, outlivesStatement: outlives))
        return true
    }

    /// The end (exclusive) of the expression starting at `k`: a `,`, `{` of a block, `else`, or a
    /// closing bracket at its own level, or a line break that does not continue it.
    func expressionEnd(from start: Int) -> Int {
        var k = start
        while k < range.upperBound {
            if k > start && tokens.newlineBefore[k] && !continuesExpression(k) { return k }
            if tokens.isPunctuation(k, UInt8(ascii: ",")) || tokens.isPunctuation(k, UInt8(ascii: ";"))
                || tokens.isKeyword(k, "else")
            {
                return k
            }
            if tokens.isPunctuation(k, UInt8(ascii: ")")) || tokens.isPunctuation(k, UInt8(ascii: "]"))
                || tokens.isPunctuation(k, UInt8(ascii: "}"))
            {
                return k
            }
            if tokens.isPunctuation(k, UInt8(ascii: "{")) && !opensClosure(k) { return k }
            if tokens.isOpeningBracket(k), let close = tokens.partner(k) {
                k = close + 1
                continue
            }
            k += 1
        }
        return range.upperBound
    }

    private func continuesExpression(_ k: Int) -> Bool {
        tokens.isPunctuation(k, UInt8(ascii: ".")) || (tokens.kinds[k] == .operator && !tokens.isText(k, "!"))
            || tokens.kinds[k - 1] == .operator || tokens.isPunctuation(k - 1, UInt8(ascii: "."))
            || tokens.isPunctuation(k - 1, UInt8(ascii: "=")) || tokens.isPunctuation(k - 1, UInt8(ascii: "("))
    }

    /// The chain whose root is token `k`, or nil when `k` starts none (a member of an earlier
    /// chain, a keyword, a literal).
    private func chain(at k: Int, stack: [Enclosing]) -> Chain? {
        guard
            tokens.kinds[k] == .identifier || tokens.isKeyword(k, "self") || tokens.isKeyword(k, "Self")
                || tokens.isKeyword(k, "super") || tokens.isKeyword(k, "init")
                || tokens.isParenthesizedCast(k, in: range)
        else { return nil }
        if k > range.lowerBound,
            tokens.isPunctuation(k - 1, UInt8(ascii: ".")) || tokens.kinds[k - 1] == .pound
                || tokens.isPunctuation(k - 1, UInt8(ascii: "@"))
        {
            return nil
        }
        // An argument label (`name:` after `(` or `,`) is no chain.
        if k + 1 < range.upperBound, tokens.isPunctuation(k + 1, UInt8(ascii: ":")), k > range.lowerBound,
            tokens.isPunctuation(k - 1, UInt8(ascii: "(")) || tokens.isPunctuation(k - 1, UInt8(ascii: ","))
        {
            return nil
        }
        var names: [Int] = []
        var calledNames: [Int] = []
        var arguments: Range<Int>? = nil
        var isCalled = false
        var j = k
        if tokens.isPunctuation(k, UInt8(ascii: "(")) {
            // `(view as? HeaderView)?.title`: the cast's operand stands for the chain's root.
            let close = tokens.partner(k)!
            guard let inner = chain(at: k + 1, stack: stack) else { return nil }
            names = inner.names
            j = close + 1
        } else {
            names.append(k)
            j = k + 1
        }
        while j < range.upperBound {
            let last = names.last!
            if tokens.isText(j, "?") || tokens.isText(j, "!"), !tokens.spaceBefore[j] {
                j += 1
                continue
            }
            if tokens.isPunctuation(j, UInt8(ascii: "(")), !tokens.spaceBefore[j], let close = tokens.partner(j) {
                if !calledNames.contains(last) { calledNames.append(last) }
                arguments = j + 1..<close
                isCalled = true
                j = close + 1
                if j < range.upperBound, tokens.isPunctuation(j, UInt8(ascii: "{")), opensClosure(j),
                    !tokens.newlineBefore[j],
                    let end = tokens.partner(j)
                {
                    j = end + 1
                }
                continue
            }
            if tokens.isPunctuation(j, UInt8(ascii: "{")), opensClosure(j), !tokens.newlineBefore[j],
                names.count > 1 || isCalled,
                !calledNames.contains(last), let end = tokens.partner(j)
            {
                // `queue.async { … }`: a call with only a trailing closure.
                calledNames.append(last)
                isCalled = true
                arguments = j..<j
                j = end + 1
                continue
            }
            if tokens.isPunctuation(j, UInt8(ascii: "[")), !tokens.spaceBefore[j], let close = tokens.partner(j) {
                isCalled = false
                j = close + 1
                continue
            }
            if tokens.isPunctuation(j, UInt8(ascii: ".")), j + 1 < range.upperBound, tokens.isWord(j + 1) {
                names.append(j + 1)
                isCalled = false
                arguments = nil
                j += 2
                continue
            }
            break
        }
        if !isCalled { arguments = nil }
        var assignedValue: Range<Int>? = nil
        if j < range.upperBound, !isCalled,
            tokens.isPunctuation(j, UInt8(ascii: "="))
                || (tokens.kinds[j] == .operator && Self.compoundAssignments.contains(tokens.text(j))),
            !(k > range.lowerBound && (tokens.isKeyword(k - 1, "let") || tokens.isKeyword(k - 1, "var")))
        {
            assignedValue = (j + 1)..<expressionEnd(from: j + 1)
        }
        let inClosure = stack.contains { $0.isClosure }
        return Chain(
            names: names, extent: k..<j, arguments: arguments, isCalled: isCalled, calledNames: calledNames,
            assignedValue: assignedValue, inClosure: inClosure,
            inStoredClosure: stack.contains { $0.isClosure && !$0.runsNow },
            inBraces: stack.contains { $0.isBrace }, inSelector: stack.contains { $0.isSelector })
    }

    private static let compoundAssignments: Set<String> = [
        "+=", "-=", "*=", "/=", "|=", "&=", "%=", "^=", "<<=", ">>=",
    ]

    private mutating func recordBareName(_ chain: Chain) {
        let root = chain.names[0]
        guard tokens.kinds[root] == .identifier else { return }
        bareNames.append(BareName(name: tokens.text(root), isCalled: chain.calledNames.contains(root)))
    }

    /// Names that statements before `index` bind to values of their own (`let navigationController =
    /// UINavigationController(…)`), which hide a member of the same name; a binding that merely
    /// aliases a chain (`let nav = navigationController`) hides nothing.
    static func shadowingNames(in statements: [StatementSyntax], before index: Int) -> Set<String> {
        var names: Set<String> = []
        for syntax in statements[..<index] {
            for binding in syntax.outlivingBindings {
                let aliasesChain = binding.value.flatMap { syntax.chain(spanning: $0) }.map { !$0.isCalled } ?? false
                if !aliasesChain { names.insert(binding.name) }
            }
        }
        return names
    }

    /// Every name bound in the statement.
    var boundNames: Set<String> { Set(bindings.map { $0.name }) }

    /// Names the statement binds for the statements after it.
    var outlivingBindings: [Binding] { bindings.filter { $0.outlivesStatement } }
}

extension StatementTokens {
    /// `(` that opens a cast used as a chain's root: `(view as? T)?.x` or `(view as! T).x`.
    func isParenthesizedCast(_ k: Int, in range: Range<Int>) -> Bool {
        guard isPunctuation(k, UInt8(ascii: "(")), let close = partner(k), close + 1 < range.upperBound else {
            return false
        }
        let next = close + 1
        let followedByMember =
            isPunctuation(next, UInt8(ascii: "."))
            || ((isText(next, "?") || isText(next, "!")) && next + 1 < range.upperBound
                && isPunctuation(next + 1, UInt8(ascii: ".")))
        return followedByMember && (k + 1..<close).contains { isKeyword($0, "as") }
    }
}

extension FileSummary {
    /// `statement` (of one of this file's functions) read through its tokens.
    func syntax(_ statement: Statement) -> StatementSyntax {
        StatementSyntax(tokens: statementTokens, range: statement.tokens)
    }
}
