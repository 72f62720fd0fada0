import XCTest

@testable import BehaviorLintKit

/// The structural scan: declarations, lifecycle overrides, statements and calls.
final class ScannerTests: XCTestCase {
    private func summarize(_ source: String) -> FileSummary {
        Scanner.summarize(bytes: Array(source.utf8), path: "A.swift")
    }

    func testTypesWithGenericsInheritanceAndNesting() {
        let summary = summarize(
            """
            @MainActor
            final class ListViewController<Item: Hashable>: UITableViewController, UISearchBarDelegate where Item: Sendable {
                struct Row { let item: Item }
                enum Mode { case all, filtered }
                var mode = Mode.all
            }
            extension ListViewController: UITableViewDataSourcePrefetching {}
            protocol Screen: AnyObject {}
            actor Store {}
            """)
        XCTAssertEqual(
            summary.types.map { $0.name },
            ["ListViewController", "Row", "Mode", "ListViewController", "Screen", "Store"])
        XCTAssertEqual(summary.types.map { $0.kind }, [.class, .struct, .enum, .extension, .protocol, .actor])
        let list = summary.types[0]
        XCTAssertEqual(list.genericParameters, "<Item: Hashable>")
        XCTAssertEqual(list.inherited, ["UITableViewController", "UISearchBarDelegate"])
        XCTAssertEqual(list.declaration.startLocation, SourceLocation(line: 1, column: 1))
        XCTAssertEqual(list.keywordLocation, SourceLocation(line: 2, column: 7))
        XCTAssertEqual(Set(list.memberNames), ["Row", "Mode", "mode"])
        XCTAssertEqual(summary.types[1].parent, 0)
        XCTAssertEqual(summary.types[1].qualifiedName(in: summary.types), "ListViewController.Row")
        XCTAssertEqual(summary.types[3].inherited, ["UITableViewDataSourcePrefetching"])
    }

    func testQualifiedNamesStopAtAnExtensionAndNameOnlyTheInnermostLevelsOfDeepNesting() {
        let summary = summarize(
            """
            extension Feed { final class Cell { enum Style {} } }
            """
                + "enum Level {" + String(repeating: " enum Level {", count: 40) + String(repeating: "}", count: 41))
        XCTAssertEqual(summary.types[2].qualifiedName(in: summary.types), "Feed.Cell.Style")
        let deepest = summary.types.last!.qualifiedName(in: summary.types)
        XCTAssertEqual(deepest, Array(repeating: "Level", count: 32).joined(separator: "."))
    }

    func testParameterTypesAreRecordedAsWrittenWithoutDefaults() {
        let summary = summarize(
            """
            enum Analytics {
                static func track(_ event: AnalyticsEvent, properties: [String: Any]? = nil, then done: @escaping () -> Void = {}) {}
            }
            """)
        XCTAssertEqual(summary.functions[0].labels, ["_", "properties", "then"])
        XCTAssertEqual(
            summary.functions[0].parameterTypes, ["AnalyticsEvent", "[String: Any]?", "@escaping () -> Void"])
    }

    func testLifecycleOverridesAreKnownByTheirLabels() {
        let summary = summarize(
            """
            class A: UIViewController {
                override func viewDidAppear(animated: Bool) {}
                override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {}
                override func willTransition(to traits: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {}
                override func viewWillTransition(_ size: CGSize) {}
                override func traitCollectionDidChange(_ previous: UITraitCollection?) {}
            }
            """)
        XCTAssertEqual(
            summary.functions.map { $0.lifecycleHook },
            [.viewDidAppear, .viewWillTransition, .willTransition, nil, .traitCollectionDidChange],
            "Swift 2's labelled animated flag counts; a transition with other labels is another method")
    }

    func testLifecycleOverridesWithModifiersInAnyOrder() {
        let summary = summarize(
            """
            class A: UIViewController {
                @objc override open func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
                open override func viewDidLoad() { super.viewDidLoad() }
                override func viewDidAppear() { super.viewDidAppear() }
                func viewWillDisappear(_ animated: Bool) {}
                override class func description() -> String { "" }
                override func viewDidLayoutSubviews(extra: Int) {}
            }
            """)
        XCTAssertEqual(
            summary.functions.map { $0.lifecycleHook }, [.viewWillAppear, .viewDidLoad, .viewDidAppear, nil, nil, nil])
        XCTAssertEqual(summary.functions[0].modifiers, ["@objc", "override", "open"])
        XCTAssertEqual(summary.functions[0].labels, ["_"])
        XCTAssertEqual(summary.functions[0].parameterNames, ["animated"])
        XCTAssertEqual(summary.functions[0].declaration.startLocation, SourceLocation(line: 2, column: 5))
        XCTAssertEqual(summary.functions[4].returnType, "String")
        XCTAssertTrue(summary.functions.allSatisfy { $0.typeIndex == 0 })
    }

    func testStatementsSplitAtLineBreaksButFollowContinuations() {
        let summary = summarize(
            """
            class A: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated); title = "Home"
                    navigationController?
                        .setNavigationBarHidden(true,
                                                animated: animated)
                    let total = a +
                        b
                    if let bar = navigationController?.navigationBar {
                        bar.tintColor = .red
                    } else {
                        log("none")
                    }
                    items = items
                        .filter { $0.isVisible }
                    self.edgesForExtendedLayout = []
                }
            }
            """)
        let statements = summary.functions[0].statements
        let syntax = statements.map(summary.syntax)
        XCTAssertEqual(statements.count, 7)
        XCTAssertEqual(syntax[0].displayText(), "super.viewWillAppear(animated)")
        XCTAssertEqual(syntax[1].displayText(), #"title = "Home""#)
        XCTAssertEqual(statements[1].normalizedText, "title=<string>")
        XCTAssertEqual(syntax[1].literalTexts, [#""Home""#])
        XCTAssertEqual(syntax[1].chains.filter { $0.assignedValue != nil }.map { syntax[1].path($0) }, [["title"]])
        XCTAssertEqual(statements[2].span.startLocation, SourceLocation(line: 4, column: 9))
        XCTAssertEqual(statements[2].calls.map { $0.path }, ["navigationController?.setNavigationBarHidden"])
        XCTAssertEqual(statements[2].calls[0].labels, ["_", "animated"])
        XCTAssertEqual(syntax[3].displayText(), "let total = a + b")
        XCTAssertTrue(syntax[4].displayText(limit: 200).hasPrefix("if let bar"))
        XCTAssertTrue(syntax[4].displayText(limit: 200).hasSuffix("}"))
        XCTAssertTrue(syntax[5].displayText(limit: 200).hasSuffix("}"))
        XCTAssertEqual(StatementMovability.touchedNames(syntax[6]), ["edgesForExtendedLayout"])
        XCTAssertEqual(statements[6].normalizedText, "edgesForExtendedLayout=[]")
    }

    func testCallsRecordReceiversLabelsAndClosures() {
        let summary = summarize(
            """
            class A: UIViewController {
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    Analytics.shared.track(screen: "Home", properties: ["a": 1])
                    DispatchQueue.main.async { [weak self] in self?.reload() }
                }
            }
            """)
        let calls = summary.functions[0].calls
        XCTAssertEqual(
            calls.map { $0.path },
            ["super.viewDidAppear", "Analytics.shared.track", "DispatchQueue.main.async", "self?.reload"])
        XCTAssertEqual(calls[1].labels, ["screen", "properties"])
        XCTAssertEqual(calls.map { $0.inClosure }, [false, false, false, true])
        XCTAssertEqual(calls[1].location, SourceLocation(line: 4, column: 9))
    }

    func testConditionalBranchesAreScannedAndNamed() {
        let summary = summarize(
            """
            class A: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    #if DEBUG
                    showDebugMenu()
                    #else
                    hideDebugMenu()
                    #endif
                }
            }
            """)
        let statements = summary.functions[0].statements
        XCTAssertEqual(
            statements.map { summary.syntax($0).displayText() },
            ["super.viewDidLoad()", "showDebugMenu()", "hideDebugMenu()"])
        XCTAssertEqual(statements.map { $0.condition }, [nil, "#if DEBUG", "#else of #if DEBUG"])
    }

    /// A block comment that spans lines ends a statement as a line break does; one on a single
    /// line does not, and neither does a line comment's own text.
    /// A function declared inside a hook, its body's brace on the line after its header, is one
    /// statement (a declaration), not a header and a closure.
    func testANestedDeclarationWhoseBodyOpensOnTheNextLineIsOneStatement() {
        let summary = summarize(
            """
            class A: UIViewController {
                override func loadView() {
                    let view = UIView()
                    @discardableResult func space(_ height: CGFloat) -> UIView
                    {
                        return UIView()
                    }
                    self.view = view
                    foo()
                    { print("a closure after a call on its own line is another statement") }
                }
            }
            """)
        let syntax = summary.functions[0].statements.map(summary.syntax)
        XCTAssertEqual(syntax.count, 5)
        XCTAssertTrue(syntax[1].displayText(limit: 200).hasPrefix("@discardableResult func space"))
        XCTAssertTrue(syntax[1].displayText(limit: 200).hasSuffix("}"))
        XCTAssertEqual(syntax[2].displayText(), "self.view = view")
    }

    func testABlockCommentSpanningLinesSeparatesStatements() {
        let summary = summarize(
            """
            class A: UIViewController {
                override func viewDidLoad() {
                    setUp()/* first
                    */tearDown()
                    first() /* one line */ .second()
                    third() // trailing /* not a block
                    fourth()
                }
            }
            """)
        XCTAssertEqual(
            summary.functions[0].statements.map { summary.syntax($0).displayText() },
            ["setUp()", "tearDown()", "first() .second()", "third()", "fourth()"])
    }

    /// The helpers a lifecycle override calls have their statements split after the scan; their
    /// tokens are pooled in declaration order, so a file's summary is the same on every run.
    func testHelperStatementsArePooledInDeclarationOrder() {
        let helpers = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot"]
        let summary = summarize(
            """
            class A: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    \(helpers.reversed().map { $0 + "()" }.joined(separator: "\n        "))
                }
                \(helpers.map { "func \($0)() { view.backgroundColor = .red; title = \"\($0)\" }" }.joined(separator: "\n    "))
            }
            """)
        let starts = helpers.compactMap { name in
            summary.functions.first { $0.name == name }?.statements.first?.tokens.lowerBound
        }
        XCTAssertEqual(starts.count, helpers.count, "every helper's statements are split")
        XCTAssertEqual(starts, starts.sorted())
    }

    /// A class presents full screen over itself when its code presents on the screen or its
    /// container with `modalPresentationStyle = .fullScreen`; not when it presents over a
    /// controller it is handed (a static `show(in:)` presenting the class itself over the caller).
    func testAFullScreenPresenterIsTheScreenPresentedOver() {
        let summary = summarize(
            """
            final class ProfileViewController: UIViewController {
                func openCamera() {
                    let camera = CameraViewController()
                    camera.modalPresentationStyle = .fullScreen
                    present(camera, animated: true)
                }
            }
            final class HomeViewController: UIViewController {
                func openSettings() {
                    let settings = SettingsViewController()
                    settings.modalPresentationStyle = .fullScreen
                    navigationController?.present(settings, animated: true)
                }
            }
            final class CropViewController: UIViewController {
                static func show(in viewController: UIViewController) {
                    let crop = CropViewController()
                    crop.modalPresentationStyle = .fullScreen
                    viewController.present(crop, animated: true)
                }
            }
            final class AlertingViewController: UIViewController {
                func warn() {
                    present(UIAlertController(title: nil, message: nil, preferredStyle: .alert), animated: true)
                }
            }
            """)
        XCTAssertEqual(summary.screens.fullScreenPresenters, ["ProfileViewController", "HomeViewController"])
    }

    /// A method that makes `self` the swipe-back gesture's delegate is read statement by statement
    /// though nothing in its file calls it (a base class's helper its subclasses call); one that
    /// empties the delegate or sets another object is not, nor is any other uncalled method.
    func testAMethodTakingTheSwipeBackGesturesDelegateHasStatementsWhoeverCallsIt() {
        let summary = summarize(
            """
            class BaseViewController: UIViewController {
                func setArrowBack(imageArrow: UIImage) {
                    navigationItem.leftBarButtonItem = UIBarButtonItem(image: imageArrow, style: .plain, target: nil, action: nil)
                    navigationController?.interactivePopGestureRecognizer?.delegate = self
                }
                func release() { navigationController?.interactivePopGestureRecognizer?.delegate = nil }
                func handOver(to other: UIGestureRecognizerDelegate) {
                    navigationController?.interactivePopGestureRecognizer?.delegate = other
                }
                func unrelated() { title = "x" }
            }
            """)
        XCTAssertEqual(
            ["setArrowBack", "release", "handOver", "unrelated"].map { name in
                summary.functions.first { $0.name == name }?.statements.count
            },
            [2, 0, 0, 0])
    }

    func testSuppressionComments() {
        let summary = summarize(
            """
            // behavior-lint:disable screen-tracking, nav-bar-visibility -- legacy screen
            let a = 1 // behavior-lint:disable-line all
            /* behavior-lint:enable screen-tracking */
            """)
        XCTAssertEqual(summary.suppressions.map { $0.kind }, [.disable, .disableLine, .enable])
        XCTAssertEqual(summary.suppressions[0].rules, ["screen-tracking", "nav-bar-visibility"])
        XCTAssertEqual(summary.suppressions[0].reason, "legacy screen")
        XCTAssertEqual(summary.suppressions[1].rules, ["all"])
        XCTAssertEqual(summary.suppressions[1].location, SourceLocation(line: 2, column: 11))
        XCTAssertEqual(summary.suppressions[2].rules, ["screen-tracking"])
    }

    /// `+` chains cost a pass of their own: a scan that is not asked for them leaves them out,
    /// and finds everything else as before.
    func testPlusChainsAreFoundOnlyWhenAsked() {
        let source = Array(
            """
            final class Screen: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    items = [header] + rows.map { Row($0) } + [footer]
                }
            }
            """.utf8)
        let everything = Scanner.summarize(bytes: source, path: "A.swift")
        let withoutChains = Scanner.summarize(
            bytes: source, path: "A.swift", options: ScanOptions(findsPlusChains: false))
        XCTAssertEqual(everything.plusChains.count, 1)
        XCTAssertEqual(withoutChains.plusChains.count, 0)
        var rest = everything
        rest.plusChains = []
        var (scanned, expected) = ("", "")
        dump(withoutChains, to: &scanned)
        dump(rest, to: &expected)
        XCTAssertEqual(scanned, expected)
    }

    func testBrokenCodeDegradesWithoutCrashing() {
        for source in [
            "class A: UIViewController { override func viewDidLoad() { super.viewDidLoad(",
            "}}} class { func ( ) -> { [ ( }", "extension", "func", "class A<", "#if\n#else\n#endif }",
        ] {
            _ = summarize(source)
        }
    }
}

/// Calls inside closures are told apart from calls inside blocks that run in place.
final class ClosureDetectionTests: XCTestCase {
    private func closureFlags(_ body: String) -> [String: Bool] {
        let source = "class A: UIViewController {\n    override func viewDidLoad() {\n" + body + "\n    }\n}\n"
        let summary = Scanner.summarize(bytes: Array(source.utf8), path: "A.swift")
        return Dictionary(summary.functions[0].calls.map { ($0.name, $0.inClosure) }, uniquingKeysWith: { a, _ in a })
    }

    func testBlocksAreNotClosures() {
        let flags = closureFlags(
            """
                    if isReady { first() } else if other() { second() } else { third() }
                    for item in items where item.visible { fourth(item) }
                    guard let x = value else { fifth(); return }
                    switch mode { case .a: sixth() default: break }
                    do { try seventh() } catch { eighth() }
                    while running() { ninth() }
                    defer { tenth() }
                    var computed: Int { eleventh() }
            """)
        for name in [
            "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh",
            "other", "running",
        ] {
            XCTAssertEqual(flags[name], false, name)
        }
    }

    /// A member ending a condition is read, not called: the brace after it opens the body, as
    /// Swift takes no trailing closure there; inside brackets a closure may trail.
    func testAMemberEndingAConditionIsNoCall() {
        let flags = closureFlags(
            """
                    if self.tracksContentHeight { first() }
                    while queue.isRunning, self.state.isActive { second() }
                    guard let first = items.first, first.isVisible else { return }
                    if check(items.filter { $0.isVisible }) { third() }
                    items.forEach { fourth($0) }
            """)
        XCTAssertNil(flags["tracksContentHeight"])
        XCTAssertNil(flags["isActive"])
        XCTAssertEqual(flags["filter"], false)
        XCTAssertEqual(flags["forEach"], false)
        XCTAssertEqual(flags["fourth"], true)
    }

    func testClosuresAreClosures() {
        let flags = closureFlags(
            """
                    DispatchQueue.main.async { first() }
                    let handler = { second() }
                    items.forEach { item in third(item) }
                    button.addAction(UIAction { _ in fourth() }, for: .touchUpInside)
                    UIView.animate(withDuration: 0.3, animations: { fifth() }) { _ in sixth() }
                    if let x = value { items.map { seventh($0) } }
            """)
        for name in ["first", "second", "third", "fourth", "fifth", "sixth", "seventh"] {
            XCTAssertEqual(flags[name], true, name)
        }
        XCTAssertEqual(flags["async"], false)
        XCTAssertEqual(flags["animate"], false)
    }
}

/// Which screens the project makes the root of a navigation stack or a window.
final class RootScreenScanTests: XCTestCase {
    func testRootsOfNavigationControllersAndWindowsAreRecorded() {
        let summary = Scanner.summarize(
            bytes: Array(
                """
                final class Router {
                    private lazy var browser = BrowserViewController(profile: .default)
                    private let home: HomeViewController = HomeViewController()
                    let reader = ArticleViewController()

                    func present(reader: UIViewController) {
                        show(UINavigationController(rootViewController: reader))
                    }

                    func start(window: UIWindow) {
                        split.setViewController(browser, for: .secondary)
                        window.rootViewController = home
                        window.rootViewController = LaunchViewController()
                        present(UINavigationController(rootViewController: ScannerViewController()), animated: true)
                        present(BrandedNavigationController(rootViewController: PickerViewController.make(style: .compact)), animated: true)
                        let settings = SettingsViewController(style: .grouped)
                        let reader: ReaderViewController = makeReader()
                        show(UINavigationController(rootViewController: settings))
                        show(UINavigationController(rootViewController: reader))
                        show(UINavigationController(rootViewController: unknown))
                        let shadowed = shadowed
                        let alias = settings
                        show(UINavigationController(rootViewController: shadowed))
                        show(UINavigationController(rootViewController: alias))
                        push(DetailViewController(), rootViewController: OtherViewController())
                        split.setViewController(SidebarViewController(), for: .primary)
                        let onboarding = OnboardingViewController()
                        present(navigationController ?? UINavigationController(rootViewController: onboarding), animated: true)
                        navigationController?.pushViewController(onboarding, animated: true)
                    }
                }

                """.utf8), path: "Router.swift")
        XCTAssertEqual(
            summary.screens.roots,
            [
                "BrowserViewController", "HomeViewController", "LaunchViewController", "ScannerViewController",
                "PickerViewController.make", "SettingsViewController", "ReaderViewController",
                "SettingsViewController", "SidebarViewController",
            ],
            "a static method's result is named with its type, for the index to resolve (`FactoryMadeScreens`); "
                + "`let shadowed = shadowed` resolves to nothing (and ends); an alias of an alias resolves; "
                + "a stack made only when there is none (`??`) may push the screen instead; a stored property of the type "
                + "resolves, a parameter does not")
        XCTAssertEqual(summary.screens.pushed, ["OnboardingViewController"])
    }

    /// A stack set whole has its first screen at the bottom: `setViewControllers([…], animated:)`
    /// and `viewControllers = […]`, also in a navigation controller subclass of its own. The
    /// screens after the first are pushed on a stack but tabs of a tab bar controller, so they are
    /// neither.
    func testTheFirstScreenOfAStackSetWholeIsARoot() {
        let summary = Scanner.summarize(
            bytes: Array(
                """
                final class WalletCoordinator {
                    lazy var rootViewController: TokensViewController = { TokensViewController() }()

                    func start(_ navigationController: UINavigationController, with screen: UIViewController) {
                        let controller = ImportWalletViewController(keystore: keystore)
                        navigationController.viewControllers = [controller]
                        navigationController.viewControllers = [rootViewController]
                        navigationController.setViewControllers([WelcomeViewController(), TermsViewController()], animated: false)
                        navigationController.viewControllers = [screen]
                        navigationController.viewControllers = navigationController.viewControllers + [ExtraViewController()]
                        tabs.setViewControllers([], animated: false)
                    }
                }

                final class SheetNavigationController: UINavigationController {
                    init() {
                        super.init(nibName: nil, bundle: nil)
                        viewControllers = [SheetContentViewController()]
                    }
                }

                """.utf8), path: "WalletCoordinator.swift")
        XCTAssertEqual(
            summary.screens.roots,
            [
                "ImportWalletViewController", "TokensViewController", "WelcomeViewController",
                "SheetContentViewController",
            ],
            "a parameter resolves to nothing; an array that is no literal, or is empty, names no screen")
        XCTAssertEqual(summary.screens.pushed, [])
    }

    /// A variable of the body a `switch` assigns a screen in each case holds one of them: each is
    /// the root of the stack made around the variable.
    func testARootHeldInAVariableIsEveryScreenAssignedToIt() {
        let summary = Scanner.summarize(
            bytes: Array(
                """
                final class MainTabBarController: UITabBarController {
                    func makeStack(for tab: Tab) -> UIViewController {
                        var root: UIViewController
                        switch tab {
                        case .home: root = HomeViewController()
                        case .profile: root = ProfileViewController()
                        }
                        return UINavigationController(rootViewController: root)
                    }
                    func makeSheet(_ screen: UIViewController) -> UIViewController {
                        UINavigationController(rootViewController: screen)
                    }
                }
                """.utf8), path: "MainTabBarController.swift")
        XCTAssertEqual(summary.screens.roots, ["HomeViewController", "ProfileViewController"])
        XCTAssertEqual(summary.screens.pushed, [])
    }

    /// A value cast with `as!` or `as?` is of the type it is cast to, whatever the chain before the
    /// cast (a storyboard's `instantiateViewController(withIdentifier:)`).
    func testAScreenBoundToACastIsOfTheCastsType() {
        let summary = Scanner.summarize(
            bytes: Array(
                """
                final class DevicesViewController: UIViewController {
                    func scan() {
                        let storyboard = UIStoryboard(name: "Main", bundle: nil)
                        let scanner = storyboard.instantiateViewController(withIdentifier: "scanner") as! ScannerViewController
                        navigationController?.pushViewController(scanner, animated: true)
                    }
                    func settings() {
                        guard let settings = storyboard?.instantiateViewController(withIdentifier: "settings") as? SettingsViewController else { return }
                        navigationController?.pushViewController(settings, animated: true)
                    }
                    func help() {
                        let help = makeHelp()
                        navigationController?.pushViewController(help, animated: true)
                    }
                    func about() {
                        navigationController?.pushViewController(UIStoryboard(name: "About", bundle: nil).instantiateInitialViewController() as! AboutViewController, animated: true)
                    }
                }

                """.utf8), path: "Devices.swift")
        XCTAssertEqual(
            summary.screens.pushed, ["ScannerViewController", "SettingsViewController", "AboutViewController"],
            "a method's result without a cast says nothing of its type")
    }

    /// A parameter defaulting to a literal of the caller's place takes the caller's value.
    func testParametersDefaultingToTheCallersPlaceAreKnown() {
        let summary = Scanner.summarize(
            bytes: Array(
                """
                func log(_ message: String, file: StaticString = #file, function: String = #function, level: Int = 1) {}
                func track(_ event: String, line: UInt = #line, _ column: Int = #column) {}

                """.utf8), path: "Log.swift")
        XCTAssertEqual(summary.functions.map(\.callerSiteDefaults), [["file", "function"], ["line", "_"]])
    }
}
