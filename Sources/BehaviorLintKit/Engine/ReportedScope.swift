/// What a run that reports on part of the project shows (`--diff-base`: the changed files;
/// `--changed-lines`: the changed lines), while the rules see the whole project: a finding whose
/// place is in scope; a repeated concern's when any copy is, shown at the first such copy (the
/// copy a pull request adds or edits is where its author reads of the others).
enum ReportedScope {
    static func findings(_ findings: [Finding], within isInScope: (_ path: String, _ line: Int) -> Bool) -> [Finding] {
        findings.compactMap { finding in
            guard !finding.copies.isEmpty else {
                return isInScope(finding.path, finding.location.line) ? finding : nil
            }
            guard let copy = finding.copies.firstIndex(where: { isInScope($0.path, $0.location.line) }) else {
                return nil
            }
            return copy == 0 ? finding : finding.anchored(at: copy)
        }
    }
}
