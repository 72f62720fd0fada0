import TestSupport
import XCTest

@testable import BehaviorLintKit

/// Lint's word that a finding is fixable is fix's: over every example of every rule spec (each
/// linted with its rule and the example's options, as the spec shows it), the findings lint calls
/// fixable are exactly the findings fix resolves, and fix leaves none of them unfixed.
final class LintFixAgreementTests: XCTestCase {
    func testLintsFixableFindingsAreExactlyTheOnesFixResolvesInEverySpecExample() throws {
        for rule in RuleRegistry.all {
            let id = rule.descriptor.id
            let spec = try SpecExamples.spec(for: id)
            let examples =
                spec.triggering.map { (example: $0, protocolDeclared: false) }
                + spec.fixes.map { (example: $0.before, protocolDeclared: $0.projectHasBehaviorProtocol) }
            for (example, protocolDeclared) in examples {
                let files = example.files.map { (path: $0.name, bytes: Array($0.source.utf8)) }
                let sources =
                    protocolDeclared
                    ? files + [(SpecExamples.supportFileName, Array(SpecExamples.supportFile.utf8))] : files
                var configuration = LintConfiguration.defaults
                configuration.rules = SpecExamples.rules(id, example)
                let fixable = LintEngine.lint(sources, configuration: configuration.rules).filter(\.fixable)
                let outcome = FixEngine.fix(sources, configuration: configuration, outputDirectory: "Behaviors")
                let place = "\(id).md:\(example.specLine)"
                XCTAssertEqual(
                    outcome.resolvedFindings.map(\.fingerprint).sorted(), fixable.map(\.fingerprint).sorted(),
                    "\(place): lint's fixable findings differ from fix's resolved ones; "
                        + "unfixed: \(outcome.unfixed.map { "\($0.finding.location) \($0.reason)" })")
                XCTAssertEqual(outcome.unfixedFindingCount, 0, place)
            }
        }
    }
}
