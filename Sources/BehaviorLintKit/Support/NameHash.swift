/// A name as a 64-bit FNV-1a hash of its UTF-8 bytes: what a file's summary keeps of the type names
/// it uses (`FileSummary.typeNameHashes`), eight bytes each instead of a string, made straight from
/// the file's bytes. Two names of one hash are taken as one; at 64 bits that is far rarer than a
/// project naming a type in a language the run does not read.
enum NameHash {
    static func of<Bytes: Sequence>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }
}
