import XCTest

@testable import BehaviorLintKit

/// What the `behavior-attach-site` spec cannot show: helper reachability and messages per site.
final class BehaviorAttachSiteRuleTests: XCTestCase {
    func testSpecExamples() throws {
        try assertSpecExamples(BehaviorAttachSiteRule.self)
    }

    func testSpecFixes() throws {
        try assertSpecFixes(BehaviorAttachSiteRule.self)
    }

    private func findings(_ source: String, _ others: String...) -> [Finding] {
        let files = [source] + others
        return LintEngine.lint(
            files.enumerated().map { (path: "F\($0.offset).swift", bytes: Array($0.element.utf8)) },
            configuration: .only(BehaviorAttachSiteRule.descriptor.id))
    }

    func testAHelperInAnotherFilesExtensionCalledOnlyFromViewDidLoadIsAllowed() {
        let viewController = """
            final class HomeViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    setUpBehaviors()
                }
            }
            """
        let behaviors = """
            extension HomeViewController {
                func setUpBehaviors() {
                    addBehaviors([HideNavigationBarBehavior()])
                }
            }
            """
        XCTAssertEqual(findings(behaviors, viewController), [])
        XCTAssertEqual(findings(behaviors).map { $0.location.line }, [3], "a helper nobody calls may run anywhere")
    }

    func testAHelperCalledFromViewDidLoadAndFromAnActionIsReported() {
        let result = findings(
            """
            final class HomeViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    attach()
                }
                @objc private func retry() {
                    attach()
                }
                private func attach() {
                    addBehaviors([ScreenTrackingBehavior(screenName: "home")])
                }
            }
            """)
        XCTAssertEqual(result.map { $0.location.line }, [10])
        XCTAssertEqual(result.first?.hostClass, "HomeViewController")
        XCTAssertEqual(
            result.map(\.message),
            [
                "HomeViewController calls addBehaviors in attach(), which may run more than once or before the view "
                    + "loads; call it once, in viewDidLoad (or in a helper that only viewDidLoad calls)"
            ])
        XCTAssertEqual(result.first?.fixable, false)
    }

    func testHelpersThatOnlyCallEachOtherDoNotCountAsLoading() {
        let result = findings(
            """
            final class LoopViewController: UIViewController {
                private func first() { second() }
                private func second() { first(); addBehaviors([]) }
            }
            """)
        XCTAssertEqual(result.map { $0.location.line }, [3])
    }

    func testMessagesNameTheSiteKind() {
        let result = findings(
            """
            final class ScreenViewController: UIViewController {
                required init?(coder: NSCoder) {
                    super.init(coder: coder)
                    addBehaviors([])
                }
                override func viewWillDisappear(_ animated: Bool) {
                    super.viewWillDisappear(animated)
                    addBehaviors([])
                }
            }
            """)
        XCTAssertEqual(result.count, 2)
        guard result.count == 2 else { return }
        XCTAssertEqual(
            result.map(\.message),
            [
                "ScreenViewController calls addBehaviors in init(coder:): the view does not exist yet, so attaching "
                    + "loads it early and adds the child view controller before the screen is set up; call "
                    + "addBehaviors in viewDidLoad",
                "ScreenViewController calls addBehaviors in viewWillDisappear(_:), which adds a new child view "
                    + "controller on every disappearance; call it once, in viewDidLoad",
            ])
        XCTAssertEqual(result[1].hook, "viewWillDisappear")
    }
}
