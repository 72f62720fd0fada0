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

    /// Whether `function`, declared by the delegate, is a method of the protocol: the owner calls it.
    func isMethod(_ function: FunctionDeclaration) -> Bool { methodBaseNames.contains(function.name) }

    /// Whether `function`, declared by the delegate, answers what the owner needs its delegate for:
    /// any method of the protocol; for the swipe-back gesture, only one that can refuse to let it
    /// begin (`gestureRecognizerShouldBegin(_:)`, `gestureRecognizer(_:shouldReceive:)`), which its
    /// own delegate does on the stack's first screen: `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`
    /// and the failure requirements let it begin there all the same.
    func guardsTheOwner(_ function: FunctionDeclaration) -> Bool {
        guard isMethod(function) else { return false }
        guard self == .popGesture, function.name == "gestureRecognizer" else { return true }
        return function.labels.count == 2 && function.labels[1] == "shouldReceive"
    }

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
