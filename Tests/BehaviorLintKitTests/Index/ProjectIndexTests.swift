import XCTest

@testable import BehaviorLintKit

/// Settings flow one way: the configuration builds the index, and every rule (and fix) reads the
/// tracking calls and the behavior protocol from there.
final class ProjectIndexTests: XCTestCase {
    private func screen(_ name: String, appearing body: String) -> (path: String, bytes: [UInt8]) {
        (
            name + ".swift",
            Array(
                """
                final class \(name): UIViewController {
                    override func viewDidAppear(_ animated: Bool) {
                        super.viewDidAppear(animated)
                        \(body)
                    }
                }

                """.utf8)
        )
    }

    private func configuration(trackingCalls: String? = nil, behaviors: BehaviorSettings = BehaviorSettings())
        -> RuleConfiguration
    {
        // Concerns of any size, so that one line per screen is one.
        var configuration = RuleConfiguration.everyScreen
        if let trackingCalls {
            configuration.settings["screen-tracking"] = RuleSettings(
                severity: .warning, values: ["calls": trackingCalls, "min-screens": "1", "min-lines": "1"])
        }
        configuration.behaviors = behaviors
        return configuration
    }

    /// A mock's `open class UIViewController: UIResponder` stands in for UIKit's: the screens built
    /// on `UIViewController` stay view controllers. A class that only shares its name with another
    /// framework's view controller, built on UIKit's, is the project's own.
    func testAStandInForAFrameworkClassIsNoProjectClass() {
        let sources: [(path: String, bytes: [UInt8])] = [
            ("Mocks/UIViewController.swift", Array("open class UIViewController: UIResponder {}\n".utf8)),
            ("App/NSViewController.swift", Array("class NSViewController: UIViewController {}\n".utf8)),
            ("App/Home.swift", Array("final class HomeViewController: UIViewController {}\n".utf8)),
            ("App/Event.swift", Array("final class EventViewController: NSViewController {}\n".utf8)),
        ]
        let project = ProjectIndex(files: LintEngine.summarize(sources), configuration: .defaults)
        XCTAssertNil(project.classes["UIViewController"])
        XCTAssertTrue(project.isViewController("HomeViewController"))
        XCTAssertFalse(project.isNoViewController("HomeViewController"))
        XCTAssertEqual(project.projectAncestry(of: "EventViewController"), ["EventViewController", "NSViewController"])
    }

    func testConfiguredTrackingCallsAreTrackingForEveryRule() {
        let sources = ["Inbox", "Search", "Profile"].map {
            screen($0 + "ViewController", appearing: "Telemetry.record(.screen)")
        }
        let byDefault = LintEngine.lint(sources, configuration: configuration())
        XCTAssertEqual(
            Set(byDefault.map(\.ruleID)), ["repeated-lifecycle-concern"],
            "not a tracking call by default: a chore repeated in three screens")

        let configured = LintEngine.lint(sources, configuration: configuration(trackingCalls: "Telemetry.record"))
        XCTAssertEqual(
            Set(configured.map(\.ruleID)), ["screen-tracking"],
            "a configured tracking call is screen-tracking's, not a second finding of the repeated rule")
    }

    func testTheConfiguredProtocolDecidesWhatLintCallsFixable() {
        // The project declares two protocols named like behavior hooks; the configured one has no
        // appear hook, so a tracking call in viewDidAppear cannot move into a behavior.
        let protocols = (
            path: "Behaviors.swift",
            bytes: Array(
                """
                protocol ScreenBehavior {
                    func afterLoading(viewController: UIViewController)
                }
                protocol FullBehavior {
                    func afterLoading(viewController: UIViewController)
                    func afterAppearing(viewController: UIViewController, animated: Bool)
                }

                """.utf8)
        )
        // (Inbox has a viewDidLoad() to take the attach call: a lone behavior is then worth it.)
        var inbox = screen("InboxViewController", appearing: "Analytics.track(.inbox)")
        inbox.bytes = Array(
            String(decoding: inbox.bytes, as: UTF8.self).replacingOccurrences(
                of: "UIViewController {\n",
                with: "UIViewController {\n    override func viewDidLoad() { super.viewDidLoad(); title = \"Inbox\" }\n"
            ).utf8)
        let sources = [protocols, inbox]
        var settings = BehaviorSettings()
        let byDefault = LintEngine.lint(sources, configuration: configuration(behaviors: settings))
        XCTAssertEqual(byDefault.filter { $0.ruleID == "screen-tracking" }.map(\.fixable), [true])

        settings.set("protocol", to: "ScreenBehavior")
        let configured = configuration(behaviors: settings)
        XCTAssertEqual(
            ProjectIndex(files: LintEngine.summarize(sources), configuration: configured).behaviorProtocol.name,
            "ScreenBehavior")
        let findings = LintEngine.lint(sources, configuration: configured).filter { $0.ruleID == "screen-tracking" }
        XCTAssertEqual(findings.map(\.fixable), [false])
        XCTAssertEqual(
            findings[0].copies.map(\.verdict),
            [
                .notFixable([
                    .cannotMove(.noBehaviorHook(signature: "viewDidAppear(_:)", behaviorProtocol: "ScreenBehavior"))
                ])
            ])
    }

    func testTheBehaviorSettingsArePartOfTheCacheKey() {
        var settings = BehaviorSettings()
        let before = configuration(behaviors: settings).fingerprintText
        settings.set("protocol", to: "ScreenBehavior")
        XCTAssertNotEqual(configuration(behaviors: settings).fingerprintText, before)
    }

    func testARootScreenIsOneOfTheSameAppWhenTwoAppsShareAClassName() {
        let screen = "final class TrackingViewController: UIViewController {}\n"
        let files = LintEngine.summarize([
            (path: "browser/TrackingViewController.swift", bytes: Array(screen.utf8)),
            (
                path: "browser/Coordinator.swift",
                bytes: Array(
                    """
                    final class Coordinator {
                        func start() { present(UINavigationController(rootViewController: TrackingViewController())) }
                    }

                    """.utf8)
            ),
            (path: "focus/TrackingViewController.swift", bytes: Array(screen.utf8)),
        ])
        let index = ProjectIndex(files: files, configuration: .defaults)
        XCTAssertTrue(index.isRootScreen("TrackingViewController", codeIn: 0))
        XCTAssertFalse(
            index.isRootScreen("TrackingViewController", codeIn: 2),
            "focus's class of the same name is made a root by nothing")
    }

    /// A tab bar controller subclass makes its tabs' screens, often wrapping each in a navigation
    /// controller through a helper the index cannot follow: a screen it creates is a root.
    func testAScreenATabBarControllerCreatesIsARoot() {
        let files = LintEngine.summarize([
            (
                path: "App/MainTabBarController.swift",
                bytes: Array(
                    """
                    final class MainTabBarController: UITabBarController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            let discover = DiscoverViewController(coordinator: DiscoverCoordinator())
                            viewControllers = [discover, ProfileViewController()].map { Navigation.wrap($0) }
                        }
                    }

                    """.utf8)
            ),
            (
                path: "App/Router.swift",
                bytes: Array("final class Router { func open() { let x = EpisodeViewController() } }\n".utf8)
            ),
        ])
        let index = ProjectIndex(files: files, configuration: .defaults)
        XCTAssertTrue(index.isRootScreen("DiscoverViewController", codeIn: 0))
        XCTAssertTrue(index.isRootScreen("ProfileViewController", codeIn: 0))
        XCTAssertFalse(index.isRootScreen("EpisodeViewController", codeIn: 1), "made outside a tab bar controller")
    }

    func testAScreenAlsoPushedSomewhereIsNoRoot() {
        let files = LintEngine.summarize([
            (
                path: "App/Settings.swift",
                bytes: Array("final class SettingsViewController: UIViewController {}\n".utf8)
            ),
            (
                path: "App/Router.swift",
                bytes: Array(
                    """
                    final class Router {
                        func presentSettings() { present(UINavigationController(rootViewController: SettingsViewController())) }
                        func pushSettings(on navigation: UINavigationController) {
                            navigation.pushViewController(SettingsViewController(), animated: true)
                        }
                    }

                    """.utf8)
            ),
        ])
        XCTAssertFalse(
            ProjectIndex(files: files, configuration: .defaults).isRootScreen("SettingsViewController", codeIn: 0),
            "pushed onto another stack, it has screens under it there")
    }

    func testAChildARootScreenEmbedsSharesItsChrome() {
        let files = LintEngine.summarize([
            (
                path: "App/Split.swift",
                bytes: Array(
                    """
                    final class ContentViewController: UIViewController {
                        let sidebar = SidebarViewController()
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            addChild(sidebar)
                        }
                    }
                    final class SidebarViewController: UIViewController {}
                    final class DetailViewController: UIViewController {
                        func embed() { addChild(BadgeViewController()) }
                    }
                    final class BadgeViewController: UIViewController {}

                    """.utf8)
            ),
            (
                path: "App/Root.swift",
                bytes: Array(
                    """
                    final class RootSplitViewController: UISplitViewController {
                        func install() {
                            setViewController(ContentViewController(), for: .secondary)
                            navigationController?.pushViewController(DetailViewController(), animated: true)
                        }
                    }

                    """.utf8)
            ),
        ])
        XCTAssertEqual(files[0].screens.embedded.map(\.child), ["SidebarViewController", "BadgeViewController"])
        let index = ProjectIndex(files: files, configuration: .defaults)
        XCTAssertTrue(index.isRootScreen("SidebarViewController", codeIn: 0), "embedded in a column's root")
        XCTAssertFalse(index.isRootScreen("BadgeViewController", codeIn: 0), "embedded in a pushed screen")
    }

    func testEachLifecycleStatementIsReadOnceInOrderByTheIndex() {
        let files = LintEngine.summarize([
            screen(
                "InboxViewController",
                appearing: "navigationController?.setNavigationBarHidden(true, animated: animated)"),
            (
                path: "Helpers.swift",
                bytes: Array(
                    """
                    final class Helper { func viewDidAppear(_ animated: Bool) { log(animated) } }

                    """.utf8)
            ),
        ])
        let index = ProjectIndex(files: files, configuration: .defaults)
        XCTAssertEqual(
            index.lifecycleOverrides.count, 1, "a method of a class that is no override is no lifecycle override")
        let override = index.lifecycleOverrides[0]
        let statements = index.function(override).statements
        XCTAssertEqual(override.syntaxes.map(\.range), statements.map(\.tokens), "one reading per statement, in order")
        XCTAssertEqual(
            override.syntaxes.map { $0.path($0.chains[0]) },
            [["super", "viewDidAppear"], ["navigationController", "setNavigationBarHidden"]])
    }

    func testAClassOnNoViewControllerRootIsNoViewController() {
        let source = (
            path: "Types.swift",
            bytes: Array(
                """
                class Step {}
                final class Intro: Step {}
                class SettingsPageManager: NSObject {}
                final class PrivacySettingsManager: SettingsPageManager {}
                final class BadgeView: UIView {}
                final class Toggle: Foundation.NSObject {}
                class InboxViewController: UIViewController {}
                final class ThreadViewController: InboxViewController {}
                final class PaywallScreen: LibraryPaywallController {}
                protocol Presenter: AnyObject {}
                class BasePresenter: Presenter {}
                final class DashboardPresenter: BasePresenter {}

                """.utf8)
        )
        let project = ProjectIndex(files: LintEngine.summarize([source]), configuration: .everyScreen)
        let none = [
            "Step", "Intro", "SettingsPageManager", "PrivacySettingsManager", "BadgeView", "Toggle", "BasePresenter",
            "DashboardPresenter",
        ]
        XCTAssertEqual(none.filter(project.isNoViewController), none)
        XCTAssertEqual(
            ["InboxViewController", "ThreadViewController", "PaywallScreen", "UIViewController", "Undeclared"]
                .filter(project.isNoViewController), [],
            "view controllers, a library's class and classes the project does not declare may be screens")
    }

    /// The properties whose object a class owns: its outlets and the instances its declarations
    /// make; not a value it is handed, nor a setting.
    func testAClassOwnsItsOutletsAndTheInstancesItsPropertiesMake() {
        let source = """
            class PasswordViewControllerBase: UIViewController {
                @IBOutlet open var labelHeadline: UILabel?
                let spinner = UIActivityIndicatorView(style: .medium)
                var hidesNavigationBar: Bool { false }
                var analytics: AnalyticsTracking = Analytics.shared
            }
            """
        let project = ProjectIndex(
            files: [Scanner.summarize(bytes: Array(source.utf8), path: "Base.swift")], configuration: .defaults)
        XCTAssertEqual(
            project.ownedProperties(of: "PasswordViewControllerBase"), ["labelHeadline", "spinner"])
    }

    /// A screen that calls the configured attach method, or whose project superclass does, has the
    /// behaviors' hidden controller as a child; the option names the method.
    func testAScreenAttachingBehaviorsIsKnownByTheConfiguredMethod() {
        let sources = """
            class BaseViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    addBehaviors([TrackScreenBehavior()])
                }
            }
            final class HomeViewController: BaseViewController {}
            final class AboutViewController: UIViewController {}
            """
        let files = LintEngine.summarize([(path: "Screens.swift", bytes: Array(sources.utf8))])
        let index = ProjectIndex(files: files, configuration: .defaults)
        XCTAssertEqual(
            ["BaseViewController", "HomeViewController", "AboutViewController"].map(index.attachesBehaviors),
            [true, true, false])
        var renamed = RuleConfiguration.defaults
        renamed.settings[AttachMethodOption.section] = RuleSettings(
            severity: .warning, values: [AttachMethodOption.option.name: "attach"])
        XCTAssertFalse(ProjectIndex(files: files, configuration: renamed).attachesBehaviors("HomeViewController"))
    }

    /// Of several classes of one name, code means its own module's (the declaration whose folder
    /// shares the most with the file), among those written against its own UI framework.
    func testOfClassesOfOneNameAFileMeansItsOwnModulesAndFrameworks() {
        let files = LintEngine.summarize([
            (
                path: "Modules/Docs/Base/Base.swift",
                bytes: Array("import UIKit\nclass BaseViewController: UIViewController {}\n".utf8)
            ),
            (
                path: "Modules/Meeting/Base/Base.swift",
                bytes: Array("import UIKit\nclass BaseViewController: UIViewController {}\n".utf8)
            ),
            (
                path: "Modules/Meeting/Mac/Base.swift",
                bytes: Array("import Cocoa\nclass BaseViewController: NSViewController {}\n".utf8)
            ),
            (
                path: "Modules/Meeting/Mac/Screen.swift",
                bytes: Array("import UIKit\nfinal class S: BaseViewController {}\n".utf8)
            ),
            (path: "Modules/Docs/Editor/Editor.swift", bytes: Array("final class E: BaseViewController {}\n".utf8)),
            (path: "App/Main.swift", bytes: Array("final class M: BaseViewController {}\n".utf8)),
        ])
        let index = ProjectIndex(files: files, configuration: .defaults)
        XCTAssertEqual(
            [3, 4, 5].map { index.classDeclaration(named: "BaseViewController", seenFrom: $0)?.file },
            [1, 0, 0])
        XCTAssertNil(index.classDeclaration(named: "Unknown", seenFrom: 0))
    }
}
