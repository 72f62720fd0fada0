/// A replacement of the bytes `start ..< end` of one file's original text; an insertion when
/// `start == end`. Offsets are UTF-8 byte offsets into the text the file had when it was read.
public struct TextEdit: Sendable, Equatable, Hashable {
    public var start: Int
    public var end: Int
    public var replacement: String

    public init(start: Int, end: Int, replacement: String) {
        self.start = start
        self.end = end
        self.replacement = replacement
    }

    public static func insert(_ text: String, at offset: Int) -> TextEdit {
        TextEdit(start: offset, end: offset, replacement: text)
    }

    public static func delete(_ start: Int, _ end: Int) -> TextEdit {
        TextEdit(start: start, end: end, replacement: "")
    }

    /// Whether applying both would be ambiguous: their ranges share a byte, or one inserts
    /// strictly inside the other's range, or both insert at the same offset.
    public func overlaps(_ other: TextEdit) -> Bool {
        if start == end && other.start == other.end { return start == other.start }
        if start == end { return other.start < start && start < other.end }
        if other.start == other.end { return start < other.start && other.start < end }
        return max(start, other.start) < min(end, other.end)
    }

    /// `bytes` with `edits` applied. The edits must not overlap; an insertion at the offset where
    /// a deletion starts goes before it.
    public static func apply(_ edits: [TextEdit], to bytes: [UInt8]) -> [UInt8] {
        let sorted = edits.sorted { ($0.start, $0.end) < ($1.start, $1.end) }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + sorted.reduce(0) { $0 + $1.replacement.utf8.count })
        var cursor = 0
        for edit in sorted {
            let start = min(max(edit.start, cursor), bytes.count)
            result += bytes[cursor..<start]
            result += Array(edit.replacement.utf8)
            cursor = max(start, min(edit.end, bytes.count))
        }
        result += bytes[cursor...]
        return result
    }
}

/// A file a fix creates (a behavior, the support file), with its path relative to the working
/// directory, as findings report paths.
public struct GeneratedFile: Sendable, Equatable {
    public var path: String
    public var contents: String
    /// The Xcode project and targets that must compile the file, when its hosts are in one.
    public var xcode: XcodeMembership?

    /// A file's place in an Xcode project: its `project.pbxproj` and the targets compiling it.
    public struct XcodeMembership: Sendable, Equatable {
        public var projectFile: String
        public var targets: [String]
    }

    public init(path: String, contents: String, xcode: XcodeMembership? = nil) {
        self.path = path
        self.contents = contents
        self.xcode = xcode
    }
}

/// One fix, all or nothing: the edits to existing files and the files to create that together
/// resolve `findings`. The planner applies a proposal only when none of its edits overlaps an
/// edit already accepted; otherwise it waits for a later pass over the fixed text.
public struct FixProposal: Sendable {
    public var ruleID: String
    /// Fingerprints of the findings this proposal resolves.
    public var resolves: [Finding]
    /// Path (as in `FileSummary.path`) → edits of that file's original bytes.
    public var edits: [String: [TextEdit]]
    public var newFiles: [GeneratedFile]
    /// For the "nothing lost" check: each statement removed from a host, as written, and the
    /// text it became in a generated behavior.
    public var moves: [Move]
    /// One line for the fix report: `HomeViewController: HideNavigationBarBehavior`.
    public var summary: String
    /// Path → declarations the edits delete on purpose (`extension HomeViewController`, left empty
    /// once its overrides moved), which the soundness check must not count as lost.
    public var removedDeclarations: [String: [String]] = [:]
    /// Set when the fixer knows it cannot fix `resolves` (a name clash, no place to attach): the
    /// proposal then carries no edits, and the reason is reported with the findings.
    public var refusal: FixVerdict.Reason?
    /// The behaviors a behavior fix attaches to its host, for the refactoring map.
    public var attachments: [BehaviorAttachment] = []

    public struct Move: Sendable, Equatable {
        public var path: String
        public var removed: String
        public var rewritten: String
        public var destination: String

        public init(path: String, removed: String, rewritten: String, destination: String) {
            self.path = path
            self.removed = removed
            self.rewritten = rewritten
            self.destination = destination
        }
    }

    public init(
        ruleID: String, resolves: [Finding], edits: [String: [TextEdit]], newFiles: [GeneratedFile] = [],
        moves: [Move] = [], summary: String, refusal: FixVerdict.Reason? = nil
    ) {
        self.ruleID = ruleID
        self.resolves = resolves
        self.edits = edits
        self.newFiles = newFiles
        self.moves = moves
        self.summary = summary
        self.refusal = refusal
    }

    /// A proposal that only says why `findings` stay unfixed.
    public static func refused(_ findings: [Finding], ruleID: String, reason: FixVerdict.Reason) -> FixProposal {
        FixProposal(ruleID: ruleID, resolves: findings, edits: [:], summary: reason.prose, refusal: reason)
    }
}
