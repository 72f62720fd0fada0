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

    /// A push covers the screen whose own navigation controller makes it, whatever the pushed
    /// screen's type, and so does `show(_:sender:)`, which a navigation controller carries out as a
    /// push; a push onto another stack, or a `show` of another object's, does not cover it.
    func testAScreenThatPushesAScreenOfAnyTypeOntoItsOwnStackAppearsAgain() {
        let index = project(
            """
            final class FeedViewController: UIViewController {
                func open(_ item: Item) {
                    navigationController?.pushViewController(router.makeDetail(for: item), animated: true)
                }
            }
            class KTableViewController: UITableViewController {
                func show(_ identifier: SegueIdentifier, sender: Any?) {
                    guard let destination = makeDestination(for: identifier) else { return }
                    self.show(destination, sender: sender)
                }
            }
            final class ProfileViewController: KTableViewController {}
            final class LauncherViewController: UIViewController {
                func start(_ flow: UIViewController) {
                    otherNavigationController.pushViewController(flow, animated: true)
                    hud.show(flow, sender: self)
                }
            }
            """)
        for name in ["FeedViewController", "KTableViewController", "ProfileViewController"] {
            XCTAssertTrue(Reappearance.isKnown(for: name, project: index), name)
        }
        XCTAssertFalse(Reappearance.isKnown(for: "LauncherViewController", project: index))
    }

    /// A screen that presents another full screen is covered whole and shown again when it is
    /// dismissed; a sheet (the default style) leaves it on screen. A search controller's results
    /// screen appears on each search.
    func testAFullScreenPresenterAndASearchResultsScreenAppearAgain() {
        let index = project(
            """
            final class PlayerViewController: UIViewController {
                func showComments() {
                    let comments = CommentsViewController()
                    comments.modalPresentationStyle = .fullScreen
                    present(comments, animated: true)
                }
            }
            final class ReaderViewController: UIViewController {
                func showNotes() {
                    let notes = NotesViewController()
                    notes.modalPresentationStyle = UIModalPresentationStyle.fullScreen
                    present(notes, animated: true)
                }
            }
            final class FormViewController: UIViewController {
                func showHelp() {
                    let help = HelpViewController()
                    help.modalPresentationStyle = .pageSheet
                    present(help, animated: true)
                }
            }
            final class ContactsViewController: UIViewController {
                func makeSearch() -> UISearchController {
                    let results = ContactSearchResultsViewController()
                    return UISearchController(searchResultsController: results)
                }
            }
            final class ContactSearchResultsViewController: UIViewController {}
            final class MembersViewController: UIViewController {
                lazy var searchController: UISearchController = {
                    let results = MemberSearchViewController()
                    let controller = UISearchController(searchResultsController: results)
                    return controller
                }()
                let tagSearch = UISearchController(searchResultsController: TagSearchViewController())
            }
            final class MemberSearchViewController: UIViewController {}
            final class TagSearchViewController: UIViewController {}
            """)
        for name in [
            "PlayerViewController", "ReaderViewController", "ContactSearchResultsViewController",
            "MemberSearchViewController", "TagSearchViewController",
        ] {
            XCTAssertTrue(Reappearance.isKnown(for: name, project: index), name)
        }
        for name in ["FormViewController", "ContactsViewController"] {
            XCTAssertFalse(Reappearance.isKnown(for: name, project: index), name)
        }
    }

    /// A navigation controller's own appear hooks run when the stack appears: pushing onto it, or
    /// being a window's or storyboard's first controller, does not show it again.
    func testANavigationControllerAppearsAgainOnlyAsAChildOrAFullScreenPresenter() {
        let index = project(
            """
            final class SetupNavigationController: UINavigationController {
                func next() { pushViewController(StepViewController(), animated: true) }
            }
            final class StepViewController: UIViewController {}
            final class Launcher {
                func start(window: UIWindow) { window.rootViewController = SetupNavigationController() }
            }
            final class PlayerNavigationController: UINavigationController {
                func showComments() {
                    let comments = CommentsViewController()
                    comments.modalPresentationStyle = .fullScreen
                    present(comments, animated: true)
                }
            }
            """)
        XCTAssertFalse(Reappearance.isKnown(for: "SetupNavigationController", project: index))
        XCTAssertTrue(Reappearance.isKnown(for: "PlayerNavigationController", project: index))
    }
}
