import XCTest

@testable import BehaviorLintKit

/// What the `observer-lifecycle` spec cannot show: the copies a concern carries, their verdicts and
/// reasons, and how halves pair.
final class ObserverLifecycleRuleTests: XCTestCase {
    func testSpecExamples() throws {
        try assertSpecExamples(ObserverLifecycleRule.self)
    }

    func testSpecFixes() throws {
        try assertSpecFixes(ObserverLifecycleRule.self)
    }

    /// Findings with concerns of any size: one screen and one line are enough.
    private func findings(_ files: [(String, String)]) -> [Finding] {
        LintEngine.lint(
            files.map { (path: $0.0, bytes: Array($0.1.utf8)) },
            configuration: .only(ObserverLifecycleRule.descriptor.id, values: ["min-screens": "1", "min-lines": "1"]))
    }

    private func orientationScreen(_ name: String, removeIn hook: String = "viewWillDisappear") -> String {
        """
        final class \(name): UIViewController {
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                UIDevice.current.beginGeneratingDeviceOrientationNotifications()
            }
            override func \(hook)(_ animated: Bool) {
                super.\(hook)(animated)
                UIDevice.current.endGeneratingDeviceOrientationNotifications()
            }
        }
        """
    }

    func testOneFindingPerConcernCarriesEveryCopyWithANoteAtEachOtherScreen() {
        let result = findings(["A", "B", "C"].map { ("\($0).swift", orientationScreen("\($0)ViewController")) })
        XCTAssertEqual(result.count, 1)
        XCTAssertEqual(
            result.first?.copies.map { "\($0.path):\($0.location.line) \($0.hook ?? "")" },
            [
                "A.swift:4 viewWillAppear", "A.swift:8 viewWillDisappear", "B.swift:4 viewWillAppear",
                "B.swift:8 viewWillDisappear", "C.swift:4 viewWillAppear", "C.swift:8 viewWillDisappear",
            ])
        XCTAssertEqual(result.first?.notes.map { "\($0.path):\($0.location.line)" }, ["B.swift:4", "C.swift:4"])
        XCTAssertEqual(result.first?.concern?.remedy, "one DeviceOrientationNotificationsBehavior")
        XCTAssertEqual(result.first?.copies.map(\.fixable), Array(repeating: true, count: 6))
    }

    /// The message names what every screen of the concern observes, whichever screen the index
    /// reads first: one screen observing one more notification does not change the wording.
    func testTheMessageNamesTheNotificationsEveryScreenObserves() {
        func screen(_ name: String, extra: String = "") -> (String, String) {
            (
                "\(name).swift",
                """
                final class \(name): UIViewController {
                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        NotificationCenter.default.addObserver(self, selector: #selector(show), name: UIResponder.keyboardWillShowNotification, object: nil)
                        NotificationCenter.default.addObserver(self, selector: #selector(hide), name: UIResponder.keyboardWillHideNotification, object: nil)
                        \(extra)
                    }
                    override func viewWillDisappear(_ animated: Bool) {
                        super.viewWillDisappear(animated)
                        NotificationCenter.default.removeObserver(self)
                    }
                    @objc func show() {}
                    @objc func hide() {}
                    @objc func refresh() {}
                }
                """
            )
        }
        let refresh =
            "NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: .refreshChat, object: nil)"
        let keyboardOnly =
            "add NotificationCenter observers for UIResponder.keyboardWillHideNotification and "
            + "UIResponder.keyboardWillShowNotification"
        for odd in ["AViewController", "BViewController", "CViewController"] {
            let result = findings(
                ["AViewController", "BViewController", "CViewController"].map {
                    screen($0, extra: $0 == odd ? refresh : "")
                })
            // The odd screen's block is a copy of its own; both concerns name what every screen observes.
            XCTAssertEqual(
                result.map { $0.concern?.actions.first }, Array(repeating: keyboardOnly, count: 2), odd)
        }
    }

    /// A behavior is a value type: it has nowhere to keep the token between its hooks. The pair is
    /// still a copy, which stays in its screen with the reason; nothing of the concern is fixable.
    func testAPairKeepingItsTokenInAHostPropertyIsACopyThatStaysWithTheReason() {
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
                    }
                }
                """
            )
        ])
        XCTAssertEqual(result.map(\.fixable), [false])
        XCTAssertEqual(result.first?.copies.map(\.fixable), [false, false])
        XCTAssertEqual(
            result.first?.copies.map(\.verdict),
            Array(repeating: .notFixable([.cannotMove(.usesHostMembers(["token"]))]), count: 2))
    }

    /// A pair is one copy wherever its halves are: the finding stands at the add, in its file, and
    /// the removal is a copy statement in the extension's file.
    func testAPairWithAHalfInAnotherFileIsOneCopyAnchoredAtTheAdd() {
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
                    override func viewWillDisappear(_ animated: Bool) {
                        super.viewWillDisappear(animated)
                        UIDevice.current.endGeneratingDeviceOrientationNotifications()
                    }
                }
                """
            ),
        ])
        XCTAssertEqual(result.map(\.path), ["Player.swift"])
        XCTAssertEqual(result.first?.copies.map(\.path), ["Player.swift", "Player+Rotation.swift"])
    }

    /// An observer a cancelled swipe back adds again is unbalanced-appearance-change's defect: as a
    /// copy it stays where that rule reports it, saying so.
    func testACopyThatIsADefectStaysWithTheDefectNamed() {
        let router = """
            final class Router {
                func open(_ navigation: UINavigationController) {
                    navigation.pushViewController(ClockViewController(), animated: true)
                }
            }
            """
        let clock = """
            final class ClockViewController: UIViewController {
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    NotificationCenter.default.addObserver(self, selector: #selector(tick), name: .NSSystemClockDidChange, object: nil)
                }
                override func viewDidDisappear(_ animated: Bool) {
                    super.viewDidDisappear(animated)
                    NotificationCenter.default.removeObserver(self)
                }
                @objc func tick() {}
            }
            """
        let result = findings([("Clock.swift", clock), ("Router.swift", router)])
        XCTAssertEqual(result.first?.copies.first?.verdict, .notFixable([.addedAgainAfterCancelledSwipe]))
        XCTAssertEqual(result.map(\.fixable), [false])
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
                    override func viewWillDisappear(_ animated: Bool) {
                        super.viewWillDisappear(animated)
                        otherPlayer.removeObserver(self, forKeyPath: "rate")
                    }
                }
                """
            )
        ])
        XCTAssertEqual(result, [])
    }
}
