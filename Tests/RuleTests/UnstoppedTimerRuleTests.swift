import XCTest

@testable import BehaviorLintKit

/// What the `unstopped-timer` spec cannot show: the finding's structured values and its golden
/// messages.
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

    /// Golden messages: an appear hook that stops the last timer before it starts the next starts
    /// no more than one, and its message does not say it does.
    func testOnlyAnAppearHookThatDoesNotStopTheLastTimerIsSaidToStartOneMoreEachTime() {
        let source = """
            final class HomeViewController: UIViewController {
                var timer: Timer?

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    timer?.invalidate()
                    timer = Timer.scheduledTimer(timeInterval: 5, target: self, selector: #selector(poll), userInfo: nil, repeats: true)
                }

                @objc func poll() {}
            }
            final class ChatViewController: UIViewController {
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in self.poll() }
                }

                func poll() {}
            }
            """
        let messages = LintEngine.lint(
            [(path: "Screens.swift", bytes: Array(source.utf8))], configuration: .only(UnstoppedTimerRule.descriptor.id)
        ).map(\.message)
        let body =
            " starts a repeating timer that holds it in %@ and stops it nowhere but in its own handler or deinit: "
            + "the run loop keeps the timer and the timer keeps the screen, so it fires on after the user has left "
            + "(and the screen is never freed, so deinit cannot stop it)%@; invalidate it in viewWillDisappear(_:) "
            + "and start it again in viewWillAppear(_:) if the screen needs it"
        XCTAssertEqual(
            messages,
            [
                "HomeViewController" + String(format: body, "viewWillAppear(_:)", ""),
                "ChatViewController"
                    + String(format: body, "viewDidAppear(_:)", ", and each appearance starts one more"),
            ])
    }
}
