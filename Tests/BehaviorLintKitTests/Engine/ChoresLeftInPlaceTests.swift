import XCTest

@testable import BehaviorLintKit

/// A chore fix would certainly leave in its host is reported but not fixable, with the reason: one
/// line of viewDidLoad (fix would only swap it for one attach entry), one line cut out of an
/// override that keeps other code, or more such lines when no other screen repeats them word for
/// word. Lint does not promise what fix refuses; lines other screens repeat word for word stay
/// fixable, for fix's plan to decide.
final class ChoresLeftInPlaceTests: XCTestCase {
    /// Dashboard's findings; `otherScreen` is the body of a second screen, `OtherViewController`.
    private func lint(_ body: String, otherScreen: String? = nil, configuration: RuleConfiguration = .everyScreen)
        -> [Finding]
    {
        let sources = [("Dashboard", body), ("Other", otherScreen)].compactMap { name, body in
            body.map { body in
                (
                    path: name + ".swift",
                    bytes: Array("final class \(name)ViewController: UIViewController {\n\(body)\n}\n".utf8)
                )
            }
        }
        // Each statement as fix will judge it: a concern's copies one by one.
        return LintEngine.lint(sources, configuration: configuration).flatMap { $0.statementFindings }.filter {
            $0.path == "Dashboard.swift"
        }
    }

    /// A screen that tracks differently, so that a tracking behavior could have two hosts.
    private let otherTracking = """
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                Analytics.shared.track("other_shown")
            }
        """

    private func summary(_ findings: [Finding]) -> [String] {
        findings.sorted { $0.location.line < $1.location.line }.map {
            "\($0.location.line) \($0.ruleID) \($0.fixable ? "fixable" : "stays")"
        }
    }

    /// One line of viewDidLoad is no copy of a concern: a behavior would only swap it for an
    /// attach entry and a hidden child, so nothing is reported, fixable or not.
    func testOneLineOfViewDidLoadIsNoCopy() {
        for line in [
            "Analytics.shared.track(\"dashboard_loaded\")", "navigationController?.navigationBar.tintColor = .white",
        ] {
            let findings = lint(
                """
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        \(line)
                    }
                """)
            XCTAssertEqual(summary(findings), [], line)
        }
    }

    /// Tracking when the screen loads and when it appears are two concerns: the appear line moves
    /// with its override, the one line of viewDidLoad is no copy.
    func testTrackingOnAppearMovesWithoutTheOneLineOfLoading() {
        let findings = lint(
            """
                override func viewDidLoad() {
                    super.viewDidLoad()
                    Analytics.shared.track("dashboard_loaded")
                }

                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    Analytics.shared.track("dashboard_shown")
                }
            """)
        XCTAssertEqual(summary(findings), ["9 screen-tracking fixable"])
    }

    private let twoLinesOfViewDidLoad = """
            override func viewDidLoad() {
                super.viewDidLoad()
                Analytics.shared.track("dashboard_loaded")
                Analytics.shared.track("dashboard_opened")
            }
        """

    func testTwoLinesOfViewDidLoadAnotherScreenRepeatsWordForWordAreLeftToFix() {
        let findings = lint(twoLinesOfViewDidLoad, otherScreen: twoLinesOfViewDidLoad)
        XCTAssertEqual(summary(findings), ["4 screen-tracking fixable", "5 screen-tracking fixable"])
    }

    func testTwoLinesOfViewDidLoadAnotherScreenWritesWithOtherValuesStay() {
        let otherValues = twoLinesOfViewDidLoad.replacingOccurrences(of: "dashboard", with: "profile")
        let findings = lint(twoLinesOfViewDidLoad, otherScreen: otherValues)
        XCTAssertEqual(summary(findings), ["4 screen-tracking stays", "5 screen-tracking stays"])
        XCTAssertEqual(findings[0].verdict, .notFixable([.viewDidLoadStays(.unrepeatedLines)]))
    }

    func testTwoLinesOfViewDidLoadAnotherScreenHasInAnotherOverrideStay() {
        let findings = lint(twoLinesOfViewDidLoad, otherScreen: otherTracking)
        XCTAssertEqual(summary(findings), ["4 screen-tracking stays", "5 screen-tracking stays"])
    }

    func testTwoLinesOfViewDidLoadOnlyABaseClassRepeatsStay() {
        // The base keeps its copy (fix does not move a base class's chores): nothing to share.
        let base = "class BaseViewController: UIViewController {\n" + twoLinesOfViewDidLoad + "\n}\n"
        let subclass = "final class ProfileViewController: BaseViewController {}\n"
        let dashboard = "final class DashboardViewController: UIViewController {\n" + twoLinesOfViewDidLoad + "\n}\n"
        let findings = LintEngine.lint(
            [("Base.swift", base), ("Profile.swift", subclass), ("Dashboard.swift", dashboard)].map {
                (path: $0.0, bytes: Array($0.1.utf8))
            }, configuration: .everyScreen
        ).flatMap { $0.statementFindings }.filter { $0.path == "Dashboard.swift" }
        XCTAssertEqual(summary(findings), ["4 screen-tracking stays", "5 screen-tracking stays"])
        XCTAssertEqual(
            findings[0].verdict, .notFixable([.viewDidLoadStays(.linesRepeatedOnlyBy(["BaseViewController"]))]))
    }

    func testTwoLinesOfViewDidLoadNoOtherScreenCouldShareStay() {
        let findings = lint(twoLinesOfViewDidLoad)
        XCTAssertEqual(summary(findings), ["4 screen-tracking stays", "5 screen-tracking stays"])
        XCTAssertEqual(findings[0].verdict, .notFixable([.viewDidLoadStays(.unrepeatedLines)]))
        // How the message says it (a golden test of that wording).
        XCTAssertEqual(
            findings[0].message,
            "DashboardViewController calls Analytics.shared.track in viewDidLoad(); fix leaves this one in place: "
                + "viewDidLoad() stays, and no other screen this rule reports repeats these lines word for word, so a "
                + "behavior would only move these lines to another file")
    }

    func testAPairCutOutOfOverridesThatKeepOtherCodeInTheOnlyScreenThatHasItStays() {
        let findings = lint(
            """
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    startCamera()
                    navigationController?.setNavigationBarHidden(true, animated: animated)
                }

                override func viewWillDisappear(_ animated: Bool) {
                    super.viewWillDisappear(animated)
                    stopCamera()
                    navigationController?.setNavigationBarHidden(false, animated: animated)
                }

                func startCamera() {}
                func stopCamera() {}
            """)
        XCTAssertEqual(summary(findings), ["5 nav-bar-visibility stays", "11 nav-bar-visibility stays"])
        XCTAssertEqual(
            findings[0].verdict,
            .notFixable([.overridesKeepOtherCode(["viewWillAppear(_:)", "viewWillDisappear(_:)"], .unrepeatedLines)]))
    }

    func testOneStatementOverSeveralLinesIsMoreThanOneLine() {
        let body = """
                override func viewDidLoad() {
                    super.viewDidLoad()
                    Analytics.shared.track(
                        "dashboard_loaded",
                        properties: ["source": "push"])
                }
            """
        XCTAssertEqual(summary(lint(body, otherScreen: body)), ["4 screen-tracking fixable"])
    }

    /// A one-line copy in viewDidLoad is no copy at all (a behavior would only swap it for an
    /// attach entry); the appear line that reads the host stays with that reason, not another.
    func testAnAppearLineThatCannotMoveStaysForItsOwnReason() {
        let findings = lint(
            """
                var source = ""

                override func viewDidLoad() {
                    super.viewDidLoad()
                    Analytics.shared.track("dashboard_loaded")
                }

                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    Analytics.shared.track("dashboard_shown", source: source)
                }
            """)
        XCTAssertEqual(summary(findings), ["11 screen-tracking stays"])
        XCTAssertEqual(findings[0].verdict, .notFixable([.cannotMove(.usesHostMembers(["source"]))]))
    }

    func testEachHostIsItsOwnChore() {
        let source = """
            final class DashboardViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    Analytics.shared.track("dashboard_loaded")
                }
            }

            final class ProfileViewController: UIViewController {
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    Analytics.shared.track("profile_shown")
                }
            }

            """
        let findings = LintEngine.lint(
            [(path: "Screens.swift", bytes: Array(source.utf8))], configuration: .everyScreen
        )
        .flatMap { $0.statementFindings }
        XCTAssertEqual(summary(findings), ["11 screen-tracking stays"])
        XCTAssertEqual(
            findings.first?.verdict,
            .notFixable([
                .tradesOverridesForViewDidLoad(host: "ProfileViewController", overrides: ["viewDidAppear(_:)"])
            ]),
            "Profile alone would trade its one override for a viewDidLoad()")
    }

    func testOneLineCutOutOfAnAppearOverrideThatKeepsOtherCodeStaysWithTheReason() {
        let findings = lint(
            """
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    reloadTable()
                    Analytics.shared.track("dashboard_shown")
                }

                func reloadTable() {}
            """)
        XCTAssertEqual(summary(findings), ["5 screen-tracking stays"])
        XCTAssertEqual(findings[0].verdict, .notFixable([.overridesKeepOtherCode(["viewDidAppear(_:)"], .oneLine)]))
        // How the message says it (a golden test of that wording).
        XCTAssertEqual(
            findings[0].message,
            "DashboardViewController calls Analytics.shared.track in viewDidAppear(_:); fix leaves this one in place: "
                + "viewDidAppear(_:) keeps other code and stays, so a behavior would only cut this one line out of it")
    }

    func testOneLineThatEmptiesItsOverrideStaysFixableWhereTheScreenHasAViewDidLoad() {
        let findings = lint(
            """
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Dashboard"
                }

                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    Analytics.shared.track("dashboard_shown")
                }
            """)
        XCTAssertEqual(summary(findings), ["9 screen-tracking fixable"])
    }

    /// Fix's last choice, known to lint: a screen with no `viewDidLoad()` whose chore no other screen
    /// shares would only trade the one override it empties for a `viewDidLoad()` attaching the behavior.
    func testALoneBehaviorThatWouldTradeAnOverrideForAViewDidLoadStaysWithTheReason() {
        let body = """
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    Analytics.shared.track(.dashboardShown)
                }
            """
        let findings = lint(body)
        XCTAssertEqual(summary(findings), ["4 screen-tracking stays"])
        XCTAssertEqual(
            findings[0].verdict,
            .notFixable([
                .tradesOverridesForViewDidLoad(host: "DashboardViewController", overrides: ["viewDidAppear(_:)"])
            ]))
        // Another screen with the same shape shares the behavior (an enum case of an undeclared type
        // is no parameter, so it must be the same case): both move.
        XCTAssertEqual(summary(lint(body, otherScreen: body)), ["4 screen-tracking fixable"])
        let other = body.replacingOccurrences(of: ".dashboardShown", with: ".otherShown")
        XCTAssertEqual(summary(lint(body, otherScreen: other)), ["4 screen-tracking stays"])
    }

    func testOneLineBesideAnotherChoreThatMovesStaysFixable() {
        // viewWillAppear goes whole once the bar toggle moves too.
        let findings = lint(
            """
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    navigationController?.setNavigationBarHidden(true, animated: animated)
                    Analytics.shared.track("dashboard_shown")
                }

                override func viewWillDisappear(_ animated: Bool) {
                    super.viewWillDisappear(animated)
                    navigationController?.setNavigationBarHidden(false, animated: animated)
                }
            """)
        XCTAssertEqual(
            summary(findings),
            ["4 nav-bar-visibility fixable", "5 screen-tracking fixable", "10 nav-bar-visibility fixable"])
    }

    /// A block pasted into `viewDidLoad` of three screens whose lines but one use a name the block
    /// binds: only that one line could move, and `viewDidLoad()` stays, so a behavior would only move
    /// it to another file. Lint says so, and fix, which refuses it, leaves no fixable finding.
    func testOneMovableLineOfABlockInViewDidLoadStaysAndFixAgrees() {
        let sources = ["Gallery", "Accounts", "Icons"].map { name in
            let source = """
                final class \(name)ViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let navApp = UINavigationBarAppearance()
                        navApp.configureWithOpaqueBackground()
                        navApp.backgroundColor = .black
                        self.navigationController?.navigationBar.standardAppearance = navApp
                        self.navigationController?.navigationBar.scrollEdgeAppearance = navApp
                        NotificationCenter.default.addObserver(self, selector: #selector(self.reloadAll), name: .reloadAll, object: nil)
                    }
                    @objc private func reloadAll() {}
                }
                """
            return (path: name + ".swift", bytes: Array(source.utf8))
        }
        let findings = LintEngine.lint(sources, configuration: .defaults)
        let outcome = FixEngine.fix(sources, configuration: .defaults, outputDirectory: "Behaviors")
        XCTAssertEqual(
            findings.filter(\.fixable).count, outcome.resolvedFindings.count, "lint's fixable = fix's changes")
        XCTAssertEqual(outcome.unfixedFindingCount, 0)
    }
}
