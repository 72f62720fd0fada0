import Foundation
import XCTest

@testable import BehaviorLintKit

/// `--reporter ID[:PATH]`, the registry, and the defaults the lint command relies on.
final class ReporterSelectionTests: XCTestCase {
    func testRegistryListsTheReportersOfTheCLIDesign() {
        XCTAssertEqual(
            ReporterRegistry.ids,
            ["xcode", "github", "sarif", "gitlab", "checkstyle", "junit", "json", "summary", "html"])
        for reporter in ReporterRegistry.all {
            XCTAssertFalse(reporter.summary.isEmpty, reporter.id)
            XCTAssertFalse(reporter.summary.contains("\n"), reporter.id)
            XCTAssertTrue(ReporterRegistry.helpText.contains("  \(reporter.id)  "), reporter.id)
        }
    }

    func testParse() {
        XCTAssertEqual(try ReporterSelection.parse("sarif").get(), ReporterSelection(id: "sarif"))
        XCTAssertEqual(
            try ReporterSelection.parse("sarif:out.sarif").get(),
            ReporterSelection(id: "sarif", outputPath: "out.sarif"))
        XCTAssertEqual(
            try ReporterSelection.parse("junit:reports/a:b.xml").get(),
            ReporterSelection(id: "junit", outputPath: "reports/a:b.xml"), "the id ends at the first colon")
        let github = try? ReporterSelection.parse("github").get()
        XCTAssertEqual(github.map { ObjectIdentifier($0.reporter) }, ObjectIdentifier(GitHubReporter.self))
    }

    func testParseFailures() {
        func failure(_ text: String) -> String? {
            if case .failure(let error) = ReporterSelection.parse(text) { return error.description }
            return nil
        }
        XCTAssertEqual(
            failure("sarf"),
            "unknown reporter 'sarf' (did you mean 'sarif'?); reporters: "
                + "xcode, github, sarif, gitlab, checkstyle, junit, json, summary, html")
        XCTAssertEqual(
            failure("pdf:out.pdf"),
            "unknown reporter 'pdf'; reporters: "
                + "xcode, github, sarif, gitlab, checkstyle, junit, json, summary, html")
        XCTAssertEqual(
            failure(""),
            "missing reporter name; reporters: xcode, github, sarif, gitlab, checkstyle, junit, json, summary, html")
        XCTAssertEqual(failure("json:"), "missing output path after 'json:'")
        XCTAssertNotNil(failure("SARIF"), "ids are exact")
    }

    func testDefaultIsGitHubInsideGitHubActions() {
        XCTAssertEqual(ReporterRegistry.defaultID(environment: ["GITHUB_ACTIONS": "true"]), "github")
        XCTAssertEqual(ReporterRegistry.defaultID(environment: ["GITHUB_ACTIONS": "false"]), "xcode")
        XCTAssertEqual(ReporterRegistry.defaultID(environment: [:]), "xcode")
    }

    func testDefaultReportDescribesEveryRegisteredRule() {
        let report = LintReport(findings: [], files: ["b.swift", "a.swift", "a.swift"], elapsedSeconds: 0)
        XCTAssertEqual(report.files, ["a.swift", "b.swift"], "sorted, without duplicates")
        let ids = report.rules.map { $0.id }
        for id in RuleRegistry.ids { XCTAssertTrue(ids.contains(id), id) }
        XCTAssertTrue(ids.contains("unreadable-file"))
        XCTAssertFalse(report.hostname.isEmpty)
        XCTAssertEqual(report.toolVersion, ToolVersion.current)
    }

    func testEveryReporterEndsWithALineBreakAndSortsFindings() {
        let shuffled = ReporterFixtures.findings.reversed() as [Finding]
        let report = ReporterFixtures.report(findings: shuffled)
        XCTAssertEqual(report.findings, ReporterFixtures.report().findings, "LintReport sorts in report order")
        for reporter in ReporterRegistry.all {
            let output = reporter.render(report)
            XCTAssertTrue(output.hasSuffix("\n"), reporter.id)
            XCTAssertEqual(output, reporter.render(ReporterFixtures.report()), "\(reporter.id) is deterministic")
        }
    }
}
