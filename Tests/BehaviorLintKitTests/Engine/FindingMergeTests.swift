import XCTest

@testable import BehaviorLintKit

/// One statement, one finding: rules that see the same statement share a finding that keeps every
/// rule's id and message, led by the first in catalogue order (defects first); a concern's finding,
/// which stands for every copy, keeps its own.
final class FindingMergeTests: XCTestCase {
    private func finding(
        _ rule: String, line: Int = 3, verdict: FixVerdict = .notFixable([.noSafeRewrite]),
        severity: Severity = .warning
    ) -> Finding {
        Finding(
            ruleID: rule, severity: severity, path: "A.swift", location: SourceLocation(line: line, column: 9),
            endLocation: SourceLocation(line: line, column: 40), message: rule + " says so", hostClass: "A",
            hook: "viewWillAppear", verdict: verdict, fingerprintText: rule)
    }

    func testAStatementTwoRulesSeeIsOneFindingLedByTheDefectAndFixedOnlyIfFixingResolvesBoth() {
        let merged = FindingMerge.merged([
            finding("slow-array-concat", verdict: .fixable), finding("unbalanced-appearance-change"),
        ])
        XCTAssertEqual(merged.count, 1)
        XCTAssertEqual(merged[0].ruleID, "unbalanced-appearance-change")
        XCTAssertEqual(merged[0].otherRuleIDs, ["slow-array-concat"])
        XCTAssertEqual(merged[0].ruleIDList, "unbalanced-appearance-change, slow-array-concat")
        XCTAssertEqual(merged[0].verdict, .notFixable([.stillReportedBy(rule: "unbalanced-appearance-change")]))
        XCTAssertEqual(
            merged[0].message,
            "unbalanced-appearance-change says so; slow-array-concat: slow-array-concat says so "
                + "(not fixed while unbalanced-appearance-change reports it)")
    }

    func testTheMostSevereSeverityWins() {
        let merged = FindingMerge.merged([
            finding("unbalanced-appearance-change"), finding("behavior-attach-site", severity: .error),
        ])
        XCTAssertEqual(merged.map(\.severity), [.error])
    }

    func testFindingsOfDifferentStatementsStayApart() {
        XCTAssertEqual(
            FindingMerge.merged([finding("unbalanced-appearance-change"), finding("behavior-attach-site", line: 4)])
                .count, 2)
    }

    /// A concern's finding stands at its first copy but speaks for all of them: it is not folded
    /// into a defect of that statement (the defect keeps the copy from moving instead).
    func testAConcernKeepsItsOwnFindingBesideADefectOfItsStatement() {
        var concern = finding("nav-bar-appearance", verdict: .fixable)
        concern.copies = [
            Finding.Copy(
                path: "A.swift", location: concern.location, endLocation: concern.endLocation, hostClass: "A",
                hook: "viewWillAppear", signature: "viewWillAppear(_:)", condition: nil, chore: nil, verdict: .fixable,
                message: "", fingerprint: "x")
        ]
        let merged = FindingMerge.merged([concern, finding("unbalanced-appearance-change")])
        XCTAssertEqual(merged.map(\.ruleIDList), ["nav-bar-appearance", "unbalanced-appearance-change"])
    }

    /// Through a real run: a suppression of one rule removes only that rule's part.
    func testASuppressedRuleLeavesTheOtherOnItsOwn() throws {
        let folder = TemporaryDirectory()
        folder.write(
            "Home.swift",
            """
            final class HomeViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Home"
                }

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    // behavior-lint:disable-next-line unbalanced-appearance-change
                    navigationController?.navigationBar.barTintColor = .red
                }
            }

            """)
        var configuration = RuleConfiguration.defaults.reportingUnrestoredChrome
        configuration.settings["nav-bar-appearance"] = RuleSettings(
            severity: .warning, values: ["min-screens": "1", "min-lines": "1"])
        guard case .success(let result) = LintRun(paths: [folder.path], configuration: configuration).run() else {
            return XCTFail("the folder could not be linted")
        }
        XCTAssertEqual(result.findings.map(\.ruleIDList), ["nav-bar-appearance"])
        XCTAssertEqual(result.findings.first?.copies.map(\.fixable), [true])
    }
}
