/// The caches' byte format, written by hand (`SummaryCoding`) or through `Codable` (`BinaryCoder`):
/// integers as LEB128 varints (zigzag for signed ones), strings as a length and UTF-8, arrays as a
/// count and their elements, values one after another without keys. Written for the reader: one
/// pass forward, no per-field objects.
struct ArchiveWriter {
    private(set) var bytes: [UInt8] = []

    init(reservingCapacity capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    mutating func append(_ values: [UInt8]) { bytes.append(contentsOf: values) }

    mutating func unsigned(_ value: UInt64) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    mutating func int(_ value: Int) {
        let wide = Int64(value)
        unsigned(UInt64(bitPattern: (wide << 1) ^ (wide >> 63)))
    }

    mutating func byte(_ value: UInt8) { bytes.append(value) }

    mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }

    mutating func string(_ value: String) {
        var copy = value
        copy.withUTF8 { utf8 in
            unsigned(UInt64(utf8.count))
            bytes.append(contentsOf: utf8)
        }
    }

    mutating func optional<T>(_ value: T?, _ write: (inout ArchiveWriter, T) -> Void) {
        bool(value != nil)
        if let value { write(&self, value) }
    }

    mutating func array<T>(_ values: [T], _ write: (inout ArchiveWriter, T) -> Void) {
        unsigned(UInt64(values.count))
        for value in values { write(&self, value) }
    }

    mutating func raw(_ values: [UInt8]) { values.withUnsafeBufferPointer { raw($0) } }

    mutating func raw(_ values: UnsafeBufferPointer<UInt8>) {
        unsigned(UInt64(values.count))
        bytes.append(contentsOf: values)
    }
}

/// Reads what `ArchiveWriter` wrote. Malformed or truncated bytes throw; they never crash.
struct ArchiveReader {
    struct Malformed: Error {}

    private let bytes: UnsafeBufferPointer<UInt8>
    private var offset: Int

    init(_ bytes: UnsafeBufferPointer<UInt8>, from offset: Int = 0) {
        self.bytes = bytes
        self.offset = offset
    }

    var isAtEnd: Bool { offset == bytes.count }
    /// Where the next read starts.
    var position: Int { offset }

    mutating func unsigned() throws -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard offset < bytes.count, shift < 64 else { throw Malformed() }
            let byte = bytes[offset]
            offset += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
    }

    mutating func int() throws -> Int {
        let raw = try unsigned()
        let value = Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1)))
        guard let result = Int(exactly: value) else { throw Malformed() }
        return result
    }

    mutating func count() throws -> Int {
        let value = try unsigned()
        // Every element takes at least one byte: a larger count is a corrupt file.
        guard value <= UInt64(bytes.count - offset) else { throw Malformed() }
        return Int(value)
    }

    mutating func byte() throws -> UInt8 {
        guard offset < bytes.count else { throw Malformed() }
        offset += 1
        return bytes[offset - 1]
    }

    mutating func bool() throws -> Bool {
        let byte = try byte()
        guard byte <= 1 else { throw Malformed() }
        return byte == 1
    }

    /// Text that is not UTF-8 is malformed: a cache never holds such a string.
    mutating func string() throws -> String {
        let length = try count()
        let utf8 = UnsafeBufferPointer(rebasing: bytes[offset..<offset + length])
        // Nearly every string of a summary is ASCII, which is valid UTF-8 as it is: only the others
        // go through the (generic, much slower) validating initializer.
        let text: String
        if utf8.allSatisfy({ $0 < 0x80 }) {
            text = String(decoding: utf8, as: UTF8.self)
        } else {
            guard let validated = String(validating: utf8, as: UTF8.self) else { throw Malformed() }
            text = validated
        }
        offset += length
        return text
    }

    /// Steps over `length` bytes; returns where they are.
    mutating func skip(_ length: Int) throws -> Range<Int> {
        guard length <= bytes.count - offset else { throw Malformed() }
        offset += length
        return offset - length..<offset
    }

    mutating func raw() throws -> [UInt8] {
        let length = try count()
        let values = Array(bytes[offset..<offset + length])
        offset += length
        return values
    }

    mutating func optional<T>(_ read: (inout ArchiveReader) throws -> T) throws -> T? {
        try bool() ? try read(&self) : nil
    }

    mutating func array<T>(_ read: (inout ArchiveReader) throws -> T) throws -> [T] {
        let count = try count()
        var values: [T] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try read(&self)) }
        return values
    }

    mutating func enumeration<T: RawRepresentable>(_ type: T.Type) throws -> T where T.RawValue == String {
        guard let value = T(rawValue: try string()) else { throw Malformed() }
        return value
    }
}
