/// What a rule's findings are to the team that reads them, and so how it reports: a defect is a
/// bug in one place and is reported per instance; an opportunity is code repeated across screens
/// that one behavior would replace, and is reported once per repeated concern (SwiftLint's
/// `RuleKind` sorts its rules the same way: what is wrong before what could be better).
public enum RuleKind: String, Codable, CaseIterable, Sendable {
    /// A lifecycle bug: state leaked to the next screen, observers that pile up or go deaf, a
    /// wrong or missing super call that skips real work.
    case defect
    /// A refactoring worth doing: a chore copied into several screens, a base class used as a
    /// switchboard of chores. One finding per concern, whatever the number of copies.
    case opportunity
    /// Code the compiler is slow on.
    case performance
    /// The run's own housekeeping: a file that cannot be read, a suppression that suppresses nothing.
    case hygiene

    /// The order reports list kinds in: what a team fixes first, first.
    public var reportRank: Int {
        switch self {
        case .defect: return 0
        case .performance: return 1
        case .opportunity: return 2
        case .hygiene: return 3
        }
    }
}
