/// The members every view controller has: what a behavior reaches as `viewController.x` where
/// the host wrote `self.x` or just `x`. A name outside this list (a `UITableViewController`'s
/// `tableView`, a member of the host) is out of a behavior's reach.
enum UIViewControllerAPI {
    static let members: Set<String> = [
        // Views and presentation
        "view", "viewIfLoaded", "isViewLoaded", "loadViewIfNeeded", "title", "preferredContentSize",
        "modalPresentationStyle", "modalTransitionStyle", "isModalInPresentation", "definesPresentationContext",
        "providesPresentationContextTransitionStyle", "present", "dismiss", "presentedViewController",
        "presentingViewController", "isBeingPresented", "isBeingDismissed", "isMovingToParent", "isMovingFromParent",
        "transitionCoordinator", "show", "showDetailViewController", "performSegue", "shouldPerformSegue",
        "storyboard", "nibName", "nibBundle", "restorationIdentifier", "restorationClass",
        // Containment
        "parent", "children", "addChild", "removeFromParent", "willMove", "didMove", "navigationController",
        "tabBarController", "splitViewController", "navigationItem", "tabBarItem", "toolbarItems", "setToolbarItems",
        "hidesBottomBarWhenPushed", "editButtonItem", "isEditing", "setEditing",
        // Layout and appearance
        "edgesForExtendedLayout", "extendedLayoutIncludesOpaqueBars", "additionalSafeAreaInsets",
        "viewRespectsSystemMinimumLayoutMargins", "systemMinimumLayoutMargins", "traitCollection",
        "overrideUserInterfaceStyle", "setNeedsStatusBarAppearanceUpdate", "preferredStatusBarStyle",
        "prefersStatusBarHidden", "setNeedsUpdateOfHomeIndicatorAutoHidden",
        "setNeedsUpdateOfScreenEdgesDeferringSystemGestures",
        "setNeedsUpdateOfSupportedInterfaceOrientations", "preferredScreenEdgesDeferringSystemGestures",
        "contentScrollView", "setContentScrollView", "sheetPresentationController", "popoverPresentationController",
        "presentationController", "becomeFirstResponder", "resignFirstResponder", "isFirstResponder",
        "undoManager", "userActivity",
    ]

    /// Whether a behavior can use `name` as written in a lifecycle statement, without the host:
    /// UIViewController API (rewritten to `viewController.name`), types and other capitalised
    /// names, `$0`, the names the statement binds itself, and calls of the project's free functions
    /// or the standard library's. Anything else — a member of a subclass (`tableView`), a method a
    /// protocol extension gives the host (`setupAppearance()`), a global variable — stays with the host.
    /// (`animated` is decided by the caller, which knows the hook.)
    static func isReachable(
        _ name: String, calledAsFunction: Bool, boundInStatement: Set<String>,
        freeFunctions: Set<String>
    ) -> Bool {
        guard let first = name.first else { return true }
        if first.isUppercase || first == "$" || first == "_" || first == "`" { return true }
        if members.contains(name) || boundInStatement.contains(name) { return true }
        return calledAsFunction && (freeFunctions.contains(name) || standardFunctions.contains(name))
    }

    /// Free functions of the standard library and Foundation that chores call.
    static let standardFunctions: Set<String> = [
        "print", "debugPrint", "dump", "assert", "assertionFailure", "precondition", "preconditionFailure",
        "fatalError", "min", "max", "abs", "zip", "stride", "type", "withExtendedLifetime", "NSLocalizedString",
    ]
}
