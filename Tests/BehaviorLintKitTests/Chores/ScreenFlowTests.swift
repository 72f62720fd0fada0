import XCTest

@testable import BehaviorLintKit

/// A bar change leaks only along the ways a screen's chrome goes, forward onto screens it shows and
/// back onto the screens that pushed it, and only into a screen that does not set it itself.
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

    /// A screen that pushes onto another navigation controller it holds (and goes) is not under
    /// the screen it pushes; one that pushes onto its own is, however it names it.
    func testOnlyAPushOntoTheScreensOwnStackPutsItUnderThePushedScreen() {
        func pushers(_ push: String) -> Set<String>? {
            let source = """
                final class WelcomeViewController: UIViewController {
                    weak var navi: UINavigationController?
                    func start() {
                        \(push)
                    }
                }
                final class ProposalsViewController: UIViewController {}
                """
            let index = ProjectIndex(
                files: LintEngine.summarize([(path: "Screens.swift", bytes: Array(source.utf8))]),
                configuration: .defaults)
            return index.pushersOf["ProposalsViewController"]
        }
        XCTAssertNil(pushers("self.navi?.pushViewController(ProposalsViewController(), animated: true)"))
        for own in [
            "navigationController?.pushViewController(ProposalsViewController(), animated: true)",
            "self.navigationController!.pushViewController(ProposalsViewController(), animated: true)",
        ] {
            XCTAssertEqual(pushers(own), ["WelcomeViewController"], own)
        }
    }

    func testAChangeStaysWithinKnownScreensThatSetTheBarAgain() {
        let flow = project(menu: hidesToolbar)
        XCTAssertEqual(ScreenFlow.screensInheriting("hidden toolbar", from: "EditorViewController", project: flow), [])
        XCTAssertFalse(ScreenFlow.leaksIntoAScreen("hidden toolbar", from: "EditorViewController", project: flow))
    }

    func testItLeaksIntoAKnownScreenThatLeavesTheBarAlone() {
        let below = project(menu: "title = nil")
        XCTAssertEqual(
            ScreenFlow.screensInheriting("hidden toolbar", from: "EditorViewController", project: below),
            ["MenuViewController"], "the screen under it")
        XCTAssertTrue(ScreenFlow.leaksIntoAScreen("hidden toolbar", from: "EditorViewController", project: below))
        let after = project(
            menu: hidesToolbar,
            editorExtra:
                "func preview() { navigationController?.pushViewController(PreviewViewController(), animated: true) }")
        XCTAssertEqual(
            ScreenFlow.screensInheriting("hidden toolbar", from: "EditorViewController", project: after),
            ["PreviewViewController"], "the screen after it")
        XCTAssertTrue(ScreenFlow.leaksIntoAScreen("hidden toolbar", from: "EditorViewController", project: after))
    }

    func testWithNoScreenKnownAroundItAChangeLeaksWhereNoOtherScreenSetsTheState() {
        let lone = """
            final class LoneViewController: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    navigationController?.navigationBar.prefersLargeTitles = true
                }
            }

            """
        let states = "navigationBar.prefersLargeTitles"
        let alone = ProjectIndex(
            files: LintEngine.summarize([(path: "Lone.swift", bytes: Array(lone.utf8))]), configuration: .defaults)
        XCTAssertTrue(ScreenFlow.leaksIntoAScreen(states, from: "LoneViewController", project: alone))
        let detail = """
            final class DetailViewController: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    navigationController?.navigationBar.prefersLargeTitles = false
                }
            }

            """
        let stating = ProjectIndex(
            files: LintEngine.summarize([
                (path: "Lone.swift", bytes: Array(lone.utf8)), (path: "Detail.swift", bytes: Array(detail.utf8)),
            ]), configuration: .defaults)
        XCTAssertFalse(
            ScreenFlow.leaksIntoAScreen(states, from: "LoneViewController", project: stating),
            "another screen sets it back to the default on its own appearance")
    }

    private func leaks(_ state: String, from className: String, _ source: String) -> Bool {
        let project = ProjectIndex(
            files: LintEngine.summarize([(path: "Screens.swift", bytes: Array(source.utf8))]), configuration: .defaults)
        return ScreenFlow.leaksIntoAScreen(state, from: className, project: project)
    }

    private func screen(_ name: String, appearing: String = "", disappearing: String = "", pushes: String? = nil)
        -> String
    {
        """
        final class \(name): UIViewController {
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                \(appearing)
            }
            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                \(disappearing)
            }
            func next() {
                \(pushes.map { "navigationController?.pushViewController(\($0)(), animated: true)" } ?? "")
            }
        }

        """
    }

    private let hidesBar = "navigationController?.setNavigationBarHidden(true, animated: animated)"
    private let showsBar = "navigationController?.setNavigationBarHidden(false, animated: animated)"

    /// Every screen that pushes it leaves the bar hidden, itself or because the screen under it
    /// did: hiding it again changes nothing.
    func testAScreenThatArrivesWithTheBarHiddenChangesNothingByHidingIt() {
        let hidden = "hidden navigation bar"
        let stack = [
            screen("RootViewController", appearing: hidesBar, pushes: "ListViewController"),
            screen("ListViewController", pushes: "ScannerViewController"),
            screen("ScannerViewController", appearing: hidesBar, pushes: "ConnectViewController"),
            screen("ConnectViewController"),
        ]
        XCTAssertFalse(leaks(hidden, from: "ScannerViewController", stack.joined()))
        XCTAssertTrue(
            leaks(
                hidden, from: "ScannerViewController",
                stack.joined() + screen("MenuViewController", pushes: "ScannerViewController")),
            "a menu that leaves the bar shown pushes it too")
        XCTAssertTrue(
            leaks(
                hidden, from: "ScannerViewController",
                [
                    screen(
                        "RootViewController", appearing: hidesBar, disappearing: showsBar,
                        pushes: "ScannerViewController")
                ]
                .joined() + stack[2] + stack[3]),
            "the screen under it shows the bar on the way out")
    }

    /// UIKit keeps the tab bar hidden for the screens pushed above one that hides it: only the
    /// screen under it takes the change in.
    func testAHiddenTabBarReachesOnlyTheScreenUnderIt() {
        let hidden = "hidden tab bar"
        let hides = "tabBarController?.tabBar.isHidden = true"
        let shows = "tabBarController?.tabBar.isHidden = false"
        let account = screen("AccountViewController", appearing: hides, pushes: "PasswordViewController")
        XCTAssertFalse(
            leaks(
                hidden, from: "AccountViewController",
                screen("SettingsViewController", appearing: shows, pushes: "AccountViewController") + account
                    + screen("PasswordViewController")))
        XCTAssertTrue(
            leaks(
                hidden, from: "AccountViewController",
                screen("SettingsViewController", pushes: "AccountViewController") + account
                    + screen("PasswordViewController")))
    }

    /// A screen made anew for each push loads its view as it arrives: what it states then reaches
    /// it as surely as what it states on appearing. The screen under it is not loaded again.
    func testAPushedScreenStatingTheStateWhenItLoadsDoesNotInheritIt() {
        let source = """
            final class AssetsViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationController?.interactivePopGestureRecognizer?.isEnabled = true
                }
                func create() {
                    navigationController?.pushViewController(CreateWalletViewController(), animated: true)
                }
            }
            final class CreateWalletViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationController?.interactivePopGestureRecognizer?.isEnabled = true
                }
            }
            """
        let index = ProjectIndex(
            files: [Scanner.summarize(bytes: Array(source.utf8), path: "Wallet.swift")], configuration: .defaults)
        XCTAssertEqual(
            ScreenFlow.screensInheriting(ChromeRestores.swipeBackState, from: "AssetsViewController", project: index),
            [])
        XCTAssertEqual(
            ScreenFlow.screensInheriting(
                ChromeRestores.swipeBackState, from: "CreateWalletViewController", project: index),
            ["AssetsViewController"], "popped back to, the screen under it is not loaded again")
    }
}
