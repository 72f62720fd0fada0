import Foundation

/// `observer-lifecycle`: observers added in an appear hook and removed in a disappear hook
/// (NotificationCenter, KVO, device-orientation and remote-control pairs, subscriptions kept in a
/// set), the same way in several screens: one finding per observed thing that at least
/// `min-screens` screens pair by hand, which one observer behavior would own. Observers that pile
/// up or go deaf are defects (`unbalanced-appearance-change`), whoever repeats them.
public struct ObserverLifecycleRule: Rule {
    public static let descriptor = RuleDescriptor(
        id: "observer-lifecycle", kind: .opportunity, defaultSeverity: .warning, scope: .project, fixable: true,
        summary:
            "Several screens add the same observers in an appear override and remove them in a disappear override; one observer behavior should own the pair for all of them.",
        options: [ConcernThresholds.minScreens, ConcernThresholds.minLines])

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        let project = context.project
        var sightings: [ChoreSighting] = []
        // What each concern's screens observe, for its message: the notifications (or key paths)
        // every screen observes, and the first screen's pair for the words (screens in name order,
        // so that the message is the same on every run).
        var observedOf: [String: (keys: [String], pair: ObserverHalf, behavior: String)] = [:]
        let byClass = Dictionary(grouping: context.lifecycleOverrides) { $0.className }
        for (className, overrides) in byClass.sorted(by: { $0.key < $1.key }) {
            // Also one call deep, in a method of the class's own (`registerKeyboardNotifications()`
            // pasted into each screen with its call): the copy is what the method does. A
            // superclass's method is code the screens already share, its call no copy of it.
            let halves = overrides.filter { $0.hook.isAppearance || $0.hook.isDisappearance }
                .flatMap { ObserverHalf.all(in: $0, project: project, followingHelpers: true) }
                .filter { $0.throughHelper.map { $0.ofClass == className } ?? true }
            let adds = halves.filter { $0.isAdd && $0.host.hook.isAppearance }
            let removes = halves.filter { !$0.isAdd && $0.host.hook.isDisappearance }
            let pairs = adds.map { add in (add: add, removes: removes.filter { add.pairs(with: $0) }) }
                .filter { !$0.removes.isEmpty }
            guard !pairs.isEmpty else { continue }
            let movability = StatementMovability(className: className, project: project)
            for kind in Set(pairs.map { "\($0.add.kind)" }).sorted() {
                let ofKind = pairs.filter { "\($0.add.kind)" == kind }
                let keys = Set(ofKind.compactMap { $0.add.key }).sorted()
                let behavior = ofKind[0].add.kind.behaviorName(keys: keys)
                // Keyboard observers are one chore whichever notifications a screen picks; others
                // are one chore per set of notifications (or key paths) observed.
                let key =
                    behavior == "KeyboardObserverBehavior" ? behavior : behavior + "|" + keys.joined(separator: ",")
                if let known = observedOf[key] {
                    let shared = known.keys.filter(keys.contains)
                    if !shared.isEmpty { observedOf[key]?.keys = shared }
                } else {
                    observedOf[key] = (keys, ofKind[0].add, behavior)
                }
                // A pair moves whole or not at all.
                let obstacle = ofKind.lazy.compactMap { pair -> FixVerdict.Reason? in
                    if pair.add.isAddedAgainAfterACancelledSwipe(removes: pair.removes, project: project) {
                        return .addedAgainAfterCancelledSwipe
                    }
                    return pair.add.moveObstacle(movability).map(FixVerdict.Reason.cannotMove)
                }.first
                var seen: Set<[Int]> = []
                let halvesOfKind = ofKind.flatMap { [$0.add] + $0.removes }
                for half in halvesOfKind where seen.insert(half.statementKey).inserted {
                    let partners =
                        (half.isAdd
                            ? ofKind.filter { $0.add.statementKey == half.statementKey }.flatMap { $0.removes }
                            : ofKind.filter { $0.removes.contains { $0.statementKey == half.statementKey } }.map {
                                $0.add
                            })
                    var sighting =
                        ChoreSighting(
                            finding: context.finding(
                                Self.self, file: half.host.file, span: half.statement.span,
                                message:
                                    "\(className) \(half.isAdd ? half.kind.verbs.start : half.kind.verbs.stop) observers in \(project.function(half.host).signature)",
                                hostClass: className, hook: half.host.hook, condition: half.statement.condition,
                                verdict: .fixable(unless: obstacle),
                                chore: Chore(
                                    kind: .observers, place: context.place(half.host, statement: half.statementIndex),
                                    hook: half.host.hook,
                                    partners: partners.map { context.place($0.host, statement: $0.statementIndex) },
                                    behaviorName: behavior,
                                    purpose: "Starts observing when the screen appears and stops when it disappears"),
                                fingerprintText: half.statement.normalizedText),
                            override: half.host, statement: half.statementIndex, concernKey: key)
                    // A call of the class's method holds the method's observer statements, once each.
                    var held: [[Int]: (shape: String, lines: Int)] = [:]
                    for other in halvesOfKind where other.statementKey == half.statementKey {
                        guard let inHelper = other.throughHelper else { continue }
                        let span = inHelper.statement.span
                        held[[span.startLocation.line, span.start]] = (
                            inHelper.shape, span.endLocation.line - span.startLocation.line + 1
                        )
                    }
                    if !held.isEmpty {
                        let ordered = held.sorted { $0.key.lexicographicallyPrecedes($1.key) }.map(\.value)
                        sighting.held = (ordered.map(\.shape), ordered.reduce(0) { $0 + $1.lines })
                    }
                    sightings.append(sighting)
                }
            }
        }
        return ConcernFindings.findings(
            Self.self, sightings: sightings, context: context
        ) { concern in
            guard let observed = observedOf[concern.key] else {
                return ConcernWording(actions: ["observe on appear", "stop on disappear"], remedy: "one behavior")
            }
            let verbs = observed.pair.kind.verbs
            let subject = observed.pair.kind.subject(keys: observed.keys, receiver: observed.pair.receiver)
            return ConcernWording(
                actions: [
                    "\(verbs.start.dropLast()) \(subject)",
                    "\(verbs.stop.dropLast()) \(observed.keys.count > 1 ? "them" : verbs.pronoun)",
                ],
                remedy: "one \(observed.behavior)")
        }
    }
}
