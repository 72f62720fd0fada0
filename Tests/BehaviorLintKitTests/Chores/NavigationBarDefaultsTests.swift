import XCTest

@testable import BehaviorLintKit

/// The app's own bar defaults: what it sets outside its screens, when it sets one value.
final class NavigationBarDefaultsTests: XCTestCase {
    private func defaults(_ sources: [String]) -> [String: String] {
        let summaries = sources.enumerated().map {
            Scanner.summarize(bytes: Array($0.element.utf8), path: "File\($0.offset).swift")
        }
        return ProjectIndex(files: summaries, configuration: .defaults).navigationBarDefaults.values
    }

    private let appDelegate = """
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                UINavigationBar.appearance().tintColor = .systemIndigo
                return true
            }
        }
        """

    private func coordinator(largeTitles: String) -> String {
        """
        final class Coordinator\(largeTitles) {
            func start() -> UIViewController {
                let navigation = UINavigationController(rootViewController: UIViewController())
                navigation.navigationBar.prefersLargeTitles = \(largeTitles)
                return navigation
            }
        }
        """
    }

    /// Every bar made after takes the proxy's value; a bottom sheet's own stack set otherwise is
    /// that stack's. A top-level function counts as well as a method.
    func testTheAppearanceProxyWinsOverOneStacksOwnBar() {
        let theme = "func applyAppearance() {\n    UINavigationBar.appearance().isTranslucent = false;\n}\n"
        let sheet = """
            final class SheetPresenter {
                func present() {
                    let navigation = UINavigationController(rootViewController: UIViewController())
                    navigation.navigationBar.isTranslucent = true
                }
            }
            """
        XCTAssertEqual(defaults([theme]), ["isTranslucent": "false"])
        XCTAssertEqual(defaults([theme, sheet]), ["isTranslucent": "false"])
        XCTAssertEqual(defaults([sheet, coordinatorTranslucent(false)]), [:], "two stacks disagree, no proxy")
    }

    /// A styling call counts as an assignment does, its arguments the value.
    func testAStylingCallOfANavigationControllerSubclassSetsADefault() {
        let subclass = """
            final class BaseNavigationViewController: UINavigationController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationBar.setBackgroundImage(UIImage(), for: UIBarMetrics.default)
                }
            }
            """
        XCTAssertEqual(defaults([subclass]), ["setBackgroundImage": "UIImage(),for:UIBarMetrics.default"])
    }

    private func coordinatorTranslucent(_ value: Bool) -> String {
        """
        final class OtherCoordinator {
            func start() {
                let navigation = UINavigationController(rootViewController: UIViewController())
                navigation.navigationBar.isTranslucent = \(value)
            }
        }
        """
    }

    func testTheAppearanceProxyAndCoordinatorsSetTheDefaults() {
        XCTAssertEqual(
            defaults([appDelegate, coordinator(largeTitles: "true")]),
            ["tintColor": ".systemIndigo", "prefersLargeTitles": "true"])
    }

    func testAPropertySetToSeveralValuesHasNoDefault() {
        XCTAssertEqual(defaults([coordinator(largeTitles: "true"), coordinator(largeTitles: "false")]), [:])
    }

    func testAScreensOwnStylingSetsNoDefault() {
        let screen = """
            final class InboxViewController: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    navigationController?.navigationBar.prefersLargeTitles = false
                }
            }
            final class AppNavigationController: UINavigationController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationBar.prefersLargeTitles = true
                }
            }
            """
        XCTAssertEqual(defaults([screen]), ["prefersLargeTitles": "true"])
    }

    func testAScreenOfALibrarysViewControllerIsStillAScreen() {
        let screen = """
            final class RepositoryViewController: TabmanViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationController?.navigationBar.backgroundColor = .white
                }
            }
            """
        XCTAssertEqual(defaults([screen]), [:])
    }

    private func sceneDelegate(tint: String) -> String {
        """
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                guard let windowScene = scene as? UIWindowScene else { return }
                window = UIWindow(windowScene: windowScene)
                window?.tintColor = \(tint)
                window?.makeKeyAndVisible()
            }
        }
        """
    }

    /// A bar whose own tint nothing sets inherits the window's.
    func testTheWindowsTintIsTheBarsTintWhereNothingElseSetsIt() {
        XCTAssertEqual(windowTint([sceneDelegate(tint: ".brand")]), ".brand")
        XCTAssertNil(
            windowTint([sceneDelegate(tint: ".brand"), appDelegate]), "the bars' own tint, set on the proxy, wins")
        XCTAssertNil(
            windowTint([
                sceneDelegate(tint: ".brand"),
                sceneDelegate(tint: ".red").replacingOccurrences(of: "SceneDelegate", with: "ExternalSceneDelegate"),
            ]), "two windows, two tints: no default")
    }

    private func windowTint(_ sources: [String]) -> String? {
        let summaries = sources.enumerated().map {
            Scanner.summarize(bytes: Array($0.element.utf8), path: "File\($0.offset).swift")
        }
        return ProjectIndex(files: summaries, configuration: .defaults).navigationBarDefaults.windowTint
    }
}
