import XCTest

@testable import BehaviorLintKit

/// What the spec examples do not pin down: fixability, messages, fingerprints.
final class RepeatedLifecycleConcernRuleTests: XCTestCase {
    func testSpecExamples() throws {
        try assertSpecExamples(RepeatedLifecycleConcernRule.self)
    }

    func testSpecFixes() throws {
        try assertSpecFixes(RepeatedLifecycleConcernRule.self)
    }

    private func lint(_ files: [(String, String)], values: [String: String] = [:]) -> [Finding] {
        LintEngine.lint(
            files.map { (path: $0.0, bytes: Array($0.1.utf8)) },
            configuration: .only("repeated-lifecycle-concern", values: values))
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

    func testAGroupIsFixableOnlyWhenEveryCopyCanMove() {
        let movable = lint([
            ("A.swift", screen("AViewController", "ThemeManager.shared.apply(to: view)")),
            ("B.swift", screen("BViewController", "ThemeManager.shared.apply(to: view)")),
            ("C.swift", screen("CViewController", "ThemeManager.shared.apply(to: view)")),
        ])
        XCTAssertEqual(movable.map { $0.fixable }, [true, true, true])

        let oneUsesAMember = lint([
            (
                "A.swift",
                screen("AViewController", "ThemeManager.shared.apply(to: header)", members: "let header = UIView()")
            ),
            ("B.swift", screen("BViewController", "ThemeManager.shared.apply(to: header)")),
            ("C.swift", screen("CViewController", "ThemeManager.shared.apply(to: header)")),
        ])
        XCTAssertEqual(oneUsesAMember.map { $0.fixable }, [false, false, false])
        XCTAssertTrue(
            oneUsesAMember[0].message.contains("this copy uses `header` (declared by AViewController)"),
            oneUsesAMember[0].message)
        XCTAssertFalse(oneUsesAMember[1].message.contains("this copy uses"), oneUsesAMember[1].message)
    }

    /// viewDidLoad() stays to take the attach call: a behavior would swap each one-line copy for an
    /// entry of that call and a hidden child, so the message advises a helper and fix leaves it.
    func testACopyInViewDidLoadIsFixableOnlyWhenItIsMoreThanOneLineTheSameEverywhere() {
        func onLoad(_ name: String, _ body: String) -> (String, String) {
            (
                "\(name).swift",
                "final class \(name)ViewController: UIViewController {\n    override func viewDidLoad() {\n"
                    + "        super.viewDidLoad()\n        \(body)\n    }\n}\n"
            )
        }
        let oneLine = lint(["A", "B", "C"].map { onLoad($0, "Haptics.shared.prepare(style: .light)") })
        XCTAssertEqual(oneLine.map { $0.fixable }, [false, false, false])
        XCTAssertEqual(
            oneLine[0].message,
            "AViewController repeats `Haptics.shared.prepare(style: .light)` in viewDidLoad(), as do BViewController "
                + "and CViewController; give it one home in a helper the screens call (a behavior would swap each copy "
                + "for an addBehaviors(_:) entry)")
        let literalsDiffer = lint(
            [("A", "1"), ("B", "2"), ("C", "3")].map {
                onLoad($0.0, "Haptics.shared.prepare(\n            level: \($0.1))")
            })
        XCTAssertEqual(literalsDiffer.map { $0.fixable }, [false, false, false])
        XCTAssertTrue(
            literalsDiffer[0].message.hasSuffix(
                "give it one home in a helper the screens call, the literals that differ becoming its parameters (a "
                    + "behavior would swap each copy for an addBehaviors(_:) entry)"), literalsDiffer[0].message)
        let lines = lint(["A", "B", "C"].map { onLoad($0, "Haptics.shared.prepare(\n            style: .light)") })
        XCTAssertEqual(lines.map { $0.fixable }, [true, true, true])
        XCTAssertTrue(
            lines[0].message.hasSuffix("move it into one behavior attached with addBehaviors(_:) in viewDidLoad()"))
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
        XCTAssertEqual(weakSelf.count, 3)
        XCTAssertTrue(weakSelf.allSatisfy { !$0.fixable })
        XCTAssertTrue(weakSelf[0].message.contains("`spinner`"), weakSelf[0].message)

        let interpolation = #"Logger.info("showing \(screenName)")"#
        let interpolated = lint(
            ["A", "B", "C"].map {
                (
                    "\($0).swift",
                    screen("\($0)ViewController", interpolation, members: $0 == "A" ? "let screenName = \"x\"" : "")
                )
            })
        XCTAssertEqual(interpolated.count, 3)
        XCTAssertTrue(interpolated.allSatisfy { !$0.fixable })
        XCTAssertTrue(interpolated[0].message.contains("`screenName`"), interpolated[0].message)
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
        XCTAssertEqual(findings.map { $0.location.line }, [6, 6, 6])
        XCTAssertTrue(
            findings.allSatisfy { !$0.fixable && $0.message.contains("`center` (bound earlier in viewWillAppear(_:))") }
        )
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

    func testALoneCallOfAHelperTheProjectDeclaresIsNoChore() {
        let helper = ("Theming.swift", "extension UIViewController {\n    func applyTheme() {}\n}\n")
        XCTAssertEqual(
            lint(["A", "B", "C"].map { ("\($0).swift", screen("\($0)ViewController", "applyTheme()")) } + [helper])
                .count, 0)
    }

    func testCopiesInDifferentConditionalBranchesAreNotFixable() {
        let debug = "#if DEBUG\n        DebugOverlay.shared.attach(to: view)\n        #endif"
        let findings = lint([
            ("A.swift", screen("AViewController", debug)),
            ("B.swift", screen("BViewController", "DebugOverlay.shared.attach(to: view)")),
            ("C.swift", screen("CViewController", "DebugOverlay.shared.attach(to: view)")),
        ])
        XCTAssertEqual(findings.count, 3)
        XCTAssertTrue(findings.allSatisfy { !$0.fixable })
        XCTAssertEqual(findings[0].condition, "#if DEBUG")
    }

    func testTheMessageNamesTheOtherClassesSortedAndShortensLongLists() {
        let names = ["Inbox", "Archive", "Search", "Settings", "Profile", "Wallet", "Cart"]
        let findings = lint(
            names.map { ("\($0).swift", screen("\($0)ViewController", "view.window?.endEditing(true)")) })
        XCTAssertEqual(findings.count, 7)
        let archive = findings.first { $0.hostClass == "ArchiveViewController" }!
        XCTAssertEqual(
            archive.message,
            "ArchiveViewController repeats `view.window?.endEditing(true)` in viewWillAppear(_:), "
                + "as do CartViewController, InboxViewController, ProfileViewController, SearchViewController and 2 more; "
                + "move it into one behavior attached with addBehaviors(_:) in viewDidLoad()")
        XCTAssertEqual(archive.hook, "viewWillAppear")
    }

    func testMinClassesAndFingerprintsThatIgnoreLineNumbers() {
        let two = [
            ("A.swift", screen("AViewController", "ThemeManager.shared.apply(to: view)")),
            ("B.swift", screen("BViewController", "ThemeManager.shared.apply(to: view)")),
        ]
        XCTAssertEqual(lint(two).count, 0)
        let findings = lint(two, values: ["min-classes": "2"])
        XCTAssertEqual(findings.count, 2)
        let moved = lint([("A.swift", "\n\n" + two[0].1), two[1]], values: ["min-classes": "2"])
        XCTAssertEqual(moved.map { $0.fingerprint }, findings.map { $0.fingerprint })
        XCTAssertNotEqual(moved[0].location, findings[0].location)
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
        XCTAssertEqual(identifiers.count, 0)
        let sameIdentifier = lint(
            ["A", "B", "C"].map {
                (
                    "\($0).swift",
                    screen("\($0)ViewController", "navigationController?.view.accessibilityIdentifier = \"Shop\"")
                )
            })
        XCTAssertEqual(sameIdentifier.count, 3)
        let calls = lint(
            ["A", "B", "C"].map { ("\($0).swift", screen("\($0)ViewController", "Theme.apply(\"\($0)\", to: view)")) })
        XCTAssertEqual(calls.count, 3)
        XCTAssertTrue(
            calls[0].message.hasSuffix("the literals that differ becoming its stored properties"), calls[0].message)
    }

    func testTheMessageQuotesTheStatementWithoutItsComments() {
        let body = """
            UIView.performWithoutAnimation { // no flicker
                        // the layout must settle first
                        LoadingHUD.shared.hide() /* see #42 */
                    }
            """
        let findings = lint(["A", "B", "C"].map { ("\($0).swift", screen("\($0)ViewController", body)) })
        XCTAssertEqual(findings.count, 3)
        XCTAssertTrue(
            findings[0].message.contains(
                "repeats `UIView.performWithoutAnimation { LoadingHUD.shared.hide() }` in viewWillAppear(_:)"),
            findings[0].message)
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
        XCTAssertEqual(protocolParameter.map(\.fixable), [false, false, false])
        XCTAssertTrue(
            protocolParameter[0].message.contains("passes `self` to `register(client:)` as `Themeable`"),
            protocolParameter[0].message)
        XCTAssertEqual(lintCopies("Theme.shared.follow(screen: self)").map(\.fixable), [true, true, true])
        let undeclared = lintCopies("Coordinator.shared.attach(self)")
        XCTAssertEqual(undeclared.map(\.fixable), [false, false, false])
        XCTAssertTrue(
            undeclared[0].message.contains("whose parameter type is not declared in the project"), undeclared[0].message
        )
        let delegate = lintCopies("Theme.shared.delegate = self")
        XCTAssertEqual(delegate.map(\.fixable), [false, false, false])
        XCTAssertTrue(delegate[0].message.contains("assigns `self` to `Theme.shared.delegate`"), delegate[0].message)
    }

    /// One-line copies in `viewDidLoad` that call a method the project declares in an extension of
    /// the chrome they call it on already have their helper; a framework method of the same name
    /// but other labels is not the project's.
    func testAOneLineCopyCallingTheProjectsHelperIsNotReported() {
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
        XCTAssertEqual(
            lint(loadingScreens("navigationController?.navigationBar.applyBrandStyle()") + [helpers]).count, 0)
        XCTAssertEqual(lint(loadingScreens("navigationController?.navigationBar.applyBrandStyle()")).count, 3)
        // The extension is the chore's home in any hook; a static helper only answers the
        // viewDidLoad advice, elsewhere a behavior still takes the copies over.
        let appearing = ["Inbox", "Archive", "Search"].map {
            ("\($0).swift", screen("\($0)ViewController", "navigationController?.navigationBar.applyBrandStyle()"))
        }
        XCTAssertEqual(lint(appearing + [helpers]).count, 0)
        XCTAssertEqual(lint(appearing).count, 3)
        let observers = loadingScreens(
            "NotificationCenter.default.addObserver(self, selector: #selector(reload), name: .didLogin, object: nil)")
        XCTAssertEqual(lint(observers + [helpers]).count, 3)
    }

    /// A value read from a shared service and given to the screen's own item is the screen's
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
            lint(loadingScreens("navigationController?.interactivePopGestureRecognizer?.isEnabled = false")).count, 3)
    }
}
