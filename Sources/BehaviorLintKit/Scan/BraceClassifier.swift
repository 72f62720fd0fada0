/// Tells closures from blocks: `items.map { … }` and `x = { … }` open closures (code that may run
/// later, or never), while `if … {`, `for … {`, `else {`, `func f() {`, `var x: Int {` and
/// `get {` open blocks that run in place.
extension SignificantTokens {
    private static let blockKeywords: Set<String> = [
        "if", "guard", "while", "for", "switch", "catch", "func", "init", "deinit", "subscript", "struct",
        "class", "enum", "extension", "protocol", "repeat", "do", "else", "defer",
    ]
    private static let accessorWords: Set<String> = ["get", "set", "willSet", "didSet", "_read", "_modify", "init"]

    func isClosureBrace(_ k: Int) -> Bool {
        let previous = k - 1
        guard previous >= 0 else { return true }
        if kinds[previous] == .keyword && Self.blockKeywords.contains(text(previous)) { return false }
        if kinds[previous] == .identifier && Self.accessorWords.contains(text(previous))
            && (newlineBefore[previous] || isPunctuation(previous - 1, UInt8(ascii: "{")))
        {
            return false
        }
        switch kinds[previous] {
        case .identifier, .keyword, .string, .integer, .float:
            break
        case .punctuation:
            // `)`, `]`, `?`, `!` may end a condition (`if f() {`) or a call with a trailing closure.
            guard
                isPunctuation(previous, UInt8(ascii: ")")) || isPunctuation(previous, UInt8(ascii: "]"))
                    || isText(previous, "?") || isText(previous, "!")
            else { return true }
        case .operator:
            // `a ?? {…}`, `=` is punctuation: after an operator only a closure can follow.
            return true
        default:
            return true
        }
        // Walk back to the start of the statement the brace belongs to.
        var j = previous
        var sawVariableWithoutValue = false
        while j >= 0 {
            // A block's `}` at the end of a line ends the statement before this one (`if a { … }`
            // then `items.forEach {`); one the line goes on from is part of it (`map { … }.forEach {`).
            if isPunctuation(j, UInt8(ascii: "}")) && newlineBefore[j + 1] { break }
            if let open = opener(j) {
                j = open - 1
                continue
            }
            if isPunctuation(j, UInt8(ascii: "{")) || isPunctuation(j, UInt8(ascii: "("))
                || isPunctuation(j, UInt8(ascii: "["))
                || isPunctuation(j, UInt8(ascii: ";")) || isPunctuation(j, UInt8(ascii: "}"))
            {
                break
            }
            if isText(j, "=") {
                sawVariableWithoutValue = false
                return true
            }
            if kinds[j] == .keyword {
                let word = text(j)
                if Self.blockKeywords.contains(word) { return false }
                if word == "var" || word == "let" {
                    sawVariableWithoutValue = true
                    break
                }
                if word == "in" && isPunctuation(j - 1, UInt8(ascii: "{")) { break }
            }
            j -= 1
        }
        // `var total: Int {` is a computed property, not a closure.
        return !sawVariableWithoutValue
    }
}
