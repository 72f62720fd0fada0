import Foundation

/// One `lint` or `fix` as its command line asks: the configuration found for the paths and
/// adjusted by the rule selection; then the files discovered and read, linted (or taken from the
/// cache) and narrowed to the editor buffer, the changed lines and the baseline; or, for a fix,
/// read and planned. Commands parse their arguments into a `Request`, call this and render.
public struct LintSession {
    /// What the command line asks of a session.
    public struct Request {
        public var paths: [String] = []
        /// `--config`: this file instead of the nearest `.lintrc`.
        public var configPath: String?
        public var ruleSelection = RuleSelection()
        /// `--stdin-path`: lint standard input as if it were this file, and report only its findings.
        public var stdinPath: String?
        public var jobs = Parallel.defaultJobs
        /// Where results are kept between runs; nil lints without a cache.
        public var cacheFolder: String?
        /// `--diff-base`: lint only the files changed since this git ref.
        public var diffBase: String?
        /// `--changed-lines`: with a diff base, report only findings on changed lines.
        public var changedLinesOnly = false
        /// `--baseline`: hide the findings this file records (default: the configuration's baseline).
        public var baselinePath: String?
        /// `--write-baseline`: record every finding in this file.
        public var writeBaselinePath: String?

        public init(paths: [String] = []) {
            self.paths = paths
        }
    }

    /// Why a session cannot go on; the command prints it and exits with the usage status.
    public enum Failure: Error, CustomStringConvertible {
        /// The configuration could not be read (its message names the file and line).
        case configuration(String)
        /// The request cannot be done as asked.
        case usage(String)

        public var description: String {
            switch self {
            case .configuration(let message), .usage(let message): message
            }
        }
    }

    /// What a lint found, ready to report.
    public struct Outcome {
        /// Findings after the stdin, changed-lines and baseline filters, in report order.
        public var findings: [Finding]
        /// Display paths of every file linted.
        public var files: [String]
        /// The bytes of the files read, when kept (see `lint(standardInput:keepingSources:)`).
        public var sources: [(path: String, bytes: [UInt8])]
        /// Why the cache could not be written, if it could not.
        public var cacheProblem: String?
        /// True when a diff base was given and no Swift file changed since it: nothing was linted.
        public var nothingChanged = false
        /// What the findings were narrowed by; a fix planned from `sources` changes only what they show.
        var filters = ReportFilters()
        /// Symbolic links to Swift files or folders the walk passed over (links are not followed).
        public var skippedLinks: [String] = []
    }

    public let request: Request
    public let loaded: LoadedConfiguration
    /// The loaded configuration with the rule selection applied.
    public let configuration: LintConfiguration

    /// Loads the configuration for the request's paths and applies the rule selection.
    public static func open(_ request: Request) -> Result<LintSession, Failure> {
        let forPaths = request.paths.isEmpty ? [request.stdinPath ?? "."] : request.paths
        let loaded: LoadedConfiguration
        switch ConfigurationLoader.load(explicit: request.configPath, forPaths: forPaths) {
        case .success(let value): loaded = value
        case .failure(let error): return .failure(.configuration(error.description))
        }
        var configuration = loaded.configuration
        if let problem = request.ruleSelection.apply(to: &configuration.rules) { return .failure(.usage(problem)) }
        if request.changedLinesOnly && request.diffBase == nil {
            return .failure(.usage("--changed-lines needs --diff-base REF"))
        }
        return .success(LintSession(request: request, loaded: loaded, configuration: configuration))
    }

    /// Problems found before any work: files the session would write that cannot be written.
    public var unwritablePaths: String? {
        request.writeBaselinePath.flatMap(AtomicFile.unwritableReason)
    }

    /// Lints the request's files (reading `standardInput` when a stdin path is given) and applies
    /// the report filters; writes the baseline when asked. `keepingSources` keeps every file's
    /// bytes in the outcome, for a fix planned from them (otherwise only the editor buffer's).
    public func lint(standardInput: () -> [UInt8], keepingSources: Bool = false) -> Result<Outcome, Failure> {
        let filters: ReportFilters
        switch reportFilters() {
        case .success(let value): filters = value
        case .failure(let failure): return .failure(failure)
        }
        var run = LintRun(paths: request.paths, configuration: configuration.rules)
        run.keepsSources = keepingSources
        run.jobs = request.jobs
        run.excluded = loaded.excludesFromLinting
        run.cacheFolder = request.cacheFolder
        if let stdinPath = request.stdinPath { run.standardInput = (stdinPath, standardInput()) }
        run.onlyFiles = filters.changes?.files
        let result: LintRun.Result
        switch run.run() {
        case .success(let value): result = value
        case .failure(.noSwiftFiles) where filters.changes != nil:
            return .success(Outcome(findings: [], files: [], sources: [], nothingChanged: true))
        case .failure(let failure): return .failure(.usage(failure.description))
        }

        let scoped = filters.scoped(result.findings)
        if let path = request.writeBaselinePath,
            case .failure(let failure) = Baseline(findings: scoped).write(to: path)
        {
            return .failure(.usage(failure.description))
        }
        return .success(
            Outcome(
                findings: filters.baseline?.filter(scoped) ?? scoped, files: result.files, sources: result.sources,
                cacheProblem: result.cacheProblem, filters: filters, skippedLinks: result.skippedLinks))
    }

    /// What this session reports of what the rules find: the buffer, the changes since the diff
    /// base and the baseline, read before any file is linted.
    func reportFilters() -> Result<ReportFilters, Failure> {
        var filters = ReportFilters(
            stdinPath: request.stdinPath.map { FileDiscovery.displayPath($0) },
            changedLinesOnly: request.changedLinesOnly)
        if let ref = request.diffBase {
            switch GitChanges.since(ref) {
            case .success(let value): filters.changes = value
            case .failure(let failure): return .failure(.usage(failure.description))
            }
        }
        // Writing a baseline records every finding: the configured baseline hides none of them.
        if let path = request.baselinePath ?? (request.writeBaselinePath == nil ? loaded.baselinePath : nil) {
            switch Baseline.load(path: path) {
            case .success(let baseline): filters.baseline = baseline
            case .failure(let failure): return .failure(.usage(failure.description))
            }
        }
        return .success(filters)
    }

    /// The request's files read for a fix, and a warning for each file that could not be read.
    public func readSources() -> Result<(sources: [(path: String, bytes: [UInt8])], warnings: [String]), Failure> {
        let found: FileDiscovery.Found
        switch FileDiscovery.sources(
            in: request.paths.isEmpty ? ["."] : request.paths, excluded: loaded.excludesFromLinting)
        {
        case .success(let value): found = value
        case .failure(let failure): return .failure(.usage(failure.description))
        }
        var sources: [(path: String, bytes: [UInt8])] = []
        var warnings: [String] = []
        if let note = Self.skippedLinksNote(found.skippedLinks) { warnings.append(note) }
        for file in found.files {
            let display = FileDiscovery.displayPath(file)
            switch SourceReader.read(path: file) {
            case .success(let bytes): sources.append((display, bytes))
            case .failure(let error):
                warnings.append("\(display): warning: not fixed, the file could not be read: \(error)")
            }
        }
        return .success((sources, warnings))
    }

    /// What a command says of the links a walk skipped: how many, and the first.
    public static func skippedLinksNote(_ links: [String]) -> String? {
        guard let first = links.first else { return nil }
        return "note: \(ReportText.counted(links.count, "symbolic link")) to Swift files or folders "
            + "\(links.count == 1 ? "was" : "were") not followed (\(FileDiscovery.displayPath(first))"
            + "\(links.count > 1 ? ", …" : "")); name the files they point to, to lint them"
    }

    /// Plans the fix of `sources` in memory, with warnings about build files that could not be read.
    /// `filters` say which findings the fix may change (those a lint of the same session reports).
    func planFix(_ sources: [(path: String, bytes: [UInt8])], filters: ReportFilters) -> (
        outcome: FixOutcome, warnings: [String]
    ) {
        ProjectFix.plan(
            sources, paths: request.paths, loaded: loaded, configuration: configuration,
            scope: FixScope(jobs: request.jobs, reported: filters.reported))
    }

    /// Whether warnings fail the run too (`--strict` or the configuration's `strict`).
    public func failsRun(_ findings: [Finding], strict: Bool) -> Bool {
        let strict = strict || loaded.configuration.strict
        return findings.contains { $0.severity == .error || (strict && $0.severity == .warning) }
    }
}
