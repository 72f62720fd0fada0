import XCTest

@testable import BehaviorLintKit

/// A behavior's hooks run at fixed moments: its viewDidLoad work inside the attach call, its
/// appearance work after the host's whole override. Fix moves a statement only where that keeps
/// it in order with the code around it.
final class BehaviorFixOrderTests: XCTestCase {
    private func fix(_ source: String) -> FixOutcome {
        FixEngine.fix(
            [(path: "A.swift", bytes: Array(source.utf8))], configuration: .everyScreen, outputDirectory: "Behaviors")
    }

    func testTheAttachCallTakesThePlaceOfTrackingThatFollowedTheSetup() {
        let outcome = fix(
            """
            final class ProductViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    configureNavigationBar()
                    Analytics.shared.track(
                        "product_shown")
                }

                override func viewDidDisappear(_ animated: Bool) {
                    super.viewDidDisappear(animated)
                    Analytics.shared.track("product_closed")
                }

                func configureNavigationBar() {}
            }

            """)
        XCTAssertEqual(
            outcome.changed["A.swift"].map { String(decoding: $0, as: UTF8.self) },
            """
            final class ProductViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    configureNavigationBar()
                    addBehaviors([ScreenTrackingBehavior(screenName: "product_shown", screenNameOnDisappear: "product_closed")])
                }

                func configureNavigationBar() {}
            }

            """)
    }

    func testStatementsSplitBySetupThatStaysAreNotMoved() {
        let outcome = fix(
            """
            final class ProductViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    Analytics.shared.track(
                        "product_opened")
                    configureNavigationBar()
                    Analytics.shared.track(
                        "product_shown")
                }

                override func viewDidDisappear(_ animated: Bool) {
                    super.viewDidDisappear(animated)
                    Analytics.shared.track("product_closed")
                }

                func configureNavigationBar() {}
            }

            """)
        XCTAssertFalse(outcome.hasChanges)
        XCTAssertEqual(outcome.unfixed.count, 3)
        XCTAssertEqual(
            outcome.unfixed[0].reason,
            .viewDidLoadRunsBetween(
                host: "ProductViewController", statement: "configureNavigationBar()", attachMethod: "addBehaviors"))
    }
}

/// A pair moves whole or not at all.
final class BehaviorFixPairTests: XCTestCase {
    /// A team that suppresses one half keeps that screen's pair on purpose: the screen leaves the
    /// concern, and the other half is not moved without it.
    func testASuppressedHalfTakesTheScreensPairOutOfTheConcern() {
        let source = """
            final class ProfileViewController: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    navigationController?.setNavigationBarHidden(true, animated: animated)
                }
                override func viewWillDisappear(_ animated: Bool) {
                    super.viewWillDisappear(animated)
                    // behavior-lint:disable-next-line nav-bar-visibility
                    navigationController?.setNavigationBarHidden(false, animated: animated)
                }
            }

            """
        let sources = [(path: "A.swift", bytes: Array(source.utf8))]
        XCTAssertEqual(LintEngine.lint(sources, configuration: RuleConfiguration.everyScreen), [])
        let outcome = FixEngine.fix(sources, configuration: .everyScreen, outputDirectory: "Behaviors")
        XCTAssertFalse(outcome.hasChanges)
        XCTAssertEqual(outcome.unfixed.count, 0)
    }
}

extension BehaviorFixPairTests {
    func testAStylingApplyWhoseRestoreStaysInTheHostStaysToo() {
        let source = """
            final class PlaylistViewController: UIViewController {
                var previousTint: UIColor?

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    navigationController?.navigationBar.tintColor = .white
                }

                override func viewWillDisappear(_ animated: Bool) {
                    super.viewWillDisappear(animated)
                    navigationController?.navigationBar.tintColor = previousTint
                }
            }

            """
        let outcome = FixEngine.fix(
            [(path: "A.swift", bytes: Array(source.utf8))], configuration: .everyScreen, outputDirectory: "Behaviors")
        XCTAssertFalse(outcome.hasChanges)
        // Lint agrees: the pair moves whole or not at all, so neither half is fixable.
        let findings = LintEngine.lint([(path: "A.swift", bytes: Array(source.utf8))], configuration: .everyScreen)
            .filter { $0.ruleID == NavBarAppearanceRule.descriptor.id }
        XCTAssertEqual(findings.map(\.fixable), [false])
        XCTAssertEqual(findings.first?.copies.map(\.fixable), [false, false])
    }
}

/// Hosts are left as a person would leave them.
final class HostTidinessTests: XCTestCase {
    func testAStatementCutFromBetweenBlankLinesLeavesOneBlankLine() {
        let source = """
            final class ProductViewController: UIViewController {
                var items: [String] = []

                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    reload(items)

                    Analytics.shared.track("product_shown")

                    view.setNeedsLayout()
                }

                override func viewDidDisappear(_ animated: Bool) {
                    super.viewDidDisappear(animated)
                    Analytics.shared.track("product_closed")
                }

                func reload(_ items: [String]) {}
            }

            """
        // Another screen tracks the same way, so the pair moves out of the override that stays.
        let other = """
            final class ListViewController: UIViewController {
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    Analytics.shared.track("product_shown")
                }

                override func viewDidDisappear(_ animated: Bool) {
                    super.viewDidDisappear(animated)
                    Analytics.shared.track("product_closed")
                }
            }

            """
        let outcome = FixEngine.fix(
            [(path: "A.swift", bytes: Array(source.utf8)), (path: "B.swift", bytes: Array(other.utf8))],
            configuration: .everyScreen, outputDirectory: "Behaviors")
        XCTAssertEqual(
            outcome.changed["A.swift"].map { String(decoding: $0, as: UTF8.self) },
            """
            final class ProductViewController: UIViewController {
                var items: [String] = []

                override func viewDidLoad() {
                    super.viewDidLoad()
                    addBehaviors([ScreenTrackingBehavior()])
                }

                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    reload(items)

                    view.setNeedsLayout()
                }

                func reload(_ items: [String]) {}
            }

            """)
    }
}

/// Fix never hides what another rule reports.
final class BehaviorFixLeakTests: XCTestCase {
    func testAStylingChangeNeverUndoneStaysWhereItsLeakIsReported() {
        let source = """
            final class SettingsViewController: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    navigationController?.navigationBar.prefersLargeTitles = true
                }
            }

            """
        let outcome = FixEngine.fix(
            [(path: "A.swift", bytes: Array(source.utf8))],
            configuration: LintConfiguration.everyScreen.reportingUnrestoredChrome,
            outputDirectory: "Behaviors")
        XCTAssertFalse(outcome.hasChanges)
        let findings = LintEngine.lint(
            [(path: "A.swift", bytes: Array(source.utf8))],
            configuration: RuleConfiguration.everyScreen.reportingUnrestoredChrome)
        XCTAssertEqual(findings.map { $0.ruleIDList }, ["nav-bar-appearance", "unbalanced-appearance-change"])
        XCTAssertEqual(findings.map { $0.fixable }, [false, false])
        XCTAssertEqual(
            findings[0].copies.first?.verdict, .notFixable([.reportedByDefect(rule: "unbalanced-appearance-change")]))
    }
}

/// A fix is worth a reviewer's time when the host loses the overrides a chore was in, or a copy of
/// more than one line that other screens repeat word for word.
final class BehaviorFixWorthTests: XCTestCase {
    private func fix(_ files: [(String, String)], layout: ProjectLayout = .unmanaged) -> FixOutcome {
        FixEngine.fix(
            files.map { (path: $0.0, bytes: Array($0.1.utf8)) }, configuration: .everyScreen,
            outputDirectory: "Behaviors",
            layout: layout)
    }

    /// `screen` in `App/`, and a copy of it, renamed `Widget…`, in `Widget/`: a project generated from
    /// folders, where each is a module of its own. Lint sees the lines repeated word for word and
    /// leaves them fixable; only fix's plan knows that a behavior cannot cross modules.
    private func fixWithACopyInAnotherModule(_ screen: String, className: String) -> FixOutcome {
        var layout = ProjectLayout(manifests: [], projects: [])
        layout.foldersAreTargets = true
        let copy = screen.replacingOccurrences(of: className, with: "Widget" + className)
        return fix([("App/A.swift", screen), ("Widget/B.swift", copy)], layout: layout)
    }

    func testOneLineOfViewDidLoadIsNotFixableSoFixHasNothingToRefuse() {
        let source = """
            final class DashboardViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    Analytics.shared.track("dashboard_loaded")
                    configure()
                }

                func configure() {}
            }

            """
        let outcome = fix([("A.swift", source)])
        XCTAssertFalse(outcome.hasChanges)
        XCTAssertEqual(outcome.unfixed.count, 0)
        // Lint says so too: one line of viewDidLoad is no copy of a concern.
        let findings = LintEngine.lint([(path: "A.swift", bytes: Array(source.utf8))], configuration: .everyScreen)
        XCTAssertEqual(findings.map { "\($0.ruleID) \($0.fixable)" }, [])
    }

    func testLinesOfViewDidLoadOnlyAScreenOfAnotherModuleRepeatsStayWithTheReason() {
        let outcome = fixWithACopyInAnotherModule(
            """
            final class DashboardViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    Analytics.shared.track("dashboard_loaded")
                    Analytics.shared.track("dashboard_opened")
                    configure()
                }

                func configure() {}
            }

            """, className: "DashboardViewController")
        XCTAssertFalse(outcome.hasChanges)
        XCTAssertEqual(outcome.unfixed.map { $0.reason }, Array(repeating: .onlyMovesViewDidLoadLines, count: 4))
    }

    func testAChoreLeavingAnOverrideThatStaysStaysWhileTheOneWhoseOverridesGoMoves() {
        let outcome = fixWithACopyInAnotherModule(
            """
            final class DiscoverViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Discover"
                }

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    navigationController?.setNavigationBarHidden(true, animated: animated)
                }

                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    reloadIfNeeded()
                    Analytics.shared.track("discover_shown")
                    Analytics.shared.track("discover_opened")
                }

                override func viewWillDisappear(_ animated: Bool) {
                    super.viewWillDisappear(animated)
                    navigationController?.setNavigationBarHidden(false, animated: animated)
                }

                func reloadIfNeeded() {}
            }

            """, className: "DiscoverViewController")
        XCTAssertEqual(
            outcome.applied.map { $0.summary },
            [
                "DiscoverViewController: addBehaviors([HideNavigationBarBehavior()])",
                "WidgetDiscoverViewController: addBehaviors([HideNavigationBarBehavior()])",
            ])
        XCTAssertEqual(
            outcome.unfixed.map { $0.reason },
            Array(repeating: .cutOutOfStayingOverrides(["viewDidAppear(_:)"]), count: 4))
    }

    func testOneScreensChoreDoesNotTradeAnOverrideForANewViewDidLoad() {
        let screen = """
            final class ExplanationViewController: UIViewController {
                override func viewDidDisappear(_ animated: Bool) {
                    super.viewDidDisappear(animated)
                    Analytics.shared.track("explanation_dismissed")
                }
            }

            """
        let alone = fix([("A.swift", screen)])
        XCTAssertFalse(alone.hasChanges)
        // Lint already says so (`ChoresLeftInPlace`): fix has no fixable finding left to refuse.
        XCTAssertEqual(alone.unfixed.count, 0)
        XCTAssertEqual(
            LintEngine.lint([(path: "A.swift", bytes: Array(screen.utf8))], configuration: .everyScreen)
                .flatMap(\.statementFindings).map(\.verdict),
            [
                .notFixable([
                    .tradesOverridesForViewDidLoad(
                        host: "ExplanationViewController", overrides: ["viewDidDisappear(_:)"])
                ])
            ])
        // A second screen doing the same chore shares the behavior: the trade removes a copy.
        let shared = fix([
            ("A.swift", screen), ("B.swift", screen.replacingOccurrences(of: "Explanation", with: "Tour")),
        ])
        XCTAssertEqual(
            shared.applied.map { $0.summary },
            [
                "ExplanationViewController: addBehaviors([ScreenTrackingBehavior()])",
                "TourViewController: addBehaviors([ScreenTrackingBehavior()])",
            ])
    }

    func testABaseClassKeepsTheChoresItsSubclassesInherit() {
        let source = """
            class BaseViewController: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    Analytics.shared.track("screen")
                }
            }

            final class HomeViewController: BaseViewController {}

            final class ProfileViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Profile"
                }

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    Analytics.shared.track("screen")
                }
            }

            """
        // The base class's copy is listed with the concern (a screen repeats it), and stays.
        let findings = LintEngine.lint([(path: "A.swift", bytes: Array(source.utf8))], configuration: .everyScreen)
            .filter { $0.ruleID == "screen-tracking" }
        XCTAssertEqual(
            findings.flatMap { $0.copies.map(\.hostClass) }, ["BaseViewController", "ProfileViewController"])
        XCTAssertEqual(
            findings.first?.copies.first?.verdict,
            .notFixable([.baseClass("BaseViewController", subclasses: ["HomeViewController"])]))
        let outcome = fix([("A.swift", source)])
        XCTAssertEqual(
            outcome.applied.map { $0.summary },
            ["ProfileViewController: addBehaviors([ScreenTrackingBehavior(screenName: \"screen\")])"])
        XCTAssertEqual(outcome.unfixed.count, 0)
        // Alone, a base class's chore is code it shares already: no concern at all.
        let alone = String(source[..<source.range(of: "final class ProfileViewController")!.lowerBound])
        XCTAssertEqual(
            LintEngine.lint([(path: "A.swift", bytes: Array(alone.utf8))], configuration: .everyScreen).map(\.ruleID),
            [])
    }

    func testLinesOtherScreensRepeatWordForWordMoveThoughTheOverrideStays() {
        func screen(_ name: String) -> (String, String) {
            (
                "\(name).swift",
                """
                final class \(name)ViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        Haptics.shared.prepare(
                            style: .light)
                        title = "\(name)"
                    }
                }

                """
            )
        }
        let outcome = fix([screen("Drafts"), screen("Inbox"), screen("Outbox")])
        XCTAssertEqual(
            outcome.applied.map { $0.summary },
            [
                "DraftsViewController: addBehaviors([HapticsPrepareBehavior()])",
                "InboxViewController: addBehaviors([HapticsPrepareBehavior()])",
                "OutboxViewController: addBehaviors([HapticsPrepareBehavior()])",
            ])
    }
}
