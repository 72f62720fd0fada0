/// What a member chain of a lifecycle statement acts on. This is what separates a chore — work on
/// chrome every screen shares, or on a shared service — from a screen setting up its own view and
/// state, which every screen does differently however alike the lines look.
enum ChainTarget: Equatable {
    /// `navigationController…`, `tabBarController…`, `splitViewController…`, `view.window…`,
    /// `UIApplication.shared…`, `UINavigationBar.appearance()…`, the back button that
    /// `navigationItem` hands to the screens pushed after this one.
    case sharedChrome
    /// `X.shared…`, `X.default…`, `NotificationCenter…`, a type's static API (`Analytics.track(…)`),
    /// a property holding a dependency several screens share (`analytics.send(…)`).
    case sharedService
    /// `view…` and the screen's other views.
    case ownView
    /// The screen's own members and UIViewController state (`title`, `navigationItem.title`, `x`).
    case ownState
    /// A name bound by this statement or an earlier one of the same function.
    case local
    /// A method the project declares (in a class, an extension or a protocol extension): already
    /// the single home of whatever it does.
    case projectHelper
    /// Anything else: framework types used as values (`UIView.animate`, `DispatchQueue.main`), free functions.
    case other

    var isShared: Bool { self == .sharedChrome || self == .sharedService }
}

/// Resolves the targets of a function's statements, one statement after another, so that a name
/// an earlier statement binds (`let nav = navigationController`) is known to the later ones.
struct ChainTargetResolver {
    private let hostMembers: Set<String>
    /// Host properties that hold a service several screens share (`DependencyTypes`).
    private let dependencies: Set<String>
    private let projectMethods: Set<String>
    /// Names bound by earlier statements, with the chain each aliases when it is one.
    private var locals: Set<String> = []
    private var aliases: [String: [String]] = [:]

    init(hostMembers: Set<String>, dependencies: Set<String> = [], projectMethods: Set<String>) {
        self.hostMembers = hostMembers
        self.dependencies = dependencies
        self.projectMethods = projectMethods
    }

    /// Chrome that outlives the screen when reached from it.
    private static let chromeRoots: Set<String> = ["navigationController", "tabBarController", "splitViewController"]

    /// Whether a receiver path (`navigationController.navigationBar`, `view.window`, `self` dropped)
    /// is chrome the screen's container or window shares with its other screens.
    static func isSharedChrome(_ path: [String]) -> Bool {
        guard let root = path.first else { return false }
        return chromeRoots.contains(root)
            || ((root == "view" || root == "viewIfLoaded") && path.dropFirst().first == "window")
    }
    private static let backButtonItems: Set<String> = ["backButtonTitle", "backBarButtonItem", "backButtonDisplayMode"]
    private static let singletonNames: Set<String> = [
        "shared", "default", "standard", "current", "main", "sharedInstance", "instance", "defaultCenter",
    ]
    private static let appearanceProxies: Set<String> = [
        "UINavigationBar", "UITabBar", "UIToolbar", "UIBarButtonItem", "UISearchBar", "UITableView", "UIView",
    ]

    /// The targets of every chain of `syntax`; then remembers what the statement binds.
    mutating func targets(of syntax: StatementSyntax) -> [ChainTarget] {
        let targets = syntax.chains.map { target(of: $0, in: syntax) }
        for binding in syntax.outlivingBindings {
            locals.insert(binding.name)
            if let value = binding.value, let chain = syntax.chain(spanning: value), !chain.isCalled {
                aliases[binding.name] = syntax.resolvedPath(chain, aliases: aliases)
            }
        }
        return targets
    }

    private func target(of chain: StatementSyntax.Chain, in syntax: StatementSyntax) -> ChainTarget {
        let written = syntax.path(chain)
        let path = syntax.resolvedPath(chain, aliases: aliases)
        // A name for `self` itself (`let me = self`) resolves to no path, as `self` does.
        guard let writtenRoot = written.first, let root = path.first else { return .other }
        let rootIsSelf = syntax.tokens.isKeyword(chain.names[0], "self")
        if Self.isSharedChrome(path) { return .sharedChrome }
        if root == "navigationItem" || root == "topItem" {
            return path.count > 1 && Self.backButtonItems.contains(path[1]) ? .sharedChrome : .ownState
        }
        if root == "view" || root == "viewIfLoaded" { return .ownView }
        if !rootIsSelf && (syntax.boundNames.contains(writtenRoot) || locals.contains(writtenRoot)) && path == written {
            return .local
        }
        if root == "UIApplication" && path.count > 1 && path[1] == "shared" { return .sharedChrome }
        if Self.appearanceProxies.contains(root) && path.count > 1 && path[1].hasPrefix("appearance") {
            return .sharedChrome
        }
        if root.first?.isUppercase == true {
            if root == "NotificationCenter" || root == "UserDefaults" { return .sharedService }
            // `IQKeyboardManager.sharedManager()`, `Session.sharedSession`: any `shared…` accessor.
            if path.count > 1 && (Self.singletonNames.contains(path[1]) || path[1].hasPrefix("shared"))
                && !root.hasPrefix("UI")
                && root != "DispatchQueue"
                && root != "OperationQueue" && root != "RunLoop"
            {
                return .sharedService
            }
            // `Analytics.track(…)`: a call on a project type, not a framework one.
            if chain.isCalled && path.count == 2 && !Self.isFrameworkType(root) { return .sharedService }
            return .other
        }
        // `analytics.send(.homeOpened)` on an injected tracker every screen holds acts on that service.
        if dependencies.contains(root) && path.count > 1 { return .sharedService }
        if hostMembers.contains(root) { return .ownState }
        if path.count == 1 && chain.isCalled && projectMethods.contains(root) { return .projectHelper }
        if UIViewControllerAPI.members.contains(root) { return .ownState }
        return .other
    }

    /// `UIView`, `NSLayoutConstraint`, `CATransaction`, `DispatchQueue`: Apple's types by prefix.
    static func isFrameworkType(_ name: String) -> Bool {
        if name.hasPrefix("Dispatch") { return true }
        return ["UI", "NS", "CA", "CG", "AV", "WK", "MK", "SK", "CL"].contains { name.hasPrefix($0) }
            && name.dropFirst(2).first?.isUppercase == true
    }
}
