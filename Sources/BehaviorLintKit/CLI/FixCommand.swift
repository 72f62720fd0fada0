import Foundation

/// `behavior-lint fix [PATH…] [--dry-run]`: apply every available fix, or show them as a diff.
enum FixCommand: Command {
    static let name = "fix"
    static let summary = "Apply the fixes: extract behaviors, insert super calls, rewrite slow concatenations."
    static var help: String {
        """
        USAGE: behavior-lint fix [PATH...] [--dry-run] [OPTIONS]

        Applies every fix behavior-lint knows to the Swift files under each PATH (default: the
        current folder), found and configured as 'behavior-lint lint' finds them:

          nav-bar-visibility, nav-bar-appearance, screen-tracking, observer-lifecycle,
          repeated-lifecycle-concern
                      the chores move into behaviors, one file each in the configured folder
                      (HideNavigationBarBehavior, ScreenTrackingBehavior(screenName: "Home"), …);
                      hosts lose the moved statements (and overrides left with only their super
                      call) and attach the behaviors with addBehaviors([...]) in viewDidLoad.
                      Without a behavior protocol in the project, fix writes a support file with
                      the protocol, addBehaviors(_:) and the hidden child view controller.
          lifecycle-super-call
                      the missing super call is inserted first in the body.
          slow-array-concat
                      all-literal chains become one literal; with a declared element type the
                      chain becomes var + append(contentsOf:).

        A statement that uses the host's own members stays where it is; 'lint' says why. Before
        anything is written, fix re-scans its own output: a file that would not tokenize to
        balanced brackets, or that lint would want to fix again, is left alone. Files are written
        atomically (temporary file, then rename) keeping their permissions; nothing is written when
        a file changed on disk since it was read, or a folder is not writable. A file that is a
        symbolic link is written through to its target when the target lies inside the folders
        fixed (the link stays a link); otherwise nothing is written.

        OPTIONS:
          --dry-run              Print a unified diff (git style, new files included) and write nothing.
          --quiet                No summary on standard error.
          --help, -h             Show this help.

        WHAT IS FIXED (the same options, meaning the same, as 'behavior-lint lint'; fix changes
        exactly the findings that lint, given them, would report):
          --config FILE          Use FILE instead of the nearest .lintrc above the paths.
          --enable RULE          Fix this rule too, whatever the configuration says.
          --disable RULE         Do not fix this rule.
          --only RULE            Fix only the rules named (repeatable).
          --baseline FILE        Leave the findings recorded in FILE alone (default: the configuration's baseline).
          --diff-base REF        Fix only findings in files changed since the git ref REF (a repeated
                                 concern whole, when one of its copies changed).
          --changed-lines        With --diff-base, fix only findings on changed lines.
          --jobs N               Files scanned at once (default: all \(Parallel.defaultJobs) cores).
          --no-cache             Accepted for lint's sake: fix always lints the files as they are now
          --cache-path DIR       and neither reads nor writes the cache.

        WHERE BEHAVIORS GO:
          The [behaviors] section of .lintrc (protocol, hook-style, output-directory, support-file).
          output-directory is relative to the .lintrc's folder; without a .lintrc, to the first
          PATH (its folder when PATH is a file). With a .lintrc, the other Swift files of its
          folder are read too (not fixed), so fixing one folder still finds the project's
          protocol and behaviors. An existing behavior protocol in the project (found
          by its hook names) is used instead of writing a support file, and an existing type with
          the same name and body is reused; one that differs is a clash, and that fix is refused.

        EXIT STATUS:
          0  all fixes applied (--dry-run: nothing to fix)
          1  --dry-run: fixes are pending; otherwise: some fixable findings could not be fixed
          2  bad arguments or configuration, or nothing could be written (see the message)

        EXAMPLES:
          behavior-lint fix --dry-run Examples/SampleApp
          behavior-lint fix Sources
          behavior-lint fix --dry-run --quiet Sources || echo "run behavior-lint fix"

        """
    }

    static let parser = SessionOptions.parser(adding: SessionOptions.fixOnly)

    static func run(_ arguments: [String], console: Console) -> Int32 {
        run(arguments, console: console, environment: ProcessInfo.processInfo.environment)
    }

    static func run(_ arguments: [String], console: Console, environment: [String: String]) -> Int32 {
        let parsed: ParsedArguments
        switch parse(arguments, with: parser, console: console) {
        case .success(let value): parsed = value
        case .failure(let early): return early.code
        }
        let session: LintSession
        let filters: ReportFilters
        switch SessionOptions.request(parsed, environment: environment).flatMap(LintSession.open).flatMap({ session in
            session.reportFilters().map { (session, $0) }
        }) {
        case .success(let value): (session, filters) = value
        case .failure(let failure): return sessionError(failure, console: console)
        }
        let sources: [(path: String, bytes: [UInt8])]
        switch session.readSources() {
        case .success(let read):
            sources = read.sources
            for warning in read.warnings { console.err.write(warning + "\n") }
        case .failure(let failure): return usageError(failure.description, console: console)
        }

        let (outcome, warnings) = session.planFix(sources, filters: filters)
        for warning in warnings { console.err.write("warning: \(warning)\n") }
        if !outcome.problems.isEmpty {
            for problem in outcome.problems {
                console.err.write("behavior-lint fix: error: \(problem); nothing was written\n")
            }
            return ExitCode.usage
        }
        let quiet = parsed.has("--quiet")
        if parsed.has("--dry-run") {
            for path in outcome.changed.keys.sorted() {
                // Bytes, not text: a diff must apply to the file as it is, whatever its bytes.
                console.out.write(
                    bytes: UnifiedDiff.fileBytes(path: path, old: outcome.original[path], new: outcome.changed[path]!))
            }
            for file in outcome.created {
                console.out.write(
                    bytes: UnifiedDiff.fileBytes(path: file.path, old: nil, new: Array(file.contents.utf8)))
            }
            if !quiet { report(outcome, wrote: false, console: console) }
            return outcome.hasChanges ? ExitCode.findings : ExitCode.success
        }
        if case .failure(let refusal) = FixWriter.write(
            outcome, roots: parsed.positionals.isEmpty ? ["."] : parsed.positionals)
        {
            console.err.write("behavior-lint fix: error: \(refusal.description)\n")
            return ExitCode.usage
        }
        if !quiet { report(outcome, wrote: true, console: console) }
        return outcome.unfixed.isEmpty ? ExitCode.success : ExitCode.findings
    }

    /// What was (or would be) done, and what was not, on standard error.
    private static func report(_ outcome: FixOutcome, wrote: Bool, console: Console) {
        for proposal in outcome.applied {
            console.err.write("\(wrote ? "fixed" : "would fix") (\(proposal.ruleID)): \(proposal.summary)\n")
        }
        for (finding, reason) in outcome.unfixed {
            console.err.write(
                "\(finding.path):\(finding.location.line):\(finding.location.column): not fixed (\(finding.ruleID)): \(reason.prose)\n"
            )
        }
        let resolved = outcome.resolvedFindings.count
        let plural = ReportText.counted
        let verb = wrote ? "Fixed" : "Would fix"
        console.err.write(
            "\(verb) \(plural(resolved, "finding")): \(plural(outcome.changed.count, "file")) changed, "
                + "\(plural(outcome.created.count, "file")) created; \(plural(outcome.unfixedFindingCount, "fixable finding")) left.\n"
        )
    }
}
