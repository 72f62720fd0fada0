import XCTest

@testable import BehaviorLintKit

/// A verdict is fixable, or not with its reasons; several verdicts fold into one, and verdicts
/// survive the result cache.
final class FixVerdictTests: XCTestCase {
    func testFixableUnlessAReason() {
        XCTAssertEqual(FixVerdict.fixable(unless: nil), .fixable)
        XCTAssertEqual(FixVerdict.fixable(unless: .otherHalfStays), .notFixable([.otherHalfStays]))
        XCTAssertTrue(FixVerdict.fixable.isFixable)
        XCTAssertEqual(FixVerdict.fixable.reasons, [])
        XCTAssertFalse(FixVerdict.notFixable([.noSafeRewrite]).isFixable)
    }

    /// A concern is fixable when fix moves one copy; otherwise it stays for every copy's reason, each once.
    func testAnyIsFixableWhenOneIsElseKeepsEveryReasonOnce() {
        let host = FixVerdict.Reason.cannotMove(.usesHostMembers(["title"]))
        XCTAssertEqual(FixVerdict.any([.notFixable([host]), .fixable]), .fixable)
        XCTAssertEqual(
            FixVerdict.any([.notFixable([host]), .notFixable([.otherHalfStays, host])]),
            .notFixable([host, .otherHalfStays]))
    }

    func testVerdictsRoundTripThroughTheCachesCoder() throws {
        let verdicts: [FixVerdict] = [
            .fixable,
            .notFixable([.noSafeRewrite]),
            .notFixable([
                .cannotMove(.runsBefore(statement: "reload()", conflict: .bothActOn("Tracker"), hook: .viewDidAppear)),
                .viewDidLoadStays(.linesRepeatedOnlyBy(["A", "B"])),
                .baseClass("Base", subclasses: ["A"]),
            ]),
        ]
        XCTAssertEqual(try BinaryCoder.decode([FixVerdict].self, from: try BinaryCoder.encode(verdicts)), verdicts)
    }
}
