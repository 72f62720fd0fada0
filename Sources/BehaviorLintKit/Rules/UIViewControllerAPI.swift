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
        "prefersStatusBarHidden", "setNeedsUpdateOfHomeIndicatorAutoHidden", "setNeedsUpdateOfScreenEdgesDeferringSystemGestures",
        "setNeedsUpdateOfSupportedInterfaceOrientations", "preferredScreenEdgesDeferringSystemGestures",
        "contentScrollView", "setContentScrollView", "sheetPresentationController", "popoverPresentationController",
        "presentationController", "becomeFirstResponder", "resignFirstResponder", "isFirstResponder",
        "undoManager", "userActivity",
    ]

    /// Whether a behavior can use `name` as written in a lifecycle statement, without the host:
    /// UIViewController API (rewritten to `viewController.name`), the hook's `animated` (when the
    /// hook receives it), types and other capitalised names, `$0`, and the names the statement
    /// binds itself. Everything else is a global the fix cannot prove exists, or a member of a
    /// subclass (`tableView`), so it stays with the host.
    static func isReachable(_ name: String, calledAsFunction: Bool, boundInStatement: Set<String>) -> Bool {
        guard let first = name.first else { return true }
        if first.isUppercase || first == "$" || first == "_" || first == "`" { return true }
        if members.contains(name) || boundInStatement.contains(name) { return true }
        // A bare call of something that is not a host member is a free function (`print`, `max`,
        // a project helper); host members were rejected before this is asked.
        return calledAsFunction
    }
}
