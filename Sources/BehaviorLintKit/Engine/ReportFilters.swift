/// What a session shows of what the rules found, the same for `lint` and `fix` (a fix changes
/// only what the same lint would report): findings in the editor buffer (`--stdin-path`), in the
/// changed files or on the changed lines (`--diff-base`, `--changed-lines`), and not recorded in
/// the baseline. The rules always see the whole project; these only narrow what is reported.
struct ReportFilters {
    /// `--stdin-path`, as a display path: only the buffer's findings are reported.
    var stdinPath: String?
    /// `--diff-base`: only the changed files' findings (a concern's when any copy is changed).
    var changes: GitChanges?
    /// `--changed-lines`: only findings on the changed lines.
    var changedLinesOnly = false
    /// The baseline whose findings are hidden.
    var baseline: Baseline?

    /// `findings` narrowed to the buffer and the changes; what `--write-baseline` records.
    func scoped(_ findings: [Finding]) -> [Finding] {
        var findings = findings
        if let stdinPath {
            findings = ReportedScope.findings(findings) { path, _ in path == stdinPath }
        }
        if let changes {
            let changedLinesOnly = changedLinesOnly
            findings = ReportedScope.findings(findings) { path, line in
                let absolute = FileDiscovery.absolutePath(path)
                return changedLinesOnly
                    ? changes.contains(path: absolute, line: line) : changes.files.contains(absolute)
            }
        }
        return findings
    }

    /// `findings` as reported: scoped, without those the baseline records.
    func reported(_ findings: [Finding]) -> [Finding] {
        let scoped = scoped(findings)
        return baseline?.filter(scoped) ?? scoped
    }
}
