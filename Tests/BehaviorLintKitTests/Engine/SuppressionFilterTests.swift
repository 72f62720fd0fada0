import XCTest

@testable import BehaviorLintKit

/// In-source suppressions: which findings they hide, and which comments are reported as unused.
final class SuppressionFilterTests: XCTestCase {
    private let filter = SuppressionFilter(
        knownRuleIDs: ["screen-tracking", "nav-bar-visibility", "slow-array-concat"],
        enabledRuleIDs: ["screen-tracking", "nav-bar-visibility"], unusedSeverity: .warning)

    private func finding(_ rule: String, line: Int) -> Finding {
        let location = SourceLocation(line: line, column: 5)
        return Finding(
            ruleID: rule, severity: .warning, path: "A.swift", location: location, endLocation: location,
            message: "m", fingerprintText: "\(line)")
    }

    private func suppressions(_ source: String) -> [SuppressionComment] {
        Scanner.summarize(bytes: Array(source.utf8), path: "A.swift").suppressions
    }

    private func apply(_ source: String, _ findings: [Finding]) -> [String] {
        filter.apply(to: findings, suppressions: suppressions(source), path: "A.swift", lineCount: 20)
            .map { "\($0.ruleID)@\($0.location.line)" }
    }

    func testDisableAndEnableBoundARegion() {
        let source = """
            // behavior-lint:disable screen-tracking -- legacy
            a
            // behavior-lint:enable screen-tracking
            b
            """
        XCTAssertEqual(
            apply(
                source,
                [
                    finding("screen-tracking", line: 2), finding("screen-tracking", line: 4),
                    finding("nav-bar-visibility", line: 2),
                ]),
            ["screen-tracking@4", "nav-bar-visibility@2"])
    }

    func testDisableWithoutEnableRunsToTheEndOfTheFile() {
        XCTAssertEqual(apply("// behavior-lint:disable all\n", [finding("screen-tracking", line: 19)]), [])
    }

    func testNextLineAndSameLine() {
        let source = """
            // behavior-lint:disable-next-line screen-tracking
            a
            b // behavior-lint:disable-line nav-bar-visibility
            """
        XCTAssertEqual(
            apply(
                source,
                [
                    finding("screen-tracking", line: 2), finding("screen-tracking", line: 3),
                    finding("nav-bar-visibility", line: 3),
                ]),
            ["screen-tracking@3"])
    }

    func testUnusedSuppressionsAreReported() {
        let source = """
            // behavior-lint:disable-next-line screen-tracking
            a
            // behavior-lint:disable-line nav-bar-visibilty
            // behavior-lint:disable-line slow-array-concat
            """
        let result = filter.apply(to: [], suppressions: suppressions(source), path: "A.swift", lineCount: 4)
        XCTAssertEqual(result.map { $0.location.line }, [1, 3], "a rule that did not run is not called unused")
        XCTAssertEqual(result[0].ruleID, "unused-suppression")
        XCTAssertEqual(
            result.map(\.message),
            [
                "This disable-next-line comment suppresses nothing: remove it",
                "Suppression names unknown rule 'nav-bar-visibilty' — did you mean 'nav-bar-visibility'?",
            ])
    }

    func testUnusedSuppressionCanBeTurnedOff() {
        let quiet = SuppressionFilter(knownRuleIDs: [], enabledRuleIDs: [], unusedSeverity: .off)
        XCTAssertEqual(
            quiet.apply(
                to: [], suppressions: suppressions("// behavior-lint:disable all\n"), path: "A.swift", lineCount: 1
            ).count, 0)
    }
}
