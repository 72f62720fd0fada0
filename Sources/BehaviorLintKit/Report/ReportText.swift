import Foundation

/// Small text helpers shared by the people-facing reporters.
enum ReportText {
    /// `1 finding`, `2 findings`.
    static func counted(_ count: Int, _ word: String) -> String {
        "\(count) \(word)\(count == 1 ? "" : "s")"
    }

    /// `3 findings (1 error, 2 warnings)`.
    static func findingsPhrase(_ findings: [Finding]) -> String {
        let errors = findings.filter { $0.severity == .error }.count
        return "\(counted(findings.count, "finding")) (\(counted(errors, "error")), "
            + "\(counted(findings.count - errors, "warning")))"
    }

    /// Seconds with two decimals, whatever the locale: `0.25s`.
    static func seconds(_ value: Double) -> String {
        let hundredths = Int((max(0, value) * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)s"
    }
}
