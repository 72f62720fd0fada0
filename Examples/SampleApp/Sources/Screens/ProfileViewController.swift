import UIKit

/// The signed-in customer's profile: a full-bleed header and shortcuts into the account.
final class ProfileViewController: UIViewController {
    // MARK: - Properties

    private let firstName: String
    private let greetingLabel = UILabel()
    private let buttonStack = UIStackView()

    init(firstName: String) {
        self.firstName = firstName
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Theme.surface
        greetingLabel.text = "Hi, " + firstName + "!"
        greetingLabel.font = Theme.font(.largeTitle, weight: .bold)
        buildShortcuts()
        layoutContent()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.navigationBar.barStyle = .black
        navigationController?.navigationBar.tintColor = .white
        navigationController?.navigationBar.titleTextAttributes = [.foregroundColor: UIColor.white]
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        Analytics.shared.track(screen: "Profile")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.navigationBar.barStyle = .default
        navigationController?.navigationBar.tintColor = nil
        navigationController?.navigationBar.titleTextAttributes = nil
    }

    // MARK: - Layout

    private func buildShortcuts() {
        let shortcuts: [(String, () -> UIViewController)] = [
            ("Orders", { OrderHistoryViewController(style: .insetGrouped) }),
            ("Notifications", { NotificationsViewController() }),
            ("Settings", { SettingsViewController() }),
            ("About", { AboutViewController() }),
        ]
        for (title, makeViewController) in shortcuts {
            let action = UIAction { [weak self] _ in
                self?.navigationController?.pushViewController(makeViewController(), animated: true)
            }
            buttonStack.addArrangedSubview(UIButton(configuration: Theme.secondaryButtonConfiguration(title: title), primaryAction: action))
        }
    }

    private func layoutContent() {
        let stack = UIStackView(arrangedSubviews: [greetingLabel, buttonStack])
        stack.axis = .vertical
        stack.spacing = Theme.Spacing.large
        buttonStack.axis = .vertical
        buttonStack.alignment = .leading
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: Theme.Spacing.large),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }
}
