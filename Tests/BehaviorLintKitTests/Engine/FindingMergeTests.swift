import XCTest

@testable import BehaviorLintKit

/// One statement, one finding: rules that see the same statement share a finding that keeps every
/// rule's id and message; a suppression removes only its own rule's part.
final class FindingMergeTests: XCTestCase {
    private func lint(_ body: String, configuration: RuleConfiguration = .defaults) throws -> [Finding] {
        let folder = TemporaryDirectory()
        folder.write(
            "Home.swift",
            """
            final class HomeViewController: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    \(body)
                }
            }

            """)
        guard case .success(let result) = LintRun(paths: [folder.path], configuration: configuration).run() else {
            throw XCTSkip("the folder could not be linted")
        }
        return result.findings
    }

    func testAStatementTwoRulesSeeIsOneFindingLedByTheFixableRuleAndFixedOnlyIfFixingResolvesBoth() throws {
        // Bar styling on appear: nav-bar-appearance offers a behavior, unbalanced-appearance-change
        // sees that nothing restores it. Moving it would hide the leak in a behavior, not end it.
        let findings = try lint("navigationController?.navigationBar.barTintColor = .red")
        XCTAssertEqual(findings.count, 1)
        let finding = findings[0]
        XCTAssertEqual(finding.ruleID, "nav-bar-appearance")
        XCTAssertFalse(finding.fixable)
        XCTAssertTrue(
            finding.message.hasSuffix(" (not fixed while unbalanced-appearance-change reports it)"), finding.message)
        XCTAssertEqual(finding.otherRuleIDs, ["unbalanced-appearance-change"])
        XCTAssertEqual(finding.ruleIDList, "nav-bar-appearance, unbalanced-appearance-change")
        XCTAssertTrue(finding.message.contains("NavigationBarAppearanceBehavior"), finding.message)
        XCTAssertTrue(finding.message.contains("; unbalanced-appearance-change: HomeViewController"), finding.message)
        XCTAssertTrue(finding.message.contains("leaks into the screens shown after this one"), finding.message)
    }

    func testTheMostSevereSeverityWins() throws {
        var configuration = RuleConfiguration.defaults
        configuration.settings["unbalanced-appearance-change"] = RuleSettings(severity: .error)
        let findings = try lint("navigationController?.navigationBar.barTintColor = .red", configuration: configuration)
        XCTAssertEqual(findings.map(\.severity), [.error])
        XCTAssertEqual(findings.map(\.ruleID), ["nav-bar-appearance"])
    }

    func testASuppressedRuleLeavesTheOtherOnItsOwn() throws {
        let findings = try lint(
            """
            // behavior-lint:disable-next-line unbalanced-appearance-change
                    navigationController?.navigationBar.barTintColor = .red
            """)
        XCTAssertEqual(findings.map(\.ruleIDList), ["nav-bar-appearance"])
        XCTAssertFalse(findings[0].message.contains("unbalanced"), findings[0].message)
    }

    func testFindingsOfDifferentStatementsStayApart() {
        let first = Finding(
            ruleID: "nav-bar-appearance", severity: .warning, path: "A.swift",
            location: SourceLocation(line: 3, column: 9),
            endLocation: SourceLocation(line: 3, column: 40), message: "a", hook: "viewWillAppear", fingerprintText: "a"
        )
        var second = first
        second.ruleID = "unbalanced-appearance-change"
        second.endLocation = SourceLocation(line: 4, column: 2)
        XCTAssertEqual(FindingMerge.merged([first, second]).count, 2)
        second.endLocation = first.endLocation
        XCTAssertEqual(FindingMerge.merged([first, second]).count, 1)
    }
}
