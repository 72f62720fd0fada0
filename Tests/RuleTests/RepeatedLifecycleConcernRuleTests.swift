import XCTest

@testable import BehaviorLintKit

/// What the spec examples do not pin down: the copies a concern carries, their verdicts and
/// reasons, what counts as a chore, messages and fingerprints.
final class RepeatedLifecycleConcernRuleTests: XCTestCase {
    func testSpecExamples() throws {
        try assertSpecExamples(RepeatedLifecycleConcernRule.self)
    }

    func testSpecFixes() throws {
        try assertSpecFixes(RepeatedLifecycleConcernRule.self)
    }

    /// Findings with copies of any length counted (`min-lines = 1`), three screens needed.
    private func lint(_ files: [(String, String)], values: [String: String] = [:]) -> [Finding] {
        LintEngine.lint(
            files.map { (path: $0.0, bytes: Array($0.1.utf8)) },
            configuration: .only("repeated-lifecycle-concern", values: ["min-lines": "1"].merging(values) { $1 }))
    }

    /// Each copy's verdict, in copy order.
    private func copyVerdicts(_ findings: [Finding]) -> [Bool] {
        findings.flatMap { $0.copies.map(\.fixable) }
    }

    private func screen(_ name: String, _ body: String, members: String = "") -> String {
        """
        final class \(name): UIViewController {
            \(members)
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                \(body)
            }
        }

        """
    }

    /// Three screens whose `viewDidLoad()` runs `line` after the super call.
    private func loadingScreens(_ line: String) -> [(String, String)] {
        ["Inbox", "Archive", "Search"].map { name in
            (
                "\(name).swift",
                """
                final class \(name)ViewController: UITableViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        \(line)
                    }
                }
                """
            )
        }
    }

    func testOneFindingPerConcernAndACopyUsingAHostMemberStaysWithItsReason() {
        let movable = lint([
            ("A.swift", screen("AViewController", "ThemeManager.shared.apply(to: view)")),
            ("B.swift", screen("BViewController", "ThemeManager.shared.apply(to: view)")),
            ("C.swift", screen("CViewController", "ThemeManager.shared.apply(to: view)")),
        ])
        XCTAssertEqual(movable.map(\.fixable), [true])
        XCTAssertEqual(copyVerdicts(movable), [true, true, true])
        XCTAssertEqual(movable.first?.notes.map(\.path), ["B.swift", "C.swift"])

        let oneUsesAMember = lint([
            (
                "A.swift",
                screen("AViewController", "ThemeManager.shared.apply(to: header)", members: "let header = UIView()")
            ),
            ("B.swift", screen("BViewController", "ThemeManager.shared.apply(to: header)")),
            ("C.swift", screen("CViewController", "ThemeManager.shared.apply(to: header)")),
        ])
        // The other screens' `header` is nothing a behavior can reach either.
        XCTAssertEqual(copyVerdicts(oneUsesAMember), [false, false, false])
        XCTAssertEqual(
            oneUsesAMember.first?.copies.first?.verdict, .notFixable([.cannotMove(.usesHostMembers(["header"]))]))
    }

    /// viewDidLoad() stays to take the attach call: a behavior would swap each one-line copy for an
    /// entry of that call and a hidden child, so one line there is no copy at all; more lines are.
    func testOneLineOfViewDidLoadIsNoCopyButMoreLinesAre() {
        func onLoad(_ name: String, _ body: String) -> (String, String) {
            (
                "\(name).swift",
                "final class \(name)ViewController: UIViewController {\n    override func viewDidLoad() {\n"
                    + "        super.viewDidLoad()\n        \(body)\n    }\n}\n"
            )
        }
        XCTAssertEqual(lint(["A", "B", "C"].map { onLoad($0, "Haptics.shared.prepare(style: .light)") }), [])
        let lines = lint(["A", "B", "C"].map { onLoad($0, "Haptics.shared.prepare(\n            style: .light)") })
        XCTAssertEqual(lines.map(\.fixable), [true])
    }

    func testMembersReachedThroughWeakSelfOrInterpolationKeepACopyInPlace() {
        let closure = "DispatchQueue.main.async { [weak self] in LoadingHUD.shared.show(in: self?.spinner) }"
        let weakSelf = lint(
            ["A", "B", "C"].map {
                (
                    "\($0).swift",
                    screen(
                        "\($0)ViewController", closure,
                        members: $0 == "A" ? "let spinner = UIActivityIndicatorView()" : "")
                )
            })
        XCTAssertEqual(weakSelf.first?.copies.first?.verdict, .notFixable([.cannotMove(.usesHostMembers(["spinner"]))]))
        let interpolation = #"Logger.info("showing \(screenName)")"#
        let interpolated = lint(
            ["A", "B", "C"].map {
                (
                    "\($0).swift",
                    screen("\($0)ViewController", interpolation, members: $0 == "A" ? "let screenName = \"x\"" : "")
                )
            })
        XCTAssertEqual(
            interpolated.first?.copies.first?.verdict, .notFixable([.cannotMove(.usesHostMembers(["screenName"]))]))
    }

    func testSetupWhereEveryCopyWorksOnItsHostsMembersIsNotAChore() {
        let setup = "headerView.translatesAutoresizingMaskIntoConstraints = false"
        let findings = lint(
            ["A", "B", "C"].map {
                ("\($0).swift", screen("\($0)ViewController", setup, members: "let headerView = UIView()"))
            })
        XCTAssertEqual(findings.count, 0)
    }

    func testACopyThatDependsOnAnEarlierBindingIsNotFixable() {
        let body = """
            let center = NotificationCenter.default
                    center.post(name: .refresh, object: nil)
            """
        let findings = lint(["A", "B", "C"].map { ("\($0).swift", screen("\($0)ViewController", body)) })
        // The binding and its use are one block, and the use cannot move without the binding.
        XCTAssertEqual(findings.map { $0.location.line }, [5])
        XCTAssertEqual(copyVerdicts(findings), [false, false, false, false, false, false])
        XCTAssertEqual(
            findings.first?.copies[1].verdict,
            .notFixable([.cannotMove(.usesLocals(["center"], declaredIn: "viewWillAppear(_:)"))]))
    }

    /// A binding of a shared service that a later statement uses, which cannot move: moved alone,
    /// the binding would leave its user undeclared (the host would no longer build).
    func testABindingALaterStatementUsesStaysWithIt() {
        let body = """
            let tracker = GAI.sharedInstance().defaultTracker
                    tracker?.set(kGAIScreenName, value: "Home")
                    let builder = GAIDictionaryBuilder.createScreenView()
                    tracker?.send(builder?.build() as? [AnyHashable: Any])
            """
        let findings = lint(["A", "B", "C"].map { ("\($0).swift", screen("\($0)ViewController", body)) })
        XCTAssertEqual(findings.map { $0.fixable }, [false])
        XCTAssertEqual(copyVerdicts(findings).filter { $0 }, [], "no statement of any copy moves")
    }

    func testACopyWorkingOnALocalIsNotAChore() {
        // The local's value differs per screen however alike the lines read.
        let body = """
            let bar = UIToolbar()
                    view.addSubview(bar)
            """
        XCTAssertEqual(lint(["A", "B", "C"].map { ("\($0).swift", screen("\($0)ViewController", body)) }).count, 0)
    }

    func testTheScreensOwnViewAndStateAreNoChore() {
        for body in [
            "edgesForExtendedLayout = []", "view.backgroundColor = .systemBackground", "title = \"Shop\"",
            "(view as? ThemedView)?.style = .dark", "navigationItem.setHidesBackButton(true, animated: false)",
            "view.layoutIfNeeded()",
        ] {
            XCTAssertEqual(
                lint(["A", "B", "C"].map { ("\($0).swift", screen("\($0)ViewController", body)) }).count, 0, body)
        }
    }

    /// When the screen loads, the project's helper is the chore's one home; at a moment that recurs,
    /// screens that each call it repeat the call a behavior can make for them.
    func testALoneCallOfAHelperTheProjectDeclaresIsAChoreOnlyAtAMomentThatRecurs() {
        let helper = ("Theming.swift", "extension UIViewController {\n    func applyTheme() {}\n}\n")
        let loading = ["A", "B", "C"].map { name in
            (
                "\(name).swift",
                "final class \(name)ViewController: UIViewController {\n    override func viewDidLoad() {\n"
                    + "        super.viewDidLoad()\n        applyTheme()\n    }\n}\n"
            )
        }
        XCTAssertEqual(lint(loading + [helper]), [])
        let appearing = ["A", "B", "C"].map { ("\($0).swift", screen("\($0)ViewController", "applyTheme()")) }
        XCTAssertEqual(lint(appearing + [helper]).first?.copies.count, 3)
    }

    func testABlocksChoreAloneInOtherScreensIsACopyOfTheConcernThatFixLeaves() {
        let block = "SessionTimer.shared.reset()\n        KeyboardManager.shared.enableAutoToolbar = false"
        let findings = lint(
            ["A", "B", "C"].map { ("\($0).swift", screen("\($0)ViewController", block)) }
                + ["D", "E"].map { ("\($0).swift", screen("\($0)ViewController", "SessionTimer.shared.reset()")) },
            values: ["min-lines": "2"])
        XCTAssertEqual(findings.count, 1)
        XCTAssertEqual(
            findings.first?.copies.map(\.hostClass),
            [
                "AViewController", "AViewController", "BViewController", "BViewController", "CViewController",
                "CViewController", "DViewController", "EViewController",
            ])
        XCTAssertEqual(
            findings.first?.copies.suffix(2).map(\.verdict),
            [.notFixable([.aloneOutsideTheBlock]), .notFixable([.aloneOutsideTheBlock])])
        XCTAssertEqual(copyVerdicts(findings).prefix(6), [true, true, true, true, true, true])
    }

    /// Blocks chained by a shared line can hold different chores: the concern is the chore the
    /// most screens repeat, its copies the blocks (and lone copies) that hold it.
    func testTheConcernIsTheChoreTheMostScreensRepeatAndEveryCopyHoldsIt() {
        let first = "Session.shared.cart = []\n        Session.shared.filter = \"\""
        let second = "Session.shared.filter = \"\"\n        Session.shared.coupon = nil"
        let findings = lint(
            ["A", "B", "C"].map { ("\($0).swift", screen("\($0)ViewController", first)) }
                + ["D", "E", "F"].map { ("\($0).swift", screen("\($0)ViewController", second)) }
                + [("G.swift", screen("GViewController", "Session.shared.cart = []"))],
            values: ["min-lines": "2"])
        XCTAssertEqual(
            findings.map { $0.concern?.actions },
            [["repeat a block of 2 statements with `Session.shared.filter = \"\"`"]])
        XCTAssertEqual(
            Set(findings.flatMap { $0.copies.map(\.hostClass) }).sorted(),
            [
                "AViewController", "BViewController", "CViewController", "DViewController", "EViewController",
                "FViewController",
            ])
    }

    func testAStatementOfTheChoresShapeThatSaysSomethingElseIsAnotherChore() {
        let block =
            "NotificationCenter.default.post(name: .refresh, object: nil)\n        KeyboardManager.shared.enableAutoToolbar = false"
        let findings = lint(
            ["A", "B", "C"].map { ("\($0).swift", screen("\($0)ViewController", block)) } + [
                ("D.swift", screen("DViewController", "NotificationCenter.default.post(name: .logout, object: nil)")),
                ("E.swift", screen("EViewController", "NotificationCenter.default.post(name: .refresh, object: nil)")),
            ],
            values: ["min-lines": "2"])
        XCTAssertEqual(
            Set(findings.flatMap { $0.copies.map(\.hostClass) }).sorted(),
            ["AViewController", "BViewController", "CViewController", "EViewController"])
    }

    func testABlocksChoreAloneDoesNotMakeAConcernOfTooFewBlocks() {
        let block = "SessionTimer.shared.reset()\n        KeyboardManager.shared.enableAutoToolbar = false"
        let findings = lint(
            ["A", "B"].map { ("\($0).swift", screen("\($0)ViewController", block)) }
                + ["D", "E"].map { ("\($0).swift", screen("\($0)ViewController", "SessionTimer.shared.reset()")) },
            values: ["min-lines": "2"])
        XCTAssertEqual(findings, [])
    }

    func testCopiesInDifferentConditionalBranchesAreNotFixable() {
        let debug = "#if DEBUG\n        DebugOverlay.shared.attach(to: view)\n        #endif"
        let findings = lint([
            ("A.swift", screen("AViewController", debug)),
            ("B.swift", screen("BViewController", "DebugOverlay.shared.attach(to: view)")),
            ("C.swift", screen("CViewController", "DebugOverlay.shared.attach(to: view)")),
        ])
        XCTAssertEqual(copyVerdicts(findings), [false, false, false])
        XCTAssertEqual(findings.first?.copies.first?.condition, "#if DEBUG")
        XCTAssertEqual(findings.first?.copies.last?.verdict, .notFixable([.copiesInDifferentBranches]))
    }

    func testTheMessageCountsTheScreensAndNamesTheFirstOfThem() {
        let names = ["Inbox", "Archive", "Search", "Settings", "Profile", "Wallet", "Cart"]
        let findings = lint(
            names.map { ("\($0).swift", screen("\($0)ViewController", "view.window?.endEditing(true)")) })
        XCTAssertEqual(findings.map(\.hostClass), ["ArchiveViewController"])
        XCTAssertEqual(findings.first?.copies.count, 7)
        XCTAssertEqual(findings.first?.hook, "viewWillAppear")
    }

    func testMinScreensMinLinesAndFingerprintsThatIgnoreLineNumbers() {
        let two = [
            ("A.swift", screen("AViewController", "ThemeManager.shared.apply(to: view)")),
            ("B.swift", screen("BViewController", "ThemeManager.shared.apply(to: view)")),
        ]
        XCTAssertEqual(lint(two), [])
        XCTAssertEqual(lint(two, values: ["min-screens": "2", "min-lines": "5"]), [], "one line is under min-lines")
        let findings = lint(two, values: ["min-screens": "2"])
        XCTAssertEqual(findings.count, 1)
        let moved = lint([("A.swift", "\n\n" + two[0].1), two[1]], values: ["min-screens": "2"])
        XCTAssertEqual(moved.map { $0.fingerprint }, findings.map { $0.fingerprint })
        XCTAssertNotEqual(moved.first?.location, findings.first?.location)
    }

    func testAStatementThatPreparesAValueForANamedChoreBelongsToThatChore() {
        let body = """
            let appearance = UINavigationBarAppearance()
                    appearance.configureWithOpaqueBackground()
                    navigationController?.navigationBar.standardAppearance = appearance
            """
        XCTAssertEqual(lint(["A", "B", "C"].map { ("\($0).swift", screen("\($0)ViewController", body)) }).count, 0)
    }

    func testAssignmentsKeepTheirLiteralsAndCallsDoNot() {
        let identifiers = lint(
            ["A", "B", "C"].map {
                (
                    "\($0).swift",
                    screen("\($0)ViewController", "navigationController?.view.accessibilityIdentifier = \"\($0)\"")
                )
            })
        XCTAssertEqual(identifiers, [])
        let sameIdentifier = lint(
            ["A", "B", "C"].map {
                (
                    "\($0).swift",
                    screen("\($0)ViewController", "navigationController?.view.accessibilityIdentifier = \"Shop\"")
                )
            })
        XCTAssertEqual(sameIdentifier.first?.copies.count, 3)
        let calls = lint(
            ["A", "B", "C"].map { ("\($0).swift", screen("\($0)ViewController", "Theme.apply(\"\($0)\", to: view)")) })
        XCTAssertEqual(calls.first?.copies.count, 3)
    }

    func testTheMessageQuotesTheStatementWithoutItsComments() {
        let body = """
            UIView.performWithoutAnimation { // no flicker
                        // the layout must settle first
                        LoadingHUD.shared.hide() /* see #42 */
                    }
            """
        let findings = lint(["A", "B", "C"].map { ("\($0).swift", screen("\($0)ViewController", body)) })
        XCTAssertEqual(
            findings.map(\.message),
            [
                "3 screens repeat `UIView.performWithoutAnimation { LoadingHUD.share…` in viewWillAppear(_:) "
                    + "(AViewController, BViewController and CViewController): one behavior attached in viewDidLoad() "
                    + "would replace 3 statements and 3 overrides"
            ])
    }

    func testSelfStaysWithTheHostUnlessTheDeclarationTakesAViewController() {
        let declarations = (
            "Theme.swift",
            """
            protocol Themeable: AnyObject {}
            final class Theme {
                static let shared = Theme()
                func register(client: Themeable, applyImmediately: Bool = true) {}
                func follow(screen: UIViewController) {}
            }

            """
        )
        func lintCopies(_ body: String) -> [Finding] {
            lint([declarations] + ["A", "B", "C"].map { ("\($0).swift", screen("\($0)ViewController", body)) })
        }
        // The screen registering itself, as its `Themeable`, with the project's own API is its own
        // wiring, like `delegate = self`: no concern.
        XCTAssertEqual(lintCopies("Theme.shared.register(client: self)").count, 0)
        XCTAssertEqual(lintCopies("Theme.shared.register(client: self, applyImmediately: false)").count, 0)
        // Inside more code it is still a concern, and it cannot move: the declaration (its defaulted
        // parameter left out) wants a `Themeable`.
        let protocolParameter = lintCopies("UIView.performWithoutAnimation { Theme.shared.register(client: self) }")
        XCTAssertEqual(copyVerdicts(protocolParameter), [false, false, false])
        XCTAssertEqual(
            protocolParameter.first?.copies.first?.verdict,
            .notFixable([.cannotMove(.passesSelf(to: "register(client:)", as: ["Themeable"]))]))
        XCTAssertEqual(copyVerdicts(lintCopies("Theme.shared.follow(screen: self)")), [true, true, true])
        XCTAssertEqual(copyVerdicts(lintCopies("Coordinator.shared.attach(self)")), [false, false, false])
        XCTAssertEqual(copyVerdicts(lintCopies("Theme.shared.delegate = self")), [false, false, false])
    }

    /// A call of a method the project declares in an extension of the chrome it is called on
    /// already has its helper, in any hook; a framework method of the same name but other labels is
    /// not the project's.
    func testACopyCallingTheProjectsHelperIsNotReported() {
        let helpers = (
            "Helpers.swift",
            """
            extension UINavigationBar {
                func applyBrandStyle() {}
            }
            extension NotificationCenter {
                func addObserver(for name: Notification.Name, object: Any?, handler: @escaping (Notification) -> Void) {}
            }
            """
        )
        let appearing = ["Inbox", "Archive", "Search"].map {
            ("\($0).swift", screen("\($0)ViewController", "navigationController?.navigationBar.applyBrandStyle()"))
        }
        XCTAssertEqual(lint(appearing + [helpers]), [])
        XCTAssertEqual(lint(appearing).count, 1)
        let observers = ["Inbox", "Archive", "Search"].map {
            (
                "\($0).swift",
                screen(
                    "\($0)ViewController",
                    "UIView.performWithoutAnimation { NotificationCenter.default.post(name: .didLogin, object: nil) }")
            )
        }
        XCTAssertEqual(lint(observers + [helpers]).count, 1)
    }

    /// A value read from a shared service and given to the screen's own item is the screen's
    /// A block pasted into several screens whose only chore is a call of the project's own helper
    /// (the rest the screen's own setup) already has its home in that helper; with a chore of its
    /// own beside the call it is a concern.
    func testABlockWhoseOnlyChoreIsTheProjectsHelperIsNoConcern() {
        let helper = (
            "Style.swift",
            "enum ViewControllerStyle {\n    static func apply(to screen: UIViewController, title: String) {}\n}\n"
        )
        func screens(_ extra: String) -> [(String, String)] {
            ["Inbox", "Archive", "Search"].map { name in
                (
                    "\(name).swift",
                    """
                    final class \(name)ViewController: UIViewController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            if navigationController?.viewControllers.first == self {
                                navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .close)
                            }
                            ViewControllerStyle.apply(
                                to: self,
                                title: "\(name)")
                            \(extra)
                        }
                    }
                    """
                )
            }
        }
        XCTAssertEqual(lint(screens("") + [helper]), [])
        XCTAssertEqual(
            lint(screens("navigationController?.interactivePopGestureRecognizer?.isEnabled = false") + [helper]).count,
            1)
    }

    /// setup; a type method no Swift file declares (Objective-C's) is a helper like a Swift one.
    func testReadingAServiceAndCallingAnObjectiveCHelperAreNoChores() {
        let tint =
            "if #unavailable(iOS 26.0) { navigationItem.leftBarButtonItem?.tintColor = Branding.themeTextColor() }"
        XCTAssertEqual(lint(loadingScreens(tint)).count, 0)
        XCTAssertEqual(lint(loadingScreens("Branding.styleViewController(self)")).count, 0)
        // A hook behaviors are not told about: the helper is all there is to advise.
        let themed = ["Inbox", "Archive", "Search"].map { name in
            (
                "\(name).swift",
                """
                final class \(name)ViewController: UIViewController {
                    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                        super.traitCollectionDidChange(previousTraitCollection)
                        PresentationTheme.traitCollectionDidChange(from: previousTraitCollection, to: traitCollection)
                    }
                }
                """
            )
        }
        XCTAssertEqual(lint(themed).count, 0)
        // Framework chrome changed the same way in each screen is still the chore.
        XCTAssertEqual(
            lint(
                loadingScreens(
                    "navigationController?.interactivePopGestureRecognizer?.isEnabled = false\n"
                        + "        navigationController?.interactivePopGestureRecognizer?.delegate = nil")
            ).count, 1)
    }
}

/// Copies that bring a defect into each screen count whatever their length: one home fixes the
/// bug once. What the defect rules reported is read from the run (`RuleContext.defects`).
final class RepeatedLifecycleConcernDefectTests: XCTestCase {
    private func screen(_ name: String, removal: String) -> (path: String, bytes: [UInt8]) {
        let source = """
            final class \(name): UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: UIApplication.didBecomeActiveNotification, object: nil)
                }
            \(removal)
                @objc private func refresh() {}
            }
            """
        return (path: name + ".swift", bytes: Array(source.utf8))
    }

    private let deafening = """
            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                NotificationCenter.default.removeObserver(self, name: UIApplication.didBecomeActiveNotification, object: nil)
            }
        """

    private func concerns(_ files: [(path: String, bytes: [UInt8])], defectRuleOn: Bool = true) -> [Finding] {
        var configuration = RuleConfiguration.only("repeated-lifecycle-concern")
        if defectRuleOn {
            configuration.settings["unbalanced-appearance-change"] = RuleSettings(severity: .warning)
        }
        return LintEngine.lint(files, configuration: configuration).filter { $0.ruleID == "repeated-lifecycle-concern" }
    }

    func testOneLineCopiesThatEachCarryADefectAreOneConcern() {
        let found = concerns(["AScreen", "BScreen", "CScreen"].map { screen($0, removal: deafening) })
        XCTAssertEqual(found.map(\.hostClass), ["AScreen"])
        XCTAssertEqual(found.first?.copies.map(\.hostClass), ["AScreen", "BScreen", "CScreen"])
        XCTAssertEqual(
            found.first?.copies.map(\.defect),
            Array(repeating: "unbalanced-appearance-change", count: 3))
    }

    func testCopiesWithoutTheDefectOrTooFewWithItAreNoConcern() {
        let removedInDeinit = "    deinit { NotificationCenter.default.removeObserver(self) }"
        XCTAssertEqual(concerns(["AScreen", "BScreen", "CScreen"].map { screen($0, removal: removedInDeinit) }), [])
        XCTAssertEqual(
            concerns([
                screen("AScreen", removal: deafening), screen("BScreen", removal: deafening),
                screen("CScreen", removal: removedInDeinit),
            ]), [], "two screens carry it: fewer than min-screens")
    }

    /// Five lines each, but the selector names each screen's own handler and no copy is wrong:
    /// each screen's own wiring, as `delegate = self` is.
    func testLongRegistrationsOfTheScreensOwnHandlersWithoutADefectAreNoConcern() {
        let screens = ["AScreen", "BScreen", "CScreen"].map { name in
            let source = """
                final class \(name): UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        NotificationCenter.default.addObserver(
                            self,
                            selector: #selector(keyboardWillHide(_:)),
                            name: UIResponder.keyboardWillHideNotification,
                            object: nil)
                    }
                    @objc private func keyboardWillHide(_ notification: Notification) {}
                }
                """
            return (path: name + ".swift", bytes: Array(source.utf8))
        }
        XCTAssertEqual(concerns(screens), [])
    }

    func testWithTheDefectRuleOffNoDefectIsKnown() {
        XCTAssertEqual(
            concerns(["AScreen", "BScreen", "CScreen"].map { screen($0, removal: deafening) }, defectRuleOn: false), [])
    }
}
