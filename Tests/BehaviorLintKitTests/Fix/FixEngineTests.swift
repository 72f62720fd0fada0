import Foundation
import XCTest

@testable import BehaviorLintKit

/// What the fix engine promises whatever the fixers do: a rewrite that breaks the file or does not
/// resolve its finding is not applied, overlapping fixes apply one per pass, and the file's own
/// style (line endings, indentation) is kept.
final class FixEngineTests: XCTestCase {
    private static let missingSuper = """
        final class A: UITableViewController {
            override func viewWillAppear(_ animated: Bool) {
                title = "A"
            }
        }

        """

    private func fix(_ files: [(String, String)], fixers: [any Fixer.Type], passes: Int = 4) -> FixOutcome {
        FixEngine.fix(
            files.map { (path: $0.0, bytes: Array($0.1.utf8)) }, configuration: .everyScreen,
            outputDirectory: "Behaviors", maxPasses: passes, fixers: fixers)
    }

    /// Deletes the body's closing brace instead of fixing anything.
    private struct BreakingFixer: Fixer {
        static let ruleIDs = ["lifecycle-super-call"]
        func proposals(_ context: FixContext) -> [FixProposal] {
            context.findings.compactMap { finding in
                guard let file = context.file(finding.path), let body = file.summary.functions.first?.body else {
                    return nil
                }
                return FixProposal(
                    ruleID: finding.ruleID, resolves: [finding],
                    edits: [finding.path: [.delete(body.end - 1, body.end)]], summary: "break it")
            }
        }
    }

    /// Adds a comment, which leaves the finding where it was.
    private struct IneffectiveFixer: Fixer {
        static let ruleIDs = ["lifecycle-super-call"]
        func proposals(_ context: FixContext) -> [FixProposal] {
            context.findings.map { finding in
                FixProposal(
                    ruleID: finding.ruleID, resolves: [finding], edits: [finding.path: [.insert("// fixed\n", at: 0)]],
                    summary: "comment only")
            }
        }
    }

    func testARewriteThatUnbalancesBracketsIsNotApplied() {
        let outcome = fix([("A.swift", Self.missingSuper)], fixers: [BreakingFixer.self])
        XCTAssertFalse(outcome.hasChanges)
        XCTAssertEqual(outcome.unfixed.count, 1)
        XCTAssertEqual(
            outcome.unfixed[0].reason, .unsoundResult(path: "A.swift", problem: "its brackets would not balance"))
    }

    func testARewriteThatLintWouldFixAgainIsNotApplied() {
        let outcome = fix([("A.swift", Self.missingSuper)], fixers: [IneffectiveFixer.self])
        XCTAssertFalse(outcome.hasChanges)
        XCTAssertEqual(outcome.unfixed.map { $0.reason }, [.fixedAgainOnRelint])
    }

    func testOverlappingFixesApplyOnePerPassInFixerOrder() {
        // A chain inside a closure operand of another chain: both rewrites cover the inner one.
        let source = """
            final class Row {}
            func rows(extra: [Int]) -> [Row] {
                return [Row()] + extra.map { _ in Row() } + { () -> [Row] in let inner: [Row] = [Row()] + extra.map { _ in Row() } + [Row()]; return inner }()
            }

            """
        let onePass = fix([("A.swift", source)], fixers: [ArrayConcatFixer.self], passes: 1)
        XCTAssertEqual(onePass.applied.count, 1)
        XCTAssertTrue(
            onePass.unfixed.contains { $0.reason == .overlapsAnotherFix },
            "\(onePass.unfixed.map { $0.reason })")
        let full = fix([("A.swift", source)], fixers: [ArrayConcatFixer.self])
        XCTAssertEqual(full.passes, [1, 2])
        XCTAssertEqual(full.unfixed.count, 0, "\(full.unfixed.map { $0.reason })")
    }

    func testAHostWithCRLFAndTabsKeepsBothAndTheBehaviorFollowsThem() throws {
        let host = [
            "final class A: UIViewController {",
            "\toverride func viewWillAppear(_ animated: Bool) {",
            "\t\tsuper.viewWillAppear(animated)",
            "\t\tnavigationController?.setNavigationBarHidden(true, animated: animated)",
            "\t}",
            "",
            "\toverride func viewWillDisappear(_ animated: Bool) {",
            "\t\tsuper.viewWillDisappear(animated)",
            "\t\tnavigationController?.setNavigationBarHidden(false, animated: animated)",
            "\t}",
            "}",
            "",
        ].joined(separator: "\r\n")
        let outcome = fix([("A.swift", host)], fixers: FixEngine.fixers)
        let fixed = String(decoding: try XCTUnwrap(outcome.changed["A.swift"]), as: UTF8.self)
        XCTAssertEqual(
            fixed,
            [
                "final class A: UIViewController {",
                "\toverride func viewDidLoad() {",
                "\t\tsuper.viewDidLoad()",
                "\t\taddBehaviors([HideNavigationBarBehavior()])",
                "\t}",
                "}",
                "",
            ].joined(separator: "\r\n"))
        let behavior = try XCTUnwrap(outcome.created.first { $0.path == "Behaviors/HideNavigationBarBehavior.swift" })
        XCTAssertTrue(
            behavior.contents.contains(
                "\r\n\tfunc beforeAppearing(viewController: UIViewController, animated: Bool) {\r\n"
                    + "\t\tviewController.navigationController?.setNavigationBarHidden(true, animated: animated)\r\n"),
            behavior.contents)
        XCTAssertFalse(behavior.contents.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
    }

    func testAFileThatIsNotValidUTF8IsNeverRewritten() {
        var bytes = Array(Self.missingSuper.utf8)
        bytes.insert(0xFF, at: bytes.count - 3)
        let outcome = FixEngine.fix(
            [(path: "A.swift", bytes: bytes)], configuration: .everyScreen, outputDirectory: "Behaviors")
        XCTAssertFalse(outcome.hasChanges)
    }

    func testAViewDidLoadWithoutItsSuperCallGetsItBeforeTheBehaviors() throws {
        // The superclass's viewDidLoad() does work, so the missing call is one to insert.
        let source = """
            class Base: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = .white
                }
            }

            final class A: Base {
                override func viewDidLoad() {
                    title = "A"
                }

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    navigationController?.setNavigationBarHidden(true, animated: animated)
                }

                override func viewWillDisappear(_ animated: Bool) {
                    super.viewWillDisappear(animated)
                    navigationController?.setNavigationBarHidden(false, animated: animated)
                }
            }

            """
        let outcome = fix([("A.swift", source)], fixers: FixEngine.fixers)
        XCTAssertEqual(
            String(decoding: try XCTUnwrap(outcome.changed["A.swift"]), as: UTF8.self),
            """
            class Base: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = .white
                }
            }

            final class A: Base {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    addBehaviors([HideNavigationBarBehavior()])
                    title = "A"
                }
            }

            """)
        XCTAssertEqual(outcome.passes, [1, 2])
    }

    func testABareCallMovesOnlyWhenTheProjectDeclaresItAsAFreeFunction() {
        func screens(calling call: String) -> [(String, String)] {
            ["A", "B", "C"].map { name in
                (
                    "\(name).swift",
                    """
                    final class \(name)ViewController: UIViewController, Themed {
                        override func viewWillAppear(_ animated: Bool) {
                            super.viewWillAppear(animated)
                            \(call)
                        }
                    }

                    """
                )
            }
        }
        let support = (
            "Theme.swift",
            """
            protocol Themed {}
            extension Themed {
                func applyTheme() {}
                func themeKey() -> String { "" }
            }
            func screenKey(_ viewController: UIViewController) -> String { "" }
            final class Theme {
                static let shared = Theme()
                func register(_ key: String) {}
            }

            """
        )
        func lint(_ call: String) -> [Finding] {
            LintEngine.lint(
                (screens(calling: call) + [support]).map { (path: $0.0, bytes: Array($0.1.utf8)) },
                configuration: .only("repeated-lifecycle-concern", values: ["min-lines": "1"])
            ).flatMap { $0.statementFindings }
        }
        // A call of a helper the project declares, repeated on every appearance of three screens, is
        // a concern; a behavior cannot reach a method a protocol extension gives the host.
        XCTAssertEqual(lint("applyTheme()").map { $0.fixable }, [false, false, false])
        // A method a protocol extension gives the host is not reachable from a behavior.
        let inherited = fix(screens(calling: "Theme.shared.register(themeKey())") + [support], fixers: FixEngine.fixers)
        XCTAssertFalse(inherited.hasChanges)
        let findings = lint("Theme.shared.register(themeKey())")
        XCTAssertEqual(findings.map { $0.fixable }, [false, false, false])
        XCTAssertEqual(findings[0].verdict, .notFixable([.cannotMove(.unreachable(["themeKey"]))]))
        // A free function of the project is.
        let free = fix(screens(calling: "Theme.shared.register(screenKey(self))") + [support], fixers: FixEngine.fixers)
        XCTAssertTrue(
            free.created.contains {
                $0.contents.contains("        Theme.shared.register(screenKey(viewController))\n")
            },
            "\(free.created.map { $0.contents })")
    }

    /// A method the project adds to every view controller is API a behavior calls on its
    /// `viewController`; one of a `private` extension or a constrained one is not.
    func testAMethodOfAProjectExtensionOfUIViewControllerMovesAndIsCalledOnTheViewController() {
        func screens(extensionHeader: String) -> [(String, String)] {
            ["A", "B", "C"].map { name in
                (
                    "\(name).swift",
                    """
                    final class \(name)ViewController: UIViewController {
                        override func viewWillAppear(_ animated: Bool) {
                            super.viewWillAppear(animated)
                            removeTopBarLine()
                            navigationItem.backButtonTitle = ""
                        }
                    }

                    """
                )
            } + [
                (
                    "UIViewController+Bar.swift",
                    "\(extensionHeader) {\n    func removeTopBarLine() {}\n}\n"
                )
            ]
        }
        func movable(_ header: String) -> [Bool] {
            LintEngine.lint(
                screens(extensionHeader: header).map { (path: $0.0, bytes: Array($0.1.utf8)) },
                configuration: .only("repeated-lifecycle-concern", values: ["min-lines": "1"])
            ).flatMap { $0.statementFindings }.filter { $0.location.line == 4 }.map(\.fixable)
        }
        XCTAssertEqual(movable("extension UIViewController"), [true, true, true])
        XCTAssertEqual(movable("private extension UIViewController"), [false, false, false])
        XCTAssertEqual(movable("extension UIViewController where Self: Themed"), [false, false, false])
        let outcome = fix(screens(extensionHeader: "extension UIViewController"), fixers: FixEngine.fixers)
        XCTAssertTrue(
            outcome.created.contains { $0.contents.contains("        viewController.removeTopBarLine()\n") },
            "\(outcome.created.map { $0.contents })")
    }

    func testABehaviorAnEarlierFixGeneratedIsNotAClashButANameTakenAndTheNextSaysWhatItDoes() throws {
        let earlier = """
            import UIKit

            /// Styles the shared navigation chrome at the moments the screen used to.
            /// Extracted by `behavior-lint fix`.
            struct NavigationBarAppearanceBehavior: ViewControllerLifecycleBehavior {
                func beforeAppearing(viewController: UIViewController, animated: Bool) {
                    viewController.navigationController?.navigationBar.tintColor = .red
                }

                func beforeDisappearing(viewController: UIViewController, animated: Bool) {
                    viewController.navigationController?.navigationBar.tintColor = nil
                }
            }

            """
        let host = """
            final class A: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    navigationController?.navigationBar.tintColor = .white
                }

                override func viewWillDisappear(_ animated: Bool) {
                    super.viewWillDisappear(animated)
                    navigationController?.navigationBar.tintColor = nil
                }
            }

            """
        let outcome = fix(
            [("A.swift", host), ("Behaviors/NavigationBarAppearanceBehavior.swift", earlier)], fixers: FixEngine.fixers)
        XCTAssertEqual(outcome.unfixed.map { $0.reason }, [])
        XCTAssertTrue(
            outcome.created.contains { $0.path == "Behaviors/WhiteNavigationBarAppearanceBehavior.swift" },
            "\(outcome.created.map { $0.path })")
    }

    func testTheSameChoreAtAnotherMomentIsNamedForThatMoment() {
        let onAppear = """
            final class A: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "A"
                }

                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    Analytics.track("a")
                }
            }

            """
        let onDisappear = """
            final class B: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "B"
                }

                override func viewDidDisappear(_ animated: Bool) {
                    super.viewDidDisappear(animated)
                    Analytics.track("b")
                }
            }

            """
        let outcome = fix([("A.swift", onAppear), ("B.swift", onDisappear)], fixers: FixEngine.fixers)
        XCTAssertEqual(
            outcome.applied.map { $0.summary },
            [
                "A: addBehaviors([ScreenTrackingBehavior(screenName: \"a\")])",
                "B: addBehaviors([ScreenTrackingOnDisappearBehavior(screenName: \"b\")])",
            ])
    }

    func testSuppressedFindingsAndCodeInAnIfBranchStayWhereTheyAre() {
        let source = """
            final class A: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    // behavior-lint:disable-next-line nav-bar-visibility -- the splash owns the bar
                    navigationController?.setNavigationBarHidden(true, animated: animated)
                    #if DEBUG
                    Analytics.track("debug")
                    #endif
                }

                override func viewWillDisappear(_ animated: Bool) {
                    super.viewWillDisappear(animated)
                    // behavior-lint:disable-next-line nav-bar-visibility
                    navigationController?.setNavigationBarHidden(false, animated: animated)
                }
            }

            """
        let outcome = fix([("A.swift", source)], fixers: FixEngine.fixers)
        XCTAssertFalse(outcome.hasChanges, "\(outcome.applied.map { $0.summary })")
        XCTAssertEqual(outcome.unfixed.map { $0.finding.ruleID }, [])
    }

    func testAnExtensionLeftEmptyGoesAndOneWithOtherMembersStays() throws {
        let source = """
            final class A: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    UIDevice.current.beginGeneratingDeviceOrientationNotifications()
                }
            }

            // MARK: - Lifecycle
            extension A {
                override func viewWillDisappear(_ animated: Bool) {
                    super.viewWillDisappear(animated)
                    UIDevice.current.endGeneratingDeviceOrientationNotifications()
                }
            }

            extension A {
                func reload() {}
            }

            """
        let outcome = fix([("A.swift", source)], fixers: FixEngine.fixers)
        XCTAssertEqual(
            String(decoding: try XCTUnwrap(outcome.changed["A.swift"]), as: UTF8.self),
            """
            final class A: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    addBehaviors([DeviceOrientationNotificationsBehavior()])
                }
            }

            extension A {
                func reload() {}
            }

            """)
    }
}
