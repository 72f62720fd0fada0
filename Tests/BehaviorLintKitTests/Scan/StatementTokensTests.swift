import XCTest

@testable import BehaviorLintKit

/// What the scan reads from a lifecycle body's kept tokens: the handlers `#selector(…)` names,
/// whose bodies it then splits into statements as it does a helper's.
final class StatementTokensTests: XCTestCase {
    private func summary(registering selectors: [String]) -> FileSummary {
        let registrations = selectors.map {
            "NotificationCenter.default.addObserver(self, selector: \($0), name: .changed, object: nil)"
        }
        let source = """
            final class ListViewController: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    \(registrations.joined(separator: "\n        "))
                }

                @objc private func first() { reload() }
                @objc private func second(_ notification: Notification) { reload() }
                @objc private func third() { reload() }
                private func reload() {}
                private func neverRegistered() { reload() }
            }
            """
        return Scanner.summarize(bytes: Array(source.utf8), path: "List.swift")
    }

    func testTheHandlersASelectorNamesAreRead() {
        let file = summary(registering: [
            "#selector(first)", "#selector(self.second(_:))", "#selector(ListViewController.third)",
            "#selector(getter: UIView.alpha)",
        ])
        let hook = file.functions.first { $0.name == "viewWillAppear" }!
        XCTAssertEqual(
            hook.statements.flatMap { file.statementTokens.selectorReferences(in: $0.tokens) },
            ["first", "second", "third"])
    }

    func testTheBodiesOfRegisteredHandlersAreSplitAndOthersAreNot() {
        let file = summary(registering: ["#selector(first)", "#selector(ListViewController.third)"])
        let split = Set(file.functions.filter { !$0.statements.isEmpty }.map(\.name))
        XCTAssertEqual(split, ["viewWillAppear", "first", "third"])
    }
}
