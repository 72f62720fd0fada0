import XCTest

@testable import BehaviorLintKit

/// A project superclass's hook whose whole work the subclass's override does again is no work the
/// subclass loses by skipping it.
final class OverwrittenSuperWorkTests: XCTestCase {
    private func holds(base: String, screen: String, above: String = "UIViewController") -> Bool {
        let source = """
            class BaseViewController: \(above) {
                override func viewDidLoad() {
            \(base)
                }
            }

            final class ScreenViewController: BaseViewController {
                override func viewDidLoad() {
            \(screen)
                }
            }
            """
        let project = ProjectIndex(
            files: [Scanner.summarize(bytes: Array(source.utf8), path: "Screens.swift")], configuration: .defaults)
        let override = project.lifecycleOverrides(ofClass: "ScreenViewController")[0]
        return OverwrittenSuperWork.holds(override: override, implementer: "BaseViewController", project: project)
    }

    func testABaseThatOnlySetsWhatTheScreenSetsAgainIsOverwritten() {
        XCTAssertTrue(
            holds(
                base: "super.viewDidLoad()\nview.backgroundColor = Colors.background",
                screen: "view.backgroundColor = .systemGray\ntitle = \"Debug\""))
    }

    func testWorkTheScreenDoesNotRedoIsKept() {
        XCTAssertFalse(
            holds(
                base: "super.viewDidLoad()\nview.backgroundColor = Colors.background\ntitle = \"Home\"",
                screen: "view.backgroundColor = .systemGray"), "the title is set by the base only")
        XCTAssertFalse(
            holds(base: "view.backgroundColor = Colors.background\nsetUpBar()", screen: "view.backgroundColor = .red"),
            "a call is work of its own")
        XCTAssertFalse(
            holds(
                base: "view.backgroundColor = Colors.background",
                screen: "if isDark { view.backgroundColor = .black }"), "set on one path only")
    }

    func testABaseWhoseSuperReachesALibrarysWorkIsKept() {
        XCTAssertFalse(
            holds(
                base: "super.viewDidLoad()\nview.backgroundColor = Colors.background",
                screen: "view.backgroundColor = .systemGray", above: "FormViewController"))
    }
}
