import XCTest

@testable import BehaviorLintKit

/// Where the defect rules reported, and which of those defects one home for a concern fixes.
final class DefectSitesTests: XCTestCase {
    private func finding(_ rule: String, line: Int) -> Finding {
        Finding(
            ruleID: rule, severity: .warning, path: "A.swift", location: SourceLocation(line: line, column: 9),
            endLocation: SourceLocation(line: line, column: 20), message: "", fingerprintText: "")
    }

    func testEachSiteKnowsItsRuleAndOnlyTheNamedRulesDefectsAreFixedByOneHome() {
        let sites = DefectSites(
            [finding("unbalanced-appearance-change", line: 4), finding("unused-container-delegate", line: 9)],
            oneHomeFixes: ["unbalanced-appearance-change"])
        XCTAssertEqual(sites.rule(at: "A.swift", SourceLocation(line: 9, column: 9)), "unused-container-delegate")
        XCTAssertTrue(sites.isFixedByOneHome(at: "A.swift", SourceLocation(line: 4, column: 9)))
        XCTAssertFalse(sites.isFixedByOneHome(at: "A.swift", SourceLocation(line: 9, column: 9)))
        XCTAssertFalse(sites.isFixedByOneHome(at: "A.swift", SourceLocation(line: 5, column: 9)))
    }

    func testOnlyTheRuleThatPairsAChangeWithItsUndoSaysOneHomeFixesItsDefect() {
        var fixedByOneHome: [String] = []
        for rule in RuleRegistry.all where rule.descriptor.oneHomeFixesDefect {
            fixedByOneHome.append(rule.descriptor.id)
        }
        XCTAssertEqual(fixedByOneHome, ["unbalanced-appearance-change"])
    }
}
