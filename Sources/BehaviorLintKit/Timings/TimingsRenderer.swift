import Foundation

/// Prints ranked timing entries: a text table for people (one line per entry, then an indented
/// `↳ rule-id: message` line per joined finding) or a JSON array for scripts.
public enum TimingsRenderer {
    /// The formats `--reporter` takes.
    public static let ids = ["text", "json"]

    public static func render(_ entries: [TimingEntry], format: String) -> String {
        format == "json" ? json(entries) : text(entries)
    }

    /// `  44.54ms  Fixture.swift:1:6  global function rows(a:b:)` lines, times right-aligned.
    public static func text(_ entries: [TimingEntry]) -> String {
        guard !entries.isEmpty else { return "No timed functions or expressions.\n" }
        let times = entries.map { formatTime($0.milliseconds) + "ms" }
        let locations = entries.map { "\($0.file):\($0.line):\($0.column)" }
        let timeWidth = times.map(\.count).max() ?? 0
        let locationWidth = locations.map(\.count).max() ?? 0
        var out = ""
        for (index, entry) in entries.enumerated() {
            let time = String(repeating: " ", count: timeWidth - times[index].count) + times[index]
            let location = locations[index].padding(toLength: locationWidth, withPad: " ", startingAt: 0)
            out += time + "  " + location + "  " + entry.title + "\n"
            for finding in entry.findings {
                out += String(repeating: " ", count: timeWidth + 2) + "↳ \(finding.ruleID): \(finding.message)\n"
            }
        }
        return out
    }

    /// An array of `{"time_ms", "file", "line", "column", "kind", "name", "findings": [{"rule_id",
    /// "severity", "line", "column", "message"}]}`; `kind` is the compiler's description
    /// (`global function`, `expression`, …).
    public static func json(_ entries: [TimingEntry]) -> String {
        var out = "[" + (entries.isEmpty ? "" : "\n")
        out += entries.map { entry in
            let findings = entry.findings.map { finding in
                "      {\"rule_id\": \(quoted(finding.ruleID)), \"severity\": \(quoted(finding.severity.rawValue)), "
                    + "\"line\": \(finding.location.line), \"column\": \(finding.location.column), \"message\": \(quoted(finding.message))}"
            }
            return "  {\n"
                + "    \"time_ms\": \(formatTime(entry.milliseconds)),\n"
                + "    \"file\": \(quoted(entry.file)),\n"
                + "    \"line\": \(entry.line),\n"
                + "    \"column\": \(entry.column),\n"
                + "    \"kind\": \(quoted(entry.descriptor)),\n"
                + "    \"name\": \(quoted(entry.name)),\n"
                + "    \"findings\": "
                + (findings.isEmpty ? "[]" : "[\n" + findings.joined(separator: ",\n") + "\n    ]") + "\n"
                + "  }"
        }.joined(separator: ",\n")
        return out + (entries.isEmpty ? "" : "\n") + "]\n"
    }

    /// Two decimals, as the compiler prints them (`12.58`), and a valid JSON number.
    static func formatTime(_ milliseconds: Double) -> String {
        String(format: "%.2f", milliseconds)
    }

    private static func quoted(_ text: String) -> String {
        var bytes: [UInt8] = []
        JSONText.appendString(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}
