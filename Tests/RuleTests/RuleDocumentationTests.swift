import Foundation
import RuleDocumentationGenerator
import TestSupport
import XCTest

@testable import BehaviorLintKit

/// `behavior-lint explain` prints specs embedded in the binary; this keeps the embedded copy
/// identical to `Rules/*.md`. Regenerate with `swift run generate-rule-docs`.
final class RuleDocumentationTests: XCTestCase {
    func testEmbeddedDocumentationIsGeneratedFromTheCurrentSpecs() throws {
        let root = SpecExamples.rulesDirectory.deletingLastPathComponent()
        let expected = try RuleDocumentationSource.generate(packageRoot: root)
        let actual = try? String(
            contentsOf: root.appendingPathComponent(RuleDocumentationSource.generatedPath), encoding: .utf8)
        XCTAssertEqual(actual, expected, "Rules/*.md changed: run `swift run generate-rule-docs`")
    }

    func testExplainPrintsTheSpec() throws {
        for id in RuleRegistry.ids {
            let console = Console.capture()
            XCTAssertEqual(CommandLineTool.run(["explain", id], console: console), 0)
            let spec = try String(
                contentsOf: SpecExamples.rulesDirectory.appendingPathComponent(id + ".md"), encoding: .utf8)
            XCTAssertEqual(console.out.capturedText, spec)
        }
    }
}
