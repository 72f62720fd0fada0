import Foundation
import XCTest

@testable import BehaviorLintKit

/// SARIF output validates against the OASIS SARIF 2.1.0 schema and JUnit output against the Ant
/// JUnit schema, both in `Tests/Fixtures/Schemas/` (its README says where they come from). The
/// validators are external:
///   - python3 with the `jsonschema` module (`pip install jsonschema`),
///   - xmllint (Debian/Ubuntu: `apt-get install -y libxml2-utils`).
/// A missing validator or schema fails these tests with the install line; they never skip.
final class ReporterSchemaValidationTests: XCTestCase {
    private static let sarifSchema = ReporterFixtures.schemasFolder.appendingPathComponent("sarif-schema-2.1.0.json")
    private static let junitSchema = ReporterFixtures.schemasFolder.appendingPathComponent("JUnit.xsd")

    private static let validateJSON = """
        import json, sys
        try:
            import jsonschema
        except ImportError as error:
            print("the python3 module 'jsonschema' is missing (%s): pip install jsonschema" % error)
            sys.exit(3)
        with open(sys.argv[1], encoding="utf-8") as f:
            schema = json.load(f)
        with open(sys.argv[2], encoding="utf-8") as f:
            instance = json.load(f)
        cls = jsonschema.validators.validator_for(schema)
        cls.check_schema(schema)
        errors = sorted(cls(schema, format_checker=cls.FORMAT_CHECKER).iter_errors(instance), key=lambda e: list(e.path))
        for e in errors[:20]:
            print("/".join(str(p) for p in e.path) + ": " + e.message)
        sys.exit(1 if errors else 0)
        """

    /// Runs `/usr/bin/env ARGUMENTS` and returns its exit status and combined output.
    private func run(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) -> (
        status: Int32, output: String
    )? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do {
            try process.run()
        } catch {
            XCTFail("could not run \(arguments.joined(separator: " ")): \(error)", file: file, line: line)
            return nil
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    private func requireSchema(_ url: URL, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        if FileManager.default.fileExists(atPath: url.path) { return true }
        XCTFail(
            "schema missing: \(url.path) (the repository keeps it in Tests/Fixtures/Schemas)", file: file, line: line)
        return false
    }

    /// Validates `json` against the SARIF schema; returns the validator's output when invalid.
    /// When the validator itself cannot run, the test fails here, with the reason.
    private func sarifProblems(_ json: String, file: StaticString = #filePath, line: UInt = #line) -> String? {
        guard requireSchema(Self.sarifSchema, file: file, line: line) else { return "no schema" }
        let folder = TemporaryDirectory()
        let instance = folder.write("report.sarif", json)
        guard
            let result = run(
                ["python3", "-c", Self.validateJSON, Self.sarifSchema.path, instance], file: file, line: line)
        else { return "python3 could not be run" }
        switch result.status {
        case 0: return nil
        case 1: return result.output
        case 127: XCTFail("python3 is missing: \(result.output)", file: file, line: line)
        default:
            XCTFail("the SARIF validator failed (status \(result.status)):\n\(result.output)", file: file, line: line)
        }
        return nil  // already failed, with the reason
    }

    /// Validates `xml` with xmllint, against `schema` when given; returns xmllint's output when invalid.
    private func xmlProblems(_ xml: String, schema: URL?, file: StaticString = #filePath, line: UInt = #line) -> String?
    {
        if let schema, !requireSchema(schema, file: file, line: line) { return "no schema" }
        let folder = TemporaryDirectory()
        let instance = folder.write("report.xml", xml)
        let arguments = ["xmllint", "--noout"] + (schema.map { ["--schema", $0.path] } ?? []) + [instance]
        guard let result = run(arguments, file: file, line: line) else { return "xmllint could not be run" }
        switch result.status {
        case 0: return nil
        case 127:
            XCTFail(
                "xmllint is missing; install it: apt-get install -y libxml2-utils\n\(result.output)", file: file,
                line: line)
        case 1, 3, 4: return result.output
        default: XCTFail("xmllint failed (status \(result.status)):\n\(result.output)", file: file, line: line)
        }
        return nil  // already failed, with the reason
    }

    /// A realistic run: the fixture findings, findings from linting the sample app with every
    /// rule, plus the awkward cases (no line, absolute path, rule ids outside the catalogue,
    /// twin fingerprints, hostile text), with the real rule catalogue and documentation.
    private func realisticReport() -> LintReport {
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        var sources = ReporterFixtures.sources
        if case .success(let files) = FileDiscovery.swiftFiles(in: [package.appendingPathComponent("Examples").path]) {
            for file in files {
                if let data = FileManager.default.contents(atPath: file) {
                    sources.append((String(file.dropFirst(package.path.count + 1)), [UInt8](data)))
                }
            }
        }
        var findings =
            ReporterFixtures.findings + LintEngine.lint(Array(sources.dropFirst(3)), configuration: .defaults)
        let zero = SourceLocation(line: 0, column: 0)
        findings.append(
            Finding(
                ruleID: "unreadable-file", severity: .error, path: "Sources/Bad File.swift", location: zero,
                endLocation: zero, message: "The file could not be read: not UTF-8", fingerprintText: ""))
        findings.append(
            Finding(
                ruleID: "unused-suppression", severity: .warning, path: "/tmp/abs path/X.swift",
                location: SourceLocation(line: 2, column: 1), endLocation: SourceLocation(line: 2, column: 40),
                message: "suppresses nothing: `// behavior-lint:disable screen-tracking`", fingerprintText: "s"))
        findings.append(
            contentsOf: Array(
                repeating: Finding(
                    ruleID: "made-up-rule", severity: .warning, path: "a&b/<c> 50%.swift",
                    location: SourceLocation(line: 1, column: 1),
                    endLocation: SourceLocation(line: 3, column: 1),
                    message: "quote \" apostrophe ' amp & lt < gt >\nsecond\tline\u{1}",
                    notes: [
                        Finding.Note(
                            path: "a&b/<c> 50%.swift", location: SourceLocation(line: 1, column: 2), message: "note ]]>"
                        )
                    ],
                    fingerprintText: "same"), count: 2))
        return LintReport(
            findings: findings, files: sources.map { $0.path } + ["Sources/Bad File.swift"],
            elapsedSeconds: 1.5, lineText: QuotedLines(sources: sources).lineText)
    }

    func testSARIFValidatesAgainstTheOASISSchema() {
        let report = realisticReport()
        XCTAssertGreaterThan(report.findings.count, 7, "the sample app yields findings")
        let sarif = SARIFReporter.render(report)
        if let problems = sarifProblems(sarif) { XCTFail("SARIF output is not valid:\n\(problems)\n\(sarif)") }
        var empty = report
        empty.findings = []
        if let problems = sarifProblems(SARIFReporter.render(empty)) {
            XCTFail("empty SARIF output is not valid:\n\(problems)")
        }
        if let problems = sarifProblems(SARIFReporter.render(ReporterFixtures.report())) {
            XCTFail("fixture SARIF output is not valid:\n\(problems)")
        }
    }

    func testSARIFValidatorRejectsAnInvalidDocument() {
        // Guards against a validator that accepts everything: no version, a bad level, line 0.
        let invalid = """
            {"runs": [{"tool": {"driver": {"name": "x"}}, "results": [{"message": {"text": "m"}, "level": "fatal",
              "locations": [{"physicalLocation": {"region": {"startLine": 0}}}]}]}]}
            """
        XCTAssertNotNil(sarifProblems(invalid))
    }

    func testJUnitValidatesAgainstTheAntSchema() {
        let report = realisticReport()
        let junit = JUnitReporter.render(report)
        if let problems = xmlProblems(junit, schema: Self.junitSchema) {
            XCTFail("JUnit output is not valid:\n\(problems)\n\(junit)")
        }
        var empty = report
        empty.findings = []
        if let problems = xmlProblems(JUnitReporter.render(empty), schema: Self.junitSchema) {
            XCTFail("JUnit output without findings is not valid:\n\(problems)")
        }
        empty.files = []
        empty.rules = []
        if let problems = xmlProblems(JUnitReporter.render(empty), schema: Self.junitSchema) {
            XCTFail("JUnit output without files or rules is not valid:\n\(problems)")
        }
        if let problems = xmlProblems(JUnitReporter.render(ReporterFixtures.report()), schema: Self.junitSchema) {
            XCTFail("fixture JUnit output is not valid:\n\(problems)")
        }
    }

    func testJUnitValidatorRejectsTwoFailuresInOneTestCase() {
        let invalid = """
            <?xml version="1.0" encoding="utf-8"?>
            <testsuites><testsuite package="p" id="0" name="n" timestamp="2024-01-01T00:00:00" hostname="h" tests="1" \
            failures="2" errors="0" time="0"><properties/><testcase classname="c" name="n" time="0">\
            <failure type="warning"/><failure type="warning"/></testcase><system-out/><system-err/></testsuite></testsuites>
            """
        XCTAssertNotNil(xmlProblems(invalid, schema: Self.junitSchema))
    }

    func testCheckstyleIsWellFormedAndKeepsMessagesIntact() throws {
        let report = realisticReport()
        let checkstyle = CheckstyleReporter.render(report)
        if let problems = xmlProblems(checkstyle, schema: nil) {
            XCTFail("Checkstyle output is not well-formed:\n\(problems)")
        }
        // xmllint reads back the attribute exactly, line break and tab included.
        let folder = TemporaryDirectory()
        let path = folder.write("checkstyle.xml", checkstyle)
        let hostile = try XCTUnwrap(report.findings.first { $0.ruleID == "made-up-rule" })
        let expected = hostile.message.replacingOccurrences(of: "\u{1}", with: "\u{FFFD}")
        let result = run([
            "xmllint", "--xpath", "string(//error[@source='behavior-lint.rules.made-up-rule']/@message)", path,
        ])
        XCTAssertEqual(result?.status, 0, result?.output ?? "")
        XCTAssertEqual(result?.output, expected + "\n", "xmllint ends the value with a line break")
    }
}
