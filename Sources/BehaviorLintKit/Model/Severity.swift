/// How much a finding matters: `off` disables a rule, `error` fails the run.
public enum Severity: String, Codable, CaseIterable, Comparable, Sendable {
    case off, warning, error

    private var rank: Int { self == .off ? 0 : self == .warning ? 1 : 2 }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// What a rule sees: one file at a time, or the whole project's index.
public enum RuleScope: String, Codable, Sendable {
    case file, project
}
