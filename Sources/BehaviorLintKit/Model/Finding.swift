/// One problem a rule reports at one place in a file.
public struct Finding: Codable, Hashable, Sendable {
    public var ruleID: String
    /// Other rules that reported the same statement: one statement gets one finding, which keeps
    /// every rule's id and message (`FindingMerge`).
    public var otherRuleIDs: [String] = []
    public var severity: Severity
    /// The file's path as given in the summary (relative to the working directory when possible).
    public var path: String
    public var location: SourceLocation
    public var endLocation: SourceLocation
    public var message: String
    /// The class that hosts the code, and the lifecycle hook, where relevant.
    public var hostClass: String?
    public var hook: String?
    /// The `#if` branch the code is in, if any.
    public var condition: String?
    /// Whether `behavior-lint fix` can fix it.
    public var fixable: Bool
    /// Secondary locations ("super call is here").
    public var notes: [Note]
    /// The chore a behavior would take over, as the rule classified it; fix reads it.
    public var chore: Chore?
    /// A hash of rule, path, offending text and enclosing declaration, not of line numbers, so
    /// that it survives unrelated edits (baselines, SARIF, GitLab).
    public var fingerprint: String

    public struct Note: Codable, Hashable, Sendable {
        public var path: String
        public var location: SourceLocation
        public var message: String

        public init(path: String, location: SourceLocation, message: String) {
            self.path = path
            self.location = location
            self.message = message
        }
    }

    public init(
        ruleID: String, severity: Severity, path: String, location: SourceLocation,
        endLocation: SourceLocation, message: String, hostClass: String? = nil, hook: String? = nil,
        condition: String? = nil, fixable: Bool = false, notes: [Note] = [], chore: Chore? = nil,
        fingerprintText: String
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.path = path
        self.location = location
        self.endLocation = endLocation
        self.message = condition.map { message + " (in the \($0) branch)" } ?? message
        self.hostClass = hostClass
        self.hook = hook
        self.condition = condition
        self.fixable = fixable
        self.notes = notes
        self.chore = chore
        self.fingerprint = Fingerprint.make([ruleID, path, fingerprintText, hostClass ?? "", hook ?? ""])
    }

    /// `nav-bar-appearance`, or `nav-bar-appearance, unbalanced-appearance-change` for a merged finding.
    public var ruleIDList: String {
        ([ruleID] + otherRuleIDs).joined(separator: ", ")
    }

    /// The order of every report: file, line, column, rule.
    public static func reportOrder(_ a: Finding, _ b: Finding) -> Bool {
        (a.path, a.location.line, a.location.column, a.ruleID) < (b.path, b.location.line, b.location.column, b.ruleID)
    }
}

/// Stable 64-bit FNV-1a hashes, printed as 16 hex digits.
public enum Fingerprint {
    public static func make(_ parts: [String]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for part in parts {
            for byte in part.utf8 {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01B3
            }
            hash ^= 0x1F
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
