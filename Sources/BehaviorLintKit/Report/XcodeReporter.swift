/// `path:line:col: warning: message (rule-id)` lines, the format Xcode, editors and most CI
/// problem matchers parse; notes follow their finding as `note:` lines. Paths are absolute so
/// that Xcode can open them. A report lists what matters most first
/// (`LintReport.findingsByImportance`): it is what `behavior-lint` prints on a terminal.
public enum XcodeReporter: Reporter {
    public static let id = "xcode"
    public static let summary = "Xcode, terminals, editors: path:line:col: warning: message (rule-id)"

    public static func render(_ report: LintReport) -> String {
        render(report.findingsByImportance)
    }

    public static func render(_ findings: [Finding]) -> String {
        var output = ""
        var absolutePaths: [String: String] = [:]
        func absolute(_ path: String) -> String {
            if let known = absolutePaths[path] { return known }
            let result = FileDiscovery.absolutePath(path)
            absolutePaths[path] = result
            return result
        }
        for finding in findings {
            let path = absolute(finding.path)
            output += "\(path):\(finding.location.line):\(finding.location.column): \(finding.severity.rawValue): "
            output += "\(finding.message) (\(finding.ruleIDList))\n"
            for note in finding.notes {
                output +=
                    "\(absolute(note.path)):\(note.location.line):\(note.location.column): note: \(note.message)\n"
            }
        }
        return output
    }
}
