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
            case (0x666C6553, 0x0): return .expression  // Self
            case (0x65736163, 0x0): return .other  // case
            case (0x65736C65, 0x0): return .other  // else
            case (0x6D756E65, 0x0): return .other  // enum
            case (0x636E7566, 0x0): return .introducesOperatorName  // func
            case (0x74696E69, 0x0): return .other  // init
            case (0x666C6573, 0x0): return .expression  // self
            case (0x65757274, 0x0): return .expression  // true
            default: return nil
            }
        case 5:
            switch (head, tail) {
            case (0x6B61657262, 0x0): return .other  // break
            case (0x6863746163, 0x0): return .other  // catch
            case (0x7373616C63, 0x0): return .other  // class
            case (0x7265666564, 0x0): return .other  // defer
            case (0x65736C6166, 0x0): return .expression  // false
            case (0x6472617567, 0x0): return .other  // guard
            case (0x74756F6E69, 0x0): return .other  // inout
            case (0x7265707573, 0x0): return .expression  // super
            case (0x776F726874, 0x0): return .other  // throw
            case (0x6572656877, 0x0): return .other  // where
            case (0x656C696877, 0x0): return .other  // while
            default: return nil
            }
        case 6:
            switch (head, tail) {
            case (0x74696E696564, 0x0): return .other  // deinit
            case (0x74726F706D69, 0x0): return .other  // import
            case (0x63696C627570, 0x0): return .other  // public
            case (0x746165706572, 0x0): return .other  // repeat
            case (0x6E7275746572, 0x0): return .other  // return
            case (0x636974617473, 0x0): return .other  // static
            case (0x746375727473, 0x0): return .other  // struct
            case (0x686374697773, 0x0): return .other  // switch
            case (0x73776F726874, 0x0): return .other  // throws
            default: return nil
            }
        case 7:
            switch (head, tail) {
            case (0x746C7561666564, 0x0): return .other  // default
            case (0x65746176697270, 0x0): return .other  // private
            default: return nil
            }
        case 8:
            switch (head, tail) {
            case (0x65756E69746E6F63, 0x0): return .other  // continue
            case (0x6C616E7265746E69, 0x0): return .other  // internal
            case (0x726F74617265706F, 0x0): return .introducesOperatorName  // operator
            case (0x6C6F636F746F7270, 0x0): return .other  // protocol
            case (0x73776F7268746572, 0x0): return .other  // rethrows
            default: return nil
            }
        case 9:
            switch (head, tail) {
            case (0x6F69736E65747865, 0x6E): return .other  // extension
            case (0x7069726373627573, 0x74): return .other  // subscript
            case (0x61696C6165707974, 0x73): return .other  // typealias
            default: return nil
            }
        case 11:
            switch (head, tail) {
            case (0x6F7268746C6C6166, 0x686775): return .other  // fallthrough
            case (0x76697270656C6966, 0x657461): return .other  // fileprivate
            default: return nil
            }
        case 14:
            switch (head, tail) {
            case (0x746169636F737361, 0x657079746465): return .other  // associatedtype
            default: return nil
            }
        case 15:
            switch (head, tail) {
            case (0x6E65646563657270, 0x70756F72676563): return .other  // precedencegroup
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
        for k in 0 ..< count { value |= UInt64(pointer[k]) << UInt64(8 * k) }
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
