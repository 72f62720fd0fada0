import Foundation

/// JUnit XML for CI test reports, valid against the Ant schema
/// (`Tests/Fixtures/Schemas/JUnit.xsd`, windyroad/JUnit-Schema), which every JUnit consumer reads.
///
/// The layout, and why:
/// - One `testsuite` per rule that ran (catalogue order, then any other rule id a finding names,
///   sorted), `name` = rule id, `package` = `behavior-lint`, `id` counting from 0. So CI shows
///   one group per rule.
/// - In each suite, every file is a test of that rule (`classname` = relative path):
///   - a file with no finding of the rule is one passing test, `name` = rule id;
///   - a file with findings is one failing test *per finding*, `name` = `rule-id at line:col`,
///     each with one `<failure type="severity" message="message">` whose text is the finding in
///     the Xcode format (relative path) plus its notes. The schema allows one failure per test
///     case, and one test per finding lets CI count findings, not files.
///   So `tests` = clean files + findings, `failures` = findings, `errors` = `skipped` = 0.
/// - The schema requires `timestamp` (UTC, no zone, as the schema's pattern wants), `hostname`,
///   `time`, and a `properties`, `system-out` and `system-err` element in every suite (they are
///   written empty). All rules run in one pass and are not timed apart, so each suite's `time` is
///   an equal share of the run's time (the shares add up to it; the `run-seconds` property holds
///   the whole) and test cases take `0`.
/// - `testsuites` takes no attributes in the schema, so totals are only on the suites.
/// - Project-scope rules are laid out the same way: a file without their findings passes.
/// With many files this is rules × files test cases; each is one short line.
public enum JUnitReporter: Reporter {
    public static let id = "junit"
    public static let summary = "CI test reports: JUnit XML, a test suite per rule, a test case per file and finding"

    public static func render(_ report: LintReport) -> String {
        let paths = report.allPaths
        let ruleIDs = suiteRuleIDs(report)
        let byRule = Dictionary(grouping: report.findings, by: { $0.ruleID })
        let share = ruleIDs.isEmpty ? 0 : report.elapsedSeconds / Double(ruleIDs.count)
        let timestamp = formatTimestamp(report.timestamp)
        let hostname = ReportXML.escape(report.hostname.isEmpty ? "localhost" : report.hostname)
        var output = ReportXML.declaration + "\n<testsuites>\n"
        for (index, ruleID) in ruleIDs.enumerated() {
            let findings = byRule[ruleID] ?? []
            let byFile = Dictionary(grouping: findings, by: { $0.path })
            let clean = paths.filter { byFile[$0] == nil }.count
            let rule = ReportXML.escape(ruleID)
            output += "  <testsuite package=\"behavior-lint\" id=\"\(index)\" name=\"\(rule)\""
            output += " timestamp=\"\(timestamp)\" hostname=\"\(hostname)\" tests=\"\(clean + findings.count)\""
            output += " failures=\"\(findings.count)\" errors=\"0\" skipped=\"0\" time=\"\(decimal(share))\">\n"
            output += "    <properties>\n"
            output +=
                "      <property name=\"behavior-lint-version\" value=\"\(ReportXML.escape(report.toolVersion))\"/>\n"
            output += "      <property name=\"run-seconds\" value=\"\(decimal(report.elapsedSeconds))\"/>\n"
            output += "    </properties>\n"
            for path in paths {
                let classname = ReportXML.escape(path)
                guard let failing = byFile[path] else {
                    output += "    <testcase classname=\"\(classname)\" name=\"\(rule)\" time=\"0\"/>\n"
                    continue
                }
                for finding in failing {
                    output += "    <testcase classname=\"\(classname)\""
                    output += " name=\"\(rule) at \(finding.location.line):\(finding.location.column)\" time=\"0\">\n"
                    output +=
                        "      <failure type=\"\(finding.severity.rawValue)\" message=\"\(ReportXML.escape(finding.message))\">"
                    output += ReportXML.escape(failureText(finding), attribute: false)
                    output += "</failure>\n"
                    output += "    </testcase>\n"
                }
            }
            output += "    <system-out/>\n"
            output += "    <system-err/>\n"
            output += "  </testsuite>\n"
        }
        return output + "</testsuites>\n"
    }

    static func suiteRuleIDs(_ report: LintReport) -> [String] {
        var ids: [String] = []
        var known: Set<String> = []
        for rule in report.rules where known.insert(rule.id).inserted {
            ids.append(rule.id)
        }
        return ids + Set(report.findings.map { $0.ruleID }).subtracting(known).sorted()
    }

    static func failureText(_ finding: Finding) -> String {
        var text =
            "\(finding.path):\(finding.location.line):\(finding.location.column): "
            + "\(finding.severity.rawValue): \(finding.message) (\(finding.ruleID))"
        for note in finding.notes {
            text += "\n\(note.path):\(note.location.line):\(note.location.column): note: \(note.message)"
        }
        return text
    }

    /// `2023-11-14T22:13:20`: UTC, whole seconds, no zone designator (the schema's pattern).
    static func formatTimestamp(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        func two(_ value: Int?) -> String {
            let value = value ?? 0
            return value < 10 ? "0\(value)" : "\(value)"
        }
        let year = String(parts.year ?? 1970)
        return String(repeating: "0", count: max(0, 4 - year.count)) + year
            + "-\(two(parts.month))-\(two(parts.day))T\(two(parts.hour)):\(two(parts.minute)):\(two(parts.second))"
    }

    /// Seconds with three decimals, whatever the locale (`xs:decimal`: no exponent).
    static func decimal(_ seconds: Double) -> String {
        let thousandths = Int((max(0, seconds) * 1000).rounded())
        let fraction = String(thousandths % 1000)
        return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
