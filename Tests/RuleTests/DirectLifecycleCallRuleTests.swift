import XCTest

@testable import BehaviorLintKit

/// What the `direct-lifecycle-call` spec cannot show: the finding's structured values.
final class DirectLifecycleCallRuleTests: XCTestCase {
    func testSpecExamples() throws {
        try assertSpecExamples(DirectLifecycleCallRule.self)
    }

    func testSpecFixes() throws {
        try assertSpecFixes(DirectLifecycleCallRule.self)
    }

    func testTheFindingIsADefectAtTheCallInTheMethodThatMakesIt() {
        let source = """
            final class AlarmViewController: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    if animated { self.viewDidLoad() }
                }
            }
            """
        let findings = LintEngine.lint(
            [(path: "Alarm.swift", bytes: Array(source.utf8))],
            configuration: .only(DirectLifecycleCallRule.descriptor.id))
        XCTAssertEqual(findings.map(\.location), [SourceLocation(line: 4, column: 23)])
        XCTAssertEqual(findings.first?.hostClass, "AlarmViewController")
        XCTAssertEqual(findings.first?.hook, LifecycleHook.viewWillAppear.rawValue)
        XCTAssertEqual(findings.first?.verdict.isFixable, false)
    }

    func testCallsInOneStatementAreOneFinding() {
        let source = """
            final class MomentViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    NotificationCenter.default.addObserver(forName: .refresh, object: nil, queue: .main) { _ in
                        self.viewWillAppear(true); self.viewDidAppear(true)
                    }
                }
            }
            """
        let findings = LintEngine.lint(
            [(path: "Moment.swift", bytes: Array(source.utf8))],
            configuration: .only(DirectLifecycleCallRule.descriptor.id))
        XCTAssertEqual(findings.map(\.location), [SourceLocation(line: 5, column: 13)])
    }
}
