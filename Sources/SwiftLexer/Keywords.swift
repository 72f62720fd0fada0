/// The words the Swift lexer classifies as keywords. Every other word, including contextual
/// keywords such as `override`, `async`, `await`, `get` or `some`, lexes as an identifier.
public enum Keywords {
    public static let all: Set<String> = [
        "Any", "as", "associatedtype", "break", "case", "catch", "class", "continue",
        "default", "defer", "deinit", "do", "else", "enum", "extension", "fallthrough",
        "false", "fileprivate", "for", "func", "guard", "if", "import", "in",
        "init", "inout", "internal", "is", "let", "nil", "operator", "precedencegroup",
        "private", "protocol", "public", "repeat", "rethrows", "return", "self", "Self",
        "static", "struct", "subscript", "super", "switch", "throw", "throws", "true",
        "try", "typealias", "var", "where", "while",
    ]

    /// The keyword role of the word in `p[start ..< end]` (of a buffer of `count` bytes), or nil
    /// when it is not a keyword.
    /// Words are compared as little-endian packed integers (generated from `all`; a test checks
    /// that both agree), which keeps the lexer's hottest lookup free of allocations.
    @inline(__always)
    static func role(_ p: UnsafePointer<UInt8>, _ start: Int, _ end: Int, count: Int) -> KeywordRole? {
        let length = end - start
        guard length >= 2 && length <= 15 else { return nil }
        let head = packed(p + start, min(length, 8), readable: count - start)
        let tail = length > 8 ? packed(p + start + 8, length - 8, readable: count - start - 8) : 0
        switch length {
        case 2:
            switch (head, tail) {
            case (0x7361, 0x0): return .other  // as
            case (0x6F64, 0x0): return .other  // do
            case (0x6669, 0x0): return .other  // if
            case (0x6E69, 0x0): return .other  // in
            case (0x7369, 0x0): return .other  // is
            default: return nil
            }
        case 3:
            switch (head, tail) {
            case (0x796E41, 0x0): return .expression  // Any
            case (0x726F66, 0x0): return .other  // for
            case (0x74656C, 0x0): return .other  // let
            case (0x6C696E, 0x0): return .expression  // nil
            case (0x797274, 0x0): return .try  // try
            case (0x726176, 0x0): return .other  // var
            default: return nil
            }
        case 4:
            switch (head, tail) {
            case (0x666C_6553, 0x0): return .expression  // Self
            case (0x6573_6163, 0x0): return .other  // case
            case (0x6573_6C65, 0x0): return .other  // else
            case (0x6D75_6E65, 0x0): return .other  // enum
            case (0x636E_7566, 0x0): return .introducesOperatorName  // func
            case (0x7469_6E69, 0x0): return .other  // init
            case (0x666C_6573, 0x0): return .expression  // self
            case (0x6575_7274, 0x0): return .expression  // true
            default: return nil
            }
        case 5:
            switch (head, tail) {
            case (0x6B_6165_7262, 0x0): return .other  // break
            case (0x68_6374_6163, 0x0): return .other  // catch
            case (0x73_7361_6C63, 0x0): return .other  // class
            case (0x72_6566_6564, 0x0): return .other  // defer
            case (0x65_736C_6166, 0x0): return .expression  // false
            case (0x64_7261_7567, 0x0): return .other  // guard
            case (0x74_756F_6E69, 0x0): return .other  // inout
            case (0x72_6570_7573, 0x0): return .expression  // super
            case (0x77_6F72_6874, 0x0): return .other  // throw
            case (0x65_7265_6877, 0x0): return .other  // where
            case (0x65_6C69_6877, 0x0): return .other  // while
            default: return nil
            }
        case 6:
            switch (head, tail) {
            case (0x7469_6E69_6564, 0x0): return .other  // deinit
            case (0x7472_6F70_6D69, 0x0): return .other  // import
            case (0x6369_6C62_7570, 0x0): return .other  // public
            case (0x7461_6570_6572, 0x0): return .other  // repeat
            case (0x6E72_7574_6572, 0x0): return .other  // return
            case (0x6369_7461_7473, 0x0): return .other  // static
            case (0x7463_7572_7473, 0x0): return .other  // struct
            case (0x6863_7469_7773, 0x0): return .other  // switch
            case (0x7377_6F72_6874, 0x0): return .other  // throws
            default: return nil
            }
        case 7:
            switch (head, tail) {
            case (0x74_6C75_6166_6564, 0x0): return .other  // default
            case (0x65_7461_7669_7270, 0x0): return .other  // private
            default: return nil
            }
        case 8:
            switch (head, tail) {
            case (0x6575_6E69_746E_6F63, 0x0): return .other  // continue
            case (0x6C61_6E72_6574_6E69, 0x0): return .other  // internal
            case (0x726F_7461_7265_706F, 0x0): return .introducesOperatorName  // operator
            case (0x6C6F_636F_746F_7270, 0x0): return .other  // protocol
            case (0x7377_6F72_6874_6572, 0x0): return .other  // rethrows
            default: return nil
            }
        case 9:
            switch (head, tail) {
            case (0x6F69_736E_6574_7865, 0x6E): return .other  // extension
            case (0x7069_7263_7362_7573, 0x74): return .other  // subscript
            case (0x6169_6C61_6570_7974, 0x73): return .other  // typealias
            default: return nil
            }
        case 11:
            switch (head, tail) {
            case (0x6F72_6874_6C6C_6166, 0x686775): return .other  // fallthrough
            case (0x7669_7270_656C_6966, 0x657461): return .other  // fileprivate
            default: return nil
            }
        case 14:
            switch (head, tail) {
            case (0x7461_6963_6F73_7361, 0x6570_7974_6465): return .other  // associatedtype
            default: return nil
            }
        case 15:
            switch (head, tail) {
            case (0x6E65_6465_6365_7270, 0x70_756F_7267_6563): return .other  // precedencegroup
            default: return nil
            }
        default:
            return nil
        }
    }

    /// The first `count` (1…8) bytes at `pointer` as a little-endian integer. Reads a whole
    /// unaligned word when `readable` bytes allow it, byte by byte otherwise.
    @inline(__always)
    private static func packed(_ pointer: UnsafePointer<UInt8>, _ count: Int, readable: Int) -> UInt64 {
        if readable >= 8 {
            let word = UInt64(littleEndian: UnsafeRawPointer(pointer).loadUnaligned(as: UInt64.self))
            return count == 8 ? word : word & ((1 << UInt64(8 * count)) - 1)
        }
        var value: UInt64 = 0
        for k in 0..<count { value |= UInt64(pointer[k]) << UInt64(8 * k) }
        return value
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
