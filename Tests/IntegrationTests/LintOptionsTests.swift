import Foundation
import TestSupport
import XCTest

@testable import BehaviorLintKit

/// The lint command's options and its answers to bad input: each gets a clear message and the
/// documented exit status, and the other files are still linted.
final class LintOptionsTests: XCTestCase {
    private let disablesIdleTimer = """
        import UIKit

        final class HomeViewController: UIViewController {
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                UIApplication.shared.isIdleTimerDisabled = true
            }
        }

        """

    private func run(
        _ arguments: [String], in folder: TemporaryDirectory, environment: [String: String] = [:],
        stdin: String = ""
    ) -> (status: Int32, out: String, err: String) {
        let console = Console.capture()
        let previous = FileManager.default.currentDirectoryPath
        _ = FileManager.default.changeCurrentDirectoryPath(folder.path)
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        var environment = environment
        environment["XDG_CACHE_HOME"] = environment["XDG_CACHE_HOME"] ?? folder.path + "/.cache"
        let status = LintCommand.run(
            arguments, console: console, environment: environment, standardInput: { Data(stdin.utf8) })
        console.flush()
        return (status, console.out.capturedText, console.err.capturedText)
    }

    func testSeveralReportersInOneRun() throws {
        let folder = TemporaryDirectory()
        folder.write("Home.swift", disablesIdleTimer)
        let result = run(["--reporter", "xcode", "--reporter", "json:out.json", "--quiet"], in: folder)
        XCTAssertEqual(result.status, 0, result.err)
        // One screen turning the idle timer off and never on again: the leak, a defect.
        XCTAssertTrue(result.out.contains("(unbalanced-appearance-change)"), result.out)
        let json =
            try JSONSerialization.jsonObject(with: Data(contentsOf: folder.url.appendingPathComponent("out.json")))
            as? [[String: Any]]
        XCTAssertEqual(json?.first?["ruleId"] as? String, "unbalanced-appearance-change")
        XCTAssertEqual(json?.first?["kind"] as? String, "defect")
    }

    func testAReportFileNamedInTheLintrcIsWrittenBesideIt() throws {
        let folder = TemporaryDirectory()
        folder.write("App/.lintrc", "reporter = xcode, json:reports/findings.json\n")
        folder.write("App/reports/README", "CI collects this folder\n")
        folder.write("App/Home.swift", disablesIdleTimer)
        let result = run(["App", "--quiet"], in: folder)
        XCTAssertEqual(result.status, 0, result.err)
        XCTAssertTrue(result.out.contains("(unbalanced-appearance-change)"), result.out)
        let json = try JSONSerialization.jsonObject(
            with: Data(contentsOf: folder.url.appendingPathComponent("App/reports/findings.json")))
        XCTAssertEqual((json as? [[String: Any]])?.count, 1)
    }

    func testGitHubAnnotationsAreChosenUnderGitHubActions() {
        let folder = TemporaryDirectory()
        folder.write("Home.swift", disablesIdleTimer)
        XCTAssertTrue(
            run(["--quiet"], in: folder, environment: ["GITHUB_ACTIONS": "true"]).out.hasPrefix(
                "::warning file=Home.swift,line=6"))
    }

    func testBadReporterAndUnwritableOutputAreUsageErrors() {
        let folder = TemporaryDirectory()
        folder.write("Home.swift", disablesIdleTimer)
        let unknown = run(["--reporter", "sarf"], in: folder)
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.err.contains("did you mean 'sarif'"), unknown.err)
        let missingFolder = run(["--reporter", "sarif", "--output", "no/such/dir/out.sarif"], in: folder)
        XCTAssertEqual(missingFolder.status, 2)
        XCTAssertTrue(missingFolder.err.contains("does not exist"), missingFolder.err)
    }

    func testBrokenConfigurationNamesFileLineAndKey() {
        let folder = TemporaryDirectory()
        folder.write("Home.swift", disablesIdleTimer)
        folder.write(".lintrc", "[nav-bar-visiblity]\nseverity = error\n")
        let result = run([], in: folder)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.err.contains(".lintrc:1:"), result.err)
        XCTAssertTrue(result.err.contains("did you mean 'nav-bar-visibility'?"), result.err)
    }

    func testConfigurationSeverityAndRuleSelection() {
        let folder = TemporaryDirectory()
        folder.write("Home.swift", disablesIdleTimer)
        folder.write(".lintrc", "[unbalanced-appearance-change]\nseverity = error\n")
        XCTAssertEqual(run(["--quiet"], in: folder).status, 1, "an error-severity finding fails the run")
        XCTAssertEqual(
            run(
                ["--quiet", "--disable", "nav-bar-visibility", "--disable", "unbalanced-appearance-change"], in: folder
            ).out, "")
        XCTAssertEqual(run(["--quiet", "--only", "screen-tracking"], in: folder).out, "")
        XCTAssertEqual(run(["--quiet", "--only", "nav-bar-visiblity"], in: folder).status, 2)
        let printed = run(["--print-config"], in: folder).out
        let section = printed.components(separatedBy: "[unbalanced-appearance-change]").dropFirst().first ?? ""
        XCTAssertTrue(section.components(separatedBy: "\n[").first?.contains("severity = error") == true, printed)
    }

    func testJobsDoNotChangeTheOutput() {
        let folder = TemporaryDirectory()
        for index in 0..<12 {
            folder.write("Screen\(index).swift", disablesIdleTimer.replacingOccurrences(of: "Home", with: "S\(index)"))
        }
        let one = run(["--jobs", "1", "--no-cache", "--quiet"], in: folder)
        let many = run(["--jobs", "8", "--no-cache", "--quiet"], in: folder)
        XCTAssertEqual(one.out, many.out)
        XCTAssertEqual(run(["--jobs", "0"], in: folder).status, 2)
    }

    func testCacheIsReusedAndACorruptOneIsIgnored() throws {
        let folder = TemporaryDirectory()
        folder.write("Home.swift", disablesIdleTimer)
        let first = run(["--quiet"], in: folder)
        // The findings of the run, and each file's summary.
        let cacheFiles = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/.cache/behavior-lint")
            .sorted()
        XCTAssertEqual(cacheFiles.map { $0.prefix(8) }, ["results-", "summarie"])
        XCTAssertEqual(run(["--quiet"], in: folder).out, first.out)
        for file in cacheFiles {
            try Data("garbage".utf8).write(to: URL(fileURLWithPath: folder.path + "/.cache/behavior-lint/" + file))
        }
        XCTAssertEqual(run(["--quiet"], in: folder).out, first.out, "a corrupt cache is rebuilt, not trusted")
        folder.write(
            "Home.swift",
            disablesIdleTimer.replacingOccurrences(
                of: "isIdleTimerDisabled = true", with: "isIdleTimerDisabled = false"))
        XCTAssertNotEqual(run(["--quiet"], in: folder).out, first.out, "a changed file is linted again")
    }

    /// Every way of running gives the same bytes: any jobs, with or without the cache, and after
    /// an edit is made and reverted (the cache must not keep the edited file's findings).
    func testTheOutputIsTheSameForAnyJobsCacheAndARevertedEdit() {
        let folder = TemporaryDirectory()
        for index in 0..<6 {
            folder.write("Screen\(index).swift", disablesIdleTimer.replacingOccurrences(of: "Home", with: "S\(index)"))
        }
        let reference = run(["--no-cache", "--quiet", "--reporter", "json"], in: folder).out
        for arguments in [["--jobs", "1"], ["--jobs", "3"], [], []] {  // the last two: cold, then warm cache
            XCTAssertEqual(
                run(arguments + ["--quiet", "--reporter", "json"], in: folder).out, reference, "\(arguments)")
        }
        let original = disablesIdleTimer.replacingOccurrences(of: "Home", with: "S2")
        folder.write(
            "Screen2.swift",
            original.replacingOccurrences(of: "isIdleTimerDisabled = true", with: "isIdleTimerDisabled = false"))
        XCTAssertNotEqual(run(["--quiet", "--reporter", "json"], in: folder).out, reference, "the edit is seen")
        folder.write("Screen2.swift", original)
        XCTAssertEqual(run(["--quiet", "--reporter", "json"], in: folder).out, reference, "and so is its revert")
        XCTAssertEqual(run(["--jobs", "1", "--quiet", "--reporter", "json"], in: folder).out, reference)
    }

    /// After an edit, the files that did not change take their summaries from the cache: every
    /// rule then reports what a run without the cache reports, on the whole sample app.
    func testAnEditedAppLintedWithCachedSummariesReportsWhatAFreshRunReports() throws {
        let folder = TemporaryDirectory()
        try FileManager.default.copyItem(atPath: SampleApp.sources, toPath: folder.path + "/Sources")
        let json = ["--quiet", "--reporter", "json"]
        XCTAssertEqual(run(json, in: folder).out, run(json + ["--no-cache"], in: folder).out)
        let cart = folder.path + "/Sources/Screens/CartViewController.swift"
        let edited = try String(contentsOfFile: cart, encoding: .utf8)
            .replacingOccurrences(
                of: "updateTotal()\n    }",
                with: "updateTotal()\n        UIApplication.shared.isIdleTimerDisabled = true\n    }")
        try edited.write(toFile: cart, atomically: true, encoding: .utf8)
        let cached = run(json, in: folder).out
        XCTAssertEqual(cached, run(json + ["--no-cache"], in: folder).out)
        XCTAssertTrue(cached.contains("CartViewController disables the idle timer"), cached)
    }

    func testUnwritableCacheFolderOnlyWarns() {
        let folder = TemporaryDirectory()
        folder.write("Home.swift", disablesIdleTimer)
        folder.write("blocker", "a file where the cache folder should be")
        let result = run(["--cache-path", "blocker/cache"], in: folder)
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.out.contains("unbalanced-appearance-change"))
        XCTAssertEqual(result.err.components(separatedBy: "cannot write the cache").count, 2, result.err)
    }

    func testStandardInputIsLintedUnderTheGivenPath() {
        let folder = TemporaryDirectory()
        folder.write("Other.swift", disablesIdleTimer.replacingOccurrences(of: "Home", with: "Other"))
        let result = run(
            ["--stdin-path", "Home.swift", "--quiet", "--reporter", "json"], in: folder, stdin: disablesIdleTimer)
        XCTAssertEqual(result.status, 0, result.err)
        let files = (try? JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [[String: Any]])?.compactMap {
            $0["file"] as? String
        }
        XCTAssertEqual(Set(files ?? []), ["Home.swift"], result.out)
    }

    /// Makes `folder` a git repository whose one commit holds every file in it: the diff base.
    private func commitEverything(in folder: TemporaryDirectory) throws {
        for command in [
            ["init", "-q"], ["add", "."], ["-c", "user.email=t@t", "-c", "user.name=t", "commit", "-qm", "base"],
        ] {
            let git = Process()
            git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            git.arguments = ["git"] + command
            git.currentDirectoryURL = folder.url
            try git.run()
            git.waitUntilExit()
            XCTAssertEqual(git.terminationStatus, 0)
        }
    }

    func testDiffBaseLintsOnlyChangedFilesAndLines() throws {
        let folder = TemporaryDirectory()
        folder.write("Old.swift", disablesIdleTimer.replacingOccurrences(of: "Home", with: "Old"))
        folder.write("Home.swift", disablesIdleTimer)
        try commitEverything(in: folder)
        folder.write(
            "Home.swift",
            disablesIdleTimer.replacingOccurrences(
                of: "super.viewWillAppear(animated)", with: "super.viewWillAppear(animated)\n        title = \"Home\""))
        let changedFiles = run(["--diff-base", "HEAD", "--quiet", "--reporter", "json"], in: folder)
        XCTAssertTrue(changedFiles.out.contains("Home.swift"), changedFiles.out + changedFiles.err)
        XCTAssertFalse(changedFiles.out.contains("Old.swift"))
        let changedLines = run(["--diff-base", "HEAD", "--changed-lines", "--quiet", "--reporter", "json"], in: folder)
        XCTAssertEqual(
            changedLines.out.trimmingCharacters(in: .whitespacesAndNewlines), "[]",
            "the idle timer's line did not change")
    }

    func testFixWithADiffBaseChangesOnlyWhatThatLintReports() throws {
        let folder = TemporaryDirectory()
        let skipsSuper = { (name: String) in
            """
            import UIKit

            final class \(name)ViewController: UITableViewController {
                override func viewWillAppear(_ animated: Bool) {
                    title = "\(name)"
                }
            }

            """
        }
        folder.write("Old.swift", skipsSuper("Old"))
        folder.write("Home.swift", skipsSuper("Home"))
        try commitEverything(in: folder)
        folder.write("Home.swift", skipsSuper("Home") + "// edited\n")
        let console = Console.capture()
        let previous = FileManager.default.currentDirectoryPath
        _ = FileManager.default.changeCurrentDirectoryPath(folder.path)
        let status = FixCommand.run(
            ["--diff-base", "HEAD", "--dry-run", "--quiet", "."], console: console,
            environment: ["XDG_CACHE_HOME": folder.path + "/.cache"])
        _ = FileManager.default.changeCurrentDirectoryPath(previous)
        console.flush()
        let diff = console.out.capturedText
        XCTAssertEqual(status, 1, console.err.capturedText)
        XCTAssertTrue(diff.contains("+++ b/Home.swift"), diff)
        XCTAssertFalse(diff.contains("Old.swift"), "a file unchanged since the diff base is left alone")
    }

    func testBadInputFiles() throws {
        let folder = TemporaryDirectory()
        folder.write("Good.swift", disablesIdleTimer)
        folder.write("Empty.swift", "")  // a 0-byte file is fine: no findings, no error
        folder.write("Broken.swift", bytes: Array("let a = 1\nlet b = \"".utf8) + [0xFF, 0xFE] + Array("\"\n".utf8))
        let result = run(["--quiet", "--reporter", "json", "--no-cache"], in: folder)
        XCTAssertEqual(result.status, 1, "an unreadable file is an error finding")
        let findings = (try? JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [[String: Any]]) ?? []
        let unreadable = findings.filter { $0["ruleId"] as? String == "unreadable-file" }
        XCTAssertEqual(unreadable.map { $0["file"] as? String }, ["Broken.swift"], result.out)
        XCTAssertEqual(unreadable.first?["line"] as? Int, 2, "the invalid byte's line")
        XCTAssertTrue(
            findings.contains { $0["ruleId"] as? String == "unbalanced-appearance-change" },
            "the other files are still linted")
    }

    func testUnreadableFileIsAnErrorFindingAndTheOthersAreStillLinted() {
        let folder = TemporaryDirectory()
        folder.write("Good.swift", disablesIdleTimer)
        let locked = folder.write("Locked.swift", disablesIdleTimer)
        var run = LintRun(paths: [folder.path], configuration: .defaults)
        run.readFile = { path in
            path == locked ? .failure(.unreadable(path, reason: "permission denied")) : SourceReader.read(path: path)
        }
        guard case .success(let result) = run.run() else { return XCTFail("the run failed") }
        let unreadable = result.findings.filter { $0.ruleID == "unreadable-file" }
        XCTAssertEqual(unreadable.map { $0.path }, [FileDiscovery.displayPath(locked)])
        XCTAssertEqual(unreadable.first?.severity, .error)
        XCTAssertTrue(unreadable.first?.message.contains("permission denied") == true)
        XCTAssertTrue(
            result.findings.contains { $0.ruleID == "unbalanced-appearance-change" && $0.path.hasSuffix("Good.swift") })
    }

    func testTwentyMegabyteFile() {
        let folder = TemporaryDirectory()
        var large = Array(disablesIdleTimer.utf8)
        let filler = Array("// A long generated table of constants, kept in one file by a code generator.\n".utf8)
        while large.count < 20_000_000 { large += filler }
        large += Array(
            disablesIdleTimer.replacingOccurrences(of: "HomeViewController", with: "TailViewController").utf8)
        folder.write("Large.swift", bytes: large)
        let result = run(["--quiet", "--no-cache", "--reporter", "json"], in: folder)
        XCTAssertEqual(result.status, 0)
        let findings = (try? JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [[String: Any]]) ?? []
        XCTAssertTrue(
            findings.contains { ($0["line"] as? Int ?? 0) > 250_000 }, "findings at the end of the file are reported")
    }

    func testMissingPathAndFolderWithoutSwiftFiles() {
        let folder = TemporaryDirectory()
        folder.write("notes.txt", "no Swift here")
        let missing = run(["Nope"], in: folder)
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.err.contains("'Nope' does not exist"))
        let empty = run(["."], in: folder)
        XCTAssertEqual(empty.status, 2)
        XCTAssertTrue(empty.err.contains("no Swift files to lint under '.'"), empty.err)
    }
}
