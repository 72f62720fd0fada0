import Foundation

/// One lint of files on disk: discovery, reading, scanning and rules (or the cached result of an
/// identical run), suppressions.
/// The `lint` command and the benchmark both run exactly this.
public struct LintRun {
    public var paths: [String]
    public var configuration: RuleConfiguration
    public var jobs = Parallel.defaultJobs
    /// Where to keep results between runs; nil for no cache.
    public var cacheFolder: String?
    /// Files and folders the configuration leaves out (include/exclude globs).
    public var excluded: (String) -> Bool = { _ in false }
    /// An editor buffer to lint in place of the file at this path (`--stdin-path`).
    public var standardInput: (path: String, bytes: [UInt8])?
    /// Limits the files linted (`--diff-base`): nil lints every discovered file.
    public var onlyFiles: Set<String>?
    /// How a file's bytes are read (replaceable so tests can make a file unreadable even as root).
    public var readFile: @Sendable (String) -> Swift.Result<[UInt8], SourceReadError> = { SourceReader.read(path: $0) }
    /// Whether the result keeps every file's bytes (for a fix planned from them); otherwise each
    /// file's bytes are let go once it is scanned, and reporters read the lines they quote from
    /// disk. An editor buffer (`standardInput`) is always kept: it is not on disk.
    public var keepsSources = false

    public init(paths: [String], configuration: RuleConfiguration) {
        self.paths = paths
        self.configuration = configuration
    }

    public struct Result {
        /// Findings in report order, `unreadable-file` and `unused-suppression` ones included.
        public var findings: [Finding]
        /// Display paths of every file linted (readable or not).
        public var files: [String]
        /// The bytes of every readable file, by display path, with `keepsSources`; otherwise only
        /// the editor buffer's.
        public var sources: [(path: String, bytes: [UInt8])]
        /// Whether the findings came from the cache of an identical earlier run.
        public var fromCache = false
        /// Why the cache could not be written, if it could not.
        public var cacheProblem: String?
    }

    public func run() -> Swift.Result<Result, FileDiscovery.Failure> {
        var files: [String] = []
        if !paths.isEmpty || standardInput == nil {
            switch FileDiscovery.swiftFiles(in: paths.isEmpty ? ["."] : paths, excluded: excluded, jobs: jobs) {
            case .success(let found): files = found
            case .failure(let failure): return .failure(failure)
            }
        }
        if let onlyFiles { files = files.filter { onlyFiles.contains(FileDiscovery.absolutePath($0)) } }
        let stdinPath = standardInput.map { FileDiscovery.displayPath($0.path) }
        var (sources, displayPaths, findings) = read(files, replacing: stdinPath)
        if files.isEmpty && standardInput == nil { return .failure(.noSwiftFiles(paths.isEmpty ? ["."] : paths)) }

        // A cached run of exactly these files and settings makes scanning and rules unnecessary.
        var cache: ResultCache? = nil
        var hashes: [UInt64] = []
        let configurationKey = configuration.fingerprintText
        if let cacheFolder, standardInput == nil {
            cache = ResultCache(
                folder: cacheFolder, roots: paths, workingDirectory: FileManager.default.currentDirectoryPath)
            hashes = Parallel.map(sources.count, jobs: jobs) { ResultCache.contentHash(sources[$0].bytes) }
            if let cached = cache?.findings(
                files: sources.map { $0.path }, hashes: hashes, configuration: configurationKey)
            {
                return .success(
                    Result(
                        findings: findings + cached, files: displayPaths, sources: keepsSources ? sources : [],
                        fromCache: true))
            }
        }

        // Scanned file by file, each file's bytes let go as soon as its summary is made: the
        // summaries, not the bytes, are what the rules need. With the cache, a file whose bytes
        // are those of the last run takes that run's summary instead of being scanned again.
        let summaryCache = cache.map { SummaryCache(file: $0.summaryFile) }
        let boxes = sources.map { SourceBox(path: $0.path, bytes: $0.bytes) }
        let kept = keepsSources ? sources : sources.filter { $0.path == stdinPath }
        sources = []
        let keepsAll = keepsSources
        let fileHashes = hashes
        let scanned = Parallel.map(boxes.count, jobs: jobs) { index -> (FileSummary, SourceLocation?) in
            let box = boxes[index]
            let summary =
                summaryCache?.summary(path: box.path, hash: fileHashes[index])
                ?? Scanner.summarize(bytes: box.bytes, path: box.path)
            let invalid = summary.invalidUTF8Offset.map { Self.location(of: $0, in: box.bytes) }
            if !keepsAll { box.bytes = [] }
            return (summary, invalid)
        }
        let summaries = scanned.map { $0.0 }
        // The summaries are written while the rules run: neither waits for the other.
        let storing = DispatchGroup()
        let storeProblem = StoreProblem()
        if let summaryCache, !summaryCache.holds(zip(summaries, hashes).map { ($0.path, $1) }) {
            let stored = Array(zip(summaries, hashes))
            DispatchQueue.global().async(group: storing) { storeProblem.value = summaryCache.store(stored) }
        }
        var linted: [Finding] = []
        for (summary, location) in scanned {
            guard let location else { continue }
            linted.append(
                Self.unreadable(
                    summary.path,
                    "The file is not valid UTF-8 from here on, so Swift cannot compile it; it was linted as far as possible",
                    at: location))
        }
        linted += FindingMerge.merged(
            Self.suppressed(
                LintEngine.check(summaries, configuration: configuration, jobs: jobs),
                summaries: summaries, configuration: configuration
            ).sorted(by: Finding.reportOrder))
        linted.sort(by: Finding.reportOrder)
        storing.wait()
        let cacheProblem =
            cache?.store(
                files: summaries.map { $0.path }, hashes: hashes, configuration: configurationKey, findings: linted)
            ?? storeProblem.value
        findings += linted
        findings.sort(by: Finding.reportOrder)
        return .success(Result(findings: findings, files: displayPaths, sources: kept, cacheProblem: cacheProblem))
    }

    /// Every file's display path and bytes, the editor buffer in place of the file it stands for,
    /// and an `unreadable-file` finding for each file that could not be read.
    private func read(_ files: [String], replacing stdinPath: String?) -> (
        sources: [(path: String, bytes: [UInt8])], displayPaths: [String], findings: [Finding]
    ) {
        var sources: [(path: String, bytes: [UInt8])] = []
        var findings: [Finding] = []
        var displayPaths: [String] = []
        let workingDirectory = FileManager.default.currentDirectoryPath
        let read = readFile
        let contents = Parallel.map(files.count, jobs: jobs) { index in
            (FileDiscovery.displayPath(files[index], workingDirectory: workingDirectory), read(files[index]))
        }
        for (display, content) in contents where display != stdinPath {
            displayPaths.append(display)
            switch content {
            case .success(let bytes):
                sources.append((display, bytes))
            case .failure(let error):
                findings.append(
                    Self.unreadable(
                        display, "The file could not be read: \(error)", at: SourceLocation(line: 1, column: 1)))
            }
        }
        if let standardInput, let stdinPath {
            displayPaths.append(stdinPath)
            sources.append((stdinPath, standardInput.bytes))
        }
        return (sources, displayPaths, findings)
    }

    /// Applies each file's suppression comments to its findings (`fix` fixes only what `lint` reports).
    static func suppressed(_ findings: [Finding], summaries: [FileSummary], configuration: RuleConfiguration)
        -> [Finding]
    {
        let enabled = Set(RuleRegistry.ids.filter { configuration.settings(for: $0) != nil })
        let filter = SuppressionFilter(
            knownRuleIDs: Set(RuleRegistry.ids + EngineFindings.all.map { $0.id }), enabledRuleIDs: enabled,
            unusedSeverity: configuration.settings[EngineFindings.unusedSuppression.id]?.severity
                ?? EngineFindings.unusedSuppression.defaultSeverity)
        var byPath: [String: [Finding]] = [:]
        for finding in findings { byPath[finding.path, default: []].append(finding) }
        var result: [Finding] = []
        for summary in summaries {
            result += filter.apply(
                to: byPath.removeValue(forKey: summary.path) ?? [], suppressions: summary.suppressions,
                path: summary.path, lineCount: summary.lineCount)
        }
        for rest in byPath.values { result += rest }
        return result
    }

    static func unreadable(_ path: String, _ message: String, at location: SourceLocation) -> Finding {
        Finding(
            ruleID: EngineFindings.unreadableFile.id, severity: .error, path: path, location: location,
            endLocation: location, message: message, fingerprintText: message)
    }

    static func location(of offset: Int, in bytes: [UInt8]) -> SourceLocation {
        var line = 1
        var lineStart = 0
        for index in 0..<min(offset, bytes.count) where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        return SourceLocation(line: line, column: offset - lineStart + 1)
    }
}

/// Why the summaries could not be written, set by the thread writing them.
private final class StoreProblem: @unchecked Sendable {
    var value: String?
}

/// One file's bytes, shared by the scan's threads so that each can let its file go once scanned.
private final class SourceBox: @unchecked Sendable {
    let path: String
    var bytes: [UInt8]

    init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }
}
