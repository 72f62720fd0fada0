import Foundation
import XCTest

@testable import BehaviorLintKit

/// Discovery walks folders level by level on several threads; what it finds does not depend on it.
final class FileDiscoveryTests: XCTestCase {
    private func tree() -> TemporaryDirectory {
        let folder = TemporaryDirectory()
        for path in [
            "App/Main.swift", "App/Screens/Home/Home.swift", "App/Screens/Home/Cells/Cell.swift",
            "App/Screens/Search.swift", "App/Models/Deep/Deeper/Deepest/Model.swift", "App/README.md",
            "Pods/Lib/Lib.swift", ".build/Gen.swift", "App/.hidden/Secret.swift", "Generated/Out.swift",
            "App/Assets.xcassets/Icon.imageset/Contents.json", "App/Assets.xcassets/Stray.swift",
            "App/en.lproj/Stray.swift", "App/Model.xcdatamodeld/Stray.swift", "App.xcodeproj/Stray.swift",
            "App.playground/Contents.swift",
        ] {
            folder.write(path, "let x = 1\n")
        }
        return folder
    }

    func testEverySwiftFileOnceSortedWhateverTheJobs() throws {
        let folder = tree()
        let root = folder.path
        // A link to a folder is not followed, so nothing is found twice or outside the root.
        try FileManager.default.createSymbolicLink(
            atPath: root + "/App/Link", withDestinationPath: root + "/App/Screens")
        let excluded = { (path: String) in path.hasSuffix("/Generated") }
        // Resource folders (asset catalogs, localizations, models, projects) are not walked; a
        // playground's code is Swift like any other.
        let expected = [
            "App.playground/Contents.swift", "App/Main.swift", "App/Models/Deep/Deeper/Deepest/Model.swift",
            "App/Screens/Home/Cells/Cell.swift",
            "App/Screens/Home/Home.swift", "App/Screens/Search.swift",
        ].map { root + "/" + $0 }
        for jobs in [1, 2, 8] {
            XCTAssertEqual(try FileDiscovery.swiftFiles(in: [root], excluded: excluded, jobs: jobs).get(), expected)
        }
    }

    func testAWalkSaysWhichLinksToSwiftFilesOrFoldersItSkipped() throws {
        let folder = TemporaryDirectory()
        let root = folder.path
        folder.write("App/Home.swift", "let x = 1\n")
        folder.write("Shared/Theme.swift", "let y = 2\n")
        folder.write("Shared/notes.txt", "x\n")
        let manager = FileManager.default
        try manager.createSymbolicLink(
            atPath: root + "/App/Theme.swift", withDestinationPath: root + "/Shared/Theme.swift")
        try manager.createSymbolicLink(atPath: root + "/App/Shared", withDestinationPath: root + "/Shared")
        try manager.createSymbolicLink(atPath: root + "/App/notes.txt", withDestinationPath: root + "/Shared/notes.txt")
        try manager.createSymbolicLink(atPath: root + "/App/nb.lproj", withDestinationPath: root + "/Shared")
        let found = try FileDiscovery.sources(in: [root + "/App"]).get()
        XCTAssertEqual(found.files, [root + "/App/Home.swift"])
        XCTAssertEqual(found.skippedLinks, [root + "/App/Shared", root + "/App/Theme.swift"])
    }

    func testAFolderOfLinksIsNothingToLintAndSaysWhy() throws {
        let folder = TemporaryDirectory()
        folder.write("Shared/Theme.swift", "let y = 2\n")
        try FileManager.default.createDirectory(atPath: folder.path + "/App", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: folder.path + "/App/Theme.swift", withDestinationPath: folder.path + "/Shared/Theme.swift")
        let run = LintRun(paths: [folder.path + "/App"], configuration: RuleConfiguration.defaults)
        guard case .failure(let failure) = run.run() else { return XCTFail("a folder of links has nothing to lint") }
        XCTAssertEqual(failure, FileDiscovery.Failure.noSwiftFiles([folder.path + "/App"], skippedLinks: 1))
    }

    func testStoryboardsAreFoundBesideTheSwiftFilesAndInBaseLproj() throws {
        let folder = TemporaryDirectory()
        for path in [
            "App/Main.swift", "App/Launch.storyboard", "App/Base.lproj/Main.storyboard",
            "App/en.lproj/Other.storyboard",
            "App/Base.lproj/Main.strings", "Pods/Lib/Lib.storyboard",
        ] {
            folder.write(path, "x\n")
        }
        XCTAssertEqual(
            try FileDiscovery.swiftFiles(in: [folder.path]).get(),
            ["App/Base.lproj/Main.storyboard", "App/Launch.storyboard", "App/Main.swift"].map { folder.path + "/" + $0 }
        )
    }

    func testBuildFilesAreFoundButNotInPodsAndAreNotLinted() throws {
        let folder = TemporaryDirectory()
        for path in [
            "App/Main.swift", "App.xcodeproj/project.pbxproj", "App.xcodeproj/xcuserdata/a.xcscheme",
            "Pods/Pods.xcodeproj/project.pbxproj", "Empty.xcodeproj/README", "Kit/Kit.podspec",
        ] {
            folder.write(path, "x\n")
        }
        let found = try FileDiscovery.swiftFiles(in: [folder.path]).get()
        XCTAssertEqual(
            found,
            ["App.xcodeproj/project.pbxproj", "App/Main.swift", "Kit/Kit.podspec"].map { folder.path + "/" + $0 })
        XCTAssertEqual(found.filter(FileDiscovery.isLinted), [folder.path + "/App/Main.swift"])
    }

    func testStoryboardsAloneAreNothingToLint() throws {
        let folder = TemporaryDirectory()
        folder.write("App/Base.lproj/Main.storyboard", "x\n")
        XCTAssertEqual(try FileDiscovery.swiftFiles(in: [folder.path]).get(), [])
    }

    func testSeveralRootsAreWalkedTogetherAndKeepTheirOrder() throws {
        let folder = tree()
        let root = folder.path
        folder.write("Other/Z.swift", "let z = 1\n")
        folder.write("Other/A.swift", "let a = 1\n")
        for jobs in [1, 2] {
            XCTAssertEqual(
                try FileDiscovery.swiftFiles(in: [root + "/Other", root + "/App/Screens"], jobs: jobs).get(),
                [
                    "Other/A.swift", "Other/Z.swift", "App/Screens/Home/Cells/Cell.swift",
                    "App/Screens/Home/Home.swift", "App/Screens/Search.swift",
                ].map { root + "/" + $0 })
        }
    }

    func testAFileFoundThroughOverlappingPathsIsListedOnceWhereFirstMet() throws {
        let folder = tree()
        let root = folder.path
        let screens = [
            "App/Screens/Home/Cells/Cell.swift", "App/Screens/Home/Home.swift", "App/Screens/Search.swift",
        ].map { root + "/" + $0 }
        // A file given before its folder, a folder inside another, a folder given twice (spelled two ways).
        XCTAssertEqual(
            try FileDiscovery.swiftFiles(
                in: [root + "/App/Screens/Search.swift", root + "/App/Screens/Home", root + "/App/Screens"]
            ).get(),
            [screens[2], screens[0], screens[1]])
        XCTAssertEqual(
            try FileDiscovery.swiftFiles(in: [root + "/App/Screens", root + "/App/Screens/../Screens/"]).get(),
            screens)
        // A file named after the folder it is in, not inside it, is no overlap.
        XCTAssertEqual(
            try FileDiscovery.swiftFiles(in: [root + "/App/Screens/Home", root + "/App/Screens/Search.swift"]).get(),
            [screens[0], screens[1], screens[2]])
    }

    func testAFileIsShownTheSameWhicheverWayTheWalkNamedIt() {
        let directory = "/work/app"
        XCTAssertEqual(FileDiscovery.displayPath("./App/Home.swift", workingDirectory: directory), "App/Home.swift")
        for path in [
            "App/Home.swift", "./App/Home.swift", "./App/../Home.swift", "./App/./Home.swift", ".//App/Home.swift",
            "./.hidden/Home.swift", "./..hidden/Home.swift", "./App", "./../app/Home.swift",
        ] {
            // The absolute path goes the long way (standardised, then made relative to the directory).
            XCTAssertEqual(
                FileDiscovery.displayPath(path, workingDirectory: directory),
                FileDiscovery.displayPath(
                    PathText.absolute(path, workingDirectory: directory), workingDirectory: directory),
                path)
        }
    }
}
