/// Maps byte offsets to 1-based line and column numbers.
///
/// Columns count UTF-8 bytes from the start of the line, as the Swift compiler and clang do.
/// `\n`, `\r\n` and a lone `\r` each end a line, as they do for the Swift lexer.
public struct LineTable: Sendable {
    /// Byte offset of the first byte of each line; `lineStarts[0] == 0`.
    public let lineStarts: [Int]

    public init(_ bytes: UnsafeBufferPointer<UInt8>) {
        var starts = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        var index = 0
        let count = bytes.count
        // Eight bytes at a time: a word without a line break is passed over, and in one with a
        // break the first break is found from the word's mask rather than byte by byte.
        let raw = UnsafeRawPointer(bytes.baseAddress)
        while index < count {
            if let raw, index + 8 <= count {
                let mask = Self.lineBreakMask(
                    UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)))
                if mask == 0 {
                    index += 8
                    continue
                }
                // The lowest flagged byte is exact (the bits above it may not be).
                index += mask.trailingZeroBitCount >> 3
            }
            let byte = bytes[index]
            index += 1
            if byte == 0x0A {
                starts.append(index)
            } else if byte == 0x0D {
                if index < count && bytes[index] == 0x0A { index += 1 }
                starts.append(index)
            }
        }
        lineStarts = starts
    }

    /// The high bit of each of the eight bytes of `word` (least significant first) that is `\n`
    /// or `\r`, by the zero-byte test on `word` XOR each of them: exact up to the first such byte,
    /// which is all the loop reads.
    @inline(__always)
    static func lineBreakMask(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let newline = word ^ (ones &* 0x0A)
        let carriageReturn = word ^ (ones &* 0x0D)
        return ((newline &- ones) & ~newline & highs) | ((carriageReturn &- ones) & ~carriageReturn & highs)
    }

    public init(_ bytes: [UInt8]) {
        self = bytes.withUnsafeBufferPointer { LineTable($0) }
    }

    public var lineCount: Int { lineStarts.count }

    /// The 1-based line and UTF-8 column of `offset`.
    public func location(of offset: Int) -> (line: Int, column: Int) {
        let line = lineIndex(containing: offset)
        return (line + 1, offset - lineStarts[line] + 1)
    }

    /// The 0-based index of the line that contains `offset`.
    public func lineIndex(containing offset: Int) -> Int {
        // Asked for every call and declaration a scan records: the search reads the starts
        // without a bounds check (`low` and `high` stay within them).
        lineStarts.withUnsafeBufferPointer { starts in
            var low = 0
            var high = starts.count - 1
            while low < high {
                let mid = (low + high + 1) / 2
                if starts[mid] <= offset { low = mid } else { high = mid - 1 }
            }
            return low
        }
    }
}
