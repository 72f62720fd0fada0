/// For people: totals, then a table per rule and per file (most findings first), with error
/// and fixable counts, and the time taken.
///
///     behavior-lint 0.1.0: 4 findings (1 error, 3 warnings) in 2 of 3 files, 0.25s
///     2 fixable with `behavior-lint fix`
///
///     Rule                  Findings  Errors  Fixable
///     nav-bar-visibility           2       0        2
///     …
///
///     File                  Findings  Errors  Fixable
///     App/A.swift                  3       1        2
///     …
public enum SummaryReporter: Reporter {
    public static let id = "summary"
    public static let summary = "People: counts per rule and per file, fixable counts, time taken"

    public static func render(_ report: LintReport) -> String {
        let findings = report.findings
        let fileCount = report.allPaths.count
        let time = ReportText.seconds(report.elapsedSeconds)
        let head = "behavior-lint \(report.toolVersion): "
        guard !findings.isEmpty else {
            return head + "no findings in \(ReportText.counted(fileCount, "file")), \(time)\n"
        }
        let affected = Set(findings.map { $0.path }).count
        var output =
            head
            + "\(ReportText.findingsPhrase(findings)) in \(affected) of \(ReportText.counted(fileCount, "file")), \(time)\n"
        let fixable = findings.filter { $0.fixable }.count
        output +=
            fixable == 0 ? "none fixable with `behavior-lint fix`\n" : "\(fixable) fixable with `behavior-lint fix`\n"
        output += "\n" + table(title: "Rule", findings, key: { $0.ruleID })
        output += "\n" + table(title: "File", findings, key: { $0.path })
        return output
    }

    /// Rows sorted by findings (most first), then name.
    static func table(title: String, _ findings: [Finding], key: (Finding) -> String) -> String {
        let groups = Dictionary(grouping: findings, by: key)
            .map {
                (
                    name: $0.key, count: $0.value.count,
                    errors: $0.value.filter { $0.severity == .error }.count,
                    fixable: $0.value.filter { $0.fixable }.count
                )
            }
            .sorted { ($1.count, $0.name) < ($0.count, $1.name) }
        let headers = ["Findings", "Errors", "Fixable"]
        let nameWidth = max(title.count, groups.map { $0.name.count }.max() ?? 0)
        func row(_ name: String, _ cells: [String]) -> String {
            var line = name + String(repeating: " ", count: nameWidth - name.count)
            for (cell, header) in zip(cells, headers) {
                line += "  " + String(repeating: " ", count: max(0, header.count - cell.count)) + cell
            }
            return line + "\n"
        }
        var output = row(title, headers)
        for group in groups {
            output += row(group.name, [String(group.count), String(group.errors), String(group.fixable)])
        }
        return output
    }
}
