import XCTest

@testable import BehaviorLintKit

/// Code that takes objects of a kind out of the screen again, wherever the screen's class does it,
/// and project views that take themselves out.
final class HierarchyRemovalTests: XCTestCase {
    private func project(_ source: String) -> ProjectIndex {
        ProjectIndex(
            files: [Scanner.summarize(bytes: Array(source.utf8), path: "Screen.swift")], configuration: .defaults)
    }

    /// The kinds the statements of `body`, a screen's `viewWillAppear(_:)`, take out, one set per statement.
    private func kinds(_ body: String) -> [[String]] {
        let index = project(
            "final class ScreenViewController: UIViewController {\n    override func viewWillAppear(_ animated: Bool) {\n"
                + body + "\n    }\n}\n")
        return index.lifecycleOverrides(ofClass: "ScreenViewController")[0].syntaxes.map {
            HierarchyRemoval.kinds(in: $0).map(\.noun).sorted()
        }
    }

    /// A view taken out of its superview takes the constraints that hold it along, and so does a
    /// layout guide taken out of its view.
    func testRemovalCallsAndAssignmentsByKindInAnyClosure() {
        XCTAssertEqual(
            kinds(
                """
                view.subviews.forEach { $0.removeFromSuperview() }
                gradient?.removeFromSuperlayer()
                view.layer.sublayers = nil
                child.removeFromParent()
                view.removeGestureRecognizer(tap)
                NSLayoutConstraint.deactivate(old)
                top.isActive = false
                top.isActive = true
                view.removeFromSuperview
                view.removeLayoutGuide(guide)
                button.gestureRecognizers?.removeAll()
                button.gestureRecognizers = nil
                """),
            [
                ["layout constraints", "view"], ["layer"], ["layer"], ["child view controller"], ["gesture recognizer"],
                ["layout constraints"], ["layout constraints"], [], [], ["layout constraints"],
                ["gesture recognizer"], ["gesture recognizer"],
            ])
    }

    func testAnyMethodOfTheClassOrItsProjectSuperclassesCounts() {
        let index = project(
            """
            class BaseViewController: UIViewController {
                func hideLoader() { view.viewWithTag(7)?.removeFromSuperview() }
            }
            final class ScreenViewController: BaseViewController {
                deinit { tap.map { view.removeGestureRecognizer($0) } }
            }
            final class OtherViewController: UIViewController {}
            final class FormViewController: UIViewController {
                override func viewWillDisappear(_ animated: Bool) {
                    super.viewWillDisappear(animated)
                    field.gestureRecognizers?.removeAll()
                }
            }
            """)
        XCTAssertEqual(
            HierarchyRemoval.kinds(inClass: "ScreenViewController", project: index).map(\.noun).sorted(),
            ["gesture recognizer", "layout constraints", "view"])
        XCTAssertEqual(HierarchyRemoval.kinds(inClass: "OtherViewController", project: index), [])
        XCTAssertEqual(
            HierarchyRemoval.kinds(inClass: "FormViewController", project: index).map(\.noun), ["gesture recognizer"],
            "a list emptied in a lifecycle hook")
    }

    func testAProjectViewThatTakesItselfOut() {
        let index = project(
            """
            class ToastView: UIView {
                func show() { UIView.animate(withDuration: 1) { self.alpha = 0 } completion: { _ in self.removeFromSuperview() } }
            }
            final class ErrorToastView: ToastView {}
            final class BadgeView: UIView {
                func clear() { subviews.forEach { $0.removeFromSuperview() } }
            }
            """)
        XCTAssertTrue(HierarchyRemoval.removesItself("ToastView", project: index))
        XCTAssertTrue(HierarchyRemoval.removesItself("ErrorToastView", project: index), "through its superclass")
        XCTAssertFalse(HierarchyRemoval.removesItself("BadgeView", project: index), "it takes out its subviews")
        XCTAssertFalse(HierarchyRemoval.removesItself("UILabel", project: index))
    }
}
