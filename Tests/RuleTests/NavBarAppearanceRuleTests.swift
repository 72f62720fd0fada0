import XCTest

@testable import BehaviorLintKit

/// `nav-bar-appearance` is specified by its examples (Rules/nav-bar-appearance.md), and by what
/// they do not pin down: how a pair's halves stay together.
final class NavBarAppearanceRuleTests: XCTestCase {
    func testSpecExamples() throws {
        try assertSpecExamples(NavBarAppearanceRule.self)
    }

    func testSpecFixes() throws {
        try assertSpecFixes(NavBarAppearanceRule.self)
    }

    private func lint(
        _ sources: [String],
        configuration: RuleConfiguration = .only("nav-bar-appearance", values: ["min-screens": "1", "min-lines": "1"])
    ) -> [Finding] {
        LintEngine.lint(
            sources.enumerated().map { (path: "File\($0.offset).swift", bytes: Array($0.element.utf8)) },
            configuration: configuration)
    }

    /// Screens that paste the same styling into more hooks than others paste the same code: one concern.
    func testTheSameStylingInMoreHooksOfSomeScreensIsOneConcern() {
        let styling = "navigationController?.navigationBar.barTintColor = .black"
        let screen = { (name: String, hooks: [String]) in
            "final class \(name): UIViewController {\n"
                + hooks.map { hook in
                    "    override func \(hook)(_ animated: Bool) {\n        super.\(hook)(animated)\n        \(styling)\n    }\n"
                }.joined() + "}\n"
        }
        let found = lint(
            [
                screen("InboxViewController", ["viewWillAppear", "viewDidAppear"]),
                screen("SearchViewController", ["viewWillAppear"]), screen("ProfileViewController", ["viewWillAppear"]),
            ], configuration: .only("nav-bar-appearance", values: ["min-lines": "1"]))
        XCTAssertEqual(found.map { Set($0.copies.map(\.hostClass)).count }, [3])
    }

    /// The root of a stack styles the bar its pushed screens keep: its copy stays, and says why.
    func testTheRootOfAStackKeepsItsStyling() {
        let screen = """
            final class ReaderViewController: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    navigationController?.navigationBar.barTintColor = .black
                }
            }
            final class Presenter {
                func show() -> UIViewController { UINavigationController(rootViewController: ReaderViewController()) }
            }
            """
        let found = lint([screen])
        XCTAssertEqual(found.map { $0.fixable }, [false])
        XCTAssertEqual(found.first?.copies.first?.verdict, .notFixable([.rootKeepsStyling("ReaderViewController")]))
    }

    /// Large titles switched in viewDidLoad are the stack-wide switch, unless the app sets its own
    /// default elsewhere and the screen switches away from it.
    func testLargeTitlesSwitchedOffInViewDidLoadAgainstTheAppsDefaultAreACopy() {
        let screen = """
            final class ReceiptViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationController?.navigationBar
                        .prefersLargeTitles = false
                }
            }
            """
        let coordinator = """
            final class ReceiptCoordinator {
                func start() -> UIViewController {
                    let navigation = UINavigationController(rootViewController: UIViewController())
                    navigation.navigationBar.prefersLargeTitles = true
                    return navigation
                }
            }
            """
        XCTAssertEqual(lint([screen]), [])
        XCTAssertEqual(lint([screen, coordinator]).map { "\($0.path):\($0.location.line)" }, ["File0.swift:4"])
    }

    /// A pair moves whole or not at all: an apply that must stay keeps its restore with it.
    func testAPairWhoseApplyMustStayKeepsItsRestore() {
        let source = """
            final class ListViewController: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    navigationController?.navigationBar.shadowImage = UIImage()
                    startObserving()
                }

                override func viewWillDisappear(_ animated: Bool) {
                    super.viewWillDisappear(animated)
                    navigationController?.navigationBar.shadowImage = nil
                }

                func startObserving() {}
            }
            """
        let copies = lint([source]).first?.copies ?? []
        XCTAssertEqual(copies.map { "\($0.location.line) \($0.fixable)" }, ["4 false", "10 false"])
        XCTAssertEqual(
            copies.map(\.verdict),
            Array(
                repeating: .notFixable([
                    .cannotMove(
                        .runsBefore(statement: "startObserving()", conflict: .callsBackIntoHost, hook: .viewWillAppear))
                ]), count: 2))
    }

    /// Styling nothing restores leaks (unbalanced-appearance-change reports it there): moved into a
    /// behavior it would leak the same, out of that rule's sight, so its copy stays.
    func testACopyThatLeaksStaysWhereTheDefectIsReported() {
        let source = """
            final class ListViewController: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    navigationController?.navigationBar.shadowImage = UIImage()
                }
            }
            """
        var configuration = RuleConfiguration.defaults
        configuration.settings["nav-bar-appearance"] = RuleSettings(
            severity: .warning, values: ["min-screens": "1", "min-lines": "1"])
        configuration.settings["unbalanced-appearance-change"] = RuleSettings(
            severity: .warning, values: ["report-unrestored-chrome": "true"])
        let found = lint([source], configuration: configuration)
        XCTAssertEqual(
            found.map { "\($0.location.line) \($0.ruleID) \($0.fixable)" },
            [
                "4 nav-bar-appearance false", "4 unbalanced-appearance-change false",
            ])
        XCTAssertEqual(
            found.first?.copies.first?.verdict,
            .notFixable([.reportedByDefect(rule: "unbalanced-appearance-change")]))
    }
}
