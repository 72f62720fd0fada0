import XCTest

@testable import BehaviorLintKit

/// The observer defects of `unbalanced-appearance-change` that need both halves of a pair: an
/// observer a cancelled swipe back adds a second time, and one added once that every
/// disappearance removes. What the spec examples do not pin down: messages, notes, and what
/// keeps an add from being read this way.
final class UnbalancedAppearanceChangeObserverTests: XCTestCase {
    /// Findings with `report-cancelled-swipe-duplicates` on unless `defaults`: these tests read
    /// what the option reports.
    private func findings(_ files: [(String, String)], defaults: Bool = false) -> [Finding] {
        LintEngine.lint(
            files.map { (path: $0.0, bytes: Array($0.1.utf8)) },
            configuration: .only(
                UnbalancedAppearanceChangeRule.descriptor.id,
                values: defaults ? [:] : [UnbalancedAppearanceChangeRule.reportCancelledSwipeDuplicates.name: "true"]))
    }

    /// A file that pushes `screen` onto a stack: only a pushed screen is swiped back from.
    private func pushing(_ screen: String) -> (String, String) {
        (
            "Router.swift",
            "final class Router {\n    func open(_ navigation: UINavigationController) {\n"
                + "        navigation.pushViewController(\(screen)(), animated: true)\n    }\n}\n"
        )
    }

    /// A cancelled swipe back calls the appear hooks again but not viewDidDisappear(_:): an
    /// observer removed only there is added twice. Movable or not, the pair is one finding that
    /// says so, and fix (which keeps moments) leaves it; removed in viewWillDisappear(_:), the
    /// `#selector` pair is correct code that stays in the host and is not reported.
    func testAnObserverRemovedOnlyInViewDidDisappearIsAddedTwiceAfterACancelledSwipe() {
        func screen(add: String, removeIn hook: String, before: String = "") -> String {
            """
            final class ClockViewController: UIViewController {
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    \(before)
                    \(add)
                }
                override func \(hook)(_ animated: Bool) {
                    super.\(hook)(animated)
                    NotificationCenter.default.removeObserver(self)
                }
                @objc func tick() {}
            }
            """
        }
        let selector =
            "NotificationCenter.default.addObserver(self, selector: #selector(tick), name: .NSSystemClockDidChange, object: nil)"
        let twice = findings([
            ("A.swift", screen(add: selector, removeIn: "viewDidDisappear")), pushing("ClockViewController"),
        ])
        XCTAssertEqual(
            twice.map(\.message),
            [
                "ClockViewController adds a NotificationCenter observer for .NSSystemClockDidChange in viewDidAppear(_:) "
                    + "and removes it only in viewDidDisappear(_:): a swipe back or a sheet's swipe down the user cancels calls viewDidAppear(_:) "
                    + "again but never viewDidDisappear(_:), so notifications then arrive twice; remove it in "
                    + "viewWillDisappear(_:)"
            ])
        XCTAssertEqual(twice.map { "\($0.location.line) \($0.fixable)" }, ["5 false"])
        // Off by default: the duplicate lasts until the screen disappears.
        XCTAssertEqual(
            findings(
                [("A.swift", screen(add: selector, removeIn: "viewDidDisappear")), pushing("ClockViewController")],
                defaults: true), [])
        let balanced = findings([
            ("A.swift", screen(add: selector, removeIn: "viewWillDisappear")), pushing("ClockViewController"),
        ])
        XCTAssertEqual(balanced, [])
        // A screen nothing pushes is never swiped back from; nor is the root of a stack, even when
        // the same class is pushed in another app of the folder.
        XCTAssertEqual(findings([("A.swift", screen(add: selector, removeIn: "viewDidDisappear"))]), [])
        let root = findings([
            ("App/A.swift", screen(add: selector, removeIn: "viewDidDisappear")),
            ("Widget/Router.swift", pushing("ClockViewController").1),
            (
                "App/Tabs.swift",
                """
                final class Tabs {
                    func clockTab() -> UIViewController { UINavigationController(rootViewController: ClockViewController()) }
                }
                """
            ),
        ])
        // Its pair is then correct, and its `#selector` keeps it in the host: nothing to report.
        XCTAssertEqual(root, [])
        // An add that an earlier `guard` may skip is the screen's own bookkeeping.
        let guarded = findings([
            (
                "A.swift",
                screen(add: selector, removeIn: "viewDidDisappear", before: "guard isViewLoaded else { return }")
            ),
            pushing("ClockViewController"),
        ])
        XCTAssertEqual(guarded, [])
        // An earlier `if` that only does something else skips nothing: the add still runs every time.
        let afterAnIf = findings([
            (
                "A.swift",
                screen(add: selector, removeIn: "viewDidDisappear", before: "if isViewLoaded { view.setNeedsLayout() }")
            ),
            pushing("ClockViewController"),
        ])
        XCTAssertEqual(afterAnIf.map { $0.location.line }, [5])
        // An add in an `if` block of its own runs only sometimes.
        let inAnIf = findings([
            ("A.swift", screen(add: "if isViewLoaded { \(selector) }", removeIn: "viewDidDisappear")),
            pushing("ClockViewController"),
        ])
        XCTAssertEqual(inAnIf, [])
    }

    /// The keyboard's show and hide, each with its own selector and its own removal, are one chore:
    /// added twice after a cancelled swipe, they are one finding, with a note at the other observer
    /// and at each removal. Removed in viewWillDisappear(_:), they are correct and stay unreported.
    func testShowAndHideObserversRemovedByTheirOwnStatementsAreOneFinding() {
        func screen(_ appear: String, _ disappear: String) -> String {
            """
            final class SearchViewController: UIViewController {
                override func \(appear)(_ animated: Bool) {
                    super.\(appear)(animated)
                    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow), name: UIResponder.keyboardWillShowNotification, object: nil)
                    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide), name: UIResponder.keyboardWillHideNotification, object: nil)
                }
                override func \(disappear)(_ animated: Bool) {
                    super.\(disappear)(animated)
                    NotificationCenter.default.removeObserver(self, name: UIResponder.keyboardWillShowNotification, object: nil)
                    NotificationCenter.default.removeObserver(self, name: UIResponder.keyboardWillHideNotification, object: nil)
                }
                @objc func keyboardWillShow() {}
                @objc func keyboardWillHide() {}
            }
            """
        }
        XCTAssertEqual(findings([("A.swift", screen("viewWillAppear", "viewWillDisappear"))]), [])
        let result = findings([
            ("A.swift", screen("viewDidAppear", "viewDidDisappear")), pushing("SearchViewController"),
        ])
        XCTAssertEqual(result.map { $0.location.line }, [4])
        guard result.count == 1 else { return }
        XCTAssertEqual(
            result[0].message,
            "SearchViewController adds NotificationCenter observers for UIResponder.keyboardWillShowNotification and "
                + "UIResponder.keyboardWillHideNotification in viewDidAppear(_:) and removes them only in "
                + "viewDidDisappear(_:): a swipe back or a sheet's swipe down the user cancels calls viewDidAppear(_:) again but never "
                + "viewDidDisappear(_:), so notifications then arrive twice; remove them in viewWillDisappear(_:)")
        XCTAssertEqual(
            result[0].notes.map { "\($0.location.line) \($0.message)" },
            ["5 another observer is added here", "9 the observer is removed here", "10 the observer is removed here"])
    }

    /// A helper of the class that adds an observer without a check is the add itself; one that
    /// keeps a list and skips what it holds (`if observing.contains(name) { return }`) is safe.
    func testAHelperThatAddsWithoutACheckIsAddedTwiceToo() {
        func screen(helperBody: String) -> String {
            """
            final class ServerListViewController: UIViewController {
                private var observing: Set<Notification.Name> = []
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    addObservers()
                }
                override func viewDidDisappear(_ animated: Bool) {
                    super.viewDidDisappear(animated)
                    removeObservers()
                }
                func addObservers() {
                    \(helperBody)
                }
                func removeObservers() {
                    NotificationCenter.default.removeObserver(self)
                }
                @objc func pingDidComplete() {}
            }
            """
        }
        let add =
            "NotificationCenter.default.addObserver(self, selector: #selector(pingDidComplete), name: .ping, object: nil)"
        let unchecked = findings([("A.swift", screen(helperBody: add)), pushing("ServerListViewController")])
        XCTAssertEqual(
            unchecked.map(\.message),
            [
                "ServerListViewController adds observers through `addObservers()` in viewWillAppear(_:) and removes "
                    + "them only in viewDidDisappear(_:): a swipe back or a sheet's swipe down the user cancels calls viewWillAppear(_:) again "
                    + "but never viewDidDisappear(_:), so notifications then arrive twice; remove them in "
                    + "viewWillDisappear(_:)"
            ])
        let checked = findings([
            (
                "A.swift",
                screen(helperBody: "if observing.contains(.ping) { return }\n" + add + "\nobserving.insert(.ping)")
            ),
            pushing("ServerListViewController"),
        ])
        // A correct pair whose `#selector` keeps it in the host: nothing to report.
        XCTAssertEqual(checked, [])
    }

    /// Added once in viewDidLoad() and removed on every disappearance: one finding for the
    /// observers of that viewDidLoad, naming each removal; none when an appear hook adds them again,
    /// and none for the project's own helpers, whose add and remove need not handle the same observers.
    func testAnObserverAddedOnceAndRemovedOnEveryDisappearanceIsNotAddedAgain() {
        func screen(loading: String, appearing: String = "", disappearing: String) -> String {
            """
            final class FormViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    \(loading)
                }
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    \(appearing)
                }
                override func viewWillDisappear(_ animated: Bool) {
                    super.viewWillDisappear(animated)
                    \(disappearing)
                }
                @objc func keyboardWillShow() {}
                @objc func keyboardWillHide() {}
                func addKeyboardObservers() {}
                func removeThemeObservers() {}
            }
            """
        }
        let adds = """
            NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow), name: UIResponder.keyboardWillShowNotification, object: nil)
                    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide), name: UIResponder.keyboardWillHideNotification, object: nil)
            """
        let removal = "NotificationCenter.default.removeObserver(self)"
        let found = findings([("A.swift", screen(loading: adds, disappearing: removal))])
        XCTAssertEqual(found.map { "\($0.location.line) \($0.fixable)" }, ["4 false"])
        XCTAssertEqual(
            found.map(\.message),
            [
                "FormViewController adds NotificationCenter observers for UIResponder.keyboardWillShowNotification and "
                    + "UIResponder.keyboardWillHideNotification once, in viewDidLoad(), and removes them in "
                    + "viewWillDisappear(_:), so the screen stops hearing them once it has disappeared and come back; "
                    + "add them in viewWillAppear(_:), or remove them in deinit"
            ])
        XCTAssertEqual(
            found.first?.notes.map { "\($0.location.line) \($0.message)" },
            ["5 another observer is added here", "13 the observer is removed here"])
        let addedAgain = findings([
            (
                "A.swift",
                screen(
                    loading: adds, appearing: adds.replacingOccurrences(of: "        ", with: ""), disappearing: removal
                )
            )
        ])
        XCTAssertEqual(addedAgain, [], "an appear hook adds them again")
        XCTAssertEqual(
            findings([("A.swift", screen(loading: "addKeyboardObservers()", disappearing: "removeThemeObservers()"))]),
            [])
    }

    /// The removal pairs with the add (it is read as removing the observers of the array), so the
    /// cancelled swipe that adds them again is reported, naming it.
    /// Removed in viewDidDisappear(_:), which no cancelled swipe calls, an observer added once
    /// leaves the screen deaf only when it is known to appear again.
    func testARemovalInViewDidDisappearMattersOnlyOnAScreenKnownToAppearAgain() {
        func screen(extra: String) -> String {
            """
            final class PromoViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: .promoChanged, object: nil)
                }
                override func viewDidDisappear(_ animated: Bool) {
                    super.viewDidDisappear(animated)
                    NotificationCenter.default.removeObserver(self)
                }
                @objc func refresh() {}
                \(extra)
            }
            """
        }
        XCTAssertEqual(findings([("A.swift", screen(extra: ""))]), [])
        let pushes = "func open() { navigationController?.pushViewController(TermsViewController(), animated: true) }"
        XCTAssertEqual(findings([("A.swift", screen(extra: pushes))]).map(\.location.line), [4])
    }

    func testARemovalPassedByNamePairs() {
        let result = findings([
            (
                "A.swift",
                """
                final class FormViewController: UIViewController {
                    private var observers: [NSObjectProtocol] = []
                    override func viewDidAppear(_ animated: Bool) {
                        super.viewDidAppear(animated)
                        observers = [NotificationCenter.default.addObserver(forName: .a, object: nil, queue: nil) { _ in }]
                    }
                    override func viewDidDisappear(_ animated: Bool) {
                        super.viewDidDisappear(animated)
                        observers.forEach(NotificationCenter.default.removeObserver)
                    }
                }
                """
            ),
            pushing("FormViewController"),
        ])
        XCTAssertEqual(result.map { $0.location.line }, [5])
        XCTAssertEqual(result.map { $0.fixable }, [false])
        XCTAssertEqual(result.first?.notes.map { $0.location.line }, [9])
    }

    func testObserversAddedTwiceFromOneOverrideAreOneFindingNamingEachLine() {
        let result = findings([
            (
                "A.swift",
                """
                final class FeedViewController: UIViewController {
                    override func viewDidAppear(_ animated: Bool) {
                        super.viewDidAppear(animated)
                        NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: .a, object: nil)
                        NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: .b, object: nil)
                        NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: .c, object: nil)
                    }
                    override func viewDidDisappear(_ animated: Bool) {
                        super.viewDidDisappear(animated)
                        NotificationCenter.default.removeObserver(self)
                    }
                    @objc func refresh() {}
                }
                """
            ),
            pushing("FeedViewController"),
        ])
        XCTAssertEqual(result.map { $0.location.line }, [4])
        guard result.count == 1 else { return }
        XCTAssertEqual(
            result[0].message,
            "FeedViewController adds NotificationCenter observers for .a, .b and .c in viewDidAppear(_:) and removes "
                + "them only in viewDidDisappear(_:): a swipe back or a sheet's swipe down the user cancels calls viewDidAppear(_:) again but "
                + "never viewDidDisappear(_:), so notifications then arrive twice; remove them in viewWillDisappear(_:)"
        )
        XCTAssertEqual(
            result[0].notes.map { "\($0.location.line) \($0.message)" },
            ["5 another observer is added here", "6 another observer is added here", "10 the observer is removed here"])
    }
}
