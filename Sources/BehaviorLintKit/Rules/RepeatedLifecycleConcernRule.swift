/// Finds a chore copied into the same lifecycle hook of several view controllers: the same
/// normalized statement (identifiers kept, literals abstracted, `self.` dropped) in at least
/// `min-classes` classes. Chores a dedicated rule names (navigation-bar visibility and styling,
/// screen tracking, observers) are left to that rule.
public struct RepeatedLifecycleConcernRule: Rule {
    public static let minClasses = RuleOption(
        name: "min-classes", kind: .integer, defaultValue: "3",
        summary: "How many classes must repeat a statement in the same hook before each copy is reported.")

    public static let descriptor = RuleDescriptor(
        id: "repeated-lifecycle-concern", kind: .opportunity, defaultSeverity: .warning, scope: .project, fixable: true,
        summary:
            "The same statement in the same lifecycle hook of several view controllers: one behavior should do that chore.",
        options: [minClasses])

    /// Hooks that have a moment in the behavior protocol, so a statement in them can move.
    private static let behaviorMoments: Set<LifecycleHook> = [
        .viewDidLoad, .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear,
        .viewWillLayoutSubviews, .viewDidLayoutSubviews,
    ]

    /// Words after which the rest of the override depends on where the statement stands.
    private static let controlTransfers: Set<String> = ["return", "break", "continue", "throw", "fallthrough"]

    /// One copy of a repeated statement, with what keeps it from moving into a behavior.
    private struct Occurrence {
        var file: Int
        var place: Chore.Place
        var className: String
        var hook: LifecycleHook
        var signature: String
        var statement: Statement
        var syntax: StatementSyntax
        /// Members of the host (or its project superclasses) the statement uses.
        var hostMembers: [String]
        /// Names the statement uses that an earlier statement of the override binds.
        var locals: [String]
        /// What else keeps this copy in its class (see `StatementMovability`), when nothing above does.
        var obstacle: MoveObstacle?
        var movable: Bool
    }

    /// What makes two copies the same chore. An assignment keeps its literals: `title = "Inbox"`
    /// and `title = "Search"` configure two screens, they do not repeat one chore. A macOS screen's
    /// copy and an iOS screen's are two chores: no helper or behavior serves both frameworks.
    private struct GroupKey: Hashable {
        var hook: LifecycleHook
        var normalizedText: String
        var assignedLiterals: [String]?
        var appKit: Bool

        init(hook: LifecycleHook, statement: Statement, syntax: StatementSyntax, appKit: Bool) {
            self.hook = hook
            self.appKit = appKit
            normalizedText = statement.normalizedText
            assignedLiterals =
                syntax.chains.contains { $0.assignedValue != nil && !$0.inBraces } ? syntax.literalTexts : nil
        }

        var fingerprintText: String {
            normalizedText + (assignedLiterals?.joined(separator: ",") ?? "")
        }
    }

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        let minimum = max(2, context.settings.integer(Self.minClasses))
        var groups: [GroupKey: [Occurrence]] = [:]
        for override in context.lifecycleOverrides {
            let function = context.project.function(override)
            let ownMembers = context.project.members(of: override.className)
            let hostMembers = context.project.hostMembers(of: override.className)
            let locals = LifecycleConcern.boundNames(in: override.syntaxes)
            let movability = StatementMovability(className: override.className, project: context.project)
            let appKit = context.project.isAppKitClass(override.className)
            for concern in LifecycleConcern.concerns(of: override, in: context.project) {
                let statement = concern.statement
                let syntax = concern.syntax
                guard !(concern.chore?.hasOwnRule(in: override.hook) ?? false),
                    !Self.onlyCallsOwnMethod(statement, syntax, ownMembers: ownMembers)
                else { continue }
                let used = StatementMovability.unique(StatementMovability.touchedNames(syntax))
                let usedMembers = used.filter { hostMembers.contains($0) }
                let usedLocals = used.filter { locals.contains($0) && !hostMembers.contains($0) }
                let transfersControl = syntax.range.contains {
                    syntax.tokens.kinds[$0] == .keyword && Self.controlTransfers.contains(syntax.text($0))
                }
                let index = concern.index
                let obstacle =
                    usedMembers.isEmpty && usedLocals.isEmpty
                    ? movability.obstacle(toMoving: index, of: override) : nil
                let movable =
                    usedMembers.isEmpty && usedLocals.isEmpty && obstacle == nil
                    && Self.behaviorMoments.contains(override.hook)
                    && !statement.isDefer && !transfersControl
                groups[GroupKey(hook: override.hook, statement: statement, syntax: syntax, appKit: appKit), default: []]
                    .append(
                        Occurrence(
                            file: override.file, place: context.place(override, statement: index),
                            className: override.className, hook: override.hook, signature: function.signature,
                            statement: statement, syntax: syntax, hostMembers: usedMembers, locals: usedLocals,
                            obstacle: obstacle,
                            movable: movable))
            }
        }
        var findings: [Finding] = []
        for (key, group) in groups {
            let classes = Set(group.map { $0.className })
            guard classes.count >= minimum else { continue }
            // When every copy works on its host's own members (`navigationActionView.isHidden = …`),
            // this is shared view setup, not a chore a behavior could take over: not reported.
            guard !group.allSatisfy({ !$0.hostMembers.isEmpty }) else { continue }
            let literalsDiffer = Set(group.map { $0.syntax.literalTexts }).count > 1
            // viewDidLoad() stays to take the attach call, so a behavior would swap each copy for an
            // addBehaviors entry: worth it only for more than one line, the same in every screen.
            let helperIsEnough =
                key.hook == .viewDidLoad
                && (literalsDiffer
                    || group.contains { $0.statement.span.startLocation.line == $0.statement.span.endLocation.line })
            // Where a behavior would only swap the line, or cannot take the hook, the advice is a
            // helper: copies that already call the project's one helper follow it.
            guard
                !((helperIsEnough || !Self.behaviorMoments.contains(key.hook))
                    && group.allSatisfy({
                        ProjectHelperCall($0.syntax, project: context.project) != nil
                    }))
            else { continue }
            let fixable =
                !helperIsEnough && group.allSatisfy { $0.movable }
                && Set(group.map { $0.statement.condition ?? "" }).count == 1
            for occurrence in group {
                findings.append(
                    context.finding(
                        Self.self, file: occurrence.file, span: occurrence.statement.span,
                        message: Self.message(
                            for: occurrence, others: classes.subtracting([occurrence.className]).sorted(),
                            literalsDiffer: literalsDiffer, helperIsEnough: helperIsEnough),
                        hostClass: occurrence.className, hook: key.hook, condition: occurrence.statement.condition,
                        fixable: fixable,
                        chore: Chore(
                            kind: .repeated, place: occurrence.place, hook: key.hook,
                            behaviorName: RepeatedChoreName.behaviorName(occurrence.statement, occurrence.syntax),
                            purpose: "Does in one place what its hosts each repeated in \(occurrence.signature)",
                            groupKey: key.hook.rawValue + "|" + key.normalizedText + (key.appKit ? "|AppKit" : "")),
                        fingerprintText: key.fingerprintText + (occurrence.statement.condition ?? "")))
            }
        }
        return findings
    }

    private static func message(
        for occurrence: Occurrence, others: [String], literalsDiffer: Bool, helperIsEnough: Bool
    )
        -> String
    {
        let shown = others.count > 5 ? others.prefix(4) + ["\(others.count - 4) more"] : others[...]
        let list = Array(shown).spokenList
        var message =
            "\(occurrence.className) repeats `\(occurrence.syntax.displayText())` in "
            + "\(occurrence.signature), as \(others.count == 1 ? "does" : "do") \(list); "
        if helperIsEnough {
            message +=
                "give it one home in a helper the screens call"
                + (literalsDiffer ? ", the literals that differ becoming its parameters" : "")
                + " (a behavior would swap each copy for an addBehaviors(_:) entry)"
            return message
        }
        message += "move it into one behavior attached with addBehaviors(_:) in viewDidLoad()"
        if literalsDiffer { message += ", the literals that differ becoming its stored properties" }
        if !Self.behaviorMoments.contains(occurrence.hook) {
            message += "; behaviors are not told about \(occurrence.signature) unless their protocol gains that moment"
        }
        var unreachable: [String] = []
        if !occurrence.hostMembers.isEmpty {
            unreachable.append(Self.codeList(occurrence.hostMembers) + " (declared by \(occurrence.className))")
        }
        if !occurrence.locals.isEmpty {
            unreachable.append(Self.codeList(occurrence.locals) + " (bound earlier in \(occurrence.signature))")
        }
        if !unreachable.isEmpty {
            message +=
                "; this copy uses " + unreachable.joined(separator: " and ")
                + ", which a behavior cannot reach: pass it in or keep the statement in the class"
        } else if let obstacle = occurrence.obstacle, Self.behaviorMoments.contains(occurrence.hook) {
            message += "; this copy cannot move into a behavior as is: it " + obstacle.clause
        }
        return message
    }

    private static func codeList(_ names: [String]) -> String {
        names.map { "`\($0)`" }.joined(separator: ", ")
    }

    /// `setUpViews()`: a call to a method the class declares itself runs different code in every
    /// class, so the matching text is no shared chore.
    private static func onlyCallsOwnMethod(_ statement: Statement, _ syntax: StatementSyntax, ownMembers: Set<String>)
        -> Bool
    {
        guard statement.calls.count == 1, let call = statement.calls.first,
            call.receiver.isEmpty || call.receiver == "self"
        else { return false }
        return ownMembers.contains(call.name) && syntax.chains.first.map { syntax.path($0) } == [call.name]
    }
}
