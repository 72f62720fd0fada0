import XCTest

@testable import BehaviorLintKit

/// A disappear hook's statement that runs only when UIKit says the screen leaves, or asks whether
/// it is still on its stack, is not made on every disappearance.
final class LeavingForGoodTests: XCTestCase {
    /// Whether the last statement of a `viewDidDisappear(_:)` made of `statements` runs only so.
    private func holds(_ statements: String...) -> Bool {
        let source = """
            final class ScreenViewController: UIViewController {
                override func viewDidDisappear(_ animated: Bool) {
                    \(statements.joined(separator: "\n"))
                }
            }
            """
        let project = ProjectIndex(
            files: [Scanner.summarize(bytes: Array(source.utf8), path: "Screen.swift")], configuration: .defaults)
        let syntaxes = project.lifecycleOverrides(ofClass: "ScreenViewController")[0].syntaxes
        return LeavingForGood.holds(statement: syntaxes.count - 1, of: syntaxes)
    }

    func testAStatementUnderUIKitsAnswerToWhetherTheScreenLeavesRunsOnlyThen() {
        XCTAssertTrue(holds("if isMovingFromParent { NotificationCenter.default.removeObserver(self) }"))
        XCTAssertTrue(holds("if self.isBeingDismissed || isMovingFromParent { stop() }"))
        XCTAssertTrue(
            holds(
                "if (self.navigationController?.viewControllers.contains(self) ?? false) == false { NotificationCenter.default.removeObserver(self) }"
            ))
        XCTAssertTrue(
            holds("guard isMovingFromParent else { return }", "NotificationCenter.default.removeObserver(self)"))
    }

    func testAStatementOnceTheScreenHasLeftItsContainerRunsOnlyThen() {
        XCTAssertTrue(holds("if parent == nil { cleanup() }"))
        XCTAssertTrue(holds("if self.navigationController == nil { NotificationCenter.default.removeObserver(self) }"))
        XCTAssertTrue(holds("guard parent == nil else { return }", "NotificationCenter.default.removeObserver(self)"))
    }

    func testAContainerThatIsStillThereOrAnotherObjectsIsNot() {
        XCTAssertFalse(holds("if parent != nil { cleanup() }"), "still in its container")
        XCTAssertFalse(holds("if player.parent == nil { cleanup() }"), "another object's parent")
        XCTAssertFalse(holds("if navigationController?.topViewController == nil { cleanup() }"))
    }

    func testAnyOtherStatementRunsOnEveryDisappearance() {
        XCTAssertFalse(holds("NotificationCenter.default.removeObserver(self)"))
        XCTAssertFalse(holds("if animated { NotificationCenter.default.removeObserver(self) }"))
        XCTAssertFalse(holds("if items.contains(self) { stop() }"), "not the stack's screens")
        XCTAssertFalse(
            holds("guard isViewLoaded else { return }", "NotificationCenter.default.removeObserver(self)"))
    }
}
