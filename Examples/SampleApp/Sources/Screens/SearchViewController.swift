import UIKit

/// Product search: a search bar in the navigation bar and a list of matches.
final class SearchViewController: UIViewController {
    // MARK: - Properties

    private let searchBar = UISearchBar()
    private let resultsTableView = UITableView()
    private var results: [Product] = []

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.interactivePopGestureRecognizer?.isEnabled = true
        searchBar.placeholder = "Search products"
        searchBar.delegate = self
        navigationItem.titleView = searchBar
        resultsTableView.register(UITableViewCell.self, forCellReuseIdentifier: "ResultCell")
        resultsTableView.dataSource = self
        resultsTableView.delegate = self
        resultsTableView.keyboardDismissMode = .onDrag
        resultsTableView.frame = view.bounds
        resultsTableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(resultsTableView)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
        navigationController?.navigationBar.barStyle = .black
        navigationController?.navigationBar.tintColor = .white
        navigationController?.navigationBar.titleTextAttributes = [.foregroundColor: UIColor.white]
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        Analytics.shared.track(screen: "Search")
        searchBar.becomeFirstResponder()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        NotificationCenter.default.removeObserver(self, name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.removeObserver(self, name: UIResponder.keyboardWillHideNotification, object: nil)
        navigationController?.navigationBar.barStyle = .default
        navigationController?.navigationBar.tintColor = nil
        navigationController?.navigationBar.titleTextAttributes = nil
    }

    // MARK: - Keyboard

    @objc private func keyboardWillShow(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        resultsTableView.contentInset.bottom = frame.height
        resultsTableView.verticalScrollIndicatorInsets.bottom = frame.height
    }

    @objc private func keyboardWillHide(_ notification: Notification) {
        resultsTableView.contentInset.bottom = 0
        resultsTableView.verticalScrollIndicatorInsets.bottom = 0
    }
}

// MARK: - UISearchBarDelegate

extension SearchViewController: UISearchBarDelegate {
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        let query = searchText.trimmingCharacters(in: .whitespaces)
        results = query.isEmpty ? [] : Product.samples.filter { $0.name.localizedCaseInsensitiveContains(query) }
        resultsTableView.reloadData()
    }

    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
        Analytics.shared.logEvent("search_submitted", parameters: ["query": searchBar.text ?? ""])
        searchBar.resignFirstResponder()
    }
}

// MARK: - UITableViewDataSource

extension SearchViewController: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        results.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ResultCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = results[indexPath.row].name
        content.secondaryText = PriceFormatter.string(from: results[indexPath.row].price)
        cell.contentConfiguration = content
        return cell
    }
}

// MARK: - UITableViewDelegate

extension SearchViewController: UITableViewDelegate {
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        let detail = ProductDetailViewController(product: results[indexPath.row])
        navigationController?.pushViewController(detail, animated: true)
    }
}
