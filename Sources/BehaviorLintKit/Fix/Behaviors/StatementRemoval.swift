import Foundation

/// Where a statement that moves into a behavior is cut from its host, and what travels with it:
/// the comment lines directly above it and a comment after it on its line annotate it, so they
/// move too; the line it leaves empty goes.
struct StatementRemoval {
    /// The bytes to delete from the host.
    var range: Range<Int>
    /// The comments above and the statement itself as written, every line after the first still
    /// carrying its original indentation (see `indentation`).
    var movedText: String
    /// The indentation of the statement's first line in the host.
    var indentation: String
    /// Where the statement's own text starts in `movedText` (after the comments above it), in bytes.
    var statementOffset: Int

    /// How many lines of the host move: the statement's and its comments'.
    var movedLineCount: Int { movedText.utf8.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 } }

    /// How many lines the statement itself spans, its comments aside.
    var statementLineCount: Int { movedText.utf8.dropFirst(statementOffset).reduce(1) { $1 == 0x0A ? $0 + 1 : $0 } }

    init(_ statement: Statement, in source: LineLayout) {
        let bytes = source.bytes
        var start = statement.span.start
        var end = statement.span.end
        var leading: [String] = []
        let indentation = source.indentation(ofLineAt: start)
        self.indentation = indentation
        if source.startsLine(start) {
            // Comment-only lines directly above (no blank line between) document this statement.
            (start, leading) = source.commentLines(above: source.lineStart(start))
        } else {
            // `super.viewWillAppear(animated); navigationController?…`: take the `;` before it.
            var k = start
            while k > 0 && (bytes[k - 1] == 0x20 || bytes[k - 1] == 0x09) { k -= 1 }
            if k > 0 && bytes[k - 1] == UInt8(ascii: ";") { start = k - 1 }
        }
        var k = end
        while k < bytes.count && (bytes[k] == 0x20 || bytes[k] == 0x09) { k += 1 }
        if k < bytes.count && bytes[k] == UInt8(ascii: ";") {
            k += 1
            end = k
            while k < bytes.count && (bytes[k] == 0x20 || bytes[k] == 0x09) { k += 1 }
        }
        var trailing = ""
        if k + 1 < bytes.count && bytes[k] == UInt8(ascii: "/") && bytes[k + 1] == UInt8(ascii: "/") {
            var lineEnd = source.nextLineStart(k)
            if lineEnd > k && bytes[lineEnd - 1] == 0x0A { lineEnd -= 1 }
            if lineEnd > k && bytes[lineEnd - 1] == 0x0D { lineEnd -= 1 }
            trailing = " " + source.text(k, lineEnd)
            k = lineEnd
            end = k
        }
        let restOfLineIsEmpty = k >= bytes.count || bytes[k] == 0x0A || bytes[k] == 0x0D
        if restOfLineIsEmpty && source.startsLine(statement.span.start) {
            end = source.nextLineStart(k)
        } else if restOfLineIsEmpty {
            end = k
        }
        range = start..<end
        let statementText = source.text(statement.span.start, statement.span.end)
        let comments = leading.map { $0 + "\n" + indentation }.joined()
        statementOffset = comments.utf8.count
        movedText = comments + statementText + trailing
    }
}
