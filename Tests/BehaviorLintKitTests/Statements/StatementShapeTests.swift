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

    /// A value any screen can pass given a property of the shared bar is the behavior's parameter,
    /// whatever expression it is; one naming the screen's own members (or the statement's) is not.
    func testAValueAnyScreenCanPassToABarPropertyIsAbstracted() {
        let attributes = "navigationController?.navigationBar.titleTextAttributes = "
        XCTAssertEqual(
            shape(attributes + "[.font: UIFont.systemFont(ofSize: 17), .foregroundColor: UIColor.white]"),
            shape(attributes + "[.font: Fonts.title]"))
        XCTAssertEqual(
            shape(attributes + "[.font: Fonts.title]"),
            "navigationController?.navigationBar.titleTextAttributes=<value>")
        XCTAssertEqual(
            shape("navigationController?.navigationBar.shadowImage = UIImage()"),
            shape("navigationController?.navigationBar.shadowImage = Images.clear"))
        XCTAssertNotEqual(shape(attributes + "[.font: titleFont]"), shape(attributes + "[.font: Fonts.title]"))
        XCTAssertNotEqual(shape(attributes + "[.font: self.font]"), shape(attributes + "[.font: Fonts.title]"))
        XCTAssertNotEqual(
            shape("view.backgroundColor = UIColor.black"), shape("view.backgroundColor = Colors.background"),
            "the screen's own view is no shared bar")
    }

    func testSelfCastToWhatItConformsToIsSelf() {
        let delegate = "navigationController?.interactivePopGestureRecognizer?.delegate = "
        XCTAssertEqual(shape(delegate + "self as UIGestureRecognizerDelegate"), shape(delegate + "self"))
        XCTAssertEqual(shape(delegate + "self as? UIGestureRecognizerDelegate"), shape(delegate + "self"))
        XCTAssertNotEqual(shape(delegate + "other as UIGestureRecognizerDelegate"), shape(delegate + "self"))
    }
}
