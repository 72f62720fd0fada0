import XCTest

@testable import BehaviorLintKit

/// What a statement does with a `Timer`: starts a repeating one that holds the screen (and which
/// handler it calls), or invalidates one.
final class RepeatingTimerTests: XCTestCase {
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
