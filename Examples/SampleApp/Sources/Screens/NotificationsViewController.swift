import UIKit

/// The inbox: order updates and price drops, newest first.
///
/// Half-way through the move from `ShopBaseViewController` to behaviors.
final class NotificationsViewController: ShopBaseViewController {
    private struct Message {
        let title: String
        let body: String
        let receivedAt: Date
    }

    // MARK: - Toggles

    override var usesBrandedNavigationBar: Bool { false }

    // MARK: - Properties

    private let inboxTableView = UITableView(frame: .zero, style: .plain)
    private let dateFormatter = RelativeDateTimeFormatter()
    private var messages: [Message] = []

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Notifications"
        inboxTableView.register(UITableViewCell.self, forCellReuseIdentifier: "MessageCell")
        inboxTableView.dataSource = self
        inboxTableView.frame = view.bounds
        inboxTableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(inboxTableView)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        addBehaviors([ScreenTrackingBehavior(screenName: "Notifications")])
        reloadMessages()
    }

    // MARK: - Data

    private func reloadMessages() {
        let now = Date()
        messages = [
            Message(title: "Your order has shipped", body: "Order 10482 is on its way.", receivedAt: now.addingTimeInterval(-3_600)),
            Message(title: "Price drop", body: "The canvas tote is now 20% off.", receivedAt: now.addingTimeInterval(-86_400)),
        ]
        inboxTableView.reloadData()
        tabBarItem.badgeValue = messages.isEmpty ? nil : String(messages.count)
    }
}

// MARK: - UITableViewDataSource

extension NotificationsViewController: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        messages.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "MessageCell", for: indexPath)
        let message = messages[indexPath.row]
        var content = UIListContentConfiguration.subtitleCell()
        content.text = message.title
        content.secondaryText = message.body + " · " + dateFormatter.localizedString(for: message.receivedAt, relativeTo: Date())
        content.secondaryTextProperties.color = Theme.textSecondary
        cell.contentConfiguration = content
        return cell
    }
}
