/// Checkstyle XML, the de-facto format Jenkins (warnings-ng), Danger and reviewdog read
/// (JetBrains TeamCity's description; there is no official output schema):
///
///     <?xml version="1.0" encoding="utf-8"?>
///     <checkstyle version="4.3">
///       <file name="App/A.swift">
///         <error line="12" column="5" severity="warning" message="…" source="behavior-lint.rules.rule-id"/>
///       </file>
///     </checkstyle>
///
/// One `file` element per file with findings, files sorted, findings in report order; paths
/// relative to the working directory, columns in UTF-8 bytes. `& < > " '` are escaped, and line
/// breaks in messages kept as `&#10;`. Notes are not reported: the format has no place for them.
public enum CheckstyleReporter: Reporter {
    public static let id = "checkstyle"
    public static let summary = "Jenkins, Danger, reviewdog: Checkstyle XML"

    public static func render(_ report: LintReport) -> String {
        var output = ReportXML.declaration + "\n<checkstyle version=\"4.3\">\n"
        let byFile = Dictionary(grouping: report.findings, by: { $0.path })
        for path in byFile.keys.sorted() {
            output += "  <file name=\"\(ReportXML.escape(path))\">\n"
            for finding in byFile[path]! {
                output += "    <error line=\"\(finding.location.line)\" column=\"\(finding.location.column)\""
                output += " severity=\"\(severity(finding.severity))\" message=\"\(ReportXML.escape(finding.message))\""
                output += " source=\"behavior-lint.rules.\(ReportXML.escape(finding.ruleID))\"/>\n"
            }
            output += "  </file>\n"
        }
        return output + "</checkstyle>\n"
    }

    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .off: return "info"
        }
    }
}
