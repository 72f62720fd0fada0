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
        configuration excludes; symbolic links are not followed (a note says how many links to Swift
        files or folders were skipped; name a linked file to lint it). The xcode report lists errors
        first, then defects, performance, opportunities and hygiene, each by file, line, column and
        rule; the other reports keep file order.

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
        the other files are still linted. Encrypted files (git-crypt, OpenSSL) are said once, as an
        `encrypted-file` warning, and not linted. Run 'behavior-lint rules' for the rules and
        'behavior-lint explain RULE-ID' for one rule's documentation.

        EXAMPLES:
          behavior-lint Examples/SampleApp
          behavior-lint lint Sources --strict --reporter xcode --reporter sarif:behavior-lint.sarif
          git diff --quiet || behavior-lint --diff-base origin/main --changed-lines
          cat Home.swift | behavior-lint --stdin-path Sources/Home.swift Sources

        """
    }

    static let parser = SessionOptions.parser(adding: SessionOptions.lintOnly)

    static func run(_ arguments: [String], console: Console) -> Int32 {
        run(
            arguments, console: console, environment: ProcessInfo.processInfo.environment,
            standardInput: {
                FileHandle.standardInput.readDataToEndOfFile()
            })
    }

    static func run(
        _ arguments: [String], console: Console, environment: [String: String],
        standardInput: () -> Data
    ) -> Int32 {
        let parsed: ParsedArguments
        switch parse(arguments, with: parser, console: console) {
        case .success(let value): parsed = value
        case .failure(let early): return early.code
        }
        let start = DispatchTime.now().uptimeNanoseconds
        let session: LintSession
        switch request(parsed, environment: environment).flatMap(LintSession.open) {
        case .success(let value): session = value
        case .failure(let failure): return sessionError(failure, console: console)
        }
        if parsed.has("--print-config") {
            console.out.write(PrintConfig.render(session.loaded))
            return ExitCode.success
        }
        let selections: [ReporterSelection]
        switch reports(parsed, session: session, environment: environment) {
        case .success(let value): selections = value
        case .failure(let failure): return usageError(failure.description, console: console)
        }
        let quiet = parsed.has("--quiet")
        let outcome: LintSession.Outcome
        // The HTML report plans a fix, which needs every file's bytes; other reports quote lines from disk.
        let plansFix = selections.contains { $0.id == HTMLReporter.id }
        switch lint(
            session, progress: !quiet && isatty(2) == 1, keepingSources: plansFix, console: console,
            standardInput: standardInput)
        {
        case .success(let value): outcome = value
        case .failure(let failure): return usageError(failure.description, console: console)
        }
        if outcome.nothingChanged {
            if !quiet { console.err.write("No Swift files changed since \(parsed.value("--diff-base")!).\n") }
            return ExitCode.success
        }
        if let note = LintSession.skippedLinksNote(outcome.skippedLinks), !quiet { console.err.write(note + "\n") }
        if let problem = outcome.cacheProblem, !quiet {
            console.err.write("behavior-lint: warning: cannot write the cache (\(problem)); linting without one\n")
        }
        // The HTML report shows what fix would do: plan it in memory, as `fix --dry-run` would.
        var plan: RefactoringPlan? = nil
        if plansFix {
            let (fix, warnings) = session.planFix(outcome.sources, filters: outcome.filters)
            if !quiet { for warning in warnings { console.err.write("warning: \(warning)\n") } }
            plan = RefactoringPlan(fix, findings: outcome.findings)
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let report = LintReport(
            findings: outcome.findings, files: outcome.files, elapsedSeconds: seconds, refactoringPlan: plan,
            lineText: QuotedLines(sources: outcome.sources).lineText)
        if let problem = write(report, to: selections, console: console) {
            return usageError(problem, console: console)
        }
        if !quiet {
            console.err.write(
                summaryLine(
                    outcome.findings, files: outcome.files.count, seconds: seconds,
                    leadingRule: report.findingsByImportance.first?.ruleID))
        }
        return session.failsRun(outcome.findings, strict: parsed.has("--strict")) ? ExitCode.findings : ExitCode.success
    }

    /// The reports the command line (or the configuration) asks for; checked before linting, so
    /// a typo or an unwritable folder costs no time.
    private static func reports(_ parsed: ParsedArguments, session: LintSession, environment: [String: String])
        -> Result<[ReporterSelection], ReporterSelection.Failure>
    {
        ReporterSelection.resolve(
            parsed.values("--reporter"), configured: session.loaded.reporters, output: parsed.value("--output"),
            environment: environment
        ).flatMap { selections in
            let unwritable = selections.compactMap { $0.outputPath.flatMap(AtomicFile.unwritableReason) }
            guard let problem = unwritable.first ?? session.unwritablePaths else { return .success(selections) }
            return .failure(ReporterSelection.Failure(description: problem))
        }
    }

    /// Lints, saying so on a terminal meanwhile.
    private static func lint(
        _ session: LintSession, progress: Bool, keepingSources: Bool, console: Console, standardInput: () -> Data
    ) -> Result<LintSession.Outcome, LintSession.Failure> {
        if progress {
            console.err.write("Linting…")
            console.err.flush()
        }
        defer { if progress { console.err.write("\r\u{1B}[K") } }
        return session.lint(standardInput: { [UInt8](standardInput()) }, keepingSources: keepingSources)
    }

    /// The session the parsed command line asks for: the options it shares with `fix`, and the
    /// editor buffer and baseline to write.
    static func request(_ parsed: ParsedArguments, environment: [String: String]) -> Result<
        LintSession.Request, LintSession.Failure
    > {
        SessionOptions.request(parsed, environment: environment).map { shared in
            var request = shared
            request.stdinPath = parsed.value("--stdin-path")
            request.writeBaselinePath = parsed.value("--write-baseline")
            return request
        }
    }

    /// Renders `report` for each selection, to its file or standard output; returns a problem when
    /// a file cannot be written.
    private static func write(_ report: LintReport, to selections: [ReporterSelection], console: Console) -> String? {
        for selection in selections {
            let text = selection.render(report)
            guard let path = selection.outputPath else {
                console.out.write(text)
                continue
            }
            do {
                try AtomicFile.write(Data(text.utf8), to: path)
            } catch {
                return "cannot write the \(selection.id) report to '\(path)': \(error)"
            }
        }
        return nil
    }

    /// The count, what fix can do, and what to run next: `explain` for the rule of the finding
    /// listed first (`leadingRule`), the HTML map for the whole picture.
    static func summaryLine(_ findings: [Finding], files: Int, seconds: Double, leadingRule: String?) -> String {
        let fixable = findings.filter { $0.fixable }.count
        return "\(ReportText.findingsPhrase(findings)) in \(ReportText.counted(files, "file")), "
            + "\(String(format: "%.2f", seconds))s\n"
            + (fixable == 0
                ? ""
                : "\(fixable) of them fixable with `behavior-lint fix` (`behavior-lint fix --dry-run` shows how)\n")
            + (leadingRule.map {
                "Why a rule reports: `behavior-lint explain \($0)`; the screens and what fix would make of them: "
                    + "`--reporter html:map.html`\n"
            } ?? "")
    }
}
