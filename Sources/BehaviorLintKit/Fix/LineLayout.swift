import Foundation

/// Line-oriented questions about a file's bytes that edits need answered to keep the file's own
/// style: where a line starts and ends, its indentation, the indent unit, the line ending.
struct LineLayout {
    let bytes: [UInt8]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// `"\r\n"` when the file's first line break is CRLF, else `"\n"`.
    var lineEnding: String {
        guard let newline = bytes.firstIndex(of: 0x0A) else { return "\n" }
        return newline > 0 && bytes[newline - 1] == 0x0D ? "\r\n" : "\n"
    }

    /// A tab when more lines are tab-indented than step in by spaces; otherwise two or four
    /// spaces, whichever step between consecutive indented lines is more common (four when
    /// neither shows, as Xcode writes).
    var indentUnit: String {
        var (tabs, twos, fours, previous) = (0, 0, 0, 0)
        var index = 0
        while index < bytes.count {
            var end = index
            while end < bytes.count && (bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t")) {
                end += 1
            }
            let blank = end == bytes.count || bytes[end] == UInt8(ascii: "\n") || bytes[end] == UInt8(ascii: "\r")
            if !blank {
                if bytes[index] == UInt8(ascii: "\t") {
                    tabs += 1
                } else {
                    let width = end - index
                    if width - previous == 2 { twos += 1 } else if width - previous == 4 { fours += 1 }
                    previous = width
                }
            }
            while end < bytes.count && bytes[end] != UInt8(ascii: "\n") { end += 1 }
            index = end + 1
        }
        if tabs > twos + fours { return "\t" }
        return twos > fours ? "  " : "    "
    }

    /// The comment-only lines right above the line starting at `lineStart` (no blank line between;
    /// `//`, `///` or a one-line `/* … */`): where they start, and their text, trimmed. They
    /// document the code below them, so they move or go with it.
    func commentLines(above lineStart: Int) -> (start: Int, lines: [String]) {
        var start = lineStart
        var lines: [String] = []
        while start > 0 {
            let previous = self.lineStart(start - 1)
            let line = self.line(at: previous).trimmingCharacters(in: .whitespaces)
            guard line.hasPrefix("//") || (line.hasPrefix("/*") && line.hasSuffix("*/")) else { break }
            lines.insert(line, at: 0)
            start = previous
        }
        return (start, lines)
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
        return String(decoding: bytes[start..<k], as: UTF8.self)
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
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    func text(_ start: Int, _ end: Int) -> String {
        String(decoding: bytes[max(0, start)..<min(end, bytes.count)], as: UTF8.self)
    }
}
