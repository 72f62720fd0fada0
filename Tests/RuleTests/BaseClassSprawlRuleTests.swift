import XCTest

@testable import BehaviorLintKit

/// What the spec examples do not pin down: messages, toggles versus methods, fingerprints, and that
/// a base its subclasses do not switch is no finding.
final class BaseClassSprawlRuleTests: XCTestCase {
    func testSpecExamples() throws {
        try assertSpecExamples(BaseClassSprawlRule.self)
    }

    func testSpecFixes() throws {
        try assertSpecFixes(BaseClassSprawlRule.self)
    }

    private func lint(_ source: String, values: [String: String] = [:]) -> [Finding] {
        LintEngine.lint(
            [(path: "A.swift", bytes: Array(source.utf8))], configuration: .only("base-class-sprawl", values: values))
    }

    private let base = """
        class BaseViewController: UIViewController {
            var hidesNavigationBar: Bool { false }
            var tracksScreen: Bool { true }
            func configure() {}

            override func viewDidLoad() {
                super.viewDidLoad()
                configure()
                view.backgroundColor = .systemBackground
            }

            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                navigationController?.setNavigationBarHidden(hidesNavigationBar, animated: animated)
            }

            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                navigationController?.setNavigationBarHidden(false, animated: animated)
            }

            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                if tracksScreen {
                    Analytics.shared.trackScreen("\\(type(of: self))")
                }
            }
        }

        """

    func testTheMessageListsTheConcernsByHookAndCountsTheSubclasses() {
        let findings = lint(
            base + """
                final class HomeViewController: BaseViewController {
                    override func configure() {}
                    override var tracksScreen: Bool { false }
                }
                final class LoginViewController: BaseViewController {
                    override var hidesNavigationBar: Bool { true }
                }
                final class SignUpViewController: LoginViewController {
                    override var hidesNavigationBar: Bool { true }
                }
                """)
        XCTAssertEqual(findings.count, 1)
        let finding = findings[0]
        XCTAssertEqual(finding.location, SourceLocation(line: 1, column: 1))
        XCTAssertEqual(finding.hostClass, "BaseViewController")
        XCTAssertFalse(finding.fixable)
        XCTAssertEqual(
            finding.message,
            "BaseViewController's lifecycle overrides carry navigation-bar visibility in viewWillAppear(_:) and "
                + "viewWillDisappear(_:), screen tracking in viewDidAppear(_:) for 3 subclasses, which switch or "
                + "configure them through `hidesNavigationBar` (2 subclasses) and `tracksScreen` (HomeViewController): "
                + "make each chore a behavior a screen "
                + "attaches with addBehaviors(_:) in viewDidLoad()")
    }

    func testViewBuildingAndTemplateHooksAreABaseClassesJob() {
        // The base builds its own view and lets subclasses supply content: no chore to hand down.
        let findings = lint(
            """
            class ListViewController: UIViewController {
                func makeRows() -> [String] { [] }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = .systemBackground
                    configureTable()
                    title = makeRows().first
                }
                func configureTable() {}
            }
            final class A: ListViewController {}
            final class B: ListViewController {}
            final class C: ListViewController {}
            """)
        XCTAssertEqual(findings.count, 0)
    }

    func testAnOverriddenMethodIsNoToggle() {
        let findings = lint(
            base + """
                final class HomeViewController: BaseViewController {
                    override func configure() {}
                }
                """)
        XCTAssertEqual(findings.count, 0)
    }

    func testABaseDoingTheSameChoresForEverySubclassIsNoSwitchboardHoweverManyOrDeep() {
        let many =
            base + """
                final class HomeViewController: BaseViewController {}
                final class SearchViewController: BaseViewController {}
                final class ProfileViewController: BaseViewController {}
                final class SettingsViewController: BaseViewController {}
                """
        XCTAssertEqual(lint(many).count, 0)
        let chain = """
            class A: UIViewController { override func viewDidLoad() { super.viewDidLoad(); UIApplication.shared.isIdleTimerDisabled = true } }
            class B: A { override func viewDidLoad() { super.viewDidLoad(); navigationController?.navigationBar.tintColor = .red } }
            class C: B { override func viewDidLoad() { super.viewDidLoad(); Analytics.shared.trackScreen("C") } }
            """
        XCTAssertEqual(lint(chain).count, 0)
    }

    /// One overridden property is a template's option (coronacheck's `enableSwipeBack`, read as
    /// noise): screens picking combinations of chores need two switches.
    func testABaseWithOneSwitchIsATemplateWithAnOption() {
        let one =
            base + """
                final class HomeViewController: BaseViewController {}
                final class SearchViewController: BaseViewController {
                    override var hidesNavigationBar: Bool { true }
                }
                final class LoginViewController: BaseViewController {
                    override var hidesNavigationBar: Bool { true }
                }
                """
        XCTAssertEqual(lint(one).map(\.hostClass), [])
        let two = one.replacingOccurrences(
            of: "final class HomeViewController: BaseViewController {}",
            with:
                "final class HomeViewController: BaseViewController {\n    override var tracksScreen: Bool { false }\n}"
        )
        XCTAssertEqual(lint(two).map(\.hostClass), ["BaseViewController"])
    }

    func testTheFingerprintIgnoresLineNumbers() {
        let source =
            base + """
                final class HomeViewController: BaseViewController {
                    override var tracksScreen: Bool { false }
                }
                final class SearchViewController: BaseViewController {
                    override var hidesNavigationBar: Bool { true }
                }
                """
        let before = lint(source)
        let after = lint("import UIKit\n\n" + source)
        XCTAssertEqual(before.count, 1)
        XCTAssertEqual(before.map { $0.fingerprint }, after.map { $0.fingerprint })
        XCTAssertEqual(after[0].location.line, 3)
    }

    func testOnlyAMemberDeclaredWithOverrideIsAToggle() {
        let tracked = """
            class TrackedViewController: UIViewController {
                private var screenName: String { "tracked" }
                var tracksScreen: Bool { true }

                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    if tracksScreen {
                        Analytics.shared.track(screen: screenName)
                    }
                }
            }

            """
        XCTAssertEqual(
            lint(
                tracked
                    + "final class MapViewController: TrackedViewController {\n    var screenName: String { \"map\" }\n}\n"
                    + "final class ListViewController: TrackedViewController {\n    override var tracksScreen: Bool { false }\n}\n"
            ).count, 0,
            "a member named like a private one of the base is the subclass's own: one switch is left")
        let toggled = lint(
            tracked.replacingOccurrences(of: "private var", with: "var")
                + "final class MapViewController: TrackedViewController {\n    override var screenName: String { \"map\" }\n}\n"
                + "final class ListViewController: TrackedViewController {\n    override var tracksScreen: Bool { false }\n}\n"
        )
        XCTAssertEqual(
            toggled.map(\.message),
            [
                "TrackedViewController's lifecycle overrides carry screen tracking in viewDidAppear(_:) for 2 subclasses, "
                    + "which switch or configure them through `screenName` (MapViewController) and `tracksScreen` "
                    + "(ListViewController): make each chore a "
                    + "behavior a screen attaches with addBehaviors(_:) in viewDidLoad()"
            ])
    }
}
