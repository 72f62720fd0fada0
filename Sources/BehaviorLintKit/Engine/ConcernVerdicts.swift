/// Decides, once, what fix does with each copy of a repeated concern, so that lint's "fixable"
/// is what fix does: the concern's copies are judged statement by statement as fix will move them
/// (`ChoresLeftInPlace`, with the defects' statements beside them), then folded back into the
/// concern's finding, which is fixable when fix moves at least one copy and says so.
enum ConcernVerdicts {
    static func applied(_ findings: [Finding], project: ProjectIndex) -> [Finding] {
        guard findings.contains(where: { !$0.copies.isEmpty }) else {
            return ChoresLeftInPlace.marked(findings, project: project)
        }
        let findings = keepingDefects(findings)
        // Every statement, in report order, remembering which finding and copy it came from.
        var statements: [(finding: Int, copy: Int?, statement: Finding)] = []
        for (index, finding) in findings.enumerated() {
            if finding.copies.isEmpty {
                statements.append((index, nil, finding))
            } else {
                for (position, statement) in finding.statementFindings.enumerated() {
                    statements.append((index, position, statement))
                }
            }
        }
        let reasons = ChoresLeftInPlace.keptReasons(statements.map { $0.statement }, project: project)
        var result = findings
        for (entry, reason) in zip(statements, reasons) {
            guard let reason else { continue }
            if let position = entry.copy {
                result[entry.finding].copies[position].markNotFixable(reason)
            } else {
                result[entry.finding].markNotFixable(reason)
            }
        }
        let messages = ConcernMessage(project)
        for index in result.indices where !result[index].copies.isEmpty {
            result[index] = withVerdict(movingWholeCopies(result[index]), messages: messages)
        }
        return result
    }

    /// The concern's finding with each screen's copy moving whole or not at all: where one of a
    /// screen's statements stays (`delegate = self`, which a behavior cannot write for the host),
    /// moving the others would split a change from its undo, or a block from its order.
    private static func movingWholeCopies(_ finding: Finding) -> Finding {
        var finding = finding
        let staying = Set(finding.copies.filter { !$0.fixable }.map(\.hostClass))
        for index in finding.copies.indices
        where finding.copies[index].fixable && staying.contains(finding.copies[index].hostClass) {
            finding.copies[index].markNotFixable(.restOfCopyStays)
        }
        return finding
    }

    /// Copies a defect is reported at stay: a change that leaks moved into a behavior would leak
    /// the same, out of the defect rule's sight. Fix them first, and the copy moves with its restore.
    private static func keepingDefects(_ findings: [Finding]) -> [Finding] {
        var defects: [String: String] = [:]
        for finding in findings where finding.copies.isEmpty && finding.hook != nil {
            guard RuleRegistry.rule(id: finding.ruleID)?.descriptor.kind == .defect else { continue }
            defects[place(finding.path, finding.location)] = finding.ruleID
        }
        guard !defects.isEmpty else { return findings }
        return findings.map { finding in
            var finding = finding
            for index in finding.copies.indices where finding.copies[index].fixable {
                guard let rule = defects[place(finding.copies[index].path, finding.copies[index].location)] else {
                    continue
                }
                finding.copies[index].markNotFixable(.reportedByDefect(rule: rule))
            }
            // A pair moves whole or not at all.
            let kept = Set(finding.copies.filter { !$0.fixable }.compactMap { $0.chore?.place })
            for index in finding.copies.indices where finding.copies[index].fixable {
                guard let chore = finding.copies[index].chore,
                    chore.partners.contains(where: kept.contains)
                        || finding.copies.contains(where: {
                            !$0.fixable && $0.chore?.partners.contains(chore.place) == true
                        })
                else { continue }
                finding.copies[index].markNotFixable(.otherHalfStays)
            }
            return finding
        }
    }

    private static func place(_ path: String, _ location: SourceLocation) -> String {
        path + ":" + String(location.line) + ":" + String(location.column)
    }

    /// The concern's finding with what fix does: fixable when it moves a copy, its message
    /// rendered from the copies that are left and fix's verdict on each.
    private static func withVerdict(_ finding: Finding, messages: ConcernMessage) -> Finding {
        var finding = finding
        finding.verdict = .any(finding.copies.map(\.verdict))
        finding.message = messages.render(finding)
        return finding
    }
}
