/// Finds screens that hide (or show) the navigation bar or toolbar while they are visible and
/// undo it on the way out, the pair most often copied from screen to screen: one finding per bar
/// and direction that at least `min-screens` screens repeat, which one `HideNavigationBarBehavior`
/// (or `ShowToolbarBehavior`, …) would replace.
///
/// A pair is a change in an appear hook and the opposite change of the same bar in a disappear
/// hook of the same class. A change nothing restores is a defect, not an opportunity
/// (`unbalanced-appearance-change`), and a single screen's correct pair is no copy-paste at all.
public struct NavBarVisibilityRule: Rule {
    public static let descriptor = RuleDescriptor(
        id: "nav-bar-visibility", kind: .opportunity, defaultSeverity: .warning, scope: .project, fixable: true,
        summary:
            "Several screens hide or show the navigation bar or toolbar on appear and undo it on disappear; one behavior should do it for all of them.",
        options: [ConcernThresholds.minScreens, ConcernThresholds.minLines])

    public init() {}

    /// A statement that changes bar visibility, with where it is.
    private struct Toggle {
        var override: ProjectIndex.LifecycleOverride
        var function: FunctionDeclaration
        var index: Int
        var changes: [NavigationChromeStatement.VisibilityChange]

        var statement: Statement { function.statements[index] }
    }

    public func check(_ context: RuleContext) -> [Finding] {
        var sightings: [ChoreSighting] = []
        var actionOf: [String: String] = [:]
        var behaviorOf: [String: String] = [:]
        for override in context.lifecycleOverrides where override.hook.isAppearance {
            for toggle in toggles(in: override, context: context) {
                guard let restore = partner(of: toggle, context: context) else { continue }
                let change = toggle.changes[0]
                let behavior = change.bar.behaviorName(hidden: change.hidden)
                let key = behavior
                actionOf[key] = change.action
                behaviorOf[key] = behavior
                let movability = StatementMovability(className: override.className, project: context.project)
                let verdict = FixVerdict.fixable(
                    unless: [toggle, restore].lazy.compactMap {
                        movability.obstacle(toMoving: $0.index, of: $0.override)
                    }.first.map(FixVerdict.Reason.cannotMove))
                let chore = Chore(
                    kind: .barVisibility, place: context.place(toggle.override, statement: toggle.index),
                    hook: toggle.override.hook, partners: [context.place(restore.override, statement: restore.index)],
                    behaviorName: behavior,
                    purpose:
                        "Changes the \(change.bar.rawValue) visibility while the screen is visible and restores it when it leaves",
                    groupKey: change.bar.rawValue)
                let restoreChore = Chore(
                    kind: .barVisibility, place: context.place(restore.override, statement: restore.index),
                    hook: restore.override.hook, partners: [chore.place], behaviorName: behavior,
                    purpose: chore.purpose, groupKey: chore.groupKey)
                for (half, halfChore) in [(toggle, chore), (restore, restoreChore)] {
                    sightings.append(
                        ChoreSighting(
                            finding: context.finding(
                                Self.self, file: half.override.file, span: half.statement.span,
                                message:
                                    "\(half.override.className) \(half.changes[0].chore) in \(half.function.signature)",
                                hostClass: half.override.className, hook: half.override.hook,
                                condition: half.statement.condition, verdict: verdict, chore: halfChore,
                                fingerprintText: half.statement.normalizedText),
                            override: half.override, statement: half.index, concernKey: key))
                }
            }
        }
        return ConcernFindings.findings(
            Self.self, sightings: sightings, context: context
        ) { concern in
            ConcernWording(
                actions: ["\(actionOf[concern.key] ?? "change a bar") while visible", "undo it on the way out"],
                remedy: "one \(behaviorOf[concern.key] ?? "behavior")")
        }
    }

    private func toggles(in override: ProjectIndex.LifecycleOverride, context: RuleContext) -> [Toggle] {
        let function = context.project.function(override)
        let syntaxes = override.syntaxes
        return function.statements.indices.compactMap { index in
            if NavigationChromeStatement.isOverriddenAtOnce(syntaxes, at: index) { return nil }
            let shadowed = StatementSyntax.shadowingNames(in: syntaxes, before: index)
            let changes = NavigationChromeStatement(syntaxes[index], shadowed: shadowed).visibilityChanges.filter {
                $0.bar != .tabBar
            }
            return changes.isEmpty
                ? nil : Toggle(override: override, function: function, index: index, changes: changes)
        }
    }

    /// The opposite change of the same bar in a disappear hook of the same class.
    private func partner(of toggle: Toggle, context: RuleContext) -> Toggle? {
        guard let change = toggle.changes.first else { return nil }
        // The same file's first: an app's two targets may each declare a class of the name.
        let candidates = context.project.lifecycleOverrides(ofClass: toggle.override.className).sorted {
            ($0.file != toggle.override.file ? 1 : 0) < ($1.file != toggle.override.file ? 1 : 0)
        }
        for candidate in candidates
        where context.project.isLifecycleHost(candidate) && candidate.hook.isDisappearance {
            let match = toggles(in: candidate, context: context).first { other in
                other.changes.contains {
                    $0.bar == change.bar && ($0.hidden == nil || change.hidden == nil || $0.hidden != change.hidden)
                }
            }
            if let match { return match }
        }
        return nil
    }
}
