import SwiftLexer

/// Appends JSON string literals to a byte buffer without going through `String`.
enum JSONText {
    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// Appends `bytes` as a quoted JSON string. Bytes that are not valid UTF-8 become U+FFFD,
    /// so the output is always valid JSON; byte offsets elsewhere stay authoritative.
    static func appendString(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        guard let base = bytes.baseAddress else {
            out.append(UInt8(ascii: "\""))
            return
        }
        let count = bytes.count
        var index = 0
        while index < count {
            let byte = base[index]
            if byte >= 0x80 {
                let scalar = UnicodeClasses.decode(base, index, count)
                if scalar.value != nil {
                    out.append(contentsOf: UnsafeBufferPointer(start: base + index, count: scalar.length))
                } else {
                    out.append(contentsOf: [0xEF, 0xBF, 0xBD])
                }
                index += scalar.length
                continue
            }
            index += 1
            switch byte {
            case UInt8(ascii: "\""): out.append(contentsOf: [0x5C, 0x22])
            case UInt8(ascii: "\\"): out.append(contentsOf: [0x5C, 0x5C])
            case 0x0A: out.append(contentsOf: [0x5C, UInt8(ascii: "n")])
            case 0x0D: out.append(contentsOf: [0x5C, UInt8(ascii: "r")])
            case 0x09: out.append(contentsOf: [0x5C, UInt8(ascii: "t")])
            case 0..<0x20, 0x7F:
                out.append(contentsOf: Array("\\u00".utf8))
                out.append(hexDigits[Int(byte >> 4)])
                out.append(hexDigits[Int(byte & 0xF)])
            default:
                out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    static func appendString(_ text: String, to out: inout [UInt8]) {
        var copy = text
        copy.withUTF8 { appendString($0, to: &out) }
    }

    static func appendInt(_ value: Int, to out: inout [UInt8]) {
        if value == 0 {
            out.append(UInt8(ascii: "0"))
            return
        }
        var digits:
            (
                UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8
            ) =
                (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var magnitude = value.magnitude
        var length = 0
        withUnsafeMutableBytes(of: &digits) { raw in
            while magnitude > 0 {
                raw[length] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                length += 1
            }
            if value < 0 { out.append(UInt8(ascii: "-")) }
            while length > 0 {
                length -= 1
                out.append(raw[length])
            }
        }
    }
}
