import XCTest

@testable import BehaviorLintKit

/// What fix does with each copy of a repeated concern is decided once: a screen's copy moves whole
/// or not at all.
final class ConcernVerdictsTests: XCTestCase {
    /// Three screens that take the swipe-back gesture over on appear and give it up on disappear;
    /// a router empties the gesture's delegate, so no screen's line is a defect of its own.
    private func concern() -> Finding? {
        let screens = ["Bonus", "Documents", "History"].map { name in
            (
                path: name + ".swift",
                bytes: Array(
                    """
                    final class \(name)ViewController: UIViewController, UIGestureRecognizerDelegate {
                        override func viewWillAppear(_ animated: Bool) {
                            super.viewWillAppear(animated)
                            navigationController?.interactivePopGestureRecognizer?.delegate = self
                        }

                        override func viewWillDisappear(_ animated: Bool) {
                            super.viewWillDisappear(animated)
                            navigationController?.interactivePopGestureRecognizer?.delegate = nil
                        }

                        func gestureRecognizer(
                            _ gestureRecognizer: UIGestureRecognizer,
                            shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
                        ) -> Bool { true }
                    }
                    """.utf8)
            )
        }
        let router = (
            path: "Router.swift",
            bytes: Array(
                """
                final class Router {
                    func make(_ root: UIViewController) -> UINavigationController {
                        let navigationController = UINavigationController(rootViewController: root)
                        navigationController.interactivePopGestureRecognizer?.delegate = nil
                        return navigationController
                    }
                }
                """.utf8)
        )
        return LintEngine.lint(screens + [router], configuration: .everyScreen).first {
            $0.ruleID == RepeatedLifecycleConcernRule.descriptor.id
        }
    }

    func testAScreensCopyWithAStatementThatCannotMoveStaysWhole() throws {
        let finding = try XCTUnwrap(concern())
        XCTAssertFalse(finding.fixable)
        XCTAssertEqual(finding.copies.count, 6)
        for copy in finding.copies {
            XCTAssertEqual(
                copy.verdict.reasons.map(\.code),
                copy.hook == "viewWillAppear" ? ["cannotMove.assignsSelf"] : ["restOfCopyStays"],
                "\(copy.hostClass) \(copy.hook ?? "")")
        }
    }
}
