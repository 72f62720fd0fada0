/// For teams planning the move to behaviors: one self-contained HTML page (inline CSS and a few
/// lines of inline JavaScript, no external requests) with the totals, the screens × chores matrix,
/// the behaviors fix would generate (most repeated first) and what it cannot move yet, the base
/// classes that hand chores down, and the findings by file with their code. Deterministic: no
/// times or dates, so two runs over the same code give the same bytes.
public enum HTMLReporter: Reporter {
    public static let id = "html"
    public static let summary =
        "Planning: a self-contained HTML map of screens, chores and the behaviors fix would make"

    public static func render(_ report: LintReport) -> String {
        let matrix = ChoreMatrix(findings: report.findings)
        var page = HTMLPage()
        page.open(title: "behavior-lint refactoring map")
        page.raw(
            "<header><h1>Refactoring map</h1><p class=\"sub\">behavior-lint \(HTMLPage.escape(report.toolVersion)) · "
                + "\(ReportText.counted(report.allPaths.count, "file")) linted</p></header>\n")
        totals(report, matrix: matrix, into: &page)
        page.raw(
            "<nav><a href=\"#matrix\">Chores by screen</a><a href=\"#behaviors\">Candidate behaviors</a>"
                + "<a href=\"#base-classes\">Base classes</a><a href=\"#findings\">Findings</a></nav>\n")
        matrixSection(matrix, plan: report.refactoringPlan, into: &page)
        behaviorsSection(report.refactoringPlan, into: &page)
        baseClassSection(report, into: &page)
        findingsSection(report, into: &page)
        page.close()
        return page.text
    }

    private static func totals(_ report: LintReport, matrix: ChoreMatrix, into page: inout HTMLPage) {
        let findings = report.findings
        let fixable = findings.filter { $0.fixable }.count
        let share = findings.isEmpty ? 0 : (fixable * 100 + findings.count / 2) / findings.count
        var cards: [(String, String)] = [
            (String(matrix.rows.filter { $0.hasChores }.count), "screens with chores"),
            (String(findings.count), "findings"),
            ("\(share) %", "fixable (\(fixable))"),
        ]
        if let plan = report.refactoringPlan {
            cards.append(
                (
                    String(
                        findings.filter { finding in
                            finding.statementFindings.contains { plan.resolved.contains($0.fingerprint) }
                        }.count), "findings fix would resolve"
                )
            )
            cards.append((String(plan.movedLines), "lines fix would move"))
            cards.append((String(Set(plan.attachments.map { $0.behavior }).count), "behaviors fix would generate"))
        }
        page.raw("<section class=\"totals\">")
        for (figure, label) in cards {
            page.raw(
                "<div class=\"card\"><b>\(HTMLPage.escape(figure))</b><span>\(HTMLPage.escape(label))</span></div>")
        }
        page.raw("</section>\n")
        let byRule = Dictionary(grouping: findings) { $0.ruleID }.mapValues {
            ($0.count, $0.filter { $0.fixable }.count)
        }
        guard !byRule.isEmpty else { return }
        page.raw(
            "<table class=\"rules\"><thead><tr><th>Rule</th><th>Findings</th><th>Fixable</th></tr></thead><tbody>\n")
        for (rule, counts) in byRule.sorted(by: { ($1.value.0, $0.key) < ($0.value.0, $1.key) }) {
            page.raw(
                "<tr><td><code>\(HTMLPage.escape(rule))</code></td><td>\(counts.0)</td><td>\(counts.1)</td></tr>\n")
        }
        page.raw("</tbody></table>\n")
    }

    private static func matrixSection(
        _ matrix: ChoreMatrix, plan: RefactoringPlan?, into page: inout HTMLPage
    ) {
        // What fix would do when it was planned, else what lint says it can do.
        let moves: ((fingerprint: String, fixable: Bool)) -> Bool =
            plan.map { plan in { plan.resolved.contains($0.fingerprint) } } ?? { $0.fixable }
        page.raw("<section id=\"matrix\"><h2>Chores by screen</h2>\n")
        guard !matrix.rows.isEmpty else {
            page.raw("<p>No screen has a finding.</p></section>\n")
            return
        }
        page.raw(
            "<p class=\"hint\">Each cell lists the hooks the chore sits in and links to its findings. "
                + "Click a heading to sort; columns are ordered by how many screens carry the chore.</p>\n")
        page.raw("<table class=\"matrix sortable\"><thead><tr><th data-sort=\"t\">Screen</th>")
        for column in matrix.columns { page.raw("<th data-sort=\"n\">\(HTMLPage.escape(column.title))</th>") }
        page.raw("<th data-sort=\"n\">Other findings</th></tr></thead><tbody>\n")
        for row in matrix.rows {
            page.raw(
                "<tr><td data-v=\"\(HTMLPage.escape(row.screen))\"><b>\(HTMLPage.escape(row.screen))</b>"
                    + "<small>\(HTMLPage.escape(row.path))</small></td>")
            for column in matrix.columns {
                guard let cell = row.cells[column] else {
                    page.raw("<td data-v=\"0\"></td>")
                    continue
                }
                let fixable = cell.statements.filter(moves).count
                let moves = fixable == cell.statements.count ? "fix" : fixable == 0 ? "stay" : "part"
                page.raw(
                    "<td data-v=\"\(cell.statements.count)\" class=\"\(moves)\">"
                        + "<a href=\"#f-\(cell.findings[0])\">\(cell.hooks.map(HTMLPage.escape).joined(separator: "<br>"))</a></td>"
                )
            }
            let others = row.others.isEmpty ? "" : "<a href=\"#f-\(row.others[0])\">\(row.others.count)</a>"
            page.raw("<td data-v=\"\(row.others.count)\">\(others)</td></tr>\n")
        }
        page.raw("</tbody><tfoot><tr><th>\(matrix.rows.count) screens</th>")
        for column in matrix.columns { page.raw("<th>\(matrix.total(column))</th>") }
        page.raw("<th>\(matrix.rows.filter { !$0.others.isEmpty }.count)</th></tr></tfoot></table>\n")
        page.raw(
            "<p class=\"legend\"><span class=\"fix\">fix moves it</span> <span class=\"part\">fix moves part of it</span> "
                + "<span class=\"stay\">stays for now</span></p></section>\n")
    }

    private static func behaviorsSection(_ plan: RefactoringPlan?, into page: inout HTMLPage) {
        page.raw("<section id=\"behaviors\"><h2>Candidate behaviors</h2>\n")
        guard let plan else {
            page.raw("<p>Fix was not planned for this report.</p></section>\n")
            return
        }
        for problem in plan.problems { page.raw("<p class=\"problem\">\(HTMLPage.escape(problem))</p>\n") }
        let candidates = CandidateBehaviors(plan: plan)
        if candidates.families.isEmpty { page.raw("<p>No chore for a behavior.</p>\n") }
        for family in candidates.families {
            let moved = family.variants.reduce(0) { $0 + $1.attachments.count }
            page.raw(
                "<article><h3>\(HTMLPage.escape(family.name)) <small>\(ReportText.counted(family.screenCount, "screen")), "
                    + "\(moved) moved by fix</small></h3>\n")
            for variant in family.variants {
                let parameters =
                    variant.parameters.isEmpty ? "" : "(" + variant.parameters.joined(separator: ", ") + ")"
                page.raw(
                    "<p><code>struct \(HTMLPage.escape(variant.name))\(HTMLPage.escape(parameters))</code> attached by "
                        + "\(ReportText.counted(variant.attachments.count, "screen")):</p><ul>")
                for attachment in variant.attachments {
                    page.raw(
                        "<li>\(HTMLPage.escape(attachment.host)): <code>\(HTMLPage.escape(attachment.entry))</code> "
                            + "<small>\(ReportText.counted(attachment.movedLines, "line")) moved</small></li>")
                }
                page.raw("</ul>\n")
            }
            if !family.unmoved.isEmpty {
                page.raw("<p>Not moved yet:</p><ul class=\"unmoved\">")
                // Screens left for the same reason share one entry, the most common reason first.
                let byReason = Dictionary(grouping: family.unmoved, by: RefactoringPlan.reasonWithoutHost)
                for (reason, screens) in byReason.sorted(by: { ($1.value.count, $0.key) < ($0.value.count, $1.key) }) {
                    let places = screens.map { screen in
                        "<b>\(HTMLPage.escape(screen.host))</b> <small>\(HTMLPage.escape(screen.path)):\(screen.line)"
                            + (screen.findings > 1 ? " and \(screen.findings - 1) more" : "") + "</small>"
                    }
                    if screens.count == 1 {
                        page.raw("<li>\(places[0]): \(HTMLPage.escape(screens[0].reason))</li>")
                    } else {
                        page.raw(
                            "<li>\(screens.count) screens: \(HTMLPage.escape(reason))<br>\(places.joined(separator: ", "))</li>"
                        )
                    }
                }
                page.raw("</ul>\n")
            }
            page.raw("</article>\n")
        }
        page.raw("</section>\n")
    }

    private static func baseClassSection(_ report: LintReport, into page: inout HTMLPage) {
        page.raw("<section id=\"base-classes\"><h2>Base classes</h2>\n")
        guard let plan = report.refactoringPlan else {
            page.raw("<p>Fix was not planned for this report, so the class tree is not known.</p></section>\n")
            return
        }
        let tree = BaseClassTree(classes: plan.viewControllers, findings: report.findings)
        guard !tree.roots.isEmpty else {
            page.raw("<p>No base class carries a finding.</p></section>\n")
            return
        }
        page.raw(
            "<p class=\"hint\">View-controller classes with subclasses in the project, where they or a base class "
                + "below them carry findings: every subclass inherits those chores.</p>\n<ul class=\"tree\">")
        func render(_ node: BaseClassTree.Node) {
            page.raw(
                "<li><b>\(HTMLPage.escape(node.name))</b> <small>\(node.subclassCount) \(node.subclassCount == 1 ? "subclass" : "subclasses") · "
                    + "\(HTMLPage.escape(node.path))</small>")
            if !node.findings.isEmpty {
                page.raw("<ul class=\"chores\">")
                for index in node.findings {
                    let finding = report.findings[index]
                    // The chore in the matrix's words; a finding of another rule by its rule.
                    let what = ChoreMatrix.Column(finding)?.title ?? finding.ruleIDList
                    page.raw(
                        "<li><a href=\"#f-\(index)\">\(HTMLPage.escape(what))</a>"
                            + "\(finding.hook.map { " in " + HTMLPage.escape(ChoreMatrix.hookName($0)) } ?? "")</li>")
                }
                page.raw("</ul>")
            }
            if !node.children.isEmpty {
                page.raw("<ul>")
                node.children.forEach(render)
                page.raw("</ul>")
            }
            page.raw("</li>")
        }
        tree.roots.forEach(render)
        page.raw("</ul></section>\n")
    }

    private static func findingsSection(_ report: LintReport, into page: inout HTMLPage) {
        page.raw("<section id=\"findings\"><h2>Findings</h2>\n")
        if report.findings.isEmpty { page.raw("<p>None.</p>\n") }
        var index = 0
        while index < report.findings.count {
            let path = report.findings[index].path
            page.raw("<details open><summary>\(HTMLPage.escape(path))</summary><ol>\n")
            while index < report.findings.count, report.findings[index].path == path {
                let finding = report.findings[index]
                page.raw(
                    "<li id=\"f-\(index)\" class=\"\(finding.severity.rawValue)\"><span class=\"where\">"
                        + "\(finding.location.line):\(finding.location.column)</span> <code>\(HTMLPage.escape(finding.ruleIDList))</code>"
                        + (finding.fixable ? " <span class=\"badge\">fixable</span>" : "")
                        + "<p>\(HTMLPage.escape(finding.message))</p>")
                let excerpt = excerpt(of: finding, in: report)
                if !excerpt.isEmpty { page.raw("<pre>\(HTMLPage.escape(excerpt))</pre>") }
                page.raw("</li>\n")
                index += 1
            }
            page.raw("</ol></details>\n")
        }
        page.raw("</section>\n")
    }

    /// The finding's lines (at most three), common indentation removed.
    static func excerpt(of finding: Finding, in report: LintReport) -> String {
        let first = finding.location.line
        let last = min(
            max(first, finding.endLocation.column == 1 ? finding.endLocation.line - 1 : finding.endLocation.line),
            first + 2)
        let lines = (first...last).compactMap { report.lineText(path: finding.path, line: $0) }
            .map { String(decoding: $0, as: UTF8.self) }
        let indent =
            lines.filter { !$0.allSatisfy(\.isWhitespace) }
            .map { $0.prefix { $0 == " " || $0 == "\t" }.count }.min() ?? 0
        return lines.map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " || $0 == "\t" }.count))) }
            .joined(separator: "\n")
    }
}
