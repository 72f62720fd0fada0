import XCTest

@testable import BehaviorLintKit

/// Baselines hide recorded findings by fingerprint, so line moves don't matter but code changes do.
final class BaselineTests: XCTestCase {
    private let original = """
        import UIKit

        final class HomeViewController: UIViewController {
            override func viewWillAppear(_ animated: Bool) {
                navigationController?.setNavigationBarHidden(true, animated: animated)
            }
        }

        """

    private func lint(_ source: String) -> [Finding] {
        LintEngine.lint(
            [(path: "Home.swift", bytes: Array(source.utf8))], configuration: .defaults.reportingUnrestoredChrome)
    }

    func testBaselinedFindingsStayHiddenWhenLinesMoveAndReturnWhenCodeChanges() throws {
        let findings = lint(original)
        XCTAssertFalse(findings.isEmpty)
        let baseline = Baseline(findings: findings)
        XCTAssertEqual(baseline.filter(findings), [])

        let moved = "// A new comment\n\n\n" + original
        XCTAssertEqual(baseline.filter(lint(moved)), [], "lines added above do not resurface baselined findings")

        let changed = original.replacingOccurrences(of: "animated: animated", with: "animated: false")
        XCTAssertFalse(baseline.filter(lint(changed)).isEmpty, "changed code is reported again")
    }

    func testWritesAndReadsBackAtomically() throws {
        let folder = TemporaryDirectory()
        let path = folder.path + "/baseline.json"
        let baseline = Baseline(findings: lint(original))
        guard case .success = baseline.write(to: path) else { return XCTFail("write failed") }
        guard case .success(let loaded) = Baseline.load(path: path) else { return XCTFail("load failed") }
        XCTAssertEqual(loaded, baseline)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: folder.path), ["baseline.json"],
            "no temporary file left")
    }

    func testBadBaselinesAreClearErrors() {
        let folder = TemporaryDirectory()
        let garbage = folder.write("garbage.json", "{ not json")
        guard case .failure(let invalid) = Baseline.load(path: garbage) else { return XCTFail() }
        XCTAssertTrue(invalid.description.contains("is not a behavior-lint baseline"))
        guard case .failure(let missing) = Baseline.load(path: folder.path + "/none.json") else { return XCTFail() }
        XCTAssertTrue(missing.description.contains("no such file"))
        guard case .failure(let unwritable) = Baseline(findings: []).write(to: folder.path + "/no/such/dir/b.json")
        else { return XCTFail() }
        XCTAssertTrue(unwritable.description.contains("does not exist"), unwritable.description)
    }
}
