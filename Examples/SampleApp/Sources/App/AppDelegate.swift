import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        // App-wide chrome belongs here, once, rather than in every viewWillAppear(_:).
        UINavigationBar.appearance().tintColor = Theme.brand
        UITabBar.appearance().tintColor = Theme.brand
        Analytics.shared.logEvent("app_launched")
        return true
    }

    func application(
        _ application: UIApplication,
        configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = SceneDelegate.self
        return configuration
    }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = makeTabBarController()
        window.makeKeyAndVisible()
        self.window = window
        if !UserDefaults.standard.bool(forKey: "hasSeenOnboarding") {
            showOnboarding(over: window.rootViewController)
        } else if !UserDefaults.standard.bool(forKey: "isSignedIn") {
            let login = UINavigationController(rootViewController: LoginViewController())
            login.modalPresentationStyle = .fullScreen
            window.rootViewController?.present(login, animated: false)
        }
    }

    // MARK: - Private

    private func makeTabBarController() -> UITabBarController {
        let tabs: [(UIViewController, String, String)] = [
            (HomeViewController(), "Home", "house"),
            (SearchViewController(), "Search", "magnifyingglass"),
            (ProfileViewController(firstName: "Alex"), "Profile", "person.crop.circle"),
        ]
        let tabBarController = UITabBarController()
        tabBarController.viewControllers = tabs.map { root, title, symbol in
            let navigationController = UINavigationController(rootViewController: root)
            navigationController.tabBarItem = UITabBarItem(title: title, image: UIImage(systemName: symbol), selectedImage: nil)
            return navigationController
        }
        return tabBarController
    }

    private func showOnboarding(over presenter: UIViewController?) {
        let onboarding = OnboardingViewController()
        let navigationController = UINavigationController(rootViewController: onboarding)
        navigationController.modalPresentationStyle = .fullScreen
        onboarding.onFinish = { [weak navigationController] in
            UserDefaults.standard.set(true, forKey: "hasSeenOnboarding")
            navigationController?.dismiss(animated: true)
        }
        presenter?.present(navigationController, animated: false)
    }
}
