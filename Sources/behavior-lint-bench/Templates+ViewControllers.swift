/// View controller files: feature screens (plain, table-based, subclasses of the app's base
/// classes), the project-wide `AppBaseViewController` and per-feature base classes.
extension CodeGen {
    var cellName: String { "\(feature)\(entity)Cell" }

    mutating func emitScreenFile() {
        emitFileHeader()
        emitImports(["UIKit"])
        let inheritsBase = spec.superclass.hasSuffix("BaseViewController")
        let traits = makeScreenTraits(inheritsBase: inheritsBase)
        if chance(25) { emitDelegateProtocol() }
        if chance(60) {
            emitDocComment(
                "Shows the \(Self.lowerFirst(spec.role)) of \(Self.lowerFirst(Self.plural(entity))) in the \(feature) flow."
            )
        }
        if chance(20) { line("@MainActor") }
        let conformances =
            chance(30)
            ? ", "
                + pickSome(
                    [
                        "UISearchBarDelegate", "UITextFieldDelegate", "UIScrollViewDelegate",
                        "UIAdaptivePresentationControllerDelegate",
                    ], count: 1
                ).joined() : ""
        open("\(pick(["final ", "final ", "", "public final "]))class \(typeName): \(spec.superclass)\(conformances)")
        if chance(40) {
            emitNestedType()
            blank()
        }
        emitMark("Properties")
        emitScreenProperties(traits)
        if chance(45) {
            blank()
            emitScreenInitializers()
        }
        emitDeinit(traits)
        if traits.usesBaseOverrides {
            blank()
            emitBaseOverrides(traits)
        }
        emitLifecycle(traits)
        let classLimit = spec.targetLines * int(50...75) / 100
        fill(until: classLimit) { $0.emitScreenMember() }
        drainPending()
        close()
        emitScreenExtensions()
        if chance(15) {
            blank()
            line("#if DEBUG")
            line("import SwiftUI")
            line("")
            open("#Preview")
            line("UINavigationController(rootViewController: \(typeName)(\(pick(["", "viewModel: .preview"]))))")
            close()
            line("#endif")
        }
    }

    /// Table-based screens, some subclassing `UITableViewController` directly.
    mutating func emitTableScreenFile() {
        emitFileHeader()
        emitImports(["UIKit"])
        let traits = makeScreenTraits(inheritsBase: false)
        emitDocComment("Lists \(Self.lowerFirst(Self.plural(entity))) for the \(feature) tab.")
        open("final class \(typeName): \(spec.superclass)")
        emitMark("Properties")
        line("private var \(entitiesVar): [\(entity)] = []")
        line("private let service: \(entity)Service")
        emitTraitProperties(traits)
        blank()
        open("init(service: \(entity)Service = .shared)")
        line("self.service = service")
        line("super.init(style: .\(pick(["insetGrouped", "plain", "grouped"])))")
        close()
        blank()
        line("@available(*, unavailable)")
        line("required init?(coder: NSCoder) { fatalError(\"init(coder:) has not been implemented\") }")
        emitDeinit(traits)
        emitLifecycle(traits)
        emitMark("UITableViewDataSource")
        open("override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int")
        line("\(entitiesVar).count")
        close()
        blank()
        open("override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell")
        line("let cell = tableView.dequeueReusableCell(withIdentifier: \(cellName).reuseIdentifier, for: indexPath)")
        line("(cell as? \(cellName))?.configure(with: \(entitiesVar)[indexPath.row])")
        line("return cell")
        close()
        blank()
        open("override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)")
        line("tableView.deselectRow(at: indexPath, animated: true)")
        line("let detail = \(feature)\(entity)DetailViewController(\(entityVar): \(entitiesVar)[indexPath.row])")
        line("navigationController?.pushViewController(detail, animated: true)")
        close()
        fill(until: spec.targetLines * 85 / 100) { $0.emitScreenMember() }
        drainPending()
        close()
        fill(until: spec.targetLines) { $0.emitHelperExtension() }
    }

    mutating func emitAppBaseViewControllerFile() {
        emitFileHeader()
        emitImports(["UIKit"])
        line("/// The base class of every screen in the app.")
        line("///")
        line("/// Subclasses configure the shared chores through the overridable properties below instead of")
        line("/// repeating them in their own lifecycle methods.")
        open("class AppBaseViewController: UIViewController")
        line("/// The name sent to analytics when the screen appears; `nil` sends nothing.")
        line("var screenName: String? { nil }")
        line("var prefersNavigationBarHidden: Bool { false }")
        line("var navigationBarTintColor: UIColor? { nil }")
        line("var observesKeyboard: Bool { false }")
        blank()
        line("private var keyboardObservers: [NSObjectProtocol] = []")
        line("private(set) lazy var activityIndicator = UIActivityIndicatorView(style: .large)")
        emitMark("Lifecycle")
        open("override func viewDidLoad()")
        line("super.viewDidLoad()")
        line("view.backgroundColor = .systemBackground")
        line("navigationItem.backButtonDisplayMode = .minimal")
        close()
        blank()
        open("override func viewWillAppear(_ animated: Bool)")
        line("super.viewWillAppear(animated)")
        line("navigationController?.setNavigationBarHidden(prefersNavigationBarHidden, animated: animated)")
        open("if let color = navigationBarTintColor")
        line("navigationController?.navigationBar.tintColor = color")
        close()
        open("if observesKeyboard")
        line("startObservingKeyboard()")
        close()
        close()
        blank()
        open("override func viewDidAppear(_ animated: Bool)")
        line("super.viewDidAppear(animated)")
        open("if let screenName")
        line("Analytics.shared.track(screen: screenName)")
        close()
        close()
        blank()
        open("override func viewWillDisappear(_ animated: Bool)")
        line("super.viewWillDisappear(animated)")
        line("stopObservingKeyboard()")
        close()
        emitMark("Keyboard")
        open("private func startObservingKeyboard()")
        line("let center = NotificationCenter.default")
        line(
            "keyboardObservers = [UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillHideNotification].map { name in"
        )
        out.indentIn()
        line("center.addObserver(forName: name, object: nil, queue: .main) { [weak self] notification in")
        out.indentIn()
        line("self?.keyboardWillChange(notification)")
        out.indentOut()
        line("}")
        out.indentOut()
        line("}")
        close()
        blank()
        open("private func stopObservingKeyboard()")
        line("keyboardObservers.forEach(NotificationCenter.default.removeObserver)")
        line("keyboardObservers.removeAll()")
        close()
        blank()
        line("/// Override to move content out of the keyboard's way.")
        line("func keyboardWillChange(_ notification: Notification) {}")
        emitMark("Loading and errors")
        open("func showLoading(_ isLoading: Bool)")
        line("isLoading ? activityIndicator.startAnimating() : activityIndicator.stopAnimating()")
        line("view.isUserInteractionEnabled = !isLoading")
        close()
        blank()
        open("func showError(_ error: Error, retry: (() -> Void)? = nil)")
        line(
            "let alert = UIAlertController(title: \(stringLiteral()), message: error.localizedDescription, preferredStyle: .alert)"
        )
        line("alert.addAction(UIAlertAction(title: \"OK\", style: .cancel))")
        open("if let retry")
        line("alert.addAction(UIAlertAction(title: \"Retry\", style: .default) { _ in retry() })")
        close()
        line("present(alert, animated: true)")
        close()
        fill(until: spec.targetLines) { $0.emitClassMember() }
        drainPending()
        close()
    }

    /// A feature-level base class between `AppBaseViewController` and the feature's screens.
    mutating func emitFeatureBaseViewControllerFile() {
        emitFileHeader()
        emitImports(["UIKit"])
        emitDocComment("Shared behavior of the \(feature) screens.")
        open("class \(typeName): AppBaseViewController")
        line("override var screenName: String? { \"\(feature)\" }")
        if chance(50) { line("override var prefersNavigationBarHidden: Bool { \(pick(["true", "false"])) }") }
        if chance(50) { line("override var navigationBarTintColor: UIColor? { \(tintExpr()) }") }
        blank()
        line("let \(Self.lowerFirst(feature))Service = \(feature)Service.shared")
        emitStoredProperties()
        blank()
        open("override func viewDidLoad()")
        line("super.viewDidLoad()")
        line("navigationItem.largeTitleDisplayMode = .never")
        inScope({ $0.depth = 1 }) { $0.emitStatements($0.int(1...3)) }
        close()
        fill(until: spec.targetLines) { $0.emitClassMember() }
        drainPending()
        close()
    }

    mutating func emitDelegateProtocol() {
        open("protocol \(feature)\(entity)Delegate: AnyObject")
        line("func \(Self.lowerFirst(typeName))(_ controller: \(typeName), didSelect \(entityVar): \(entity))")
        line("func \(Self.lowerFirst(typeName))DidCancel(_ controller: \(typeName))")
        close()
        line("")
    }

    mutating func emitScreenProperties(_ traits: ScreenTraits) {
        switch below(3) {
        case 0:
            for part in pickSome(Vocabulary.uiParts, count: int(2...5)) where usedMemberNames.insert(part).inserted {
                line("@IBOutlet private weak var \(part): \(uiKitType(for: part))!")
            }
        case 1:
            for part in pickSome(Vocabulary.uiParts, count: int(2...4)) where usedMemberNames.insert(part).inserted {
                line("private let \(part) = \(uiKitType(for: part))()")
            }
        default:
            emitLazyTableView()
        }
        if chance(60) { line("private let viewModel: \(feature)\(spec.role)ViewModel") }
        emitTraitProperties(traits)
        emitStoredProperties()
    }

    mutating func uiKitType(for part: String) -> String {
        if part.hasSuffix("Label") { return "UILabel" }
        if part.hasSuffix("Button") { return "UIButton" }
        if part.hasSuffix("ImageView") || part.hasSuffix("iconView") { return "UIImageView" }
        if part == "stackView" { return "UIStackView" }
        if part == "searchBar" { return "UISearchBar" }
        if part == "segmentedControl" { return "UISegmentedControl" }
        if part == "progressView" { return "UIProgressView" }
        if part == "spinner" { return "UIActivityIndicatorView" }
        return "UIView"
    }

    mutating func emitLazyTableView() {
        guard usedMemberNames.insert("tableView").inserted else { return }
        open("private lazy var tableView: UITableView =")
        line("let tableView = UITableView(frame: .zero, style: .\(pick(["insetGrouped", "plain", "grouped"])))")
        line("tableView.translatesAutoresizingMaskIntoConstraints = false")
        line("tableView.register(\(cellName).self, forCellReuseIdentifier: \(cellName).reuseIdentifier)")
        line("tableView.rowHeight = UITableView.automaticDimension")
        line("tableView.estimatedRowHeight = \(pick(["44", "72", "88.0"]))")
        if chance(50) {
            line("tableView.separatorInset = UIEdgeInsets(top: 0, left: \(intLiteral()), bottom: 0, right: 0)")
        }
        line("tableView.dataSource = self")
        line("tableView.delegate = self")
        line("return tableView")
        close("()")
    }

    mutating func emitScreenInitializers() {
        if chance(50) {
            open("init(viewModel: \(feature)\(spec.role)ViewModel\(chance(50) ? " = .init()" : ""))")
            line("self.viewModel = viewModel")
            line("super.init(nibName: nil, bundle: nil)")
            close()
        } else {
            open("init(\(entityVar): \(entity), dependencies: Dependencies = .live)")
            line(
                "self.viewModel = .init(\(entityVar): \(entityVar), service: dependencies.\(Self.lowerFirst(entity))Service)"
            )
            line("super.init(nibName: nil, bundle: nil)")
            line("hidesBottomBarWhenPushed = \(pick(["true", "false"]))")
            close()
        }
        blank()
        if chance(60) { line("@available(*, unavailable)") }
        open("required init?(coder: NSCoder)")
        line("fatalError(\"init(coder:) has not been implemented\")")
        close()
    }

    mutating func emitScreenMember() {
        if pendingActions.isEmpty, !pendingHelpers.isEmpty, emitNamedHelper(pendingHelpers[0]) {
            pendingHelpers.removeFirst()
            return
        }
        emitClassMember()
    }

    /// Writes every helper and action still referenced but not defined.
    mutating func drainPending() {
        while !pendingActions.isEmpty || !pendingHelpers.isEmpty {
            blank()
            emitScreenMember()
        }
    }

    /// Helpers whose name says what they do get a body that does it. Returns false for names it
    /// has no dedicated template for.
    mutating func emitNamedHelper(_ name: String) -> Bool {
        let part = pick(Vocabulary.uiParts)
        switch name {
        case "setupViews":
            open("private func setupViews()")
            line("view.addSubview(\(part))")
            line("\(part).translatesAutoresizingMaskIntoConstraints = false")
            if chance(50) {
                line(
                    "[\(pickSome(Vocabulary.uiParts, count: 3).joined(separator: ", "))].forEach(stackView.addArrangedSubview)"
                )
            }
            inScope({ $0.depth = 1 }) { $0.emitStatements($0.int(1...3)) }
            close()
        case "setupConstraints":
            open("private func setupConstraints()")
            emitConstraintsBlock()
            close()
        case "configureTableView":
            open("private func configureTableView()")
            line("tableView.register(\(cellName).self, forCellReuseIdentifier: \(cellName).reuseIdentifier)")
            line("tableView.refreshControl = refreshControl")
            line("refreshControl.addTarget(self, action: #selector(didPullToRefresh), for: .valueChanged)")
            close()
            if usedMemberNames.insert("didPullToRefresh").inserted { pendingActions.append("didPullToRefresh") }
        case "bindViewModel":
            open("private func bindViewModel()")
            for property in pickSome(["state", "isLoading", "errorMessage", entitiesVar, "title"], count: int(1...2)) {
                line("viewModel.$\(property)")
                out.indentIn()
                line(".receive(on: DispatchQueue.main)")
                line(".sink { [weak self] \(property == "state" ? "state" : "value") in")
                out.indentIn()
                line("self?.\(pick(["render", "apply", "update"]))(\(property == "state" ? "state" : "value"))")
                out.indentOut()
                line("}")
                line(".store(in: &cancellables)")
                out.indentOut()
            }
            close()
        case "configureDataSource":
            open("private func configureDataSource()")
            line(
                "dataSource = UITableViewDiffableDataSource<Section, \(entity).ID>(tableView: tableView) { tableView, indexPath, id in"
            )
            out.indentIn()
            line(
                "let cell = tableView.dequeueReusableCell(withIdentifier: \(cellName).reuseIdentifier, for: indexPath) as? \(cellName)"
            )
            line("cell?.configure(with: self.viewModel.\(entityVar)(for: id))")
            line("return cell")
            out.indentOut()
            line("}")
            close()
        case "adjustForKeyboard":
            open("private func adjustForKeyboard(_ notification: Notification)")
            line(
                "guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }"
            )
            line("let isShowing = notification.name == UIResponder.keyboardWillShowNotification")
            line(
                "\(pick(["scrollView", "tableView"])).contentInset.bottom = isShowing ? frame.height - view.safeAreaInsets.bottom : 0"
            )
            close()
        case "setupAccessibility":
            open("private func setupAccessibility()")
            line("\(part).isAccessibilityElement = true")
            line("\(part).accessibilityLabel = \(stringLiteral())")
            line("\(part).accessibilityTraits = .\(pick(["button", "header", "staticText"]))")
            close()
        default:
            return false
        }
        return true
    }

    /// Auto Layout constraints pinning two subviews, the body of `setupConstraints`.
    mutating func emitConstraintsBlock() {
        line("NSLayoutConstraint.activate([")
        out.indentIn()
        for part in pickSome(Vocabulary.uiParts, count: 2) {
            line(
                "\(part).topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: \(pick(["8", "16", "Layout.spacing"]))),"
            )
            line("\(part).leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),")
            line("\(part).trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),")
        }
        out.indentOut()
        line("])")
    }

    /// Protocol conformances and private helpers after the class body.
    mutating func emitScreenExtensions() {
        if usedMemberNames.contains("tableView") || chance(40) {
            emitMark("UITableViewDataSource")
            open("extension \(typeName): UITableViewDataSource")
            if chance(50) {
                line(
                    "func numberOfSections(in tableView: UITableView) -> Int { \(pick(["1", "Section.allCases.count", "sections.count"])) }"
                )
                blank()
            }
            open("func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int")
            line("\(pick(["", "return "]))\(entitiesVar).count")
            close()
            blank()
            open("func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell")
            line(
                "guard let cell = tableView.dequeueReusableCell(withIdentifier: \(cellName).reuseIdentifier, for: indexPath) as? \(cellName) else {"
            )
            out.indentIn()
            line("return UITableViewCell()")
            out.indentOut()
            line("}")
            line("cell.configure(with: \(entitiesVar)[indexPath.row])")
            line("return cell")
            close()
            close()
            emitMark("UITableViewDelegate")
            open("extension \(typeName): UITableViewDelegate")
            open("func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)")
            line("tableView.deselectRow(at: indexPath, animated: true)")
            line("let \(entityVar) = \(entitiesVar)[indexPath.row]")
            if chance(50) {
                line("delegate?.\(Self.lowerFirst(typeName))(self, didSelect: \(entityVar))")
            } else {
                line("let controller = \(feature)\(entity)DetailViewController(\(entityVar): \(entityVar))")
                line("navigationController?.pushViewController(controller, animated: true)")
            }
            close()
            if chance(40) {
                blank()
                open("func scrollViewDidScroll(_ scrollView: UIScrollView)")
                line("let offset = scrollView.contentOffset.y + scrollView.adjustedContentInset.top")
                line("headerView.alpha = max(0, 1 - offset / \(floatLiteral()))")
                close()
            }
            close()
        }
        fill(until: spec.targetLines) { $0.emitHelperExtension() }
    }

    /// An extension holding a few more members, as teams split long view controllers.
    mutating func emitHelperExtension() {
        let header: String
        switch below(6) {
        case 0: header = "extension \(typeName): UISearchBarDelegate"
        case 1: header = "extension \(typeName): UITextFieldDelegate"
        case 2: header = "extension \(typeName): \(feature)\(entity)CellDelegate"
        default: header = "\(pick(["private ", "", "fileprivate "]))extension \(typeName)"
        }
        emitMark(
            pick([
                "Helpers", "Actions", "Private",
                String(header.split(separator: ":").last ?? "Helpers").trimmingCharacters(in: .whitespaces),
            ]))
        open(header)
        if header.hasSuffix("UISearchBarDelegate") {
            open("func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)")
            line(
                "\(entitiesVar) = all\(Self.plural(entity)).filter { searchText.isEmpty || $0.title.localizedCaseInsensitiveContains(searchText) }"
            )
            line("tableView.reloadData()")
            close()
        } else if header.hasSuffix("UITextFieldDelegate") {
            open("func textFieldShouldReturn(_ textField: UITextField) -> Bool")
            line("textField.resignFirstResponder()")
            line("return true")
            close()
        }
        let count = int(1...3)
        inExtension = true
        for _ in 0..<count {
            blank()
            emitScreenMember()
        }
        drainPending()
        inExtension = false
        close()
    }
}
