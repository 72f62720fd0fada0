import BehaviorLintKit
import Foundation

/// How the examples of `Rules/<id>.md` are run: linted with only their rule enabled, and for a
/// `## Fix` pair, fixed in a project that has the behavior protocol unless the example says not.
/// Each rule's test class checks its spec with these; the integration tests compile the fixes.
public enum SpecExamples {
    public static let rulesDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Rules")

    public static func spec(for id: String) throws -> RuleSpec {
        try RuleSpec(path: rulesDirectory.appendingPathComponent(id + ".md").path)
    }

    /// Lints an example with only rule `id` enabled (and the rules its `also = a, b` setting
    /// names, whose findings it reads but which are not the example's) and returns where `id`
    /// reported.
    public static func findings(of id: String, in example: RuleSpec.Example) -> [Finding] {
        let sources = example.files.map { (path: $0.name, bytes: Array($0.source.utf8)) }
        return LintEngine.lint(sources, configuration: rules(id, example)).filter {
            $0.ruleID == id || $0.otherRuleIDs.contains(id)
        }
    }

    /// The rules an example is linted with: `id` with the example's options, and the rules its
    /// `also` option names at their defaults.
    public static func rules(_ id: String, _ example: RuleSpec.Example) -> RuleConfiguration {
        var values = example.configuration
        let also = values.removeValue(forKey: "also")?.split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        var configuration = RuleConfiguration.only(id, values: values)
        for other in also ?? [] {
            guard let rule = RuleRegistry.rule(id: other) else { continue }
            configuration.settings[other] = RuleSettings(severity: rule.descriptor.defaultSeverity)
        }
        return configuration
    }

    /// The protocol file every Fix example's project has unless it says
    /// `<!-- project: no behavior protocol -->`: exactly what fix writes as the support file.
    public static let supportFileName = "LifecycleBehaviors.swift"
    public static var supportFile: String {
        SupportFileWriter(
            behaviorProtocol: .generated(name: "ViewControllerLifecycleBehavior", style: .moment),
            attachMethod: "addBehaviors", indent: "    ", lineEnding: "\n"
        ).render(header: nil)
    }

    /// The files of a Fix example's project before the fix, support file included when it has one.
    public static func project(_ example: RuleSpec.FixExample) -> [(path: String, bytes: [UInt8])] {
        let files = example.before.files.map { (path: $0.name, bytes: Array($0.source.utf8)) }
        return example.projectHasBehaviorProtocol ? files + [(supportFileName, Array(supportFile.utf8))] : files
    }

    public static func configuration(_ id: String, _ example: RuleSpec.FixExample) -> LintConfiguration {
        var configuration = LintConfiguration.defaults
        configuration.rules = .only(id, values: example.before.configuration)
        return configuration
    }

    /// Every file of the project after `fix`: path → text.
    public static func fixed(_ id: String, _ example: RuleSpec.FixExample) -> (
        files: [String: String], outcome: FixOutcome
    ) {
        let sources = project(example)
        let outcome = FixEngine.fix(sources, configuration: configuration(id, example), outputDirectory: "Behaviors")
        var files: [String: String] = [:]
        for source in sources {
            files[source.path] = String(decoding: outcome.changed[source.path] ?? source.bytes, as: UTF8.self)
        }
        for file in outcome.created { files[file.path] = file.contents }
        return (files, outcome)
    }
}
