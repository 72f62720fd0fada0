// A screen with a copy-pasted lifecycle chore: the build-tool plugin reports `nav-bar-visibility`
// here as a build warning, `swift package behavior-lint fix --dry-run` shows the fix (the pair
// moves into a HideNavigationBarBehavior attached in viewDidLoad), and `behavior-lint-fix` applies
// it. UIKit does not exist on Linux, so the target declares the few UIKit names it uses itself
// (UIKitStandIn.swift, which the .lintrc excludes); behavior-lint reads source and never needs UIKit.

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
