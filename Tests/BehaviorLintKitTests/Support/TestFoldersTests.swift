import XCTest

@testable import BehaviorLintKit

/// A folder named for tests holds no screen of the app and is no home for generated code, even
/// when the app's target compiles its files (factories shared with the app).
final class TestFoldersTests: XCTestCase {
    func testFoldersNamedForTestsAndWhatLiesInThem() {
        XCTAssertTrue(TestFolders.contains(folder: "AppTests/Factories"))
        XCTAssertTrue(TestFolders.contains(folder: "Sources/UITest"))
        XCTAssertFalse(TestFolders.contains(folder: "App/Contest/Screens"))
        XCTAssertFalse(TestFolders.contains(folder: "App/Wallet/ViewControllers"))
        XCTAssertTrue(TestFolders.contains(file: "Tests/ChatTests/ThreadListVC_Tests.swift"))
        XCTAssertFalse(TestFolders.contains(file: "App/ScreenTests.swift"))
    }
}
