import XCTest

@testable import BehaviorLintKit

/// The notification an observer call names, as `removeObserver(_:name:object:)` matches it.
final class ObservedNotificationTests: XCTestCase {
    private func name(_ label: String, _ value: String) -> String? {
        ObservedNotification.name(
            of: NavigationChromeStatement.Invocation(
                receiver: ["NotificationCenter", "default"], name: "removeObserver",
                arguments: [(label: nil, value: "self"), (label: label, value: value), (label: "object", value: "nil")])
        )
    }

    func testAStaticNameIsItsLastComponentHoweverItIsSpelled() {
        XCTAssertEqual(name("name", "UIApplication.willResignActiveNotification"), "willResignActiveNotification")
        XCTAssertEqual(name("name", ".feedDidChange"), "feedDidChange")
        XCTAssertEqual(name("name", "Notification.Name.feedDidChange"), "feedDidChange")
        XCTAssertEqual(
            name("forName", "NSNotification.Name.UIApplicationWillResignActive"), "UIApplicationWillResignActive")
    }

    func testANameMadeFromAConstantIsTheConstantsLastComponent() {
        XCTAssertEqual(name("name", "Notification.Name(Constants.refreshDeviceList)"), "refreshDeviceList")
        XCTAssertEqual(name("forName", "NSNotification.Name(rawValue:AppConstants.didLogin)"), "didLogin")
        XCTAssertNil(name("name", "Notification.Name(identifier)"), "a variable")
    }

    /// Names made from the same string are equal; a constant declared from one is usually named
    /// for its last component.
    func testANameMadeOnTheSpotFromAStringIsItsLastComponent() {
        XCTAssertEqual(name("name", "Notification.Name(\"seedIdentityFinished\")"), "seedIdentityFinished")
        XCTAssertEqual(name("forName", "NSNotification.Name(rawValue:\"user.didLogin\")"), "didLogin")
    }

    func testNoNameNilOrAValueTheTokensDoNotSpellIsNone() {
        XCTAssertNil(name("name", "nil"), "every name")
        XCTAssertNil(name("name", "notificationName"), "a variable")
        XCTAssertNil(name("name", "Notification.Name(\"refresh\\(id)\")"), "a string with an interpolation")
        XCTAssertNil(name("object", "UIApplication.willResignActiveNotification"), "not the name argument")
    }
}
