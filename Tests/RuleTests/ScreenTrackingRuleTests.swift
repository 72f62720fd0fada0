import XCTest

@testable import BehaviorLintKit

/// What the `screen-tracking` spec cannot show: fix eligibility and messages (the call patterns
/// are `TrackingCallsTests`).
final class ScreenTrackingRuleTests: XCTestCase {
    func testSpecExamples() throws {
        try assertSpecExamples(ScreenTrackingRule.self)
    }

    func testSpecFixes() throws {
        try assertSpecFixes(ScreenTrackingRule.self)
    }

    /// Each tracking statement of `source` as the report judges it: one screen is enough here
    /// (`min-screens = 1`), and a concern's copies are read statement by statement.
    private func findings(_ source: String, values: [String: String] = [:]) -> [Finding] {
        LintEngine.lint(
            [(path: "A.swift", bytes: Array(source.utf8))],
            configuration: .only(
                ScreenTrackingRule.descriptor.id, values: ["min-screens": "1", "min-lines": "1"].merging(values) { $1 })
        ).flatMap { $0.statementFindings }
    }

    /// The rule's own judgement of each statement, before the report leaves a one-line chore
    /// whose override keeps other code in place (`ChoresLeftInPlaceTests`).
    private func ruleFindings(_ source: String) -> [Finding] {
        LintEngine.check(
            LintEngine.summarize([(path: "A.swift", bytes: Array(source.utf8))]),
            configuration: .only(ScreenTrackingRule.descriptor.id, values: ["min-screens": "1", "min-lines": "1"])
        ).flatMap { $0.statementFindings }
    }

    func testAStatementThatNeedsAnEarlierLocalIsReportedButNotFixable() {
        let result = ruleFindings(
            """
            final class HomeViewController: UIViewController {
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    let screen = "home"
                    Analytics.track(screen)
                    Analytics.track("home_\\(animated)")
                }
            }
            """)
        XCTAssertEqual(result.map { $0.location.line }, [5, 6])
        XCTAssertEqual(result.map { $0.fixable }, [false, true])
        XCTAssertEqual(
            result[0].verdict, .notFixable([.cannotMove(.usesLocals(["screen"], declaredIn: "viewDidAppear(_:)"))]))
        // The message says the reason after the rule's own words (one of the golden tests of that wording).
        XCTAssertEqual(
            result[0].message,
            "HomeViewController calls Analytics.track in viewDidAppear(_:), but it uses `screen`, declared by an "
                + "earlier statement of viewDidAppear(_:)")
        XCTAssertEqual(result[0].hostClass, "HomeViewController")
        XCTAssertEqual(result[0].hook, "viewDidAppear")
    }

    func testMembersOfAProjectSuperclassAndWeakSelfKeepTheStatementInPlace() {
        let result = findings(
            """
            class TrackedViewController: UIViewController {
                var screenName: String { "" }
            }
            final class CartViewController: TrackedViewController {
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    Analytics.track(screenName)
                    DispatchQueue.main.async { [weak self] in Analytics.track(self?.screenName ?? "") }
                }
            }
            """)
        XCTAssertEqual(result.map { $0.fixable }, [false, false])
        XCTAssertEqual(
            result.map(\.verdict),
            Array(repeating: .notFixable([.cannotMove(.usesHostMembers(["screenName"]))]), count: 2))
    }

    /// The concern's fingerprint is the concern's, not any line's.
    func testFingerprintSurvivesUnrelatedLinesMoving() {
        let source = """
            final class HomeViewController: UIViewController {
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    Analytics.track("home")
                }
            }
            """
        let moved = "// a new comment line\n\n" + source
        func concerns(_ text: String) -> [Finding] {
            LintEngine.lint(
                [(path: "A.swift", bytes: Array(text.utf8))],
                configuration: .only(ScreenTrackingRule.descriptor.id, values: ["min-screens": "1", "min-lines": "1"]))
        }
        XCTAssertEqual(concerns(source).map { $0.fingerprint }, concerns(moved).map { $0.fingerprint })
        XCTAssertEqual(concerns(moved).first?.location.line, 6)
    }

    func testConditionsOnGlobalsOrWithAnElseStillSendScreenViewsButOnlyAnElseMoves() {
        let found = ruleFindings(
            """
            final class PlayerViewController: UIViewController {
                var didChangeEpisode = false
                var spec: Spec?

                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    if didChangeEpisode { Analytics.shared.track("episode_changed_here") }
                    if let spec = spec { Pixel.fire(spec.event) }
                    if FeatureFlags.newPlayer.isEnabled { Analytics.shared.track("player_shown") }
                    if animated { Analytics.shared.track("player") } else { Analytics.shared.track("player_static") }
                }
            }
            """)
        XCTAssertEqual(found.map { $0.location.line }, [8, 9, 10])
        // `spec` in `if let spec = spec` is the host's: the statement cannot move. Tracking only
        // while a feature flag is on stays too (a reviewer of pocket-casts rejected a behavior
        // that carried `!FeatureFlag.newPlayerTransition.enabled` under a generic name).
        XCTAssertEqual(found.map { $0.fixable }, [false, false, true])
        XCTAssertEqual(found[0].verdict, .notFixable([.cannotMove(.usesHostMembers(["spec"]))]))
    }

    func testTrackingThatStatementsStayingAfterItShareKeepsItsPlace() {
        // A behavior hears of the appearance after the host's whole override: moved, the screen
        // view would be sent after the count.
        let found = findings(
            """
            final class CartViewController: UIViewController {
                var items: [String] = []

                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    Tracker.logScreenView("cart")
                    Tracker.record(count: items.count)
                }
            }
            """)
        XCTAssertEqual(found.map { $0.location.line }, [6])
        XCTAssertEqual(found.map { $0.fixable }, [false])
        XCTAssertEqual(
            found[0].verdict,
            .notFixable([
                .cannotMove(
                    .runsBefore(
                        statement: "Tracker.record(count: items.count)", conflict: .bothActOn("Tracker"),
                        hook: .viewDidAppear))
            ]))
    }

    func testTheScreensOwnWrapperHandedTheEventIsTrackingAndItsArgumentLessHelperIsReadOneDeep() {
        let found = findings(
            """
            final class QueueViewController: UIViewController {
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    track(.queueShown)
                    trackBadgesShown()
                }

                func track(_ event: AnalyticsEvent) { Analytics.shared.track(event) }
                func trackBadgesShown() { Analytics.shared.track(.badgesShown) }
            }

            """)
        XCTAssertEqual(found.map(\.location.line), [4, 5])
        XCTAssertEqual(
            found.last?.verdict, .notFixable([.cannotMove(.usesHostMembers(["trackBadgesShown"]))]),
            "fix moves a hook's statements, not a helper's body")
    }

    /// A container that forwards appearance itself may never tell a behavior's hidden child: the
    /// advice is to keep the call, not to hand a behavior a value it already has.
    func testAContainerForwardingAppearanceItselfKeepsItsTracking() {
        let found = findings(
            """
            final class PagerViewController: UIViewController {
                override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    Analytics.track("pager")
                }
            }
            """)
        XCTAssertEqual(found.map { $0.fixable }, [false])
        XCTAssertEqual(
            found.first?.message,
            "PagerViewController calls Analytics.track in viewDidAppear(_:), but it is in a class that overrides "
                + "`shouldAutomaticallyForwardAppearanceMethods`, so a behavior's hidden child might never hear of "
                + "the screen's appearance")
    }

    /// A tracker whose parameter defaults to the caller's place (`#fileID`) would record the
    /// behavior's file once moved: the call stays, unless the screen passes that value itself.
    func testATrackerThatRecordsTheCallersPlaceKeepsItsTracking() {
        let tracker = """
            enum Tracker {
                static func trackScreen(_ name: String, file: String = #fileID, line: Int = #line) {}
            }

            """
        func fixable(_ call: String) -> [Bool] {
            findings(
                tracker + """
                    final class InboxViewController: UIViewController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            title = "Inbox"
                        }

                        override func viewDidAppear(_ animated: Bool) {
                            super.viewDidAppear(animated)
                            \(call)
                        }
                    }
                    """
            ).map { $0.fixable }
        }
        XCTAssertEqual(fixable("Tracker.trackScreen(\"inbox\")"), [false])
        XCTAssertEqual(fixable("Tracker.trackScreen(\"inbox\", file: \"Inbox\", line: 1)"), [true])
    }

    /// Tracking only while a feature flag is off stays with the screen: a behavior named for the
    /// chore would carry the flag to every screen attaching it. A condition about the screen itself
    /// (`isMovingFromParent`) moves with the call.
    func testTrackingUnderAConditionNotAboutTheScreenStays() {
        let found = findings(
            """
            final class PlayerViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Player"
                }
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    if !FeatureFlag.newTransition.enabled {
                        Analytics.track("player_shown")
                    }
                }
                override func viewDidDisappear(_ animated: Bool) {
                    super.viewDidDisappear(animated)
                    if isMovingFromParent {
                        Analytics.track("player_closed")
                    }
                }
            }
            """)
        XCTAssertEqual(found.map { $0.fixable }, [false, true])
        XCTAssertEqual(
            found[0].verdict,
            .notFixable([.cannotMove(.runsOnlyWhile(condition: "!FeatureFlag.newTransition.enabled"))]))
    }

    /// Words that name a user action are matched whole: a screen whose data comes from a
    /// `dataProvider` still sends its screen view, and a `trackTap` is no screen view.
    func testActionWordsAreWholeWordsNotSubstrings() {
        let found = findings(
            """
            final class FeedViewController: UIViewController {
                var dataProvider: FeedProvider?
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    Analytics.track("feed_shown")
                    Analytics.trackTap("feed_refresh")
                }
            }
            """)
        XCTAssertEqual(found.map { $0.location.line }, [5])
        XCTAssertEqual(IdentifierWords.words("dataProvider"), ["data", "provider"])
        XCTAssertEqual(IdentifierWords.words("URLSessionTrackTapped_2"), ["url", "session", "track", "tapped", "2"])
    }
}
