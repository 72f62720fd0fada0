@testable import BehaviorLintKit
import Foundation
import XCTest

/// `behavior-lint explain` prints specs embedded in the binary; this keeps the embedded copy
/// identical to `Rules/*.md`. Regenerate with `UPDATE_RULE_DOCS=1 swift test --filter RuleDocumentationTests`.
final class RuleDocumentationTests: XCTestCase {
    static let generatedFile = RuleSpecTests.rulesDirectory.deletingLastPathComponent()
        .appendingPathComponent("Sources/BehaviorLintKit/Docs/RuleDocumentation.swift")

    static func expectedSource() throws -> String {
        let directory = RuleSpecTests.rulesDirectory.path
        let ids = try FileManager.default.contentsOfDirectory(atPath: directory)
            .filter { $0.hasSuffix(".md") && $0 != "README.md" }.map { String($0.dropLast(3)) }.sorted()
        var source = """
        // Generated from Rules/*.md by `UPDATE_RULE_DOCS=1 swift test --filter RuleDocumentationTests`.
        // Do not edit: edit the spec and regenerate.

        /// The `Rules/<id>.md` specs, embedded so that `behavior-lint explain` works wherever the binary is.
        enum RuleDocumentation {
            static let markdown: [String: String] = [

        """
        for id in ids {
            let text = try String(contentsOfFile: directory + "/" + id + ".md", encoding: .utf8)
            source += "        \"\(id)\": #####\"\"\"\n\(text)\n\"\"\"#####,\n"
        }
        source += "    ]\n}\n"
        return source
    }

    func testEmbeddedDocumentationMatchesTheSpecs() throws {
        let expected = try Self.expectedSource()
        let actual = (try? String(contentsOf: Self.generatedFile, encoding: .utf8)) ?? ""
        if actual != expected && ProcessInfo.processInfo.environment["UPDATE_RULE_DOCS"] == "1" {
            try expected.write(to: Self.generatedFile, atomically: true, encoding: .utf8)
            return
        }
        XCTAssertEqual(actual, expected, "Rules/*.md changed: run `UPDATE_RULE_DOCS=1 swift test --filter RuleDocumentationTests`")
    }

    func testExplainPrintsTheSpec() throws {
        for id in RuleRegistry.ids {
            let console = Console.capture()
            XCTAssertEqual(CommandLineTool.run(["explain", id], console: console), 0)
            let spec = try String(contentsOf: RuleSpecTests.rulesDirectory.appendingPathComponent(id + ".md"), encoding: .utf8)
            XCTAssertEqual(console.out.capturedText, spec)
        }
    }
}
