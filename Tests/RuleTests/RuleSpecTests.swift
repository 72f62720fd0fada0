@testable import BehaviorLintKit
import Foundation
import XCTest

/// Every rule is specified by `Rules/<id>.md`; these tests run every example of every spec, so a
/// rule's documentation and its behaviour cannot drift apart.
final class RuleSpecTests: XCTestCase {
    static let rulesDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Rules")

    static func spec(for id: String) throws -> RuleSpec {
        try RuleSpec(path: rulesDirectory.appendingPathComponent(id + ".md").path)
    }

    /// Lints an example with only rule `id` enabled and returns where it reported.
    static func findings(of id: String, in example: RuleSpec.Example) -> [Finding] {
        let sources = example.files.map { (path: $0.name, bytes: Array($0.source.utf8)) }
        return LintEngine.lint(sources, configuration: .only(id, values: example.configuration))
    }

    func testEveryTriggeringExampleReportsExactlyAtItsMarkers() throws {
        for rule in RuleRegistry.all {
            let id = rule.descriptor.id
            let spec = try Self.spec(for: id)
            XCTAssertGreaterThanOrEqual(spec.triggering.count, 6, "\(id): at least 6 triggering examples")
            for example in spec.triggering {
                XCTAssertFalse(example.markers.isEmpty, "\(id).md:\(example.specLine): a triggering example needs a ↓ marker")
                let found = Self.findings(of: id, in: example).map {
                    RuleSpec.Marker(file: $0.path, line: $0.location.line, column: $0.location.column)
                }.sorted()
                XCTAssertEqual(found, example.markers, "\(id).md:\(example.specLine): findings differ from the ↓ markers")
            }
        }
    }

    func testNoNonTriggeringExampleReports() throws {
        for rule in RuleRegistry.all {
            let id = rule.descriptor.id
            let spec = try Self.spec(for: id)
            XCTAssertGreaterThanOrEqual(spec.nonTriggering.count, 8, "\(id): at least 8 non-triggering examples")
            for example in spec.nonTriggering {
                XCTAssertTrue(example.markers.isEmpty, "\(id).md:\(example.specLine): markers in a non-triggering example")
                let found = Self.findings(of: id, in: example)
                XCTAssertEqual(found.map { "\($0.location): \($0.message)" }, [], "\(id).md:\(example.specLine): unexpected findings")
            }
        }
    }
}
