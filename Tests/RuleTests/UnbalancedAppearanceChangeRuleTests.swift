import XCTest

@testable import BehaviorLintKit

/// Messages and cross-file restores of unbalanced-appearance-change, which the spec examples
/// (markers only) cannot show.
final class UnbalancedAppearanceChangeRuleTests: XCTestCase {
    func testSpecExamples() throws {
        try assertSpecExamples(UnbalancedAppearanceChangeRule.self)
    }

    func testSpecFixes() throws {
        try assertSpecFixes(UnbalancedAppearanceChangeRule.self)
    }

    /// Findings with unrestored chrome reported too (`report-unrestored-chrome`), unless `chrome` is false.
    private func findings(_ files: [(String, String)], chrome: Bool = true) -> [Finding] {
        LintEngine.lint(
            files.map { (path: $0.0, bytes: Array($0.1.utf8)) },
            configuration: .only(
                "unbalanced-appearance-change", values: chrome ? ["report-unrestored-chrome": "true"] : [:]))
    }

    /// By default a bar left hidden or styled for the next screen is not reported (screens mostly
    /// mean to hand it on); a restore made too late, the idle timer and observers are.
    func testUnrestoredChromeIsReportedOnlyWithItsOption() {
        let source = """
            final class ViewerViewController: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    navigationController?.setNavigationBarHidden(true, animated: animated)
                    UIApplication.shared.isIdleTimerDisabled = true
                    navigationController?.setToolbarHidden(true, animated: animated)
                }
                override func viewDidDisappear(_ animated: Bool) {
                    super.viewDidDisappear(animated)
                    navigationController?.setToolbarHidden(false, animated: animated)
                }
                func open() { navigationController?.pushViewController(DetailsViewController(), animated: true) }
            }
            final class DetailsViewController: UIViewController {}
            """
        XCTAssertEqual(findings([("Viewer.swift", source)], chrome: false).map { $0.location.line }, [5])
        XCTAssertEqual(findings([("Viewer.swift", source)]).map { $0.location.line }, [4])
    }

    /// A subscription stored on every appearance piles up on the screen itself, so a root screen
    /// (a tab's first screen comes back on every tab switch) is judged too; a helper the disappear
    /// hook calls may cancel it.
    func testASubscriptionStoredOnEveryAppearanceIsCancelledOrReported() {
        func screen(disappearing: String) -> String {
            """
            final class StatusViewController: UIViewController {
                private var cancellables = Set<AnyCancellable>()
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    model.$status.sink { [weak self] _ in self?.reload() }.store(in: &self.cancellables)
                }
                override func viewWillDisappear(_ animated: Bool) {
                    super.viewWillDisappear(animated)
                    \(disappearing)
                }
                func stopUpdates() { cancellables.forEach { $0.cancel() } }
                func reload() {}
            }
            """
        }
        let tabs = """
            final class Tabs {
                func statusTab() -> UIViewController { UINavigationController(rootViewController: StatusViewController()) }
            }
            """
        let leaking = findings([("A.swift", screen(disappearing: "reload()")), ("Tabs.swift", tabs)])
        XCTAssertEqual(leaking.map { $0.location.line }, [5])
        XCTAssertEqual(
            leaking.map(\.message),
            [
                "StatusViewController stores a subscription in `cancellables` in viewWillAppear(_:) that no "
                    + "disappear hook cancels: each appearance subscribes once more; cancel the appearance's "
                    + "subscriptions in viewWillDisappear(_:), or subscribe once in viewDidLoad"
            ])
        XCTAssertEqual(findings([("A.swift", screen(disappearing: "stopUpdates()")), ("Tabs.swift", tabs)]), [])
    }

    func testObserverMessageSaysWhereItIsRemoved() {
        let source = """
            final class ChatViewController: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: .x, object: nil)
                }
                @objc func refresh() {}
                @objc func showMembers() { navigationController?.pushViewController(MembersViewController(), animated: true) }
                DEINIT
            }
            """
        let removal = "deinit { NotificationCenter.default.removeObserver(self) }"
        let inDeinit = findings([("A.swift", source.replacingOccurrences(of: "DEINIT", with: removal))])
        XCTAssertEqual(
            inDeinit.map(\.message),
            [
                "ChatViewController adds a NotificationCenter observer in viewWillAppear(_:) and removes it only in "
                    + "deinit: each appearance adds it once more; add it in viewDidLoad, or remove it in "
                    + "viewWillDisappear(_:)"
            ])
        let never = findings([("A.swift", source.replacingOccurrences(of: "DEINIT", with: ""))])
        XCTAssertEqual(
            never.map(\.message),
            [
                "ChatViewController adds a NotificationCenter observer in viewWillAppear(_:) and does not remove it "
                    + "in a disappear hook: each appearance adds it once more; add it in viewDidLoad, or remove it in "
                    + "viewWillDisappear(_:)"
            ])
        XCTAssertEqual(never.first?.fixable, false)
    }

    /// Observers and subscriptions pile up only on a screen known to appear again: one that pushes
    /// a screen (popped off again), or is a stack's first screen or a container's child. A sheet
    /// that shows nothing further appears once; a block observer whose token is dropped outlives
    /// the screen however often it appears.
    func testObserversPileUpOnlyOnAScreenKnownToAppearAgain() {
        func sheet(_ body: String, extra: String = "") -> [(String, String)] {
            [
                (
                    "Sheet.swift",
                    """
                    final class TransferSheetViewController: UIViewController {
                        private var cancellables: Set<AnyCancellable> = []
                        override func viewWillAppear(_ animated: Bool) {
                            super.viewWillAppear(animated)
                            \(body)
                        }
                        @objc func keyboardWillShow(_ notification: Notification) {}
                        \(extra)
                    }
                    """
                )
            ]
        }
        let observer =
            "NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), "
            + "name: UIResponder.keyboardWillShowNotification, object: nil)"
        let subscription = "model.$amount.sink { [weak self] in self?.show($0) }.store(in: &cancellables)"
        let droppedToken =
            "NotificationCenter.default.addObserver(forName: .transferDidFinish, object: nil, queue: .main) { _ in }"
        XCTAssertEqual(findings(sheet(observer)), [])
        XCTAssertEqual(findings(sheet(subscription)), [])
        XCTAssertEqual(findings(sheet(droppedToken)).map(\.location.line), [5])
        let pushes =
            "@objc func showReceipt() { navigationController?.pushViewController(ReceiptViewController(), animated: true) }"
        XCTAssertEqual(findings(sheet(observer, extra: pushes)).map(\.location.line), [5])
        XCTAssertEqual(findings(sheet(subscription, extra: pushes)).map(\.location.line), [5])
        let tabRoot = (
            "Tabs.swift",
            """
            final class MainTabBarController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewControllers = [UINavigationController(rootViewController: TransferSheetViewController())]
                }
            }
            """
        )
        XCTAssertEqual(findings(sheet(observer) + [tabRoot]).map(\.location.line), [5])
    }

    func testRestoreInASuperclassInAnotherFileCounts() {
        let found = findings([
            (
                "Base.swift",
                """
                class ImmersiveViewController: UIViewController {
                    override func viewWillDisappear(_ animated: Bool) {
                        super.viewWillDisappear(animated)
                        restoreChrome()
                    }
                    func restoreChrome() {
                        navigationController?.setNavigationBarHidden(false, animated: true)
                    }
                }
                """
            ),
            (
                "Story.swift",
                """
                final class StoryViewController: ImmersiveViewController {
                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        navigationController?.setNavigationBarHidden(true, animated: animated)
                        UIApplication.shared.isIdleTimerDisabled = true
                    }
                }
                """
            ),
        ])
        XCTAssertEqual(found.map { "\($0.path):\($0.location.line)" }, ["Story.swift:5"])
    }

    func testEveryHelperOfTheCalledNameIsRead() {
        // The superclass's `restoreChrome()` comes first and restores nothing; the screen's own,
        // which overrides it, shows the bar again. Both run, so both are read.
        let found = findings([
            (
                "A.swift",
                """
                class ChromeViewController: UIViewController {
                    override func viewWillDisappear(_ animated: Bool) {
                        super.viewWillDisappear(animated)
                        restoreChrome()
                    }
                    func restoreChrome() {}
                }

                final class StoryViewController: ChromeViewController {
                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        navigationController?.setNavigationBarHidden(true, animated: animated)
                    }
                    override func restoreChrome() {
                        super.restoreChrome()
                        navigationController?.setNavigationBarHidden(false, animated: true)
                    }
                }
                """
            )
        ])
        XCTAssertEqual(found.map { "\($0.path):\($0.location.line)" }, [])
    }

    func testRestoresInClosuresAndMethodReferencesCount() {
        let found = findings([
            (
                "A.swift",
                """
                final class InvoiceViewController: UIViewController {
                    private var keyboardObservers: [NSObjectProtocol] = []
                    private var themeObservers: [NSObjectProtocol] = []
                    override func viewWillAppear(_ animated: Bool) {
                        keyboardObservers = [
                            NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { _ in },
                        ]
                        themeObservers.append(NotificationCenter.default.addObserver(forName: .themeDidChange, object: nil, queue: nil) { _ in })
                        navigationController?.navigationBar.tintColor = .white
                    }
                    override func viewWillDisappear(_ animated: Bool) {
                        keyboardObservers.forEach { NotificationCenter.default.removeObserver($0) }
                        themeObservers.forEach(NotificationCenter.default.removeObserver)
                        UIView.performWithoutAnimation { navigationController?.navigationBar.tintColor = nil }
                    }
                }
                """
            )
        ])
        XCTAssertEqual(found.map { $0.message }, [])
    }

    /// Where the project's other screens set the bar and the idle timer themselves when they appear
    /// (two that show the bar and keep the screen locking), a screen no known screen pushes or
    /// follows leaks its hidden bar and disabled timer into no screen that cares; alone, it leaks both.
    func testAChangeIsNoLeakWhereTheOtherScreensSetThatStateThemselves() {
        func screen(_ name: String, hidden: Bool) -> (String, String) {
            (
                "\(name).swift",
                """
                final class \(name): UIViewController {
                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        navigationController?.setNavigationBarHidden(\(hidden), animated: animated)
                        UIApplication.shared.isIdleTimerDisabled = \(hidden)
                    }
                }
                """
            )
        }
        let scanner = screen("ScannerViewController", hidden: true)
        // One override's two leaks are one restore to write: one finding, noting the second.
        let alone = findings([scanner])
        XCTAssertEqual(alone.map { $0.location.line }, [4])
        XCTAssertEqual(alone.map { $0.notes.map(\.location.line) }, [[5]])
        let restated = findings([
            scanner, screen("FormViewController", hidden: false), screen("DoneViewController", hidden: false),
        ])
        XCTAssertEqual(restated.map(\.ruleID), [])
        // Subclasses showing the bar their superclass hides configure what they inherit.
        func subclass(_ name: String) -> (String, String) {
            let (file, source) = screen(name, hidden: false)
            return (file, source.replacingOccurrences(of: ": UIViewController", with: ": ScannerViewController"))
        }
        let inherited = findings([scanner, subclass("QRScannerViewController"), subclass("BarcodeViewController")])
        XCTAssertEqual(inherited.map { $0.location.line }, [4])
        XCTAssertEqual(inherited.map { $0.notes.map(\.location.line) }, [[5]])
    }

    /// A leak into a known screen names that screen, so the reader checks the one it reaches.
    func testTheMessageNamesTheKnownScreenThatTakesTheChangeIn() {
        let found = findings([
            (
                "Screens.swift",
                """
                final class MenuViewController: UIViewController {
                    func open() {
                        navigationController?.pushViewController(ScannerViewController(), animated: true)
                    }
                }
                final class ScannerViewController: UIViewController {
                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        navigationController?.setNavigationBarHidden(true, animated: animated)
                    }
                }
                """
            )
        ])
        XCTAssertEqual(found.map(\.hostClass), ["ScannerViewController"])
        XCTAssertEqual(
            found.map(\.message),
            [
                "ScannerViewController hides the navigation bar in viewWillAppear(_:) and no disappear hook restores "
                    + "it: MenuViewController, shown next to it, does not set it and inherits the change; restore it in "
                    + "viewWillDisappear(_:)"
            ])
    }

    /// A screen that hides the navigation bar when it appears shows none of its styling: a tint
    /// left for it reaches nothing. One that shows the bar takes it in.
    func testAScreenThatHidesTheBarTakesInNoneOfItsStyling() {
        func screens(walletsHideTheBar: Bool) -> [Finding] {
            findings([
                (
                    "Screens.swift",
                    """
                    final class SignMessageViewController: UIViewController {
                        override func viewWillAppear(_ animated: Bool) {
                            super.viewWillAppear(animated)
                            navigationController?.navigationBar.tintColor = .label
                        }
                    }
                    final class WalletsViewController: UIViewController {
                        override func viewWillAppear(_ animated: Bool) {
                            super.viewWillAppear(animated)
                            navigationController?.setNavigationBarHidden(\(walletsHideTheBar), animated: animated)
                        }
                        override func viewWillDisappear(_ animated: Bool) {
                            super.viewWillDisappear(animated)
                            navigationController?.setNavigationBarHidden(false, animated: animated)
                        }
                        func sign() {
                            navigationController?.pushViewController(SignMessageViewController(), animated: true)
                        }
                    }
                    """
                )
            ])
        }
        XCTAssertEqual(screens(walletsHideTheBar: true).map(\.hostClass), [])
        XCTAssertEqual(screens(walletsHideTheBar: false).map(\.hostClass), ["SignMessageViewController"])
    }

    /// Subscriptions one override stores on every appearance are one finding, noting the others.
    func testTheSubscriptionsOfOneOverrideAreOneFinding() {
        let found = findings([
            (
                "Edit.swift",
                """
                final class EditViewController: UIViewController {
                    private var cancellables: Set<AnyCancellable> = []
                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        model.$name.sink { [weak self] in self?.title = $0 }.store(in: &cancellables)
                        model.$avatar.sink { [weak self] in self?.show($0) }.store(in: &cancellables)
                    }
                    func showAvatar() { navigationController?.pushViewController(AvatarViewController(), animated: true) }
                }
                """
            )
        ])
        XCTAssertEqual(found.map(\.location.line), [5])
        XCTAssertEqual(found.first?.notes.map(\.location.line), [6])
    }

    /// A class that hides the bar in two appear hooks leaks one thing: one finding, noting the second.
    func testTheSameChangeInTwoAppearHooksIsOneFinding() {
        let found = findings([
            (
                "Hosting.swift",
                """
                final class HiddenBarHostingController: UIViewController {
                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        navigationController?.setNavigationBarHidden(true, animated: false)
                    }
                    override func viewDidAppear(_ animated: Bool) {
                        super.viewDidAppear(animated)
                        navigationController?.setNavigationBarHidden(true, animated: false)
                    }
                }
                """
            )
        ])
        XCTAssertEqual(found.map(\.location.line), [4])
        XCTAssertEqual(found.first?.notes.map(\.location.line), [8])
    }
}
