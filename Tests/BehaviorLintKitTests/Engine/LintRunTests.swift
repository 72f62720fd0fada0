import Foundation
import XCTest

@testable import BehaviorLintKit

/// A lint run of files on disk: what it keeps after the scan.
final class LintRunTests: XCTestCase {
    private let source = """
        import UIKit

        final class CaféViewController: UITableViewController {
            override func viewWillAppear(_ animated: Bool) {
                title = "Café"
            }
        }

        """

    /// The bytes go once scanned (the summaries are what the rules read); a fix planned from the
    /// result asks to keep them. The findings are the same either way.
    func testFileBytesAreLetGoAfterTheScanUnlessKept() throws {
        let folder = TemporaryDirectory()
        folder.write("A.swift", source)
        folder.write("B.swift", source.replacingOccurrences(of: "Café", with: "Home"))
        var run = LintRun(paths: [folder.path], configuration: .defaults)
        run.cacheFolder = nil
        let released = try run.run().get()
        run.keepsSources = true
        let kept = try run.run().get()
        XCTAssertEqual(released.sources.count, 0)
        XCTAssertEqual(kept.sources.map { $0.bytes.count }.sorted(), [source.utf8.count - 2, source.utf8.count])
        XCTAssertEqual(released.findings.count, 2)
        XCTAssertEqual(released.findings, kept.findings)
        XCTAssertEqual(released.files, kept.files)
    }

    /// With the cache, an unchanged file is not read again to be hashed: its stamp (size, times,
    /// inode) is the one the last run recorded. A file written since is read.
    func testTheCacheReadsOnlyTheFilesWrittenSinceTheLastRun() throws {
        let folder = TemporaryDirectory()
        let cafe = folder.write("A.swift", source)
        let home = folder.write("B.swift", source.replacingOccurrences(of: "Café", with: "Home"))
        var run = LintRun(paths: [folder.path], configuration: .defaults)
        run.cacheFolder = folder.path + "/cache"
        run.stampSettlingTime = 0
        let first = try run.run().get()
        let read = ReadPaths()
        run.readFile = { path in
            read.add(path)
            return SourceReader.read(path: path)
        }
        let unchanged = try run.run().get()
        XCTAssertEqual(unchanged.findings, first.findings)
        XCTAssertEqual(read.paths, [])
        folder.write("B.swift", source.replacingOccurrences(of: "Café", with: "Away"))
        let edited = try run.run().get()
        XCTAssertEqual(Set(read.paths), [home], "read to be hashed, then to be scanned")
        XCTAssertEqual(
            edited.findings.filter { $0.path.hasSuffix("A.swift") },
            first.findings.filter { $0.path.hasSuffix("A.swift") })
        XCTAssertFalse(read.paths.contains(cafe))
    }

    /// A file a repository keeps encrypted is no broken Swift: the run says once how many there
    /// are, as a warning that does not fail it, and keeps the error for a file that is damaged.
    func testEncryptedFilesAreSaidOnceAndADamagedOneIsStillAnError() throws {
        let folder = TemporaryDirectory()
        let gitCrypt: [UInt8] = [0] + Array("GITCRYPT".utf8) + [0, 0xC3, 0x28, 0xFF, 0x10]
        folder.write("App/Secrets.swift", bytes: gitCrypt)
        folder.write("App/Keys.swift", bytes: Array("Salted__".utf8) + [0xFE, 0xFF, 0x01])
        folder.write("App/Broken.swift", bytes: Array("let a = \"".utf8) + [0xFF, 0xFE] + Array("\"\n".utf8))
        let run = LintRun(paths: [folder.path], configuration: .defaults)
        let findings = try run.run().get().findings
        XCTAssertEqual(findings.map(\.ruleID).sorted(), ["encrypted-file", "unreadable-file"])
        let encrypted = try XCTUnwrap(findings.first { $0.ruleID == "encrypted-file" })
        XCTAssertEqual(encrypted.severity, .warning)
        XCTAssertEqual(
            [encrypted.path] + encrypted.notes.map(\.path),
            [folder.path + "/App/Keys.swift", folder.path + "/App/Secrets.swift"])
        XCTAssertEqual(findings.first { $0.ruleID == "unreadable-file" }?.path, folder.path + "/App/Broken.swift")
        var quiet = run
        quiet.configuration = .only("unreadable-file")
        XCTAssertEqual(try quiet.run().get().findings.map(\.ruleID), ["unreadable-file"], "encrypted-file = off")
    }

    /// A storyboard is a file of the run like any other: editing it changes the findings with
    /// the cache as without it, and reverting the edit gives the first findings back.
    func testAStoryboardEditIsSeenWithTheCache() throws {
        let folder = TemporaryDirectory()
        folder.write(
            "App/Reader.swift",
            """
            final class ReaderViewController: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    navigationController?.navigationBar.barTintColor = .black
                }
            }

            """)
        func storyboard(relationship: String) -> String {
            """
            <document><scenes>
            <scene sceneID="a"><objects><navigationController id="nav" sceneMemberID="viewController"><connections>
            <segue destination="reader" kind="relationship" relationship="\(relationship)" id="s"/>
            </connections></navigationController></objects></scene>
            <scene sceneID="b"><objects>
            <viewController id="reader" customClass="ReaderViewController" sceneMemberID="viewController"/>
            </objects></scene>
            </scenes></document>
            """
        }
        folder.write("App/Base.lproj/Main.storyboard", storyboard(relationship: "rootViewController"))
        var cached = LintRun(paths: [folder.path], configuration: .defaults.reportingUnrestoredChrome)
        cached.cacheFolder = folder.path + "/cache"
        cached.stampSettlingTime = 0
        var uncached = cached
        uncached.cacheFolder = nil
        let asRoot = try cached.run().get().findings
        XCTAssertEqual(asRoot, [])
        // Read, not linted: reports list the Swift files only.
        XCTAssertEqual(try uncached.run().get().files.map { ($0 as NSString).lastPathComponent }, ["Reader.swift"])
        folder.write("App/Base.lproj/Main.storyboard", storyboard(relationship: "viewControllers"))
        let edited = try cached.run().get().findings
        XCTAssertEqual(edited.map { $0.ruleID }, ["unbalanced-appearance-change"])
        XCTAssertEqual(edited, try uncached.run().get().findings)
        folder.write("App/Base.lproj/Main.storyboard", storyboard(relationship: "rootViewController"))
        XCTAssertEqual(try cached.run().get().findings, asRoot)
    }

    /// A chain `slow-array-concat` reports (fixable), in a file with nothing else to report.
    private let slowChain = """
        final class Button {}

        func make(names: [String]) -> [Button] {
            [Button()] + names.map { _ in Button() } + [Button()]
        }

        """

    /// `configuration` with `slow-array-concat` on or off.
    private func slowArrayConcat(_ severity: Severity) -> RuleConfiguration {
        var configuration = RuleConfiguration.defaults
        configuration.settings[SlowArrayConcatRule.descriptor.id] = RuleSettings(severity: severity)
        return configuration
    }

    private func ruleIDs(_ result: LintRun.Result) -> [String] {
        result.findings.map(\.ruleID)
    }

    /// Only `slow-array-concat` reads `+` chains: a run without it does not look for them, and
    /// the summary it scans holds none.
    func testARunWithoutSlowArrayConcatScansNoChains() throws {
        let folder = TemporaryDirectory()
        let path = folder.write("A.swift", slowChain)
        XCTAssertTrue(LintEngine.scanOptions(for: slowArrayConcat(.warning)).findsPlusChains)
        XCTAssertFalse(LintEngine.scanOptions(for: slowArrayConcat(.off)).findsPlusChains)
        XCTAssertFalse(LintEngine.scanOptions(for: .only("lifecycle-super-call")).findsPlusChains)

        var run = LintRun(paths: [folder.path], configuration: slowArrayConcat(.off))
        run.cacheFolder = folder.path + "/cache"
        XCTAssertEqual(ruleIDs(try run.run().get()), [])
        let cache = ResultCache(
            folder: folder.path + "/cache", roots: [folder.path],
            workingDirectory: FileManager.default.currentDirectoryPath)
        let hash = ResultCache.contentHash(Array(slowChain.utf8))
        let scanned = try XCTUnwrap(
            SummaryCache(file: cache.summaryFile).summary(
                path: path, hash: hash, options: ScanOptions(findsPlusChains: false)))
        XCTAssertEqual(scanned.plusChains.count, 0)
        XCTAssertEqual(scanned.functions.map(\.name), ["make"])
    }

    /// Turning `slow-array-concat` on or off between runs with the same cache reports as a run
    /// without the cache does: a summary scanned without chains does not hide the rule's finding,
    /// and findings cached with the rule on are not reported with it off.
    func testTurningSlowArrayConcatOnOrOffIsSeenWithTheCache() throws {
        for order in [[Severity.off, .warning, .off, .warning], [.warning, .off, .warning]] {
            let folder = TemporaryDirectory()
            folder.write("A.swift", slowChain)
            for severity in order {
                var run = LintRun(paths: [folder.path], configuration: slowArrayConcat(severity))
                run.cacheFolder = folder.path + "/cache"
                run.stampSettlingTime = 0
                let result = try run.run().get()
                XCTAssertFalse(result.fromCache, "the configuration differs from the last run's")
                XCTAssertEqual(
                    ruleIDs(result), severity == .off ? [] : ["slow-array-concat"], "\(order), now \(severity)")
                XCTAssertEqual(result.findings.map(\.fixable), severity == .off ? [] : [true])
            }
        }
    }

    /// An editor buffer is not on disk, so it is kept even when the files' bytes are not.
    func testTheEditorBufferIsKept() throws {
        let folder = TemporaryDirectory()
        let path = folder.write("A.swift", "let a = 1\n")
        var run = LintRun(paths: [folder.path], configuration: .defaults)
        run.standardInput = (path, Array(source.utf8))
        let result = try run.run().get()
        XCTAssertEqual(result.sources.map { $0.bytes }, [Array(source.utf8)])
    }

    /// Behaviors call UIKit by its Swift 4.2 names: lint does not promise a behavior to a screen a
    /// Swift 4.0 target compiles, and says why, as fix does.
    func testChoresOfATargetBuildingSwift40AreNotFixableAndSayWhy() throws {
        let folder = TemporaryDirectory()
        folder.write("ios/Shop/Screens/HomeViewController.swift", pastedBlock)
        var run = LintRun(paths: [folder.path], configuration: .defaults)
        run.cacheFolder = nil
        folder.write("ios/Shop.xcodeproj/project.pbxproj", shopProject(swiftVersions: ["5.0"]))
        XCTAssertEqual(try run.run().get().findings.map(\.fixable), [true])
        folder.write("ios/Shop.xcodeproj/project.pbxproj", shopProject(swiftVersions: ["4.0"]))
        XCTAssertEqual(
            try run.run().get().findings.map(\.verdict),
            [
                .notFixable([
                    .targetBuildsOldSwift(
                        target: "Shop", project: folder.path + "/ios/Shop.xcodeproj/project.pbxproj", version: "4.0")
                ])
            ])
    }

    /// The same five lines pasted into three screens' `viewDidLoad()`: one fixable concern.
    private var pastedBlock: String {
        ["Inbox", "Outbox", "Sent"].map { name in
            """
            final class \(name)ViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    SessionTimer.shared.reset()
                    KeyboardManager.shared.enableAutoToolbar = false
                    KeyboardManager.shared.shouldResignOnTouchOutside = true
                    KeyboardManager.shared.toolbarTintColor = .systemBlue
                    KeyboardManager.shared.keyboardDistanceFromTextField = 12
                }
            }

            """
        }.joined()
    }

    /// Xcode compiles what its targets list: a stale copy beside the compiled screens and a screen
    /// only a test bundle compiles (in a folder not named like tests) are no screens of the app.
    /// The project file is read, not linted, and the cache sees it change.
    func testFilesTheProjectCompilesInNoTargetOrOnlyInTestsAreNotReported() throws {
        let folder = TemporaryDirectory()
        folder.write("ios/Shop.xcodeproj/project.pbxproj", shopWithTests)
        folder.write("ios/Shop/Screens/HomeViewController.swift", source)
        folder.write("ios/Shop/Screens/HomeViewController 2.swift", source)
        folder.write("ios/Extensions/Widget/Widget.swift", source)
        var run = LintRun(paths: [folder.path], configuration: .defaults)
        run.cacheFolder = folder.path + "/cache"
        run.stampSettlingTime = 0
        let result = try run.run().get()
        XCTAssertEqual(
            result.findings.map { ($0.path as NSString).lastPathComponent }, ["HomeViewController.swift"])
        XCTAssertEqual(result.files.count, 3)
        XCTAssertFalse(result.files.contains { $0.hasSuffix("project.pbxproj") })
        // Without the project file nothing says which files are built: all three are reported.
        folder.write("ios/Shop.xcodeproj/project.pbxproj", "")
        XCTAssertEqual(try run.run().get().findings.count, 3)
    }
}

/// The paths a run read, from its threads.
private final class ReadPaths: @unchecked Sendable {
    private let lock = NSLock()
    private var read: [String] = []

    func add(_ path: String) {
        lock.lock()
        read.append(path)
        lock.unlock()
    }

    var paths: [String] {
        lock.lock()
        defer { lock.unlock() }
        return read.sorted()
    }
}
