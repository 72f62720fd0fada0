import UIKit

/// The first tab: a feed of products picked for the customer.
final class HomeViewController: UIViewController {
    // MARK: - Properties

    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private let refreshControl = UIRefreshControl()
    private var rows: [Row] = []
    private var previousBarTintColor: UIColor?
    private var checkoutCoordinator: CheckoutCoordinator?

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Home"
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            image: UIImage(systemName: "cart"),
            primaryAction: UIAction { [weak self] _ in self?.showCart() }
        )
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "FeedCell")
        tableView.dataSource = self
        tableView.refreshControl = refreshControl
        view.addSubview(tableView)
        refreshControl.addAction(UIAction { [weak self] _ in
            Analytics.shared.logEvent("home_pull_to_refresh")
            self?.reload()
        }, for: .valueChanged)
        reload()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // Home keeps its bar; the full-screen variant of this screen used to do
        // navigationController?.setNavigationBarHidden(true, animated: animated)
        previousBarTintColor = navigationController?.navigationBar.barTintColor
        navigationController?.navigationBar.barTintColor = Theme.brand
        self.navigationItem.backButtonTitle = ""
        navigationController?.navigationBar.prefersLargeTitles = true
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        Analytics.shared.track(screen: "Home")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.navigationBar.barTintColor = previousBarTintColor
        self.navigationItem.backButtonTitle = nil
        navigationController?.navigationBar.prefersLargeTitles = false
    }

    // MARK: - Data

    private func reload() {
        let items = Product.samples.map { FeedItem(product: $0, badge: nil) }
        rows = makeRows(for: items, showFooter: !items.isEmpty)
        tableView.reloadData()
        refreshControl.endRefreshing()
    }

    private func makeRows(for items: [FeedItem], showFooter: Bool) -> [Row] {
        let header = Row.banner(title: "Today's picks")
        let footer = Row.footer(text: "You're all caught up")
        let sections = [header] + items.map { Row(item: $0) } + (showFooter ? [footer] : [])
        return sections
    }

    // MARK: - Navigation

    private func showCart() {
        guard let navigationController else { return }
        let items = Product.samples.prefix(2).map { CartItem(product: $0, quantity: 1) }
        let coordinator = CheckoutCoordinator(navigationController: navigationController, items: items)
        coordinator.onFinish = { [weak self] in self?.checkoutCoordinator = nil }
        checkoutCoordinator = coordinator
        coordinator.start()
    }
}

// MARK: - UITableViewDataSource

extension HomeViewController: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "FeedCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        switch rows[indexPath.row] {
        case .banner(let title):
            content.text = title
            content.textProperties.font = Theme.font(.headline, weight: .bold)
        case .item(let item):
            content.text = item.product.name
            content.secondaryText = PriceFormatter.string(from: item.product.price)
        case .footer(let text):
            content.text = text
            content.textProperties.color = Theme.textSecondary
        }
        cell.contentConfiguration = content
        return cell
    }
}
