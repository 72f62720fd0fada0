import TestSupport
import XCTest

@testable import BehaviorLintKit

/// What the spec examples cannot show: which findings `fix` may take, the notes, and fingerprints.
final class LifecycleSuperCallRuleTests: XCTestCase {
    func testSpecExamples() throws {
        try assertSpecExamples(LifecycleSuperCallRule.self)
    }

    func testSpecFixes() throws {
        try assertSpecFixes(LifecycleSuperCallRule.self)
    }

    private func findings(_ source: String, values: [String: String] = [:]) -> [Finding] {
        LintEngine.lint(
            [(path: "A.swift", bytes: Array(source.utf8))],
            configuration: .only("lifecycle-super-call", values: values))
    }

    /// `super.loadView()` in a `loadView()` wastes a view rather than skipping work: reported with this option.
    private let everyProblem = ["report-empty-super": "true"]

    /// UIKit's transitions pass the change on to the children: skipping them matters where one listens.
    func testATransitionWithoutSuperIsReportedWhereAChildHearsIt() {
        let transition =
            "    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {}\n"
        let screens = [
            "final class Tabs: UITabBarController {\n" + transition + "}\n",
            "class Base: UIViewController {\n    func add() { addChild(Panel()) }\n}\nfinal class Child: Base {\n"
                + transition
                + "}\nfinal class Panel: UIViewController {\n"
                + transition.replacingOccurrences(
                    of: "{}", with: "{ super.viewWillTransition(to: size, with: coordinator) }") + "}\n",
            "final class Holder: UIViewController {\n    func add() { addChild(Quiet()) }\n" + transition
                + "}\nfinal class Quiet: UIViewController {}\n",
            "final class List: UITableViewController {\n" + transition + "}\n",
            "final class Plain: UIViewController {\n" + transition + "}\n",
        ]
        XCTAssertEqual(screens.map { findings($0).map(\.hostClass) }, [["Tabs"], ["Child"], [], [], []])
    }

    func testEachKindOfProblemSaysWhetherItIsFixable() {
        let found = findings(
            """
            final class ReaderViewController: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    reload()
                }
                override func viewWillDisappear(_ animated: Bool) {
                    super.viewDidDisappear(animated)
                }
                override func viewDidDisappear(_ animated: Bool) {
                    super.viewWillDisappear(animated)
                    super.viewDidDisappear(animated)
                }
                override func viewDidAppear(_ animated: Bool) {
                    UIView.animate(withDuration: 0.3) { super.viewDidAppear(animated) }
                }
                override func loadView() {
                    super.loadView()
                    view.backgroundColor = .systemBackground
                }
                override func viewIsAppearing(_: Bool) {
                    layoutPages()
                }
            }
            """, values: everyProblem)
        XCTAssertEqual(
            found.map { $0.hook },
            ["viewWillAppear", "viewWillDisappear", "viewDidDisappear", "viewDidAppear", "loadView", "viewIsAppearing"])
        XCTAssertEqual(found.map { $0.fixable }, [true, true, false, false, false, false])
        XCTAssertEqual(found.map { $0.location.line }, [2, 5, 8, 12, 15, 19])
        XCTAssertEqual(found.map { $0.endLocation.line }, [2, 5, 8, 12, 15, 19])
        XCTAssertEqual(
            found.map(\.message),
            [
                "ReaderViewController.viewWillAppear(_:) never calls super.viewWillAppear(_:), so UIViewController's "
                    + "viewWillAppear(_:) never runs (UIKit requires every override of viewWillAppear(_:) to call super); "
                    + "call super.viewWillAppear(animated) as its first statement",
                "ReaderViewController.viewWillDisappear(_:) calls super.viewDidDisappear(_:) instead of "
                    + "super.viewWillDisappear(_:), so the superclass skips its viewWillDisappear(_:) work and runs its "
                    + "viewDidDisappear(_:) work at the wrong moment; call super.viewWillDisappear(animated) instead",
                "ReaderViewController.viewDidDisappear(_:) calls super.viewWillDisappear(_:) besides "
                    + "super.viewDidDisappear(_:), so the superclass runs its viewWillDisappear(_:) work at the wrong "
                    + "moment; remove super.viewWillDisappear(_:)",
                "ReaderViewController.viewDidAppear(_:) calls super.viewDidAppear(_:) only inside a closure, which may "
                    + "run late or never; call super.viewDidAppear(animated) directly as its first statement",
                "ReaderViewController.loadView() calls super.loadView(), which a custom loadView() must not do; create "
                    + "the root view and assign it to view, or move the setup to viewDidLoad() and remove the override",
                "ReaderViewController.viewIsAppearing(_:) never calls super.viewIsAppearing(_:), so UIViewController's "
                    + "viewIsAppearing(_:) never runs; call super.viewIsAppearing(_:) as its first statement (name the "
                    + "parameter to pass it on)",
            ])
        XCTAssertEqual(found[1].notes.map { $0.location }, [SourceLocation(line: 6, column: 9)])
        XCTAssertEqual(found[3].notes.map { $0.message }, ["super.viewDidAppear(_:) is called here"])
        XCTAssertTrue(found.allSatisfy { $0.hostClass == "ReaderViewController" })
    }

    /// An app that replaces an appearance hook of every view controller at run time (for automatic
    /// screen events) runs that code only in screens that call super: the finding says so and
    /// points at the replacement, even over a plain `UIViewController`, whose own implementation
    /// of another hook skips nothing (not reported).
    func testAMissingSuperOfAHookTheAppSwizzlesPointsAtTheSwizzling() {
        let found = LintEngine.lint(
            [
                (
                    path: "Screens.swift",
                    bytes: Array(
                        """
                        final class InboxViewController: UIViewController {
                            override func viewDidAppear(_ animated: Bool) {
                                refresh()
                            }
                            override func viewWillDisappear(_ animated: Bool) {
                                stopRefreshing()
                            }
                        }
                        """.utf8)
                ),
                (
                    path: "Tracking/ScreenViews.swift",
                    bytes: Array(
                        """
                        extension UIViewController {
                            static func trackScreenViews() {
                                let original = class_getInstanceMethod(self, #selector(UIViewController.viewDidAppear(_:)))!
                                let tracked = class_getInstanceMethod(self, #selector(tracked_viewDidAppear(_:)))!
                                method_exchangeImplementations(original, tracked)
                            }
                        }
                        """.utf8)
                ),
            ],
            configuration: .only("lifecycle-super-call"))
        XCTAssertEqual(found.map(\.hook), ["viewDidAppear"])
        XCTAssertEqual(
            found.map { $0.notes.map { [$0.path, String($0.location.line)] } },
            [[["Tracking/ScreenViews.swift", "5"]]])
        XCTAssertEqual(
            found.first?.message,
            "InboxViewController.viewDidAppear(_:) never calls super.viewDidAppear(_:), so UIViewController's "
                + "viewDidAppear(_:) never runs (UIKit requires every override of viewDidAppear(_:) to call super; "
                + "the app replaces viewDidAppear(_:) of every view controller at run time "
                + "(Tracking/ScreenViews.swift:5), and this screen skips that code too); "
                + "call super.viewDidAppear(animated) as its first statement")
    }

    /// An empty override is to be deleted; one holding a comment gets the call, as fix does (golden
    /// messages: the advice is the only difference).
    func testAnEmptyOverrideHoldingACommentIsAskedForTheCallNotItsDeletion() {
        let found = findings(
            """
            final class WalletsViewController: UITableViewController {
                override func viewDidAppear(_ animated: Bool) {
                    // TODO: refresh when a signer is added
                }

                override func viewWillDisappear(_ animated: Bool) {
                }
            }
            """)
        XCTAssertEqual(
            found.map(\.message),
            [
                "WalletsViewController.viewDidAppear(_:) never calls super.viewDidAppear(_:), so UITableViewController's "
                    + "viewDidAppear(_:) never runs (UIKit requires every override of viewDidAppear(_:) to call super); "
                    + "call super.viewDidAppear(animated) as its first statement",
                "WalletsViewController.viewWillDisappear(_:) is empty and never calls super.viewWillDisappear(_:), so "
                    + "it only keeps UITableViewController's viewWillDisappear(_:) from running; delete the override",
            ])
        XCTAssertEqual(found.map(\.fixable), [true, true])
    }

    func testTheSkippedClassIsTheOneTheOverridesOwnClassInheritsFrom() {
        // An iOS and a macOS target declare a screen of one name; each override is read against
        // its own superclass, whichever file the index read first.
        let macOS = """
            final class FeedInspectorViewController: NSViewController {
                override func viewWillAppear() {
                    reload()
                }
            }
            """
        let iOS = """
            final class FeedInspectorViewController: UITableViewController {
                override func viewWillAppear(_ animated: Bool) {
                    reload()
                }
            }
            """
        let found = LintEngine.lint(
            [
                (path: "Mac/FeedInspector.swift", bytes: Array(macOS.utf8)),
                (path: "iOS/FeedInspector.swift", bytes: Array(iOS.utf8)),
            ],
            configuration: .only("lifecycle-super-call"))
        // The by-name map holds the macOS class, read first. The iOS override skips
        // UITableViewController's work; the macOS one skips NSViewController's, documented to do
        // nothing, and is not reported.
        XCTAssertEqual(found.map { $0.path }, ["iOS/FeedInspector.swift"])
        XCTAssertEqual(
            found.map(\.message),
            [
                "FeedInspectorViewController.viewWillAppear(_:) never calls super.viewWillAppear(_:), so "
                    + "UITableViewController's viewWillAppear(_:) never runs (UIKit requires every override of "
                    + "viewWillAppear(_:) to call super); call super.viewWillAppear(animated) as its first statement"
            ])
    }

    func testFingerprintSurvivesUnrelatedEdits() {
        let source = """
            final class HomeViewController: UITableViewController {
                override func viewWillAppear(_ animated: Bool) {
                    configure()
                }
            }
            """
        let moved =
            "import UIKit\n\n// Home screen.\n"
            + source.replacingOccurrences(of: "configure()", with: "configure(animated: false)")
        XCTAssertEqual(findings(source).map { $0.fingerprint }, findings(moved).map { $0.fingerprint })
        XCTAssertEqual(findings(moved).first?.location, SourceLocation(line: 5, column: 5))
    }

    /// A storyboard's screen gets its view, and its outlets, from `super.loadView()`: extending
    /// that view is right. Assigning another one still throws the storyboard's away.
    func testAStoryboardScreenMayLoadItsViewThroughSuper() {
        let screens = """
            final class LoginViewController: UIViewController {
                override func loadView() {
                    super.loadView()
                    view.addSubview(spinner)
                }
            }
            final class ChatViewController: UIViewController {
                override func loadView() {
                    super.loadView()
                    view = ChatView()
                }
            }
            """
        func lint(_ storyboard: String) -> [String] {
            findingLines(ofRule: "lifecycle-super-call", screens: screens, storyboard: storyboard, values: everyProblem)
        }
        let scene = """
            <document><scenes><scene sceneID="a"><objects>
            <viewController storyboardIdentifier="Login" id="login" customClass="LoginViewController" sceneMemberID="viewController"/>
            <viewController storyboardIdentifier="Chat" id="chat" customClass="ChatViewController" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """
        XCTAssertEqual(lint("<document><scenes></scenes></document>"), ["2", "8"])
        XCTAssertEqual(lint(scene), ["8"])
    }

    /// Code in a folder of tests is no screen: a mock silencing super on purpose or a spy is test
    /// code. The same classes in the app skip super's work.
    func testOverridesInAFolderOfTestsAreNoScreens() {
        let mock = """
            final class MockFeedViewController: FeedViewController {
                override func viewWillAppear(_ animated: Bool) {
                    // Nothing: the feed must not load in this test.
                }
            }
            final class SpyFeedViewController: FeedViewController {
                override func viewWillAppear(_ animated: Bool) {
                    appeared = true
                }
            }
            class FeedViewController: UITableViewController {
                var appeared = false
            }
            """
        func lines(_ path: String) -> [Int] {
            LintEngine.lint([(path: path, bytes: Array(mock.utf8))], configuration: .only("lifecycle-super-call")).map {
                $0.location.line
            }
        }
        XCTAssertEqual(lines("Tests/FeedTests/FeedMocks.swift"), [])
        XCTAssertEqual(lines("App/Feed/FeedMocks.swift"), [2, 7])
    }

    /// A plain `UIViewController`'s appearance callbacks do nothing a screen relies on: skipping
    /// them is reported only with `report-empty-super`, unless the screen has children that hear
    /// their appearance with it (a child view controller, attached behaviors). A container's (`UITableViewController` clears its selection) and a
    /// project superclass's are reported whatever the option.
    func testAPlainScreensAppearanceCallbackIsReportedOnlyWhereSkippingItLosesSomething() {
        let screens = """
            final class ProfileViewController: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    reload()
                }
            }
            final class OrdersViewController: UITableViewController {
                override func viewWillAppear(_ animated: Bool) {
                    reload()
                }
            }
            class BaseViewController: UIViewController {
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    Analytics.screen(String(describing: type(of: self)))
                }
            }
            final class CartViewController: BaseViewController {
                override func viewDidAppear(_ animated: Bool) {
                    reload()
                }
            }
            final class PagesViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    addChild(PageViewController())
                }
                override func viewWillDisappear(_ animated: Bool) {
                    save()
                }
            }
            final class PageViewController: UIViewController {
                override func viewWillDisappear(_ animated: Bool) {
                    super.viewWillDisappear(animated)
                    pause()
                }
            }
            final class SettingsViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    addBehaviors([HideNavigationBarBehavior()])
                }
                override func viewWillAppear(_ animated: Bool) {
                    reload()
                }
            }
            """
        func lines(_ values: [String: String]) -> [Int] {
            LintEngine.lint(
                [(path: "Screens.swift", bytes: Array(screens.utf8))],
                configuration: .only("lifecycle-super-call", values: values)
            ).map { $0.location.line }
        }
        XCTAssertEqual(lines([:]), [7, 18, 27, 42])
        XCTAssertEqual(lines(everyProblem), [2, 7, 18, 27, 42])
    }
}
