import XCTest

@testable import BehaviorLintKit

/// Statements read through their tokens: chains, calls, assignments, bindings, closures, and what
/// each chain acts on.
final class StatementSyntaxTests: XCTestCase {
    /// The statements of a `viewWillAppear` whose body is `body`, read through their tokens.
    private func statements(_ body: String, members: String = "") -> (FileSummary, [StatementSyntax]) {
        let source = """
            final class A: UIViewController {
                \(members)
                override func viewWillAppear(_ animated: Bool) {
                    \(body)
                }
            }
            """
        let summary = Scanner.summarize(bytes: Array(source.utf8), path: "A.swift")
        let function = summary.functions.first { $0.name == "viewWillAppear" }!
        return (summary, function.statements.map(summary.syntax))
    }

    private func paths(_ syntax: StatementSyntax) -> [String] {
        syntax.chains.map { syntax.resolvedPath($0).joined(separator: ".") }
    }

    /// A local function or type declared in a hook runs nothing where it is written; a call, a
    /// closure bound to a local and a block statement do.
    func testALocalFunctionOrTypeDeclarationIsToldFromCode() {
        let (_, syntax) = statements(
            """
            func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
                    @MainActor private func reload() { table.reloadData() }
                    final class Cell: UITableViewCell {}
                    let reload = { self.table.reloadData() }
                    if animated { reload() }
                    funcs.forEach { $0() }
            """)
        XCTAssertEqual(syntax.map(\.declaresLocalFunctionOrType), [true, true, true, false, false, false])
    }

    /// A statement that is one call of a method on the screen itself, with its argument labels.
    func testASoleCallOfTheScreensMethodWithItsLabels() {
        let (_, syntax) = statements(
            """
            setArrowBack(imageArrow: UIImage(named: "back")!)
                    self.configure(title, animated: true)
                    reload()
                    view.configure(title: "x")
                    let done = finish(now: true)
            """)
        XCTAssertEqual(
            syntax.map { $0.soleCallOfOwnMethod.map { "\($0.name)(\($0.labels.map { $0 + ":" }.joined()))" } },
            ["setArrowBack(imageArrow:)", "configure(_:animated:)", "reload()", nil, nil])
    }

    func testChainsDropSelfOptionalMarkersCallsAndSubscripts() {
        let (_, syntax) = statements("self.navigationController?.navigationBar.items![0].title = \"x\"")
        XCTAssertEqual(paths(syntax[0]), ["navigationController.navigationBar.items.title"])
        XCTAssertEqual(syntax[0].chains[0].assignedValue.map { syntax[0].compactText($0) }, "\"x\"")
    }

    func testACallKnowsItsArgumentsByLabel() {
        let (_, syntax) = statements("navigationController?.setNavigationBarHidden(true, animated: animated)")
        let chain = syntax[0].chains[0]
        XCTAssertTrue(chain.isCalled)
        let arguments = syntax[0].arguments(chain.arguments!).map {
            ($0.label ?? "_") + "=" + syntax[0].compactText($0.value)
        }
        XCTAssertEqual(arguments, ["_=true", "animated=animated"])
    }

    func testACastInParenthesesStandsForItsOperand() {
        let (_, syntax) = statements(
            "(navigationController as? AppNavigationController)?.setNavigationBarHidden(true, animated: false)")
        XCTAssertEqual(paths(syntax[0]).first, "navigationController.setNavigationBarHidden")
    }

    func testAnIfLetBlockRunsInTheHookAndItsNameAliasesTheChrome() {
        let (_, syntax) = statements(
            """
            if let nav = navigationController, !animated {
                        nav.setNavigationBarHidden(false, animated: true)
                    }
            """)
        let call = syntax[0].chains.first { syntax[0].path($0).last == "setNavigationBarHidden" }!
        XCTAssertFalse(call.inClosure)
        XCTAssertTrue(call.inBraces)
        XCTAssertEqual(syntax[0].resolvedPath(call), ["navigationController", "setNavigationBarHidden"])
        XCTAssertEqual(
            NavigationChromeStatement(syntax[0]).visibilityChanges.map { $0.chore }, ["shows the navigation bar"])
    }

    func testAStoredHandlerIsNoCodeOfTheHookButAnAnimationIs() {
        let (_, syntax) = statements(
            """
            button.addAction(UIAction { _ in self.navigationController?.setNavigationBarHidden(true, animated: true) }, for: .touchUpInside)
                    UIView.animate(withDuration: 0.3) { self.navigationController?.navigationBar.alpha = 0 }
                    DispatchQueue.main.async { self.navigationController?.setToolbarHidden(true, animated: false) }
            """)
        let stored = syntax[0].chains.first { syntax[0].path($0).last == "setNavigationBarHidden" }!
        XCTAssertTrue(stored.inStoredClosure)
        XCTAssertFalse(syntax[1].chains.first { syntax[1].path($0).last == "alpha" }!.inStoredClosure)
        XCTAssertFalse(syntax[2].chains.first { syntax[2].path($0).last == "setToolbarHidden" }!.inStoredClosure)
    }

    func testBindingsSayWhatOutlivesTheStatement() {
        let (_, syntax) = statements(
            """
            let bar = navigationController?.navigationBar
                    guard let item = navigationItem.backBarButtonItem else { return }
                    items.forEach { row in row.reload() }
                    if let title { print(title) }
            """)
        XCTAssertEqual(syntax[0].outlivingBindings.map { $0.name }, ["bar"])
        XCTAssertEqual(syntax[1].outlivingBindings.map { $0.name }, ["item"])
        XCTAssertEqual(syntax[1].topLevelExit, nil, "the `return` sits in the else block")
        XCTAssertEqual(syntax[2].boundNames, ["row"])
        XCTAssertTrue(syntax[2].outlivingBindings.isEmpty)
        XCTAssertEqual(syntax[3].bindings.map { $0.kind == .conditional }, [true])
    }

    func testAStatementThatIsOneArgumentlessCallOfAMethodOfTheScreen() {
        let (_, syntax) = statements(
            """
            setLayout()
                    self.bindActions()
                    view.layoutIfNeeded()
                    reload(animated: true)
                    let done = finish()
            """)
        XCTAssertEqual(syntax.map(\.argumentlessCallOfOwnMethod), ["setLayout", "bindActions", nil, nil, nil])
    }

    func testWhetherTheFunctionMayEndAtAStatement() {
        let (_, syntax) = statements(
            """
            guard !isSetUp else { resume(); return }
                    if let cached { show(cached); return }
                    return
                    items.forEach { item in if item.isEmpty { return } }
                    if ready { show() }
            """)
        XCTAssertEqual(syntax.map(\.mayLeaveTheFunction), [true, true, true, false, false])
    }

    func testInterpolatedNamesAreReadFromTheLiteral() {
        let (_, syntax) = statements(
            #"Analytics.shared.track("cart", properties: ["items": "\(items.count) of \(self.limit)"])"#)
        XCTAssertEqual(syntax[0].interpolatedNames, ["items", "limit"])
    }

    func testTheDisplayTextJoinsLinesAndDropsComments() {
        let (_, syntax) = statements(
            """
            navigationController? // the stack
                        .setNavigationBarHidden(true, /* hide */ animated: animated)
            """)
        XCTAssertEqual(
            syntax[0].displayText(limit: 200), "navigationController?.setNavigationBarHidden(true, animated: animated)")
    }

    // MARK: What chains act on

    private func targets(_ body: String, members: String = "") -> [[ChainTarget]] {
        let (_, syntax) = statements(body, members: members)
        var resolver = ChainTargetResolver(hostMembers: ["header"], projectMethods: ["applyTheme"])
        return syntax.map { resolver.targets(of: $0) }
    }

    func testTheSharedChromeAndServicesAreTellsApartFromTheScreensOwnThings() {
        let found = targets(
            """
            navigationController?.navigationBar.tintColor = .red
                    view.window?.endEditing(true)
                    UIApplication.shared.isIdleTimerDisabled = true
                    navigationItem.backButtonTitle = ""
                    navigationItem.title = "Inbox"
                    ThemeManager.shared.register(self)
                    Analytics.track("home")
                    NotificationCenter.default.post(name: .refresh, object: nil)
                    view.backgroundColor = .white
                    header.isHidden = true
                    applyTheme()
                    UIView.animate(withDuration: 0.2) {}
            """)
        XCTAssertEqual(
            found.map { $0.first! },
            [
                .sharedChrome, .sharedChrome, .sharedChrome, .sharedChrome, .ownState, .sharedService, .sharedService,
                .sharedService, .ownView, .ownState, .projectHelper, .other,
            ])
    }

    func testALocalIsALocalUnlessItAliasesTheChrome() {
        let found = targets(
            """
            let nav = navigationController
                    nav?.setNavigationBarHidden(true, animated: true)
                    let button = UIButton()
                    button.isHidden = true
            """)
        XCTAssertEqual(found[1].first, .sharedChrome)
        XCTAssertEqual(found[3].first, .local)
    }

    func testAnySharedAccessorOfAProjectTypeIsASharedService() {
        let found = targets(
            """
            KeyboardManager.sharedManager().isEnabled = false
                    Session.sharedSession.cancel()
            """)
        XCTAssertEqual(found.map { $0.first! }, [.sharedService, .sharedService])
    }

    func testACaptureListsSpecifiersAndSelfAreNoUsesButWhatItCapturesIs() {
        let (_, syntax) = statements(
            """
            DispatchQueue.main.async { [weak self, unowned(unsafe) header, model = store.model] in
                        self?.navigationController?.navigationBar.isTranslucent = header.isHidden
                    }
            """)
        XCTAssertEqual(syntax[0].bareNames.map { $0.name }, ["DispatchQueue", "header", "store", "header"])
        XCTAssertFalse(paths(syntax[0]).contains("self"), "\(paths(syntax[0]))")
        XCTAssertEqual(syntax[0].bindings.map { $0.name }, ["model"])
    }

    func testAvailabilityNamesPlatformsNotValues() {
        let (_, syntax) = statements(
            """
            guard #available(iOS 13, macCatalyst 13.1, *) else {
                        navigationController?.navigationBar.barTintColor = .lightGray
                        return
                    }
            """)
        XCTAssertEqual(syntax[0].bareNames.map { $0.name }, ["navigationController"])
    }

    func testANameForSelfActsOnWhatSelfDoes() {
        // `me` alone is `self` (no chain, like `self`); `me.title` is the screen's own state.
        let found = targets(
            """
            let me = self
                    register(me)
                    me.title = "Home"
            """)
        XCTAssertEqual(found[1], [.other, .other])
        XCTAssertEqual(found[2], [.ownState])
    }

    func testTheConditionOfASoleIfWithoutElse() {
        let (_, syntax) = statements(
            """
            if !FeatureFlag.newPlayer.enabled { Analytics.track(.shown) }
                    if items.contains(where: { $0 > 1 }) && isReady {
                        reload()
                    }
                    if a { b() } else { c() }
                    if let user = session.user { greet(user) }
                    Analytics.track(.shown)
            """)
        XCTAssertEqual(
            syntax.map { $0.soleIfCondition },
            [
                "!FeatureFlag.newPlayer.enabled", "items.contains(where: { $0 > 1 }) && isReady", nil,
                "let user = session.user", nil,
            ])
    }
}
