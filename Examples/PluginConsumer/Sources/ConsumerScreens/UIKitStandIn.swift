// Minimal stand-ins for UIKit, so this example compiles on Linux. The .lintrc excludes this file:
// to behavior-lint, UIViewController must be UIKit's class, not one the project declares (a
// project superclass's members, such as `navigationController` here, would be the host's own, and
// would keep the chore out of a behavior).

open class UINavigationController {
    public init() {}
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {}
}

open class UIViewController {
    public init() {}
    open var navigationController: UINavigationController? { nil }
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
}
