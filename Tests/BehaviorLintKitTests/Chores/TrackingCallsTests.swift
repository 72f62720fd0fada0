import XCTest

@testable import BehaviorLintKit

/// Which calls the `calls` patterns make tracking calls: the method name after a pattern's last
/// dot, the whole cleaned receiver before it.
final class TrackingCallsTests: XCTestCase {
    func testPatternsMatchTheMethodNameAfterTheLastDotAndTheWholeReceiverBeforeIt() {
        func call(_ receiver: String, _ name: String) -> Call {
            Call(
                receiver: receiver, name: name, labelText: "", location: SourceLocation(line: 1, column: 1), start: 0,
                inClosure: false)
        }
        XCTAssertTrue(TrackingCalls(["*.logEvent"]).matches(call("FirebaseAnalytics.Analytics", "logEvent")))
        XCTAssertTrue(TrackingCalls(["*.track*"]).matches(call("self.analytics?.shared()", "trackScreen")))
        XCTAssertTrue(TrackingCalls(["track*"]).matches(call("self", "trackScreen")))
        XCTAssertFalse(TrackingCalls(["track*"]).matches(call("trackingView", "update")))
        XCTAssertFalse(TrackingCalls(["*.track*"]).matches(call("trackingView", "update")))
        XCTAssertFalse(TrackingCalls(["track*"]).matches(call("analytics", "trackScreen")))
        XCTAssertFalse(TrackingCalls(["*.track*"]).matches(call("super", "trackScreen")))
        XCTAssertTrue(TrackingCalls(["Pixel.fire"]).matches(call("Pixel", "fire")))
        XCTAssertFalse(TrackingCalls(["Pixel.fire"]).matches(call("MyPixel", "fire")))
        XCTAssertEqual(TrackingCallPattern.cleanReceiver("self.trackers[0]!.shared()"), "trackers.shared")
        XCTAssertEqual(TrackingCallPattern.cleanReceiver("self.résumé?.分析(\"?\")"), "résumé.分析", "UTF-8 kept whole")
        XCTAssertEqual(TrackingCallPattern.cleanReceiver("self"), "")
        // A tracker held in a property is named like its type, in lower camel case; a method name
        // is matched as written, so `Tracker(...)` is no `track*` call.
        XCTAssertTrue(TrackingCalls(["*Analytics*.*"]).matches(call("self.analytics", "send")))
        XCTAssertFalse(TrackingCalls(["track*"]).matches(call("", "Tracker")))
        XCTAssertEqual(TrackingCallPattern.cleanReceiver("selfie.tracker"), "selfie.tracker")
    }
}
