/// Finds a chore copied into the same lifecycle hook of several view controllers, by shape: the
/// same statement (names kept; literals and enum cases abstracted; `self.` dropped) acting on
/// shared chrome or a shared service in at least `min-screens` classes, or the same run of
/// statements, whatever they act on (a block pasted from screen to screen). One finding per
/// concern. Chores a dedicated rule names (navigation-bar visibility and styling, screen tracking,
/// observers) are left to that rule.
public struct RepeatedLifecycleConcernRule: Rule {
    public static let descriptor = RuleDescriptor(
        id: "repeated-lifecycle-concern", kind: .opportunity, defaultSeverity: .warning, scope: .project, fixable: true,
        summary:
            "The same statement or block in the same lifecycle hook of several view controllers: one behavior (or helper) should do that chore.",
        options: [ConcernThresholds.minScreens, ConcernThresholds.minLines])

    /// Hooks that have a moment in the behavior protocol, so a statement in them can move.
    private static let behaviorMoments: Set<LifecycleHook> = [
        .viewDidLoad, .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear,
        .viewWillLayoutSubviews, .viewDidLayoutSubviews,
    ]

    /// Words after which the rest of the override depends on where the statement stands.
    private static let controlTransfers: Set<String> = ["return", "break", "continue", "throw", "fallthrough"]

    /// How many statements in a row make a block worth comparing whatever they act on (with at
    /// least one chore among them, and `min-lines` lines in all: two one-liners coincide across
    /// screens by chance, a hide and the nine-line `if` after it do not).
    static let blockLength = 2

    /// One copy of a repeated statement, with what keeps it from moving into a behavior.
    private struct Occurrence {
        var override: ProjectIndex.LifecycleOverride
        var index: Int
        var statement: Statement
        var syntax: StatementSyntax
        /// Why the copy cannot move into a behavior.
        var obstacle: FixVerdict.Reason?
    }

    /// What makes two copies the same chore. An assignment keeps its literals: `title = "Inbox"`
    /// and `title = "Search"` configure two screens, they do not repeat one chore. A macOS screen's
    /// copy and an iOS screen's are two chores: no helper or behavior serves both frameworks.
    private struct GroupKey: Hashable {
        var hook: LifecycleHook
        var shape: String
        var appKit: Bool

        init(hook: LifecycleHook, syntax: StatementSyntax, appKit: Bool) {
            self.hook = hook
            self.appKit = appKit
            shape = RepeatedLifecycleConcernRule.copyShape(syntax)
        }

        var text: String {
            [hook.rawValue, shape, appKit ? "AppKit" : ""].joined(separator: "|")
        }
    }

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        let thresholds = ConcernThresholds(context.settings)
        let minimum = thresholds.screens
        let blocks = RepeatedBlocks(context: context, thresholds: thresholds)
        var sightings: [ChoreSighting] = []
        var statementOf: [String: String] = [:]
        var groups: [GroupKey: [Occurrence]] = [:]
        for override in context.lifecycleOverrides {
            let ownMembers = context.project.members(of: override.className)
            let appKit = context.project.isAppKitClass(override.className)
            for concern in LifecycleConcern.concerns(of: override, in: context.project) {
                guard !(concern.chore?.hasOwnRule(in: override.hook) ?? false),
                    !Self.onlyCallsOwnMethod(concern.statement, concern.syntax, ownMembers: ownMembers),
                    !blocks.covers(override, statement: concern.index)
                else { continue }
                groups[GroupKey(hook: override.hook, syntax: concern.syntax, appKit: appKit), default: []].append(
                    Occurrence(
                        override: override, index: concern.index, statement: concern.statement,
                        syntax: concern.syntax, obstacle: Self.obstacle(concern.index, of: override, context: context)))
            }
        }
        var kept: [(key: GroupKey, group: [Occurrence])] = []
        for (key, group) in groups {
            guard Set(group.map { $0.override.className }).count >= minimum else { continue }
            // When every copy works on its host's own members (`navigationActionView.isHidden = …`),
            // this is shared view setup, not a chore a behavior could take over: not reported. A
            // handler of its own named in `#selector(…)` makes a registration the screen's own
            // wiring (each screen handles the notification its way), unless the copies carry a
            // defect: then what the screens repeat is the bug, which one home fixes once.
            let carriesDefects =
                group.filter {
                    context.defects.rule(
                        at: context.project.files[$0.override.file].path, $0.statement.span.startLocation) != nil
                }.count >= minimum
            guard
                group.contains(where: { occurrence in
                    let own = context.project.hostMembers(of: occurrence.override.className)
                        .subtracting(context.project.dependencyProperties(of: occurrence.override.className))
                    return !StatementMovability.touchedNames(occurrence.syntax, countingSelectors: !carriesDefects)
                        .contains(where: own.contains)
                })
            else { continue }
            // Copies that already call the project's one helper once, when the screen loads or lays
            // out, follow the only advice left (a behavior would only swap the line, or cannot take
            // the hook). At a moment that recurs, the call itself is the chore a behavior makes.
            guard
                key.hook.isAppearance || key.hook.isDisappearance
                    || !group.allSatisfy({ ProjectHelperCall($0.syntax, project: context.project) != nil })
            else { continue }
            kept.append((key, group))
        }
        for concern in Self.cooccurring(
            kept.map { (hook: $0.key.hook, classes: $0.group.map { $0.override.className }) }, minimum: minimum)
        {
            let members = concern.map { kept[$0] }.sorted {
                (LifecycleHook.allCases.firstIndex(of: $0.key.hook)!, $0.key.text)
                    < (LifecycleHook.allCases.firstIndex(of: $1.key.hook)!, $1.key.text)
            }
            let key = members[0].key.text
            statementOf[key] = members.map { "`" + $0.group[0].syntax.displayText(limit: 50) + "`" }.spokenList
            let branches = Set(members.flatMap { $0.group.map { $0.statement.condition ?? "" } })
            for occurrence in members.flatMap({ $0.group }) {
                let obstacle =
                    occurrence.obstacle
                    ?? (branches.count > 1 ? .copiesInDifferentBranches : nil)
                sightings.append(sighting(occurrence, key: key, obstacle: obstacle, context: context))
            }
        }
        for block in blocks.all {
            statementOf[block.key] = block.summary
            let lone = block.loneCopies.map { ($0.override, $0.index, true) }
            for (override, index, isAlone) in block.statements.map({ ($0.override, $0.index, false) }) + lone {
                let occurrence = Occurrence(
                    override: override, index: index, statement: context.project.function(override).statements[index],
                    syntax: override.syntaxes[index], obstacle: Self.obstacle(index, of: override, context: context))
                let obstacle = occurrence.obstacle ?? (isAlone ? .aloneOutsideTheBlock : nil)
                var copy = sighting(occurrence, key: block.key, obstacle: obstacle, context: context)
                copy.inJoinedBlock = true
                sightings.append(copy)
            }
        }
        return ConcernFindings.findings(
            Self.self, sightings: sightings, context: context
        ) { concern in
            ConcernWording(
                actions: ["repeat \(statementOf[concern.key] ?? "the same statements")"],
                remedy: "one behavior attached in viewDidLoad()")
        }
    }

    /// What makes two statements copies of each other: their shape (`StatementShape`), and for an
    /// assignment its literals too — `title = "Inbox"` and `title = "Search"` configure two screens,
    /// they do not repeat one chore.
    static func copyShape(_ syntax: StatementSyntax) -> String {
        let shape = StatementShape.text(of: syntax)
        guard syntax.chains.contains(where: { $0.assignedValue != nil && !$0.inBraces }) else { return shape }
        return shape + " ← " + syntax.literalTexts.joined(separator: ",")
    }

    /// Statements the same screens repeat on appear and undo on disappear (a setup and its revert,
    /// `startAvoiding()` and `stopAvoiding()`): one concern. An appear group and a disappear group
    /// go together when at least `minimum` classes, and most of the classes of each, have both.
    /// (Statements that follow one another in one hook are `RepeatedBlocks`' matter.)
    static func cooccurring(_ groups: [(hook: LifecycleHook, classes: [String])], minimum: Int) -> [[Int]] {
        let classes = groups.map { $0.classes }
        var parent = Array(classes.indices)
        func root(_ index: Int) -> Int {
            var current = index
            while parent[current] != current { current = parent[current] }
            return current
        }
        let sets = classes.map(Set.init)
        var groupsOf: [String: [Int]] = [:]
        for (index, set) in sets.enumerated() {
            for name in set { groupsOf[name, default: []].append(index) }
        }
        for (index, set) in sets.enumerated() {
            var shared: [Int: Int] = [:]
            for name in set {
                for other in groupsOf[name] ?? [] where other > index { shared[other, default: 0] += 1 }
            }
            for (other, count) in shared
            where count >= minimum && count * 5 >= min(set.count, sets[other].count) * 4
                && groups[index].hook.isAppearance != groups[other].hook.isAppearance
                && (groups[index].hook.isAppearance || groups[index].hook.isDisappearance)
                && (groups[other].hook.isAppearance || groups[other].hook.isDisappearance)
            {
                let (a, b) = (root(index), root(other))
                if a != b { parent[max(a, b)] = min(a, b) }
            }
        }
        return Dictionary(grouping: classes.indices, by: root).values.map { $0.sorted() }.sorted { $0[0] < $1[0] }
    }

    private func sighting(
        _ occurrence: Occurrence, key: String, obstacle: FixVerdict.Reason?, context: RuleContext
    )
        -> ChoreSighting
    {
        let override = occurrence.override
        let function = context.project.function(override)
        return ChoreSighting(
            finding: context.finding(
                Self.self, file: override.file, span: occurrence.statement.span,
                message: "\(override.className) repeats `\(occurrence.syntax.displayText())` in \(function.signature)",
                hostClass: override.className, hook: override.hook, condition: occurrence.statement.condition,
                verdict: .fixable(unless: obstacle),
                chore: Chore(
                    kind: .repeated, place: context.place(override, statement: occurrence.index), hook: override.hook,
                    behaviorName: RepeatedChoreName.behaviorName(occurrence.statement, occurrence.syntax),
                    purpose: "Does in one place what its hosts each repeated in \(function.signature)",
                    groupKey: key),
                fingerprintText: occurrence.statement.normalizedText),
            override: override, statement: occurrence.index, concernKey: key)
    }

    /// Why statement `index` of `override` cannot move into a behavior, or nil.
    private static func obstacle(_ index: Int, of override: ProjectIndex.LifecycleOverride, context: RuleContext)
        -> FixVerdict.Reason?
    {
        let syntax = override.syntaxes[index]
        let statement = context.project.function(override).statements[index]
        guard behaviorMoments.contains(override.hook) else {
            return .cannotMove(.runsOutsideBehaviorMoments(signature: context.project.function(override).signature))
        }
        if statement.isDefer { return .cannotMove(.isDefer) }
        if syntax.range.contains(where: {
            syntax.tokens.kinds[$0] == .keyword && controlTransfers.contains(syntax.text($0))
        }) {
            return .cannotMove(.leavesTheOverrideEarly)
        }
        return StatementMovability(className: override.className, project: context.project)
            .obstacle(toMoving: index, of: override).map(FixVerdict.Reason.cannotMove)
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
