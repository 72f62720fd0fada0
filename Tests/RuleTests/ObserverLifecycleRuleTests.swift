import XCTest

@testable import BehaviorLintKit

/// What the `observer-lifecycle` spec cannot show: fix eligibility, notes and how halves pair.
final class ObserverLifecycleRuleTests: XCTestCase {
    func testSpecExamples() throws {
        try assertSpecExamples(ObserverLifecycleRule.self)
    }

    func testSpecFixes() throws {
        try assertSpecFixes(ObserverLifecycleRule.self)
    }

    private func findings(_ files: [(String, String)]) -> [Finding] {
        LintEngine.lint(
            files.map { (path: $0.0, bytes: Array($0.1.utf8)) },
            configuration: .only(ObserverLifecycleRule.descriptor.id))
    }

    func testAnObserverTokenKeptByTheHostMakesThePairUnfixableAndOneFindingNamesTheRemoval() {
        let result = findings([
            (
                "A.swift",
                """
                final class ComposerViewController: UIViewController {
                    private var token: NSObjectProtocol?
                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        token = NotificationCenter.default.addObserver(forName: .themeDidChange, object: nil, queue: .main) { [weak self] _ in
                            self?.view.setNeedsLayout()
                        }
                    }
                    override func viewWillDisappear(_ animated: Bool) {
                        super.viewWillDisappear(animated)
                        if let token { NotificationCenter.default.removeObserver(token) }
                        NotificationCenter.default.removeObserver(self, name: .other, object: nil)
                    }
                }
                """
            )
        ])
        // A behavior is a value type: it has nowhere to keep the token between its hooks. A pair that
        // cannot move is one finding, at the observer, naming the removal.
        XCTAssertEqual(result.map { $0.location.line }, [5])
        guard result.count == 1 else { return }
        XCTAssertEqual(result.map { $0.fixable }, [false])
        XCTAssertTrue(result[0].message.contains("uses the host's own `token`"), result[0].message)
        XCTAssertTrue(result[0].message.contains("removes it in viewWillDisappear(_:) (line 11)"), result[0].message)
        XCTAssertEqual(result[0].notes.map { $0.message }, ["the observer is removed here"])
        XCTAssertEqual(result[0].notes.map { $0.location.line }, [11])
    }

    /// A cancelled swipe back calls the appear hooks again but not viewDidDisappear(_:): an
    /// observer removed only there is added twice. Movable or not, the pair is one finding that
    /// says so, and fix (which keeps moments) leaves it.
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
        let block =
            "NotificationCenter.default.addObserver(forName: UIApplication.significantTimeChangeNotification, object: nil, queue: .main) { _ in UIApplication.shared.applicationIconBadgeNumber = 0 }"
        for add in [selector, block] {
            let twice = findings([("A.swift", screen(add: add, removeIn: "viewDidDisappear"))])
            XCTAssertEqual(twice.map { "\($0.location.line) \($0.fixable)" }, ["5 false"], add)
            XCTAssertTrue(
                twice[0].message.contains(
                    "but a swipe back the user cancels calls viewDidAppear(_:) again without viewDidDisappear(_:), so it "
                        + "is added a second time and notifications arrive twice; remove it in viewWillDisappear(_:)"),
                twice[0].message)
            let balanced = findings([("A.swift", screen(add: add, removeIn: "viewWillDisappear"))])
            XCTAssertFalse(balanced.contains { $0.message.contains("cancels") }, add)
        }
        // The root of a stack is never popped, so never swiped back to.
        let root = findings([
            ("A.swift", screen(add: selector, removeIn: "viewDidDisappear")),
            (
                "Tabs.swift",
                """
                final class Tabs {
                    func clockTab() -> UIViewController { UINavigationController(rootViewController: ClockViewController()) }
                }
                """
            ),
        ])
        XCTAssertFalse(root.contains { $0.message.contains("cancels") })
        XCTAssertFalse(root.isEmpty)
        // An add that an earlier `guard` may skip is the screen's own bookkeeping.
        let guarded = findings([
            (
                "A.swift",
                screen(add: selector, removeIn: "viewDidDisappear", before: "guard isViewLoaded else { return }")
            )
        ])
        XCTAssertFalse(guarded.contains { $0.message.contains("cancels") })
        XCTAssertFalse(guarded.isEmpty)
    }

    /// The keyboard's show and hide, each with its own selector and its own removal, are one chore:
    /// one finding naming both selectors, with a note at the other observer and at each removal.
    func testShowAndHideObserversRemovedByTheirOwnStatementsAreOneFinding() {
        let result = findings([
            (
                "A.swift",
                """
                final class SearchViewController: UIViewController {
                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow), name: UIResponder.keyboardWillShowNotification, object: nil)
                        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide), name: UIResponder.keyboardWillHideNotification, object: nil)
                    }
                    override func viewWillDisappear(_ animated: Bool) {
                        super.viewWillDisappear(animated)
                        NotificationCenter.default.removeObserver(self, name: UIResponder.keyboardWillShowNotification, object: nil)
                        NotificationCenter.default.removeObserver(self, name: UIResponder.keyboardWillHideNotification, object: nil)
                    }
                    @objc func keyboardWillShow() {}
                    @objc func keyboardWillHide() {}
                }
                """
            )
        ])
        XCTAssertEqual(result.map { $0.location.line }, [4])
        XCTAssertTrue(
            result[0].message.contains(
                "removes them in viewWillDisappear(_:) (lines 9 and 10), but each observer hands notifications to the "
                    + "host's own methods #selector(keyboardWillShow) and #selector(keyboardWillHide), so the pairs cannot "
                    + "move into a behavior as is"), result[0].message)
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
        let unchecked = findings([("A.swift", screen(helperBody: add))])
        XCTAssertEqual(unchecked.count, 1)
        XCTAssertTrue(unchecked[0].message.contains("added a second time"), unchecked[0].message)
        let checked = findings([
            (
                "A.swift",
                screen(helperBody: "if observing.contains(.ping) { return }\n" + add + "\nobserving.insert(.ping)")
            )
        ])
        XCTAssertEqual(checked.count, 1)
        XCTAssertFalse(checked[0].message.contains("added a second time"), checked[0].message)
    }

    func testAHalfInAnotherFileIsReportedWithItsOwnFile() {
        let result = findings([
            (
                "Player.swift",
                """
                final class PlayerViewController: UIViewController {
                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        UIDevice.current.beginGeneratingDeviceOrientationNotifications()
                    }
                }
                """
            ),
            (
                "Player+Rotation.swift",
                """
                extension PlayerViewController {
                    override func viewDidDisappear(_ animated: Bool) {
                        super.viewDidDisappear(animated)
                        UIDevice.current.endGeneratingDeviceOrientationNotifications()
                    }
                }
                """
            ),
        ])
        XCTAssertEqual(result.map { $0.path }, ["Player+Rotation.swift", "Player.swift"])
        guard result.count == 2 else { return }
        XCTAssertTrue(result[1].message.contains("(Player+Rotation.swift:4)"), result[1].message)
        XCTAssertEqual(result[0].notes.first?.path, "Player.swift")
    }

    func testARemovalPassedByNamePairs() {
        let result = findings([
            (
                "A.swift",
                """
                final class FormViewController: UIViewController {
                    private var observers: [NSObjectProtocol] = []
                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        observers = [NotificationCenter.default.addObserver(forName: .a, object: nil, queue: nil) { _ in }]
                    }
                    override func viewWillDisappear(_ animated: Bool) {
                        super.viewWillDisappear(animated)
                        observers.forEach(NotificationCenter.default.removeObserver)
                    }
                }
                """
            )
        ])
        XCTAssertEqual(result.map { $0.location.line }, [5])
        XCTAssertEqual(result.map { $0.fixable }, [false])
        XCTAssertEqual(result[0].notes.map { $0.location.line }, [9])
    }

    func testObserversThatCannotMoveFromOneOverrideAreOneFindingNamingEachLine() {
        let result = findings([
            (
                "A.swift",
                """
                final class FeedViewController: UIViewController {
                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: .a, object: nil)
                        NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: .b, object: nil)
                        NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: .c, object: nil)
                    }
                    override func viewWillDisappear(_ animated: Bool) {
                        super.viewWillDisappear(animated)
                        NotificationCenter.default.removeObserver(self)
                    }
                    @objc func refresh() {}
                }
                """
            )
        ])
        XCTAssertEqual(result.map { $0.location.line }, [4])
        guard result.count == 1 else { return }
        XCTAssertTrue(
            result[0].message.hasPrefix(
                "FeedViewController adds NotificationCenter observers for .a, .b and .c in viewWillAppear(_:) and "
                    + "removes them in viewWillDisappear(_:) (line 10), but each observer"), result[0].message)
        XCTAssertEqual(
            result[0].notes.map { "\($0.location.line) \($0.message)" },
            ["5 another observer is added here", "6 another observer is added here", "10 the observer is removed here"])
    }

    func testKeyValueObserversPairOnlyOnTheSameObject() {
        let result = findings([
            (
                "A.swift",
                """
                final class VideoViewController: UIViewController {
                    override func viewDidAppear(_ animated: Bool) {
                        super.viewDidAppear(animated)
                        player.addObserver(self, forKeyPath: "rate", options: [], context: nil)
                    }
                    override func viewDidDisappear(_ animated: Bool) {
                        super.viewDidDisappear(animated)
                        otherPlayer.removeObserver(self, forKeyPath: "rate")
                    }
                }
                """
            )
        ])
        XCTAssertEqual(result, [])
    }
}
