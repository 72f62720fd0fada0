@testable import BehaviorLintKit
import Foundation
import TestSupport
import XCTest

/// Runs the `## Fix` pairs of every spec through `fix`: the result must be the after block byte
/// for byte, a second `fix` must change nothing, and `lint` must then report nothing fixable.
final class RuleFixSpecTests: XCTestCase {
    /// The protocol file every Fix example's project has unless it says
    /// `<!-- project: no behavior protocol -->`: exactly what fix writes as the support file.
    static let supportFileName = "LifecycleBehaviors.swift"
    static var supportFile: String {
        SupportFileWriter(behaviorProtocol: .generated(name: "ViewControllerLifecycleBehavior", style: .moment),
                          attachMethod: "addBehaviors", indent: "    ", lineEnding: "\n").render(header: nil)
    }

    /// The files of a Fix example's project before the fix, support file included when it has one.
    static func project(_ example: RuleSpec.FixExample) -> [(path: String, bytes: [UInt8])] {
        let files = example.before.files.map { (path: $0.name, bytes: Array($0.source.utf8)) }
        return example.projectHasBehaviorProtocol ? files + [(supportFileName, Array(supportFile.utf8))] : files
    }

    static func configuration(_ id: String, _ example: RuleSpec.FixExample) -> LintConfiguration {
        var configuration = LintConfiguration.defaults
        configuration.rules = .only(id, values: example.before.configuration)
        return configuration
    }

    /// Every file of the project after `fix`: path → text.
    static func fixed(_ id: String, _ example: RuleSpec.FixExample) -> (files: [String: String], outcome: FixOutcome) {
        let sources = project(example)
        let outcome = FixEngine.fix(sources, configuration: configuration(id, example), outputDirectory: "Behaviors")
        var files: [String: String] = [:]
        for source in sources { files[source.path] = String(decoding: outcome.changed[source.path] ?? source.bytes, as: UTF8.self) }
        for file in outcome.created { files[file.path] = file.contents }
        return (files, outcome)
    }

    static var fixableRules: [RuleDescriptor] {
        RuleRegistry.all.map { $0.descriptor }.filter { $0.fixable }
    }

    func testEveryFixableRuleShowsItsFixes() throws {
        for rule in Self.fixableRules {
            let spec = try RuleSpecTests.spec(for: rule.id)
            XCTAssertGreaterThanOrEqual(spec.fixes.count, 3, "\(rule.id): at least 3 Fix pairs")
        }
        for rule in RuleRegistry.all.map({ $0.descriptor }) where !rule.fixable {
            XCTAssertTrue(try RuleSpecTests.spec(for: rule.id).fixes.isEmpty, "\(rule.id) is not fixable but shows fixes")
        }
    }

    func testEveryFixExampleBecomesItsAfterBlockByteForByte() throws {
        for rule in Self.fixableRules {
            for example in try RuleSpecTests.spec(for: rule.id).fixes {
                let place = "\(rule.id).md:\(example.before.specLine)"
                let (files, outcome) = Self.fixed(rule.id, example)
                XCTAssertTrue(outcome.hasChanges, "\(place): fix changed nothing; \(outcome.unfixed.map { $0.reason })")
                let before = Dictionary(Self.project(example).map { ($0.path, String(decoding: $0.bytes, as: UTF8.self)) },
                                        uniquingKeysWith: { first, _ in first })
                var expected = before
                for file in example.after.files { expected[file.name] = file.source }
                for path in Set(expected.keys).union(files.keys).sorted() {
                    XCTAssertEqual(files[path], expected[path], "\(place): \(path) differs after fix")
                }
            }
        }
    }

    func testNothingAnExampleMovesIsLost() throws {
        for rule in Self.fixableRules {
            for example in try RuleSpecTests.spec(for: rule.id).fixes {
                let outcome = Self.fixed(rule.id, example).outcome
                XCTAssertEqual(NothingLostCheck.problems(in: outcome), [], "\(rule.id).md:\(example.before.specLine)")
            }
        }
    }

    func testFixingAFixedExampleChangesNothingAndLeavesNothingFixable() throws {
        for rule in Self.fixableRules {
            for example in try RuleSpecTests.spec(for: rule.id).fixes {
                let place = "\(rule.id).md:\(example.before.specLine)"
                let (files, _) = Self.fixed(rule.id, example)
                let sources = files.keys.sorted().map { (path: $0, bytes: Array(files[$0]!.utf8)) }
                let again = FixEngine.fix(sources, configuration: Self.configuration(rule.id, example), outputDirectory: "Behaviors")
                XCTAssertFalse(again.hasChanges, "\(place): a second fix changed \(again.changed.keys.sorted()) \(again.created.map { $0.path })")
                let findings = LintEngine.lint(sources, configuration: .only(rule.id, values: example.before.configuration))
                XCTAssertEqual(findings.filter { $0.fixable }.map { "\($0.path):\($0.location)" }, [], "\(place): still fixable after fix")
            }
        }
    }
}
