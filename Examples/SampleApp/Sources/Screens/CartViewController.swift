import UIKit

/// The cart: line items, a summary bar with the total, and the way into checkout.
final class CartViewController: ShopBaseViewController {
    // MARK: - Toggles

    override var analyticsScreenName: String? { "Cart" }

    // MARK: - Properties

    private var items: [CartItem]
    private let shippingCost = Decimal(490) / 100
    private let itemsTableView = UITableView(frame: .zero, style: .insetGrouped)
    private let summaryView = UIView()
    private let summaryGradient = CAGradientLayer()
    private let totalLabel = UILabel()
    var onCheckout: ((Decimal) -> Void)?

    init(items: [CartItem]) {
        self.items = items
        super.init(nibName: nil, bundle: nil)
        title = "Cart"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.interactivePopGestureRecognizer?.isEnabled = true
        itemsTableView.register(UITableViewCell.self, forCellReuseIdentifier: "CartItemCell")
        itemsTableView.dataSource = self
        summaryGradient.colors = [Theme.surface.cgColor, Theme.background.cgColor]
        summaryView.layer.insertSublayer(summaryGradient, at: 0)
        totalLabel.font = Theme.font(.title3, weight: .semibold)
        let checkoutButton = UIButton(configuration: Theme.primaryButtonConfiguration(title: "Checkout"), primaryAction: UIAction { [weak self] _ in
            guard let self else { return }
            self.onCheckout?(self.total)
        })
        layoutContent(checkoutButton: checkoutButton)
        updateTotal()
    }

    override func viewWillAppear(_ animated: Bool) {
        updateTotal()
    }

    // UIKit's viewDidLayoutSubviews() does nothing: not calling it is fine.
    override func viewDidLayoutSubviews() {
        summaryGradient.frame = summaryView.bounds
    }

    // MARK: - Totals

    private var total: Decimal {
        let subtotal = items.reduce(Decimal(0)) { $0 + $1.lineTotal }
        let tax = subtotal * Decimal(20) / 100
        return subtotal + shippingCost + tax
    }

    private func updateTotal() {
        totalLabel.text = "Total " + PriceFormatter.string(from: total)
    }

    // MARK: - Layout

    private func layoutContent(checkoutButton: UIButton) {
        let summary = UIStackView(arrangedSubviews: [totalLabel, checkoutButton])
        summary.spacing = Theme.Spacing.medium
        summary.frame = CGRect(x: Theme.Spacing.medium, y: Theme.Spacing.small, width: view.bounds.width - 2 * Theme.Spacing.medium, height: 56)
        summary.autoresizingMask = [.flexibleWidth]
        summaryView.addSubview(summary)
        summaryView.frame = CGRect(x: 0, y: view.bounds.height - 72, width: view.bounds.width, height: 72)
        summaryView.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        itemsTableView.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: view.bounds.height - 72)
        itemsTableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(itemsTableView)
        view.addSubview(summaryView)
    }
}

// MARK: - UITableViewDataSource

extension CartViewController: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "CartItemCell", for: indexPath)
        let item = items[indexPath.row]
        var content = UIListContentConfiguration.valueCell()
        content.text = "\(item.quantity)× \(item.product.name)"
        content.secondaryText = PriceFormatter.string(from: item.lineTotal)
        cell.contentConfiguration = content
        return cell
    }
}
