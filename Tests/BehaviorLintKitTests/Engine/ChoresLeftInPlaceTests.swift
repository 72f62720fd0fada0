import XCTest

@testable import BehaviorLintKit

/// A chore fix would certainly leave in its host is reported but not fixable, with the reason: one
/// line of viewDidLoad (fix would only swap it for one attach entry), one line cut out of an
/// override that keeps other code, or more such lines when no other screen has a chore of the kind.
/// Lint does not promise what fix refuses; whether other screens repeat more lines word for word
/// only fix's plan knows, so those stay fixable.
final class ChoresLeftInPlaceTests: XCTestCase {
    private let reason =
        "; fix leaves this one in place: on its own, a behavior would only swap one line of viewDidLoad() for one "
        + "addBehaviors(_:) entry and a hidden child"

    /// Dashboard's findings; `otherScreen` adds a screen that tracks differently, so that a tracking
    /// behavior could have two hosts.
    private func lint(_ body: String, otherScreen: Bool = false, configuration: RuleConfiguration = .defaults)
        -> [Finding]
    {
        let source = """
            final class DashboardViewController: UIViewController {
            \(body)
            }

            """
        let other = """
            final class OtherViewController: UIViewController {
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    Analytics.shared.track("other_shown")
                }
            }

            """
        let sources =
            [(path: "Dashboard.swift", bytes: Array(source.utf8))]
            + (otherScreen ? [(path: "Other.swift", bytes: Array(other.utf8))] : [])
        return LintEngine.lint(sources, configuration: configuration).filter { $0.path == "Dashboard.swift" }
    }

    private func summary(_ findings: [Finding]) -> [String] {
        findings.map { "\($0.location.line) \($0.ruleID) \($0.fixable ? "fixable" : "stays")" }
    }

    func testOneTrackingLineOfViewDidLoadIsReportedNotFixableWithTheReason() {
        let findings = lint(
            """
                override func viewDidLoad() {
                    super.viewDidLoad()
                    Analytics.shared.track("dashboard_loaded")
                }
            """)
        XCTAssertEqual(summary(findings), ["4 screen-tracking stays"])
        XCTAssertTrue(findings[0].message.hasSuffix(reason), findings[0].message)
    }

    func testTheAttachMethodIsTheConfiguredOne() {
        var configuration = RuleConfiguration.defaults
        configuration.settings["behavior-attach-site"] = RuleSettings(
            severity: .warning, values: ["attach-method": "install"])
        let findings = lint(
            """
                override func viewDidLoad() {
                    super.viewDidLoad()
                    Analytics.shared.track("dashboard_loaded")
                }
            """, configuration: configuration)
        XCTAssertTrue(findings[0].message.hasSuffix("one install(_:) entry and a hidden child"), findings[0].message)
    }

    func testOneStylingLineOfViewDidLoadStaysToo() {
        let findings = lint(
            """
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationController?.navigationBar.tintColor = .white
                }
            """)
        XCTAssertEqual(summary(findings), ["4 nav-bar-appearance stays"])
        XCTAssertTrue(findings[0].message.hasSuffix(reason), findings[0].message)
    }

    func testTheSameChoreInAnAppearHookKeepsTheLoadLineFixable() {
        // The host's tracking is one chore over both hooks: viewDidAppear goes whole with it.
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
        XCTAssertEqual(summary(findings), ["4 screen-tracking fixable", "9 screen-tracking fixable"])
    }

    private let twoLinesOfViewDidLoad = """
            override func viewDidLoad() {
                super.viewDidLoad()
                Analytics.shared.track("dashboard_loaded")
                Analytics.shared.track("dashboard_opened")
            }
        """

    func testTwoLinesOfViewDidLoadAreLeftToFixWhichAsksWhetherOtherScreensRepeatThem() {
        let findings = lint(twoLinesOfViewDidLoad, otherScreen: true)
        XCTAssertEqual(summary(findings), ["4 screen-tracking fixable", "5 screen-tracking fixable"])
    }

    func testTwoLinesOfViewDidLoadNoOtherScreenCouldShareStay() {
        let findings = lint(twoLinesOfViewDidLoad)
        XCTAssertEqual(summary(findings), ["4 screen-tracking stays", "5 screen-tracking stays"])
        XCTAssertTrue(
            findings[0].message.hasSuffix(
                "; fix leaves this one in place: viewDidLoad() stays, and no other screen has this chore to share, so "
                    + "a behavior would only move these lines to another file"), findings[0].message)
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
        XCTAssertTrue(
            findings[0].message.hasSuffix(
                "; fix leaves this one in place: viewWillAppear(_:) and viewWillDisappear(_:) keep other code and "
                    + "stay, and no other screen has this chore to share, so a behavior would only cut these lines "
                    + "out of them"), findings[0].message)
    }

    func testOneStatementOverSeveralLinesIsMoreThanOneLine() {
        let findings = lint(
            """
                override func viewDidLoad() {
                    super.viewDidLoad()
                    Analytics.shared.track(
                        "dashboard_loaded",
                        properties: ["source": "push"])
                }
            """, otherScreen: true)
        XCTAssertEqual(summary(findings), ["4 screen-tracking fixable"])
    }

    func testAnAppearLineThatCannotMoveLeavesTheLoadLineAlone() {
        // Only fixable findings make the chore fix would move: the viewDidAppear line reads the
        // host's own property, so the viewDidLoad line would move alone.
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
        XCTAssertEqual(summary(findings), ["6 screen-tracking stays", "11 screen-tracking stays"])
        XCTAssertTrue(findings[0].message.hasSuffix(reason), findings[0].message)
        XCTAssertFalse(findings[1].message.contains("fix leaves this one in place"), findings[1].message)
    }

    func testASuppressedAppearLineLeavesTheLoadLineAlone() {
        let findings = lint(
            """
                override func viewDidLoad() {
                    super.viewDidLoad()
                    Analytics.shared.track("dashboard_loaded")
                }

                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    // behavior-lint:disable-next-line screen-tracking
                    Analytics.shared.track("dashboard_shown")
                }
            """)
        XCTAssertEqual(summary(findings), ["4 screen-tracking stays"])
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
        let findings = LintEngine.lint([(path: "Screens.swift", bytes: Array(source.utf8))], configuration: .defaults)
        XCTAssertEqual(summary(findings), ["4 screen-tracking stays", "11 screen-tracking fixable"])
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
        XCTAssertTrue(
            findings[0].message.hasSuffix(
                "; fix leaves this one in place: viewDidAppear(_:) keeps other code and stays, so a behavior would "
                    + "only cut this one line out of it"), findings[0].message)
    }

    func testOneLineThatEmptiesItsOverrideStaysFixable() {
        let findings = lint(
            """
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    Analytics.shared.track("dashboard_shown")
                }
            """)
        XCTAssertEqual(summary(findings), ["4 screen-tracking fixable"])
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
}
