import XCTest

@testable import BehaviorLintKit

/// The order findings are reported in.
final class FindingTests: XCTestCase {
    private func finding(_ path: String, line: Int, rule: String, message: String) -> Finding {
        Finding(
            ruleID: rule, severity: .warning, path: path, location: SourceLocation(line: line, column: 9),
            endLocation: SourceLocation(line: line, column: 20), message: message, fingerprintText: message)
    }

    /// File, line, column, rule, then message: two concerns anchored at one statement come out in
    /// one order whatever order the rules made them in.
    func testReportOrderIsTotalOverPlaceRuleAndMessage() {
        let ordered = [
            finding(
                "A.swift", line: 4, rule: "observer-lifecycle", message: "4 screens add a NotificationCenter observer"),
            finding(
                "A.swift", line: 4, rule: "observer-lifecycle", message: "4 screens add observers through a helper"),
            finding("A.swift", line: 4, rule: "unbalanced-appearance-change", message: "adds an observer"),
            finding("A.swift", line: 7, rule: "lifecycle-super-call", message: "misses super"),
            finding("B.swift", line: 1, rule: "lifecycle-super-call", message: "misses super"),
        ]
        for shuffled in [ordered.reversed(), [ordered[1], ordered[4], ordered[0], ordered[3], ordered[2]]] {
            XCTAssertEqual(
                shuffled.sorted(by: Finding.reportOrder).map { "\($0.path):\($0.location.line) \($0.message)" },
                ordered.map { "\($0.path):\($0.location.line) \($0.message)" })
        }
    }
}
