import Foundation

/// What every rule declares about itself: the registry, `rules`, `explain`, the configuration
/// file and the reporters all read it from here.
public struct RuleDescriptor: Sendable {
    public var id: String
    /// Defect, opportunity, performance or hygiene: how its findings read and rank.
    public var kind: RuleKind
    public var defaultSeverity: Severity
    public var scope: RuleScope
    /// Whether `fix` can fix (some of) its findings.
    public var fixable: Bool
    public var summary: String
    public var options: [RuleOption]
    /// For a defect rule: whether one home for the copies of a concern fixes the defect in each of
    /// them, as a behavior that pairs a change with its undo fixes a change never undone. Copies
    /// too short to count on their own then count when they carry the defect. A defect that is
    /// the statement itself (a delegate taken that answers nothing) stays in any home: each copy
    /// must go, and a concern of them is no opportunity.
    public var oneHomeFixesDefect: Bool

    public init(
        id: String, kind: RuleKind, defaultSeverity: Severity, scope: RuleScope, fixable: Bool,
        summary: String, options: [RuleOption] = [], oneHomeFixesDefect: Bool = false
    ) {
        self.id = id
        self.kind = kind
        self.defaultSeverity = defaultSeverity
        self.scope = scope
        self.fixable = fixable
        self.summary = summary
        self.options = options
        self.oneHomeFixesDefect = oneHomeFixesDefect
    }
}

/// A configuration option of a rule (a key of its `.lintrc` section).
public struct RuleOption: Sendable {
    public enum Kind: Sendable { case integer, list, boolean }

    public var name: String
    public var kind: Kind
    /// The default, as written in `.lintrc` (`3`, `Analytics.track*, *.logEvent`, `true`).
    public var defaultValue: String
    public var summary: String

    public init(name: String, kind: Kind, defaultValue: String, summary: String) {
        self.name = name
        self.kind = kind
        self.defaultValue = defaultValue
        self.summary = summary
    }
}

/// The options of one rule for one run: defaults overlaid with configuration.
public struct RuleSettings: Sendable {
    public var severity: Severity
    private var values: [String: String]

    public init(severity: Severity, values: [String: String] = [:]) {
        self.severity = severity
        self.values = values
    }

    public func integer(_ option: RuleOption) -> Int {
        Int(values[option.name] ?? option.defaultValue) ?? Int(option.defaultValue) ?? 0
    }

    /// A comma-separated option, each item trimmed. Rules ask for it once per file, so it is
    /// trimmed in Swift rather than through NSString.
    public func list(_ option: RuleOption) -> [String] {
        (values[option.name] ?? option.defaultValue).split(separator: ",").compactMap { item in
            let start = item.firstIndex { $0 != " " && $0 != "\t" }
            guard let start, let end = item.lastIndex(where: { $0 != " " && $0 != "\t" }) else { return nil }
            return String(item[start...end])
        }
    }

    public func boolean(_ option: RuleOption) -> Bool {
        (values[option.name] ?? option.defaultValue) == "true"
    }

    public func value(_ name: String) -> String? { values[name] }

    /// These settings with option `name` set to `value`.
    public func with(_ name: String, _ value: String) -> RuleSettings {
        var settings = self
        settings.values[name] = value
        return settings
    }

    /// Severity and option values as one stable line, for cache keys.
    public var fingerprintText: String {
        severity.rawValue + ";"
            + values.sorted { $0.key < $1.key }.map { $0.key + "=" + $0.value }.joined(separator: ";")
    }
}

/// A rule: it reads summaries (never tokens) and reports findings.
///
/// File-scope rules are asked about one file at a time and may consult the project index for
/// class facts; project-scope rules are asked once, about the whole index.
public protocol Rule: Sendable {
    static var descriptor: RuleDescriptor { get }
    init()
    /// Findings for `file` (file scope) or for the whole project (`file` is nil, project scope).
    func check(_ context: RuleContext) -> [Finding]
}

/// What a rule gets to look at.
public struct RuleContext: Sendable {
    public let project: ProjectIndex
    /// For file-scope rules: the index of the file being checked in `project.files`.
    public let fileIndex: Int?
    public let settings: RuleSettings
    /// For project-scope rules: where the run's defect rules reported (empty for file-scope rules,
    /// which run beside them).
    public let defects: DefectSites

    public init(project: ProjectIndex, fileIndex: Int?, settings: RuleSettings, defects: DefectSites = DefectSites()) {
        self.project = project
        self.fileIndex = fileIndex
        self.settings = settings
        self.defects = defects
    }

    public var file: FileSummary? { fileIndex.map { project.files[$0] } }
}
