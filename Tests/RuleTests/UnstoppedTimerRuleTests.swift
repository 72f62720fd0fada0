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

    /// The timer facts every rule can read: what starts a repeating timer holding the screen (and
    /// the handler it calls), and what invalidates one.
    func testRepeatingTimersThatHoldTheScreenAndTheirInvalidation() {
        let source = """
            final class A: UIViewController {
                override func viewDidLoad() {
                    Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(self.tick), userInfo: nil, repeats: true)
                    Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: false)
                    Timer.scheduledTimer(timeInterval: 1, target: clock, selector: #selector(tick), userInfo: nil, repeats: true)
                    Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in self.tick() }
                    Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in self?.tick() }
                    Timer.scheduledTimer(withTimeInterval: 1, repeats: true, block: { _ in self.tick() })
                    Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in CookieStore.sync(url) }
                    timer?.invalidate()
                    invalidate(token)
                }
            }
            """
        let summary = Scanner.summarize(bytes: Array(source.utf8), path: "A.swift")
        let statements = summary.functions.first { $0.name == "viewDidLoad" }!.statements
        XCTAssertEqual(
            statements.map { RepeatingTimer.start(in: summary.syntax($0)) },
            [
                RepeatingTimer.Start(handler: "tick"), nil, nil, RepeatingTimer.Start(handler: nil), nil,
                RepeatingTimer.Start(handler: nil), nil, nil, nil,
            ])
        XCTAssertEqual(
            statements.map { $0.calls.contains(where: RepeatingTimer.invalidates) },
            [false, false, false, false, false, false, false, true, false])
    }
}
