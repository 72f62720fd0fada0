/// The kind of a token: the one vocabulary shared by the lexer, the scanner and `dump-tokens`.
///
/// Trivia (whitespace, newlines, comments) are tokens too, so that the tokens of a file tile it
/// exactly. Contextual keywords (`override`, `get`, `async`, …) are `identifier`s; `keyword` is
/// reserved for the words the Swift lexer itself classifies as keywords.
public enum TokenKind: UInt8, CaseIterable, Sendable {
    case identifier
    case keyword
    case integer
    case float
    /// A whole string literal, delimiters and interpolations included.
    case string
    /// A whole regex literal, `/…/` or `#/…/#`.
    case regex
    case `operator`
    /// `( ) { } [ ] , ; : . @ \` and backtick, plus the reserved operator-like tokens of the
    /// Swift reference: `=`, `->`, `?`, postfix `!` and prefix `&`.
    case punctuation
    /// `#` with the word that follows it: `#if`, `#selector`, `#Preview`; or a lone `#`.
    case pound
    /// Line, block (nested) and doc comments, and a shebang line.
    case comment
    /// Spaces, tabs, vertical tabs, form feeds and a byte-order mark.
    case whitespace
    /// One line break: `\n`, `\r\n` or `\r`.
    case newline
    /// Bytes Swift does not accept here: invalid UTF-8, NUL, control characters, stray symbols.
    case unknown

    /// The name used by `dump-tokens` and in tests.
    public var name: String {
        switch self {
        case .identifier: return "identifier"
        case .keyword: return "keyword"
        case .integer: return "integer"
        case .float: return "float"
        case .string: return "string"
        case .regex: return "regex"
        case .operator: return "operator"
        case .punctuation: return "punctuation"
        case .pound: return "pound"
        case .comment: return "comment"
        case .whitespace: return "whitespace"
        case .newline: return "newline"
        case .unknown: return "unknown"
        }
    }

    /// Whitespace, newlines and comments: the tokens the structure of the code ignores.
    public var isTrivia: Bool {
        self == .whitespace || self == .newline || self == .comment
    }
}
