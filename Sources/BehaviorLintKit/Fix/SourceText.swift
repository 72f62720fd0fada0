/// Line-oriented questions about a file's bytes that edits need answered to keep the file's own
/// style: where a line starts and ends, its indentation, the indent unit, the line ending.
struct SourceText {
    let bytes: [UInt8]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// `"\r\n"` when the file's first line break is CRLF, else `"\n"`.
    var lineEnding: String {
        guard let newline = bytes.firstIndex(of: 0x0A) else { return "\n" }
        return newline > 0 && bytes[newline - 1] == 0x0D ? "\r\n" : "\n"
    }

    /// One level of indentation as the file writes it: a tab, or the smallest positive
    /// difference between the indentation of consecutive lines (4 spaces when undecidable).
    var indentUnit: String {
        var smallest = Int.max
        var previous = 0
        var tabs = 0, spaces = 0
        var lineStart = 0
        while lineStart < bytes.count {
            var k = lineStart
            while k < bytes.count, bytes[k] == 0x20 || bytes[k] == 0x09 { k += 1 }
            let isBlank = k >= bytes.count || bytes[k] == 0x0A || bytes[k] == 0x0D
            if !isBlank {
                if k > lineStart && bytes[lineStart] == 0x09 { tabs += 1 } else if k > lineStart { spaces += 1 }
                let width = k - lineStart
                if width > previous { smallest = min(smallest, width - previous) }
                previous = width
            }
            lineStart = (bytes[k...].firstIndex(of: 0x0A) ?? bytes.count) + 1
        }
        if tabs > spaces { return "\t" }
        return String(repeating: " ", count: smallest == Int.max || smallest > 8 ? 4 : smallest)
    }

    /// The offset of the first byte of the line holding `offset`.
    func lineStart(_ offset: Int) -> Int {
        var k = min(offset, bytes.count)
        while k > 0 && bytes[k - 1] != 0x0A { k -= 1 }
        return k
    }

    /// The offset just past the line break ending the line holding `offset` (or the file's end).
    func nextLineStart(_ offset: Int) -> Int {
        guard let newline = bytes[min(offset, bytes.count)...].firstIndex(of: 0x0A) else { return bytes.count }
        return newline + 1
    }

    /// The spaces and tabs that begin the line holding `offset`.
    func indentation(ofLineAt offset: Int) -> String {
        let start = lineStart(offset)
        var k = start
        while k < bytes.count, bytes[k] == 0x20 || bytes[k] == 0x09 { k += 1 }
        return String(decoding: bytes[start ..< k], as: UTF8.self)
    }

    /// Whether only spaces and tabs precede `offset` on its line.
    func startsLine(_ offset: Int) -> Bool {
        var k = offset
        while k > 0 && (bytes[k - 1] == 0x20 || bytes[k - 1] == 0x09) { k -= 1 }
        return k == 0 || bytes[k - 1] == 0x0A
    }

    /// Whether the line holding `offset` has nothing but spaces and tabs.
    func isBlankLine(at offset: Int) -> Bool {
        guard offset < bytes.count else { return false }
        var k = lineStart(offset)
        while k < bytes.count, bytes[k] == 0x20 || bytes[k] == 0x09 || bytes[k] == 0x0D { k += 1 }
        return k >= bytes.count || bytes[k] == 0x0A
    }

    /// The line holding `offset`, without its line break.
    func line(at offset: Int) -> String {
        let start = lineStart(offset)
        var end = nextLineStart(offset)
        if end > start && bytes[end - 1] == 0x0A { end -= 1 }
        if end > start && bytes[end - 1] == 0x0D { end -= 1 }
        return String(decoding: bytes[start ..< end], as: UTF8.self)
    }

    func text(_ start: Int, _ end: Int) -> String {
        String(decoding: bytes[max(0, start) ..< min(end, bytes.count)], as: UTF8.self)
    }
}
