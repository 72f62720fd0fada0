import UIKit

// The behaviors screens attach with `addBehaviors([...])` in `viewDidLoad()`.
// Their hooks hold the chores that used to be copied into every `viewWillAppear(_:)`;
// they are plain methods of value types, not overrides.

// MARK: - Navigation bar

/// Hides the navigation bar while the host is on screen and shows it again when it leaves.
struct HideNavigationBarBehavior: ViewControllerLifecycleBehavior {
    func beforeAppearing(viewController: UIViewController, animated: Bool) {
        viewController.navigationController?.setNavigationBarHidden(true, animated: animated)
    }

    func beforeDisappearing(viewController: UIViewController, animated: Bool) {
        viewController.navigationController?.setNavigationBarHidden(false, animated: animated)
    }
}

/// Shows a large title while the host is on screen and restores small titles when it leaves.
struct LargeTitleBehavior: ViewControllerLifecycleBehavior {
    func afterLoading(viewController: UIViewController) {
        viewController.navigationItem.largeTitleDisplayMode = .always
    }

    func beforeAppearing(viewController: UIViewController, animated: Bool) {
        viewController.navigationController?.navigationBar.prefersLargeTitles = true
    }

    func beforeDisappearing(viewController: UIViewController, animated: Bool) {
        viewController.navigationController?.navigationBar.prefersLargeTitles = false
    }
}

// MARK: - Analytics

/// Sends one screen-view event each time the host has appeared.
struct ScreenTrackingBehavior: ViewControllerLifecycleBehavior {
    let screenName: String

    func afterAppearing(viewController: UIViewController, animated: Bool) {
        Analytics.shared.track(screen: screenName)
    }
}

// MARK: - Keyboard

/// Ends editing when the host is about to leave, so the keyboard does not follow it out.
struct DismissKeyboardBehavior: ViewControllerLifecycleBehavior {
    func beforeDisappearing(viewController: UIViewController, animated: Bool) {
        viewController.view.endEditing(true)
    }
}
