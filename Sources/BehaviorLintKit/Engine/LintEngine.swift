/// The core of a lint run, without files or output: summaries in, sorted findings out.
public enum LintEngine {
    /// Scans sources in parallel; the result keeps the input order.
    public static func summarize(
        _ sources: [(path: String, bytes: [UInt8])], options: ScanOptions = .everything,
        jobs: Int = Parallel.defaultJobs
    ) -> [FileSummary] {
        Parallel.map(sources.count, jobs: jobs) {
            Scanner.summarize(bytes: sources[$0].bytes, path: sources[$0].path, options: options)
        }
    }

    /// What the scan must find for the rules `configuration` turns on: `+` chains only when
    /// `slow-array-concat` runs, the one rule (with its fixer) that reads them.
    public static func scanOptions(for configuration: RuleConfiguration) -> ScanOptions {
        ScanOptions(findsPlusChains: configuration.settings(for: SlowArrayConcatRule.descriptor.id) != nil)
    }

    /// Runs the configured rules over the summaries; findings come back in report order.
    /// File-scope rules run for several files at once; project-scope rules run once each.
    public static func check(
        _ summaries: [FileSummary], configuration: RuleConfiguration,
        jobs: Int = Parallel.defaultJobs
    ) -> [Finding] {
        check(
            ProjectIndex(files: summaries, configuration: configuration, jobs: jobs), configuration: configuration,
            jobs: jobs)
    }

    /// Runs the configured rules over an index built with the same configuration.
    public static func check(
        _ project: ProjectIndex, configuration: RuleConfiguration,
        jobs: Int = Parallel.defaultJobs
    ) -> [Finding] {
        let summaries = project.files
        var fileRules: [(rule: any Rule, settings: RuleSettings)] = []
        var projectRules: [(rule: any Rule, settings: RuleSettings)] = []
        for rule in RuleRegistry.all {
            guard let settings = configuration.settings(for: rule.descriptor.id) else { continue }
            switch rule.descriptor.scope {
            case .file: fileRules.append((rule.init(), settings))
            case .project: projectRules.append((rule.init(), settings))
            }
        }
        // File-scope rules first, every file in parallel; then the project-scope rules, which read
        // where the defect rules reported (a concern whose copies carry a defect says so).
        let (files, whole) = (fileRules, projectRules)
        let perFile = Parallel.map(summaries.count, jobs: jobs) { index in
            files.flatMap { $0.rule.check(RuleContext(project: project, fileIndex: index, settings: $0.settings)) }
        }
        let defectRules = files.map { type(of: $0.rule).descriptor }.filter { $0.kind == .defect }
        let defects = DefectSites(
            perFile.joined().filter { finding in defectRules.contains { $0.id == finding.ruleID } },
            oneHomeFixes: Set(defectRules.filter(\.oneHomeFixesDefect).map(\.id)))
        let perProjectRule = Parallel.map(whole.count, jobs: jobs) { item in
            whole[item].rule.check(
                RuleContext(project: project, fileIndex: nil, settings: whole[item].settings, defects: defects))
        }
        let perItem = perFile + perProjectRule
        return perItem.flatMap { $0 }.sorted(by: Finding.reportOrder)
    }

    /// What `lint` reports and `fix` works from: the rules' findings with each file's suppressions
    /// applied, one finding per statement (`FindingMerge`), in report order, a chore fix would
    /// certainly leave in its host not fixable (`ChoresLeftInPlace`).
    public static func report(
        _ project: ProjectIndex, configuration: RuleConfiguration, jobs: Int = Parallel.defaultJobs
    ) -> [Finding] {
        let merged = FindingMerge.merged(
            LintRun.suppressed(
                check(project, configuration: configuration, jobs: jobs), summaries: project.files,
                configuration: configuration
            ).sorted(by: Finding.reportOrder))
        return ConcernVerdicts.applied(merged, project: project)
    }

    /// What `lint` reports for in-memory sources.
    public static func lint(
        _ sources: [(path: String, bytes: [UInt8])], configuration: RuleConfiguration,
        jobs: Int = Parallel.defaultJobs
    ) -> [Finding] {
        let summaries = summarize(sources, options: scanOptions(for: configuration), jobs: jobs)
        return report(
            ProjectIndex(files: summaries, configuration: configuration, jobs: jobs), configuration: configuration,
            jobs: jobs)
    }
}
