import XCTest

@testable import BehaviorLintKit

/// Statements of one shape do the same thing with other values: literals and enum cases are what
/// differs between copies; names, calls and labels are what makes them copies.
final class StatementShapeTests: XCTestCase {
    private func shape(_ statement: String) -> String {
        let summary = Scanner.summarize(
            bytes: Array("class A: UIViewController {\n override func viewDidLoad() {\n\(statement)\n }\n}\n".utf8),
            path: "A.swift")
        return StatementShape.text(of: summary.syntax(summary.functions[0].statements[0]))
    }

    func testLiteralsAndEnumCasesAreAbstractedAndSelfDropped() {
        XCTAssertEqual(shape("Analytics.track(.home)"), shape("self.Analytics.track(.settings)"))
        XCTAssertEqual(
            shape(#"Analytics.track(screen: "home", count: 1)"#), shape(#"Analytics.track(screen: "x", count: 2.5)"#))
        XCTAssertEqual(shape("analytics.send(.homeOpened)"), "analytics.send(.<case>)")
    }

    func testNamesLabelsAndMembersOfAValueAreKept() {
        XCTAssertNotEqual(shape("analytics.send(.home)"), shape("tracker.send(.home)"))
        XCTAssertNotEqual(shape("Analytics.track(screen: .home)"), shape("Analytics.track(event: .home)"))
        XCTAssertNotEqual(shape("setHidden(a.b)"), shape("setHidden(a.c)"), "a member of a value is no enum case")
        XCTAssertNotEqual(
            shape("setNavigationBarHidden(true, animated: true)"),
            shape("setNavigationBarHidden(false, animated: true)"))
    }
}
