import Foundation
import TestSupport
import XCTest

@testable import BehaviorLintKit

/// Every Fix example of every spec type-checks with the real compiler against the UIKit stand-in,
/// before and after `fix`: the fix must not turn working code into code that does not build.
final class RuleFixCompilesTests: XCTestCase {
    static let exampleSupport = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("UIKitStandIn/SpecExampleSupport.swift")

    /// Spec examples leave out `import UIKit` for brevity; the compiler needs it in every file.
    static func importingUIKit(_ files: [(name: String, source: String)]) -> [(name: String, source: String)] {
        files.map { file in
            (file.name, file.source.contains("import UIKit") ? file.source : "import UIKit\n" + file.source)
        }
    }

    func testEveryFixExampleTypeChecksBeforeAndAfterTheFix() throws {
        let support = try String(contentsOf: Self.exampleSupport, encoding: .utf8)
        var jobs: [(place: String, files: [(name: String, source: String)])] = []
        for rule in RuleRegistry.all.map({ $0.descriptor }) where rule.fixable {
            for example in try SpecExamples.spec(for: rule.id).fixes {
                let place = "\(rule.id).md:\(example.before.specLine)"
                let before = SpecExamples.project(example).map {
                    (name: $0.path, source: String(decoding: $0.bytes, as: UTF8.self))
                }
                let after = SpecExamples.fixed(rule.id, example).files.sorted { $0.key < $1.key }.map {
                    (name: $0.key, source: $0.value)
                }
                jobs.append(
                    (place + " before fix", Self.importingUIKit(before) + [("SpecExampleSupport.swift", support)]))
                jobs.append(
                    (place + " after fix", Self.importingUIKit(after) + [("SpecExampleSupport.swift", support)]))
            }
        }
        let work = jobs
        // One swiftc per example and side; they are independent, so run them side by side.
        let results = Parallel.map(work.count) { index in
            Result { try SwiftTypeCheck.typeCheck(work[index].files) }
        }
        for (job, outcome) in zip(jobs, results) {
            let result = try outcome.get()
            XCTAssertTrue(result.succeeded, "\(job.place) does not type-check:\n\(result.output)")
        }
    }
}
