/// For scripts (and Danger): one JSON array of findings, in report order, nothing else. Every
/// object has every field, in this order, `null` when a field has no value:
///
///     {"ruleId", "otherRuleIds", "kind", "severity", "file", "line", "column", "endLine", "endColumn",
///      "message", "hostClass", "hook", "condition", "fixable", "keptReasons",
///      "notes": [{"file", "line", "column", "message"}],
///      "copies": [{"file", "line", "column", "hostClass", "hook", "fixable", "keptReason", "keptReasons", "defect"}],
///      "fingerprint"}
///
/// `kind` is the rule's (`defect`, `opportunity`, `performance`, `hygiene`); `copies` lists every
/// statement of a repeated concern (the finding's own first), each with why fix leaves it when it
/// does and the defect rule that reported it too when one did, empty for a defect. `keptReasons`
/// names why fix leaves the finding or the copy, one stable code per reason
/// (`cannotMove.usesHostMembers`, `baseClass`; `FixVerdict.Reason.code`), empty when fix changes it;
/// `keptReason` says the same in words.
///
/// `file` is relative to the working directory; lines are 1-based, columns 1-based UTF-8
/// bytes, and `endLine`/`endColumn` is the position just after the finding (exclusive).
/// `fingerprint` is the finding's own (not made unique within the report: that is for GitLab
/// and SARIF), the key baselines use.
public enum JSONReporter: Reporter {
    public static let id = "json"
    public static let summary = "Scripts: one JSON array of findings with every field"

    public static func render(_ report: LintReport) -> String {
        ReportJSON.array(report.findings.map(object)).rendered()
    }

    static func object(_ finding: Finding) -> ReportJSON {
        .object([
            ("ruleId", .string(finding.ruleID)),
            ("otherRuleIds", .array(finding.otherRuleIDs.map { .string($0) })),
            ("kind", .string((RuleRegistry.rule(id: finding.ruleID)?.descriptor.kind ?? .hygiene).rawValue)),
            ("severity", .string(finding.severity.rawValue)),
            ("file", .string(finding.path)),
            ("line", .int(finding.location.line)),
            ("column", .int(finding.location.column)),
            ("endLine", .int(finding.endLocation.line)),
            ("endColumn", .int(finding.endLocation.column)),
            ("message", .string(finding.message)),
            ("hostClass", .optional(finding.hostClass)),
            ("hook", .optional(finding.hook)),
            ("condition", .optional(finding.condition)),
            ("fixable", .bool(finding.fixable)),
            ("keptReasons", .array(finding.verdict.reasons.map { .string($0.code) })),
            (
                "notes",
                .array(
                    finding.notes.map { note in
                        .object([
                            ("file", .string(note.path)),
                            ("line", .int(note.location.line)),
                            ("column", .int(note.location.column)),
                            ("message", .string(note.message)),
                        ])
                    })
            ),
            (
                "copies",
                .array(
                    finding.copies.map { copy in
                        .object([
                            ("file", .string(copy.path)),
                            ("line", .int(copy.location.line)),
                            ("column", .int(copy.location.column)),
                            ("hostClass", .string(copy.hostClass)),
                            ("hook", .optional(copy.hook)),
                            ("fixable", .bool(copy.fixable)),
                            ("keptReason", .optional(copy.keptReason)),
                            ("keptReasons", .array(copy.verdict.reasons.map { .string($0.code) })),
                            ("defect", .optional(copy.defect)),
                        ])
                    })
            ),
            ("fingerprint", .string(finding.fingerprint)),
        ])
    }
}
