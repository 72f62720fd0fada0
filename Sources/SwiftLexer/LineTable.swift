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
        while index < count {
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
