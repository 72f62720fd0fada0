import XCTest

@testable import BehaviorLintKit

/// A bar change leaks only along the ways a screen's chrome goes: forward onto screens it shows,
/// back onto the screens that pushed it. A screen that shows nothing further, pushed only by screens
/// that set the bar again on each appearance, leaks into nothing.
final class ScreenFlowTests: XCTestCase {
    private func project(menu: String, editorExtra: String = "") -> ProjectIndex {
        let source = """
            final class MenuViewController: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    \(menu)
                }
                func open() {
                    let editor = EditorViewController()
                    navigationController?.pushViewController(editor, animated: true)
                }
            }
            final class EditorViewController: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    navigationController?.setToolbarHidden(false, animated: animated)
                }
                \(editorExtra)
            }
            final class PreviewViewController: UIViewController {}

            """
        return ProjectIndex(
            files: LintEngine.summarize([(path: "Screens.swift", bytes: Array(source.utf8))]), configuration: .defaults)
    }

    private let hidesToolbar = "navigationController?.setToolbarHidden(true, animated: animated)"

    func testAPushedVariablesAssignedTypeIsWhatIsPushed() {
        XCTAssertEqual(project(menu: hidesToolbar).pushersOf["EditorViewController"], ["MenuViewController"])
    }

    func testAChangeStaysWithinPushersThatSetTheBarAgain() {
        XCTAssertTrue(
            ScreenFlow.staysWithinRestatingScreens(
                "hidden toolbar", of: "EditorViewController", project: project(menu: hidesToolbar)))
    }

    func testItLeaksWhenAPusherLeavesTheBarAloneOrTheScreenShowsAnother() {
        XCTAssertFalse(
            ScreenFlow.staysWithinRestatingScreens(
                "hidden toolbar", of: "EditorViewController", project: project(menu: "title = nil")))
        let forward = project(
            menu: hidesToolbar,
            editorExtra:
                "func preview() { navigationController?.pushViewController(PreviewViewController(), animated: true) }")
        XCTAssertFalse(
            ScreenFlow.staysWithinRestatingScreens("hidden toolbar", of: "EditorViewController", project: forward))
        XCTAssertFalse(
            ScreenFlow.staysWithinRestatingScreens(
                "hidden toolbar", of: "PreviewViewController", project: project(menu: hidesToolbar)),
            "no known pusher")
    }
}
