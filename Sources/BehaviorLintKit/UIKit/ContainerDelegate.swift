/// A delegate a screen reaches through its containers (`navigationController?.delegate`,
/// `tabBarController?.delegate`, `navigationController?.interactivePopGestureRecognizer?.delegate`),
/// and the methods of that delegate protocol: a delegate that implements none of them answers
/// nothing the owner asks.
enum ContainerDelegate: CaseIterable, Sendable {
    case navigation
    case tabBar
    /// The navigation controller's swipe-back gesture, whose own delegate (the navigation
    /// controller's) refuses to begin on the stack's first screen.
    case popGesture

    /// The `UIViewController` members that reach the delegate's owner.
    var ownerPath: [String] {
        switch self {
        case .navigation: return ["navigationController"]
        case .tabBar: return ["tabBarController"]
        case .popGesture: return ["navigationController", "interactivePopGestureRecognizer"]
        }
    }

    var protocolName: String {
        switch self {
        case .navigation: return "UINavigationControllerDelegate"
        case .tabBar: return "UITabBarControllerDelegate"
        case .popGesture: return "UIGestureRecognizerDelegate"
        }
    }

    /// What the owner is called in a sentence.
    var ownerNoun: String {
        switch self {
        case .navigation: return "navigation controller"
        case .tabBar: return "tab bar controller"
        case .popGesture: return "navigation controller's swipe-back gesture"
        }
    }

    /// Whether a delegate answering nothing changes nothing but who the delegate is: a container
    /// calls optional methods only. A gesture recognizer with a delegate that answers nothing
    /// begins whenever it can, which its own delegate would have refused.
    var isInertWithoutMethods: Bool { self != .popGesture }

    /// The base names of the protocol's methods (all optional): `navigationController(_:willShow:animated:)`,
    /// `navigationController(_:animationControllerFor:from:to:)`, the orientation callbacks;
    /// `tabBarController(_:shouldSelect:)`, `tabBarController(_:didSelect:)`, the customizing,
    /// transition and orientation callbacks; `gestureRecognizerShouldBegin(_:)` and the
    /// `gestureRecognizer(_:should…)` family.
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
        case .popGesture:
            return ["gestureRecognizerShouldBegin", "gestureRecognizer"]
        }
    }
}
