/// Splits Swift source into tokens in a single forward pass over its UTF-8 bytes.
///
/// The token stream follows the Swift 6 lexical grammar as the Swift compiler's own lexer
/// (SwiftParser) reads it, including its regex-literal heuristics, with two differences of
/// granularity: a whole string or regex literal is one token, and `#` with the word after it is
/// one token. The lexer never fails: bytes Swift does not accept become `unknown` tokens, and
/// unterminated literals and comments end where the Swift lexer would end them. The tokens
/// always tile the input, and lexing takes time linear in its size.
public enum Lexer {
    public static func tokenize(_ bytes: UnsafeBufferPointer<UInt8>) -> TokenList {
        guard let base = bytes.baseAddress, bytes.count > 0 else {
            return TokenList(kinds: [], starts: [], byteCount: 0)
        }
        precondition(bytes.count < Int(UInt32.max), "sources of 4 GiB or more are not supported")
        // Every token holds at least one byte, so `count` slots always suffice; writing into
        // preallocated storage keeps the hot loop free of array growth and uniqueness checks.
        var starts: [UInt32] = []
        let kinds = [TokenKind](unsafeUninitializedCapacity: bytes.count) { kindBuffer, kindCount in
            starts = [UInt32](unsafeUninitializedCapacity: bytes.count) { startBuffer, startCount in
                var state = LexerState(
                    base, bytes.count, kinds: kindBuffer.baseAddress!, starts: startBuffer.baseAddress!)
                state.run()
                startCount = state.tokenCount
                kindCount = state.tokenCount
            }
        }
        return TokenList(kinds: kinds, starts: starts, byteCount: bytes.count)
    }

    public static func tokenize(_ bytes: [UInt8]) -> TokenList {
        bytes.withUnsafeBufferPointer { tokenize($0) }
    }

    public static func tokenize(_ text: String) -> TokenList {
        tokenize(Array(text.utf8))
    }
}

/// The previous significant token, as far as the regex-literal heuristics need to know it.
enum PreviousToken {
    case startOfFile
    /// `(` `[` `{`, prefix operators, binary operators, `=`, `,` `;` `:`, infix `?`, most
    /// keywords, `#if`-family directives: an expression may start next.
    case sequencing
    /// `(` `[` `,` `:` specifically: also an argument list position, where an unapplied
    /// operator like `(/)` is legal.
    case argumentListSeparator
    /// Anything after which a `/` is division or postfix: identifiers, literals, closing
    /// brackets, postfix operators, expression keywords, `.`, `->`, `@`, …
    case operand
}

/// An open string literal (possibly inside another literal's interpolation).
struct StringContext {
    enum Quote { case singleLine, multiLine, singleQuote }
    var quote: Quote
    /// The number of `#` around a raw string.
    var pounds: Int
    /// True while lexing the code inside `\( … )`.
    var interpolating = false
    /// Unclosed `(` inside the current interpolation.
    var parenDepth = 0
}

struct LexerState {
    let p: UnsafePointer<UInt8>
    let n: Int
    var i = 0
    /// Output slots for token kinds and start offsets, and how many are filled.
    let kinds: UnsafeMutablePointer<TokenKind>
    let starts: UnsafeMutablePointer<UInt32>
    var tokenCount = 0

    /// Open string literals, innermost last. Explicit rather than recursive, so that literals
    /// nested to any depth cannot overflow the stack.
    var strings: [StringContext] = []
    /// Where the outermost open string literal started.
    var literalStart = 0

    var previous = PreviousToken.startOfFile
    var previousKeyword: KeywordRole?
    /// The previous period token: `x.0.1` is a tuple access, not a float.
    var previousWasPeriod = false
    /// Set after `try?` / `try!`: the next `/` starts a regex rather than dividing.
    var preferRegex = false
    /// Set after `@`: the next word may name an availability attribute.
    var afterAtSign = false
    /// Set after `#available`, `@available`, …: the next `(` opens a list of version tuples.
    var availabilityListNext = false
    /// Open parentheses of the current availability list (0 outside one). Inside it a version
    /// such as `13.4.1` reads as integers and periods, as the Swift parser splits it, not as a
    /// float `13.4` followed by `.1`.
    var availabilityDepth = 0

    /// Pound count → earliest line break from which a multi-line `#/…/#` scan ran to the end of
    /// the file unterminated (keeps lexing linear on files full of unterminated regexes).
    var unterminatedExtendedRegex: [Int: Int] = [:]

    init(
        _ p: UnsafePointer<UInt8>, _ n: Int, kinds: UnsafeMutablePointer<TokenKind>,
        starts: UnsafeMutablePointer<UInt32>
    ) {
        self.p = p
        self.n = n
        self.kinds = kinds
        self.starts = starts
    }

    @inline(__always)
    func at(_ index: Int) -> UInt8 { index < n ? p[index] : 0 }

    @inline(__always)
    func isAt(_ index: Int, _ byte: UInt8) -> Bool { index < n && p[index] == byte }

    /// Records a token from `start` to the current position, unless it is part of an open
    /// string literal (whose text becomes one token when the literal closes).
    @inline(__always)
    mutating func emit(_ kind: TokenKind, from start: Int) {
        if strings.isEmpty {
            (kinds + tokenCount).initialize(to: kind)
            (starts + tokenCount).initialize(to: UInt32(truncatingIfNeeded: start))
            tokenCount += 1
        }
    }

    mutating func run() {
        if n >= 2 && p[0] == UInt8(ascii: "#") && p[1] == UInt8(ascii: "!") {
            i = endOfLine(from: 0)
            emit(.comment, from: 0)
            noteOperand()
        }
        while i < n {
            if let top = strings.last {
                if top.interpolating {
                    lexInInterpolation()
                } else {
                    lexStringBody()
                }
            } else {
                lexToken()
            }
        }
        if !strings.isEmpty {
            strings.removeAll()
            emit(.string, from: literalStart)
        }
    }

    /// Lexes one token inside `\( … )`: parentheses are counted to find the closing one, and a
    /// line break ends every enclosing single-line literal, as in the Swift lexer.
    mutating func lexInInterpolation() {
        let byte = p[i]
        let top = strings.count - 1
        switch byte {
        case UInt8(ascii: "("):
            strings[top].parenDepth += 1
            i += 1
            notePunctuation(sequencing: true, argumentList: true)
        case UInt8(ascii: ")"):
            i += 1
            if strings[top].parenDepth == 0 {
                strings[top].interpolating = false
            } else {
                strings[top].parenDepth -= 1
            }
            noteOperand()
        case 0x0A, 0x0D:
            if strings[top].quote == .multiLine {
                lexToken()
            } else {
                closeSingleLineLiteralsAtLineBreak()
            }
        default:
            lexToken()
        }
    }

    /// A line break inside single-line literals (or their interpolations) ends them all, up to
    /// the innermost multi-line literal.
    mutating func closeSingleLineLiteralsAtLineBreak() {
        while let top = strings.last, top.quote != .multiLine {
            strings.removeLast()
        }
        if strings.isEmpty {
            emit(.string, from: literalStart)
        }
        noteOperand()
    }

    /// Lexes one token at `i` (never called inside a literal's own text).
    mutating func lexToken() {
        let start = i
        let byte = p[i]
        // Identifiers are the commonest tokens and no case below starts with a letter or `_`:
        // they are told apart before the switch rather than after every case of it.
        if UnicodeClasses.isASCIIIdentifierStart(byte) {
            lexIdentifier()
            return
        }
        switch byte {
        case 0x20, 0x09, 0x0B, 0x0C:
            i += 1
            skipHorizontalSpace()
            emit(.whitespace, from: start)
            return
        case 0x0A:
            i += 1
            emit(.newline, from: start)
            return
        case 0x0D:
            i += 1
            if isAt(i, 0x0A) { i += 1 }
            emit(.newline, from: start)
            return
        case UInt8(ascii: "/"):
            let next = at(i + 1)
            if next == UInt8(ascii: "/") {
                i = endOfLine(from: i)
                emit(.comment, from: start)
                return
            }
            if next == UInt8(ascii: "*") {
                i = endOfBlockComment(from: i)
                emit(.comment, from: start)
                return
            }
            lexOperator()
        case UInt8(ascii: "("), UInt8(ascii: "["):
            i += 1
            emit(.punctuation, from: start)
            if byte == UInt8(ascii: "(") && (availabilityListNext || availabilityDepth > 0) {
                availabilityDepth += 1
            }
            notePunctuation(sequencing: true, argumentList: true)
        case UInt8(ascii: "{"):
            i += 1
            emit(.punctuation, from: start)
            notePunctuation(sequencing: true, argumentList: false)
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
            i += 1
            emit(.punctuation, from: start)
            if byte == UInt8(ascii: ")") && availabilityDepth > 0 { availabilityDepth -= 1 }
            noteOperand()
        case UInt8(ascii: ","), UInt8(ascii: ":"):
            i += 1
            emit(.punctuation, from: start)
            notePunctuation(sequencing: true, argumentList: true)
        case UInt8(ascii: ";"):
            i += 1
            emit(.punctuation, from: start)
            notePunctuation(sequencing: true, argumentList: false)
        case UInt8(ascii: "@"), UInt8(ascii: "\\"):
            i += 1
            emit(.punctuation, from: start)
            noteOperand()
            afterAtSign = byte == UInt8(ascii: "@")
        case UInt8(ascii: "#"):
            lexPound()
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            openString(pounds: 0, literalStart: start)
        case UInt8(ascii: "`"):
            lexBacktick()
        case UInt8(ascii: "$"):
            lexDollarIdentifier()
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            lexNumber()
        case UInt8(ascii: "<"):
            if at(i + 1) == UInt8(ascii: "#"), let end = editorPlaceholderEnd(from: i) {
                i = end
                emit(.identifier, from: start)
                noteOperand()
            } else {
                lexOperator()
            }
        default:
            if UnicodeClasses.isASCIIOperator(byte) {
                lexOperator()
            } else if byte >= 0x80 {
                lexNonASCII()
            } else {
                // NUL and other control characters.
                i += 1
                emit(.unknown, from: start)
            }
        }
    }

    /// A token starting with a non-ASCII byte: a Unicode identifier or operator, a byte-order
    /// mark, or bytes Swift does not accept.
    mutating func lexNonASCII() {
        let start = i
        if p[i] == 0xEF && at(i + 1) == 0xBB && at(i + 2) == 0xBF {
            i += 3
            skipHorizontalSpace()
            emit(.whitespace, from: start)
            return
        }
        let scalar = UnicodeClasses.decode(p, i, n)
        guard let value = scalar.value else {
            i += scalar.length
            emit(.unknown, from: start)
            return
        }
        if UnicodeClasses.isIdentifierStart(value) {
            lexIdentifier()
        } else if UnicodeClasses.isOperatorStart(value) {
            lexOperator()
        } else if UnicodeClasses.isIdentifierContinue(value) {
            // A combining mark cannot start a word; Swift reads the run as a (bad) identifier.
            i += scalar.length
            skipIdentifierContinuation()
            emit(.identifier, from: start)
            noteOperand()
        } else if value == 0xA0 {
            i += scalar.length
            while at(i) == 0xC2 && at(i + 1) == 0xA0 { i += 2 }
            emit(.unknown, from: start)
        } else {
            i += scalar.length
            emit(.unknown, from: start)
        }
    }

    // MARK: Bookkeeping for the regex heuristics

    @inline(__always)
    mutating func noteOperand() {
        previous = .operand
        previousKeyword = nil
        previousWasPeriod = false
        preferRegex = false
        afterAtSign = false
        availabilityListNext = false
    }

    @inline(__always)
    mutating func notePunctuation(sequencing: Bool, argumentList: Bool) {
        previous = argumentList ? .argumentListSeparator : (sequencing ? .sequencing : .operand)
        previousKeyword = nil
        previousWasPeriod = false
        preferRegex = false
        afterAtSign = false
        availabilityListNext = false
    }
}
