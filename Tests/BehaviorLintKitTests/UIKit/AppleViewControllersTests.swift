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

    /// A plain `UIViewController`'s appearance callbacks skip nothing a screen relies on; a
    /// container's and a library's do work; transitions only a container's.
    func testWhoseSkippedHookIsRealWork() {
        XCTAssertFalse(AppleViewControllers.doesRealWork(.viewWillAppear, in: "UIViewController"))
        XCTAssertFalse(AppleViewControllers.doesRealWork(.viewDidDisappear, in: "UIKit.UIViewController"))
        XCTAssertTrue(AppleViewControllers.doesRealWork(.viewWillAppear, in: "UITableViewController"))
        XCTAssertTrue(AppleViewControllers.doesRealWork(.viewDidAppear, in: "UITabBarController"))
        XCTAssertTrue(AppleViewControllers.doesRealWork(.viewWillAppear, in: "ButtonBarPagerTabStripViewController"))
        XCTAssertFalse(AppleViewControllers.doesRealWork(.viewDidLoad, in: "UITableViewController"))
        XCTAssertTrue(AppleViewControllers.doesRealWork(.viewDidLoad, in: "MessagesViewController"))
    }
}
