/// Reads an old-style (NeXTSTEP) property list, the text format of `project.pbxproj`, keeping the
/// byte range of every value. Hand-written rather than `PropertyListSerialization` because that
/// forgets where things are, and a project file must be edited in place, byte for byte.
///
/// Any bytes give a tree or a `Failure`, never a trap: every read is bounds-checked and nesting is
/// capped, so a hostile file cannot exhaust the stack.
struct PropertyListReader {
    /// Where reading stopped and why; the caller turns the offset into a line.
    struct Failure: Error {
        let offset: Int
        let reason: String
    }

    /// Deeper than any project file (objects sit four levels down); garbage such as `((((…` stops here.
    static let maximumDepth = 64

    private let bytes: [UInt8]
    private var position = 0
    private var depth = 0

    private init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The one value `bytes` hold; comments and white space may surround it, nothing else.
    static func read(_ bytes: [UInt8]) throws -> PropertyListNode {
        var reader = PropertyListReader(bytes)
        try reader.skipTrivia()
        guard reader.position < bytes.count else { throw Failure(offset: 0, reason: "the file holds no property list") }
        let root = try reader.readValue()
        try reader.skipTrivia()
        guard reader.position == bytes.count else {
            throw Failure(offset: reader.position, reason: "unexpected text after the end of the property list")
        }
        return root
    }

    // MARK: Values

    private mutating func readValue() throws -> PropertyListNode {
        guard let byte = peek() else {
            throw Failure(offset: position, reason: "the file ends where a value should be")
        }
        switch byte {
        case UInt8(ascii: "{"): return try nested { try $0.readDictionary() }
        case UInt8(ascii: "("): return try nested { try $0.readArray() }
        case UInt8(ascii: "\""), UInt8(ascii: "'"): return try readQuotedString()
        case UInt8(ascii: "<"): return try readData()
        default:
            guard Self.isUnquoted(byte) else {
                throw Failure(offset: position, reason: "unexpected \(Self.describe(byte)) where a value should be")
            }
            return readUnquotedString()
        }
    }

    private mutating func nested(_ read: (inout PropertyListReader) throws -> PropertyListNode) throws
        -> PropertyListNode
    {
        guard depth < Self.maximumDepth else { throw Failure(offset: position, reason: "values nested too deeply") }
        depth += 1
        defer { depth -= 1 }
        return try read(&self)
    }

    private mutating func readDictionary() throws -> PropertyListNode {
        let start = position
        position += 1
        var entries: [PropertyListDictionary.Entry] = []
        while true {
            try skipTrivia()
            guard let byte = peek() else {
                throw Failure(offset: start, reason: "the dictionary opened here is never closed")
            }
            if byte == UInt8(ascii: "}") {
                position += 1
                return PropertyListNode(
                    value: .dictionary(PropertyListDictionary(entries: entries)), range: start..<position)
            }
            let keyStart = position
            let key = try readValue()
            guard let keyText = key.string else {
                throw Failure(offset: keyStart, reason: "a dictionary key must be a string")
            }
            try skipTrivia()
            try expect("=", after: "the key '\(keyText)'")
            try skipTrivia()
            let value = try readValue()
            try skipTrivia()
            try expect(";", after: "the value of '\(keyText)'")
            entries.append(.init(key: keyText, keyRange: key.range, value: value, end: position))
        }
    }

    private mutating func readArray() throws -> PropertyListNode {
        let start = position
        position += 1
        var elements: [PropertyListNode] = []
        var trailingComma = false
        while true {
            try skipTrivia()
            guard let byte = peek() else {
                throw Failure(offset: start, reason: "the array opened here is never closed")
            }
            if byte == UInt8(ascii: ")") {
                position += 1
                let array = PropertyListArray(elements: elements, hasTrailingComma: trailingComma)
                return PropertyListNode(value: .array(array), range: start..<position)
            }
            if !elements.isEmpty && !trailingComma {
                throw Failure(offset: position, reason: "expected ',' or ')' after an array element")
            }
            elements.append(try readValue())
            try skipTrivia()
            trailingComma = peek() == UInt8(ascii: ",")
            if trailingComma { position += 1 }
        }
    }

    private mutating func readQuotedString() throws -> PropertyListNode {
        let start = position
        let quote = bytes[position]
        position += 1
        var text: [UInt8] = []
        while true {
            guard let byte = peek() else {
                throw Failure(offset: start, reason: "the string opened here is never closed")
            }
            position += 1
            if byte == quote { break }
            if byte != UInt8(ascii: "\\") {
                text.append(byte)
                continue
            }
            guard let escaped = peek() else {
                throw Failure(offset: start, reason: "the string opened here is never closed")
            }
            position += 1
            switch escaped {
            case UInt8(ascii: "n"): text.append(0x0A)
            case UInt8(ascii: "t"): text.append(0x09)
            case UInt8(ascii: "r"): text.append(0x0D)
            case UInt8(ascii: "a"): text.append(0x07)
            case UInt8(ascii: "b"): text.append(0x08)
            case UInt8(ascii: "f"): text.append(0x0C)
            case UInt8(ascii: "v"): text.append(0x0B)
            case UInt8(ascii: "U"), UInt8(ascii: "u"):
                // \Uxxxx: up to four hex digits naming a UTF-16 unit (surrogates become U+FFFD).
                var value: UInt32 = 0
                var digits = 0
                while digits < 4, let digit = peek().flatMap(Self.hexValue) {
                    value = value * 16 + UInt32(digit)
                    position += 1
                    digits += 1
                }
                text += Array(String(Unicode.Scalar(value).map(Character.init) ?? "\u{FFFD}").utf8)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                // \ooo: up to three octal digits, a byte of the text.
                var value = UInt32(escaped - UInt8(ascii: "0"))
                var digits = 1
                while digits < 3, let next = peek(), (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(next) {
                    value = value * 8 + UInt32(next - UInt8(ascii: "0"))
                    position += 1
                    digits += 1
                }
                text += Array(String(Unicode.Scalar(value).map(Character.init) ?? "\u{FFFD}").utf8)
            default:
                // \" \\ \' and any other character stand for themselves.
                text.append(escaped)
            }
        }
        return PropertyListNode(value: .string(String(decoding: text, as: UTF8.self)), range: start..<position)
    }

    /// `<0fbd 7a>`: data, kept as its hex digits (project files do not use it; read it to be safe).
    private mutating func readData() throws -> PropertyListNode {
        let start = position
        position += 1
        var digits: [UInt8] = []
        while true {
            guard let byte = peek() else {
                throw Failure(offset: start, reason: "the data opened here is never closed")
            }
            position += 1
            if byte == UInt8(ascii: ">") { break }
            if Self.hexValue(byte) != nil {
                digits.append(byte)
            } else if !Self.isSpace(byte) {
                throw Failure(offset: position - 1, reason: "unexpected \(Self.describe(byte)) in data")
            }
        }
        return PropertyListNode(value: .string(String(decoding: digits, as: UTF8.self)), range: start..<position)
    }

    private mutating func readUnquotedString() -> PropertyListNode {
        let start = position
        while let byte = peek(), Self.isUnquoted(byte) {
            // `a//b` or `a/*b*/` is a string followed by a comment, as Xcode reads it.
            if byte == UInt8(ascii: "/"), let next = peek(1), next == UInt8(ascii: "/") || next == UInt8(ascii: "*") {
                break
            }
            position += 1
        }
        return PropertyListNode(
            value: .string(String(decoding: bytes[start..<position], as: UTF8.self)), range: start..<position)
    }

    // MARK: Trivia

    /// White space, `/* … */` and `// …` comments (Xcode's `/* name */` after identifiers included).
    private mutating func skipTrivia() throws {
        while let byte = peek() {
            if Self.isSpace(byte) {
                position += 1
            } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                let start = position
                position += 2
                while true {
                    guard let next = peek() else {
                        throw Failure(offset: start, reason: "the comment opened here is never closed")
                    }
                    if next == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                        position += 2
                        break
                    }
                    position += 1
                }
            } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
                while let next = peek(), next != 0x0A, next != 0x0D { position += 1 }
            } else {
                return
            }
        }
    }

    private mutating func expect(_ character: Unicode.Scalar, after what: String) throws {
        guard let byte = peek() else {
            throw Failure(offset: position, reason: "the file ends after \(what); expected '\(character)'")
        }
        guard byte == UInt8(ascii: character) else {
            throw Failure(
                offset: position, reason: "expected '\(character)' after \(what), found \(Self.describe(byte))")
        }
        position += 1
    }

    private func peek(_ ahead: Int = 0) -> UInt8? {
        let index = position + ahead
        return index < bytes.count ? bytes[index] : nil
    }

    // MARK: Character classes

    /// The characters of unquoted strings as NeXTSTEP property lists allow them (Xcode itself
    /// quotes anything beyond letters, digits, `_`, `.` and `/`, but reads more).
    static func isUnquoted(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"),
            UInt8(ascii: "."), UInt8(ascii: "-"):
            return true
        default:
            return false
        }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    private static func describe(_ byte: UInt8) -> String {
        (0x21..<0x7F).contains(byte)
            ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x" + String(byte, radix: 16, uppercase: true)
    }
}
