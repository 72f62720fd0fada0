import XCTest

@testable import BehaviorLintKit

/// Scripts read why fix leaves a finding by a code that is the reason's case, not its words.
final class FixVerdictCodeTests: XCTestCase {
    func testAReasonsCodeIsItsCaseWithOrWithoutValues() {
        XCTAssertEqual(FixVerdict.Reason.copiesInDifferentBranches.code, "copiesInDifferentBranches")
        XCTAssertEqual(FixVerdict.Reason.baseClass("Base", subclasses: ["A"]).code, "baseClass")
        XCTAssertEqual(FixVerdict.Reason.stillReportedBy(rule: "observer-lifecycle").code, "stillReportedBy")
    }

    func testAStatementThatCannotMoveNamesItsObstacleAfterADot() {
        XCTAssertEqual(
            FixVerdict.Reason.cannotMove(.usesHostMembers(["screenName"])).code, "cannotMove.usesHostMembers")
        XCTAssertEqual(
            FixVerdict.Reason.cannotMove(.containerForwardsAppearance).code, "cannotMove.containerForwardsAppearance")
    }

    func testTheCodeDoesNotDependOnTheValuesTheReasonCarries() {
        XCTAssertEqual(
            FixVerdict.Reason.cannotMove(.usesHostMembers(["a"])).code,
            FixVerdict.Reason.cannotMove(.usesHostMembers(["b", "c"])).code)
    }
}
