import Foundation
import XCTest

@testable import BehaviorLintKit

/// `behavior-lint fix` as users run it: what it writes, what `--dry-run` prints and returns, and
/// the cases where it refuses to write anything.
final class FixCommandTests: XCTestCase {
    private func run(_ arguments: [String]) -> (status: Int32, out: String, err: String) {
        let console = Console.capture()
        let status = CommandLineTool.run(arguments, console: console)
        return (status, console.out.capturedText, console.err.capturedText)
    }

    /// The project's own behavior support file: what fix writes when there is none.
    private let protocolFile = SupportFileWriter(
        behaviorProtocol: .generated(name: "ViewControllerLifecycleBehavior", style: .moment),
        attachMethod: "addBehaviors", indent: "    ", lineEnding: "\n"
    ).render(header: nil)

    private let home = """
        import UIKit

        final class HomeViewController: UIViewController {
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                navigationController?.setNavigationBarHidden(true, animated: animated)
            }

            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                navigationController?.setNavigationBarHidden(false, animated: animated)
            }
        }

        """

    private let fixedHome = """
        import UIKit

        final class HomeViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                addBehaviors([HideNavigationBarBehavior()])
            }
        }

        """

    /// One screen's pair is a concern of one screen: `min-screens = 1`, so that one screen shows
    /// what fix writes.
    private let oneScreen = "[nav-bar-visibility]\nmin-screens = 1\nmin-lines = 1\n"

    private func project() -> TemporaryDirectory {
        let folder = TemporaryDirectory()
        folder.write(".lintrc", oneScreen + "[behaviors]\noutput-directory = App/Behaviors\n")
        folder.write("App/HomeViewController.swift", home)
        folder.write("App/Support/LifecycleBehaviors.swift", protocolFile)
        return folder
    }

    private func read(_ folder: TemporaryDirectory, _ name: String) -> String? {
        FileManager.default.contents(atPath: folder.path + "/" + name).map { String(decoding: $0, as: UTF8.self) }
    }

    func testDryRunPrintsAGitStyleDiffWritesNothingAndExitsOneWhilePending() {
        let folder = project()
        let result = run(["fix", "--dry-run", folder.path + "/App"])
        XCTAssertEqual(result.status, 1, result.err)
        XCTAssertTrue(result.out.contains("--- a/"), result.out)
        XCTAssertTrue(result.out.contains("+        addBehaviors([HideNavigationBarBehavior()])\n"), result.out)
        XCTAssertTrue(result.out.contains("new file mode 100644\n--- /dev/null\n"), result.out)
        XCTAssertTrue(result.out.contains("Behaviors/HideNavigationBarBehavior.swift\n"), result.out)
        XCTAssertEqual(read(folder, "App/HomeViewController.swift"), home)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path + "/App/Behaviors"))
        XCTAssertTrue(
            result.err.contains("Would fix 1 finding: 1 file changed, 1 file created; 0 fixable findings left."),
            result.err)
    }

    func testFixWritesTheHostAndTheBehaviorThenDryRunExitsZero() {
        let folder = project()
        let result = run(["fix", folder.path + "/App"])
        XCTAssertEqual(result.status, 0, result.err)
        XCTAssertEqual(read(folder, "App/HomeViewController.swift"), fixedHome)
        XCTAssertTrue(
            read(folder, "App/Behaviors/HideNavigationBarBehavior.swift")?.contains(
                "viewController.navigationController?.setNavigationBarHidden(true, animated: animated)") ?? false)
        XCTAssertTrue(
            result.err.contains(
                "fixed (nav-bar-visibility): HomeViewController: addBehaviors([HideNavigationBarBehavior()])"),
            result.err)
        let again = run(["fix", "--dry-run", folder.path + "/App"])
        XCTAssertEqual(again.status, 0, again.err)
        XCTAssertEqual(again.out, "")
    }

    func testFixKeepsAFilesPermissions() throws {
        let folder = project()
        let path = folder.path + "/App/HomeViewController.swift"
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
        XCTAssertEqual(run(["fix", "--quiet", folder.path + "/App"]).status, 0)
        let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        XCTAssertEqual(permissions, 0o640)
    }

    func testALinkedFileIsFixedThroughItsTargetInsideTheRootWhichKeepsItsPermissions() throws {
        let folder = project()
        let manager = FileManager.default
        let target = folder.path + "/App/Screens/Home.swift"
        try manager.createDirectory(atPath: folder.path + "/App/Screens", withIntermediateDirectories: true)
        try manager.moveItem(atPath: folder.path + "/App/HomeViewController.swift", toPath: target)
        try manager.setAttributes([.posixPermissions: 0o640], ofItemAtPath: target)
        let link = folder.path + "/App/HomeViewController.swift"
        try manager.createSymbolicLink(atPath: link, withDestinationPath: target)
        XCTAssertEqual(run(["fix", "--quiet", link]).status, 0)
        XCTAssertEqual(try manager.destinationOfSymbolicLink(atPath: link), target)
        XCTAssertEqual(read(folder, "App/Screens/Home.swift"), fixedHome)
        XCTAssertEqual(try manager.attributesOfItem(atPath: target)[.posixPermissions] as? Int, 0o640)
    }

    func testALinkToAFileOutsideTheFoldersFixedStopsEveryWrite() throws {
        let folder = project()
        let outside = TemporaryDirectory()
        let target = outside.write("Home.swift", home)
        let link = folder.path + "/App/HomeViewController.swift"
        try FileManager.default.removeItem(atPath: link)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        let result = run(["fix", folder.path + "/App/HomeViewController.swift"])
        XCTAssertEqual(result.status, 2, result.err)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link), target)
        XCTAssertEqual(read(outside, "Home.swift"), home)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path + "/App/Behaviors"))
    }

    func testAGeneratedNameThatClashesIsRefusedAndTheHostIsLeftAlone() {
        let folder = project()
        folder.write(
            "App/Support/HideNavigationBarBehavior.swift",
            """
            struct HideNavigationBarBehavior: ViewControllerLifecycleBehavior {
                func beforeAppearing(viewController: UIViewController, animated: Bool) {}
            }

            """)
        let result = run(["fix", folder.path + "/App"])
        XCTAssertEqual(result.status, 1, result.err)
        XCTAssertTrue(
            result.err.contains(
                "not fixed (nav-bar-visibility): a type named HideNavigationBarBehavior already exists"), result.err)
        XCTAssertEqual(read(folder, "App/HomeViewController.swift"), home)
    }

    func testAFileWhereTheBehaviorFolderMustGoStopsEveryWrite() {
        let folder = project()
        folder.write("App/Behaviors", "not a folder\n")
        let result = run(["fix", folder.path + "/App"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.err.contains("is a file, not a folder; nothing was written"), result.err)
        XCTAssertEqual(read(folder, "App/HomeViewController.swift"), home)
    }

    func testAnUnwritableFolderOrAFileChangedOnDiskStopsEveryWrite() throws {
        let folder = project()
        let sources = try FileDiscovery.swiftFiles(in: [folder.path]).get().map {
            (path: $0, bytes: [UInt8](FileManager.default.contents(atPath: $0)!))
        }
        let outcome = FixEngine.fix(
            sources, configuration: .everyScreen, outputDirectory: folder.path + "/App/Behaviors")
        XCTAssertTrue(outcome.hasChanges)

        let unwritable = FixWriter.write(outcome, isWritable: { !$0.hasSuffix("/App") })
        XCTAssertTrue(String(describing: unwritable).contains("is not writable; nothing was written"), "\(unwritable)")
        let changed = FixWriter.write(outcome, readAgain: { _ in Array("// edited meanwhile\n".utf8) })
        XCTAssertTrue(String(describing: changed).contains("changed on disk while fix was running"), "\(changed)")
        XCTAssertEqual(read(folder, "App/HomeViewController.swift"), home)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path + "/App/Behaviors"))
    }

    func testWithoutABehaviorProtocolTheSupportFileIsWrittenInTheConfiguredFolder() {
        let folder = TemporaryDirectory()
        folder.write("App/HomeViewController.swift", home)
        folder.write(
            ".lintrc", oneScreen + "[behaviors]\noutput-directory = App/Lifecycle\nsupport-file = Support.swift\n")
        let result = run(["fix", "--config", folder.path + "/.lintrc", folder.path + "/App"])
        XCTAssertEqual(result.status, 0, result.err)
        XCTAssertTrue(
            read(folder, "App/Lifecycle/Support.swift")?.contains("protocol ViewControllerLifecycleBehavior {") ?? false
        )
        XCTAssertNotNil(read(folder, "App/Lifecycle/HideNavigationBarBehavior.swift"))
    }

    func testFixTakesLintsCacheAndJobsOptions() {
        let folder = project()
        let result = run(["fix", "--dry-run", "--no-cache", "--jobs", "1", folder.path + "/App"])
        XCTAssertEqual(result.status, 1, result.err)
        XCTAssertTrue(result.out.contains("+        addBehaviors([HideNavigationBarBehavior()])\n"), result.out)
    }

    func testAFindingTheBaselineRecordsIsNotFixed() {
        let folder = project()
        let baseline = folder.path + "/baseline.json"
        XCTAssertEqual(run(["lint", "--no-cache", "--write-baseline", baseline, folder.path + "/App"]).status, 0)
        let result = run(["fix", "--dry-run", "--baseline", baseline, folder.path + "/App"])
        XCTAssertEqual(result.status, 0, result.err)
        XCTAssertEqual(result.out, "")
        XCTAssertEqual(read(folder, "App/HomeViewController.swift"), home)
    }

    func testHelpTeachesTheCommand() {
        let result = run(["fix", "--help"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.out.contains("USAGE: behavior-lint fix [PATH...] [--dry-run]"))
        XCTAssertTrue(result.out.contains("EXIT STATUS:"))
    }

    func testFixingOneFolderStillSeesTheProjectsProtocolAndBehaviors() {
        let folder = project()
        folder.write(".lintrc", oneScreen + "[behaviors]\noutput-directory = App/Behaviors\n")
        folder.write(
            "App/Behaviors/HideNavigationBarBehavior.swift",
            """
            struct HideNavigationBarBehavior: ViewControllerLifecycleBehavior {
                func beforeAppearing(viewController: UIViewController, animated: Bool) {
                    viewController.navigationController?.setNavigationBarHidden(true, animated: animated)
                }

                func beforeDisappearing(viewController: UIViewController, animated: Bool) {
                    viewController.navigationController?.setNavigationBarHidden(false, animated: animated)
                }
            }

            """)
        folder.write("App/Screens/HomeViewController.swift", home)
        let result = run(["fix", "--config", folder.path + "/.lintrc", folder.path + "/App/Screens"])
        XCTAssertEqual(result.status, 0, result.err)
        XCTAssertEqual(read(folder, "App/Screens/HomeViewController.swift"), fixedHome)
        // The protocol in App/Support and the behavior in App/Behaviors were found: nothing new written.
        XCTAssertTrue(result.err.contains("1 file changed, 0 files created"), result.err)
        XCTAssertNil(read(folder, "App/Behaviors/LifecycleBehaviors.swift"))
    }
}
