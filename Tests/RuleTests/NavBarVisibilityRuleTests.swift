import TestSupport
import XCTest

@testable import BehaviorLintKit

/// What the spec examples cannot show: fixability, notes and messages of nav-bar-visibility, and
/// the statement reading it shares with nav-bar-appearance and unbalanced-appearance-change.
final class NavBarVisibilityRuleTests: XCTestCase {
    func testSpecExamples() throws {
        try assertSpecExamples(NavBarVisibilityRule.self)
    }

    func testSpecFixes() throws {
        try assertSpecFixes(NavBarVisibilityRule.self)
    }

    /// Findings with copies of any length counted: a pair is two lines.
    private func findings(_ sources: [String], options: [String: String] = [:]) -> [Finding] {
        LintEngine.lint(
            sources.enumerated().map { (path: "Screen\($0.offset).swift", bytes: Array($0.element.utf8)) },
            configuration: .only("nav-bar-visibility", values: ["min-lines": "1"].merging(options) { $1 }))
    }

    private func chrome(_ body: String) -> NavigationChromeStatement {
        let summary = Scanner.summarize(
            bytes: Array("class A: UIViewController {\n override func viewDidLoad() {\n\(body)\n }\n}\n".utf8),
            path: "A.swift")
        return NavigationChromeStatement(summary.syntax(summary.functions[0].statements[0]))
    }

    /// A screen that hides the bar on appear (`extra` after the hide) and runs `disappearing` on the way out.
    private func screen(_ name: String, extra: String = "", disappearing: String = restore, members: String = "")
        -> String
    {
        """
        final class \(name): UIViewController {
            \(members)
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                navigationController?.setNavigationBarHidden(true, animated: animated)
                \(extra)
            }
            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                \(disappearing)
            }
            func installSearchBar() {}
            func saveDraft() {}
        }
        """
    }

    private static let restore = "navigationController?.setNavigationBarHidden(false, animated: animated)"

    func testOneFindingPerConcernCarriesEveryCopyAndNotesEachOtherStatement() {
        let found = findings(["Profile", "Settings", "About"].map { screen($0 + "ViewController") })
        XCTAssertEqual(found.count, 1)
        let finding = found[0]
        XCTAssertEqual(
            finding.copies.map { "\($0.path):\($0.location.line) \($0.hostClass).\($0.hook ?? "")" },
            [
                "Screen0.swift:5 ProfileViewController.viewWillAppear",
                "Screen0.swift:10 ProfileViewController.viewWillDisappear",
                "Screen1.swift:5 SettingsViewController.viewWillAppear",
                "Screen1.swift:10 SettingsViewController.viewWillDisappear",
                "Screen2.swift:5 AboutViewController.viewWillAppear",
                "Screen2.swift:10 AboutViewController.viewWillDisappear",
            ])
        XCTAssertEqual(
            finding.notes.map { "\($0.path):\($0.location.line)" }, ["Screen1.swift:5", "Screen2.swift:5"],
            "a note at each other screen's first statement")
        XCTAssertEqual(finding.copies.map { $0.fixable }, Array(repeating: true, count: 6))
        XCTAssertTrue(finding.fixable)
        XCTAssertEqual(
            finding.copies.map { $0.chore?.behaviorName }, Array(repeating: "HideNavigationBarBehavior", count: 6))
        XCTAssertEqual(finding.concern?.remedy, "one HideNavigationBarBehavior")
        XCTAssertEqual(finding.copies[0].chore?.partners, [finding.copies[1].chore!.place])
    }

    /// Baselines and code scanning recognise the concern when a screen joins or leaves it.
    func testTheFingerprintIsTheConcernsWhateverItsCopies() {
        let three = findings(["A", "B", "C"].map { screen($0 + "ViewController") })
        let four = findings(["Z", "A", "B", "C"].map { screen($0 + "ViewController") })
        XCTAssertEqual(three.map { $0.fingerprint }, four.map { $0.fingerprint })
        XCTAssertEqual([three.first?.hostClass, four.first?.hostClass], ["AViewController", "ZViewController"])
        XCTAssertEqual(findings(["A", "B"].map { screen($0 + "ViewController") }), [])
        XCTAssertEqual(
            findings(["A", "B"].map { screen($0 + "ViewController") }, options: ["min-screens": "2"]).count, 1)
    }

    /// A copy that cannot move stays in its screen with the reason, and the concern is still
    /// one finding, fixable for the screens fix converts.
    func testACopyThatCannotMoveStaysWithItsReasonWhileTheOthersMove() {
        let found = findings([
            screen("SearchViewController", extra: "installSearchBar()"),
            screen("ProfileViewController"),
            screen("SettingsViewController"),
        ])
        XCTAssertEqual(found.count, 1)
        let copies = found.first?.copies ?? []
        XCTAssertEqual(
            copies.filter { !$0.fixable }.map { $0.hostClass }, ["SearchViewController", "SearchViewController"])
        XCTAssertEqual(
            copies[0].verdict,
            .notFixable([
                .cannotMove(
                    .runsBefore(statement: "installSearchBar()", conflict: .callsBackIntoHost, hook: .viewWillAppear))
            ]))
        XCTAssertEqual(found.first?.fixable, true)
    }

    func testNothingMovesOutOfAContainerThatForwardsAppearanceItself() {
        let members = "override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }"
        let found = findings(["A", "B", "C"].map { screen($0 + "ViewController", members: members) })
        XCTAssertEqual(found.map { $0.fixable }, [false])
        XCTAssertEqual(
            found.first?.copies.map(\.verdict),
            Array(repeating: .notFixable([.cannotMove(.containerForwardsAppearance)]), count: 6))
    }

    /// A swizzled appearance hook runs for a behavior's hidden child too: no copy moves.
    func testNothingMovesInAnAppThatSwizzlesAnAppearanceHook() {
        let swizzling = """
            extension UIViewController {
                static func swizzleAppearance() {
                    let original = class_getInstanceMethod(self, #selector(UIViewController.viewDidAppear(_:)))!
                    let tracked = class_getInstanceMethod(self, #selector(UIViewController.tracked_viewDidAppear(_:)))!
                    method_exchangeImplementations(original, tracked)
                }
                @objc func tracked_viewDidAppear(_ animated: Bool) {
                    tracked_viewDidAppear(animated)
                    Analytics.shared.screen(String(describing: type(of: self)))
                }
            }
            """
        let found = findings(["A", "B", "C"].map { screen($0 + "ViewController") } + [swizzling])
        XCTAssertEqual(found.map { $0.fixable }, [false])
        XCTAssertEqual(found.first?.copies.map { $0.fixable }, Array(repeating: false, count: 6))
    }

    /// A change nothing restores is a defect (unbalanced-appearance-change), never a copy.
    func testAChangeNothingRestoresIsNoCopy() {
        XCTAssertEqual(
            findings(["A", "B", "C"].map { screen($0 + "ViewController", disappearing: "saveDraft()") }), [])
    }

    func testSameDirectionInBothHooksIsNoPair() {
        let same = "navigationController?.setNavigationBarHidden(true, animated: animated)"
        XCTAssertEqual(findings(["A", "B", "C"].map { screen($0 + "ViewController", disappearing: same) }), [])
    }

    func testReadsAssignmentsInBlocksThatRunWithTheHookOnly() {
        XCTAssertEqual(
            chrome("if a { navigationController?.navigationBar.isHidden = true }").visibilityChanges,
            [.init(bar: .navigationBar, hidden: true)])
        XCTAssertEqual(
            chrome("UIView.animate(withDuration: 0.3) { self.navigationController?.isToolbarHidden = false }")
                .visibilityChanges, [.init(bar: .toolbar, hidden: false)])
        XCTAssertEqual(chrome("onClose = { self.navigationController?.isToolbarHidden = false }").visibilityChanges, [])
        XCTAssertEqual(chrome("let hidden = navigationController?.isNavigationBarHidden == true").visibilityChanges, [])
        XCTAssertEqual(
            chrome("(navigationController as? Nav)?.isNavigationBarHidden = x").visibilityChanges,
            [.init(bar: .navigationBar, hidden: nil)])
    }

    func testRecognisesStylingButNotPerScreenSettings() {
        XCTAssertEqual(
            chrome("navigationController?.navigationBar.standardAppearance.backgroundColor = .red")
                .stylingChanges.map { $0.state }, ["navigationBar.standardAppearance"])
        XCTAssertEqual(
            chrome("UINavigationBar.appearance().tintColor = .red").stylingChanges.map { $0.state },
            ["navigationBar.tintColor"])
        XCTAssertEqual(
            chrome(#"navigationItem.backButtonTitle = " ""#).stylingChanges.map { $0.outlivesScreen }, [false])
        XCTAssertEqual(chrome(#"navigationItem.backButtonTitle = "Back""#).stylingChanges.count, 0)
        XCTAssertEqual(chrome("navigationItem.standardAppearance = appearance").stylingChanges.count, 0)
        XCTAssertEqual(chrome("navigationController?.navigationBar.sizeToFit()").stylingChanges.count, 0)
    }
}
