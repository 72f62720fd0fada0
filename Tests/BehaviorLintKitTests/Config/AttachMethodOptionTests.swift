import XCTest

@testable import BehaviorLintKit

/// behavior-attach-site's `attach-method` option, defined in Config for the rule and fix alike.
final class AttachMethodOptionTests: XCTestCase {
    func testTheOptionIsListedBySectionsRule() throws {
        let rule = try XCTUnwrap(RuleRegistry.rule(id: AttachMethodOption.section))
        XCTAssertTrue(rule.descriptor.options.contains { $0.name == AttachMethodOption.option.name })
    }

    func testAnOffRuleStillNamesTheMethodFixCalls() {
        let rules = RuleConfiguration(
            settings: [AttachMethodOption.section: RuleSettings(severity: .off, values: ["attach-method": "attach"])])
        XCTAssertEqual(AttachMethodOption.methods(in: rules), ["attach"])
        XCTAssertEqual(AttachMethodOption.methods(in: RuleConfiguration(settings: [:])), ["addBehaviors"])
    }
}
