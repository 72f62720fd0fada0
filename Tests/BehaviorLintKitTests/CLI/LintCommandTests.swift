import Foundation
import XCTest

@testable import BehaviorLintKit

/// `lint`, `rules` and `explain` as users run them: output format, exit codes, bad input.
final class LintCommandTests: XCTestCase {
    private func run(_ arguments: [String]) -> (status: Int32, out: String, err: String) {
        let console = Console.capture()
        let status = CommandLineTool.run(arguments, console: console)
        return (status, console.out.capturedText, console.err.capturedText)
    }

    private let missingSuper = """
        import UIKit

        final class HomeViewController: UITableViewController {
            override func viewWillAppear(_ animated: Bool) {
                title = "Home"
            }
        }

        """

    func testFindingsUseTheXcodeFormatWithAbsolutePaths() {
        let folder = TemporaryDirectory()
        let path = folder.write("App/HomeViewController.swift", missingSuper)
        let result = run(["lint", folder.path])
        XCTAssertEqual(result.status, 0, "warnings do not fail the run")
        let absolute = FileDiscovery.absolutePath(path)
        XCTAssertTrue(result.out.hasPrefix("\(absolute):4:5: warning: "), result.out)
        XCTAssertTrue(result.out.hasSuffix("(lifecycle-super-call)\n"), result.out)
        XCTAssertTrue(result.err.contains("1 finding (0 errors, 1 warning) in 1 file"), result.err)
        // The missing super call can be inserted: lint says so under the count.
        XCTAssertTrue(
            result.err.contains(
                "1 of them fixable with `behavior-lint fix` (`behavior-lint fix --dry-run` shows how)\n"), result.err)
        // And what to run next: why, for the rule listed first, and the map.
        XCTAssertTrue(
            result.err.hasSuffix(
                "`behavior-lint explain lifecycle-super-call`; the screens and what fix would make of them: `--reporter html:map.html`\n"
            ), result.err)
    }

    func testAWalkSaysHowManyLinksItDidNotFollow() throws {
        let folder = TemporaryDirectory()
        folder.write("App/Model.swift", "struct Model {}\n")
        let target = folder.write("Shared/Theme.swift", "struct Theme {}\n")
        try FileManager.default.createSymbolicLink(
            atPath: folder.path + "/App/Theme.swift", withDestinationPath: target)
        let result = run(["lint", "--no-cache", folder.path + "/App"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(
            LintSession.skippedLinksNote([folder.path + "/App/Theme.swift"]).map { result.err.contains($0) }, true,
            result.err)
    }

    func testACleanRunSuggestsNothingToRunNext() {
        let folder = TemporaryDirectory()
        folder.write("App/Model.swift", "struct Model {}\n")
        let result = run(["lint", "--no-cache", folder.path])
        XCTAssertEqual(result.status, 0)
        XCTAssertFalse(result.err.contains("explain"), result.err)
    }

    /// SARIF counts columns in code points, from the line's text: read from disk when the run lets
    /// the files' bytes go, from memory when the HTML report keeps them. Both give the same report.
    func testColumnsAreTheSameWhetherTheLinesComeFromMemoryOrDisk() throws {
        let folder = TemporaryDirectory()
        folder.write(
            "App/Café.swift",
            missingSuper.replacingOccurrences(of: "    override", with: "    /* é */ override"))
        let fromDisk = run(["lint", "--no-cache", "--quiet", "--reporter", "sarif", folder.path])
        let fromMemory = run([
            "lint", "--no-cache", "--quiet", "--reporter", "sarif", "--reporter", "html:\(folder.path)/map.html",
            folder.path,
        ])
        XCTAssertTrue(fromDisk.out.contains("\"startColumn\": 13,"), "the code point column of `override`")
        XCTAssertEqual(fromDisk.out, fromMemory.out)
    }

    func testStrictMakesWarningsFail() {
        let folder = TemporaryDirectory()
        folder.write("A.swift", missingSuper)
        XCTAssertEqual(run(["lint", "--strict", "--quiet", folder.path]).status, 1)
        XCTAssertEqual(run(["lint", "--quiet", folder.path]).err, "")
    }

    func testLintIsTheDefaultCommand() {
        let folder = TemporaryDirectory()
        folder.write("A.swift", missingSuper)
        XCTAssertTrue(run([folder.path]).out.contains("lifecycle-super-call"))
    }

    func testCleanCodeHasNoFindings() {
        let folder = TemporaryDirectory()
        folder.write("A.swift", "struct A { func f() -> Int { 1 + 2 } }\n")
        let result = run(["lint", folder.path])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.out, "")
    }

    func testMissingPathIsAUsageError() {
        let result = run(["lint", "/no/such/folder"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.err.contains("'/no/such/folder' does not exist"), result.err)
    }

    func testUnknownOptionSuggestsTheClosest() {
        let result = run(["lint", "--stritc"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.err.contains("did you mean '--strict'?"), result.err)
    }

    func testGeneratedAndHiddenFoldersAreSkipped() {
        let folder = TemporaryDirectory()
        for name in [".build/A.swift", "Pods/B.swift", "Carthage/C.swift", "DerivedData/D.swift", ".hidden/E.swift"] {
            folder.write(name, missingSuper)
        }
        folder.write("Sources/Z.swift", "let z = 1\n")
        guard case .success(let files) = FileDiscovery.swiftFiles(in: [folder.path]) else { return XCTFail() }
        XCTAssertEqual(files.map { URL(fileURLWithPath: $0).lastPathComponent }, ["Z.swift"])
    }

    func testRulesListsEveryRule() {
        let table = run(["rules"])
        XCTAssertEqual(table.status, 0)
        for id in RuleRegistry.ids { XCTAssertTrue(table.out.contains(id), id) }
        let json = run(["rules", "--json"])
        let objects = try? JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [[String: Any]]
        XCTAssertEqual(objects?.compactMap { $0["id"] as? String }, RuleRegistry.ids)
        XCTAssertEqual(
            objects?.compactMap { $0["kind"] as? String }, RuleRegistry.all.map { $0.descriptor.kind.rawValue })
    }

    func testTheCatalogueListsDefectsFirst() {
        let ranks = RuleRegistry.all.map { $0.descriptor.kind.reportRank }
        XCTAssertEqual(ranks, ranks.sorted())
        XCTAssertEqual(RuleRegistry.all.first?.descriptor.kind, .defect)
    }

    func testExplainUnknownRuleSuggests() {
        let result = run(["explain", "nav-bar-visiblity"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.err.contains("did you mean 'nav-bar-visibility'?"), result.err)
    }
}
