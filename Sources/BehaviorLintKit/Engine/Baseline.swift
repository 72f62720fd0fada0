import Foundation

/// A recorded set of accepted findings (`--write-baseline`), and the filter that hides them
/// (`--baseline`). Entries match by rule, path and fingerprint — never by line — so a baselined
/// finding stays hidden when lines above it move, and comes back when its own code changes. A
/// repeated concern's finding matches by rule and fingerprint alone (its path is that of its first
/// copy, which a copy added or removed elsewhere changes), and its fingerprint is the concern's.
public struct Baseline: Codable, Equatable, Sendable {
    public struct Entry: Codable, Hashable, Sendable {
        public var rule: String
        public var path: String
        public var fingerprint: String
        /// For people reading the file; not used for matching.
        public var message: String
    }

    public var version = 1
    public var entries: [Entry]

    public init(findings: [Finding]) {
        entries = findings.map {
            Entry(rule: $0.ruleID, path: Self.path(of: $0), fingerprint: $0.fingerprint, message: $0.message)
        }
        .sorted { ($0.path, $0.rule, $0.fingerprint) < ($1.path, $1.rule, $1.fingerprint) }
    }

    /// The findings not covered by the baseline. Each entry covers one finding, so a second copy
    /// of a baselined chore is still reported.
    public func filter(_ findings: [Finding]) -> [Finding] {
        var remaining: [String: Int] = [:]
        for entry in entries { remaining[Self.key(entry.rule, entry.path, entry.fingerprint), default: 0] += 1 }
        return findings.filter { finding in
            let key = Self.key(finding.ruleID, Self.path(of: finding), finding.fingerprint)
            guard let count = remaining[key], count > 0 else { return true }
            remaining[key] = count - 1
            return false
        }
    }

    /// The path an entry records: none for a concern, which spans files.
    private static func path(of finding: Finding) -> String {
        finding.copies.isEmpty ? finding.path : ""
    }

    private static func key(_ rule: String, _ path: String, _ fingerprint: String) -> String {
        rule + "\u{0}" + path + "\u{0}" + fingerprint
    }

    public enum Failure: Error, CustomStringConvertible {
        case unreadable(String, String)
        case invalid(String)
        case unwritable(String, String)

        public var description: String {
            switch self {
            case .unreadable(let path, let reason): return "cannot read baseline '\(path)': \(reason)"
            case .invalid(let path):
                return "'\(path)' is not a behavior-lint baseline (expected the JSON that --write-baseline writes)"
            case .unwritable(let path, let reason): return "cannot write baseline '\(path)': \(reason)"
            }
        }
    }

    public static func load(path: String) -> Result<Baseline, Failure> {
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(
                .unreadable(path, FileManager.default.fileExists(atPath: path) ? "permission denied" : "no such file"))
        }
        guard let baseline = try? JSONDecoder().decode(Baseline.self, from: data), baseline.version == 1 else {
            return .failure(.invalid(path))
        }
        return .success(baseline)
    }

    public func write(to path: String) -> Result<Void, Failure> {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do {
            let data = try encoder.encode(self)
            try AtomicFile.write(data + Data("\n".utf8), to: path)
            return .success(())
        } catch {
            return .failure(.unwritable(path, "\(error)"))
        }
    }
}
