import XCTest

@testable import BehaviorLintKit

/// Where a class undoes a change to shared chrome before another screen can see it.
final class ChromeRestoresTests: XCTestCase {
    /// The bars `read` finds shown again by a screen whose `hook` holds `statement`.
    private func shown(
        _ statement: String, in hook: String,
        _ read: (String, ProjectIndex) -> Set<String>
    ) -> Set<String> {
        let source = """
            final class PreviewViewController: UIViewController {
                override func \(hook)(_ animated: Bool) {
                    super.\(hook)(animated)
            \(statement)
                }
            }
            """
        let project = ProjectIndex(
            files: [Scanner.summarize(bytes: Array(source.utf8), path: "Preview.swift")], configuration: .defaults)
        return read("PreviewViewController", project)
    }

    private func shownOnceAppeared(_ didAppear: String) -> Set<String> {
        shown(didAppear, in: "viewDidAppear") { ChromeRestores.barsShownOnceAppeared(ofClass: $0, project: $1) }
    }

    func testABarShownAgainByAStatementThatAlwaysRunsIsShownOnceAppeared() {
        XCTAssertEqual(
            shownOnceAppeared("navigationController?.navigationBar.isHidden = false"), ["hidden navigation bar"])
        XCTAssertEqual(
            shownOnceAppeared("navigationController?.setNavigationBarHidden(false, animated: true)"),
            ["hidden navigation bar"])
        XCTAssertEqual(shownOnceAppeared("tabBarController?.tabBar.isHidden = false"), ["hidden tab bar"])
    }

    func testAShowThatMayNotRunOrAHideIsNot() {
        XCTAssertEqual(
            shownOnceAppeared("if isExpanded {\nnavigationController?.navigationBar.isHidden = false\n}"), [],
            "only sometimes")
        XCTAssertEqual(shownOnceAppeared("navigationController?.navigationBar.isHidden = true"), [], "hidden again")
        XCTAssertEqual(
            shownOnceAppeared("navigationController?.setNavigationBarHidden(isFullscreen, animated: true)"), [],
            "a value that may hide it")
        XCTAssertEqual(
            shownOnceAppeared("navigationController?.setToolbarHidden(false, animated: true)"), [],
            "showing the toolbar is itself the change that lasts")
    }

    private func restored(_ files: [String: String]) -> Set<String> {
        let summaries = files.sorted { $0.key < $1.key }.map {
            Scanner.summarize(bytes: Array($0.value.utf8), path: $0.key)
        }
        let project = ProjectIndex(files: summaries, configuration: .defaults)
        return ChromeRestores.restoredStates(ofClass: "PaymentViewController", project: project)
    }

    func testTheSwipeBackSwitchIsTheNavigationControllersGesture() {
        XCTAssertTrue(
            ChromeRestores.isSwipeBackSwitch(["navigationController", "interactivePopGestureRecognizer", "isEnabled"]))
        XCTAssertFalse(ChromeRestores.isSwipeBackSwitch(["panGesture", "isEnabled"]), "another recognizer")
        XCTAssertFalse(
            ChromeRestores.isSwipeBackSwitch(["navigationController", "interactivePopGestureRecognizer", "delegate"]),
            "its delegate, not whether it is on")
    }

    func testADisappearHookSwitchingTheSwipeBackOnRestoresIt() {
        let screen = """
            final class PaymentViewController: UIViewController {
                override func viewWillDisappear(_ animated: Bool) {
                    super.viewWillDisappear(animated)
                    navigationController?.interactivePopGestureRecognizer?.isEnabled = true
                }
            }
            """
        XCTAssertEqual(restored(["Payment.swift": screen]), [ChromeRestores.swipeBackState])
    }

    func testAProjectExtensionOfUIViewControllerRestoresForEveryScreenThatCallsIt() {
        let screen = """
            final class PaymentViewController: UIViewController {
                override func viewWillDisappear(_ animated: Bool) {
                    super.viewWillDisappear(animated)
                    enableSwipeBack()
                }
            }
            """
        let helper = """
            extension UIViewController {
                func enableSwipeBack() {
                    navigationController?.interactivePopGestureRecognizer?.isEnabled = true
                }
            }
            """
        XCTAssertEqual(
            restored(["Payment.swift": screen, "Support/UIViewController+SwipeBack.swift": helper]),
            [ChromeRestores.swipeBackState])
        XCTAssertEqual(
            restored(["Payment.swift": screen]), [], "a call of nothing the project declares restores nothing")
    }

    private func shownOnceDisappeared(_ didDisappear: String) -> Set<String> {
        shown(didDisappear, in: "viewDidDisappear") {
            ChromeRestores.barsShownOnceDisappeared(ofClass: $0, project: $1)
        }
    }

    func testOnlyABarShownAgainInViewDidDisappearIsShownOnceDisappeared() {
        XCTAssertEqual(
            shownOnceDisappeared("navigationController?.isNavigationBarHidden = false"), ["hidden navigation bar"])
        XCTAssertEqual(shownOnceDisappeared("navigationController?.isNavigationBarHidden = true"), [], "hidden again")
        XCTAssertEqual(
            shownOnceDisappeared("navigationController?.setNavigationBarHidden(isEditing, animated: true)"), [],
            "a value that may hide it")
    }
}
