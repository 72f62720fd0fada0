/// Applies in-source suppressions to one file's findings and reports the suppressions that
/// suppressed nothing (`unused-suppression`).
///
/// `disable` lasts until a matching `enable` (or the end of the file), `disable-next-line` covers
/// the next line, `disable-line` its own line; `all` matches every rule. A suppression naming a
/// rule that did not run this time is never called unused: it may matter in another configuration.
public struct SuppressionFilter {
    public let knownRuleIDs: Set<String>
    public let enabledRuleIDs: Set<String>
    /// Severity of `unused-suppression`, or `.off`.
    public let unusedSeverity: Severity

    public init(knownRuleIDs: Set<String>, enabledRuleIDs: Set<String>, unusedSeverity: Severity) {
        self.knownRuleIDs = knownRuleIDs
        self.enabledRuleIDs = enabledRuleIDs
        self.unusedSeverity = unusedSeverity
    }

    private struct Region {
        var rules: [String]
        var firstLine: Int
        var lastLine: Int
        var comment: Int
    }

    /// The findings that survive, plus `unused-suppression` findings.
    public func apply(to findings: [Finding], suppressions: [SuppressionComment], path: String, lineCount: Int)
        -> [Finding]
    {
        guard !suppressions.isEmpty else { return findings }
        var regions: [Region] = []
        var open: [(rules: [String], line: Int, comment: Int)] = []
        for (index, suppression) in suppressions.enumerated() {
            let line = suppression.location.line
            switch suppression.kind {
            case .disable:
                open.append((suppression.rules, line, index))
            case .enable:
                for (position, entry) in open.enumerated().reversed()
                where !Set(entry.rules).isDisjoint(with: suppression.rules)
                    || suppression.rules == ["all"]
                {
                    regions.append(
                        Region(rules: entry.rules, firstLine: entry.line, lastLine: line, comment: entry.comment))
                    open.remove(at: position)
                }
            case .disableNextLine:
                regions.append(
                    Region(rules: suppression.rules, firstLine: line + 1, lastLine: line + 1, comment: index))
            case .disableLine:
                regions.append(Region(rules: suppression.rules, firstLine: line, lastLine: line, comment: index))
            }
        }
        for entry in open {
            regions.append(
                Region(
                    rules: entry.rules, firstLine: entry.line, lastLine: max(lineCount, entry.line),
                    comment: entry.comment))
        }
        var used = Set<Int>()
        let kept = findings.filter { finding in
            let line = finding.location.line
            var suppressed = false
            for region in regions
            where region.firstLine <= line && line <= region.lastLine
                && (region.rules.contains("all") || region.rules.contains(finding.ruleID))
            {
                used.insert(region.comment)
                suppressed = true
            }
            return !suppressed
        }
        guard unusedSeverity != .off else { return kept }
        var unused: [Finding] = []
        for (index, suppression) in suppressions.enumerated() where suppression.kind != .enable && !used.contains(index)
        {
            let unknown = suppression.rules.filter { $0 != "all" && !knownRuleIDs.contains($0) }
            let message: String
            if !unknown.isEmpty {
                var text = "Suppression names unknown rule '\(unknown[0])'"
                if let suggestion = Suggestion.closest(to: unknown[0], among: Array(knownRuleIDs)) {
                    text += " — did you mean '\(suggestion)'?"
                }
                message = text
            } else if suppression.rules.contains("all") || suppression.rules.contains(where: enabledRuleIDs.contains) {
                message = "This \(suppression.kind.rawValue) comment suppresses nothing: remove it"
            } else {
                continue
            }
            unused.append(
                Finding(
                    ruleID: EngineFindings.unusedSuppression.id, severity: unusedSeverity, path: path,
                    location: suppression.location, endLocation: suppression.location, message: message,
                    fingerprintText: suppression.kind.rawValue + " " + suppression.rules.joined(separator: ",")))
        }
        return kept + unused
    }
}
