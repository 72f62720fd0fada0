/// GitHub Actions workflow commands, one annotation per finding:
///
///     ::warning file=App/A.swift,line=12,col=5,endLine=12,endColumn=20,title=rule-id::message
///
/// Values are escaped as actions/toolkit `command.ts` does (`%` first, then CR and LF; property
/// values also `:` and `,`), so any message or path survives. Notes follow the message on their
/// own lines (`%0A`). Columns are UTF-8 byte columns and the end is exclusive, as everywhere else.
///
/// GitHub shows only 10 error and 10 warning annotations per step, so errors come first; a last
/// plain line gives the totals and says when some annotations will not be shown.
public enum GitHubReporter: Reporter {
    public static let id = "github"
    public static let summary = "GitHub Actions annotations: ::warning file=…,line=…,col=…,title=…::message"

    /// Annotations of one kind GitHub shows per step.
    static let annotationLimit = 10

    public static func render(_ report: LintReport) -> String {
        let ordered =
            report.findings.filter { $0.severity == .error } + report.findings.filter { $0.severity != .error }
        var output = ""
        for finding in ordered {
            output += annotation(finding)
        }
        let fileCount = ReportText.counted(report.allPaths.count, "file")
        if report.findings.isEmpty {
            output += "behavior-lint: no findings in \(fileCount)\n"
            return output
        }
        output += "behavior-lint: \(ReportText.findingsPhrase(report.findings)) in \(fileCount)"
        let overLimit = Dictionary(grouping: report.findings, by: { command(for: $0.severity) })
            .contains { $0.value.count > annotationLimit }
        if overLimit {
            output +=
                "; GitHub shows at most \(annotationLimit) annotations of each kind per step,"
                + " see the full list with --reporter summary or sarif"
        }
        return output + "\n"
    }

    static func annotation(_ finding: Finding) -> String {
        var properties: [(String, String)] = [
            ("file", finding.path),
            ("line", String(finding.location.line)),
            ("col", String(finding.location.column)),
        ]
        if finding.hasEnd {
            properties.append(("endLine", String(finding.endLocation.line)))
            properties.append(("endColumn", String(finding.endLocation.column)))
        }
        properties.append(("title", finding.ruleID))
        var message = finding.message
        for note in finding.notes {
            message += "\n\(note.path):\(note.location.line):\(note.location.column): note: \(note.message)"
        }
        let list = properties.filter { !$0.1.isEmpty }.map { "\($0.0)=\(escapeProperty($0.1))" }.joined(separator: ",")
        return "::\(command(for: finding.severity)) \(list)::\(escapeData(message))\n"
    }

    static func command(for severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .off: return "notice"
        }
    }

    /// Message escaping (`escapeData` in actions/toolkit): `%` first, then CR and LF.
    public static func escapeData(_ text: String) -> String {
        escape(text, property: false)
    }

    /// Property value escaping (`escapeProperty`): the message escapes plus `:` and `,`.
    public static func escapeProperty(_ text: String) -> String {
        escape(text, property: true)
    }

    /// One pass over scalars: equivalent to the toolkit's replacement chain (whose `%` comes
    /// first so that it never re-escapes), and it sees the `\r` and `\n` of a `\r\n` separately.
    private static func escape(_ text: String, property: Bool) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            case ":" where property: out += "%3A"
            case "," where property: out += "%2C"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
