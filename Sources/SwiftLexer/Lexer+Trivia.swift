// Whitespace and comments.
extension LexerState {
    @inline(__always)
    mutating func skipHorizontalSpace() {
        var j = i
        while j < n {
            let byte = p[j]
            guard byte == 0x20 || byte == 0x09 || byte == 0x0B || byte == 0x0C else { break }
            j += 1
        }
        i = j
    }

    /// The offset of the first line break at or after `index` (or the end of the buffer).
    func endOfLine(from index: Int) -> Int {
        var j = index
        // Eight bytes at a time, as the line table reads them: a comment is most of its line.
        while j + 8 <= n {
            let mask = LineTable.lineBreakMask(
                UInt64(littleEndian: UnsafeRawPointer(p).loadUnaligned(fromByteOffset: j, as: UInt64.self)))
            if mask != 0 { return j + mask.trailingZeroBitCount >> 3 }
            j += 8
        }
        while j < n {
            let byte = p[j]
            if byte == 0x0A || byte == 0x0D { return j }
            j += 1
        }
        return n
    }

    /// The end of the block comment whose `/*` is at `index`. Block comments nest; an
    /// unterminated one runs to the end of the buffer.
    func endOfBlockComment(from index: Int) -> Int {
        var j = index + 2
        var depth = 1
        while j < n {
            let byte = p[j]
            j += 1
            if byte == UInt8(ascii: "*") {
                if j < n && p[j] == UInt8(ascii: "/") {
                    j += 1
                    depth -= 1
                    if depth == 0 { return j }
                }
            } else if byte == UInt8(ascii: "/") {
                if j < n && p[j] == UInt8(ascii: "*") {
                    j += 1
                    depth += 1
                }
            }
        }
        return n
    }
}
