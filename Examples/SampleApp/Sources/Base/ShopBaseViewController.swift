import UIKit

/// The view controller most shop screens inherit from.
///
/// It does the chores every screen needs around appearing: hides or shows the navigation bar,
/// brands it, and sends a screen view. Subclasses switch those chores with the toggle
/// properties below instead of overriding the lifecycle methods themselves.
class ShopBaseViewController: UIViewController {
    // MARK: - Toggles subclasses override

    /// Whether the navigation bar is hidden while this screen is on top.
    var hidesNavigationBar: Bool { false }

    /// Whether the navigation bar takes the brand colours while this screen is on top.
    var usesBrandedNavigationBar: Bool { true }

    /// The name sent with the screen-view event; `nil` sends nothing.
    var analyticsScreenName: String? { nil }

    // MARK: - State

    private var navigationBarWasHidden = false

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Theme.background
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationBarWasHidden = navigationController?.isNavigationBarHidden ?? false
        navigationController?.setNavigationBarHidden(hidesNavigationBar, animated: animated)
        if usesBrandedNavigationBar {
            navigationController?.navigationBar.tintColor = Theme.brand
            navigationController?.navigationBar.titleTextAttributes = [.foregroundColor: Theme.textPrimary]
        }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard let screenName = analyticsScreenName else { return }
        Analytics.shared.track(screen: screenName)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setNavigationBarHidden(navigationBarWasHidden, animated: animated)
    }
}
