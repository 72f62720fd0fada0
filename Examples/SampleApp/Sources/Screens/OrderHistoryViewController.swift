import UIKit

/// Past orders, newest first. Already migrated: its chores are behaviors, attached once.
final class OrderHistoryViewController: UITableViewController {
    // MARK: - Properties

    private static let cellIdentifier = "OrderCell"
    private var orders: [Order] = []
    private let dateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.timeStyle = .none
        return formatter
    }()

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        addBehaviors([
            ScreenTrackingBehavior(screenName: "OrderHistory"),
            LargeTitleBehavior(),
        ])
        navigationItem.title = "Orders"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        loadOrders()
    }

    // MARK: - Data

    private func loadOrders() {
        let items = Product.samples.map { CartItem(product: $0, quantity: 1) }
        orders = [
            Order(number: "10482", placedAt: Date().addingTimeInterval(-172_800), items: items),
            Order(number: "10377", placedAt: Date().addingTimeInterval(-1_209_600), items: Array(items.prefix(1))),
        ]
        tableView.reloadData()
    }

    // MARK: - UITableViewDataSource

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        orders.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        let order = orders[indexPath.row]
        var content = UIListContentConfiguration.valueCell()
        content.text = "Order \(order.number) · \(dateFormatter.string(from: order.placedAt))"
        content.secondaryText = PriceFormatter.string(from: order.total)
        cell.contentConfiguration = content
        return cell
    }
}
