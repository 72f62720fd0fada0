/// The start tags of an XML document and their attributes, in document order. Comments,
/// processing instructions, declarations and end tags are passed over; what cannot be read as a
/// tag ends the reading, so damaged input yields the tags before the damage.
enum XMLTags {
    struct Tag {
        var name: String
        var attributes: [String: String]
    }

    static func forEach(in bytes: [UInt8], _ body: (Tag) -> Void) {
        var k = 0
        while let open = index(of: UInt8(ascii: "<"), in: bytes, from: k) {
            k = open + 1
            guard k < bytes.count else { return }
            if bytes[k] == UInt8(ascii: "!") && bytes[k...].starts(with: "!--".utf8) {
                guard let end = index(of: Array("-->".utf8), in: bytes, from: k) else { return }
                k = end + 3
                continue
            }
            if [UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "!")].contains(bytes[k]) {
                guard let end = index(of: UInt8(ascii: ">"), in: bytes, from: k) else { return }
                k = end + 1
                continue
            }
            let nameStart = k
            while k < bytes.count && !isSpace(bytes[k]) && bytes[k] != UInt8(ascii: ">")
                && bytes[k] != UInt8(ascii: "/")
            {
                k += 1
            }
            var tag = Tag(name: String(decoding: bytes[nameStart..<k], as: UTF8.self), attributes: [:])
            while true {
                while k < bytes.count && isSpace(bytes[k]) { k += 1 }
                guard k < bytes.count else { return }
                if bytes[k] == UInt8(ascii: ">") || bytes[k] == UInt8(ascii: "/") { break }
                let attributeStart = k
                while k < bytes.count && bytes[k] != UInt8(ascii: "=") && bytes[k] != UInt8(ascii: ">")
                    && !isSpace(bytes[k])
                {
                    k += 1
                }
                let attribute = String(decoding: bytes[attributeStart..<k], as: UTF8.self)
                while k < bytes.count && isSpace(bytes[k]) { k += 1 }
                guard k + 1 < bytes.count, bytes[k] == UInt8(ascii: "=") else { return }
                k += 1
                while k < bytes.count && isSpace(bytes[k]) { k += 1 }
                guard k < bytes.count, bytes[k] == UInt8(ascii: "\"") || bytes[k] == UInt8(ascii: "'"),
                    let close = index(of: bytes[k], in: bytes, from: k + 1)
                else { return }
                tag.attributes[attribute] = String(decoding: bytes[(k + 1)..<close], as: UTF8.self)
                k = close + 1
            }
            body(tag)
        }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    private static func index(of byte: UInt8, in bytes: [UInt8], from start: Int) -> Int? {
        guard start < bytes.count else { return nil }
        return bytes[start...].firstIndex(of: byte)
    }

    private static func index(of needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        var k = start
        while let first = index(of: needle[0], in: bytes, from: k) {
            if bytes[first...].starts(with: needle) { return first }
            k = first + 1
        }
        return nil
    }
}
