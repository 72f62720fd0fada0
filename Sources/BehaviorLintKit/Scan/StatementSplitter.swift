/// Splits a function body into its top-level statements. A statement ends at a line break or
/// `;` outside brackets, and continues while a line ends with a binary operator, `=`, `,` or `.`,
/// or the next line starts with one (`.map { … }`, `+ rest`, `else`, `catch`).
struct StatementSplitter {
    let tokens: SignificantTokens
    private let callTexts: SharedTexts
    /// Where the statements' tokens are kept (the file's `statementTokens`).
    var tape: StatementTokens
    private var conditions: ConditionTracker
    private let outerCondition: String?
    /// The first token of the body being split: names bound before a statement are looked up from here.
    private var bodyStart = 0
    /// Where the statements place screens (roots, pushes).
    private(set) var screens = ScreenPlacements()

    init(tokens: SignificantTokens, callTexts: SharedTexts, tape: StatementTokens, condition: String?) {
        self.tokens = tokens
        self.callTexts = callTexts
        self.tape = tape
        self.conditions = ConditionTracker()
        self.outerCondition = condition
    }

    mutating func split(from first: Int, to limit: Int) -> [Statement] {
        var statements: [Statement] = []
        bodyStart = first
        var k = first
        while k < limit {
            if tokens.isPunctuation(k, UInt8(ascii: ";")) {
                k += 1
                continue
            }
            if let last = conditions.consume(k, in: tokens) {
                k = last + 1
                continue
            }
            let end = statementEnd(from: k, limit: limit)
            statements.append(makeStatement(from: k, through: end - 1))
            k = end
        }
        return statements
    }

    /// The index just past the last token of the statement starting at `start`.
    private func statementEnd(from start: Int, limit: Int) -> Int {
        // A control statement's block, or a nested declaration's body (`func space() -> UIView`,
        // its `{` on the next line), may open on the line after its header.
        let startsWithControlKeyword =
            [
                "if", "guard", "while", "for", "switch", "do", "repeat", "else", "catch", "defer",
            ]
            .contains(tokens.text(start)) || declarationKeyword(from: start, limit: limit)
        var j = start
        while true {
            if let close = tokens.closer(j), close < limit { j = close }
            j += 1
            guard j < limit else { return limit }
            if tokens.isPunctuation(j, UInt8(ascii: ";")) { return j }
            if tokens.kinds[j] == .pound
                && (tokens.isText(j, "#if") || tokens.isText(j, "#else") || tokens.isText(j, "#elseif")
                    || tokens.isText(j, "#endif"))
            {
                return j
            }
            if tokens.newlineBefore[j]
                && !continues(previous: j - 1, next: j, controlStatement: startsWithControlKeyword)
            {
                return j
            }
        }
    }

    /// Whether the statement at `start` declares a function or type (`func`, `init`, `struct`, …),
    /// after any attributes and modifiers (`@discardableResult private func`).
    private func declarationKeyword(from start: Int, limit: Int) -> Bool {
        var k = start
        while k < limit {
            if tokens.isText(k, "@") {
                k += 2
                if k < limit, tokens.isPunctuation(k, UInt8(ascii: "(")), let close = tokens.closer(k) { k = close + 1 }
                continue
            }
            let word = tokens.text(k)
            if Self.declarationKeywords.contains(word) { return true }
            guard DeclarationParser.modifierWords.contains(word) else { return false }
            k += 1
        }
        return false
    }

    private static let declarationKeywords: Set<String> = [
        "func", "init", "struct", "class", "enum", "actor", "protocol", "extension",
    ]

    private func continues(previous: Int, next: Int, controlStatement: Bool) -> Bool {
        switch tokens.kinds[previous] {
        case .operator:
            // `a +⏎ b`: a binary operator has space on both sides; `Set<Int>⏎` ends with a postfix `>`.
            if tokens.hasSpaceBefore(previous) { return true }
        case .punctuation:
            for word: StaticString in ["=", ",", ".", "->", ":", "@", "("] where tokens.isText(previous, word) {
                return true
            }
        case .keyword:
            // `return⏎ value`, `in⏎` of a closure header, `try⏎ x`: the line goes on.
            if tokens.isText(previous, "in") || tokens.isText(previous, "try") || tokens.isText(previous, "as")
                || tokens.isText(previous, "is")
            {
                return true
            }
        default:
            break
        }
        switch tokens.kinds[next] {
        case .operator:
            return tokens.hasSpaceAfter(next)
        case .punctuation:
            if tokens.isText(next, ".") || tokens.isText(next, "?") || tokens.isText(next, ":")
                || tokens.isText(next, "->") || tokens.isText(next, "=")
            {
                return true
            }
            return tokens.isPunctuation(next, UInt8(ascii: "{")) && controlStatement
        case .keyword:
            return tokens.isText(next, "else") || tokens.isText(next, "catch") || tokens.isText(next, "where")
                || tokens.isText(next, "as") || tokens.isText(next, "is")
        default:
            return false
        }
    }

    private mutating func makeStatement(from first: Int, through last: Int) -> Statement {
        Statement(
            span: tokens.span(first, last),
            tokens: tape.append(tokens, first..<last + 1),
            normalizedText: StatementNormalizer.normalize(tokens, from: first, through: last),
            calls: CallExtractor(tokens: tokens, texts: callTexts).calls(
                from: first, to: last + 1, bodyStart: bodyStart, screens: &screens),
            isDefer: tokens.isKeyword(first, "defer"),
            condition: conditions.current ?? outerCondition)
    }
}

/// The canonical text of a token range: tokens joined with single spaces only between words,
/// string and number literals abstracted, and `self.` dropped.
enum StatementNormalizer {
    static func normalize(_ tokens: SignificantTokens, from first: Int, through last: Int) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(tokens.end(last) - tokens.start(first))
        var previousWasWord = false
        var k = first
        while k <= last {
            if tokens.isKeyword(k, "self") && tokens.isPunctuation(k + 1, UInt8(ascii: ".")) && k + 1 < last {
                k += 2
                continue
            }
            let isWord: Bool
            switch tokens.kinds[k] {
            case .string:
                if previousWasWord { result.append(0x20) }
                result.append(contentsOf: "<string>".utf8)
                isWord = true
            case .integer, .float:
                if previousWasWord { result.append(0x20) }
                result.append(contentsOf: "<number>".utf8)
                isWord = true
            case .identifier, .keyword, .pound:
                if previousWasWord { result.append(0x20) }
                result.append(contentsOf: UnsafeBufferPointer(rebasing: tokens.bytes[tokens.start(k)..<tokens.end(k)]))
                isWord = true
            default:
                result.append(contentsOf: UnsafeBufferPointer(rebasing: tokens.bytes[tokens.start(k)..<tokens.end(k)]))
                isWord = false
            }
            previousWasWord = isWord
            k += 1
        }
        return String(decoding: result, as: UTF8.self)
    }
}
