import SwiftLexer

/// What one `fix` run would do, computed in memory: the new bytes of every changed file, the
/// files to create, the fixes applied and the fixable findings left, each with its reason.
public struct FixOutcome: Sendable {
    /// Every input file's bytes as read, by path.
    public var original: [String: [UInt8]]
    /// Path → new bytes, for input files the fixes changed.
    public var changed: [String: [UInt8]]
    /// Files to create, in creation order.
    public var created: [GeneratedFile]
    /// The proposals applied, in the order they were applied (later passes edit earlier output).
    public var applied: [FixProposal]
    /// For each applied proposal, the pass (1, 2, …) that applied it: the edits of a proposal of
    /// pass 1 are offsets into `original`, later ones into the previous pass's output.
    public var passes: [Int]
    /// Fixable findings that remain after the fix, with why each was not fixed.
    public var unfixed: [(finding: Finding, reason: FixVerdict.Reason)]
    /// Why the outcome must not be written (an Xcode project that could not take the new files).
    public var problems: [String] = []
    /// The project as linted before any fix: its classes, for reports that show what fix would do.
    public var project: ProjectIndex?
    /// The findings, as lint reports them (a concern once), that the applied fixes resolve in
    /// whole or in part.
    public var resolvedFindings: [Finding] = []
    /// How many findings, as lint reports them, still have a fixable statement in `unfixed`.
    public var unfixedFindingCount = 0

    /// Whether writing the outcome would change anything on disk.
    public var hasChanges: Bool { !changed.isEmpty || !created.isEmpty }
}

/// Plans a fix: lint, collect every fixer's proposals, apply those that do not overlap, verify
/// the result (it still tokenizes to balanced brackets with the same declarations, and re-linting
/// it finds none of the fixed findings again), and repeat on the fixed text until nothing more
/// applies, so that running `fix` twice changes nothing the second time. Nothing is written here.
public enum FixEngine {
    /// Fixers in the order their proposals win overlaps: the missing super call first, so that a
    /// behavior fix of the same override, deferred to the next pass, attaches after it.
    static var fixers: [any Fixer.Type] {
        [SuperCallFixer.self, ContainerDelegateFixer.self, BehaviorExtractionFixer.self, ArrayConcatFixer.self]
    }

    /// Fixes `sources`. `context` holds the rest of the project, read so that fixes see it (its
    /// behavior protocol, its behaviors, the classes' other extensions) but not fixed itself.
    /// `layout` says which module each file compiles into: new files go into their hosts' module,
    /// and those in an Xcode project are added to its `project.pbxproj` (a changed file of the outcome).
    public static func fix(
        _ sources: [(path: String, bytes: [UInt8])], context: [(path: String, bytes: [UInt8])] = [],
        configuration: LintConfiguration, outputDirectory: String, layout: ProjectLayout = .unmanaged,
        scope: FixScope = .everything, maxPasses: Int = 4
    ) -> FixOutcome {
        fix(
            sources, context: context, configuration: configuration, outputDirectory: outputDirectory, layout: layout,
            scope: scope, maxPasses: maxPasses, fixers: fixers)
    }

    /// The same with other fixers (tests use fixers that misbehave on purpose).
    static func fix(
        _ sources: [(path: String, bytes: [UInt8])], context: [(path: String, bytes: [UInt8])] = [],
        configuration: LintConfiguration, outputDirectory: String, layout initialLayout: ProjectLayout = .unmanaged,
        scope: FixScope = .everything, maxPasses: Int, fixers: [any Fixer.Type]
    ) -> FixOutcome {
        var layout = initialLayout
        let fixing = Set(sources.map { $0.path })
        let sources = sources + context.filter { !fixing.contains($0.path) }
        var order = sources.map { $0.path }
        var current = Dictionary(sources.map { ($0.path, $0.bytes) }, uniquingKeysWith: { first, _ in first })
        let original = current
        var created: [GeneratedFile] = []
        var applied: [FixProposal] = []
        var passes: [Int] = []
        var reasons: [String: FixVerdict.Reason] = [:]
        let linter = IncrementalLinter(
            configuration: configuration, ruleIDs: Set(fixers.flatMap { $0.ruleIDs }),
            context: Set(sources.map { $0.path }).subtracting(fixing), jobs: scope.jobs)
        // The lint of the state a pass ends in is the lint the next pass starts from.
        var latest = linter.lint(order.map { ($0, current[$0]!) })
        let linted = latest.0
        // Fix changes what the same lint reports, and only that, in this pass and the later ones.
        let reportedFirst = scope.reported(linter.reported)
        let shown = Set(reportedFirst.flatMap { $0.statementFindings }.map(\.fingerprint))
        linter.outOfScope = Set(linter.reported.flatMap { $0.statementFindings }.map(\.fingerprint)).subtracting(shown)
        latest.1 = latest.1.filter { !linter.outOfScope.contains($0.fingerprint) }
        // A concern fix sets out to convert stays its work in later passes, however few copies the
        // passes before leave of it.
        linter.concernScope = Set(
            latest.1.filter { RuleRegistry.rule(id: $0.ruleID)?.descriptor.kind == .opportunity }.compactMap {
                finding in
                finding.hostClass.map { [finding.ruleID, $0] }
            })

        for pass in 1...max(1, maxPasses) {
            let (project, fixable) = latest
            guard !fixable.isEmpty else { break }
            let context = FixContext(
                project: project, sources: current, findings: fixable,
                configuration: configuration, outputDirectory: outputDirectory, layout: layout)
            var candidates: [FixProposal] = []
            for fixer in fixers {
                let own = Set(fixer.ruleIDs)
                let mine = FixContext(
                    project: context.project, sources: context.sources,
                    findings: context.findings.filter { own.contains($0.ruleID) },
                    configuration: configuration, outputDirectory: outputDirectory, layout: layout)
                for proposal in fixer.init().proposals(mine) {
                    if let refusal = proposal.refusal {
                        for finding in proposal.resolves { reasons[finding.fingerprint] = refusal }
                    } else {
                        candidates.append(proposal)
                    }
                }
            }
            var rejected: Set<Int> = []
            var accepted: [Int] = []
            var result: (files: [String: [UInt8]], created: [GeneratedFile])?
            // Verification can reject proposals; each round drops at least one, so this ends.
            while result == nil {
                accepted = select(candidates, excluding: rejected, existing: current, reasons: &reasons)
                guard !accepted.isEmpty else { break }
                let files = apply(accepted.map { candidates[$0] }, to: current)
                switch verify(
                    accepted.map { candidates[$0] }, files: files, before: current, order: order, linter: linter)
                {
                case .success(let lint):
                    result = files
                    latest = lint
                case .failure(let problems):
                    for (index, reason) in problems.failures {
                        rejected.insert(accepted[index])
                        for finding in candidates[accepted[index]].resolves { reasons[finding.fingerprint] = reason }
                    }
                }
            }
            guard let result else { break }
            for file in result.created where current[file.path] == nil {
                order.append(file.path)
                created.append(file)
            }
            // The next pass sees the files this one created as members of their modules.
            layout = layout.including(result.created)
            current = result.files
            applied += accepted.map { candidates[$0] }
            passes += accepted.map { _ in pass }
        }

        // What stays unfixed is what a lint of the result reports, by the thresholds a lint uses.
        if !applied.isEmpty && linter.concernScope?.isEmpty == false {
            linter.concernScope = nil
            latest = linter.lint(order.map { ($0, current[$0]!) })
        }
        let remaining = latest.1
        let createdPaths = Set(created.map { $0.path })
        var changed: [String: [UInt8]] = [:]
        for (path, bytes) in current where !createdPaths.contains(path) && original[path] != bytes {
            changed[path] = bytes
        }
        for index in created.indices {
            created[index].contents = String(decoding: current[created[index].path]!, as: UTF8.self)
        }
        var outcome = FixOutcome(
            original: original, changed: changed, created: created, applied: applied, passes: passes,
            unfixed: remaining.map { ($0, reasons[$0.fingerprint] ?? .noSafeRewrite) })
        outcome.project = linted
        let resolved = Set(applied.flatMap { $0.resolves.map(\.fingerprint) })
        outcome.resolvedFindings = reportedFirst.filter { finding in
            finding.statementFindings.contains { resolved.contains($0.fingerprint) }
        }
        let left = Set(remaining.map(\.fingerprint))
        outcome.unfixedFindingCount =
            linter.reported.filter { finding in
                finding.statementFindings.contains { left.contains($0.fingerprint) }
            }.count
        register(
            applied.flatMap { $0.newFiles }.filter { file in created.contains { $0.path == file.path } },
            in: initialLayout, outcome: &outcome)
        return outcome
    }

    /// Adds the created files to the Xcode projects their hosts are in: each file once, in every
    /// target that compiles one of the hosts of any proposal that created it.
    private static func register(_ files: [GeneratedFile], in layout: ProjectLayout, outcome: inout FixOutcome) {
        var targets: [String: [String: Set<String>]] = [:]
        for file in files {
            guard let xcode = file.xcode else { continue }
            targets[xcode.projectFile, default: [:]][file.path, default: []].formUnion(xcode.targets)
        }
        for projectFile in targets.keys.sorted() {
            guard let project = layout.project(projectFile) else { continue }
            let projectFolder = SwiftPackageManifest.normalise(project.folder)
            let additions = targets[projectFile]!.keys.sorted().map { path in
                (
                    path: SwiftPackageManifest.relative(SwiftPackageManifest.normalise(path), to: projectFolder)
                        ?? path,
                    targets: targets[projectFile]![path]!.sorted()
                )
            }
            do {
                let bytes = try project.adding(additions)
                outcome.original[projectFile] = project.bytes
                if bytes != project.bytes { outcome.changed[projectFile] = bytes }
            } catch {
                outcome.problems.append("\(projectFile) could not take the new files: \(error)")
            }
        }
    }

    /// Indices of the proposals to apply this pass: in order, each one whose edits overlap no edit
    /// already taken and whose new files clash with nothing. The others wait for the next pass.
    private static func select(
        _ candidates: [FixProposal], excluding rejected: Set<Int>, existing: [String: [UInt8]],
        reasons: inout [String: FixVerdict.Reason]
    ) -> [Int] {
        var taken: [String: [TextEdit]] = [:]
        var creating: [String: String] = [:]
        var accepted: [Int] = []
        for (index, proposal) in candidates.enumerated() where !rejected.contains(index) {
            let overlaps = proposal.edits.contains { path, edits in
                edits.contains { edit in taken[path, default: []].contains { $0.overlaps(edit) } }
            }
            let clashes = proposal.newFiles.contains { file in
                existing[file.path] != nil || (creating[file.path].map { $0 != file.contents } ?? false)
            }
            if overlaps || clashes {
                let reason: FixVerdict.Reason = overlaps ? .overlapsAnotherFix : .createdFileClashes
                for finding in proposal.resolves { reasons[finding.fingerprint] = reason }
                continue
            }
            for (path, edits) in proposal.edits { taken[path, default: []] += edits }
            for file in proposal.newFiles { creating[file.path] = file.contents }
            accepted.append(index)
        }
        return accepted
    }

    private static func apply(_ proposals: [FixProposal], to current: [String: [UInt8]])
        -> (files: [String: [UInt8]], created: [GeneratedFile])
    {
        var files = current
        var edits: [String: [TextEdit]] = [:]
        var created: [GeneratedFile] = []
        for proposal in proposals {
            for (path, list) in proposal.edits { edits[path, default: []] += list }
            for file in proposal.newFiles where !created.contains(where: { $0.path == file.path }) {
                created.append(file)
            }
        }
        for (path, list) in edits {
            files[path] = TextEdit.apply(Array(Set(list)), to: current[path] ?? [])
        }
        for file in created { files[file.path] = Array(file.contents.utf8) }
        return (files, created)
    }

    /// Proposals that broke something, with their index in `proposals` and why.
    private struct VerificationFailures: Error {
        var failures: [(Int, FixVerdict.Reason)]
    }

    /// The lint of the fixed files when every applied proposal holds up, else what broke.
    private static func verify(
        _ proposals: [FixProposal], files: (files: [String: [UInt8]], created: [GeneratedFile]),
        before: [String: [UInt8]], order: [String], linter: IncrementalLinter
    )
        -> Result<(ProjectIndex, [Finding]), VerificationFailures>
    {
        var failures: [(Int, FixVerdict.Reason)] = []
        var brokenPaths: [String: String] = [:]
        for (path, bytes) in files.files where before[path] != bytes {
            let removing = proposals.flatMap { $0.removedDeclarations[path] ?? [] }
            if let problem = StructureCheck.problem(before: before[path], after: bytes, removing: removing) {
                brokenPaths[path] = problem
            }
        }
        for (index, proposal) in proposals.enumerated() {
            let touched = Array(proposal.edits.keys) + proposal.newFiles.map { $0.path }
            if let path = touched.first(where: { brokenPaths[$0] != nil }) {
                failures.append((index, .unsoundResult(path: path, problem: brokenPaths[path]!)))
            }
        }
        guard failures.isEmpty else { return .failure(VerificationFailures(failures: failures)) }
        let paths = order + files.created.map { $0.path }.filter { before[$0] == nil }
        let lint = linter.lint(paths.map { ($0, files.files[$0]!) })
        let remaining = Set(lint.1.map { $0.fingerprint })
        for (index, proposal) in proposals.enumerated()
        where proposal.resolves.contains(where: { remaining.contains($0.fingerprint) }) {
            failures.append((index, .fixedAgainOnRelint))
        }
        return failures.isEmpty ? .success(lint) : .failure(VerificationFailures(failures: failures))
    }
}

/// Lints the states a fix goes through. Between two states only a few files change, so a file is
/// scanned again only when its bytes differ from the last time; the rules always run in full.
private final class IncrementalLinter {
    let configuration: LintConfiguration
    let ruleIDs: Set<String>
    /// Files read for context only: their findings are not fixed.
    let context: Set<String>
    private var summaries: [String: (bytes: [UInt8], summary: FileSummary)] = [:]
    /// After the first lint, the (rule, screen) pairs of the concerns fix set out to convert: later
    /// lints take their copies whatever `min-screens` and `min-lines` say (fixing the other copies
    /// first must not leave one screen half done), and no other opportunity.
    var concernScope: Set<[String]>?
    /// The fingerprints of the statement findings the first lint found and the run's lint does not
    /// report (a baseline, a diff base): they are left as they are.
    var outOfScope: Set<String> = []
    /// Files scanned at once.
    let jobs: Int
    /// The findings of the latest lint as lint reports them (a concern once, with its copies).
    private(set) var reported: [Finding] = []

    init(configuration: LintConfiguration, ruleIDs: Set<String>, context: Set<String>, jobs: Int) {
        self.configuration = configuration
        self.ruleIDs = ruleIDs
        self.context = context
        self.jobs = jobs
    }

    /// The project index and the fixable findings `lint` would report (suppressions applied),
    /// leaving out context files and files that are not valid UTF-8 (fix never rewrites bytes it
    /// cannot read as text).
    func lint(_ sources: [(String, [UInt8])]) -> (ProjectIndex, [Finding]) {
        let stale = sources.indices.filter { summaries[sources[$0].0]?.bytes != sources[$0].1 }
        let fresh = LintEngine.summarize(
            stale.map { (path: sources[$0].0, bytes: sources[$0].1) },
            options: LintEngine.scanOptions(for: configuration.rules), jobs: jobs)
        for (index, summary) in zip(stale, fresh) { summaries[sources[index].0] = (sources[index].1, summary) }
        let all = sources.map { summaries[$0.0]!.summary }
        var rules = configuration.rules
        if concernScope != nil {
            for (id, settings) in rules.settings
            where RuleRegistry.rule(id: id)?.descriptor.kind == .opportunity {
                rules.settings[id] = settings.with(ConcernThresholds.minScreens.name, "1").with(
                    ConcernThresholds.minLines.name, "1")
            }
        }
        let project = ProjectIndex(files: all, configuration: rules)
        reported = LintEngine.report(project, configuration: rules)
        // Fix moves statements: a concern's finding stands for each of its copies.
        let findings = reported.flatMap { $0.statementFindings }
        let skipped = Set(all.filter { $0.invalidUTF8Offset != nil }.map { $0.path }).union(context)
        return (
            project,
            findings.filter { finding in
                guard finding.fixable && ruleIDs.contains(finding.ruleID) && !skipped.contains(finding.path),
                    !outOfScope.contains(finding.fingerprint)
                else {
                    return false
                }
                guard let scope = concernScope, RuleRegistry.rule(id: finding.ruleID)?.descriptor.kind == .opportunity
                else { return true }
                return finding.hostClass.map { scope.contains([finding.ruleID, $0]) } ?? false
            }
        )
    }
}
