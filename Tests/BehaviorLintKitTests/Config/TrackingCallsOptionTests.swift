import XCTest

@testable import BehaviorLintKit

/// screen-tracking's `calls` option, defined in Config for the index and the rule alike.
final class TrackingCallsOptionTests: XCTestCase {
    func testTheOptionIsListedBySectionsRule() throws {
        let rule = try XCTUnwrap(RuleRegistry.rule(id: TrackingCallsOption.section))
        XCTAssertTrue(rule.descriptor.options.contains { $0.name == TrackingCallsOption.option.name })
    }

    func testThePatternsAreTheDefaultWithoutASection() {
        XCTAssertEqual(
            TrackingCallsOption.patterns(in: RuleConfiguration(settings: [:])),
            RuleSettings(severity: .warning).list(TrackingCallsOption.option))
        XCTAssertTrue(TrackingCallsOption.patterns(in: RuleConfiguration(settings: [:])).contains("Pixel.fire"))
    }

    func testAnOffRuleStillNamesTheTrackingCalls() {
        let rules = RuleConfiguration(
            settings: [TrackingCallsOption.section: RuleSettings(severity: .off, values: ["calls": "Telemetry.record"])]
        )
        XCTAssertEqual(TrackingCallsOption.patterns(in: rules), ["Telemetry.record"])
    }
}
