/// What `behavior-lint fix` does with a finding: changes it, or leaves it with the reasons why.
/// Lint decides it once — the rule that reads the statement, then the engine that sees every
/// screen (`ConcernVerdicts`, `ChoresLeftInPlace`, `FindingMerge`) — and fix, the reporters and the
/// refactoring map read it; a refusal fix finds only when it plans the change is a reason of the
/// same kind. Reasons are values; their wording, and how a message says them, is rendered in one
/// place (`FixVerdictWording`).
public enum FixVerdict: Codable, Hashable, Sendable {
    case fixable
    /// Never empty.
    case notFixable([Reason])

    /// Fixable, or not for `reason` when there is one.
    public static func fixable(unless reason: Reason?) -> FixVerdict {
        reason.map { .notFixable([$0]) } ?? .fixable
    }

    /// Fixable when one of `verdicts` (not empty) is: a concern of which fix moves a copy, a
    /// statement one of its rules' fixes changes. Otherwise not, for every reason of theirs, each once.
    static func any(_ verdicts: [FixVerdict]) -> FixVerdict {
        guard !verdicts.contains(where: \.isFixable) else { return .fixable }
        var reasons: [Reason] = []
        for reason in verdicts.flatMap(\.reasons) where !reasons.contains(reason) { reasons.append(reason) }
        return .notFixable(reasons)
    }

    public var isFixable: Bool { self == .fixable }

    /// Why fix leaves the finding; empty when it is fixable.
    public var reasons: [Reason] {
        guard case .notFixable(let reasons) = self else { return [] }
        return reasons
    }

    /// Why fix leaves a finding.
    public enum Reason: Codable, Hashable, Sendable {
        // The rule's reading of the statement.

        /// The statement cannot move into a behavior.
        case cannotMove(MoveObstacle)
        /// The screens' copies sit in different `#if` branches.
        case copiesInDifferentBranches
        /// A block's chore written alone in a screen: the behavior made for the block would do the
        /// whole block there.
        case aloneOutsideTheBlock
        /// The class is the root of its stack, whose screens keep the styling it sets.
        case rootKeepsStyling(String)
        /// A swipe back the user cancels adds the observer a second time.
        case addedAgainAfterCancelledSwipe

        // What lint's engine sees across the project.

        /// The host is a superclass (of `subclasses`, sorted): they inherit its chores.
        case baseClass(String, subclasses: [String])
        /// The chore is code of `viewDidLoad()`, which stays: a behavior would only move it to another file.
        case viewDidLoadStays(KeptLines)
        /// The overrides the chore is in (their signatures) keep other code and stay: a behavior
        /// would only cut the chore out of them.
        case overridesKeepOtherCode([String], KeptLines)
        /// A defect rule reports the statement: in a behavior it would do the same, out of that rule's sight.
        case reportedByDefect(rule: String)
        /// The other half of the pair stays in the screen.
        case otherHalfStays
        /// Another statement of the screen's copy of the concern cannot move: a copy moves whole
        /// (a change with its undo, a block in its order) or not at all.
        case restOfCopyStays
        /// Another rule that reports the statement has no fix for it.
        case stillReportedBy(rule: String)
        /// Fix has no rewrite for the finding: its rule has none, none for this case (a super call
        /// with no argument to forward), or fix found none it could verify.
        case noSafeRewrite

        // What fix finds when it plans the change.

        /// The other half of the pair (`statement`) cannot move with it.
        case otherHalfCannotMove(statement: String)
        /// Only lines of `viewDidLoad()` would move.
        case onlyMovesViewDidLoadLines
        /// The chore's code would be cut out of overrides (their signatures) that keep other code and stay.
        case cutOutOfStayingOverrides([String])
        /// The screen would trade the overrides (their signatures) for a new `viewDidLoad()`
        /// attaching a behavior no other screen uses.
        case tradesOverridesForViewDidLoad(host: String, overrides: [String])
        /// The screen would keep every lifecycle override, its code split between them and a behavior.
        case keepsEveryOverride(host: String)
        /// Every name that says what the behavior does is taken.
        case behaviorNamesTaken([String])
        /// A type of the behavior's name exists (at `place`) and differs from it.
        case typeExists(String, place: String)
        /// The file fix would create exists.
        case fileExists(path: String)
        /// The host's `viewDidLoad()` could not take the attach call.
        case viewDidLoadCannotTakeCall(host: String, attachMethod: String)
        /// The host's `viewDidLoad()` runs `statement` between statements that would move.
        case viewDidLoadRunsBetween(host: String, statement: String, attachMethod: String)
        /// The host's `viewDidLoad()` interleaves the statements of two behaviors.
        case viewDidLoadInterleavesBehaviors(host: String)
        /// The host's `viewDidLoad()` has other code on the line of `statement`.
        case viewDidLoadSharesLine(host: String, statement: String)
        /// A host is under build files (`buildFiles`) that compile it in no target.
        case compiledByNoTarget(path: String, buildFiles: [String])
        /// The hosts compile into different modules.
        case hostsInDifferentModules
        /// The Xcode project could not be read.
        case projectUnreadable(String)
        /// A target builds a Swift older than the UIKit names behaviors use.
        case targetBuildsOldSwift(target: String, project: String, version: String)
        /// No group of the Xcode project stands for the hosts' folder.
        case noGroupForFolder(String, project: String, fileName: String)
        /// The fix overlaps another in the same place (the next run applies it).
        case overlapsAnotherFix
        /// A file the fix would create exists with other contents.
        case createdFileClashes
        /// The fixed file would not be sound Swift (`problem`, as `StructureCheck` says it).
        case unsoundResult(path: String, problem: String)
        /// Linting the fixed code again would fix it again.
        case fixedAgainOnRelint
    }

    /// How many lines of a chore fix leaves, and which other screens repeat them.
    public enum KeptLines: Codable, Hashable, Sendable {
        case oneLine
        /// More lines, which no other screen the rule reports repeats word for word.
        case unrepeatedLines
        /// More lines, which only `screens` (sorted) repeat word for word, keeping their copies in place.
        case linesRepeatedOnlyBy([String])
    }
}
