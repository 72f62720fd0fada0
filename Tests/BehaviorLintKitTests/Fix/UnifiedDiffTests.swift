import Foundation
import XCTest

@testable import BehaviorLintKit

/// `UnifiedDiff`: the exact text `fix --dry-run` prints for a file, which must read and apply like
/// `git diff` output. Hand-written expectations pin the format; generated pairs check that every
/// diff applies back to the new file and is minimal (`UnifiedDiffGitTests` compares with real git).
final class UnifiedDiffTests: XCTestCase {
    /// `count` lines `line 1` … `line N`, each ending in a newline.
    private func numbered(_ count: Int) -> [String] {
        (1...count).map { "line \($0)\n" }
    }

    private func bytes(_ lines: [String]) -> [UInt8] {
        Array(lines.joined().utf8)
    }

    private func diff(_ old: [String]?, _ new: [String], context: Int = 3) -> String {
        diffText(path: "Sources/Home.swift", old: old.map(bytes), new: bytes(new), context: context)
    }

    // MARK: Format

    func testOneChangedLineIsShownWithThreeLinesOfContextEachSide() {
        var new = numbered(10)
        new[4] = "line five\n"
        XCTAssertEqual(
            diff(numbered(10), new),
            """
            diff --git a/Sources/Home.swift b/Sources/Home.swift
            --- a/Sources/Home.swift
            +++ b/Sources/Home.swift
            @@ -2,7 +2,7 @@
             line 2
             line 3
             line 4
            -line 5
            +line five
             line 6
             line 7
             line 8

            """)
    }

    func testInsertionAtTheStartHasOnlyTrailingContext() {
        XCTAssertEqual(
            diff(numbered(5), ["import UIKit\n"] + numbered(5)),
            """
            diff --git a/Sources/Home.swift b/Sources/Home.swift
            --- a/Sources/Home.swift
            +++ b/Sources/Home.swift
            @@ -1,3 +1,4 @@
            +import UIKit
             line 1
             line 2
             line 3

            """)
    }

    func testDeletionAtTheEndHasOnlyLeadingContext() {
        XCTAssertEqual(
            diff(numbered(6), Array(numbered(6).prefix(4))),
            """
            diff --git a/Sources/Home.swift b/Sources/Home.swift
            --- a/Sources/Home.swift
            +++ b/Sources/Home.swift
            @@ -2,5 +2,3 @@
             line 2
             line 3
             line 4
            -line 5
            -line 6

            """)
    }

    func testWithoutContextAnEmptySideIsNumberedByTheLineBeforeIt() {
        let inserted = Array(numbered(8).prefix(5)) + ["new a\n", "new b\n"] + Array(numbered(8).dropFirst(5))
        XCTAssertEqual(
            diff(numbered(8), inserted, context: 0),
            """
            diff --git a/Sources/Home.swift b/Sources/Home.swift
            --- a/Sources/Home.swift
            +++ b/Sources/Home.swift
            @@ -5,0 +6,2 @@
            +new a
            +new b

            """, "two lines inserted after line 5")
        XCTAssertEqual(
            diff(inserted, numbered(8), context: 0),
            """
            diff --git a/Sources/Home.swift b/Sources/Home.swift
            --- a/Sources/Home.swift
            +++ b/Sources/Home.swift
            @@ -6,2 +5,0 @@
            -new a
            -new b

            """, "and deleted again")
        XCTAssertEqual(
            diff([], ["only\n"]),
            """
            diff --git a/Sources/Home.swift b/Sources/Home.swift
            --- a/Sources/Home.swift
            +++ b/Sources/Home.swift
            @@ -0,0 +1 @@
            +only

            """, "an existing empty file gets its first line")
    }

    func testNewFileComesFromDevNull() {
        let created = diffText(
            path: "Behaviors/HideNavigationBarBehavior.swift", old: nil,
            new: Array("import UIKit\n\nfinal class HideNavigationBarBehavior {}\n".utf8))
        XCTAssertEqual(
            created,
            """
            diff --git a/Behaviors/HideNavigationBarBehavior.swift b/Behaviors/HideNavigationBarBehavior.swift
            new file mode 100644
            --- /dev/null
            +++ b/Behaviors/HideNavigationBarBehavior.swift
            @@ -0,0 +1,3 @@
            +import UIKit
            +
            +final class HideNavigationBarBehavior {}

            """)
    }

    func testEmptyNewFileHasNoHunkAndNoFileLabels() {
        XCTAssertEqual(
            diffText(path: "Empty.swift", old: nil, new: []),
            """
            diff --git a/Empty.swift b/Empty.swift
            new file mode 100644

            """)
    }

    func testIdenticalFilesHaveNoDiff() {
        XCTAssertEqual(diff(numbered(4), numbered(4)), "")
        XCTAssertEqual(diff([], []), "")
        XCTAssertEqual(UnifiedDiff.fileBytes(path: "A.swift", old: [0xFF, 0x0A], new: [0xFF, 0x0A]), [])
    }

    func testOldFileWithoutFinalNewlineGetsTheMarkerAfterItsLastLine() {
        XCTAssertEqual(
            diff(["a\n", "b"], ["a\n", "b\n"]),
            """
            diff --git a/Sources/Home.swift b/Sources/Home.swift
            --- a/Sources/Home.swift
            +++ b/Sources/Home.swift
            @@ -1,2 +1,2 @@
             a
            -b
            \\ No newline at end of file
            +b

            """)
    }

    func testNewFileWithoutFinalNewlineGetsTheMarkerAfterItsLastLine() {
        XCTAssertEqual(
            diff(["a\n", "b\n"], ["a\n", "c"]),
            """
            diff --git a/Sources/Home.swift b/Sources/Home.swift
            --- a/Sources/Home.swift
            +++ b/Sources/Home.swift
            @@ -1,2 +1,2 @@
             a
            -b
            +c
            \\ No newline at end of file

            """)
    }

    func testBothWithoutFinalNewline() {
        XCTAssertEqual(
            diff(["a\n", "b"], ["a\n", "c"]),
            """
            diff --git a/Sources/Home.swift b/Sources/Home.swift
            --- a/Sources/Home.swift
            +++ b/Sources/Home.swift
            @@ -1,2 +1,2 @@
             a
            -b
            \\ No newline at end of file
            +c
            \\ No newline at end of file

            """, "changed last line")
        XCTAssertEqual(
            diff(["a\n", "b\n", "c"], ["A\n", "b\n", "c"]),
            """
            diff --git a/Sources/Home.swift b/Sources/Home.swift
            --- a/Sources/Home.swift
            +++ b/Sources/Home.swift
            @@ -1,3 +1,3 @@
            -a
            +A
             b
             c
            \\ No newline at end of file

            """, "unchanged last line as context")
    }

    func testCarriageReturnsStayPartOfTheirLines() {
        let output = diff(["one\r\n", "two\r\n", "three\r\n"], ["one\r\n", "2\r\n", "three\r\n"])
        XCTAssertEqual(
            output,
            """
            diff --git a/Sources/Home.swift b/Sources/Home.swift
            --- a/Sources/Home.swift
            +++ b/Sources/Home.swift
            @@ -1,3 +1,3 @@
             one\r
            -two\r
            +2\r
             three\r

            """)
        XCTAssertEqual(
            diff(["a\r\n", "b\r\n"], ["a\r\n", "b\n"]),
            """
            diff --git a/Sources/Home.swift b/Sources/Home.swift
            --- a/Sources/Home.swift
            +++ b/Sources/Home.swift
            @@ -1,2 +1,2 @@
             a\r
            -b\r
            +b

            """, "a line whose ending changes from CRLF to LF is changed")
    }

    func testChangesSevenLinesApartMakeTwoHunks() {
        var new = numbered(20)
        new[3] = "line four\n"
        new[11] = "line twelve\n"  // lines 5 to 11 (seven) between the changes
        XCTAssertEqual(
            diff(numbered(20), new),
            """
            diff --git a/Sources/Home.swift b/Sources/Home.swift
            --- a/Sources/Home.swift
            +++ b/Sources/Home.swift
            @@ -1,7 +1,7 @@
             line 1
             line 2
             line 3
            -line 4
            +line four
             line 5
             line 6
             line 7
            @@ -9,7 +9,7 @@
             line 9
             line 10
             line 11
            -line 12
            +line twelve
             line 13
             line 14
             line 15

            """)
    }

    func testChangesSixLinesApartShareOneHunk() {
        var new = numbered(20)
        new[3] = "line four\n"
        new[10] = "line eleven\n"  // lines 5 to 10 (six): the two contexts meet
        XCTAssertEqual(
            diff(numbered(20), new),
            """
            diff --git a/Sources/Home.swift b/Sources/Home.swift
            --- a/Sources/Home.swift
            +++ b/Sources/Home.swift
            @@ -1,14 +1,14 @@
             line 1
             line 2
             line 3
            -line 4
            +line four
             line 5
             line 6
             line 7
             line 8
             line 9
             line 10
            -line 11
            +line eleven
             line 12
             line 13
             line 14

            """)
    }

    func testReplacedLinesListDeletionsBeforeInsertions() {
        XCTAssertEqual(
            diff(
                ["keep\n", "old 1\n", "old 2\n", "keep too\n"],
                ["keep\n", "new 1\n", "new 2\n", "new 3\n", "keep too\n"]),
            """
            diff --git a/Sources/Home.swift b/Sources/Home.swift
            --- a/Sources/Home.swift
            +++ b/Sources/Home.swift
            @@ -1,4 +1,5 @@
             keep
            -old 1
            -old 2
            +new 1
            +new 2
            +new 3
             keep too

            """)
    }

    func testInvalidUTF8PassesThroughUnchanged() {
        let old: [UInt8] = Array("let a = \"".utf8) + [0xFF, 0xC3] + Array("\"\nlet b = 1\n".utf8)
        let new: [UInt8] = Array("let a = \"".utf8) + [0xFF, 0xC3] + Array("\"\nlet b = 2\n".utf8)
        let output = UnifiedDiff.fileBytes(path: "A.swift", old: old, new: new)
        let expected =
            Array("diff --git a/A.swift b/A.swift\n--- a/A.swift\n+++ b/A.swift\n@@ -1,2 +1,2 @@\n let a = \"".utf8)
            + [0xFF, 0xC3] + Array("\"\n-let b = 1\n+let b = 2\n".utf8)
        XCTAssertEqual(output, expected)
        XCTAssertNotEqual(
            Array(diffText(path: "A.swift", old: old, new: new).utf8), expected,
            "the String form cannot hold invalid UTF-8, which is why fileBytes exists")
    }

    func testPathsAreQuotedAndLabelledLikeGit() {
        XCTAssertEqual(
            diffText(path: "My Screens/Home.swift", old: nil, new: Array("x\n".utf8)),
            """
            diff --git a/My Screens/Home.swift b/My Screens/Home.swift
            new file mode 100644
            --- /dev/null
            +++ b/My Screens/Home.swift\t
            @@ -0,0 +1 @@
            +x

            """, "a tab ends a file label that contains a space")
        XCTAssertEqual(UnifiedDiff.quotedPath("b/Café \"x\"\\.swift"), #""b/Caf\303\251 \"x\"\\.swift""#)
        XCTAssertEqual(UnifiedDiff.quotedPath("a/tab\there"), #""a/tab\there""#)
        XCTAssertEqual(UnifiedDiff.quotedPath("a/Sources/Home.swift"), "a/Sources/Home.swift")
    }

    // MARK: Generated pairs

    /// Lines drawn from a few distinct texts, so that the same line recurs and the matcher has
    /// choices to make; some lines end in CRLF and some hold invalid UTF-8.
    private func randomLines(_ count: Int, _ random: inout SeededRandom) -> [[UInt8]] {
        let vocabulary: [[UInt8]] = [
            Array("}\n".utf8), Array("\n".utf8), Array("    return x\n".utf8),
            Array("let a = 1\r\n".utf8), [0xFF, 0x20, 0x0A], Array("// note\n".utf8),
        ]
        return (0..<count).map { _ in
            random.next(upTo: 3) == 0
                ? Array("unique \(random.next())\n".utf8) : vocabulary[random.next(upTo: vocabulary.count)]
        }
    }

    /// `old` with a few runs deleted, inserted or replaced, as a fix edits a file.
    private func edited(_ old: [[UInt8]], _ random: inout SeededRandom) -> [[UInt8]] {
        var new = old
        for _ in 0..<random.next(upTo: 5) {
            let at = random.next(upTo: new.count + 1)
            let removed = min(random.next(upTo: 4), new.count - at)
            new.replaceSubrange(at..<at + removed, with: randomLines(random.next(upTo: 4), &random))
        }
        return new
    }

    /// Joins lines, dropping the final newline sometimes.
    private func file(_ lines: [[UInt8]], _ random: inout SeededRandom) -> [UInt8] {
        var bytes = lines.flatMap { $0 }
        if random.next(upTo: 4) == 0 && bytes.last == 0x0A { bytes.removeLast() }
        return bytes
    }

    func testEveryDiffAppliesBackToTheNewFile() throws {
        var random = SeededRandom(seed: 20_260_501)
        for round in 0..<300 {
            let createsFile = round % 10 == 0
            let old = createsFile ? nil : file(randomLines(random.next(upTo: 40), &random), &random)
            let new = file(edited(UnifiedDiff.lines(old ?? []).map { Array((old ?? [])[$0]) }, &random), &random)
            let context = [0, 1, 3, 3, 3][random.next(upTo: 5)]
            let diff = UnifiedDiff.fileBytes(path: "F.swift", old: old, new: new, context: context)
            if old == new {
                XCTAssertEqual(diff, [], "round \(round)")
            } else {
                XCTAssertEqual(
                    try PatchApplier.apply(diff, to: old), new,
                    "round \(round):\n" + String(decoding: diff, as: UTF8.self))
            }
        }
    }

    func testDiffsAreMinimalOnEveryPairOfShortSequences() {
        // Every pair of files of up to six lines over a two-line alphabet: the lines marked - and +
        // must be exactly those outside a longest common subsequence.
        let files = (0...6).flatMap { length in
            (0..<1 << length).map { mask in (0..<length).map { mask >> $0 & 1 == 0 ? "a\n" : "b\n" } }
        }
        for old in files {
            for new in files {
                let output = diff(old, new, context: 0)
                let changed = output.split(separator: "\n").filter {
                    ($0.hasPrefix("-") && !$0.hasPrefix("---")) || ($0.hasPrefix("+") && !$0.hasPrefix("+++"))
                }.count
                XCTAssertEqual(
                    changed, old.count + new.count - 2 * longestCommonSubsequence(old, new), "\(old) → \(new)")
            }
        }
    }

    private func longestCommonSubsequence(_ a: [String], _ b: [String]) -> Int {
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        return table[0][0]
    }

    // MARK: Cost

    func testLongFileWithAFewChangesIsFast() {
        let old = numbered(10_000).map { $0.hasSuffix("0\n") ? "}\n" : $0 }  // many equal lines, as in code
        var new = old
        new[5_000] = "changed\n"
        new.insert("inserted\n", at: 100)
        new.remove(at: 9_000)
        let start = Date()
        let output = diff(old, new)
        XCTAssertLessThan(Date().timeIntervalSince(start), 5, "seconds, in a debug build")
        XCTAssertEqual(output.components(separatedBy: "\n@@ ").count - 1, 3, output)
    }

    func testFilesWithNoLineInCommonAreAllDeletedAndAllInserted() {
        let old = (0..<10_000).map { "old \($0)\n" }
        let new = (0..<10_000).map { "new \($0)\n" }
        let start = Date()
        let output = diff(old, new)
        XCTAssertLessThan(Date().timeIntervalSince(start), 5, "seconds, in a debug build")
        XCTAssertTrue(output.contains("@@ -1,10000 +1,10000 @@\n-old 0\n"), String(output.prefix(200)))
    }

    func testShuffledLinesBeyondTheCostLimitStillGiveACorrectDiff() throws {
        // Thousands of lines drawn from four texts, independently in each file: a shortest edit
        // needs thousands of steps, so the matcher gives up on the middle and replaces it whole.
        var random = SeededRandom(seed: 3)
        let texts = ["a\n", "b\n", "c\n", "d\n"]
        let old = (0..<10_000).map { _ in texts[random.next(upTo: 4)] }
        let new = (0..<10_000).map { _ in texts[random.next(upTo: 4)] }
        let start = Date()
        let output = UnifiedDiff.fileBytes(path: "F.swift", old: bytes(old), new: bytes(new))
        XCTAssertLessThan(Date().timeIntervalSince(start), 10, "seconds, in a debug build")
        XCTAssertEqual(try PatchApplier.apply(output, to: bytes(old)), bytes(new))
    }
}

/// A strict applier for the diffs above: every context and deleted line must match the old file
/// where its hunk header says, and every count in the header must be exact.
enum PatchApplier {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func apply(_ diff: [UInt8], to old: [UInt8]?) throws -> [UInt8] {
        let oldLines = UnifiedDiff.lines(old ?? []).map { Array((old ?? [])[$0]) }
        var lines = diff.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
        guard lines.last == [] else { throw Failure(description: "the diff does not end with a newline") }
        lines.removeLast()
        var result: [[UInt8]] = []
        var cursor = 0  // old lines consumed
        var index = lines.firstIndex { $0.starts(with: Array("@@ ".utf8)) } ?? lines.count
        while index < lines.count {
            let header = String(decoding: lines[index], as: UTF8.self).split(separator: " ")
            guard header.count == 4, header[0] == "@@", header[3] == "@@" else {
                throw Failure(description: "bad header \(header)")
            }
            let (oldStart, oldCount) = try numbers(header[1], "-")
            let (newStart, newCount) = try numbers(header[2], "+")
            // An empty side is numbered by the line before it; a non-empty one by its first line.
            let oldAt = oldCount == 0 ? oldStart : oldStart - 1
            let newAt = newCount == 0 ? newStart : newStart - 1
            guard oldAt >= cursor, oldAt <= oldLines.count else {
                throw Failure(description: "hunk at old line \(oldStart) out of order")
            }
            result += oldLines[cursor..<oldAt]
            cursor = oldAt
            guard newAt == result.count else {
                throw Failure(description: "hunk says new line \(newStart), applies at \(result.count + 1)")
            }
            var seenOld = 0
            var seenNew = 0
            index += 1
            while index < lines.count, let marker = lines[index].first, marker != UInt8(ascii: "@") {
                var line = Array(lines[index].dropFirst()) + [0x0A]
                if index + 1 < lines.count && lines[index + 1] == Array("\\ No newline at end of file".utf8) {
                    line.removeLast()
                    index += 1
                }
                switch marker {
                case UInt8(ascii: " "), UInt8(ascii: "-"):
                    guard cursor < oldLines.count, oldLines[cursor] == line else {
                        throw Failure(description: "line \(cursor + 1) of the old file does not match")
                    }
                    cursor += 1
                    seenOld += 1
                    if marker == UInt8(ascii: " ") {
                        result.append(line)
                        seenNew += 1
                    }
                case UInt8(ascii: "+"):
                    result.append(line)
                    seenNew += 1
                default:
                    throw Failure(description: "unexpected line \(String(decoding: lines[index], as: UTF8.self))")
                }
                index += 1
            }
            guard seenOld == oldCount, seenNew == newCount else {
                throw Failure(description: "header counts \(oldCount),\(newCount); hunk has \(seenOld),\(seenNew)")
            }
        }
        return (result + oldLines[cursor...]).flatMap { $0 }
    }

    /// `-5,2` → (5, 2); `+7` → (7, 1).
    private static func numbers(_ field: Substring, _ sign: Character) throws -> (Int, Int) {
        guard field.first == sign else { throw Failure(description: "bad range \(field)") }
        let parts = field.dropFirst().split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
        switch parts.count {
        case 1: if let start = parts[0] { return (start, 1) }
        case 2: if let start = parts[0], let count = parts[1] { return (start, count) }
        default: break
        }
        throw Failure(description: "bad range \(field)")
    }

    func testAnAbsolutePathIsShownAsGitShowsIt() {
        let diff = diffText(path: "/tmp/App/A.swift", old: Array("a\n".utf8), new: Array("b\n".utf8))
        XCTAssertTrue(
            diff.hasPrefix(
                "diff --git a/tmp/App/A.swift b/tmp/App/A.swift\n--- a/tmp/App/A.swift\n+++ b/tmp/App/A.swift\n"), diff)
    }
}

/// The diff as text, for expectations written as strings (invalid bytes become U+FFFD here,
/// which is why `fix --dry-run` prints the bytes).
private func diffText(path: String, old: [UInt8]?, new: [UInt8], context: Int = 3) -> String {
    String(decoding: UnifiedDiff.fileBytes(path: path, old: old, new: new, context: context), as: UTF8.self)
}
