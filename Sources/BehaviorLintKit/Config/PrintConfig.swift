/// Writes a configuration as `.lintrc` text: every key with its value and a comment saying what
/// it does. `--print-config` shows the effective configuration this way, and `init` writes the
/// defaults this way, so the file `init` writes and the keys the parser reads come from the same
/// schema. The text parses back to the same configuration.
public enum PrintConfig {
    /// Comments are wrapped to this width, the width of the rest of the project's text.
    static let width = 100

    /// The effective configuration of a run, with a header saying where it came from.
    public static func render(_ loaded: LoadedConfiguration) -> String {
        let origin =
            loaded.file.map { "Read from \($0)." }
            ?? "No \(ConfigurationSchema.fileName) found: these are the built-in defaults."
        return render(loaded.configuration, header: ["The effective behavior-lint configuration. " + origin])
    }

    /// `configuration` as `.lintrc` text; `header` lines become the opening comment.
    public static func render(_ configuration: LintConfiguration, header: [String]) -> String {
        var out: [String] = []
        for line in header { out += comment(line) }
        if !header.isEmpty { out.append("") }

        for key in ConfigurationSchema.topLevel {
            out += comment(key.summary)
            out.append(contentsOf: topLevelLine(key, configuration))
        }

        for descriptor in ConfigurationSchema.rules {
            let settings =
                configuration.rules.settings[descriptor.id] ?? RuleSettings(severity: descriptor.defaultSeverity)
            out.append("")
            out += comment("\(descriptor.id): \(descriptor.summary)")
            out.append("[\(descriptor.id)]")
            out += comment("off, warning or error (default \(descriptor.defaultSeverity.rawValue)).")
            out.append(assignment(ConfigurationSchema.severityKey, settings.severity.rawValue))
            for option in descriptor.options {
                out += comment(sentence(option.summary) + " " + kindNote(option))
                out.append(assignment(option.name, settings.value(option.name) ?? option.defaultValue))
            }
        }

        out.append("")
        out += comment(
            "How 'behavior-lint fix' writes the behaviors it extracts. Unset keys follow the behavior "
                + "protocol the project already has, if any.")
        out.append("[\(ConfigurationSchema.behaviorsSection)]")
        for key in ConfigurationSchema.behaviors {
            out += comment(key.summary)
            out.append(assignment(key.name, configuration.behaviors.value(of: key.name) ?? key.defaultValue ?? ""))
        }
        return out.joined(separator: "\n") + "\n"
    }

    private static func topLevelLine(_ key: ConfigurationKey, _ configuration: LintConfiguration) -> [String] {
        switch key.name {
        case "include": return [assignment(key.name, configuration.include.map(\.text).joined(separator: ", "))]
        case "exclude": return [assignment(key.name, configuration.exclude.map(\.text).joined(separator: ", "))]
        case "strict": return [assignment(key.name, configuration.strict ? "true" : "false")]
        case "reporter":
            // Unset is not the same as `xcode`: unset lets GitHub Actions runs pick `github`.
            if configuration.reporters.isEmpty { return ["# " + assignment(key.name, "xcode")] }
            return [assignment(key.name, configuration.reporters.joined(separator: ", "))]
        case "baseline":
            guard let baseline = configuration.baseline else {
                return ["# " + assignment(key.name, ".behavior-lint-baseline.json")]
            }
            return [assignment(key.name, baseline)]
        default:
            return [assignment(key.name, key.defaultValue ?? "")]
        }
    }

    private static func kindNote(_ option: RuleOption) -> String {
        switch option.kind {
        case .integer: return "A whole number; default \(option.defaultValue)."
        case .boolean: return "true or false; default \(option.defaultValue)."
        case .list: return "Comma-separated."
        }
    }

    private static func sentence(_ text: String) -> String {
        text.hasSuffix(".") ? text : text + "."
    }

    /// `key = value`, without a trailing space for an empty value.
    private static func assignment(_ key: String, _ value: String) -> String {
        value.isEmpty ? "\(key) =" : "\(key) = \(value)"
    }

    /// `text` as `#` comment lines of at most `width` columns (a longer word gets a line of its own).
    static func comment(_ text: String) -> [String] {
        var lines: [String] = []
        var line = "#"
        for word in text.split(separator: " ") {
            if line.count > 1 && line.count + 1 + word.count > width {
                lines.append(line)
                line = "#"
            }
            line += " " + word
        }
        lines.append(line)
        return lines
    }
}
