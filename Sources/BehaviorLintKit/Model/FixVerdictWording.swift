/// The words of every fix verdict, rendered from its values here and nowhere else: the reason
/// JSON's `keptReason`, the HTML map and `fix`'s report give, and what a finding's message adds
/// for it.
extension FixVerdict {
    /// The reasons as one clause; nil when the finding is fixable.
    public var prose: String? {
        isFixable ? nil : reasons.map(\.prose).joined(separator: "; ")
    }
}

extension FixVerdict.Reason {
    /// The reason as a clause: "it uses the host's own `screenName`".
    public var prose: String {
        switch self {
        case .cannotMove(let obstacle): return "it " + obstacle.clause
        case .copiesInDifferentBranches: return "the copies sit in different `#if` branches"
        case .aloneOutsideTheBlock:
            return "the other screens repeat it in a block, which one behavior takes whole; here it stands alone"
        case .rootKeepsStyling(let host):
            return "\(host) is the root of its stack, whose screens keep the styling it sets"
        case .addedAgainAfterCancelledSwipe:
            return "a swipe back or a sheet's swipe down the user cancels adds it a second time "
                + "(unbalanced-appearance-change)"
        case .baseClass(let host, let subclasses):
            return "\(host) is the superclass of \(subclasses.prefix(3).joined(separator: ", "))"
                + "\(subclasses.count > 3 ? " and others" : ""); fix does not move a base class's chores, which its "
                + "subclasses inherit"
        case .viewDidLoadStays(let lines):
            return "viewDidLoad() stays\(lines.otherScreens), so a behavior would only move "
                + (lines == .oneLine ? "this line" : "these lines") + " to another file"
        case .overridesKeepOtherCode(let overrides, let lines):
            let keep = overrides.count == 1 ? "keeps other code and stays" : "keep other code and stay"
            return "\(overrides.joined(separator: " and ")) \(keep)\(lines.otherScreens), so a behavior would only cut "
                + (lines == .oneLine ? "this one line" : "these lines") + " out of "
                + (overrides.count == 1 ? "it" : "them")
        case .reportedByDefect(let rule):
            return "\(rule) reports it, and in a behavior it would do the same out of that rule's sight"
        case .otherHalfStays: return "its other half stays in the screen"
        case .restOfCopyStays:
            return "the rest of this screen's copy cannot move, and a copy moves whole or not at all"
        case .stillReportedBy(let rule): return "not fixed while \(rule) reports it"
        case .noSafeRewrite: return "fix has no safe rewrite for this case yet"
        case .otherHalfCannotMove(let statement):
            return "its other half, `\(statement)`, cannot move with it, and a pair moves whole or not at all"
        case .onlyMovesViewDidLoadLines:
            return "viewDidLoad() stays, so a behavior would only move these lines to another file; "
                + Self.whenChoresMove
        case .cutOutOfStayingOverrides(let overrides):
            return overrides.count == 1
                ? "this chore's code in \(overrides[0]) would be cut out of an override that keeps other code and "
                    + "stays; " + Self.whenChoresMove
                : "this chore's code in \(overrides.joined(separator: " and ")) would be cut out of overrides that "
                    + "keep other code and stay; " + Self.whenChoresMove
        case .tradesOverridesForViewDidLoad(let host, let overrides):
            return "\(host) would trade its \(overrides.joined()) for a new viewDidLoad() that attaches a behavior no "
                + "other screen uses; fix moves one screen's chores when the screen ends with fewer overrides"
        case .keepsEveryOverride(let host):
            return "\(host) would keep every lifecycle override it has, with its code split between them and a "
                + "behavior; " + Self.whenChoresMove
        case .behaviorNamesTaken(let names):
            return "every name that says what its behavior does is taken (\(names.joined(separator: ", "))); fix "
                + "does not number behaviors, so attach it by hand or rename a type"
        case .typeExists(let name, let place):
            return "a type named \(name) already exists (\(place)) and differs from the behavior fix would generate; "
                + "rename it, or make it the behavior and attach it by hand"
        case .fileExists(let path):
            return "\(path) already exists; fix does not overwrite files it did not write in this run"
        case .viewDidLoadCannotTakeCall(let host, let attachMethod):
            return "\(host): its viewDidLoad() could not take the \(attachMethod) call"
        case .viewDidLoadRunsBetween(let host, let statement, let attachMethod):
            return "\(host): its viewDidLoad() runs `\(statement)` between statements that would move, and one "
                + "\(attachMethod) call cannot run them at both moments"
        case .viewDidLoadInterleavesBehaviors(let host):
            return "\(host): its viewDidLoad() interleaves the statements of two behaviors, which would run one "
                + "behavior's after the other's"
        case .viewDidLoadSharesLine(let host, let statement):
            return "\(host): its viewDidLoad() has other code on the line of `\(statement)`"
        case .compiledByNoTarget(let path, let buildFiles):
            return "\(path) is compiled by no target of \(buildFiles.joined(separator: " or ")), so fix cannot tell "
                + "which module a behavior belongs in"
        case .hostsInDifferentModules: return "its hosts compile into different modules"
        case .projectUnreadable(let project): return "\(project) could not be read"
        case .targetBuildsOldSwift(let target, let project, let version):
            return "target \(target) of \(project) builds Swift \(version) (SWIFT_VERSION), and behaviors use UIKit's "
                + "Swift 4.2 names (addChild(_:), didMove(toParent:))"
        case .noGroupForFolder(let folder, let project, let fileName):
            return "no group of \(project) stands for \(folder), so fix could not add \(fileName) to the project "
                + "beside its hosts"
        case .overlapsAnotherFix:
            return "overlaps another fix in the same place; run fix again once that one is applied"
        case .createdFileClashes: return "a file it would create already exists with other contents"
        case .unsoundResult(let path, let problem):
            return "the fixed \(path) would not be sound Swift (\(problem)), so nothing was written for it"
        case .fixedAgainOnRelint: return "re-linting the fixed code would fix it again, so this fix was not applied"
        }
    }

    /// What the reason adds to the message of the statement it keeps: the rule's reading as
    /// ", but it …", what fix certainly leaves as "; fix leaves this one in place: …", another
    /// rule's point as " (not fixed while … reports it)". The others the message does not say:
    /// a copy's `keptReason` says them, and fix's report.
    var inMessage: String {
        switch self {
        case .cannotMove, .copiesInDifferentBranches, .rootKeepsStyling, .addedAgainAfterCancelledSwipe:
            return ", but " + prose
        case .baseClass, .viewDidLoadStays, .overridesKeepOtherCode, .aloneOutsideTheBlock:
            return "; fix leaves this one in place: " + prose
        case .stillReportedBy: return " (" + prose + ")"
        default: return ""
        }
    }

    /// When fix moves a chore, as its refusals end.
    private static let whenChoresMove =
        "fix moves a chore once the overrides it is in can go whole, or once other screens repeat more than one "
        + "line of it word for word"
}

extension FixVerdict.KeptLines {
    /// ", and no other screen this rule reports repeats these lines word for word"; nothing for one line.
    fileprivate var otherScreens: String {
        switch self {
        case .oneLine: return ""
        case .unrepeatedLines: return ", and no other screen this rule reports repeats these lines word for word"
        case .linesRepeatedOnlyBy(let screens):
            return ", and the screens that repeat them word for word (\(Array(screens.prefix(3)).spokenList)"
                + "\(screens.count > 3 ? " and others" : "")) keep theirs in place"
        }
    }
}

extension MoveObstacle {
    /// The obstacle as a clause completing "…, but it …": "uses the host's own `screenName`".
    var clause: String {
        switch self {
        case .appearanceSwizzled(let hook, let path, let line):
            return "is in an app that replaces every view controller's \(hook) at run time (\(path):\(line)), which "
                + "would run for a behavior's hidden child too"
        case .containerForwardsAppearance:
            return "is in a class that overrides `shouldAutomaticallyForwardAppearanceMethods`, so a behavior's "
                + "hidden child might never hear of the screen's appearance"
        case .usesHostMembers(let names): return "uses the host's own " + Self.list(names)
        case .recordsCallersPlace(let call, let label):
            return "calls `\(call)`, whose `\(label)` parameter defaults to the place it is called from: moved into a "
                + "behavior, it would record the behavior's instead of the screen's"
        case .usesLocals(let names, let signature):
            return "uses " + Self.list(names) + ", declared by an earlier statement of \(signature)"
        case .declaresLocalsUsedLater(let names, let signature):
            return "declares " + Self.list(names) + ", which a later statement of \(signature) uses"
        case .runsOnlyWhile(let condition):
            return "runs only while `\(condition)`, which is not about the screen's lifecycle, so a behavior named "
                + "for the chore would hide it"
        case .sharesState(let state, let statement):
            return "shares `\(state)` with `\(statement)`, which stays with the host, so moving it would change "
                + "their order"
        case .assignsSelf(let path):
            return "assigns `self` to `\(path)`, which wants the host's own type, not the UIViewController a "
                + "behavior has"
        case .passesSelfToUndeclared(let call):
            return "passes `self` to `\(call)`, whose parameter type is not declared in the project, so a "
                + "behavior's UIViewController may not do"
        case .passesSelf(let call, let types):
            return "passes `self` to `\(call)` as `\(types.joined(separator: "`, `"))`, which a behavior's "
                + "UIViewController is not"
        case .runsBefore(let statement, let conflict, let hook):
            return "runs before `\(statement)`, which stays with the host, and \(conflict.clause): a behavior's "
                + "\(hook.rawValue) runs after the host's, so their order would change"
        case .noBehaviorHook(let signature, let behaviorProtocol):
            return "runs in \(signature), a moment \(behaviorProtocol) has no hook for"
        case .layoutPass(let signature):
            return "runs in \(signature); a behavior's layout hooks run when its hidden child lays out, not with "
                + "every layout pass of the host"
        case .inCompilationBranch(let signature): return "sits in an `#if` branch of \(signature)"
        case .deferredUntilReturn(let signature): return "is a `defer`, which runs when \(signature) returns"
        case .isDefer: return "is a `defer`"
        case .leavesEarly(let signature, let exit): return "leaves \(signature) early with `\(exit)`"
        case .leavesTheOverrideEarly: return "leaves the override early"
        case .readsAnimated(let behaviorProtocol, let method):
            return "reads `animated`, which \(behaviorProtocol).\(method) does not receive"
        case .unreachable(let names):
            return "uses " + Self.list(names) + ", which a behavior cannot reach through UIViewController"
        case .runsOutsideBehaviorMoments(let signature):
            return "runs in \(signature), which behaviors are not told about"
        case .handsNotificationsToHost: return "hands each notification to a method of the screen"
        }
    }

    /// `` `a` ``, `` `a` and `b` ``, `` `a`, `b` and `c` ``.
    private static func list(_ names: [String]) -> String {
        names.map { "`\($0)`" }.spokenList
    }
}

extension MoveObstacle.OrderConflict {
    fileprivate var clause: String {
        switch self {
        case .bothActOn(let root): return "both act on `\(root)`"
        case .callsBackIntoHost: return "it calls back into the host"
        case .handsHostOn: return "this one hands the host on"
        }
    }
}
