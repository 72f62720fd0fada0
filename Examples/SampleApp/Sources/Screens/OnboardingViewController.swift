import UIKit

/// Three welcome pages shown on first launch, under a dark navigation bar.
final class OnboardingViewController: UIViewController {
    private struct Page {
        let symbolName: String
        let title: String
    }

    // MARK: - Properties

    private let pages = [
        Page(symbolName: "bag", title: "Shop small brands"),
        Page(symbolName: "shippingbox", title: "Free returns for 30 days"),
        Page(symbolName: "bell", title: "Hear about drops first"),
    ]
    private let symbolView = UIImageView()
    private let titleLabel = UILabel()
    private let pageControl = UIPageControl()
    private var currentPage = 0
    var onFinish: (() -> Void)?

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Theme.background
        pageControl.numberOfPages = pages.count
        pageControl.currentPageIndicatorTintColor = Theme.brand
        let continueButton = UIButton(configuration: Theme.primaryButtonConfiguration(title: "Continue"), primaryAction: UIAction { [weak self] _ in
            self?.showNextPage()
        })
        layoutContent(continueButton: continueButton)
        showPage(at: 0)
        #if DEBUG
        print("Onboarding: \(pages.count) pages; the bar could be hidden with setNavigationBarHidden(true, animated:) on appear")
        #endif
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.navigationBar.barStyle = .black
        navigationController?.navigationBar.tintColor = .white
        navigationController?.navigationBar.titleTextAttributes = [.foregroundColor: UIColor.white]
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        navigationController?.navigationBar.barStyle = .default
        navigationController?.navigationBar.tintColor = nil
        navigationController?.navigationBar.titleTextAttributes = nil
    }

    // MARK: - Paging

    private func showNextPage() {
        guard currentPage + 1 < pages.count else {
            Analytics.shared.logEvent("onboarding_completed")
            onFinish?()
            return
        }
        showPage(at: currentPage + 1)
    }

    private func showPage(at index: Int) {
        currentPage = index
        pageControl.currentPage = index
        symbolView.image = UIImage(systemName: pages[index].symbolName)
        titleLabel.text = pages[index].title
    }

    private func layoutContent(continueButton: UIButton) {
        symbolView.tintColor = Theme.brand
        symbolView.contentMode = .scaleAspectFit
        titleLabel.font = Theme.font(.title1, weight: .bold)
        titleLabel.textAlignment = .center
        titleLabel.numberOfLines = 0
        let stack = UIStackView(arrangedSubviews: [symbolView, titleLabel, pageControl, continueButton])
        stack.axis = .vertical
        stack.spacing = Theme.Spacing.large
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            symbolView.heightAnchor.constraint(equalToConstant: 120),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }
}
