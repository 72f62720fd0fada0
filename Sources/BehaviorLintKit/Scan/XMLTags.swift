/// The start tags of an XML document and their attributes, in document order. Comments,
/// processing instructions, declarations and end tags are passed over; what cannot be read as a
/// tag ends the reading, so damaged input yields the tags before the damage. A tag is a view of
/// the bytes: only the attribute values asked for become strings.
enum XMLTags {
    struct Tag {
        fileprivate let bytes: [UInt8]
        fileprivate let name: Range<Int>
        /// Name and value ranges of each attribute, in order.
        fileprivate let attributes: [(name: Range<Int>, value: Range<Int>)]

        /// Whether the tag's name is `name`.
        func `is`(_ name: StaticString) -> Bool { XMLTags.equal(bytes[self.name], name) }

        /// The value of attribute `name`, as written (entities are not decoded).
        func attribute(_ name: StaticString) -> String? {
            attributes.first { XMLTags.equal(bytes[$0.name], name) }.map {
                String(decoding: bytes[$0.value], as: UTF8.self)
            }
        }

        /// Whether attribute `name` is there with the value `value`.
        func attribute(_ name: StaticString, is value: StaticString) -> Bool {
            attributes.contains { XMLTags.equal(bytes[$0.name], name) && XMLTags.equal(bytes[$0.value], value) }
        }
    }

    static func forEach(in bytes: [UInt8], _ body: (Tag) -> Void) {
        var attributes: [(name: Range<Int>, value: Range<Int>)] = []
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
            let name = nameStart..<k
            attributes.removeAll(keepingCapacity: true)
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
                let attribute = attributeStart..<k
                while k < bytes.count && isSpace(bytes[k]) { k += 1 }
                guard k + 1 < bytes.count, bytes[k] == UInt8(ascii: "=") else { return }
                k += 1
                while k < bytes.count && isSpace(bytes[k]) { k += 1 }
                guard k < bytes.count, bytes[k] == UInt8(ascii: "\"") || bytes[k] == UInt8(ascii: "'"),
                    let close = index(of: bytes[k], in: bytes, from: k + 1)
                else { return }
                attributes.append((attribute, (k + 1)..<close))
                k = close + 1
            }
            body(Tag(bytes: bytes, name: name, attributes: attributes))
        }
    }

    private static func equal(_ slice: ArraySlice<UInt8>, _ text: StaticString) -> Bool {
        text.withUTF8Buffer { slice.elementsEqual($0) }
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
