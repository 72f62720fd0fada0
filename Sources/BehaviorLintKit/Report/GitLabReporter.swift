/// GitLab Code Quality (`artifacts:reports:codequality`): a JSON array with exactly the fields
/// GitLab reads, in this order:
///
///     [{"description": message, "check_name": rule id, "fingerprint": …, "severity": …,
///       "location": {"path": relative path, "lines": {"begin": line, "end": last line}}}]
///
/// - Severity: `error` → `major`, `warning` → `minor` (`off` → `info`). GitLab's scale is
///   info < minor < major < critical < blocker; a lint finding never blocks on its own, and an
///   error (one that fails the run) is one step above a warning.
/// - Fingerprint: the finding's, made unique within the report (`LintReport.uniqueFingerprints`),
///   because GitLab collapses entries that share one. It has no line number in it, so a finding
///   is the same finding after edits elsewhere in the file.
/// - UTF-8 without a byte order mark (GitLab's parser rejects one). Notes are not reported:
///   GitLab has no field for them.
public enum GitLabReporter: Reporter {
    public static let id = "gitlab"
    public static let summary =
        "GitLab Code Quality: JSON array with description, check_name, fingerprint, severity, location"

    public static func render(_ report: LintReport) -> String {
        let fingerprints = report.uniqueFingerprints
        return ReportJSON.array(
            report.findings.enumerated().map { offset, finding in
                .object([
                    ("description", .string(finding.message)),
                    ("check_name", .string(finding.ruleID)),
                    ("fingerprint", .string(fingerprints[offset])),
                    ("severity", .string(severity(finding.severity))),
                    (
                        "location",
                        .object([
                            ("path", .string(finding.path)),
                            (
                                "lines",
                                .object([("begin", .int(finding.location.line)), ("end", .int(finding.lastLine))])
                            ),
                        ])
                    ),
                ])
            }
        ).rendered()
    }

    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: return "major"
        case .warning: return "minor"
        case .off: return "info"
        }
    }
}
