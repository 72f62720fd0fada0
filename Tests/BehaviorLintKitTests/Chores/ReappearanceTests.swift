import XCTest

@testable import BehaviorLintKit

/// A screen appears again when something it shows is taken away: a screen it pushes popped, a tab
/// or page switched back to. One nothing is known to cover appears once.
final class ReappearanceTests: XCTestCase {
    private func project(_ source: String) -> ProjectIndex {
        ProjectIndex(
            files: [Scanner.summarize(bytes: Array(source.utf8), path: "Screens.swift")], configuration: .defaults)
    }

    private let screens = """
        final class DetailViewController: UIViewController {}
        final class SheetViewController: UIViewController {}
        class BaseListViewController: UIViewController {}
        final class ListViewController: BaseListViewController {
            func open() { navigationController?.pushViewController(DetailViewController(), animated: true) }
        }
        final class HomeViewController: UIViewController {
            func start() -> UINavigationController { UINavigationController(rootViewController: HomeViewController()) }
            func present() { present(SheetViewController(), animated: true) }
        }
        final class PagesViewController: UIViewController {
            func add() { addChild(PageViewController()) }
        }
        final class PageViewController: UIViewController {}
        """

    func testAScreenThatPushesItsFamilyARootOrAChildAppearsAgain() {
        let index = project(screens)
        for name in ["ListViewController", "BaseListViewController", "HomeViewController", "PageViewController"] {
            XCTAssertTrue(Reappearance.isKnown(for: name, project: index), name)
        }
    }

    func testAScreenNothingIsKnownToCoverAppearsOnce() {
        let index = project(screens)
        for name in ["DetailViewController", "SheetViewController", "PagesViewController"] {
            XCTAssertFalse(Reappearance.isKnown(for: name, project: index), name)
        }
    }
}
