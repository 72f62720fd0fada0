import UIKit

/// App settings. A clean screen: the chore-looking code lives in helpers, not in overrides.
final class SettingsViewController: UIViewController {
    // MARK: - Properties

    private let immersiveSwitch = UISwitch()
    private let notificationsSwitch = UISwitch()
    private let defaults = UserDefaults.standard

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        view.backgroundColor = .systemGroupedBackground
        immersiveSwitch.isOn = defaults.bool(forKey: "immersiveBrowsing")
        notificationsSwitch.isOn = defaults.bool(forKey: "pushEnabled")
        immersiveSwitch.addAction(UIAction { [weak self] _ in self?.immersiveBrowsingChanged() }, for: .valueChanged)
        notificationsSwitch.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.defaults.set(self.notificationsSwitch.isOn, forKey: "pushEnabled")
            Analytics.shared.logEvent("settings_push_toggled", parameters: ["on": String(self.notificationsSwitch.isOn)])
        }, for: .valueChanged)
        layoutRows()
    }

    // MARK: - Helpers (ordinary methods, not lifecycle overrides)

    private func immersiveBrowsingChanged() {
        defaults.set(immersiveSwitch.isOn, forKey: "immersiveBrowsing")
        if immersiveSwitch.isOn {
            hideBar()
        } else {
            showBar()
        }
        trackChange(of: "immersiveBrowsing")
    }

    private func hideBar() {
        navigationController?.setNavigationBarHidden(true, animated: true)
    }

    private func showBar() {
        self.navigationController?.setNavigationBarHidden(false, animated: true)
    }

    private func trackChange(of setting: String) {
        Analytics.shared.logEvent("setting_changed", parameters: ["key": setting])
    }

    private func layoutRows() {
        let rows = [
            makeRow(title: "Immersive browsing", toggle: immersiveSwitch),
            makeRow(title: "Push notifications", toggle: notificationsSwitch),
        ]
        let stack = UIStackView(arrangedSubviews: rows)
        stack.axis = .vertical
        stack.spacing = Theme.Spacing.small
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: Theme.Spacing.medium),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }

    private func makeRow(title: String, toggle: UISwitch) -> UIView {
        let label = UILabel()
        label.text = title
        label.font = Theme.font(.body)
        let row = UIStackView(arrangedSubviews: [label, toggle])
        row.spacing = Theme.Spacing.medium
        return row
    }
}
