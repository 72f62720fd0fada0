/// Reads declaration headers: modifiers and attributes before a keyword, a type's name, generic
/// parameters and inheritance clause, a function's name, parameters, result type and body.
struct DeclarationParser {
    let tokens: SignificantTokens

    static let modifierWords: Set<String> = [
        "override", "open", "public", "private", "fileprivate", "internal", "package", "final", "static",
        "class", "mutating", "nonmutating", "convenience", "required", "dynamic", "optional", "lazy",
        "weak", "unowned", "nonisolated", "indirect", "isolated", "consuming", "borrowing", "distributed",
        "prefix", "postfix", "infix",
    ]

    /// Whether token `k` ends a modifier or attribute (`override`, `@objc`, `@objc(name)`, `private(set)`).
    static func isModifierOrAttributeEnd(_ k: Int, _ tokens: SignificantTokens) -> Bool {
        DeclarationParser(tokens: tokens).modifierStart(endingAt: k) != nil
    }

    /// If token `k` is the last token of a modifier or attribute, the index of its first token.
    private func modifierStart(endingAt k: Int) -> Int? {
        guard k >= 0 else { return nil }
        if tokens.isWord(k) {
            if tokens.isPunctuation(k - 1, UInt8(ascii: "@")) { return k - 1 }
            return Self.modifierWords.contains(tokens.text(k)) ? k : nil
        }
        if tokens.isPunctuation(k, UInt8(ascii: ")")) {
            guard let open = tokens.opener(k) else { return nil }
            guard open > 0, tokens.isWord(open - 1) else { return nil }
            if tokens.isPunctuation(open - 2, UInt8(ascii: "@")) { return open - 2 }
            return Self.modifierWords.contains(tokens.text(open - 1)) ? open - 1 : nil
        }
        return nil
    }

    /// The first token of the declaration whose keyword is at `k`: its earliest modifier or attribute.
    func declarationStart(before k: Int) -> Int {
        var start = k
        while let previous = modifierStart(endingAt: start - 1) {
            start = previous
        }
        return start
    }

    /// `text` without its whitespace: byte by byte when it is ASCII (as attributes nearly always
    /// are), where a character's whitespace property is the six bytes below; else by character.
    static func withoutWhitespace(_ text: String) -> String {
        var ascii = true
        let kept = text.utf8.filter { byte in
            ascii = ascii && byte < 0x80
            return byte != 0x20 && !(0x09...0x0D).contains(byte)
        }
        return ascii ? String(decoding: kept, as: UTF8.self) : text.filter { !$0.isWhitespace }
    }

    /// The modifiers and attributes between `start` and the keyword at `k`, as written.
    func modifiers(from start: Int, to k: Int) -> [String] {
        var result: [String] = []
        var j = start
        while j < k {
            if tokens.isPunctuation(j, UInt8(ascii: "@")) {
                var last = j + 1
                if tokens.isPunctuation(last + 1, UInt8(ascii: "(")), let close = tokens.closer(last + 1), close < k {
                    last = close
                }
                result.append(Self.withoutWhitespace(tokens.text(from: j, through: min(last, k - 1))))
                j = last + 1
            } else {
                result.append(tokens.text(j))
                if tokens.isPunctuation(j + 1, UInt8(ascii: "(")), let close = tokens.closer(j + 1), close < k {
                    j = close + 1
                } else {
                    j += 1
                }
            }
        }
        return result
    }

    struct TypeHeader {
        var name: String
        var genericParameters: String?
        var inherited: [String]
        var bodyOpen: Int?
        var lastHeaderToken: Int
        /// Whether a `where` clause constrains it (`extension UIViewController where Self: Themed`).
        var isConstrained = false
    }

    /// Reads `Name<Generics>: Inherited, … where … {` after the keyword at `k`.
    func typeHeader(keyword k: Int) -> TypeHeader {
        var j = k + 1
        var name = tokens.isWord(j) ? tokens.text(j) : ""
        j += 1
        // A dotted extension target: `extension Foo.Bar`.
        while tokens.isPunctuation(j, UInt8(ascii: ".")) && tokens.isWord(j + 1) {
            name += "." + tokens.text(j + 1)
            j += 2
        }
        var generics: String? = nil
        if let close = angleGroupEnd(from: j) {
            generics = tokens.text(from: j, through: close)
            j = close + 1
        }
        var inherited: [String] = []
        if tokens.isPunctuation(j, UInt8(ascii: ":")) {
            j += 1
            var expectingName = true
            while j < tokens.count {
                if tokens.isPunctuation(j, UInt8(ascii: "{")) || tokens.isKeyword(j, "where") || isDeclarationStart(j) {
                    break
                }
                if tokens.isPunctuation(j, UInt8(ascii: ",")) {
                    expectingName = true
                    j += 1
                    continue
                }
                if expectingName && tokens.isWord(j) {
                    var path = tokens.text(j)
                    while tokens.isPunctuation(j + 1, UInt8(ascii: ".")) && tokens.isWord(j + 2) {
                        path += "." + tokens.text(j + 2)
                        j += 2
                    }
                    inherited.append(path)
                    expectingName = false
                } else if let close = angleGroupEnd(from: j) {
                    j = close
                }
                j += 1
            }
        }
        // Skip a `where` clause up to the body.
        let isConstrained = tokens.isKeyword(j, "where")
        while j < tokens.count && !tokens.isPunctuation(j, UInt8(ascii: "{")) && !isDeclarationStart(j) {
            if let close = tokens.closer(j), !tokens.isPunctuation(j, UInt8(ascii: "{")) { j = close }
            j += 1
        }
        let bodyOpen = tokens.isPunctuation(j, UInt8(ascii: "{")) ? j : nil
        return TypeHeader(
            name: name, genericParameters: generics, inherited: inherited, bodyOpen: bodyOpen,
            lastHeaderToken: max(k, min(j, tokens.count) - 1), isConstrained: isConstrained)
    }

    struct FunctionHeader {
        var name: String
        var labels: [String]
        var parameterNames: [String]
        var parameterTypes: [String]
        /// Labels of the parameters whose default is the caller's place (`file: String = #file`).
        var callerSiteDefaults: [String]
        var returnType: String?
        var bodyOpen: Int?
        var lastHeaderToken: Int
    }

    /// Reads a `func`, `init`, `deinit` or `subscript` header after its keyword at `k`.
    func functionHeader(keyword k: Int) -> FunctionHeader {
        var j = k + 1
        var name = tokens.text(k)
        if tokens.isKeyword(k, "func"), j < tokens.count {
            name = tokens.text(j)
            if name.hasPrefix("`") && name.hasSuffix("`") && name.count > 2 {
                name = String(name.dropFirst().dropLast())
            }
            j += 1
        }
        while tokens.isText(j, "?") || tokens.isText(j, "!") { j += 1 }  // failable init
        if let close = angleGroupEnd(from: j) { j = close + 1 }
        var labels: [String] = []
        var parameterNames: [String] = []
        var parameterTypes: [String] = []
        var callerSiteDefaults: [String] = []
        if tokens.isPunctuation(j, UInt8(ascii: "(")), let close = tokens.closer(j) {
            (labels, parameterNames, parameterTypes, callerSiteDefaults) = parameters(open: j, close: close)
            j = close + 1
        }
        var returnType: String? = nil
        // Effects, result type and `where` clause, up to the body or the end of the declaration.
        while j < tokens.count {
            if tokens.isPunctuation(j, UInt8(ascii: "{")) { break }
            if tokens.isPunctuation(j, UInt8(ascii: "}")) || tokens.isPunctuation(j, UInt8(ascii: ";"))
                || isDeclarationStart(j)
            {
                break
            }
            if tokens.isText(j, "->") {
                var last = j + 1
                while last + 1 < tokens.count, !tokens.isPunctuation(last + 1, UInt8(ascii: "{")),
                    !tokens.isKeyword(last + 1, "where"), !isDeclarationStart(last + 1),
                    !tokens.isPunctuation(last + 1, UInt8(ascii: "}"))
                {
                    if let close = tokens.closer(last + 1), !tokens.isPunctuation(last + 1, UInt8(ascii: "{")) {
                        last = close
                    } else {
                        last += 1
                    }
                }
                returnType = tokens.text(from: j + 1, through: min(last, tokens.count - 1))
                j = last + 1
                continue
            }
            if let close = tokens.closer(j) { j = close }
            j += 1
        }
        let bodyOpen = tokens.isPunctuation(j, UInt8(ascii: "{")) ? j : nil
        return FunctionHeader(
            name: name, labels: labels, parameterNames: parameterNames, parameterTypes: parameterTypes,
            callerSiteDefaults: callerSiteDefaults,
            returnType: returnType,
            bodyOpen: bodyOpen, lastHeaderToken: max(k, min(j, tokens.count) - 1))
    }

    /// External labels, internal names and types (as written) of the parameters between `open` and
    /// `close`, and the labels of those whose default is the caller's place (`#file`, `#line`, …).
    private func parameters(open: Int, close: Int) -> ([String], [String], [String], [String]) {
        var labels: [String] = []
        var names: [String] = []
        var types: [String] = []
        var callerSite: [String] = []
        var j = open + 1
        while j < close {
            // One parameter: names up to `:`, then type and default value up to a `,` at this level.
            var words: [String] = []
            while j < close && !tokens.isPunctuation(j, UInt8(ascii: ":"))
                && !tokens.isPunctuation(j, UInt8(ascii: ","))
            {
                if tokens.isWord(j) { words.append(tokens.text(j)) }
                j += 1
            }
            if let first = words.first {
                labels.append(first)
                names.append(words.count > 1 ? words[1] : first)
            }
            var angleDepth = 0
            var inDefault = false
            let typeStart = j + 1
            var typeEnd = j
            while j < close {
                if tokens.isPunctuation(j, UInt8(ascii: ",")) && angleDepth == 0 { break }
                if tokens.isText(j, "=") {
                    inDefault = true
                    if Self.callerSiteLiterals.contains(tokens.text(j + 1)), let label = words.first {
                        callerSite.append(label)
                    }
                }
                if !inDefault && j >= typeStart { typeEnd = j }
                if !inDefault && tokens.kinds[j] == .operator {
                    for byte in tokens.text(j).utf8 {
                        if byte == UInt8(ascii: "<") { angleDepth += 1 }
                        if byte == UInt8(ascii: ">") && angleDepth > 0 { angleDepth -= 1 }
                    }
                }
                if let closer = tokens.closer(j) {
                    j = closer
                    if !inDefault { typeEnd = j }
                }
                j += 1
            }
            if !words.isEmpty {
                types.append(typeEnd >= typeStart ? tokens.text(from: typeStart, through: typeEnd) : "")
            }
            j += 1
        }
        return (labels, names, types, callerSite)
    }

    /// Literals that take the value of the place a function is called from when they are a
    /// parameter's default.
    static let callerSiteLiterals: Set<String> = ["#file", "#fileID", "#filePath", "#line", "#column", "#function"]

    /// If a generic clause `<…>` starts at `j`, the index of its closing `>`.
    func angleGroupEnd(from j: Int) -> Int? {
        guard j < tokens.count, tokens.kinds[j] == .operator, tokens.text(j).hasPrefix("<") else { return nil }
        var depth = 0
        var k = j
        while k < tokens.count {
            if tokens.isPunctuation(k, UInt8(ascii: "{")) || tokens.isPunctuation(k, UInt8(ascii: ";")) { return nil }
            if tokens.kinds[k] == .operator {
                for byte in tokens.text(k).utf8 {
                    if byte == UInt8(ascii: "<") { depth += 1 }
                    if byte == UInt8(ascii: ">") { depth -= 1 }
                }
                if depth <= 0 { return k }
            } else if let close = tokens.closer(k) {
                k = close
            }
            k += 1
        }
        return nil
    }

    /// A token on a new line that begins another declaration (so the one before has no body).
    private func isDeclarationStart(_ j: Int) -> Bool {
        guard j < tokens.count, tokens.newlineBefore[j] else { return false }
        if tokens.isPunctuation(j, UInt8(ascii: "@")) { return true }
        if tokens.kinds[j] == .pound { return true }
        guard tokens.isWord(j) else { return false }
        switch tokens.text(j) {
        case "func", "var", "let", "class", "struct", "enum", "extension", "protocol", "init", "deinit",
            "subscript", "typealias", "associatedtype", "case", "import", "actor":
            return true
        default:
            return Self.modifierWords.contains(tokens.text(j))
        }
    }
}
