import XCTest

@testable import BehaviorLintKit

/// What the `unstopped-timer` spec cannot show: the finding's structured values, and that one
/// statement that starts two timers is one finding.
final class UnstoppedTimerRuleTests: XCTestCase {
    func testSpecExamples() throws {
        try assertSpecExamples(UnstoppedTimerRule.self)
    }

    func testSpecFixes() throws {
        try assertSpecFixes(UnstoppedTimerRule.self)
    }

    func testTheFindingIsADefectAtTheStatementThatStartsTheTimer() {
        let source = """
            final class PollViewController: UIViewController {
                var timer: Timer?

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    if timer == nil {
                        timer = Timer.scheduledTimer(timeInterval: 5, target: self, selector: #selector(poll), userInfo: nil, repeats: true)
                    }
                }

                @objc func poll() {}
            }
            """
        let findings = LintEngine.lint(
            [(path: "Poll.swift", bytes: Array(source.utf8))], configuration: .only(UnstoppedTimerRule.descriptor.id))
        XCTAssertEqual(findings.map(\.location), [SourceLocation(line: 6, column: 9)])
        XCTAssertEqual(findings.first?.hostClass, "PollViewController")
        XCTAssertEqual(findings.first?.hook, LifecycleHook.viewWillAppear.rawValue)
        XCTAssertEqual(findings.first?.verdict.isFixable, false)
        XCTAssertEqual(UnstoppedTimerRule.descriptor.kind, .defect)
    }

    /// The timer facts every rule can read: what starts a repeating timer holding the screen, and
    /// what invalidates one.
    func testRepeatingTimersThatHoldTheScreenAndTheirInvalidation() {
        let source = """
            final class A: UIViewController {
                override func viewDidLoad() {
                    Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
                    Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: false)
                    Timer.scheduledTimer(timeInterval: 1, target: clock, selector: #selector(tick), userInfo: nil, repeats: true)
                    Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in self.tick() }
                    Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in self?.tick() }
                    Timer.scheduledTimer(withTimeInterval: 1, repeats: true, block: { _ in self.tick() })
                    timer?.invalidate()
                    invalidate(token)
                }
            }
            """
        let summary = Scanner.summarize(bytes: Array(source.utf8), path: "A.swift")
        let statements = summary.functions.first { $0.name == "viewDidLoad" }!.statements
        XCTAssertEqual(
            statements.map { RepeatingTimer.startsHoldingSelf(summary.syntax($0)) },
            [true, false, false, true, false, true, false, false])
        XCTAssertEqual(
            statements.map(RepeatingTimer.invalidates), [false, false, false, false, false, false, true, false])
    }
}
