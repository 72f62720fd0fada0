import Foundation
import TestSupport
import XCTest

@testable import BehaviorLintKit

/// The rule registry and the `Rules/` specs match one to one, and agree on every field.
final class RuleMetadataTests: XCTestCase {
    func testEverySpecHasARuleAndEveryRuleASpec() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: SpecExamples.rulesDirectory.path)
        let specIDs = Set(files.filter { $0.hasSuffix(".md") && $0 != "README.md" }.map { String($0.dropLast(3)) })
        XCTAssertEqual(specIDs, Set(RuleRegistry.ids))
        XCTAssertEqual(RuleRegistry.ids.count, Set(RuleRegistry.ids).count, "duplicate rule ids")
    }

    func testFrontMatterAndSummaryMatchTheDescriptor() throws {
        let requiredSections = [
            "Why", "Configuration", "How to fix by hand", "What fix generates", "Triggers", "Does not trigger",
        ]
        for rule in RuleRegistry.all {
            let descriptor = rule.descriptor
            let spec = try SpecExamples.spec(for: descriptor.id)
            XCTAssertEqual(spec.frontMatter["id"], descriptor.id)
            XCTAssertEqual(spec.frontMatter["kind"], descriptor.kind.rawValue, descriptor.id)
            XCTAssertEqual(spec.frontMatter["severity"], descriptor.defaultSeverity.rawValue, descriptor.id)
            XCTAssertEqual(spec.frontMatter["scope"], descriptor.scope.rawValue, descriptor.id)
            XCTAssertEqual(spec.frontMatter["fixable"], descriptor.fixable ? "yes" : "no", descriptor.id)
            XCTAssertEqual(spec.title, descriptor.id)
            XCTAssertEqual(spec.summary, descriptor.summary, descriptor.id)
            for section in requiredSections {
                XCTAssertNotNil(spec.sections[section], "\(descriptor.id).md lacks a '## \(section)' section")
            }
            for option in descriptor.options {
                XCTAssertTrue(
                    spec.sections["Configuration"]?.contains("`\(option.name)`") == true,
                    "\(descriptor.id).md does not document option \(option.name)")
            }
        }
    }
}
