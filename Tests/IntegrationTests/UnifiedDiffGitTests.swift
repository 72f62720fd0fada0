import Foundation
import XCTest

@testable import BehaviorLintKit

/// `UnifiedDiff` against real `git diff`: the text `fix --dry-run` prints must be what git prints.
final class UnifiedDiffGitTests: XCTestCase {
    /// Real `git diff --no-index --diff-algorithm=myers` on ~50 generated pairs. Git and this
    /// matcher may keep different lines when several longest common subsequences exist, so the
    /// inputs have exactly one: every line is unique, and the new file is the old one with lines
    /// deleted and fresh lines inserted, so the kept lines are all the old lines that survive.
    /// Within that, lines are CRLF or not, may hold invalid UTF-8, and either file may lack its
    /// final newline. Compared byte for byte after removing what we omit on purpose: git's
    /// `index` line and its function-context text after `@@`; and with the paths' folder
    /// prefixes (`a/one/`, `b/two/`) removed, since git names two different files.
    func testOutputMatchesGitOnPairsWithOneLongestCommonSubsequence() throws {
        var random = SeededRandom(seed: 7)
        var fresh = 0
        func uniqueLine() -> [UInt8] {
            fresh += 1
            let text: [UInt8] =
                random.next(upTo: 8) == 0 ? Array("bytes \(fresh) ".utf8) + [0xC3, 0x28] : Array("line \(fresh)".utf8)
            return text + (random.next(upTo: 5) == 0 ? [0x0D, 0x0A] : [0x0A])
        }
        let folder = TemporaryDirectory()
        for round in 0..<50 {
            let path = ["Sources/Home.swift", "My Screens/Café.swift", "F.swift"][round % 3]
            let createsFile = round % 10 == 9
            var oldLines: [[UInt8]] = []
            var newLines: [[UInt8]] = []
            if createsFile {
                // Once empty, which git shows without a hunk; otherwise a few lines.
                newLines = (0..<(round == 9 ? 0 : 1 + random.next(upTo: 20))).map { _ in uniqueLine() }
            } else {
                oldLines = (0..<random.next(upTo: 60)).map { _ in uniqueLine() }
                for line in oldLines {
                    while random.next(upTo: 10) == 0 { newLines.append(uniqueLine()) }
                    if random.next(upTo: 8) != 0 { newLines.append(line) }
                }
                if random.next(upTo: 6) == 0 { newLines.append(uniqueLine()) }
            }
            let old = createsFile ? nil : joined(oldLines, &random)
            var new = joined(newLines, &random)
            if new == old { new += uniqueLine() }  // git exits 0 and prints nothing for equal files
            if let old { folder.write("one/\(path)", bytes: old) }
            folder.write("two/\(path)", bytes: new)

            let ours = UnifiedDiff.fileBytes(path: path, old: old, new: new)
            let theirs = try gitDiff(old == nil ? "/dev/null" : "one/\(path)", "two/\(path)", in: folder)
            XCTAssertEqual(
                String(decoding: ours, as: UTF8.self), String(decoding: theirs, as: UTF8.self), "round \(round)")
            XCTAssertEqual(ours, theirs, "round \(round): the same bytes, invalid UTF-8 included")
        }
    }

    /// git's diff of two files, without the `index` line, the `one/` and `two/` folders in the
    /// header, and the text after a hunk header's closing `@@`.
    private func gitDiff(_ old: String, _ new: String, in folder: TemporaryDirectory) throws -> [UInt8] {
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        git.arguments = [
            "git", "diff", "--no-index", "--diff-algorithm=myers", "--no-color", "--no-ext-diff", old, new,
        ]
        git.currentDirectoryURL = folder.url
        // The user's and the system's git configuration could change prefixes or quoting.
        git.environment = ProcessInfo.processInfo.environment.merging(
            ["GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_GLOBAL": "/dev/null"]) { $1 }
        let output = Pipe()
        git.standardOutput = output
        try git.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        git.waitUntilExit()
        XCTAssertEqual(git.terminationStatus, 1, "git diff --no-index exits 1 when the files differ")

        var result: [UInt8] = []
        var inHeader = true
        for line in Array(data).split(separator: 0x0A, omittingEmptySubsequences: false).dropLast() {
            var text = Array(line)
            if text.starts(with: Array("@@ ".utf8)) {
                inHeader = false
                let close = text.indices.dropFirst(3).first { text[$0...].starts(with: Array("@@".utf8)) }!
                text = Array(text[..<(close + 2)])
            } else if inHeader {
                if text.starts(with: Array("index ".utf8)) { continue }
                text = Array(
                    String(decoding: text, as: UTF8.self)
                        .replacingOccurrences(of: "a/one/", with: "a/").replacingOccurrences(of: "b/two/", with: "b/")
                        .replacingOccurrences(of: "a/two/", with: "a/").utf8)
            }
            result += text + [0x0A]
        }
        return result
    }

    /// Joins lines, dropping the final newline one time in four.
    private func joined(_ lines: [[UInt8]], _ random: inout SeededRandom) -> [UInt8] {
        let bytes = lines.flatMap { $0 }
        return random.next(upTo: 4) == 0 && bytes.last == 0x0A ? Array(bytes.dropLast()) : bytes
    }
}
