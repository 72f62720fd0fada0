import Foundation
import TestSupport
import XCTest

@testable import BehaviorLintKit

/// Every rule is specified by `Rules/<id>.md`, and each rule's test class runs its spec's examples
/// (`RuleSpecAssertions`), so `swift test --filter <Rule>Tests` runs one rule's. This checks that
/// no rule's class forgets to.
final class RuleSpecTests: XCTestCase {
    func testEveryRuleHasATestClassRunningItsSpec() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        for rule in RuleRegistry.all {
            let name = String(describing: rule) + "Tests"
            let text = try String(contentsOf: folder.appendingPathComponent(name + ".swift"), encoding: .utf8)
            XCTAssertTrue(text.contains("final class \(name): XCTestCase"), name)
            for assertion in ["assertSpecExamples", "assertSpecFixes"] {
                XCTAssertTrue(text.contains("try \(assertion)(\(rule).self)"), "\(name) does not call \(assertion)")
            }
        }
    }
}
