import Foundation

/// `behavior-lint rules [--json]`: the rule catalogue.
enum RulesCommand: Command {
    static let name = "rules"
    static let summary = "List the rules: id, kind, default severity, scope, fixable, summary."
    static let help = """
        USAGE: behavior-lint rules [--json]

        Lists every rule with its kind (defect: a bug, reported where it is; opportunity: a chore
        repeated across screens, reported once per concern; performance: code the compiler is slow
        on), default severity, scope (file: sees one file; project: sees all linted files), whether
        'behavior-lint fix' can fix its findings, and a one-line summary. Defects come first.

        OPTIONS:
          --json       One JSON array with every field, for scripts.
          --help, -h   Show this help.

        """

    static func run(_ arguments: [String], console: Console) -> Int32 {
        let parsed: ParsedArguments
        switch ArgumentParser(flags: ["--json", "--help", "-h"], options: []).parse(arguments) {
        case .success(let value): parsed = value
        case .failure(let error): return usageError(error.description, console: console)
        }
        if parsed.has("--help") || parsed.has("-h") {
            console.out.write(help)
            return ExitCode.success
        }
        guard parsed.positionals.isEmpty else {
            return usageError("unexpected argument '\(parsed.positionals[0])'", console: console)
        }
        let descriptors = RuleRegistry.all.map { $0.descriptor }
        if parsed.has("--json") {
            let objects: [[String: Any]] = descriptors.map { descriptor in
                [
                    "id": descriptor.id, "kind": descriptor.kind.rawValue,
                    "severity": descriptor.defaultSeverity.rawValue,
                    "scope": descriptor.scope.rawValue,
                    "fixable": descriptor.fixable, "summary": descriptor.summary,
                    "options": descriptor.options.map {
                        ["name": $0.name, "default": $0.defaultValue, "summary": $0.summary]
                    },
                ]
            }
            let data =
                (try? JSONSerialization.data(withJSONObject: objects, options: [.prettyPrinted, .sortedKeys])) ?? Data()
            console.out.write(String(decoding: data, as: UTF8.self) + "\n")
            return ExitCode.success
        }
        let width = descriptors.map { $0.id.count }.max() ?? 0
        console.out.write(
            "id".padding(toLength: width, withPad: " ", startingAt: 0)
                + "  kind         severity  scope    fixable  summary\n")
        for descriptor in descriptors {
            console.out.write(
                descriptor.id.padding(toLength: width, withPad: " ", startingAt: 0) + "  "
                    + descriptor.kind.rawValue.padding(toLength: 11, withPad: " ", startingAt: 0) + "  "
                    + descriptor.defaultSeverity.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0) + "  "
                    + descriptor.scope.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0) + "  "
                    + (descriptor.fixable ? "yes" : "no ").padding(toLength: 7, withPad: " ", startingAt: 0) + "  "
                    + descriptor.summary + "\n")
        }
        return ExitCode.success
    }
}
