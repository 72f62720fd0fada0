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
        // Eight bytes at a time while they hold no line break (most of a line), then byte by byte.
        let raw = UnsafeRawPointer(bytes.baseAddress)
        while index < count {
            if let raw, index + 8 <= count,
                !Self.holdsLineBreak(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            {
                index += 8
                continue
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

    /// Whether any of the eight bytes of `word` is `\n` or `\r` (the zero-byte test on `word`
    /// XOR each of them).
    @inline(__always)
    private static func holdsLineBreak(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let newline = word ^ (ones &* 0x0A)
        let carriageReturn = word ^ (ones &* 0x0D)
        return ((newline &- ones) & ~newline & highs) | ((carriageReturn &- ones) & ~carriageReturn & highs) != 0
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
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }
}
