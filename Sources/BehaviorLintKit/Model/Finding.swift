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
    /// Whether `behavior-lint fix` fixes it, and why not when it does not.
    public var verdict: FixVerdict
    /// Secondary locations ("super call is here").
    public var notes: [Note]
    /// The chore a behavior would take over, as the rule classified it; fix reads it.
    public var chore: Chore?
    /// A refactoring opportunity's concern: every statement of every screen that repeats it, the
    /// finding's own first (one finding per concern, however many copies). Empty for a defect.
    public var copies: [Copy] = []
    /// How the concern is named, for its message (rendered from the copies once fix's verdict on
    /// each is known: `ConcernMessage`). Nil for a defect.
    public var concern: ConcernWording?
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
        condition: String? = nil, verdict: FixVerdict = .notFixable([.noSafeRewrite]), notes: [Note] = [],
        chore: Chore? = nil,
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
        self.verdict = verdict
        self.notes = notes
        self.chore = chore
        self.fingerprint = Fingerprint.make([ruleID, path, fingerprintText, hostClass ?? "", hook ?? ""])
    }

    /// One statement of one screen's copy of a repeated concern: where it is, the chore fix would
    /// move, and whether fix moves it (with the reasons when it does not).
    public struct Copy: Codable, Hashable, Sendable {
        public var path: String
        public var location: SourceLocation
        public var endLocation: SourceLocation
        public var hostClass: String
        public var hook: String?
        /// The override's signature as written: `viewWillAppear(_:)`, AppKit's `viewWillAppear()`.
        public var signature: String
        public var condition: String?
        public var chore: Chore?
        /// Whether fix moves this statement, and why not when it does not (a value a behavior
        /// cannot reach, an override that keeps other code, …).
        public var verdict: FixVerdict
        /// The defect rule that reported this statement too (the copy brings that bug into its
        /// screen), when one did.
        public var defect: String?
        /// What the rule says of this statement alone (with the reason fix leaves it, as messages
        /// say it), and its fingerprint as a finding of its own: what fix reports and verifies
        /// statement by statement.
        public var message: String
        public var fingerprint: String

        public init(
            path: String, location: SourceLocation, endLocation: SourceLocation, hostClass: String, hook: String?,
            signature: String, condition: String?, chore: Chore?, verdict: FixVerdict, message: String,
            fingerprint: String, defect: String? = nil
        ) {
            self.defect = defect
            self.signature = signature
            self.path = path
            self.location = location
            self.endLocation = endLocation
            self.hostClass = hostClass
            self.hook = hook
            self.condition = condition
            self.chore = chore
            self.verdict = verdict
            self.message = message
            self.fingerprint = fingerprint
        }

        public var fixable: Bool { verdict.isFixable }

        /// Why fix leaves this statement where it is, when it does, in words.
        public var keptReason: String? { verdict.prose }

        /// Leaves the statement in its screen for `reason`, which its message then says as
        /// messages say it.
        mutating func markNotFixable(_ reason: FixVerdict.Reason) {
            verdict = .notFixable([reason])
            message += reason.inMessage
        }
    }

    /// The concern's finding standing at copy `index` (fix's and `--changed-lines`' copy, the first
    /// copy left after suppressions), with a note at each other screen's copy (every statement of
    /// every copy is in `copies`, and in SARIF's related locations).
    public func anchored(at index: Int) -> Finding {
        guard copies.indices.contains(index) else { return self }
        var finding = self
        let anchor = copies[index]
        finding.copies = [anchor] + copies.enumerated().filter { $0.offset != index }.map { $0.element }
        (finding.path, finding.location, finding.endLocation) = (anchor.path, anchor.location, anchor.endLocation)
        (finding.hostClass, finding.hook, finding.condition) = (anchor.hostClass, anchor.hook, anchor.condition)
        finding.chore = anchor.chore
        // One note per other screen, at its first statement, naming the hooks its copy sits in.
        var screens: [(copy: Copy, signatures: [String])] = []
        for copy in finding.copies where copy.hostClass != anchor.hostClass {
            if let index = screens.firstIndex(where: { $0.copy.hostClass == copy.hostClass }) {
                if !screens[index].signatures.contains(copy.signature) {
                    screens[index].signatures.append(copy.signature)
                }
            } else {
                screens.append((copy, [copy.signature]))
            }
        }
        finding.notes = screens.map { screen in
            Note(
                path: screen.copy.path, location: screen.copy.location,
                message: "also in \(screen.copy.hostClass): " + screen.signatures.joined(separator: ", "))
        }
        return finding
    }

    /// A concern's copies as findings of their own, one per statement, for the steps that judge
    /// and move statements one at a time (what fix leaves in place, fix itself); a defect is its
    /// own statement.
    public var statementFindings: [Finding] {
        guard !copies.isEmpty else { return [self] }
        return copies.map { copy in
            var finding = self
            finding.otherRuleIDs = []
            finding.path = copy.path
            finding.location = copy.location
            finding.endLocation = copy.endLocation
            finding.message = copy.message
            finding.hostClass = copy.hostClass
            finding.hook = copy.hook
            finding.condition = copy.condition
            finding.verdict = copy.verdict
            finding.notes = []
            finding.chore = copy.chore
            finding.copies = []
            finding.fingerprint = copy.fingerprint
            return finding
        }
    }

    /// Whether `behavior-lint fix` fixes it.
    public var fixable: Bool { verdict.isFixable }

    /// Leaves the finding to the team for `reason`, which its message then says as messages say it.
    mutating func markNotFixable(_ reason: FixVerdict.Reason) {
        verdict = .notFixable([reason])
        message += reason.inMessage
    }

    /// `nav-bar-appearance`, or `nav-bar-appearance, unbalanced-appearance-change` for a merged finding.
    public var ruleIDList: String {
        ([ruleID] + otherRuleIDs).joined(separator: ", ")
    }

    /// The order of every report: file, line, column, rule, message.
    public static func reportOrder(_ a: Finding, _ b: Finding) -> Bool {
        // The message last: two findings of one rule at one place (two concerns anchored at the
        // same statement) come out in the same order on every run, whatever order made them.
        (a.path, a.location.line, a.location.column, a.ruleID, a.message)
            < (b.path, b.location.line, b.location.column, b.ruleID, b.message)
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
