import XCTest

@testable import BehaviorLintKit

/// Where a class undoes a change to shared chrome before another screen can see it.
final class ChromeRestoresTests: XCTestCase {
    private func shownOnceAppeared(_ didAppear: String) -> Set<String> {
        let source = """
            final class PreviewViewController: UIViewController {
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
            \(didAppear)
                }
            }
            """
        let project = ProjectIndex(
            files: [Scanner.summarize(bytes: Array(source.utf8), path: "Preview.swift")], configuration: .defaults)
        return ChromeRestores.barsShownOnceAppeared(ofClass: "PreviewViewController", project: project)
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
}
