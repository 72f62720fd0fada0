// Character classes of the Swift lexical grammar, on bytes and Unicode scalar values.
// The non-ASCII ranges are those of the Swift compiler's lexer (identifier ranges from
// N1518 Annex X, operator ranges from the language reference).

/// One decoded UTF-8 sequence: a scalar value (nil when the bytes are not valid UTF-8) and the
/// number of bytes it occupies.
public struct DecodedScalar: Sendable {
    public var value: UInt32?
    public var length: Int
}

/// Byte- and scalar-level character classes of the Swift lexical grammar.
public enum UnicodeClasses {
    /// Decodes the UTF-8 sequence at `index` like the Swift lexer: an invalid start byte swallows
    /// the continuation bytes after it; a truncated, overlong or surrogate sequence is invalid.
    @inline(__always)
    public static func decode(_ p: UnsafePointer<UInt8>, _ index: Int, _ count: Int) -> DecodedScalar {
        let first = p[index]
        if first < 0x80 { return DecodedScalar(value: UInt32(first), length: 1) }
        if !isStartOfUTF8Character(first) {
            var end = index + 1
            while end < count && !isStartOfUTF8Character(p[end]) { end += 1 }
            return DecodedScalar(value: nil, length: end - index)
        }
        let length = first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : 2
        var value = UInt32(first) & (0x7F >> UInt32(length))
        var end = index + 1
        while end < index + length {
            guard end < count else { return DecodedScalar(value: nil, length: end - index) }
            let byte = p[end]
            guard byte & 0xC0 == 0x80 else { return DecodedScalar(value: nil, length: end - index) }
            value = (value << 6) | UInt32(byte & 0x3F)
            end += 1
        }
        let bits = 32 - value.leadingZeroBitCount
        let minimal = bits <= 11 ? length == 2 : bits <= 16 ? length == 3 : length == 4
        guard minimal, value <= 0x10FFFF, !(0xD800...0xDFFF).contains(value) else {
            return DecodedScalar(value: nil, length: length)
        }
        return DecodedScalar(value: value, length: length)
    }

    @inline(__always)
    static func isStartOfUTF8Character(_ byte: UInt8) -> Bool {
        byte < 0x80 || (byte >= 0xC2 && byte < 0xF5)
    }

    @inline(__always)
    static func isASCIIIdentifierStart(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- 0x61 < 26 || byte == 0x5F
    }

    /// Bits 0–63 and 64–127 of the ASCII bytes that continue an identifier: `$`, digits, letters, `_`.
    private static var asciiIdentifierContinueLow: UInt64 { 0x03FF_0010_0000_0000 }
    private static var asciiIdentifierContinueHigh: UInt64 { 0x07FF_FFFE_87FF_FFFE }

    /// One bit test instead of four range checks: the lexer asks this of most bytes of a file.
    @inline(__always)
    static func isASCIIIdentifierContinue(_ byte: UInt8) -> Bool {
        let bits = byte < 64 ? asciiIdentifierContinueLow : byte < 128 ? asciiIdentifierContinueHigh : 0
        return (bits >> UInt64(byte & 63)) & 1 == 1
    }

    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }

    @inline(__always)
    static func isHexDigit(_ byte: UInt8) -> Bool {
        byte &- 0x30 < 10 || (byte | 0x20) &- 0x61 < 6
    }

    /// `/ = - + * % < > ! & | ^ ~ . ?`
    @inline(__always)
    static func isASCIIOperator(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x2F, 0x3D, 0x2D, 0x2B, 0x2A, 0x25, 0x3C, 0x3E, 0x21, 0x26, 0x7C, 0x5E, 0x7E, 0x2E, 0x3F:
            return true
        default:
            return false
        }
    }

    static func isIdentifierContinue(_ c: UInt32) -> Bool {
        if c < 0x80 { return isASCIIIdentifierContinue(UInt8(c)) }
        return c == 0x00A8 || c == 0x00AA || c == 0x00AD || c == 0x00AF
            || (0x00B2...0x00B5).contains(c) || (0x00B7...0x00BA).contains(c)
            || (0x00BC...0x00BE).contains(c) || (0x00C0...0x00D6).contains(c)
            || (0x00D8...0x00F6).contains(c) || (0x00F8...0x00FF).contains(c)
            || (0x0100...0x167F).contains(c) || (0x1681...0x180D).contains(c)
            || (0x180F...0x1FFF).contains(c) || (0x200B...0x200D).contains(c)
            || (0x202A...0x202E).contains(c) || (0x203F...0x2040).contains(c)
            || c == 0x2054 || (0x2060...0x206F).contains(c)
            || (0x2070...0x218F).contains(c) || (0x2460...0x24FF).contains(c)
            || (0x2776...0x2793).contains(c) || (0x2C00...0x2DFF).contains(c)
            || (0x2E80...0x2FFF).contains(c) || (0x3004...0x3007).contains(c)
            || (0x3021...0x302F).contains(c) || (0x3031...0x303F).contains(c)
            || (0x3040...0xD7FF).contains(c) || (0xF900...0xFD3D).contains(c)
            || (0xFD40...0xFDCF).contains(c) || (0xFDF0...0xFE44).contains(c)
            || (0xFE47...0xFFF8).contains(c)
            || (c >= 0x10000 && c <= 0xEFFFD && (c & 0xFFFF) <= 0xFFFD)
    }

    static func isIdentifierStart(_ c: UInt32) -> Bool {
        if c < 0x80 { return isASCIIIdentifierStart(UInt8(c)) }
        guard isIdentifierContinue(c) else { return false }
        return !(0x0300...0x036F).contains(c) && !(0x1DC0...0x1DFF).contains(c)
            && !(0x20D0...0x20FF).contains(c) && !(0xFE20...0xFE2F).contains(c)
    }

    static func isOperatorStart(_ c: UInt32) -> Bool {
        if c < 0x80 { return isASCIIOperator(UInt8(c)) }
        return (0x00A1...0x00A7).contains(c)
            || c == 0x00A9 || c == 0x00AB || c == 0x00AC || c == 0x00AE
            || c == 0x00B0 || c == 0x00B1 || c == 0x00B6 || c == 0x00BB
            || c == 0x00BF || c == 0x00D7 || c == 0x00F7
            || c == 0x2016 || c == 0x2017 || (0x2020...0x2027).contains(c)
            || (0x2030...0x203E).contains(c) || (0x2041...0x2053).contains(c)
            || (0x2055...0x205E).contains(c) || (0x2190...0x23FF).contains(c)
            || (0x2500...0x2775).contains(c) || (0x2794...0x2BFF).contains(c)
            || (0x2E00...0x2E7F).contains(c) || (0x3001...0x3003).contains(c)
            || (0x3008...0x3030).contains(c)
    }

    static func isOperatorContinue(_ c: UInt32) -> Bool {
        if isOperatorStart(c) { return true }
        return (0x0300...0x036F).contains(c) || (0x1DC0...0x1DFF).contains(c)
            || (0x20D0...0x20FF).contains(c) || (0xFE00...0xFE0F).contains(c)
            || (0xFE20...0xFE2F).contains(c) || (0xE0100...0xE01EF).contains(c)
    }
}
