/// Finds lifecycle overrides that style chrome shared by the whole navigation stack: the
/// navigation bar's colors, title attributes, appearances and translucency, the status-bar
/// style, and blanked back-button titles. One finding per statement.
///
/// A statement is fixable when it touches only UIViewController API and globals and sits in a
/// hook a behavior can take over (`viewDidLoad`, appear and disappear hooks).
public struct NavBarAppearanceRule: Rule {
    public static let descriptor = RuleDescriptor(
        id: "nav-bar-appearance", kind: .opportunity, defaultSeverity: .warning, scope: .file, fixable: true,
        summary:
            "A lifecycle override styles the shared navigation bar, the status bar or the back button; move the styling into a behavior that applies and restores it."
    )

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        var appliedByClass: [String: Set<String>] = [:]
        for override in context.lifecycleOverrides {
            let function = context.project.function(override)
            let syntaxes = override.syntaxes
            for index in function.statements.indices {
                let shadowed = StatementSyntax.shadowingNames(in: syntaxes, before: index)
                var changes = NavigationChromeStatement(syntaxes[index], shadowed: shadowed).stylingChanges
                // The root of a navigation stack or a window styles the bar of its own stack: no
                // screen under it sees the change.
                if context.project.isRootScreen(override.className, codeIn: override.file) {
                    changes.removeAll { $0.outlivesScreen }
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
                // UIKit means `prefersLargeTitles` to be; toggling it on appear is the chore, and so
                // is switching away from the project's own default when it has one.
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
                findings.append(
                    finding(
                        for: index, of: function, changes: changes, override: override,
                        context: context))
            }
        }
        return Self.holdingPairsTogether(findings)
    }

    /// A pair moves whole or not at all. An apply and its restore of which one half must stay in
    /// the host are correct code with no better home, and neither half is reported: the advice
    /// would be to keep them. Styling nothing restores is reported, movable or not.
    private static func holdingPairsTogether(_ findings: [Finding]) -> [Finding] {
        var stuck: Set<Chore.Place> = []
        for finding in findings where !finding.fixable {
            if let chore = finding.chore, !chore.partners.isEmpty { stuck.insert(chore.place) }
        }
        guard !stuck.isEmpty else { return findings }
        return findings.filter { finding in
            guard let chore = finding.chore else { return true }
            return !stuck.contains(chore.place) && !chore.partners.contains(where: stuck.contains)
        }
    }

    /// The other half of a styling pair in the same class: the restores of what an apply sets (in
    /// disappear hooks), or the applies of what a restore sets back. They move together or not at all.
    private static func otherHalves(of states: Set<String>, restoring: Bool, className: String, context: RuleContext)
        -> [Chore.Place]
    {
        var places: [Chore.Place] = []
        for other in context.project.lifecycleOverrides(ofClass: className)
        where other.hook.isDisappearance != restoring {
            for index in other.syntaxes.indices {
                let changes = NavigationChromeStatement(other.syntaxes[index]).stylingChanges
                if changes.contains(where: { states.contains($0.state) }) {
                    places.append(context.place(other, statement: index))
                }
            }
        }
        return places
    }

    /// The states the class and its project superclasses set outside disappear hooks.
    private static func appliedStates(ofClass className: String, context: RuleContext) -> Set<String> {
        let project = context.project
        let classes =
            project.projectAncestry(of: className).isEmpty ? [className] : project.projectAncestry(of: className)
        return ChromeRestores.states(
            setBy: classes.flatMap { project.lifecycleOverrides(ofClass: $0) }.filter { !$0.hook.isDisappearance },
            project: project)
    }

    private func finding(
        for index: Int, of function: FunctionDeclaration,
        changes: [NavigationChromeStatement.StylingChange],
        override: ProjectIndex.LifecycleOverride, context: RuleContext
    ) -> Finding {
        let statement = function.statements[index]
        let className = override.className
        let hook = override.hook
        var chores: [String] = []
        for change in changes where !chores.contains(change.chore) { chores.append(change.chore) }
        var message = "\(className) \(chores.joined(separator: " and ")) in \(function.signature)"
        let outlivesScreen = changes.contains { $0.outlivesScreen }
        let behavior =
            !outlivesScreen
            ? "BlankBackButtonTitleBehavior"
            : changes.allSatisfy { $0.state == "UIApplication.shared.statusBarStyle" }
                ? "StatusBarStyleBehavior"
                : "NavigationBarAppearanceBehavior"
        if outlivesScreen {
            message +=
                hook.isDisappearance
                ? ", restoring shared styling by hand; move the styling and its restore into a \(behavior) attached in viewDidLoad"
                : "; the styling is shared by every screen on the stack and stays after this one disappears. Move it into a "
                    + "\(behavior), attached in viewDidLoad, that applies it before appearing and restores it before disappearing"
            if changes.contains(where: {
                $0.state == "navigationBar.prefersLargeTitles" && !context.project.navigationBarDefaults.isDefault($0)
            }) {
                message +=
                    " (large titles are usually switched on once, where the navigation controller is created, and "
                    + "chosen per screen with navigationItem.largeTitleDisplayMode, which is the screen's own and needs no restore)"
            }
        } else {
            // Said without claiming repetition: one screen blanking its back title is not "every screen".
            message +=
                "; the back button it configures is shown by the screens pushed after this one, so a "
                + "\(behavior) attached in viewDidLoad says the same in one line that any screen wanting it can attach"
        }
        let obstacle = StatementMovability(className: className, project: context.project)
            .obstacle(toMoving: index, of: override)
        if let obstacle {
            message += ", but it \(obstacle.clause)\(obstacle.advice)"
        }
        let behaviorCanRunThere = hook == .viewDidLoad || hook.isAppearance || hook.isDisappearance
        let partners =
            outlivesScreen
            ? Self.otherHalves(
                of: Set(changes.map { $0.state }), restoring: hook.isDisappearance,
                className: className, context: context) : []
        let chore = Chore(
            kind: .barStyling, place: context.place(override, statement: index), hook: hook, partners: partners,
            behaviorName: behavior,
            purpose: outlivesScreen
                ? "Styles the shared navigation chrome at the moments the screen used to"
                : "Configures the back button that screens pushed after this one show")
        return context.finding(
            Self.self, file: override.file, span: statement.span, message: message, hostClass: className, hook: hook,
            condition: statement.condition, fixable: behaviorCanRunThere && obstacle == nil, chore: chore,
            fingerprintText: statement.normalizedText)
    }
}
