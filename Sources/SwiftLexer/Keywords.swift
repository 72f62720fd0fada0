/// The words the Swift lexer classifies as keywords. Every other word, including contextual
/// keywords such as `override`, `async`, `await`, `get` or `some`, lexes as an identifier.
public enum Keywords {
    public static let all: Set<String> = [
        "Any", "as", "associatedtype", "break", "case", "catch", "class", "continue", "default",
        "defer", "deinit", "do", "else", "enum", "extension", "fallthrough", "false",
        "fileprivate", "for", "func", "guard", "if", "import", "in", "init", "inout", "internal",
        "is", "let", "nil", "operator", "precedencegroup", "private", "protocol", "public",
        "repeat", "rethrows", "return", "self", "Self", "static", "struct", "subscript", "super",
        "switch", "throw", "throws", "true", "try", "typealias", "var", "where", "while",
    ]

    /// Keywords that are complete expressions; a `/` after them is division, not a regex.
    static let expressionKeywords: Set<String> = ["true", "false", "Any", "nil", "self", "Self", "super"]

    /// Keyword lookup by length and bytes, without building a String for most words.
    static let byLength: [[(bytes: [UInt8], role: KeywordRole)]] = {
        var table = [[(bytes: [UInt8], role: KeywordRole)]](repeating: [], count: 16)
        for word in all {
            let role: KeywordRole
            switch word {
            case "func", "operator": role = .introducesOperatorName
            case "try": role = .try
            default: role = expressionKeywords.contains(word) ? .expression : .other
            }
            table[word.utf8.count].append((Array(word.utf8), role))
        }
        return table
    }()

    /// The keyword role of the word in `p[start ..< end]`, or nil when it is not a keyword.
    static func role(_ p: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> KeywordRole? {
        let length = end - start
        guard length >= 2 && length < 16 else { return nil }
        let first = p[start]
        for candidate in byLength[length] where candidate.bytes[0] == first {
            var matches = true
            var k = 1
            while k < length {
                if candidate.bytes[k] != p[start + k] { matches = false; break }
                k += 1
            }
            if matches { return candidate.role }
        }
        return nil
    }
}

/// What a keyword means to the lexer's regex-literal heuristics.
enum KeywordRole {
    /// `true`, `nil`, `self`, …: a complete expression, so `/` after it divides.
    case expression
    /// `func` and `operator`: the next token is an operator name, never a regex.
    case introducesOperatorName
    /// `try`: `try? /…/` prefers a regex.
    case `try`
    case other
}
