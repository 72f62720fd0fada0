import XCTest

@testable import BehaviorLintKit

/// What the project files say of a Swift file: app code, test code, code no target compiles, or
/// nothing (no project compiles anything in its folder).
final class BuildMembershipTests: XCTestCase {
    private let membership = BuildMembership([
        summary(
            "ios/Shop.xcodeproj/project.pbxproj",
            ProjectSources(
                folder: "ios",
                compiled: [
                    "ios/Shop/Screens/HomeViewController.swift": false, "ios/Extensions/Widget/Widget.swift": true,
                ],
                referencedOnly: ["ios/Shop/Legacy/CartViewController.swift"],
                synchronizedFolders: [.init(path: "ios/ShopTests", testsOnly: true)])),
        summary("ios/Home.swift"),
        summary("ios/Shop/Screens/Kit/Package.swift"),
        summary("ios/Shop/Screens/Pod/Pod.podspec"),
        summary(
            "ios/Shop/Screens/Sub/Sub.xcodeproj/project.pbxproj",
            ProjectSources(projectFile: "ios/Shop/Screens/Sub/Sub.xcodeproj/project.pbxproj", bytes: Array("{".utf8))),
    ])

    func testAFileATargetCompilesIsAppOrTestCode() {
        XCTAssertEqual(membership.role(of: "ios/Shop/Screens/HomeViewController.swift"), .app)
        XCTAssertEqual(membership.role(of: "./ios/Shop/Screens/../Screens/HomeViewController.swift"), .app)
        XCTAssertEqual(membership.role(of: "ios/Extensions/Widget/Widget.swift"), .testsOnly)
        XCTAssertEqual(membership.role(of: "ios/ShopTests/Stubs/StubViewController.swift"), .testsOnly)
    }

    func testAStaleCopyBesideCompiledFilesOrAListedFileNoTargetBuildsIsCompiledByNoTarget() {
        XCTAssertEqual(membership.role(of: "ios/Shop/Screens/HomeViewController2.swift"), .noTarget)
        XCTAssertEqual(membership.role(of: "ios/Shop/Legacy/CartViewController.swift"), .noTarget)
        // An old folder left below compiled code: its nearest folder with compiled code is the project's.
        XCTAssertEqual(membership.role(of: "ios/Shop/Screens/Old/Login/LoginViewController.swift"), .noTarget)
        // A file left in a folder whose subfolders hold the compiled code.
        XCTAssertEqual(membership.role(of: "ios/Shop/HomeViewController.swift"), .noTarget)
    }

    func testAFolderWithABuildOfItsOwnIsNotTheProjectsToSpeakFor() {
        XCTAssertEqual(membership.role(of: "ios/Shop/Screens/Kit/Sources/Kit/KitViewController.swift"), .unknown)
        XCTAssertEqual(membership.role(of: "ios/Shop/Screens/Pod/Classes/PodViewController.swift"), .unknown)
        // A project file that could not be read says nothing of its folder, and the outer one neither.
        XCTAssertEqual(membership.role(of: "ios/Shop/Screens/Sub/Sources/SubViewController.swift"), .unknown)
    }

    func testAFolderBesideTheCompiledOnesThatNoBuildClaimsIsCompiledByNoTarget() {
        // An old copy of another app's code, or scripts, beside the folders the project compiles:
        // the project's folder holds compiled code below it, and no build of their own claims them.
        XCTAssertEqual(membership.role(of: "ios/LocalPods/Kit/KitViewController.swift"), .noTarget)
        XCTAssertEqual(membership.role(of: "ios/Tools/Script.swift"), .noTarget)
    }

    /// A project built from synchronized folders alone (Xcode 16) compiles every Swift file in them:
    /// a folder beside them, an old copy of the app, is compiled by no target.
    func testAFolderBesideSynchronizedFoldersIsCompiledByNoTarget() {
        let synchronized = BuildMembership([
            summary(
                "GoferHandy.xcodeproj/project.pbxproj",
                ProjectSources(
                    folder: ".", compiled: [:],
                    synchronizedFolders: [
                        .init(path: "GoferHandy", testsOnly: false), .init(path: "GoferHandyTests", testsOnly: true),
                    ]))
        ])
        XCTAssertEqual(synchronized.role(of: "GoferHandy/Screens/WalletVC.swift"), .app)
        XCTAssertEqual(synchronized.role(of: "GoferJek/Screens/WalletVC.swift"), .noTarget)
        XCTAssertEqual(synchronized.role(of: "Gofer/SearchCarVC.swift"), .noTarget)
    }

    func testAFolderNoProjectGovernsIsUnknown() {
        XCTAssertEqual(membership.role(of: "web/Screens/HomeViewController.swift"), .unknown)
        XCTAssertEqual(BuildMembership([summary("A.swift")]).role(of: "A.swift"), .unknown)
    }

    /// Xcode builds on a file system that ignores case: a project listing `Shop/Screens/…` compiles
    /// the file in `shop/screens/…`, and a project in `IOS/` speaks for `ios/`.
    func testPathsCompareWithoutCase() {
        XCTAssertEqual(membership.role(of: "ios/shop/screens/HomeViewController.swift"), .app)
        XCTAssertEqual(membership.role(of: "IOS/Shop/Screens/homeviewcontroller.swift"), .app)
        XCTAssertEqual(membership.role(of: "ios/shop/legacy/CartViewController.swift"), .noTarget)
        XCTAssertEqual(membership.role(of: "ios/shoptests/Stubs/StubViewController.swift"), .testsOnly)
        XCTAssertEqual(membership.role(of: "ios/shop/screens/kit/Sources/Kit/KitViewController.swift"), .unknown)
        XCTAssertEqual(membership.role(of: "ios/Shop/Screens/OldHomeViewController.swift"), .noTarget)
    }

    func testTheAppWinsWhenTwoProjectsCompileAFile() {
        let twice = BuildMembership([
            summary("A.xcodeproj/project.pbxproj", ProjectSources(folder: ".", compiled: ["Kit/Cell.swift": true])),
            summary(
                "Kit/Kit.xcodeproj/project.pbxproj", ProjectSources(folder: "Kit", compiled: ["Kit/Cell.swift": false])),
        ])
        XCTAssertEqual(twice.role(of: "Kit/Cell.swift"), .app)
        XCTAssertEqual(twice.role(of: "Kit/Old.swift"), .noTarget)
    }
}

private func summary(_ path: String, _ sources: ProjectSources? = nil) -> FileSummary {
    var summary = FileSummary(path: path)
    summary.projectSources = sources
    return summary
}
