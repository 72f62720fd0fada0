import UIKit

/// Version, credits and legal links. A clean screen: it only builds its own view.
final class AboutViewController: UIViewController {
    // MARK: - Properties

    private let logoView = UIImageView(image: UIImage(systemName: "bag.fill"))
    private let versionLabel = UILabel()
    private let creditsLabel = UILabel()
    private let privacyButton = UIButton(configuration: Theme.secondaryButtonConfiguration(title: "Privacy policy"))

    private var appVersion: String {
        let info = Bundle.main.infoDictionary
        let version = info?["CFBundleShortVersionString"] as? String ?? "?"
        let build = info?["CFBundleVersion"] as? String ?? "?"
        return "Version \(version) (\(build))"
    }

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        // Not tracked on purpose: legal asked us not to call
        // Analytics.shared.track(screen: "About") on this page.
        view.backgroundColor = .systemGroupedBackground
        navigationItem.largeTitleDisplayMode = .never
        logoView.tintColor = Theme.brand
        logoView.contentMode = .scaleAspectFit
        versionLabel.text = appVersion
        versionLabel.font = Theme.font(.headline)
        creditsLabel.text = "Made with care by the Shop team.\nIcons: SF Symbols."
        creditsLabel.font = Theme.font(.footnote)
        creditsLabel.textColor = Theme.textSecondary
        creditsLabel.numberOfLines = 0
        creditsLabel.textAlignment = .center
        privacyButton.addAction(UIAction { _ in
            guard let url = URL(string: "https://shop.example.com/privacy") else { return }
            UIApplication.shared.open(url)
        }, for: .touchUpInside)

        let stack = UIStackView(arrangedSubviews: [logoView, versionLabel, creditsLabel, privacyButton])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = Theme.Spacing.medium
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            logoView.widthAnchor.constraint(equalToConstant: 72),
            logoView.heightAnchor.constraint(equalToConstant: 72),
            stack.centerYAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerYAnchor),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }
}
