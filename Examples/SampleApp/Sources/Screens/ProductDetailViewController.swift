import UIKit

/// One product: a full-bleed image, name, price and an add-to-cart button.
final class ProductDetailViewController: ShopBaseViewController {
    // MARK: - Toggles

    override var hidesNavigationBar: Bool { true }
    override var analyticsScreenName: String? { "ProductDetail" }

    // MARK: - Properties

    private let product: Product
    private let headerView = ProductHeaderView()
    private let nameLabel = UILabel()
    private let priceLabel = UILabel()
    var onAddToCart: ((Product) -> Void)?

    init(product: Product) {
        self.product = product
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        headerView.image = product.image
        nameLabel.text = product.name
        nameLabel.font = Theme.font(.title2, weight: .semibold)
        nameLabel.numberOfLines = 0
        priceLabel.text = PriceFormatter.string(from: product.price)
        priceLabel.textColor = Theme.brand
        layoutContent()
    }

    // MARK: - Actions

    private func addToCart() {
        Analytics.shared.logEvent("add_to_cart", parameters: ["sku": product.sku])
        onAddToCart?(product)
    }

    private func close() {
        navigationController?.popViewController(animated: true)
    }

    // MARK: - Layout

    private func layoutContent() {
        let addButton = UIButton(configuration: Theme.primaryButtonConfiguration(title: "Add to cart"), primaryAction: UIAction { [weak self] _ in
            self?.addToCart()
        })
        let closeButton = UIButton(type: .close, primaryAction: UIAction { [weak self] _ in
            self?.close()
        })
        let details = UIStackView(arrangedSubviews: [nameLabel, priceLabel, addButton])
        details.axis = .vertical
        details.spacing = Theme.Spacing.small
        for subview in [headerView, details, closeButton] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            headerView.topAnchor.constraint(equalTo: view.topAnchor),
            headerView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            headerView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            headerView.heightAnchor.constraint(equalTo: view.heightAnchor, multiplier: 0.55),
            closeButton.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: Theme.Spacing.small),
            closeButton.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            details.topAnchor.constraint(equalTo: headerView.bottomAnchor, constant: Theme.Spacing.large),
            details.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            details.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }
}
