import XCTest

@testable import BehaviorLintKit

/// What the `unused-container-delegate` spec cannot show: the finding's structured values.
final class UnusedContainerDelegateRuleTests: XCTestCase {
    func testSpecExamples() throws {
        try assertSpecExamples(UnusedContainerDelegateRule.self)
    }

    func testSpecFixes() throws {
        try assertSpecFixes(UnusedContainerDelegateRule.self)
    }

    func testTheFindingIsADefectAtTheStatementOfItsHookThatFixDeletes() {
        let source = """
            final class WalletsViewController: UIViewController, UINavigationControllerDelegate {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    navigationController?.delegate = self
                }
            }
            """
        let findings = LintEngine.lint(
            [(path: "Wallets.swift", bytes: Array(source.utf8))],
            configuration: .only(UnusedContainerDelegateRule.descriptor.id))
        XCTAssertEqual(findings.count, 1)
        XCTAssertEqual(findings.first?.location, SourceLocation(line: 4, column: 9))
        XCTAssertEqual(findings.first?.hostClass, "WalletsViewController")
        XCTAssertEqual(findings.first?.hook, LifecycleHook.viewWillAppear.rawValue)
        XCTAssertEqual(findings.first?.verdict, .fixable)
        XCTAssertEqual(UnusedContainerDelegateRule.descriptor.kind, .defect)
    }

    /// An assignment inside a block is reported and left: the block may do more than that.
    func testAnAssignmentInsideABlockIsNotFixable() {
        let source = """
            final class ComposeViewController: UIViewController, UINavigationControllerDelegate {
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    if let navigation = navigationController {
                        navigation.delegate = self
                    }
                }
            }
            """
        let findings = LintEngine.lint(
            [(path: "Compose.swift", bytes: Array(source.utf8))],
            configuration: .only(UnusedContainerDelegateRule.descriptor.id))
        XCTAssertEqual(findings.map(\.verdict), [.notFixable([.noSafeRewrite])])
    }

    /// The swipe-back gesture's takeover is reported, through the screen's own helper too, and not
    /// fixed; it stays a chore a concern can count.
    func testTheGesturesTakeoverIsReportedThroughAHelperAndNotFixed() {
        let source = """
            final class InviteViewController: UIViewController, UIGestureRecognizerDelegate {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    setDelegate()
                }

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    setDelegate()
                }

                private func setDelegate() {
                    navigationController?.interactivePopGestureRecognizer?.delegate = self
                }
            }
            """
        let findings = LintEngine.lint(
            [(path: "Invite.swift", bytes: Array(source.utf8))],
            configuration: .only(UnusedContainerDelegateRule.descriptor.id))
        XCTAssertEqual(findings.map(\.location), [SourceLocation(line: 13, column: 9)], "once, at the helper's line")
        XCTAssertEqual(findings.map(\.verdict), [.notFixable([.noSafeRewrite])])
    }

    /// A first screen is never popped: its message says the freeze is on the screen itself.
    func testTheGesturesTakeoverOnAStacksFirstScreenIsToldApart() {
        let screen = """
            final class HomeViewController: UIViewController, UIGestureRecognizerDelegate {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationController?.interactivePopGestureRecognizer?.delegate = self
                }
            }
            """
        let messages = [
            "struct Flow { func start() -> UINavigationController { UINavigationController(rootViewController: HomeViewController()) } }",
            "struct Flow { func open(_ nav: UINavigationController) { nav.pushViewController(HomeViewController(), animated: true) } }",
        ].map { placement in
            LintEngine.lint(
                [(path: "Home.swift", bytes: Array((screen + "\n" + placement + "\n").utf8))],
                configuration: .only(UnusedContainerDelegateRule.descriptor.id)
            ).map(\.message)
        }
        XCTAssertEqual(messages.map(\.count), [1, 1])
        XCTAssertNotEqual(messages[0], messages[1])
    }

    /// A base class's helper that takes the swipe-back gesture for the screens that call it: one
    /// defect at the helper's statement, a note at each calling screen in path order, not fixed.
    func testAnInheritedHelperTakingTheGestureIsOneFindingWithTheCallersAsNotes() {
        let base = """
            class BaseViewController: UIViewController {
                func setArrowBack(imageArrow: UIImage) {
                    navigationController?.interactivePopGestureRecognizer?.delegate = self
                }
            }
            """
        let screen = { (name: String) in
            """
            final class \(name): BaseViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    setArrowBack(imageArrow: arrow)
                }
            }
            """
        }
        let findings = LintEngine.lint(
            [
                (path: "Screens/Zeta.swift", bytes: Array(screen("ZetaViewController").utf8)),
                (path: "Base/Base.swift", bytes: Array(base.utf8)),
                (path: "Screens/Alpha.swift", bytes: Array(screen("AlphaViewController").utf8)),
            ], configuration: .only(UnusedContainerDelegateRule.descriptor.id))
        XCTAssertEqual(findings.map(\.path), ["Base/Base.swift"])
        XCTAssertEqual(findings.first?.location, SourceLocation(line: 3, column: 9))
        XCTAssertEqual(findings.first?.hostClass, "BaseViewController")
        XCTAssertEqual(findings.first?.verdict.isFixable, false)
        XCTAssertEqual(
            findings.first?.notes.map { "\($0.path):\($0.location.line)" },
            ["Screens/Alpha.swift:4", "Screens/Zeta.swift:4"])
    }
}
