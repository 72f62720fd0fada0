/// The UIViewController lifecycle overrides and the chores screens repeat in them: hiding the
/// navigation bar, sending analytics, tinting the navigation bar and adding and removing keyboard
/// observers. These are what behavior-lint looks for, so the same chores recur across many
/// screens in a handful of spellings, in varying order and mixed with unrelated statements.
extension CodeGen {
    /// The chores one screen performs, decided once so its overrides agree with each other
    /// (a bar hidden in `viewWillAppear` is shown again in `viewWillDisappear`).
    struct ScreenTraits {
        /// The lifecycle method a one-time chore goes into.
        enum Moment { case didLoad, willAppear, didAppear }
        /// How keyboard notifications are observed: `#selector` targets, block-observer tokens
        /// kept in an array, or a Combine subscription.
        enum Keyboard { case none, selectors, tokens, combine }

        var hidesNavigationBar = false
        var navigationBarSpelling = 0
        var analyticsStyle = 0
        var analyticsMoment = Moment.didAppear
        var tintStyle = 0
        var restoresTint = false
        var keyboard = Keyboard.none
        var keyboardMoment = Moment.willAppear
        var removesKeyboardInDeinit = false
        var hidesTabBar = false
        var usesBaseOverrides = false
        var screenName = ""
        var wantsDidDisappear = false
        var wantsLayoutSubviews = false
        var wantsTraitChange = false

        var needsWillAppear: Bool {
            hidesNavigationBar || tintStyle != 0 || hidesTabBar
                || (keyboard != .none && keyboardMoment == .willAppear) || analyticsMoment == .willAppear
        }

        var needsWillDisappear: Bool {
            hidesNavigationBar || restoresTint || hidesTabBar
                || (keyboard != .none && !removesKeyboardInDeinit && keyboardMoment != .didLoad)
        }
    }

    mutating func makeScreenTraits(inheritsBase: Bool) -> ScreenTraits {
        var traits = ScreenTraits()
        traits.screenName = pick([
            feature + spec.role, feature, Self.snakeCase(feature + spec.role), "\(feature) \(spec.role)",
        ])
        traits.usesBaseOverrides = inheritsBase && chance(55)
        traits.hidesNavigationBar = chance(30)
        traits.navigationBarSpelling = below(10)
        traits.analyticsStyle = chance(70) ? int(1...4) : 0
        traits.analyticsMoment = pick([.didAppear, .didAppear, .willAppear, .didLoad])
        traits.tintStyle = chance(30) ? int(1...4) : 0
        traits.restoresTint = traits.tintStyle != 0 && chance(40)
        traits.keyboard = chance(28) ? pick([.selectors, .selectors, .tokens, .combine]) : .none
        traits.keyboardMoment = pick([.willAppear, .willAppear, .didLoad])
        traits.removesKeyboardInDeinit = traits.keyboardMoment == .didLoad && chance(60)
        traits.hidesTabBar = chance(10)
        traits.wantsDidDisappear = chance(15)
        traits.wantsLayoutSubviews = chance(15)
        traits.wantsTraitChange = chance(8)
        if traits.usesBaseOverrides {
            // The base class already does what these overrides configure.
            if traits.hidesNavigationBar && chance(60) {
                traits.hidesNavigationBar = false
                traits.navigationBarSpelling = -1
            }
            if traits.analyticsStyle != 0 && chance(60) { traits.analyticsStyle = -1 }
        }
        return traits
    }

    /// Stored properties some chores need.
    mutating func emitTraitProperties(_ traits: ScreenTraits) {
        switch traits.keyboard {
        case .tokens: line("private var keyboardObservers: [NSObjectProtocol] = []")
        case .combine: line("private var keyboardCancellables = Set<AnyCancellable>()")
        default: break
        }
    }

    /// `override var`s that configure `AppBaseViewController` instead of repeating its chores.
    mutating func emitBaseOverrides(_ traits: ScreenTraits) {
        guard traits.usesBaseOverrides else { return }
        if traits.analyticsStyle == -1 || chance(50) {
            line("override var screenName: String? { \"\(traits.screenName)\" }")
        }
        if traits.navigationBarSpelling == -1 {
            line("override var prefersNavigationBarHidden: Bool { true }")
        }
        if chance(30) {
            line("override var navigationBarTintColor: UIColor? { \(tintExpr()) }")
        }
    }

    mutating func emitLifecycle(_ traits: ScreenTraits) {
        emitMark("Lifecycle")
        if chance(12) {
            open("override func loadView()")
            line(pick(["view = \(typeName)View()", "super.loadView()", "view = UIView()"]))
            close()
            blank()
        }
        emitViewDidLoad(traits)
        if traits.needsWillAppear || chance(25) {
            blank()
            emitViewWillAppear(traits)
        }
        if traits.analyticsMoment == .didAppear && traits.analyticsStyle > 0 || chance(25) {
            blank()
            emitViewDidAppear(traits)
        }
        if traits.needsWillDisappear || chance(15) {
            blank()
            emitViewWillDisappear(traits)
        }
        if traits.wantsDidDisappear {
            blank()
            open("override func viewDidDisappear(_ animated: Bool)")
            line("super.viewDidDisappear(animated)")
            line(pick(["task?.cancel()", "timer?.invalidate()", "player.pause()", "viewModel.stopObserving()"]))
            close()
        }
        if traits.wantsLayoutSubviews {
            blank()
            open("override func viewDidLayoutSubviews()")
            line("super.viewDidLayoutSubviews()")
            line("\(pick(Vocabulary.uiParts)).layer.cornerRadius = \(pick(Vocabulary.uiParts)).bounds.height / 2")
            if chance(50) { line("updateHeaderHeight()") }
            close()
        }
        if traits.wantsTraitChange {
            blank()
            open("override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)")
            line("super.traitCollectionDidChange(previousTraitCollection)")
            line(
                "guard traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) else { return }"
            )
            line("\(pick(Vocabulary.uiParts)).layer.borderColor = UIColor.separator.cgColor")
            close()
        }
    }

    mutating func emitViewDidLoad(_ traits: ScreenTraits) {
        open("override func viewDidLoad()")
        line("super.viewDidLoad()")
        var chores: [Int] = [0, 1, 2, 3, 4, 5, 6]
        shuffle(&chores, keepingFirst: 2)
        for chore in chores {
            switch chore {
            case 0:
                if chance(60) {
                    line(
                        "title = \(pick(["\"\(traits.screenName)\"", "NSLocalizedString(\"\(Self.snakeCase(feature)).title\", comment: \"\")", "viewModel.title", stringLiteral()]))"
                    )
                }
            case 1:
                if chance(60) {
                    line(
                        "view.backgroundColor = \(pick([".systemBackground", ".systemGroupedBackground", ".white", "Theme.current.background"]))"
                    )
                }
            case 2:
                for helper in pickSome(
                    [
                        "setupViews", "setupConstraints", "configureTableView", "bindViewModel", "setupNavigationItem",
                        "configureDataSource", "setupAccessibility",
                    ], count: int(1...3))
                {
                    let name = freshName { _ in helper }
                    line("\(name)()")
                    pendingHelpers.append(name)
                }
            case 3:
                if chance(40) {
                    let action = freshName { g in
                        "didTap" + g.pick(["Add", "Close", "Share", "Edit", "Filter", "Done", "Settings"])
                    }
                    pendingActions.append(action)
                    line(
                        "navigationItem.\(pick(["rightBarButtonItem", "leftBarButtonItem"])) = UIBarButtonItem(barButtonSystemItem: .\(pick(["add", "close", "action", "edit", "done"])), target: self, action: #selector(\(action)))"
                    )
                }
            case 4: if traits.analyticsMoment == .didLoad { emitAnalytics(traits) }
            case 5:
                if traits.keyboard != .none && traits.keyboardMoment == .didLoad { emitKeyboardRegistration(traits) }
            default:
                inScope({ $0.depth = 1 }) { $0.emitStatements($0.int(0...2)) }
                if chance(50) {
                    line(
                        pick([
                            "viewModel.load()", "Task { await viewModel.load() }",
                            "\(pick(["reload", "load", "fetch"]))\(Self.plural(entity))()",
                        ]))
                }
            }
        }
        close()
    }

    mutating func emitViewWillAppear(_ traits: ScreenTraits) {
        open("override func viewWillAppear(_ animated: Bool)")
        line("super.viewWillAppear(animated)")
        var chores: [Int] = [0, 1, 2, 3, 4, 5]
        shuffle(&chores, keepingFirst: 0)
        for chore in chores {
            switch chore {
            case 0: if traits.hidesNavigationBar { emitNavigationBar(hidden: true, traits) }
            case 1: if traits.tintStyle != 0 { emitTint(traits.tintStyle) }
            case 2:
                if traits.keyboard != .none && traits.keyboardMoment == .willAppear { emitKeyboardRegistration(traits) }
            case 3: if traits.analyticsMoment == .willAppear { emitAnalytics(traits) }
            case 4: if traits.hidesTabBar { line("tabBarController?.tabBar.isHidden = true") }
            default:
                switch below(6) {
                case 0:
                    open("if let indexPath = tableView.indexPathForSelectedRow")
                    line("tableView.deselectRow(at: indexPath, animated: animated)")
                    close()
                case 1: line("navigationItem.largeTitleDisplayMode = .\(pick(["never", "always", "automatic"]))")
                case 2: line("viewModel.refreshIfNeeded()")
                case 3: line("setNeedsStatusBarAppearanceUpdate()")
                default: break
                }
            }
        }
        close()
    }

    mutating func emitViewDidAppear(_ traits: ScreenTraits) {
        open("override func viewDidAppear(_ animated: Bool)")
        line("super.viewDidAppear(animated)")
        if traits.analyticsMoment == .didAppear { emitAnalytics(traits) }
        switch below(5) {
        case 0: line("\(pick(["searchBar", "textField", "emailField"])).becomeFirstResponder()")
        case 1: line("navigationController?.interactivePopGestureRecognizer?.isEnabled = \(pick(["true", "false"]))")
        case 2:
            open("if !didAppearOnce")
            line("didAppearOnce = true")
            line("\(pick(["showOnboardingTipIfNeeded", "animateIn", "requestReviewIfAppropriate"]))()")
            close()
        default: break
        }
        close()
    }

    mutating func emitViewWillDisappear(_ traits: ScreenTraits) {
        open("override func viewWillDisappear(_ animated: Bool)")
        let superLast = chance(20)
        if !superLast { line("super.viewWillDisappear(animated)") }
        if traits.hidesNavigationBar { emitNavigationBar(hidden: false, traits) }
        if traits.restoresTint {
            line(
                pick([
                    "navigationController?.navigationBar.tintColor = nil",
                    "navigationController?.navigationBar.tintColor = .systemBlue",
                    "navigationController?.navigationBar.barTintColor = nil",
                ]))
        }
        if traits.keyboard != .none && !traits.removesKeyboardInDeinit && traits.keyboardMoment != .didLoad {
            emitKeyboardRemoval(traits)
        }
        if traits.hidesTabBar { line("tabBarController?.tabBar.isHidden = false") }
        if chance(30) { line(pick(["view.endEditing(true)", "task?.cancel()", "viewModel.saveDraft()"])) }
        if superLast { line("super.viewWillDisappear(animated)") }
        close()
    }

    mutating func emitNavigationBar(hidden: Bool, _ traits: ScreenTraits) {
        let value = hidden ? "true" : "false"
        switch traits.navigationBarSpelling {
        case 0, 1, 2, 3: line("navigationController?.setNavigationBarHidden(\(value), animated: animated)")
        case 4, 5: line("navigationController?.setNavigationBarHidden(\(value), animated: true)")
        case 6: line("self.navigationController?.setNavigationBarHidden(\(value), animated: animated)")
        case 7: line("navigationController?.isNavigationBarHidden = \(value)")
        case 8: line("navigationController?.navigationBar.isHidden = \(value)")
        default:
            line("navigationController?.setNavigationBarHidden(")
            out.indentIn()
            line("\(value),")
            line("animated: animated")
            out.indentOut()
            line(")")
        }
    }

    mutating func emitAnalytics(_ traits: ScreenTraits) {
        let name = traits.screenName
        switch traits.analyticsStyle {
        case 1: line("Analytics.shared.track(screen: \"\(name)\")")
        case 2:
            line(
                "Analytics.shared.track(event: .screenView, properties: [\"screen\": \"\(name)\"\(chance(40) ? ", \"source\": source.rawValue" : "")])"
            )
        case 3:
            line("AnalyticsManager.shared.logScreenView(name: \"\(name)\", className: String(describing: Self.self))")
        case 4:
            line("#if !DEBUG")
            line("Analytics.shared.track(screen: \"\(name)\")")
            line("#endif")
        default: break
        }
    }

    mutating func emitTint(_ style: Int) {
        switch style {
        case 1:
            line("navigationController?.navigationBar.tintColor = \(tintExpr())")
        case 2:
            line("navigationController?.navigationBar.barTintColor = \(tintExpr())")
            line("navigationController?.navigationBar.titleTextAttributes = [.foregroundColor: UIColor.white]")
        case 3:
            line("let appearance = UINavigationBarAppearance()")
            line("appearance.configureWithOpaqueBackground()")
            line("appearance.backgroundColor = \(tintExpr())")
            line("navigationController?.navigationBar.standardAppearance = appearance")
            line("navigationController?.navigationBar.scrollEdgeAppearance = appearance")
        default:
            line("navigationController?.navigationBar.tintColor = \(tintExpr())")
            line("navigationController?.navigationBar.prefersLargeTitles = \(pick(["true", "false"]))")
        }
    }

    mutating func emitKeyboardRegistration(_ traits: ScreenTraits) {
        switch traits.keyboard {
        case .selectors:
            pendingActions.append(
                contentsOf: ["keyboardWillShow", "keyboardWillHide"].filter { usedMemberNames.insert($0).inserted })
            if chance(70) {
                line(
                    "NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)"
                )
                line(
                    "NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)"
                )
            } else {
                for (action, note) in [
                    ("keyboardWillShow", "keyboardWillShowNotification"),
                    ("keyboardWillHide", "keyboardWillHideNotification"),
                ] {
                    line("NotificationCenter.default.addObserver(")
                    out.indentIn()
                    line("self,")
                    line("selector: #selector(\(action)),")
                    line("name: UIResponder.\(note),")
                    line("object: nil")
                    out.indentOut()
                    line(")")
                }
            }
        case .tokens:
            line("keyboardObservers = [")
            out.indentIn()
            for note in ["keyboardWillShowNotification", "keyboardWillHideNotification"] {
                line(
                    "NotificationCenter.default.addObserver(forName: UIResponder.\(note), object: nil, queue: .main) { [weak self] notification in"
                )
                out.indentIn()
                line("self?.adjustForKeyboard(notification)")
                out.indentOut()
                line("},")
            }
            out.indentOut()
            line("]")
            if usedMemberNames.insert("adjustForKeyboard").inserted { pendingHelpers.append("adjustForKeyboard") }
        case .combine:
            line("NotificationCenter.default.publisher(for: UIResponder.keyboardWillChangeFrameNotification)")
            out.indentIn()
            line(".compactMap { $0.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect }")
            line(".sink { [weak self] frame in self?.bottomConstraint.constant = -frame.height }")
            line(".store(in: &keyboardCancellables)")
            out.indentOut()
        case .none:
            break
        }
    }

    mutating func emitKeyboardRemoval(_ traits: ScreenTraits) {
        switch traits.keyboard {
        case .selectors:
            if chance(50) {
                line(
                    "NotificationCenter.default.removeObserver(self, name: UIResponder.keyboardWillShowNotification, object: nil)"
                )
                line(
                    "NotificationCenter.default.removeObserver(self, name: UIResponder.keyboardWillHideNotification, object: nil)"
                )
            } else {
                line("NotificationCenter.default.removeObserver(self)")
            }
        case .tokens:
            line("keyboardObservers.forEach { NotificationCenter.default.removeObserver($0) }")
            line("keyboardObservers.removeAll()")
        case .combine:
            line("keyboardCancellables.removeAll()")
        case .none:
            break
        }
    }

    mutating func emitDeinit(_ traits: ScreenTraits) {
        guard traits.removesKeyboardInDeinit && traits.keyboard != .none || chance(15) else { return }
        open("deinit")
        if traits.removesKeyboardInDeinit && traits.keyboard == .selectors || chance(30) {
            line("NotificationCenter.default.removeObserver(self)")
        } else if traits.keyboard == .tokens {
            line("keyboardObservers.forEach(NotificationCenter.default.removeObserver)")
        } else {
            line(pick(["task?.cancel()", "timer?.invalidate()", "print(\"deinit \\(Self.self)\")"]))
        }
        close()
    }

    /// Fisher–Yates on our own stream; the first `keepingFirst` items stay in place.
    mutating func shuffle<T>(_ items: inout [T], keepingFirst fixed: Int) {
        guard items.count - fixed > 1 else { return }
        for index in stride(from: items.count - 1, to: fixed, by: -1) {
            let other = fixed + below(index - fixed + 1)
            items.swapAt(index, other)
        }
    }
}
