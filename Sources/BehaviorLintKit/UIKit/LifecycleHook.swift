/// The UIKit lifecycle methods whose overrides carry the chores behavior-lint looks for.
public enum LifecycleHook: String, Codable, CaseIterable, Sendable {
    case loadView
    case viewDidLoad
    case viewWillAppear
    case viewIsAppearing
    case viewDidAppear
    case viewWillDisappear
    case viewDidDisappear
    case viewWillLayoutSubviews
    case viewDidLayoutSubviews
    case traitCollectionDidChange
    /// `viewWillTransition(to:with:)`: the view's size is about to change.
    case viewWillTransition
    /// `willTransition(to:with:)`: the trait collection is about to change.
    case willTransition
    case didReceiveMemoryWarning

    /// The hook an override named `name` implements, if any.
    public init?(methodName name: String) {
        self.init(rawValue: name)
    }

    /// Hooks that receive UIKit's `animated` flag (AppKit's variants take no argument).
    public var takesAnimatedFlag: Bool {
        switch self {
        case .viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear, .viewDidDisappear: return true
        default: return false
        }
    }

    /// The argument labels of the hook's UIKit signature (`["to", "with"]` for the transitions).
    public var labels: [String] {
        if self == .traitCollectionDidChange || takesAnimatedFlag { return ["_"] }
        return isTransition ? ["to", "with"] : []
    }

    /// `viewWillTransition(to:with:)` and `willTransition(to:with:)`: UIKit forwards the change
    /// to the children and the presented view controller in its implementation.
    public var isTransition: Bool {
        self == .viewWillTransition || self == .willTransition
    }

    public var isAppearance: Bool {
        self == .viewWillAppear || self == .viewIsAppearing || self == .viewDidAppear
    }

    /// Whether `frameworkClass`'s own implementation of the hook is documented to do nothing:
    /// UIKit's layout callbacks, and a plain `NSViewController`'s load and appearance hooks (AppKit
    /// asks for the super call only in case a superclass of the app's overrides them).
    public func doesNothing(in frameworkClass: String?) -> Bool {
        if self == .viewWillLayoutSubviews || self == .viewDidLayoutSubviews { return true }
        guard frameworkClass == "NSViewController" || frameworkClass == "AppKit.NSViewController" else { return false }
        return self == .viewDidLoad || self == .viewWillAppear || self == .viewDidAppear || isDisappearance
    }

    public var isDisappearance: Bool {
        self == .viewWillDisappear || self == .viewDidDisappear
    }

    /// How the override calls its super implementation, passing on its parameters `arguments`:
    /// `super.viewWillAppear(animated)`, `super.viewWillTransition(to: size, with: coordinator)`.
    public func superCall(arguments: [String]) -> String {
        switch self {
        case .traitCollectionDidChange:
            return "super.traitCollectionDidChange(\(arguments.first ?? "previousTraitCollection"))"
        case .viewWillTransition, .willTransition:
            let target = arguments.first ?? (self == .viewWillTransition ? "size" : "newCollection")
            return "super.\(rawValue)(to: \(target), with: \(arguments.count > 1 ? arguments[1] : "coordinator"))"
        default:
            if takesAnimatedFlag, let argument = arguments.first { return "super.\(rawValue)(\(argument))" }
            return "super.\(rawValue)()"
        }
    }
}
