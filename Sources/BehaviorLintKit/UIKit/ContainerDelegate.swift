/// A container view controller whose delegate a screen can reach through its own property
/// (`navigationController`, `tabBarController`), and the methods of that delegate protocol: a
/// delegate that implements none of them changes nothing the container does.
enum ContainerDelegate: CaseIterable, Sendable {
    case navigation
    case tabBar

    /// The `UIViewController` property that reaches the container.
    var containerProperty: String {
        switch self {
        case .navigation: return "navigationController"
        case .tabBar: return "tabBarController"
        }
    }

    var protocolName: String {
        switch self {
        case .navigation: return "UINavigationControllerDelegate"
        case .tabBar: return "UITabBarControllerDelegate"
        }
    }

    /// What the container is called in a sentence.
    var containerNoun: String {
        switch self {
        case .navigation: return "navigation controller"
        case .tabBar: return "tab bar controller"
        }
    }

    /// The base names of the protocol's methods (all optional): `navigationController(_:willShow:animated:)`,
    /// `navigationController(_:animationControllerFor:from:to:)`, the orientation callbacks;
    /// `tabBarController(_:shouldSelect:)`, `tabBarController(_:didSelect:)`, the customizing,
    /// transition and orientation callbacks.
    var methodBaseNames: Set<String> {
        switch self {
        case .navigation:
            return [
                "navigationController", "navigationControllerSupportedInterfaceOrientations",
                "navigationControllerPreferredInterfaceOrientationForPresentation",
            ]
        case .tabBar:
            return [
                "tabBarController", "tabBarControllerSupportedInterfaceOrientations",
                "tabBarControllerPreferredInterfaceOrientationForPresentation",
            ]
        }
    }
}
