// A screen with a copy-pasted lifecycle chore: the build-tool plugin reports `nav-bar-visibility`
// here as a build warning. UIKit does not exist on Linux, so the target declares the few UIKit
// names it uses itself (below); behavior-lint reads source and never needs UIKit.

public final class ProfileViewController: UIViewController {
    override public func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: animated)
    }

    override public func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setNavigationBarHidden(false, animated: animated)
    }
}

// Minimal stand-ins for UIKit, so this example compiles on Linux.
open class UINavigationController {
    public init() {}
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {}
}

open class UIViewController {
    public init() {}
    open var navigationController: UINavigationController? { nil }
    open func viewWillAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
}
