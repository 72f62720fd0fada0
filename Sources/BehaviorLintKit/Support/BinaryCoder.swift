/// A compact binary form for `Codable` values, for the result cache (`ResultCache`): far smaller and faster than
/// JSON. Keyed values are written in encoding order without their keys, so a value must be
/// decoded by the same type that encoded it (the cache key includes the tool version).
/// Decoding untrusted bytes never crashes: anything malformed throws.
public enum BinaryCoder {
    public static func encode<T: Encodable>(_ value: T) throws -> [UInt8] {
        let encoder = BinaryEncoder()
        try encoder.encodeValue(value)
        return encoder.bytes
    }

    public static func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8]) throws -> T {
        try decode(type, from: bytes, wholly: true)
    }

    /// The values `bytes` starts with, as `T` declares them: a look at what a larger value holds
    /// first (the result cache's key) without decoding the rest.
    static func decodePrefix<T: Decodable>(_ type: T.Type, from bytes: [UInt8]) throws -> T {
        try decode(type, from: bytes, wholly: false)
    }

    private static func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8], wholly: Bool) throws -> T {
        do {
            return try bytes.withUnsafeBufferPointer { buffer in
                let decoder = BinaryDecoder(ArchiveReader(buffer))
                let value = try decoder.decodeValue(T.self)
                guard !wholly || decoder.reader.isAtEnd else { throw BinaryCoderError.malformed }
                return value
            }
        } catch is ArchiveReader.Malformed {
            throw BinaryCoderError.malformed
        }
    }
}

enum BinaryCoderError: Error {
    case malformed
    case unsupported
}

// MARK: - Encoding

final class BinaryEncoder: Encoder {
    private var writer = ArchiveWriter()
    var bytes: [UInt8] { writer.bytes }
    var codingPath: [CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func byte(_ value: UInt8) { writer.byte(value) }
    func varint(_ value: UInt64) { writer.unsigned(value) }
    func signed(_ value: Int) { writer.int(value) }
    func string(_ value: String) { writer.string(value) }

    /// Arrays carry their element count first, so that the decoder knows where they end.
    func encodeValue<T: Encodable>(_ value: T) throws {
        switch value {
        case let value as String: string(value)
        case let value as Int: signed(value)
        case let value as Bool: byte(value ? 1 : 0)
        case let value as UInt32: varint(UInt64(value))
        case let value as UInt64: varint(value)
        case let value as Double: varint(value.bitPattern)
        case let value as any EncodableArray:
            varint(UInt64(value.elementCount))
            try value.encodeElements(to: self)
        default:
            try value.encode(to: self)
        }
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(KeyedBinaryEncodingContainer<Key>(encoder: self))
    }

    func unkeyedContainer() -> UnkeyedEncodingContainer { UnkeyedBinaryEncodingContainer(encoder: self) }
    func singleValueContainer() -> SingleValueEncodingContainer { SingleValueBinaryEncodingContainer(encoder: self) }
}

/// Arrays encode their elements one by one after a count (see `BinaryEncoder.encodeValue`).
protocol EncodableArray {
    var elementCount: Int { get }
    func encodeElements(to encoder: BinaryEncoder) throws
}

extension Array: EncodableArray where Element: Encodable {
    var elementCount: Int { count }
    func encodeElements(to encoder: BinaryEncoder) throws {
        for element in self { try encoder.encodeValue(element) }
    }
}

private struct KeyedBinaryEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: BinaryEncoder
    var codingPath: [CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) throws { encoder.byte(0) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try encoder.encodeValue(value) }
    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
        guard let value else { return encoder.byte(0) }
        encoder.byte(1)
        try encoder.encodeValue(value)
    }
    mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws {
        guard let value else { return encoder.byte(0) }
        encoder.byte(1)
        encoder.string(value)
    }
    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws {
        guard let value else { return encoder.byte(0) }
        encoder.byte(1)
        encoder.signed(value)
    }
    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws {
        guard let value else { return encoder.byte(0) }
        encoder.byte(1)
        encoder.byte(value ? 1 : 0)
    }
    /// How a synthesized `Codable` enum writes its case (its values in a container of their own):
    /// the case's name first, which `allKeys` reads back.
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        encoder.string(key.stringValue)
        return encoder.container(keyedBy: keyType)
    }
    mutating func nestedUnkeyedContainer(forKey key: Key) -> UnkeyedEncodingContainer { encoder.unkeyedContainer() }
    mutating func superEncoder() -> Encoder { encoder }
    mutating func superEncoder(forKey key: Key) -> Encoder { encoder }
}

/// Only reached by types with hand-written unkeyed encodings, which the cached types avoid.
private struct UnkeyedBinaryEncodingContainer: UnkeyedEncodingContainer {
    let encoder: BinaryEncoder
    var codingPath: [CodingKey] { [] }
    var count: Int { 0 }
    mutating func encodeNil() throws { throw BinaryCoderError.unsupported }
    mutating func encode<T: Encodable>(_ value: T) throws { throw BinaryCoderError.unsupported }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<
        NestedKey
    > {
        encoder.container(keyedBy: keyType)
    }
    mutating func nestedUnkeyedContainer() -> UnkeyedEncodingContainer { self }
    mutating func superEncoder() -> Encoder { encoder }
}

private struct SingleValueBinaryEncodingContainer: SingleValueEncodingContainer {
    let encoder: BinaryEncoder
    var codingPath: [CodingKey] { [] }
    mutating func encodeNil() throws { encoder.byte(0) }
    mutating func encode<T: Encodable>(_ value: T) throws { try encoder.encodeValue(value) }
    mutating func encode(_ value: String) throws { encoder.string(value) }
    mutating func encode(_ value: Bool) throws { encoder.byte(value ? 1 : 0) }
    mutating func encode(_ value: Int) throws { encoder.signed(value) }
}

// MARK: - Decoding

final class BinaryDecoder: Decoder {
    /// Valid while `BinaryCoder.decode` runs, the only place a decoder is made.
    var reader: ArchiveReader
    var codingPath: [CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(_ reader: ArchiveReader) { self.reader = reader }

    func byte() throws -> UInt8 { try reader.byte() }
    func varint() throws -> UInt64 { try reader.unsigned() }
    func string() throws -> String { try reader.string() }
    func bool() throws -> Bool { try reader.bool() }

    func decodeValue<T: Decodable>(_ type: T.Type) throws -> T {
        switch type {
        case is String.Type: return try string() as! T
        case is Int.Type: return try reader.int() as! T
        case is Bool.Type: return try bool() as! T
        case is UInt32.Type:
            guard let value = UInt32(exactly: try varint()) else { throw BinaryCoderError.malformed }
            return value as! T
        case is UInt64.Type: return try varint() as! T
        case is Double.Type: return Double(bitPattern: try varint()) as! T
        case let arrayType as any DecodableArray.Type:
            // Every element takes at least one byte: a larger count is corrupt, not a reason to allocate.
            return try arrayType.decodeElements(count: try reader.count(), from: self) as! T
        default:
            return try T(from: self)
        }
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(KeyedBinaryDecodingContainer<Key>(decoder: self))
    }

    func unkeyedContainer() throws -> UnkeyedDecodingContainer { throw BinaryCoderError.unsupported }
    func singleValueContainer() throws -> SingleValueDecodingContainer {
        SingleValueBinaryDecodingContainer(decoder: self)
    }
}

protocol DecodableArray {
    static func decodeElements(count: Int, from decoder: BinaryDecoder) throws -> Any
}

extension Array: DecodableArray where Element: Decodable {
    static func decodeElements(count: Int, from decoder: BinaryDecoder) throws -> Any {
        var result: [Element] = []
        result.reserveCapacity(count)
        for _ in 0..<count { result.append(try decoder.decodeValue(Element.self)) }
        return result
    }
}

private struct KeyedBinaryDecodingContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: BinaryDecoder
    var codingPath: [CodingKey] { [] }
    /// Asked only by a synthesized enum, once, before its case's values: the case's name, which
    /// `nestedContainer(keyedBy:forKey:)` wrote (nothing when it cannot be read or names no case).
    var allKeys: [Key] { (try? decoder.string()).flatMap { Key(stringValue: $0) }.map { [$0] } ?? [] }

    func contains(_ key: Key) -> Bool { true }
    func decodeNil(forKey key: Key) throws -> Bool { try decoder.byte() == 0 }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try decoder.decodeValue(type) }
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        try decoder.bool() ? try decoder.decodeValue(type) : nil
    }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        try decoder.bool() ? try decoder.string() : nil
    }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
        try decoder.bool() ? try decoder.decodeValue(Int.self) : nil
    }
    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        try decoder.bool() ? try decoder.bool() : nil
    }
    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try decoder.container(keyedBy: type)
    }
    func nestedUnkeyedContainer(forKey key: Key) throws -> UnkeyedDecodingContainer {
        throw BinaryCoderError.unsupported
    }
    func superDecoder() throws -> Decoder { decoder }
    func superDecoder(forKey key: Key) throws -> Decoder { decoder }
}

private struct SingleValueBinaryDecodingContainer: SingleValueDecodingContainer {
    let decoder: BinaryDecoder
    var codingPath: [CodingKey] { [] }
    func decodeNil() -> Bool { (try? decoder.byte()) == 0 }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try decoder.decodeValue(type) }
    func decode(_ type: String.Type) throws -> String { try decoder.string() }
    func decode(_ type: Bool.Type) throws -> Bool { try decoder.bool() }
    func decode(_ type: Int.Type) throws -> Int { try decoder.decodeValue(Int.self) }
}
