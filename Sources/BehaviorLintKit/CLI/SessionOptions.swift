/// The options of `lint` and `fix`, in one table: those that choose what is linted and reported
/// (`sharedByLintAndFix`) mean the same in both commands, since `fix` changes exactly what the
/// same `lint` would report; the others belong to one command.
enum SessionOptions {
    /// An option and whether it takes a value.
    struct Option: Hashable {
        var name: String
        var takesValue: Bool
    }

    /// What is linted and how: the configuration, the rule selection, the cache, the jobs, the
    /// baseline and the diff base.
    static let sharedByLintAndFix: [Option] = [
        Option(name: "--config", takesValue: true),
        Option(name: "--enable", takesValue: true),
        Option(name: "--disable", takesValue: true),
        Option(name: "--only", takesValue: true),
        Option(name: "--baseline", takesValue: true),
        Option(name: "--no-cache", takesValue: false),
        Option(name: "--cache-path", takesValue: true),
        Option(name: "--jobs", takesValue: true),
        Option(name: "--diff-base", takesValue: true),
        Option(name: "--changed-lines", takesValue: false),
        Option(name: "--quiet", takesValue: false),
        Option(name: "--help", takesValue: false),
        Option(name: "-h", takesValue: false),
    ]

    /// How `lint` reports: formats, files, the editor buffer, the exit status.
    static let lintOnly: [Option] = [
        Option(name: "--reporter", takesValue: true),
        Option(name: "--output", takesValue: true),
        Option(name: "--write-baseline", takesValue: true),
        Option(name: "--stdin-path", takesValue: true),
        Option(name: "--strict", takesValue: false),
        Option(name: "--print-config", takesValue: false),
    ]

    /// How `fix` changes files.
    static let fixOnly: [Option] = [
        Option(name: "--dry-run", takesValue: false)
    ]

    /// A parser for the shared options and `own`.
    static func parser(adding own: [Option]) -> ArgumentParser {
        let all = sharedByLintAndFix + own
        return ArgumentParser(
            flags: all.filter { !$0.takesValue }.map(\.name), options: all.filter(\.takesValue).map(\.name))
    }

    /// The session the shared options ask for (`lint` reads its own options on top).
    static func request(_ parsed: ParsedArguments, environment: [String: String]) -> Result<
        LintSession.Request, LintSession.Failure
    > {
        var request = LintSession.Request(paths: parsed.positionals)
        request.configPath = parsed.value("--config")
        request.ruleSelection = parsed.ruleSelection
        if let text = parsed.value("--jobs") {
            guard let jobs = Int(text), jobs >= 1 else {
                return .failure(.usage("--jobs takes a whole number of at least 1, not '\(text)'"))
            }
            request.jobs = jobs
        }
        if !parsed.has("--no-cache") {
            request.cacheFolder = parsed.value("--cache-path") ?? ResultCache.defaultFolder(environment: environment)
        }
        request.diffBase = parsed.value("--diff-base")
        request.changedLinesOnly = parsed.has("--changed-lines")
        request.baselinePath = parsed.value("--baseline")
        return .success(request)
    }
}
