import XCTest

@testable import BehaviorLintKit

/// `.lintrc.example` at the repository root documents every key: it must load cleanly and set
/// every key the code reads, so a new rule option or setting cannot ship undocumented.
final class ConfigExampleTests: XCTestCase {
    private var exampleURL: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent(".lintrc.example")
    }

    private func exampleBytes() throws -> [UInt8] {
        [UInt8](try Data(contentsOf: exampleURL))
    }

    func testTheExampleLoadsCleanly() throws {
        switch LintConfiguration.parse(try exampleBytes(), file: ".lintrc.example") {
        case .success: break
        case .failure(let error): XCTFail("\(error)")
        }
    }

    func testTheExampleLoadsThroughTheLoaderAsAnExplicitConfiguration() {
        let result = ConfigurationLoader.load(explicit: exampleURL.path, forPaths: [])
        if case .failure(let error) = result { XCTFail("\(error)") }
    }

    func testTheExampleSetsEveryKeyTheCodeReads() throws {
        guard case .success(let lines) = LintrcSyntax.lines(try exampleBytes(), file: ".lintrc.example") else {
            return XCTFail("not UTF-8")
        }
        var present: Set<String> = []
        var section = ""
        for line in lines {
            switch line.content {
            case .section(let name, _): section = name + "."
            case .entry(let key, _, _, _): present.insert(section + key)
            default: break
            }
        }
        var missing: [String] = []
        for key in ConfigurationSchema.topLevel where !present.contains(key.name) { missing.append(key.name) }
        for rule in ConfigurationSchema.rules {
            for key in [ConfigurationSchema.severityKey] + rule.options.map(\.name)
            where !present.contains("\(rule.id).\(key)") {
                missing.append("[\(rule.id)] \(key)")
            }
        }
        for key in ConfigurationSchema.behaviors
        where !present.contains("\(ConfigurationSchema.behaviorsSection).\(key.name)") {
            missing.append("[\(ConfigurationSchema.behaviorsSection)] \(key.name)")
        }
        XCTAssertEqual(missing, [], "keys the code reads that .lintrc.example does not set")
    }

    func testEveryKeyOfTheExampleHasACommentAbove() throws {
        let text = String(decoding: try exampleBytes(), as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() where !line.hasPrefix("#") && line.contains("=") {
            XCTAssertTrue(index > 0 && lines[index - 1].hasPrefix("#"), "no comment above '\(line)'")
        }
    }
}
