/// The bars a project's screens state for themselves. Some projects never restore a bar on the way
/// out: every screen that wants the navigation bar shows it again in its own appear hook
/// (`setNavigationBarHidden(false, …)` with no hide of its own, and not built on a class that
/// hides it; a subclass of such a class that changes the bar no way itself shows it again too),
/// so a screen after one that hid it shows it itself. Where at least two screens re-state a bar
/// that way, and no fewer than the screens that change it with nothing to restore it, that is the
/// project's convention: a change nothing restores leaks into no screen that cares, and is not
/// reported.
struct RestatedBars {
    typealias Bar = NavigationChromeStatement.Bar

    private var bars: Set<Bar> = []

    init(_ project: ProjectIndex) {
        var restating: [Bar: Set<String>] = [:]
        var changing: [Bar: Set<String>] = [:]
        var restoring: [Bar: Set<String>] = [:]
        for override in project.lifecycleOverrides
        where override.hook.isAppearance || override.hook.isDisappearance {
            let syntaxes = override.syntaxes
            for index in syntaxes.indices where !NavigationChromeStatement.isOverriddenAtOnce(syntaxes, at: index) {
                let shadowed = StatementSyntax.shadowingNames(in: syntaxes, before: index)
                for change in NavigationChromeStatement(syntaxes[index], shadowed: shadowed).visibilityChanges {
                    guard change.hidden != nil else { continue }
                    if override.hook.isDisappearance {
                        restoring[change.bar, default: []].insert(override.className)
                    } else if change.returnsToDefault {
                        restating[change.bar, default: []].insert(override.className)
                    } else {
                        changing[change.bar, default: []].insert(override.className)
                    }
                }
            }
        }
        for (bar, classes) in restating {
            let changers = changing[bar] ?? []
            // A subclass showing the bar its superclass hides configures what it inherits: that
            // says nothing of the screens after it.
            let lone = classes.subtracting(changers).subtracting(restoring[bar] ?? []).filter { name in
                !project.projectAncestry(of: name).dropFirst().contains(where: changers.contains)
            }
            // A screen built on a class that shows the bar again on each appearance, and that
            // changes the bar no way itself, shows it again too.
            let inheriting = lone.flatMap { project.allSubclasses(of: $0) }.filter {
                !changers.contains($0) && !(restoring[bar] ?? []).contains($0)
            }
            let restaters = lone.union(inheriting)
            let unrestored = changers.subtracting(restoring[bar] ?? [])
            if restaters.count >= 2 && restaters.count >= unrestored.count { bars.insert(bar) }
        }
    }

    /// Whether the project's screens re-state `bar` in their own appear hooks.
    func contains(_ bar: Bar) -> Bool { bars.contains(bar) }
}
