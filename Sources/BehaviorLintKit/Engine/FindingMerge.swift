/// One statement, one finding: when several rules report the same statement (a super call both
/// missing and skipped in a branch, a styling leak two rules see), a team reads one finding that
/// keeps every rule's id and says every rule's point. Runs after suppressions, so a comment that
/// disables one rule removes only that rule's part.
enum FindingMerge {
    /// `findings` in report order, those at the same span merged: the first in catalogue order
    /// leads, so a defect leads any refactoring opportunity it shares a statement with; the others'
    /// messages follow its own, each after its rule id, and the most severe severity wins.
    static func merged(_ findings: [Finding]) -> [Finding] {
        var result: [Finding] = []
        var index = 0
        while index < findings.count {
            var end = index + 1
            while end < findings.count, sameStatement(findings[index], findings[end]) { end += 1 }
            result.append(end - index == 1 ? findings[index] : merge(Array(findings[index..<end])))
            index = end
        }
        return result
    }

    /// A concern's finding stands for every copy, not for the statement it is shown at: it keeps
    /// its own finding beside a defect of that statement.
    private static func sameStatement(_ a: Finding, _ b: Finding) -> Bool {
        a.path == b.path && a.location == b.location && a.endLocation == b.endLocation && a.hook != nil && b.hook != nil
            && a.copies.isEmpty && b.copies.isEmpty
    }

    private static func merge(_ group: [Finding]) -> Finding {
        let order = RuleRegistry.ids
        let sorted = group.sorted { a, b in
            (order.firstIndex(of: a.ruleID) ?? .max) < (order.firstIndex(of: b.ruleID) ?? .max)
        }
        var lead = sorted[0]
        for other in sorted.dropFirst() {
            lead.otherRuleIDs.append(other.ruleID)
            lead.message += "; \(other.ruleID): " + other.message
            lead.severity = max(lead.severity, other.severity)
            lead.notes += other.notes.filter { !lead.notes.contains($0) }
        }
        // Fixing the statement must resolve every rule's point: moving a change that
        // unbalanced-appearance-change sees leak would only hide the leak in a behavior.
        lead.verdict = .any(sorted.map(\.verdict))
        if lead.fixable, let unresolved = sorted.first(where: { !$0.fixable }) {
            lead.markNotFixable(.stillReportedBy(rule: unresolved.ruleID))
        }
        return lead
    }
}
