import XCTest

@testable import BehaviorLintKit

/// Apple's view controllers, whose hooks' work is documented, against a library's.
final class AppleViewControllersTests: XCTestCase {
    func testApplesClassesBareOrQualifiedAndNotALibrarys() {
        XCTAssertTrue(AppleViewControllers.contains("UITableViewController"))
        XCTAssertTrue(AppleViewControllers.contains("UIKit.UIViewController"))
        XCTAssertTrue(AppleViewControllers.contains("NSViewController"))
        XCTAssertTrue(AppleViewControllers.contains("UIHostingController"))
        XCTAssertFalse(AppleViewControllers.contains("MessagesViewController"))
        XCTAssertFalse(AppleViewControllers.contains("ASDKViewController"))
    }
}
