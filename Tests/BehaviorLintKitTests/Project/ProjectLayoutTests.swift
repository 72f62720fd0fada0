import XCTest

@testable import BehaviorLintKit

/// What `ProjectLayout` reads beside the build files: the Xcode version a repository pins.
final class ProjectLayoutTests: XCTestCase {
    private func layout(_ files: [String: String]) -> ProjectLayout {
        let folder = TemporaryDirectory()
        for (name, text) in files { folder.write(name, text) }
        return withExtendedLifetime(folder) {
            ProjectLayout.read(files: [], root: folder.path, searchRoots: [folder.path]).layout
        }
    }

    func testAPinnedXcodeBeforeThirteenDoesNotKnowMainActor() {
        XCTAssertFalse(layout([".xcversion": "12.5.1\n"]).toolchainKnowsMainActor)
        XCTAssertFalse(layout([".xcode-version": "12.4"]).toolchainKnowsMainActor)
    }

    func testANewerOrNoPinnedXcodeKnowsMainActor() {
        XCTAssertTrue(layout([".xcode-version": "15.4\n"]).toolchainKnowsMainActor)
        XCTAssertTrue(layout([".xcversion": "13.0"]).toolchainKnowsMainActor)
        XCTAssertTrue(layout([:]).toolchainKnowsMainActor)
        XCTAssertTrue(layout([".xcode-version": "latest"]).toolchainKnowsMainActor)
    }
}
