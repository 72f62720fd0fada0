import XCTest

@testable import BehaviorLintKit

/// What keeps a lifecycle statement in its screen: here, the screen handing itself over as a value
/// a behavior's plain `viewController` could not stand for.
final class StatementMovabilityTests: XCTestCase {
    private func obstacle(_ statement: String) -> MoveObstacle? {
        let source = """
            final class BackupViewController: UIViewController, UIGestureRecognizerDelegate {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    \(statement)
                }
            }
            """
        let project = ProjectIndex(
            files: [Scanner.summarize(bytes: Array(source.utf8), path: "Backup.swift")], configuration: .defaults)
        let hook = project.lifecycleOverrides(ofClass: "BackupViewController")[0]
        return StatementMovability(className: "BackupViewController", project: project).obstacle(
            toMoving: 1, of: hook)
    }

    func testSelfAssignedAsItselfOrCastToAProtocolStays() {
        let delegate = "navigationController?.interactivePopGestureRecognizer?.delegate"
        let path = "navigationController.interactivePopGestureRecognizer.delegate"
        XCTAssertEqual(obstacle(delegate + " = self"), .assignsSelf(to: path))
        XCTAssertEqual(obstacle(delegate + " = self as UIGestureRecognizerDelegate"), .assignsSelf(to: path))
        XCTAssertEqual(obstacle(delegate + " = self as? UIGestureRecognizerDelegate"), .assignsSelf(to: path))
    }

    func testOtherValuesMove() {
        XCTAssertNil(obstacle("navigationController?.interactivePopGestureRecognizer?.delegate = nil"))
        XCTAssertNil(obstacle("navigationController?.navigationBar.tintColor = .white"))
    }
}
