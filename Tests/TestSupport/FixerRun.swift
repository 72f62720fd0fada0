import BehaviorLintKit
import SwiftLexer
import XCTest

/// Runs one fixer over in-memory files as fix mode does: lint with only its rule, hand it the
/// fixable findings, apply every proposal to the original bytes.
package struct FixerRun {
    package let proposals: [FixProposal]
    /// Path → text after all proposals are applied (unchanged files included).
    package let output: [String: String]
    /// Fixable findings of the rule before fixing.
    package let fixable: [Finding]

    package init<F: Fixer>(
        _ fixer: F.Type, rule: String, files: [(path: String, text: String)], options: [String: String] = [:],
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let sources = files.map { (path: $0.path, bytes: Array($0.text.utf8)) }
        let configuration = RuleConfiguration.only(rule, values: options)
        let project = ProjectIndex(files: LintEngine.summarize(sources), configuration: configuration)
        fixable = LintEngine.check(project, configuration: configuration).flatMap { $0.statementFindings }.filter {
            $0.fixable
        }
        let context = FixContext(
            project: project, sources: Dictionary(uniqueKeysWithValues: sources.map { ($0.path, $0.bytes) }),
            findings: fixable, configuration: .defaults, outputDirectory: "Behaviors")
        proposals = fixer.init().proposals(context)
        var edits: [String: [TextEdit]] = [:]
        for proposal in proposals {
            for (path, pathEdits) in proposal.edits { edits[path, default: []] += pathEdits }
        }
        for (path, pathEdits) in edits {
            for (index, edit) in pathEdits.enumerated() where pathEdits[(index + 1)...].contains(where: edit.overlaps) {
                XCTFail("overlapping edits in \(path): \(edit)", file: file, line: line)
            }
        }
        output = Dictionary(
            uniqueKeysWithValues: sources.map {
                ($0.path, String(decoding: TextEdit.apply(edits[$0.path] ?? [], to: $0.bytes), as: UTF8.self))
            })
    }

    /// Findings of `rule` when the fixed output is linted again.
    package func findingsAfterFix(rule: String, options: [String: String] = [:]) -> [Finding] {
        LintEngine.lint(
            output.sorted { $0.key < $1.key }.map { (path: $0.key, bytes: Array($0.value.utf8)) },
            configuration: .only(rule, values: options))
    }
}

/// Whether `text` still tokenizes into balanced `()`, `[]` and `{}`: a type-check-free sanity
/// check that a rewrite did not cut an expression apart.
public func hasBalancedBrackets(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    var stack: [UInt8] = []
    for token in Lexer.tokenize(bytes) where token.kind == .punctuation && token.length == 1 {
        switch bytes[token.start] {
        case UInt8(ascii: "("): stack.append(UInt8(ascii: ")"))
        case UInt8(ascii: "["): stack.append(UInt8(ascii: "]"))
        case UInt8(ascii: "{"): stack.append(UInt8(ascii: "}"))
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
            if stack.popLast() != bytes[token.start] { return false }
        default:
            break
        }
    }
    return stack.isEmpty
}

extension RuleConfiguration {
    /// Every rule at its defaults, but the refactoring opportunities report a chore however few
    /// screens repeat it and however short it is (`min-screens = 1`, `min-lines = 1`; three screens
    /// still for repeated-lifecycle-concern): what the tests of fix's mechanics (placement, naming,
    /// order, imports) need, one screen being enough to show them.
    package static var everyScreen: RuleConfiguration {
        var configuration = RuleConfiguration.defaults
        for rule in RuleRegistry.all where rule.descriptor.options.contains(where: { $0.name == "min-screens" }) {
            // repeated-lifecycle-concern is repetition itself: it keeps needing three screens.
            let screens = rule == RepeatedLifecycleConcernRule.self ? "3" : "1"
            configuration.settings[rule.descriptor.id] = RuleSettings(
                severity: rule.descriptor.defaultSeverity, values: ["min-screens": screens, "min-lines": "1"])
        }
        return configuration
    }
}

extension RuleConfiguration {
    /// This configuration with unbalanced-appearance-change reporting bars left hidden or styled
    /// too (`report-unrestored-chrome`): the tests whose subject such a leak is.
    package var reportingUnrestoredChrome: RuleConfiguration {
        var configuration = self
        let rule = UnbalancedAppearanceChangeRule.self
        configuration.settings[rule.descriptor.id] =
            (configuration.settings[rule.descriptor.id]
            ?? RuleSettings(severity: rule.descriptor.defaultSeverity)).with(rule.reportUnrestoredChrome.name, "true")
        return configuration
    }
}

extension LintConfiguration {
    /// This configuration with `RuleConfiguration.reportingUnrestoredChrome`.
    package var reportingUnrestoredChrome: LintConfiguration {
        var configuration = self
        configuration.rules = configuration.rules.reportingUnrestoredChrome
        return configuration
    }

    /// The defaults with `RuleConfiguration.everyScreen`.
    package static var everyScreen: LintConfiguration {
        var configuration = LintConfiguration.defaults
        configuration.rules = .everyScreen
        return configuration
    }
}
