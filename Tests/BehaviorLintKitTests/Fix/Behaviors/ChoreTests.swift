import Foundation
import XCTest

@testable import BehaviorLintKit

/// A chore is classified once, by the rule that reports it, and fix reads that value: the behavior
/// the message names is the one fix writes, and fix finds the statement by the chore's place.
final class ChoreTests: XCTestCase {
    private static let behaviorRules = Set(ChoreCollector.ruleIDs)

    private func sampleApp() throws -> (project: ProjectIndex, sources: [String: [UInt8]], findings: [Finding]) {
        let files = try FileManager.default.subpathsOfDirectory(atPath: SampleAppTests.sampleApp).filter {
            $0.hasSuffix(".swift")
        }.sorted()
        let sources = try files.map {
            (path: $0, bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: SampleAppTests.sampleApp + "/" + $0))))
        }
        let project = ProjectIndex(files: LintEngine.summarize(sources), configuration: .everyScreen)
        return (
            project, Dictionary(uniqueKeysWithValues: sources.map { ($0.path, $0.bytes) }),
            LintEngine.check(project, configuration: .everyScreen).flatMap { $0.statementFindings }
        )
    }

    func testEveryBehaviorFindingCarriesTheChoreOfItsOwnStatement() throws {
        let (project, _, findings) = try sampleApp()
        let behaviorFindings = findings.filter { Self.behaviorRules.contains($0.ruleID) }
        XCTAssertFalse(behaviorFindings.isEmpty)
        for finding in behaviorFindings {
            guard let chore = finding.chore else {
                return XCTFail("no chore: \(finding.ruleID) at \(finding.path):\(finding.location)")
            }
            let file = try XCTUnwrap(project.files.first { $0.path == chore.place.path })
            XCTAssertEqual(
                file.functions[chore.place.function].statements[chore.place.statement].span.startLocation,
                finding.location)
            XCTAssertEqual(chore.hook.rawValue, finding.hook)
        }
    }

    func testAPairNamesItsOtherHalf() throws {
        let (_, _, findings) = try sampleApp()
        let pairs = findings.filter {
            $0.ruleID == NavBarAppearanceRule.descriptor.id && $0.fixable && $0.chore?.partners.isEmpty == false
        }
        XCTAssertFalse(pairs.isEmpty)
        for finding in pairs {
            let chore = try XCTUnwrap(finding.chore)
            XCTAssertEqual(chore.partners.count, 1)
            let other = try XCTUnwrap(pairs.first { $0.chore?.place == chore.partners.first })
            XCTAssertEqual(other.chore?.partners, [chore.place])
            XCTAssertEqual(other.chore?.behaviorName, chore.behaviorName, "the appear half names both")
        }
    }

    func testFixFindsTheStatementByTheChoreNotByTheFindingsLocation() throws {
        let (project, sources, findings) = try sampleApp()
        let fixable = findings.filter { $0.fixable && Self.behaviorRules.contains($0.ruleID) }
        func proposals(_ findings: [Finding]) -> [String] {
            let context = FixContext(
                project: project, sources: sources, findings: findings, configuration: .everyScreen,
                outputDirectory: "Behaviors")
            return BehaviorExtractionFixer().proposals(context).map { proposal in
                proposal.edits.keys.sorted().map {
                    "\($0): \(proposal.edits[$0]!.map { [$0.start, $0.end] }) \(proposal.edits[$0]!.map(\.replacement))"
                }.joined() + "\(proposal.newFiles.map(\.contents))"
            }
        }
        let moved = fixable.map { finding -> Finding in
            var finding = finding
            finding.location = SourceLocation(line: finding.location.line + 1000, column: 1)
            return finding
        }
        XCTAssertFalse(proposals(fixable).isEmpty)
        XCTAssertEqual(proposals(moved), proposals(fixable))
    }
}
