import XCTest

@testable import BehaviorLintKit

/// `nav-bar-appearance` is specified by its examples (Rules/nav-bar-appearance.md), and by what
/// they do not pin down: how a pair's halves stay together.
final class NavBarAppearanceRuleTests: XCTestCase {
    func testSpecExamples() throws {
        try assertSpecExamples(NavBarAppearanceRule.self)
    }

    func testSpecFixes() throws {
        try assertSpecFixes(NavBarAppearanceRule.self)
    }

    /// The restore runs before a call back into the host, which a behavior would reorder: it
    /// stays, and so does the apply it restores, saying which line holds it.
    func testAnApplyWhoseRestoreMustStayIsNotFixableEither() {
        let source = """
            final class ListViewController: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    navigationController?.navigationBar.shadowImage = UIImage()
                }

                override func viewDidDisappear(_ animated: Bool) {
                    super.viewDidDisappear(animated)
                    navigationController?.navigationBar.shadowImage = nil
                    stopObserving()
                }

                func stopObserving() {}
            }

            """
        let findings = LintEngine.lint(
            [(path: "A.swift", bytes: Array(source.utf8))], configuration: .only("nav-bar-appearance"))
        XCTAssertEqual(findings.map { $0.location.line }, [4, 9])
        XCTAssertEqual(findings.map { $0.fixable }, [false, false])
        XCTAssertTrue(
            findings[0].message.hasSuffix("; its other half (line 9) cannot move, so this stays with it"),
            findings[0].message)
        XCTAssertTrue(findings[1].message.contains("runs before `stopObserving()`"), findings[1].message)
    }
}
