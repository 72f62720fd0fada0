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

    /// How the override calls its super implementation: `super.viewWillAppear(animated)`.
    public func superCall(argument: String?) -> String {
        switch self {
        case .traitCollectionDidChange:
            return "super.traitCollectionDidChange(\(argument ?? "previousTraitCollection"))"
        default:
            if takesAnimatedFlag, let argument { return "super.\(rawValue)(\(argument))" }
            return "super.\(rawValue)()"
        }
    }
}
