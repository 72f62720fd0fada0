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
    /// Limits the files reported on (`--diff-base`), absolute paths: every discovered file is still
    /// linted, so that project-wide rules see the classes and copies of the files not in it
    /// (`ReportedScope`); nil reports on every file.
    public var onlyFiles: Set<String>?
    /// How a file's bytes are read (replaceable so tests can make a file unreadable even as root).
    /// With the cache, a file whose stamp the last run recorded is not read to be hashed.
    public var readFile: @Sendable (String) -> Swift.Result<[UInt8], SourceReadError> = { SourceReader.read(path: $0) }
    /// Whether the result keeps every file's bytes (for a fix planned from them); otherwise each
    /// file's bytes are let go once it is scanned, and reporters read the lines they quote from
    /// disk. An editor buffer (`standardInput`) is always kept: it is not on disk.
    public var keepsSources = false
    /// How long before a run a file must have been written for the cache to record its stamp.
    var stampSettlingTime = SummaryCache.settlingTime

    public init(paths: [String], configuration: RuleConfiguration) {
        self.paths = paths
        self.configuration = configuration
    }

    public struct Result {
        /// Findings in report order, `unreadable-file` and `unused-suppression` ones included.
        public var findings: [Finding]
        /// Display paths of every file linted (readable or not); storyboards and build files, read
        /// only for where they place screens and what they compile, are not listed.
        public var files: [String]
        /// The bytes of every readable file, by display path, with `keepsSources`; otherwise only
        /// the editor buffer's.
        public var sources: [(path: String, bytes: [UInt8])]
        /// Whether the findings came from the cache of an identical earlier run.
        public var fromCache = false
        /// Why the cache could not be written, if it could not.
        public var cacheProblem: String?
        /// Symbolic links to Swift files or folders the walk passed over (links are not followed).
        public var skippedLinks: [String] = []
    }

    public func run() -> Swift.Result<Result, FileDiscovery.Failure> {
        var found: [String] = []
        var skippedLinks: [String] = []
        if !paths.isEmpty || standardInput == nil {
            switch FileDiscovery.sources(in: paths.isEmpty ? ["."] : paths, excluded: excluded, jobs: jobs) {
            case .success(let walk): (found, skippedLinks) = (walk.files, walk.skippedLinks)
            case .failure(let failure): return .failure(failure)
            }
        }
        let reported = onlyFiles.map { only in found.filter { only.contains(FileDiscovery.absolutePath($0)) } }
        if (reported ?? found).isEmpty && standardInput == nil {
            return .failure(.noSwiftFiles(paths.isEmpty ? ["."] : paths, skippedLinks: skippedLinks.count))
        }
        let inputs = SourceInputs(found, standardInput: standardInput, read: readFile)
        let stdinIndex = standardInput == nil ? nil : inputs.count - 1

        // With the cache, every file is hashed: a run of exactly these files and settings makes
        // scanning and rules unnecessary. A file whose stamp is the one the last run recorded has
        // the hash recorded with it; any other is read once to be hashed, and let go.
        var cache: ResultCache? = nil
        var summaryCache: SummaryCache? = nil
        var hashes: [(hash: UInt64, stamp: FileStamp?)?] = []
        let configurationKey = configuration.fingerprintText
        let scanOptions = LintEngine.scanOptions(for: configuration)
        if let cacheFolder, standardInput == nil {
            cache = ResultCache(
                folder: cacheFolder, roots: paths, workingDirectory: FileManager.default.currentDirectoryPath)
            summaryCache = cache.map { SummaryCache(file: $0.summaryFile) }
            let known = summaryCache
            hashes = Parallel.map(inputs.count, jobs: jobs) { index in
                let stamp = inputs.stamp(index)
                if let stamp, let hash = known?.hash(path: inputs.display[index], stamp: stamp) { return (hash, stamp) }
                return try? inputs.load(index).map { (ResultCache.contentHash($0), stamp) }.get()
            }
            let readable = inputs.display.indices.filter { hashes[$0] != nil }
            if let cached = cache?.findings(
                files: readable.map { inputs.display[$0] }, hashes: readable.map { hashes[$0]!.hash },
                configuration: configurationKey)
            {
                let unreadable = inputs.display.indices.filter { hashes[$0] == nil }.compactMap(inputs.failure)
                let kept =
                    keepsSources
                    ? readable.compactMap { index in inputs.bytes(index).map { (inputs.display[index], $0) } } : []
                return .success(
                    inScope(
                        Result(
                            findings: (unreadable + cached).sorted(by: Finding.reportOrder), files: inputs.linted,
                            sources: kept, fromCache: true, skippedLinks: skippedLinks)))
            }
        }

        // Each file is read, scanned and let go in turn (its summary, not its bytes, is what the
        // rules need), or, with the cache, takes the last run's summary when its bytes are the same.
        let keepsAll = keepsSources
        let scanned = Parallel.map(inputs.count, jobs: jobs) { [summaryCache] index -> Scanned in
            if !keepsAll, !hashes.isEmpty, let hash = hashes[index]?.hash,
                let summary = summaryCache?.summary(path: inputs.display[index], hash: hash, options: scanOptions),
                summary.invalidUTF8Offset == nil
            {
                return .summary(summary, hash: hash, invalid: nil, encryptedBy: nil, bytes: nil)
            }
            switch inputs.load(index) {
            case .failure: return .unreadable(inputs.failure(index)!)
            case .success(let bytes):
                let summary = Scanner.summarize(bytes: bytes, path: inputs.display[index], options: scanOptions)
                let invalid = summary.invalidUTF8Offset.map { Self.location(of: $0, in: bytes) }
                // The hash of the bytes scanned, which a file edited since it was hashed no longer has.
                let hash = hashes.isEmpty ? nil : ResultCache.contentHash(bytes)
                return .summary(
                    summary, hash: hash, invalid: invalid,
                    encryptedBy: invalid == nil ? nil : EncryptedSource.tool(of: bytes),
                    bytes: keepsAll || index == stdinIndex ? bytes : nil)
            }
        }
        var findings: [Finding] = []
        var summaries: [FileSummary] = []
        var summaryHashes: [UInt64] = []
        var summaryStamps: [FileStamp?] = []
        var cacheable = cache != nil
        var kept: [(path: String, bytes: [UInt8])] = []
        var linted: [Finding] = []
        summaries.reserveCapacity(scanned.count)
        summaryHashes.reserveCapacity(cacheable ? scanned.count : 0)
        summaryStamps.reserveCapacity(cacheable ? scanned.count : 0)
        var encrypted: [(path: String, tool: String)] = []
        for (index, result) in scanned.enumerated() {
            switch result {
            case .unreadable(let finding): findings.append(finding)
            case .summary(let summary, let hash, let invalid, let encryptedBy, let bytes):
                summaries.append(summary)
                summaryStamps.append(hashes.isEmpty ? nil : hashes[index]?.stamp)
                if let hash { summaryHashes.append(hash) } else { cacheable = false }
                if let bytes { kept.append((summary.path, bytes)) }
                if let encryptedBy {
                    encrypted.append((summary.path, encryptedBy))
                    continue
                }
                guard let invalid else { continue }
                linted.append(
                    Self.unreadable(
                        summary.path,
                        "The file is not valid UTF-8 from here on, so Swift cannot compile it; it was linted as far as possible",
                        at: invalid))
            }
        }
        if let settings = configuration.settings(for: EngineFindings.encryptedFiles.id),
            var finding = Self.encryptedFinding(encrypted)
        {
            finding.severity = settings.severity
            linted.append(finding)
        }
        // The summaries are written while the rules run: neither waits for the other.
        let storing = DispatchGroup()
        let storeProblem = StoreProblem()
        if cacheable, let summaryCache {
            let stored = summaries.indices.map { (summaries[$0], summaryHashes[$0], summaryStamps[$0]) }
            if !summaryCache.holds(
                stored.map { ($0.0.path, $0.1, $0.2) }, options: scanOptions, settlingTime: stampSettlingTime)
            {
                let settlingTime = stampSettlingTime
                DispatchQueue.global().async(group: storing) {
                    storeProblem.value = summaryCache.store(stored, options: scanOptions, settlingTime: settlingTime)
                }
            }
        }
        let project = ProjectIndex(files: summaries, configuration: configuration, jobs: jobs)
        linted += LintEngine.report(project, configuration: configuration, jobs: jobs)
        linted.sort(by: Finding.reportOrder)
        storing.wait()
        let cacheProblem =
            cacheable
            ? cache?.store(
                files: summaries.map { $0.path }, hashes: summaryHashes, configuration: configurationKey,
                findings: linted) ?? storeProblem.value
            : nil
        findings += linted
        findings.sort(by: Finding.reportOrder)
        ProcessLifetime.keep((project, scanned))
        return .success(
            inScope(
                Result(
                    findings: findings, files: inputs.linted, sources: kept, cacheProblem: cacheProblem,
                    skippedLinks: skippedLinks)))
    }

    /// `result` limited to the files reported on (`onlyFiles`).
    private func inScope(_ result: Result) -> Result {
        guard let onlyFiles else { return result }
        var limited = result
        let absolute = Dictionary(
            result.files.map { ($0, FileDiscovery.absolutePath($0)) }, uniquingKeysWith: { first, _ in first })
        let isReported = { (path: String) in onlyFiles.contains(absolute[path] ?? FileDiscovery.absolutePath(path)) }
        limited.findings = ReportedScope.findings(result.findings) { path, _ in isReported(path) }
        limited.files = result.files.filter(isReported)
        return limited
    }

    /// What the scan made of one file.
    private enum Scanned {
        /// `hash`: of the bytes the summary was made from (with the cache).
        /// `encryptedBy`: the tool that encrypted the file (its bytes are no Swift to read).
        case summary(FileSummary, hash: UInt64?, invalid: SourceLocation?, encryptedBy: String?, bytes: [UInt8]?)
        case unreadable(Finding)
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
        // A concern's finding is suppressed copy by copy: each copy is checked where it stands, as
        // a probe of the concern's rule (its fingerprint names the finding and the copy).
        var byPath: [String: [Finding]] = [:]
        var concerns: [Finding] = []
        for finding in findings {
            guard !finding.copies.isEmpty else {
                byPath[finding.path, default: []].append(finding)
                continue
            }
            for (position, copy) in finding.copies.enumerated() {
                var probe = finding
                (probe.path, probe.location, probe.copies) = (copy.path, copy.location, [])
                probe.fingerprint = ConcernSuppression.probe(concern: concerns.count, copy: position)
                byPath[copy.path, default: []].append(probe)
            }
            concerns.append(finding)
        }
        var result: [Finding] = []
        // Only a file with suppression comments has findings to filter (or comments to report
        // unused); the findings of every other file pass as they are.
        for index in summaries.indices where !summaries[index].suppressions.isEmpty {
            let path = summaries[index].path
            result += filter.apply(
                to: byPath.removeValue(forKey: path) ?? [], suppressions: summaries[index].suppressions, path: path,
                lineCount: summaries[index].lineCount)
        }
        for rest in byPath.values { result += rest }
        return ConcernSuppression.survivors(of: concerns, among: result, configuration: configuration)
    }

    static func unreadable(_ path: String, _ message: String, at location: SourceLocation) -> Finding {
        Finding(
            ruleID: EngineFindings.unreadableFile.id, severity: .error, path: path, location: location,
            endLocation: location, message: message, fingerprintText: message)
    }

    /// One finding for every encrypted file: at the first, a note at each other.
    static func encryptedFinding(_ files: [(path: String, tool: String)]) -> Finding? {
        guard let first = files.first else { return nil }
        let tools = Array(Set(files.map(\.tool))).sorted().spokenList
        let count = files.count == 1 ? "1 file is" : "\(files.count) files are"
        let start = SourceLocation(line: 1, column: 1)
        let message = "\(count) encrypted (\(tools)) and not linted; unlock them to lint them"
        return Finding(
            ruleID: EngineFindings.encryptedFiles.id, severity: EngineFindings.encryptedFiles.defaultSeverity,
            path: first.path, location: start, endLocation: start, message: message,
            notes: files.dropFirst().map { Finding.Note(path: $0.path, location: start, message: "encrypted too") },
            fingerprintText: "encrypted")
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

/// The files of a run, in report order (the editor buffer last, in place of the file it stands
/// for), each read when asked for rather than all at once.
private struct SourceInputs: Sendable {
    let display: [String]
    /// What a report lists as linted: the Swift files, not the storyboards and build files read
    /// beside them.
    var linted: [String] { display.filter(FileDiscovery.isLinted) }
    private let disk: [String]
    private let standardInput: [UInt8]?
    private let read: @Sendable (String) -> Swift.Result<[UInt8], SourceReadError>

    init(
        _ found: [String], standardInput: (path: String, bytes: [UInt8])?,
        read: @escaping @Sendable (String) -> Swift.Result<[UInt8], SourceReadError>
    ) {
        let workingDirectory = FileManager.default.currentDirectoryPath
        let stdinPath = standardInput.map { FileDiscovery.displayPath($0.path) }
        var display: [String] = []
        var disk: [String] = []
        for file in found {
            let shown = FileDiscovery.displayPath(file, workingDirectory: workingDirectory)
            guard shown != stdinPath else { continue }
            display.append(shown)
            disk.append(file)
        }
        if let stdinPath { display.append(stdinPath) }
        self.display = display
        self.disk = disk
        self.standardInput = standardInput?.bytes
        self.read = read
    }

    var count: Int { display.count }

    func load(_ index: Int) -> Swift.Result<[UInt8], SourceReadError> {
        index < disk.count ? read(disk[index]) : .success(standardInput ?? [])
    }

    func bytes(_ index: Int) -> [UInt8]? { try? load(index).get() }

    /// The stamp of the file on disk (nil for the editor buffer, or when it cannot be had).
    func stamp(_ index: Int) -> FileStamp? {
        index < disk.count ? FileStamp(path: disk[index]) : nil
    }

    /// The `unreadable-file` finding of a file that cannot be read, or nil.
    func failure(_ index: Int) -> Finding? {
        guard case .failure(let error) = load(index) else { return nil }
        return LintRun.unreadable(
            display[index], "The file could not be read: \(error)", at: SourceLocation(line: 1, column: 1))
    }
}
