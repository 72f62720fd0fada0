import Foundation
import TestSupport
import XCTest

@testable import BehaviorLintKit

/// The checks every rule's test class runs on its `Rules/<id>.md` spec, so that
/// `swift test --filter <Rule>Tests` runs one rule's examples and a rule's documentation and its
/// behaviour cannot drift apart.
extension XCTestCase {
    /// Triggering examples (at least 6) report exactly at their ↓ markers; non-triggering ones
    /// (at least 8) report nothing.
    func assertSpecExamples(_ rule: any Rule.Type) throws {
        let id = rule.descriptor.id
        let spec = try SpecExamples.spec(for: id)
        XCTAssertGreaterThanOrEqual(spec.triggering.count, 6, "\(id): at least 6 triggering examples")
        for example in spec.triggering {
            XCTAssertFalse(
                example.markers.isEmpty, "\(id).md:\(example.specLine): a triggering example needs a ↓ marker")
            let found = SpecExamples.findings(of: id, in: example).map {
                RuleSpec.Marker(file: $0.path, line: $0.location.line, column: $0.location.column)
            }.sorted()
            XCTAssertEqual(found, example.markers, "\(id).md:\(example.specLine): findings differ from the ↓ markers")
        }
        XCTAssertGreaterThanOrEqual(spec.nonTriggering.count, 8, "\(id): at least 8 non-triggering examples")
        for example in spec.nonTriggering {
            XCTAssertTrue(example.markers.isEmpty, "\(id).md:\(example.specLine): markers in a non-triggering example")
            let found = SpecExamples.findings(of: id, in: example)
            XCTAssertEqual(
                found.map { "\($0.location): \($0.message)" }, [], "\(id).md:\(example.specLine): unexpected findings")
        }
    }

    /// A fixable rule shows at least 3 Fix pairs and a rule that is not shows none; each pair's
    /// before becomes its after byte for byte, loses nothing, and a second fix changes nothing and
    /// leaves nothing fixable.
    func assertSpecFixes(_ rule: any Rule.Type) throws {
        let id = rule.descriptor.id
        let spec = try SpecExamples.spec(for: id)
        guard rule.descriptor.fixable else {
            XCTAssertTrue(spec.fixes.isEmpty, "\(id) is not fixable but shows fixes")
            return
        }
        XCTAssertGreaterThanOrEqual(spec.fixes.count, 3, "\(id): at least 3 Fix pairs")
        for example in spec.fixes {
            let place = "\(id).md:\(example.before.specLine)"
            let (files, outcome) = SpecExamples.fixed(id, example)
            XCTAssertTrue(
                outcome.hasChanges, "\(place): fix changed nothing; \(outcome.unfixed.map { $0.reason.prose })")
            let before = Dictionary(
                SpecExamples.project(example).map { ($0.path, String(decoding: $0.bytes, as: UTF8.self)) },
                uniquingKeysWith: { first, _ in first })
            var expected = before
            for file in example.after.files { expected[file.name] = file.source }
            for path in Set(expected.keys).union(files.keys).sorted() {
                XCTAssertEqual(files[path], expected[path], "\(place): \(path) differs after fix")
            }
            XCTAssertEqual(NothingLostCheck.problems(in: outcome), [], place)

            let sources = files.keys.sorted().map { (path: $0, bytes: Array(files[$0]!.utf8)) }
            let again = FixEngine.fix(
                sources, configuration: SpecExamples.configuration(id, example), outputDirectory: "Behaviors")
            XCTAssertFalse(
                again.hasChanges,
                "\(place): a second fix changed \(again.changed.keys.sorted()) \(again.created.map { $0.path })")
            let findings = LintEngine.lint(sources, configuration: .only(id, values: example.before.configuration))
            XCTAssertEqual(
                findings.filter { $0.fixable }.map { "\($0.path):\($0.location)" }, [],
                "\(place): still fixable after fix")
        }
    }
}
