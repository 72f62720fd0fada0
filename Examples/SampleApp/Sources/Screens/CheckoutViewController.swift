import UIKit

/// Shipping address, payment summary and the "Place order" button.
final class CheckoutViewController: ShopBaseViewController {
    // MARK: - Toggles

    override var analyticsScreenName: String? { "Checkout" }

    // MARK: - Properties

    private let total: Decimal
    private let addressField = UITextView()
    private let totalLabel = UILabel()
    private let spinner = UIActivityIndicatorView(style: .medium)
    var onOrderPlaced: (() -> Void)?

    init(total: Decimal) {
        self.total = total
        super.init(nibName: nil, bundle: nil)
        title = "Checkout"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.interactivePopGestureRecognizer?.isEnabled = true
        addressField.font = Theme.font(.body)
        addressField.layer.cornerRadius = Theme.cornerRadius
        addressField.layer.borderColor = Theme.separator.cgColor
        addressField.layer.borderWidth = 1
        totalLabel.text = "To pay: " + PriceFormatter.string(from: total)
        totalLabel.font = Theme.font(.title3, weight: .semibold)
        layoutForm()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.navigationBar.barTintColor = Theme.brand
        navigationItem.backButtonTitle = ""
        navigationController?.navigationBar.prefersLargeTitles = true
    }

    // MARK: - Actions

    private func placeOrder() {
        spinner.startAnimating()
        Analytics.shared.logEvent("order_placed", parameters: ["total": "\(total)"])
        Task { [weak self] in
            try? await Task.sleep(nanoseconds: 1_000_000_000)
            self?.spinner.stopAnimating()
            self?.onOrderPlaced?()
        }
    }

    // MARK: - Layout

    private func layoutForm() {
        let placeOrderButton = UIButton(configuration: Theme.primaryButtonConfiguration(title: "Place order"), primaryAction: UIAction { [weak self] _ in
            self?.placeOrder()
        })
        let stack = UIStackView(arrangedSubviews: [addressField, totalLabel, spinner, placeOrderButton])
        stack.axis = .vertical
        stack.spacing = Theme.Spacing.medium
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            addressField.heightAnchor.constraint(equalToConstant: 120),
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: Theme.Spacing.large),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }
}
