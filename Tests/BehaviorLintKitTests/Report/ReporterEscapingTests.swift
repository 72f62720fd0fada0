import Foundation
import XCTest

@testable import BehaviorLintKit

/// The parts of the reporters that must survive hostile input: escaping, URI encoding, column
/// conversion, fingerprints, and findings the rule list does not know.
final class ReporterEscapingTests: XCTestCase {
    private func finding(
        _ rule: String = "screen-tracking", severity: Severity = .warning, path: String = "A.swift",
        line: Int = 2, column: Int = 3, endLine: Int = 2, endColumn: Int = 4,
        message: String = "message", notes: [Finding.Note] = [], text: String = "x"
    ) -> Finding {
        Finding(
            ruleID: rule, severity: severity, path: path, location: SourceLocation(line: line, column: column),
            endLocation: SourceLocation(line: endLine, column: endColumn), message: message, notes: notes,
            fingerprintText: text)
    }

    private func report(_ findings: [Finding], files: [String] = [], sources: [(path: String, bytes: [UInt8])] = [])
        -> LintReport
    {
        LintReport(
            findings: findings, files: files, elapsedSeconds: 1, toolVersion: "0.1.0",
            timestamp: Date(timeIntervalSince1970: 0), hostname: "h", rules: ReporterFixtures.rules,
            ruleDocumentation: [:], repositoryURL: nil, lineText: QuotedLines(sources: sources).lineText)
    }

    // MARK: GitHub

    func testGitHubEscapingFollowsTheToolkit() {
        XCTAssertEqual(GitHubReporter.escapeData("100% done: a, b\r\nnext %0A"), "100%25 done: a, b%0D%0Anext %250A")
        XCTAssertEqual(
            GitHubReporter.escapeProperty("100% done: a, b\r\nnext %0A"),
            "100%25 done%3A a%2C b%0D%0Anext %250A")
        XCTAssertEqual(GitHubReporter.escapeData("\n\r"), "%0A%0D")
        XCTAssertEqual(GitHubReporter.escapeProperty("::,"), "%3A%3A%2C")
    }

    func testGitHubEscapesMessagesPathsAndTitles() {
        let note = Finding.Note(path: "b,c:d.swift", location: SourceLocation(line: 1, column: 1), message: "see 5%")
        let odd = finding(
            "rule:a,b", path: "Sources/odd,dir:x/50%\nname.swift",
            message: "50% done:\r\nnext, then %0A literal\nlast", notes: [note])
        let output = GitHubReporter.render(report([odd]))
        XCTAssertEqual(
            output,
            """
            ::warning file=Sources/odd%2Cdir%3Ax/50%25%0Aname.swift,line=2,col=3,endLine=2,endColumn=4,title=rule%3Aa%2Cb::\
            50%25 done:%0D%0Anext, then %250A literal%0Alast%0Ab,c:d.swift:1:1: note: see 5%25
            behavior-lint: 1 finding (0 errors, 1 warning) in 1 file

            """)
        XCTAssertEqual(
            output.split(separator: "\n", omittingEmptySubsequences: false).count, 3,
            "one line per annotation, whatever the message holds")
    }

    func testGitHubLeavesOutAnEndBeforeTheStart() {
        let output = GitHubReporter.render(report([finding(line: 5, column: 3, endLine: 0, endColumn: 0)]))
        XCTAssertTrue(output.hasPrefix("::warning file=A.swift,line=5,col=3,title=screen-tracking::message\n"), output)
    }

    func testGitHubPutsErrorsFirstAndSaysWhenAnnotationsWillBeDropped() {
        let warnings = (1...11).map { finding(line: $0, text: "w\($0)") }
        let error = finding("lifecycle-super-call", severity: .error, path: "Z.swift")
        let lines = GitHubReporter.render(report(warnings + [error])).split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 13)
        XCTAssertTrue(lines[0].hasPrefix("::error file=Z.swift,"), lines[0])
        XCTAssertTrue(lines[1].hasPrefix("::warning file=A.swift,line=1,"), lines[1])
        XCTAssertEqual(
            lines[12],
            "behavior-lint: 12 findings (1 error, 11 warnings) in 2 files; GitHub shows at most 10"
                + " annotations of each kind per step, see the full list with --reporter summary or sarif")
        let ten = GitHubReporter.render(report(Array(warnings.prefix(10))))
        XCTAssertFalse(ten.contains("at most"), ten)
    }

    // MARK: XML

    func testXMLEscaping() {
        XCTAssertEqual(
            ReportXML.escape("a&b<c>d\"e'f\ng\th\ri\u{1}j\u{FFFE}"),
            "a&amp;b&lt;c&gt;d&quot;e&apos;f&#10;g&#9;h&#13;i\u{FFFD}j\u{FFFD}")
        XCTAssertEqual(ReportXML.escape("a\nb\tc\rd<", attribute: false), "a\nb\tc&#13;d&lt;")
        XCTAssertEqual(ReportXML.escape("\r\n"), "&#13;&#10;", "a CRLF is two characters to escape")
        XCTAssertEqual(ReportXML.escape("Café 😀"), "Café 😀")
    }

    func testCheckstyleEscapesPathsMessagesAndRuleIDs() {
        let odd = finding("r&d", path: "a&b/<c>.swift", message: "say \"hi\" & 'bye'\nnow")
        XCTAssertEqual(
            CheckstyleReporter.render(report([odd])),
            """
            <?xml version="1.0" encoding="utf-8"?>
            <checkstyle version="4.3">
              <file name="a&amp;b/&lt;c&gt;.swift">
                <error line="2" column="3" severity="warning" message="say &quot;hi&quot; &amp; &apos;bye&apos;&#10;now" \
            source="behavior-lint.rules.r&amp;d"/>
              </file>
            </checkstyle>

            """)
    }

    func testCheckstyleGroupsByFileInSortedOrder() {
        let output = CheckstyleReporter.render(
            report([
                finding(path: "b.swift"), finding(path: "a.swift", line: 9),
                finding(path: "a.swift", line: 1),
            ]))
        let names = output.components(separatedBy: "\n").filter { $0.contains("<file ") }
        XCTAssertEqual(names, ["  <file name=\"a.swift\">", "  <file name=\"b.swift\">"])
        XCTAssertTrue(output.range(of: "line=\"1\"")!.lowerBound < output.range(of: "line=\"9\"")!.lowerBound)
    }

    func testJUnitNumbers() {
        XCTAssertEqual(JUnitReporter.formatTimestamp(Date(timeIntervalSince1970: 0)), "1970-01-01T00:00:00")
        XCTAssertEqual(
            JUnitReporter.formatTimestamp(Date(timeIntervalSince1970: 1_700_000_000.9)), "2023-11-14T22:13:20")
        XCTAssertEqual(JUnitReporter.decimal(0), "0.000")
        XCTAssertEqual(JUnitReporter.decimal(1.2346), "1.235")
        XCTAssertEqual(JUnitReporter.decimal(12.05), "12.050")
        XCTAssertEqual(ReportText.seconds(0.04), "0.04s")
        XCTAssertEqual(ReportText.seconds(12.5), "12.50s")
    }

    func testJUnitHasASuiteForRuleIDsOutsideTheRuleList() {
        let output = JUnitReporter.render(report([finding("unused-suppression")], files: ["A.swift", "B.swift"]))
        XCTAssertTrue(
            output.contains("<testsuite package=\"behavior-lint\" id=\"3\" name=\"unused-suppression\""), output)
        XCTAssertTrue(output.contains("tests=\"2\" failures=\"1\""), output)
        XCTAssertTrue(
            output.contains("<testcase classname=\"B.swift\" name=\"unused-suppression\" time=\"0\"/>"), output)
    }

    // MARK: SARIF

    func testPercentEncoding() {
        XCTAssertEqual(SARIFReporter.percentEncode("App/Café Screen.swift"), "App/Caf%C3%A9%20Screen.swift")
        XCTAssertEqual(SARIFReporter.percentEncode("a#b?c%d:e[f]@g+h.swift"), "a%23b%3Fc%25d%3Ae%5Bf%5D%40g%2Bh.swift")
        XCTAssertEqual(SARIFReporter.percentEncode("Sub-dir_1/~x.swift"), "Sub-dir_1/~x.swift")
        XCTAssertNotNil(URL(string: SARIFReporter.percentEncode("we ird/ü \n%.swift")))
    }

    func testSARIFLocationsAbsolutePathsLineZeroAndCodePointColumns() throws {
        let sources: [(path: String, bytes: [UInt8])] = [("x y.swift", Array("a\r\nlet 😀 = é; f()\rz\n".utf8))]
        let findings = [
            finding(path: "x y.swift", line: 2, column: 16, endLine: 2, endColumn: 19, text: "1"),
            finding(path: "/abs/dir #1/File.swift", line: 1, column: 1, endLine: 1, endColumn: 2, text: "2"),
            finding(
                "unreadable-file", severity: .error, path: "gone.swift", line: 0, column: 0, endLine: 0, endColumn: 0),
        ]
        let json = try JSONSerialization.jsonObject(
            with: Data(SARIFReporter.render(report(findings, sources: sources)).utf8))
        let run = try XCTUnwrap(((json as? [String: Any])?["runs"] as? [[String: Any]])?.first)
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        func physical(_ index: Int) throws -> [String: Any] {
            let locations = try XCTUnwrap(results[index]["locations"] as? [[String: Any]])
            return try XCTUnwrap(locations.first?["physicalLocation"] as? [String: Any])
        }
        // Report order: the absolute path sorts first.
        XCTAssertEqual(
            try physical(0)["artifactLocation"] as? [String: String], ["uri": "file:///abs/dir%20%231/File.swift"])
        XCTAssertEqual(
            try physical(1)["artifactLocation"] as? [String: String], ["uri": "gone.swift", "uriBaseId": "%SRCROOT%"])
        XCTAssertNil(try physical(1)["region"], "SARIF lines start at 1: no region for line 0")
        XCTAssertEqual(
            try physical(2)["artifactLocation"] as? [String: String], ["uri": "x%20y.swift", "uriBaseId": "%SRCROOT%"])
        // `let 😀 = é; f()`: f is byte 16 (😀 is 4 bytes, é 2), code point 12; the end, byte 19, is code point 15.
        XCTAssertEqual(
            try physical(2)["region"] as? [String: Int],
            ["startLine": 2, "startColumn": 12, "endLine": 2, "endColumn": 15])
        let rules = try XCTUnwrap(
            ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        XCTAssertEqual(
            rules.map { $0["id"] as? String },
            ["nav-bar-visibility", "screen-tracking", "lifecycle-super-call", "unreadable-file"])
        XCTAssertEqual(results.map { $0["ruleIndex"] as? Int }, [1, 3, 1])
        XCTAssertEqual(results[1]["level"] as? String, "error")
    }

    func testCodePointColumns() {
        let line = Array("a😀é".utf8) + [0xFF] + Array("b".utf8)
        XCTAssertEqual(LintReport.codePointColumn(byteColumn: 1, in: line), 1)
        XCTAssertEqual(LintReport.codePointColumn(byteColumn: 2, in: line), 2)
        XCTAssertEqual(LintReport.codePointColumn(byteColumn: 6, in: line), 3, "after the 4-byte emoji")
        XCTAssertEqual(LintReport.codePointColumn(byteColumn: 8, in: line), 4, "after é")
        XCTAssertEqual(LintReport.codePointColumn(byteColumn: 10, in: line), 6, "after the invalid byte (one) and b")
        XCTAssertEqual(LintReport.codePointColumn(byteColumn: 50, in: line), 46, "past the end: one per byte")
        XCTAssertEqual(LintReport.codePointColumn(byteColumn: 7, in: nil), 7, "unknown text: bytes as they are")
        XCTAssertEqual(
            LintReport.codePointColumn(byteColumn: 3, in: [0xFF, 0xFE, 0x41]), 3, "invalid bytes count one each")
    }

    func testSourceLinesSplitLikeTheLexer() {
        let lines = QuotedLines(sources: [("f", Array("one\r\ntwo\rthree\nfour".utf8))])
        XCTAssertEqual(
            (1...4).map { lines.lineText(path: "f", line: $0).map { String(decoding: $0, as: UTF8.self) } },
            ["one", "two", "three", "four"])
        XCTAssertNil(lines.lineText(path: "f", line: 5))
        XCTAssertNil(lines.lineText(path: "f", line: 0))
        XCTAssertNil(lines.lineText(path: "no such file \(UUID())", line: 1))
    }

    func testSourceLinesReadFilesFromDisk() {
        let folder = TemporaryDirectory()
        let path = folder.write("A.swift", "x\n  é = 1\n")
        XCTAssertEqual(QuotedLines().lineText(path: path, line: 2), Array("  é = 1".utf8))
    }

    // MARK: Fingerprints, JSON

    func testFingerprintsAreMadeUniqueWithinAReport() throws {
        let twins = [finding(line: 1), finding(line: 5), finding(line: 9, text: "other")]
        XCTAssertEqual(twins[0].fingerprint, twins[1].fingerprint)
        let unique = report(twins).uniqueFingerprints
        XCTAssertEqual(unique[0], twins[0].fingerprint, "the first keeps its fingerprint")
        XCTAssertEqual(unique[2], twins[2].fingerprint)
        XCTAssertEqual(Set(unique).count, 3)
        let gitlab = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(GitLabReporter.render(report(twins)).utf8))
                as? [[String: Any]])
        XCTAssertEqual(gitlab.map { $0["fingerprint"] as? String }, unique)
        let plain = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(JSONReporter.render(report(twins)).utf8))
                as? [[String: Any]])
        XCTAssertEqual(
            plain.map { $0["fingerprint"] as? String }, twins.map { $0.fingerprint }, "json keeps the raw key")
    }

    func testJSONOutputsSurviveControlCharactersAndHaveNoBOM() throws {
        let message = "tab\there \"quoted\" back\\slash \u{1} bell\u{7} é 😀\r\n/"
        let odd = finding(path: "dir/\"q\".swift", message: message)
        for reporter in [JSONReporter.self, GitLabReporter.self] as [any Reporter.Type] {
            let output = reporter.render(report([odd]))
            XCTAssertEqual(output.utf8.first, UInt8(ascii: "["), "\(reporter.id): no byte order mark, an array")
            let array = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
            XCTAssertEqual(array.count, 1)
            let text = reporter.id == "json" ? array[0]["message"] : array[0]["description"]
            XCTAssertEqual(text as? String, message, reporter.id)
        }
        let fields = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(JSONReporter.render(report([odd])).utf8))
                as? [[String: Any]])[0]
        XCTAssertEqual(
            Set(fields.keys),
            [
                "ruleId", "otherRuleIds", "kind", "severity", "file", "line", "column", "endLine", "endColumn",
                "message", "hostClass", "hook", "condition", "fixable", "keptReasons", "notes", "copies",
                "fingerprint",
            ])
        XCTAssertTrue(fields["hostClass"] is NSNull, "absent values are null, not missing")
    }

    func testGitLabSeverityAndLines() throws {
        let findings = [
            finding(severity: .error, line: 3, endLine: 6, endColumn: 1),
            finding(line: 8, column: 1, endLine: 8, endColumn: 1, text: "y"),
        ]
        let array = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(GitLabReporter.render(report(findings)).utf8))
                as? [[String: Any]])
        XCTAssertEqual(array.map { $0["severity"] as? String }, ["major", "minor"])
        let lines = array.map { (($0["location"] as? [String: Any])?["lines"] as? [String: Int]) }
        XCTAssertEqual(
            lines, [["begin": 3, "end": 5], ["begin": 8, "end": 8]], "an exclusive end at column 1 ends the line before"
        )
    }

    // MARK: Summary

    func testSummaryRanksRulesAndFilesByFindings() {
        let findings = [
            finding(path: "b.swift", text: "1"), finding(path: "b.swift", line: 3, text: "2"),
            finding("nav-bar-visibility", severity: .error, path: "a.swift"),
        ]
        XCTAssertEqual(
            SummaryReporter.render(report(findings, files: ["a.swift", "b.swift", "c.swift"])),
            """
            behavior-lint 0.1.0: 3 findings (1 error, 2 warnings) in 2 of 3 files, 1.00s
            none fixable with `behavior-lint fix`

            Rule                Findings  Errors  Fixable
            screen-tracking            2       0        0
            nav-bar-visibility         1       1        0

            File     Findings  Errors  Fixable
            b.swift         2       0        0
            a.swift         1       1        0

            """)
    }
}
