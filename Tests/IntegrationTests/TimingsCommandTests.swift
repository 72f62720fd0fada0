import Foundation
import XCTest

@testable import BehaviorLintKit

/// `behavior-lint timings`: real `swiftc` output joined with lint findings, JSON, usage errors.
final class TimingsCommandTests: XCTestCase {
    private func run(_ arguments: [String]) -> (status: Int32, out: String, err: String) {
        let console = Console.capture()
        let status = CommandLineTool.run(["timings"] + arguments, console: console)
        return (status, console.out.capturedText, console.err.capturedText)
    }

    static let fixture = """
        func rows(a: [String], b: [Row]) -> [Row] {
            return [Row()] + a.map { Row(title: $0 + "!") } + [Row()] + (b.isEmpty ? [] : b) + [Row(title: "end")]
        }

        func fast(x: Int) -> Int {
            return x + 1
        }

        final class Row {
            init() {}
            init(title: String) {}
        }

        """

    /// Runs swiftc on the fixture from its folder; returns the timing output (standard error).
    private func compilerTimings(of path: String, in folder: TemporaryDirectory) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // Swift 6.3 prints nothing for -debug-time-expression-type-checking, so expressions come
        // from the warning variant; the fixture's chain takes several milliseconds, above 1.
        process.arguments = [
            "swiftc", "-typecheck", "-Xfrontend", "-debug-time-function-bodies",
            "-Xfrontend", "-debug-time-expression-type-checking",
            "-Xfrontend", "-warn-long-expression-type-checking=1", path,
        ]
        process.currentDirectoryURL = folder.url
        let errorPipe = Pipe()
        process.standardError = errorPipe
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let data = errorPipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, String(decoding: data, as: UTF8.self))
        return String(decoding: data, as: UTF8.self)
    }

    func testRealCompilerOutputIsRankedAndJoined() throws {
        let folder = TemporaryDirectory()
        // Absolute, so the log's paths name the file whatever the test's working directory is.
        let source = folder.write("Rows.swift", Self.fixture)
        let output = try compilerTimings(of: source, in: folder)
        XCTAssertTrue(output.contains("rows(a:b:)"), output)
        let log = folder.write("timings.log", output)

        let result = run([log, "--reporter", "json"])
        XCTAssertEqual(result.status, 0, result.err)
        let entries = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [[String: Any]])
        let times = entries.compactMap { $0["time_ms"] as? Double }
        XCTAssertEqual(times.count, entries.count)
        XCTAssertEqual(times, times.sorted(by: >), "ranked by time, longest first")
        let slow = try XCTUnwrap(entries.first { ($0["name"] as? String) == "rows(a:b:)" })
        XCTAssertEqual(slow["kind"] as? String, "global function")
        XCTAssertEqual(slow["line"] as? Int, 1)
        XCTAssertEqual(slow["file"] as? String, source)
        let findings = try XCTUnwrap(slow["findings"] as? [[String: Any]])
        XCTAssertEqual(findings.map { $0["rule_id"] as? String }, ["slow-array-concat"])
        XCTAssertTrue((findings.first?["message"] as? String ?? "").contains("append(contentsOf:"))
        let expression = try XCTUnwrap(entries.first { ($0["kind"] as? String) == "expression" }, output)
        XCTAssertEqual(expression["line"] as? Int, 2)
        XCTAssertEqual(
            (expression["findings"] as? [[String: Any]])?.map { $0["rule_id"] as? String }, ["slow-array-concat"])
        let fast = try XCTUnwrap(entries.first { ($0["name"] as? String) == "fast(x:)" })
        XCTAssertEqual((fast["findings"] as? [Any])?.count, 0)

        let text = run([log])
        XCTAssertEqual(text.status, 0)
        let lines = text.out.split(separator: "\n")
        let slowLine = try XCTUnwrap(lines.firstIndex { $0.hasSuffix("global function rows(a:b:)") })
        XCTAssertTrue(lines[slowLine + 1].trimmingCharacters(in: .whitespaces).hasPrefix("↳ slow-array-concat: "))
        XCTAssertTrue(lines[slowLine].contains("\(source):1:6"))
    }

    func testExpressionEntryJoinsTheFindingOnItsLine() {
        let folder = TemporaryDirectory()
        let source = folder.write("Rows.swift", Self.fixture)
        let log = folder.write(
            "timings.log",
            "  25.00ms\t\(source):2:12\n\(source):5:6: warning: global function 'fast(x:)' took 2ms to type-check (limit: 1ms)\n"
        )
        let result = run([log])
        XCTAssertEqual(result.status, 0)
        let lines = result.out.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 3, result.out)
        XCTAssertEqual(lines[0], "25.00ms  \(source):2:12  expression")
        XCTAssertTrue(lines[1].hasPrefix("         ↳ slow-array-concat: This 5-operand `+` chain"), lines[1])
        XCTAssertEqual(lines[2], " 2.00ms  \(source):5:6   global function fast(x:)")
    }

    func testNoLogIsAUsageError() {
        let result = run([])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.err.contains("no LOG given"), result.err)
        XCTAssertEqual(result.out, "")
    }

    func testUnreadableLogIsNamed() {
        let folder = TemporaryDirectory()
        let missing = folder.url.appendingPathComponent("missing.log").path
        let result = run([missing])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.err, "behavior-lint timings: error: cannot read LOG '\(missing)'\n")
        XCTAssertEqual(run([folder.path]).status, 2, "a folder is not a log")
    }

    func testBadOptionsAreUsageErrors() {
        let folder = TemporaryDirectory()
        let log = folder.write("timings.log", "")
        for arguments in [
            [log, "--threshold", "fast"], [log, "--threshold", "-1"], [log, "--top", "0"], [log, "--reporter", "xml"],
        ] {
            let result = run(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertTrue(result.err.contains("error:"), result.err)
        }
        XCTAssertTrue(run([log, "--threshold", "x"]).err.contains("--threshold takes a number"))
    }

    func testHelpAndEmptyLog() {
        XCTAssertTrue(run(["--help"]).out.hasPrefix("USAGE: behavior-lint timings LOG..."))
        let folder = TemporaryDirectory()
        let log = folder.write("timings.log", "nothing timed here\n")
        XCTAssertEqual(run([log]).out, "No timed functions or expressions.\n")
        XCTAssertEqual(run([log, "--reporter", "json"]).out, "[]\n")
    }
}
