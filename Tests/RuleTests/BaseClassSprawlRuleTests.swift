import XCTest

@testable import BehaviorLintKit

/// What the spec examples do not pin down: messages, toggles versus methods, fingerprints.
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
                Analytics.shared.trackScreen("\\(type(of: self))")
            }
        }

        """

    func testTheMessageListsTheConcernsByHookAndCountsTheSubclasses() {
        let findings = lint(
            base + """
                final class HomeViewController: BaseViewController {
                    override func configure() {}
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
            "BaseViewController is inherited by 3 view controllers and its lifecycle overrides "
                + "carry navigation-bar visibility in viewWillAppear(_:) and viewWillDisappear(_:), "
                + "screen tracking in viewDidAppear(_:); subclasses override `hidesNavigationBar` (2 subclasses) only to "
                + "switch or configure those chores. Turn each concern into a behavior and attach the ones a screen needs "
                + "with addBehaviors(_:) in its viewDidLoad() instead of inheriting them")
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

    func testEveryOptionCanBeRaised() {
        let source =
            base + """
                final class HomeViewController: BaseViewController {}
                final class LoginViewController: BaseViewController {
                    override var hidesNavigationBar: Bool { true }
                }
                final class SearchViewController: BaseViewController {}
                """
        XCTAssertEqual(lint(source).count, 1)
        XCTAssertEqual(lint(source, values: ["min-subclasses": "4"]).count, 1, "the toggle still reports")
        let chain = """
            class A: UIViewController { override func viewDidLoad() { super.viewDidLoad(); UIApplication.shared.isIdleTimerDisabled = true } }
            class B: A { override func viewDidLoad() { super.viewDidLoad(); navigationController?.navigationBar.tintColor = .red } }
            class C: B { override func viewDidLoad() { super.viewDidLoad(); Analytics.shared.trackScreen("C") } }
            """
        XCTAssertEqual(lint(chain).map { $0.hostClass }, ["A"])
        XCTAssertEqual(lint(chain, values: ["max-depth": "3"]).count, 0)
        XCTAssertEqual(lint(chain, values: ["max-depth": "1"]).map { $0.hostClass }, ["A"], "one finding per chain top")
    }

    func testTheFingerprintIgnoresLineNumbers() {
        let source =
            base + """
                final class HomeViewController: BaseViewController {}
                final class SearchViewController: BaseViewController {}
                final class ProfileViewController: BaseViewController {}
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

                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    Analytics.shared.track(screen: screenName)
                }
            }

            """
        XCTAssertEqual(
            lint(
                tracked
                    + "final class MapViewController: TrackedViewController {\n    var screenName: String { \"map\" }\n}\n"
            ).count, 0,
            "a member named like a private one of the base is the subclass's own")
        let toggled = lint(
            tracked.replacingOccurrences(of: "private var", with: "var")
                + "final class MapViewController: TrackedViewController {\n    override var screenName: String { \"map\" }\n}\n"
        )
        XCTAssertEqual(toggled.count, 1)
        XCTAssertTrue(
            toggled.first?.message.contains("subclasses override `screenName` (MapViewController)") == true,
            toggled.first?.message ?? "")
    }
}
