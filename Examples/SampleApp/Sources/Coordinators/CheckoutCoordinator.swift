import UIKit

/// Drives the purchase flow: cart, then checkout, then back to the shop.
///
/// Not a view controller. Its `viewWillAppear(_:)` is an ordinary method that the navigation
/// controller delegate calls when the cart is about to be shown; it overrides nothing.
@MainActor
final class CheckoutCoordinator: NSObject {
    // MARK: - Properties

    private let navigationController: UINavigationController
    private let items: [CartItem]
    var onFinish: (() -> Void)?

    init(navigationController: UINavigationController, items: [CartItem]) {
        self.navigationController = navigationController
        self.items = items
        super.init()
        navigationController.delegate = self
    }

    // MARK: - Flow

    func start() {
        let cartViewController = CartViewController(items: items)
        cartViewController.onCheckout = { [weak self] total in
            self?.showCheckout(total: total)
        }
        navigationController.pushViewController(cartViewController, animated: true)
    }

    private func showCheckout(total: Decimal) {
        let checkoutViewController = CheckoutViewController(total: total)
        checkoutViewController.onOrderPlaced = { [weak self] in
            guard let self else { return }
            self.navigationController.popToRootViewController(animated: true)
            self.onFinish?()
        }
        navigationController.pushViewController(checkoutViewController, animated: true)
    }

    // MARK: - Appearance

    /// Called when the cart, the flow's first screen, is about to be shown.
    func viewWillAppear(_ animated: Bool) {
        navigationController.setNavigationBarHidden(false, animated: animated)
        navigationController.navigationBar.prefersLargeTitles = false
        Analytics.shared.track(screen: "CheckoutFlow")
    }
}

// MARK: - UINavigationControllerDelegate

extension CheckoutCoordinator: UINavigationControllerDelegate {
    func navigationController(
        _ navigationController: UINavigationController,
        willShow viewController: UIViewController,
        animated: Bool
    ) {
        guard viewController is CartViewController else { return }
        viewWillAppear(animated)
    }
}
