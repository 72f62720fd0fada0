import XCTest

@testable import BehaviorLintKit

/// What lint reads of an Xcode project file: the Swift files its targets compile (app or tests
/// only), the ones it lists but compiles in no target, its synchronized folders.
final class ProjectSourcesTests: XCTestCase {
    func testCompiledSwiftFilesAreRunPathsAndKnowWhetherOnlyTestsCompileThem() {
        let sources = ProjectSources(
            projectFile: "ios/Shop.xcodeproj/project.pbxproj", bytes: Array(shopWithTests.utf8))
        XCTAssertEqual(sources.folder, "ios")
        XCTAssertEqual(
            sources.compiled,
            [
                "ios/Shop/Screens/HomeViewController.swift": false,
                // The app and the test bundle both compile it: it is app code.
                "ios/Shop/Formatter.swift": false,
                "ios/Extensions/Widget/Widget.swift": true,
            ])
        XCTAssertEqual(sources.referencedOnly, [])
        XCTAssertEqual(sources.synchronizedFolders, [])
    }

    func testAFileTheProjectListsButNoTargetCompilesIsReferencedOnly() {
        let unbuilt = shopProject.replacingOccurrences(
            of: "\t\t\t\tB10000000000000000000001 /* HomeViewController.swift in Sources */,\n", with: "")
        let sources = ProjectSources(projectFile: "Shop.xcodeproj/project.pbxproj", bytes: Array(unbuilt.utf8))
        XCTAssertEqual(sources.referencedOnly, ["Shop/Screens/HomeViewController.swift"])
        XCTAssertNil(sources.compiled["Shop/Screens/HomeViewController.swift"])
    }

    func testFilesATargetBuildsAsSwiftOlderThan42NameTheTargetAndVersion() {
        let old = ProjectSources(
            projectFile: "Shop.xcodeproj/project.pbxproj",
            bytes: Array(shopProject(swiftVersions: ["5.0", "4.0"]).utf8))
        XCTAssertEqual(
            old.oldSwift,
            [
                "Shop/Screens/HomeViewController.swift": .init(target: "Shop", version: "4.0"),
                "Shop/Formatter.swift": .init(target: "Shop", version: "4.0"),
            ])
        let current = ProjectSources(
            projectFile: "Shop.xcodeproj/project.pbxproj", bytes: Array(shopProject(swiftVersions: ["5.0"]).utf8))
        XCTAssertEqual(current.oldSwift, [:])
    }

    func testSynchronizedFoldersCompileWhatTheyHold() {
        let sources = ProjectSources(projectFile: "Notes.xcodeproj/project.pbxproj", bytes: Array(notesProject.utf8))
        XCTAssertEqual(sources.synchronizedFolders, [.init(path: "Notes", testsOnly: false)])
    }

    func testAProjectFileThatCannotBeReadSaysOnlyWhereItLies() {
        let sources = ProjectSources(
            projectFile: "ios/Shop.xcodeproj/project.pbxproj", bytes: Array("{ objects = (".utf8))
        XCTAssertFalse(sources.wasRead)
        XCTAssertEqual(sources.folder, "ios")
        XCTAssertEqual(sources.compiled, [:])
        XCTAssertTrue(
            ProjectSources(projectFile: "ios/Shop.xcodeproj/project.pbxproj", bytes: Array(shopProject.utf8)).wasRead)
    }

    func testTheScanSummarisesAProjectFileByWhatItCompiles() {
        let summary = Scanner.summarize(bytes: Array(shopWithTests.utf8), path: "ios/Shop.xcodeproj/project.pbxproj")
        XCTAssertEqual(summary.projectSources?.compiled.count, 3)
        XCTAssertEqual(summary.types.count, 0)
    }
}

/// The shop project whose widget target is a unit test bundle.
let shopWithTests = shopProject.replacingOccurrences(
    of: "com.apple.product-type.app-extension", with: "com.apple.product-type.bundle.unit-test")
