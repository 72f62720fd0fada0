/// One entry of the `calls` option. The part after the pattern's last `.` matches the method
/// name; the part before it matches the whole receiver chain (there `*` spans dots too). A pattern
/// without a dot matches calls without a receiver (or on `self`).
struct TrackingCallPattern: Sendable {
    private let receiver: [UInt8]?
    private let name: [UInt8]

    init(_ pattern: String) {
        if let dot = pattern.lastIndex(of: ".") {
            receiver = Array(pattern[..<dot].utf8)
            name = Array(pattern[pattern.index(after: dot)...].utf8)
        } else {
            receiver = nil
            name = Array(pattern.utf8)
        }
    }

    /// Whether a call of `name` on `cleanReceiver` (see `cleanReceiver(_:)`) matches.
    func matches(name callName: [UInt8], cleanReceiver: [UInt8]) -> Bool {
        guard Self.glob(name, matches: callName, ignoringCase: false) else { return false }
        guard let receiver else { return cleanReceiver.isEmpty }
        // A tracker held in a property is named like its type in lower camel case (`analytics`).
        return !cleanReceiver.isEmpty && Self.glob(receiver, matches: cleanReceiver, ignoringCase: true)
    }

    /// The receiver without optional markers, argument lists, subscripts and a leading `self.`.
    static func cleanReceiver(_ receiver: String) -> String {
        String(decoding: cleanReceiverBytes(receiver), as: UTF8.self)
    }

    /// `cleanReceiver(_:)` as UTF-8, made byte by byte: every call of every lifecycle statement is
    /// matched against the patterns, and the brackets and markers dropped are ASCII, which no byte
    /// of another character's UTF-8 equals.
    static func cleanReceiverBytes(_ receiver: String) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(receiver.utf8.count)
        var depth = 0
        for byte in receiver.utf8 {
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: "?"), UInt8(ascii: "!"): continue
            default: if depth == 0 { result.append(byte) }
            }
        }
        if result.elementsEqual("self".utf8) { return [] }
        return result.starts(with: "self.".utf8) ? Array(result.dropFirst(5)) : result
    }

    /// `*` matches any run of bytes; everything else matches itself (ASCII letters in either case
    /// when `ignoringCase`).
    static func glob(_ pattern: [UInt8], matches text: [UInt8], ignoringCase: Bool) -> Bool {
        let star = UInt8(ascii: "*")
        var p = 0
        var t = 0
        var starAt: Int?
        var resume = 0
        while t < text.count {
            if p < pattern.count, pattern[p] == star {
                starAt = p
                resume = t
                p += 1
            } else if p < pattern.count,
                pattern[p] == text[t] || (ignoringCase && Self.lowercased(pattern[p]) == Self.lowercased(text[t]))
            {
                p += 1
                t += 1
            } else if let starAt {
                p = starAt + 1
                resume += 1
                t = resume
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == star { p += 1 }
        return p == pattern.count
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
    }
}
