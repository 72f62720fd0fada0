import Foundation

/// One string for the repeats of a long text in a file (more than the 15 UTF-8 bytes a string
/// holds inline): the names and receiver chains a file's calls repeat
/// (`translatesAutoresizingMaskIntoConstraints`, `navigationController?.navigationBar`) then share
/// one allocation. Summaries hold every call of a project for the whole run, and about half of the
/// long call names in a file repeat one before them. A small table indexed by a mix of the text's
/// length and end bytes remembers the last text seen in each slot: no hashing of whole texts, and
/// a repeat near its first use is found. Lives for the scan of one file (its slots point into the
/// file's bytes).
final class SharedTexts {
    private struct Slot {
        var start = 0
        var count = 0
        var text = ""
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    @exclusivity(unchecked) private var slots = [Slot](repeating: Slot(), count: 64)

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// The text of `bytes[start ..< end]`, the string made for the same text before when the
    /// table still holds it.
    func text(from start: Int, to end: Int) -> String {
        let count = end - start
        guard count > 15 else {
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        }
        let base = UnsafeRawPointer(bytes.baseAddress!)
        let mix =
            (base.loadUnaligned(fromByteOffset: end - 8, as: UInt64.self) &+ UInt64(count))
            &* 0x9E37_79B9_7F4A_7C15
        let index = Int(truncatingIfNeeded: mix >> 58)
        if slots[index].count == count && memcmp(base + start, base + slots[index].start, count) == 0 {
            return slots[index].text
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        slots[index] = Slot(start: start, count: count, text: text)
        return text
    }
}
