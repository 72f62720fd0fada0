/// Finds screens that style chrome shared by the whole navigation stack — the navigation bar's
/// colors, title attributes, appearances and translucency, the status-bar style, blanked
/// back-button titles — in their lifecycle overrides, the same way in several screens: one
/// finding per styling that at least `min-screens` screens repeat, which one behavior would
/// apply (and restore) for all of them.
///
/// Screens repeat the same styling when they style the same properties (whatever the values,
/// which become the behavior's parameters). Styling one screen leaves behind is a defect
/// (`unbalanced-appearance-change`); styling one screen does alone is no copy-paste.
public struct NavBarAppearanceRule: Rule {
    public static let descriptor = RuleDescriptor(
        id: "nav-bar-appearance", kind: .opportunity, defaultSeverity: .warning, scope: .project, fixable: true,
        summary:
            "Several screens style the shared navigation bar, the status bar or the back button the same way in their lifecycle overrides; one behavior should apply and restore it for all of them.",
        options: [ConcernThresholds.minScreens, ConcernThresholds.minLines])

    public init() {}

    /// One styling statement of a class, with what it changes.
    private struct Styling {
        var override: ProjectIndex.LifecycleOverride
        var index: Int
        var changes: [NavigationChromeStatement.StylingChange]
        /// The screen's own method the statement calls, which does the styling, with the shapes
        /// and lines of its styling statements.
        var helper: (name: String, shapes: [String], lines: Int)? = nil
        /// The statements before it that make and configure the locals it assigns (`LocalSetup`),
        /// with their shapes and lines: part of the same copy.
        var setup: (shapes: [String], lines: Int)? = nil
        var restores: Bool { override.hook.isDisappearance }
    }

    public func check(_ context: RuleContext) -> [Finding] {
        var byClass: [String: [Styling]] = [:]
        var appliedByClass: [String: Set<String>] = [:]
        for override in context.lifecycleOverrides {
            let syntaxes = override.syntaxes
            let statements = context.project.function(override).statements
            // Statements that build a local one styling statement assigns belong to that statement's copy.
            var claimed: Set<Int> = []
            for index in syntaxes.indices {
                let shadowed = StatementSyntax.shadowingNames(in: syntaxes, before: index)
                var changes = NavigationChromeStatement(syntaxes[index], shadowed: shadowed).stylingChanges
                // Styling one helper deep (`setColors()` in viewWillAppear): the copy is what the helper does.
                var helper: (name: String, shapes: [String], lines: Int)?
                if changes.isEmpty && !override.hook.isDisappearance,
                    let call = OwnHelperCall(syntaxes[index], ofClass: override.className, project: context.project)
                {
                    var shapes: [String] = []
                    var lines = 0
                    var claimedInHelper: Set<Int> = []
                    for (position, syntax) in call.syntaxes.enumerated() {
                        let inHelper = NavigationChromeStatement(
                            syntax, shadowed: StatementSyntax.shadowingNames(in: call.syntaxes, before: position)
                        ).stylingChanges
                        guard !inHelper.isEmpty else { continue }
                        changes += inHelper
                        let setup = LocalSetup.statements(before: position, in: call.syntaxes).filter {
                            claimedInHelper.insert($0).inserted
                        }
                        for part in setup + [position] {
                            shapes.append(StatementShape.text(of: call.syntaxes[part]))
                            let span = call.statements[part].span
                            lines += span.endLocation.line - span.startLocation.line + 1
                        }
                    }
                    if !changes.isEmpty { helper = (call.name, shapes, lines) }
                }
                // A navigation controller setting the appearance proxy themes the app's bars from
                // the container: no screen on a stack changes them.
                if context.project.isNavigationController(override.className) {
                    changes.removeAll { $0.throughAppearanceProxy }
                }
                // Setting a property back to the project's default (UIKit's, when the project sets
                // none outside its screens) outside a disappear hook styles nothing.
                guard !changes.isEmpty,
                    override.hook.isDisappearance
                        || !changes.allSatisfy({ context.project.navigationBarDefaults.isDefault($0) })
                else { continue }
                // Large titles switched on once, when the screen loads, is the stack-wide switch
                // UIKit means `prefersLargeTitles` to be.
                if override.hook == .viewDidLoad
                    && changes.allSatisfy({ $0.state == "navigationBar.prefersLargeTitles" })
                    && context.project.navigationBarDefaults.values["prefersLargeTitles"] == nil
                {
                    continue
                }
                // A restore of styling the class (or a superclass) never applies restores nothing.
                if override.hook.isDisappearance {
                    let applied =
                        appliedByClass[override.className]
                        ?? Self.appliedStates(ofClass: override.className, context: context)
                    appliedByClass[override.className] = applied
                    guard changes.contains(where: { applied.contains($0.state) }) else { continue }
                }
                var setup: (shapes: [String], lines: Int)?
                if helper == nil {
                    let parts = LocalSetup.statements(before: index, in: syntaxes).filter {
                        claimed.insert($0).inserted
                    }
                    if !parts.isEmpty {
                        setup = (
                            (parts + [index]).map { StatementShape.text(of: syntaxes[$0]) },
                            (parts + [index]).reduce(0) {
                                $0 + statements[$1].span.endLocation.line - statements[$1].span.startLocation.line + 1
                            }
                        )
                    }
                }
                byClass[override.className, default: []].append(
                    Styling(override: override, index: index, changes: changes, helper: helper, setup: setup))
            }
        }
        var sightings: [ChoreSighting] = []
        var behaviorOf: [String: String] = [:]
        // What each styling statement does (a helper's styling for a call of it), by place.
        var actionsAt: [Chore.Place: [String]] = [:]
        let shared = Self.sharedStyling(byClass, thresholds: ConcernThresholds(context.settings), context: context)
        for (className, stylings) in byClass {
            // What the screen styles (restores aside): screens styling the same properties repeat one chore.
            let states = Set(stylings.filter { !$0.restores }.flatMap { $0.changes.map { $0.state } })
            guard !states.isEmpty else { continue }
            // The concern of each styling statement: the styling the class shares with other
            // screens, when it pastes a block they paste beside styling of its own, else all it styles.
            let keyOf = { (styling: Styling) -> String in
                var group = states
                if let common = shared[className] {
                    group = Self.belongs(styling, to: common) ? common : states.subtracting(common)
                }
                let grouped = stylings.filter { Self.belongs($0, to: group) }
                let behavior = Self.behaviorName((grouped.isEmpty ? [styling] : grouped).flatMap { $0.changes })
                let key = behavior + "|" + group.sorted().joined(separator: ",")
                behaviorOf[key] = behavior
                return key
            }
            let isRoot = context.project.isRootScreen(className, codeIn: stylings[0].override.file)
            let movability = StatementMovability(className: className, project: context.project)
            let hasRestore = stylings.contains { $0.restores }
            let obstacles = stylings.map { styling -> FixVerdict.Reason? in
                // A root that styles its stack for good: a behavior would restore the styling the
                // screens pushed on it keep. (One that restores it on the way out is a pair like any.)
                if isRoot && !hasRestore && styling.changes.contains(where: { $0.outlivesScreen }) {
                    return .rootKeepsStyling(className)
                }
                let hook = styling.override.hook
                // Fix moves a hook's statements, not a helper's body.
                if let helper = styling.helper { return .cannotMove(.usesHostMembers([helper.name])) }
                guard hook == .viewDidLoad || hook.isAppearance || hook.isDisappearance else {
                    return .cannotMove(
                        .runsOutsideBehaviorMoments(signature: context.project.function(styling.override).signature))
                }
                return movability.obstacle(toMoving: styling.index, of: styling.override).map(
                    FixVerdict.Reason.cannotMove)
            }
            // An apply and its restore move together or stay together.
            let pairObstacle = obstacles.compactMap { $0 }.first
            for (styling, obstacle) in zip(stylings, obstacles) {
                let blocking = hasRestore ? pairObstacle : obstacle
                let partners = stylings.filter {
                    $0.restores != styling.restores
                        && !Set($0.changes.map { $0.state }).isDisjoint(with: styling.changes.map { $0.state })
                }
                let statement = context.project.function(styling.override).statements[styling.index]
                let outlives = styling.changes.contains { $0.outlivesScreen }
                let chore = Chore(
                    kind: .barStyling, place: context.place(styling.override, statement: styling.index),
                    hook: styling.override.hook,
                    partners: partners.map { context.place($0.override, statement: $0.index) },
                    behaviorName: Self.behaviorName(styling.changes),
                    purpose: outlives
                        ? "Styles the shared navigation chrome at the moments the screen used to"
                        : "Configures the back button that screens pushed after this one show")
                var sighting = ChoreSighting(
                    finding: context.finding(
                        Self.self, file: styling.override.file, span: statement.span,
                        message:
                            "\(className) styles shared chrome in \(context.project.function(styling.override).signature)"
                            + (styling.helper.map { " through \($0.name)()" } ?? ""),
                        hostClass: className, hook: styling.override.hook, condition: statement.condition,
                        verdict: .fixable(unless: blocking), chore: chore,
                        fingerprintText: statement.normalizedText),
                    override: styling.override, statement: styling.index, concernKey: keyOf(styling))
                sighting.held = styling.helper.map { ($0.shapes, $0.lines) } ?? styling.setup
                sightings.append(sighting)
                actionsAt[chore.place] = styling.changes.map(\.action)
            }
        }
        return ConcernFindings.findings(
            Self.self, sightings: sightings, context: context
        ) { concern in
            let chores = Self.chores(
                of: concern.sightings.filter { !$0.hook.isDisappearance }.flatMap {
                    actionsAt[context.place($0.override, statement: $0.statement)] ?? []
                })
            return ConcernWording(
                actions: chores, remedy: "one \(behaviorOf[concern.key] ?? "NavigationBarAppearanceBehavior")")
        }
    }

    /// The styling classes share beyond what each styles alone: for each class that pastes a block
    /// other screens paste too (the same properties styled) beside styling of its own, the
    /// properties of that block. Screens are grouped by what they all style; a class styling more
    /// (a title colour besides the pasted appearance block) is still a copy of the block. Each
    /// candidate is what some class styles in all; the ones whose copies span most lines, among
    /// the screens' copies long enough to count, take their screens first.
    private static func sharedStyling(
        _ byClass: [String: [Styling]], thresholds: ConcernThresholds, context: RuleContext
    ) -> [String: Set<String>] {
        let applied = byClass.mapValues { stylings in
            Set(stylings.filter { !$0.restores }.flatMap { $0.changes.map { $0.state } })
        }
        .filter { !$0.value.isEmpty }
        // Classes by what they style: a candidate is compared with each distinct set, not each class.
        let classesBySet = Dictionary(grouping: applied.keys.sorted(), by: { applied[$0]! })
        let lines = { (className: String, group: Set<String>) -> Int in
            byClass[className]!.filter { belongs($0, to: group) }.reduce(0) { $0 + lineCount(of: $1, context: context) }
        }
        var candidates: [(group: Set<String>, members: [String], lines: Int)] = []
        for group in classesBySet.keys {
            let members = classesBySet.filter { $0.key.isSuperset(of: group) }.flatMap { $0.value }.filter {
                lines($0, group) >= thresholds.lines
            }
            // Worth it only where screens styling more join the ones styling exactly this.
            guard members.count >= thresholds.screens, members.contains(where: { applied[$0] != group }) else {
                continue
            }
            candidates.append((group, members, members.reduce(0) { $0 + lines($1, group) }))
        }
        candidates.sort {
            $0.lines != $1.lines ? $0.lines > $1.lines : $0.group.sorted().lexicographicallyPrecedes($1.group.sorted())
        }
        var shared: [String: Set<String>] = [:]
        for candidate in candidates {
            let free = candidate.members.filter { shared[$0] == nil }
            guard free.count >= thresholds.screens else { continue }
            for member in free { shared[member] = candidate.group }
        }
        return shared
    }

    /// Whether `styling` is part of a copy of the styling of `states`: it applies some of them and
    /// nothing else, or restores one of them.
    private static func belongs(_ styling: Styling, to states: Set<String>) -> Bool {
        let own = Set(styling.changes.map { $0.state })
        return styling.restores ? !own.isDisjoint(with: states) : own.isSubset(of: states)
    }

    /// The lines a styling statement's copy spans: the statement with the locals it sets up, or
    /// what the helper it calls does.
    private static func lineCount(of styling: Styling, context: RuleContext) -> Int {
        if let held = styling.helper?.lines ?? styling.setup?.lines { return held }
        let span = context.project.function(styling.override).statements[styling.index].span
        return span.endLocation.line - span.startLocation.line + 1
    }

    /// What the copies change, as a clause: "tint the navigation bar and set its title attributes".
    private static func chores(of actions: [String]) -> [String] {
        var chores: [String] = []
        for action in actions where !chores.contains(action) { chores.append(action) }
        return chores.count > 3 ? Array(chores.prefix(2)) + ["style \(chores.count - 2) more properties"] : chores
    }

    /// `StatusBarStyleBehavior` for the status bar alone, `BlankBackButtonTitleBehavior` for a
    /// back title, else `NavigationBarAppearanceBehavior`.
    private static func behaviorName(_ changes: [NavigationChromeStatement.StylingChange]) -> String {
        if !changes.contains(where: { $0.outlivesScreen }) { return "BlankBackButtonTitleBehavior" }
        return changes.allSatisfy { $0.state == "UIApplication.shared.statusBarStyle" }
            ? "StatusBarStyleBehavior" : "NavigationBarAppearanceBehavior"
    }

    /// The states the class and its project superclasses set outside disappear hooks, directly or
    /// through their methods.
    private static func appliedStates(ofClass className: String, context: RuleContext) -> Set<String> {
        let project = context.project
        let classes =
            project.projectAncestry(of: className).isEmpty ? [className] : project.projectAncestry(of: className)
        return ChromeRestores.states(
            setBy: classes.flatMap { project.lifecycleOverrides(ofClass: $0) }.filter { !$0.hook.isDisappearance },
            followingMethodsOf: classes, project: project)
    }
}
