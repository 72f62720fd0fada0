/// Why a statement of a lifecycle override cannot move into a behavior, as a value: what
/// `StatementMovability` and the rules find in the statement, with the names it is about
/// (`.usesHostMembers(["screenName"])`). The layers above carry it in a finding's fix verdict and
/// render its words ("it uses the host's own `screenName`") where they render every verdict's.
public enum MoveObstacle: Codable, Hashable, Sendable {
    /// The app replaces every view controller's `hook` at run time (at `path`:`line`): the
    /// swizzled code would run for a behavior's hidden child too.
    case appearanceSwizzled(hook: String, path: String, line: Int)
    /// The host (or a project superclass) overrides `shouldAutomaticallyForwardAppearanceMethods`:
    /// a behavior's hidden child might never hear of the screen's appearance.
    case containerForwardsAppearance
    /// Members the project declares on the host.
    case usesHostMembers([String])
    /// It calls the project's `call`, leaving its parameter `label`, which defaults to the caller's
    /// place (`#file`, `#line`), to its default: moved, it would record the behavior's place.
    case recordsCallersPlace(call: String, label: String)
    /// Locals an earlier statement of the override (`signature`) declares.
    case usesLocals([String], declaredIn: String)
    /// It declares locals that a later statement of the override (`signature`) uses.
    case declaresLocalsUsedLater([String], in: String)
    /// An `if` whose condition is not about the screen's lifecycle (a feature flag).
    case runsOnlyWhile(condition: String)
    /// It writes `state`, which `statement`, staying with the host, reads or writes too.
    case sharesState(String, with: String)
    /// It assigns `self` to `path` (`list.delegate`), which wants the host's own type.
    case assignsSelf(to: String)
    /// It passes `self` to `call` (`register(client:)`), whose parameter type the project does not declare.
    case passesSelfToUndeclared(call: String)
    /// It passes `self` to `call` as one of `types`, which a behavior's UIViewController is not.
    case passesSelf(to: String, as: [String])
    /// UIKit runs a behavior's `hook` after the host's: it would run after `statement`, which
    /// stays with the host and conflicts with it.
    case runsBefore(statement: String, conflict: OrderConflict, hook: LifecycleHook)
    /// The override (`signature`) is a moment the behavior protocol has no hook for.
    case noBehaviorHook(signature: String, behaviorProtocol: String)
    /// The override (`signature`) is a layout hook: a behavior's runs when its hidden child lays out.
    case layoutPass(signature: String)
    /// It sits in an `#if` branch its override (`signature`) does not.
    case inCompilationBranch(signature: String)
    /// It is a `defer`, which runs when its override (`signature`) returns.
    case deferredUntilReturn(signature: String)
    /// It is a `defer` (the rule says no more).
    case isDefer
    /// It leaves its override (`signature`) early with `exit` (`return`, `throw`).
    case leavesEarly(signature: String, exit: String)
    /// It transfers control (`return`, `break`, …) somewhere in it.
    case leavesTheOverrideEarly
    /// It reads `animated`, which the behavior protocol's `method` does not receive.
    case readsAnimated(behaviorProtocol: String, method: String)
    /// Names a behavior cannot reach through UIViewController.
    case unreachable([String])
    /// It runs in an override (`signature`) behaviors are not told about.
    case runsOutsideBehaviorMoments(signature: String)
    /// It is an observer that hands each notification to a method of the screen.
    case handsNotificationsToHost

    /// Why two statements may not swap: what the moved one and the one staying both touch.
    public enum OrderConflict: Codable, Hashable, Sendable {
        /// Both act on the chain root `root`.
        case bothActOn(String)
        /// The one staying calls back into the host.
        case callsBackIntoHost
        /// The moved one hands the host on.
        case handsHostOn
    }
}
