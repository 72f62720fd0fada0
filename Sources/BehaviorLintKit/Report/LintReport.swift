import Foundation

/// Everything a reporter may need about one run: the findings in report order, the files that
/// were linted, how long it took, what ran, and (through `lineText`) the source lines, for
/// reporters that must count columns in something other than UTF-8 bytes (SARIF).
///
/// Every input that would make output vary from run to run (time, host, rule catalogue,
/// documentation) is a stored property, so that tests can fix it and compare bytes.
public struct LintReport: Sendable {
    /// The findings, sorted with `Finding.reportOrder`.
    public var findings: [Finding]
    /// The linted files, relative to the working directory (as `Finding.path`), sorted, without
    /// duplicates. Files with no finding are reported as passing (JUnit) and counted (summary).
    public var files: [String]
    public var elapsedSeconds: Double
    public var toolVersion: String
    /// When the run started (JUnit `timestamp`, printed in UTC).
    public var timestamp: Date
    /// JUnit `hostname`.
    public var hostname: String
    /// The rules (and engine findings) that ran, in catalogue order: SARIF `rules`, JUnit suites.
    public var rules: [RuleDescriptor]
    /// Markdown documentation by rule id (SARIF `help`); empty documentation is left out.
    public var ruleDocumentation: [String: String]
    /// The project's public home (`https://github.com/owner/behavior-lint`), if it has one: SARIF
    /// `informationUri`, and `helpUri` = `<repositoryURL>/blob/main/Rules/<id>.md`.
    public var repositoryURL: String?
    /// What fix would do, for the HTML report; nil when no reporter asked for it.
    public var refactoringPlan: RefactoringPlan?
    private let lineProvider: @Sendable (_ path: String, _ line: Int) -> [UInt8]?

    /// - Parameters:
    ///   - lineText: the bytes of a 1-based line of a file (without its line break), or nil when
    ///     the file cannot be read. The default reads files from disk, relative to the working
    ///     directory; pass `QuotedLines(sources:).lineText` when the sources are already in memory.
    public init(
        findings: [Finding], files: [String], elapsedSeconds: Double,
        toolVersion: String = ToolVersion.current, timestamp: Date = Date(),
        hostname: String = LintReport.currentHostname(),
        rules: [RuleDescriptor] = LintReport.defaultRules,
        ruleDocumentation: [String: String] = LintReport.defaultRuleDocumentation,
        repositoryURL: String? = LintReport.defaultRepositoryURL,
        refactoringPlan: RefactoringPlan? = nil,
        lineText: (@Sendable (_ path: String, _ line: Int) -> [UInt8]?)? = nil
    ) {
        self.findings = findings.sorted(by: Finding.reportOrder)
        self.files = Self.sortedWithoutRepeats(files)
        self.elapsedSeconds = elapsedSeconds
        self.toolVersion = toolVersion
        self.timestamp = timestamp
        self.hostname = hostname
        self.rules = rules
        self.ruleDocumentation = ruleDocumentation
        self.repositoryURL = repositoryURL
        self.refactoringPlan = refactoringPlan
        self.lineProvider = lineText ?? QuotedLines().lineText
    }

    /// The findings in the order people read them (the default terminal report): what a team
    /// fixes first, first. Findings that fail the run (errors), then by kind (defects, then
    /// performance, opportunities and hygiene: `RuleKind.reportRank`), each kind in file, line,
    /// column and rule order. Machine reports keep `findings`' file order.
    public var findingsByImportance: [Finding] {
        let kinds = Dictionary(rules.map { ($0.id, $0.kind) }, uniquingKeysWith: { first, _ in first })
        let rank = { (finding: Finding) in
            (finding.severity == .error ? 0 : 1, (kinds[finding.ruleID] ?? .hygiene).reportRank)
        }
        return findings.enumerated().sorted { a, b in
            let (left, right) = (rank(a.element), rank(b.element))
            return left != right ? left < right : a.offset < b.offset
        }.map(\.element)
    }

    /// Every registered rule, then the engine's own findings (`unreadable-file`, `unused-suppression`).
    public static var defaultRules: [RuleDescriptor] {
        RuleRegistry.all.map { $0.descriptor } + EngineFindings.all
    }

    /// The embedded `Rules/<id>.md` specs.
    public static var defaultRuleDocumentation: [String: String] { RuleDocumentation.markdown }

    /// No public home is configured yet; set it here when there is one.
    public static let defaultRepositoryURL: String? = nil

    /// `files` sorted, each once: a path repeated sits beside itself once sorted, so one pass
    /// drops the repeats (a set of twelve thousand paths first had made this the longest step
    /// between the rules and the report).
    static func sortedWithoutRepeats(_ files: [String]) -> [String] {
        var result: [String] = []
        result.reserveCapacity(files.count)
        for path in files.sorted() where path != result.last { result.append(path) }
        return result
    }

    /// The host name, or `localhost` when it cannot be determined (as the JUnit schema asks).
    public static func currentHostname() -> String {
        let name = ProcessInfo.processInfo.hostName.trimmingCharacters(in: .whitespacesAndNewlines)
        return name.isEmpty ? "localhost" : name
    }

    /// The bytes of line `line` (1-based) of `path`, without its line break.
    public func lineText(path: String, line: Int) -> [UInt8]? {
        lineProvider(path, line)
    }

    /// Converts a 1-based UTF-8 byte column to a 1-based Unicode code point column, using the
    /// line's text. Bytes past the end of the line (or of an unreadable file) count one each.
    public func codePointColumn(path: String, line: Int, byteColumn: Int) -> Int {
        guard byteColumn > 1, line >= 1 else { return byteColumn }
        return LintReport.codePointColumn(byteColumn: byteColumn, in: lineText(path: path, line: line))
    }

    static func codePointColumn(byteColumn: Int, in line: [UInt8]?) -> Int {
        guard byteColumn > 1, let line else { return byteColumn }
        let offset = byteColumn - 1
        let inside = min(offset, line.count)
        var scalars = 0
        for byte in line[..<inside] where byte & 0xC0 != 0x80 { scalars += 1 }
        return scalars + (offset - inside) + 1
    }

    /// Every path in the report: the linted files plus any path a finding names that is not
    /// among them, sorted.
    public var allPaths: [String] {
        Array(Set(files).union(findings.map { $0.path })).sorted()
    }

    /// The fingerprint of each finding, made unique within the report: the first finding with a
    /// given fingerprint keeps it, the n-th (n ≥ 2, in report order) gets a hash of it and n.
    /// GitLab collapses findings that share a fingerprint and code scanning merges results that
    /// do, so two identical problems in one declaration would otherwise show as one. Fingerprints
    /// stay free of line numbers, so they survive edits elsewhere in the file.
    public var uniqueFingerprints: [String] {
        var seen: [String: Int] = [:]
        return findings.map { finding in
            let count = (seen[finding.fingerprint] ?? 0) + 1
            seen[finding.fingerprint] = count
            return count == 1 ? finding.fingerprint : Fingerprint.make([finding.fingerprint, String(count)])
        }
    }
}

extension Finding {
    /// The last line the finding covers (inclusive): `endLocation` is exclusive, so an end at
    /// column 1 of a later line means the previous line.
    var lastLine: Int {
        let end = endLocation.column <= 1 ? endLocation.line - 1 : endLocation.line
        return max(location.line, end)
    }

    /// Whether `endLocation` describes a usable end (not before the start, on a real line).
    var hasEnd: Bool {
        endLocation.line >= 1 && endLocation.column >= 1 && endLocation >= location
    }
}
