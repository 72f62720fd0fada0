import XCTest

@testable import BehaviorLintKit

/// A concern's finding is about its copies: a suppression at one copy takes that screen out of the
/// concern (`ConcernSuppression`), and a run that reports on part of the project shows the concern
/// when any copy is in scope, at that copy (`ReportedScope`).
final class ConcernScopeTests: XCTestCase {
    private func screen(_ name: String, suppressed: Bool = false) -> (path: String, bytes: [UInt8]) {
        (
            "\(name).swift",
            Array(
                """
                final class \(name)ViewController: UIViewController {
                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        \(suppressed ? "// behavior-lint:disable-next-line nav-bar-appearance" : "")
                        navigationController?.navigationBar.tintColor = .white
                    }
                    override func viewWillDisappear(_ animated: Bool) {
                        super.viewWillDisappear(animated)
                        navigationController?.navigationBar.tintColor = nil
                    }
                }

                """.utf8)
        )
    }

    private func lint(_ sources: [(path: String, bytes: [UInt8])]) -> [Finding] {
        LintEngine.lint(sources, configuration: .only("nav-bar-appearance", values: ["min-lines": "1"]))
    }

    func testASuppressedCopyLeavesTheConcernAndTheFindingMovesToTheFirstCopyLeft() {
        let findings = lint([screen("A", suppressed: true), screen("B"), screen("C"), screen("D")])
        XCTAssertEqual(findings.map(\.path), ["B.swift"])
        XCTAssertEqual(
            Set(findings.first?.copies.map(\.hostClass) ?? []),
            ["BViewController", "CViewController", "DViewController"])
        XCTAssertEqual(findings.first?.notes.map(\.path), ["C.swift", "D.swift"])
    }

    func testAConcernLeftWithFewerScreensThanMinScreensGoes() {
        XCTAssertEqual(lint([screen("A", suppressed: true), screen("B"), screen("C")]), [])
        XCTAssertEqual(lint([screen("A"), screen("B"), screen("C")]).count, 1)
    }

    func testAConcernIsShownWhenAnyCopyIsInScopeAtThatCopy() {
        let findings = lint([screen("A"), screen("B"), screen("C")])
        let inB = ReportedScope.findings(findings) { path, _ in path == "B.swift" }
        XCTAssertEqual(inB.map(\.path), ["B.swift"])
        XCTAssertEqual(inB.first?.notes.map(\.path), ["A.swift", "C.swift"])
        XCTAssertEqual(inB.first?.fingerprint, findings.first?.fingerprint, "the same concern, wherever shown")
        XCTAssertEqual(ReportedScope.findings(findings) { path, _ in path == "Other.swift" }, [])
        // A copy's line must be in scope with --changed-lines: the restore on line 9 is.
        XCTAssertEqual(
            ReportedScope.findings(findings) { path, line in path == "C.swift" && line == 9 }.map(\.path), ["C.swift"])
    }

    func testAFindingWithoutCopiesIsShownOnlyAtItsOwnPlace() {
        let leak = LintEngine.lint(
            [
                (
                    "A.swift",
                    Array(
                        "final class AViewController: UIViewController {\n    override func viewWillAppear(_ animated: Bool) {\n        super.viewWillAppear(animated)\n        navigationController?.setNavigationBarHidden(true, animated: animated)\n    }\n}\n"
                            .utf8)
                )
            ], configuration: RuleConfiguration.only("unbalanced-appearance-change").reportingUnrestoredChrome)
        XCTAssertEqual(leak.count, 1)
        XCTAssertEqual(ReportedScope.findings(leak) { _, line in line == 4 }.count, 1)
        XCTAssertEqual(ReportedScope.findings(leak) { _, line in line == 3 }.count, 0)
    }
}
