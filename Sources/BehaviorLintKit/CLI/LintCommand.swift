import Foundation

/// `behavior-lint lint [PATH…]`: lint files and folders and report findings.
enum LintCommand: Command {
    static let name = "lint"
    static let summary = "Lint Swift files and folders (the default command)."
    static var help: String {
        """
        USAGE: behavior-lint [lint] [PATH...] [OPTIONS]

        Lints the Swift files under each PATH (default: the current folder). Folders are walked
        recursively, skipping hidden folders, .build, Pods, Carthage, DerivedData and what the
        configuration excludes; symbolic links are not followed. Findings are sorted by file, line,
        column and rule.

        CONFIGURATION:
          --config FILE          Use FILE instead of the nearest .lintrc above the linted paths.
          --print-config         Print the effective configuration for the paths and exit.
          --enable RULE          Turn a rule on (at its default severity) whatever the configuration says.
          --disable RULE         Turn a rule off. Repeatable, like --enable.
          --only RULE            Run only this rule (repeatable for several).
          --strict               Warnings fail the run too (exit status 1).

        OUTPUT:
          --reporter ID[:FILE]   Report format, to standard output or FILE; repeatable, so one lint can
                                 print for people and write a CI report: --reporter xcode --reporter sarif:out.sarif
        \(ReporterRegistry.helpText.split(separator: "\n").map { "                         " + $0 }.joined(separator: "\n"))
                                 Default: the configuration's reporter, else github when GITHUB_ACTIONS=true,
                                 else xcode.
          --output FILE          Write the (first) report to FILE instead of standard output.
          --quiet                Print findings only: no progress and no summary line on standard error.

        BASELINE, CACHE AND SCOPE:
          --baseline FILE        Hide the findings recorded in FILE (default: the configuration's baseline).
          --write-baseline FILE  Record every current finding in FILE, for --baseline.
          --no-cache             Lint again even if nothing changed since the last run with the same settings.
          --cache-path DIR       Where results are kept between runs (default: \(ResultCache.defaultFolder())).
          --jobs N               Files scanned at once (default: all \(Parallel.defaultJobs) cores); output is the same for any N.
          --diff-base REF        Lint only files changed since the git ref REF (and untracked files).
          --changed-lines        With --diff-base, report only findings on changed lines.
          --stdin-path PATH      Lint standard input as if it were the file PATH (for editors); only its
                                 findings are reported, other PATHs give the project context.

          --help, -h             Show this help.

        EXIT STATUS:
          0  nothing fails the run
          1  at least one finding at error severity (any finding with --strict)
          2  the run could not be done as asked: bad arguments, a configuration error, a path that
             does not exist or holds no Swift files, a report that cannot be written

        A file that cannot be read, or is not valid UTF-8, is reported as an `unreadable-file` error;
        the other files are still linted. Run 'behavior-lint rules' for the rules and
        'behavior-lint explain RULE-ID' for one rule's documentation.

        EXAMPLES:
          behavior-lint Examples/SampleApp
          behavior-lint lint Sources --strict --reporter xcode --reporter sarif:behavior-lint.sarif
          git diff --quiet || behavior-lint --diff-base origin/main --changed-lines
          cat Home.swift | behavior-lint --stdin-path Sources/Home.swift Sources

        """
    }

    static let parser = ArgumentParser(
        flags: ["--strict", "--quiet", "--no-cache", "--changed-lines", "--print-config", "--help", "-h"],
        options: ["--config", "--reporter", "--output", "--baseline", "--write-baseline", "--stdin-path", "--jobs",
                  "--cache-path", "--enable", "--disable", "--only", "--diff-base"])

    static func run(_ arguments: [String], console: Console) -> Int32 {
        run(arguments, console: console, environment: ProcessInfo.processInfo.environment, standardInput: {
            FileHandle.standardInput.readDataToEndOfFile()
        })
    }

    static func run(_ arguments: [String], console: Console, environment: [String: String],
                    standardInput: () -> Data) -> Int32 {
        let parsed: ParsedArguments
        switch parse(arguments, with: parser, console: console) {
        case .success(let value): parsed = value
        case .failure(let early): return early.code
        }
        let start = DispatchTime.now().uptimeNanoseconds
        let paths = parsed.positionals

        // Configuration, then the command line's adjustments to it.
        let loaded: LoadedConfiguration
        let stdinPath = parsed.value("--stdin-path")
        switch ConfigurationLoader.load(explicit: parsed.value("--config"), forPaths: paths.isEmpty ? [stdinPath ?? "."] : paths) {
        case .success(let value): loaded = value
        case .failure(let error):
            console.err.write(error.description + "\n")
            return ExitCode.usage
        }
        if parsed.has("--print-config") {
            console.out.write(PrintConfig.render(loaded))
            return ExitCode.success
        }
        var rules = loaded.configuration.rules
        if let problem = applyRuleSelection(parsed, to: &rules) { return usageError(problem, console: console) }

        // Where reports go: checked before linting, so a typo costs no time.
        var selections: [ReporterSelection] = []
        let reporterIDs = parsed.values("--reporter").isEmpty
            ? (loaded.reporters.isEmpty ? [ReporterRegistry.defaultID(environment: environment)] : loaded.reporters)
            : parsed.values("--reporter")
        for text in reporterIDs {
            switch ReporterSelection.parse(text) {
            case .success(let selection): selections.append(selection)
            case .failure(let failure): return usageError(failure.description, console: console)
            }
        }
        if let output = parsed.value("--output"), let index = selections.firstIndex(where: { $0.outputPath == nil }) {
            selections[index].outputPath = output
        }
        for path in selections.compactMap(\.outputPath) + [parsed.value("--write-baseline")].compactMap({ $0 }) {
            if let problem = unwritableReason(path) { return usageError(problem, console: console) }
        }

        var jobs = Parallel.defaultJobs
        if let text = parsed.value("--jobs") {
            guard let value = Int(text), value >= 1 else { return usageError("--jobs takes a whole number of at least 1, not '\(text)'", console: console) }
            jobs = value
        }

        var run = LintRun(paths: paths, configuration: rules)
        run.jobs = jobs
        run.excluded = loaded.excludesFromLinting
        if !parsed.has("--no-cache") { run.cacheFolder = parsed.value("--cache-path") ?? ResultCache.defaultFolder(environment: environment) }
        if let stdinPath { run.standardInput = (stdinPath, [UInt8](standardInput())) }

        var changes: GitChanges? = nil
        if let ref = parsed.value("--diff-base") {
            switch GitChanges.since(ref) {
            case .success(let value): changes = value
            case .failure(let failure): return usageError(failure.description, console: console)
            }
            run.onlyFiles = changes?.files
        } else if parsed.has("--changed-lines") {
            return usageError("--changed-lines needs --diff-base REF", console: console)
        }

        let progress = !parsed.has("--quiet") && isatty(2) == 1
        if progress { console.err.write("Linting…"); console.err.flush() }
        let result: LintRun.Result
        switch run.run() {
        case .success(let value): result = value
        case .failure(let failure):
            if progress { console.err.write("\r\u{1B}[K") }
            if case .noSwiftFiles = failure, changes != nil {
                if !parsed.has("--quiet") { console.err.write("No Swift files changed since \(parsed.value("--diff-base")!).\n") }
                return ExitCode.success
            }
            return usageError(failure.description, console: console)
        }
        if progress { console.err.write("\r\u{1B}[K") }
        if let problem = result.cacheProblem, !parsed.has("--quiet") {
            console.err.write("behavior-lint: warning: cannot write the cache (\(problem)); linting without one\n")
        }

        var findings = result.findings
        if let stdinPath {
            let display = FileDiscovery.displayPath(stdinPath)
            findings = findings.filter { $0.path == display }
        }
        if let changes, parsed.has("--changed-lines") {
            findings = findings.filter { changes.contains(path: FileDiscovery.absolutePath($0.path), line: $0.location.line) }
        }
        if let path = parsed.value("--write-baseline") {
            if case .failure(let failure) = Baseline(findings: findings).write(to: path) {
                return usageError(failure.description, console: console)
            }
        }
        if let path = parsed.value("--baseline") ?? (parsed.value("--write-baseline") == nil ? loaded.baselinePath : nil) {
            switch Baseline.load(path: path) {
            case .success(let baseline): findings = baseline.filter(findings)
            case .failure(let failure): return usageError(failure.description, console: console)
            }
        }

        // The HTML report shows what fix would do: plan it in memory, as `fix --dry-run` would.
        var plan: RefactoringPlan? = nil
        if selections.contains(where: { $0.id == HTMLReporter.id }) {
            var configuration = loaded.configuration
            configuration.rules = rules
            let (outcome, warnings) = ProjectFix.plan(result.sources, paths: paths, loaded: loaded, configuration: configuration)
            if !parsed.has("--quiet") { for warning in warnings { console.err.write("warning: \(warning)\n") } }
            plan = RefactoringPlan(outcome, findings: findings)
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let report = LintReport(findings: findings, files: result.files, elapsedSeconds: seconds, refactoringPlan: plan,
                                lineText: SourceLines(sources: result.sources).lineText)
        for selection in selections {
            let text = selection.render(report)
            if let path = selection.outputPath {
                do {
                    try AtomicFile.write(Data(text.utf8), to: path)
                } catch {
                    return usageError("cannot write the \(selection.id) report to '\(path)': \(error)", console: console)
                }
            } else {
                console.out.write(text)
            }
        }
        if !parsed.has("--quiet") {
            console.err.write(summaryLine(findings, files: result.files.count, seconds: seconds))
        }
        let strict = parsed.has("--strict") || loaded.configuration.strict
        return findings.contains { $0.severity == .error || (strict && $0.severity == .warning) }
            ? ExitCode.findings : ExitCode.success
    }

    /// Applies `--only`, `--enable` and `--disable`; returns a problem with an unknown rule id.
    static func applyRuleSelection(_ parsed: ParsedArguments, to rules: inout RuleConfiguration) -> String? {
        let known = RuleRegistry.all.map { $0.descriptor } + EngineFindings.all
        let ids = known.map(\.id)
        for option in ["--only", "--enable", "--disable"] {
            for id in parsed.values(option) where !ids.contains(id) {
                var message = "unknown rule '\(id)' in \(option)"
                if let suggestion = Suggestion.closest(to: id, among: ids) { message += " — did you mean '\(suggestion)'?" }
                return message
            }
        }
        let only = Set(parsed.values("--only"))
        for descriptor in known {
            var settings = rules.settings[descriptor.id] ?? RuleSettings(severity: descriptor.defaultSeverity)
            if !only.isEmpty && !only.contains(descriptor.id) && !EngineFindings.all.contains(where: { $0.id == descriptor.id }) {
                settings.severity = .off
            }
            if parsed.values("--enable").contains(descriptor.id) || only.contains(descriptor.id), settings.severity == .off {
                settings.severity = descriptor.defaultSeverity == .off ? .warning : descriptor.defaultSeverity
            }
            if parsed.values("--disable").contains(descriptor.id) { settings.severity = .off }
            rules.settings[descriptor.id] = settings
        }
        return nil
    }

    /// Why a report could not be written to `path`, found before linting.
    private static func unwritableReason(_ path: String) -> String? {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            return "cannot write '\(path)': folder '\(folder)' does not exist"
        }
        guard FileManager.default.isWritableFile(atPath: folder) else {
            return "cannot write '\(path)': folder '\(folder)' is not writable"
        }
        return nil
    }

    static func summaryLine(_ findings: [Finding], files: Int, seconds: Double) -> String {
        let errors = findings.filter { $0.severity == .error }.count
        let warnings = findings.count - errors
        let plural = { (count: Int, word: String) in "\(count) \(word)\(count == 1 ? "" : "s")" }
        let fixable = findings.filter { $0.fixable }.count
        return "\(plural(findings.count, "finding")) (\(plural(errors, "error")), \(plural(warnings, "warning"))) in "
            + "\(plural(files, "file")), \(String(format: "%.2f", seconds))s\n"
            + (fixable == 0 ? "" : "\(fixable) of them fixable with `behavior-lint fix` (`behavior-lint fix --dry-run` shows how)\n")
    }
}
