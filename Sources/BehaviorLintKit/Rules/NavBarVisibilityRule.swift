/// Finds lifecycle overrides that show or hide the navigation bar or toolbar: the chore most
/// often copied from screen to screen, and the one `HideNavigationBarBehavior` replaces.
///
/// Every statement that changes the visibility is its own finding. A change in an appear hook and
/// the opposite change in a disappear hook of the same class form a pair; the message of each half
/// names the other. A pair is reported when it can move into a behavior (neither half touches the
/// host's own members or depends on its order); a change nothing restores is reported either way.
public struct NavBarVisibilityRule: Rule {
    public static let descriptor = RuleDescriptor(
        id: "nav-bar-visibility", kind: .opportunity, defaultSeverity: .warning, scope: .file, fixable: true,
        summary:
            "A lifecycle override shows or hides the navigation bar or toolbar; attach a behavior that hides it on appear and restores it on disappear instead."
    )

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
        // Visibility is a chore of the moments a screen loads, appears and leaves; a layout or trait
        // hook asserting the bar runs on every pass and is no appear/restore pair to hand over.
        context.lifecycleOverrides.filter { $0.hook == .viewDidLoad || $0.hook.isAppearance || $0.hook.isDisappearance }
            .flatMap { override in
                toggles(in: override, context: context).compactMap { finding(for: $0, context: context) }
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

    /// The opposite change in the opposite hook of the same class: hide on appear, show on disappear.
    private func partner(of toggle: Toggle, context: RuleContext) -> Toggle? {
        let hook = toggle.override.hook
        guard hook.isAppearance || hook.isDisappearance, let change = toggle.changes.first else { return nil }
        for candidate in context.project.lifecycleOverrides(ofClass: toggle.override.className)
        where context.project.isLifecycleHost(candidate)
            && (hook.isAppearance ? candidate.hook.isDisappearance : candidate.hook.isAppearance)
        {
            let match = toggles(in: candidate, context: context).first { other in
                other.changes.contains {
                    $0.bar == change.bar && ($0.hidden == nil || change.hidden == nil || $0.hidden != change.hidden)
                }
            }
            if let match { return match }
        }
        return nil
    }

    /// How many `if`, `guard` and `switch` blocks the statement of a toggle opens: a rough count of
    /// the conditions the toggle runs under.
    private static func branches(in toggle: Toggle) -> Int {
        let syntax = toggle.override.syntaxes[toggle.index]
        return syntax.range.filter { index in
            syntax.tokens.kinds[index] == .keyword && ["if", "guard", "switch"].contains(syntax.text(index))
        }.count
    }

    /// Whether the toggle's statement reads why the screen disappears (`presentedViewController`,
    /// `isMovingFromParent`, `isBeingDismissed`): an undo skipped while a screen is presented over
    /// this one is deliberate, and the appear hook hides the bar again when it comes back.
    private static func asksWhyTheScreenLeaves(_ toggle: Toggle) -> Bool {
        let syntax = toggle.override.syntaxes[toggle.index]
        return syntax.range.contains { index in
            syntax.tokens.kinds[index] == .identifier && transitionState.contains(syntax.text(index))
        }
    }

    private static let transitionState: Set<String> = [
        "presentedViewController", "isBeingDismissed", "isBeingPresented", "isMovingFromParent",
        "isMovingToParent", "isMovingFromParentViewController", "isMovingToParentViewController",
    ]

    private func finding(for toggle: Toggle, context: RuleContext) -> Finding? {
        let className = toggle.override.className
        let hook = toggle.function.signature
        let chores = Array(Set(toggle.changes.map { $0.chore })).sorted().joined(separator: " and ")
        let partner = partner(of: toggle, context: context)
        // A lone "make sure the bar is visible" (the toolbar hidden) returns it to UIKit's default:
        // nothing to pair or restore.
        if partner == nil && toggle.changes.allSatisfy(\.returnsToDefault) { return nil }
        // The root of a navigation stack or a window that sets its bar once has nothing under it to
        // restore the bar for; a hide and restore pair is still the chore a behavior takes over.
        if partner == nil && context.project.isRootScreen(className, codeIn: toggle.override.file) { return nil }
        // A library's superclass may restore it where the linter cannot read.
        if partner == nil && context.project.inheritsFromALibraryClass(className) { return nil }
        // A change nothing restores, where the screens after it state the bar themselves: those of a
        // project that shows bars again in the screens that want them, or those built on the same
        // project superclass, which sets the bar on every appearance (this is its duplicate).
        if partner == nil && toggle.override.hook.isAppearance {
            let reasserted = ChromeRestores.reassertedStates(ofClass: className, project: context.project)
            if toggle.changes.allSatisfy({
                context.project.restatedBars.contains($0.bar) || reasserted.contains("hidden " + $0.bar.rawValue)
            }) {
                return nil
            }
        }
        let appearHalf = toggle.override.hook.isDisappearance ? partner : toggle
        let change = appearHalf?.changes.first ?? toggle.changes[0]
        // A restore on disappear without its appear half undoes the opposite change.
        let hidden =
            appearHalf == nil && toggle.override.hook.isDisappearance ? change.hidden.map { !$0 } : change.hidden
        let behavior = change.bar.behaviorName(hidden: hidden)

        let movability = StatementMovability(className: className, project: context.project)
        let obstacles = ([toggle] + (partner.map { [$0] } ?? [])).compactMap {
            movability.obstacle(toMoving: $0.index, of: $0.override)
        }
        // A hide and its restore that cannot move are correct code with no better home: the advice
        // would be to keep them (or to hand a behavior state the host changes at run time). Not so
        // when the restore runs under more conditions than the change: on the other paths the bar
        // stays as the screen left it.
        var restoresOnSomePaths = false
        if let partner, !obstacles.isEmpty {
            let (change, restore) = toggle.override.hook.isAppearance ? (toggle, partner) : (partner, toggle)
            restoresOnSomePaths =
                Self.branches(in: restore) > Self.branches(in: change) && !Self.asksWhyTheScreenLeaves(restore)
            if !restoresOnSomePaths { return nil }
        }
        let replace = "replace the pair with a \(behavior) attached in viewDidLoad"
        var message: String
        switch (partner, toggle.override.hook.isAppearance) {
        case (let partner?, true):
            message = "\(className) \(chores) in \(hook) and undoes it in \(partner.function.signature); \(replace)"
        case (let partner?, false):
            message =
                "\(className) \(chores) in \(hook) to undo what \(partner.function.signature) did; \(replace)"
        case (nil, true)
        where ChromeRestores.restoredStates(ofClass: className, project: context.project)
            .contains("hidden " + change.bar.rawValue):
            message =
                "\(className) \(chores) in \(hook) and undoes it outside its disappear hooks (in willMove(toParent:) "
                + "or a method they call); let a \(behavior) attached in viewDidLoad own both halves"
        case (nil, true):
            message =
                "\(className) \(chores) in \(hook) and no disappear hook restores it; attach a \(behavior) "
                + "in viewDidLoad instead, which also restores the bar before the screen disappears"
        case (nil, false) where toggle.override.hook.isDisappearance:
            message =
                "\(className) \(chores) in \(hook) to undo a change made elsewhere; let a \(behavior) "
                + "attached in viewDidLoad own both the change and its undo"
        case (nil, false):
            message =
                "\(className) \(chores) in \(hook), but bar visibility is shared by every screen on the stack; "
                + "attach a \(behavior) in viewDidLoad that changes it on appear and restores it on disappear"
        }

        // One reason is enough to read: a restore missing on some paths, else the change's own
        // obstacle, else its undo's.
        if restoresOnSomePaths {
            message +=
                ", but the undo runs under conditions the change does not, so on the other paths the bar stays as "
                + "this screen left it for the screens after it; undo it on every path the change takes"
        } else if let obstacle = obstacles.first {
            message += ", but it \(obstacle.clause)\(obstacle.advice)"
        }
        let notes =
            partner.map {
                [
                    Finding.Note(
                        path: context.project.files[$0.override.file].path, location: $0.statement.span.startLocation,
                        message: "the matching change in \($0.function.signature)")
                ]
            } ?? []
        let chore = Chore(
            kind: .barVisibility, place: context.place(toggle.override, statement: toggle.index),
            hook: toggle.override.hook,
            partners: partner.map { [context.place($0.override, statement: $0.index)] } ?? [], behaviorName: behavior,
            purpose:
                "Changes the \(change.bar.rawValue) visibility while the screen is visible and restores it when it leaves",
            groupKey: change.bar.rawValue)
        return context.finding(
            Self.self, file: toggle.override.file, span: toggle.statement.span, message: message, hostClass: className,
            hook: toggle.override.hook, condition: toggle.statement.condition,
            fixable: partner != nil && obstacles.isEmpty, notes: notes, chore: chore,
            fingerprintText: toggle.statement.normalizedText + "|" + (partner?.override.hook.rawValue ?? ""))
    }
}
