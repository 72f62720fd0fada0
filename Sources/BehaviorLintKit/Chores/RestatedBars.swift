/// The shared chrome (and the idle timer) a project's screens state for themselves. Some projects
/// never restore a bar or its styling on the way out: every screen that wants the bar shown, or its large titles off,
/// says so again in its own appear hook (`setNavigationBarHidden(false, …)`, `prefersLargeTitles =
/// false`: the default, with no change of its own away from it, and not built on a class that
/// changes it; a subclass of such a class that changes that state no way itself states it too),
/// so a screen after one that changed it states it itself. Where at least two screens re-state a
/// state that way, and no fewer than the screens that change it with nothing to restore it, that
/// is the project's convention: a change nothing restores leaks into no screen that cares, and is
/// not reported.
struct RestatedBars {
    typealias Bar = NavigationChromeStatement.Bar

    private var states: Set<String> = []
    /// Per state, the screens that re-state its default on their own appearances and leave it.
    private var restatersByState: [String: Set<String>] = [:]

    init(_ project: ProjectIndex) {
        var restating: [String: Set<String>] = [:]
        var changing: [String: Set<String>] = [:]
        var restoring: [String: Set<String>] = [:]
        let defaults = project.navigationBarDefaults
        for override in project.lifecycleOverrides
        where override.hook.isAppearance || override.hook.isDisappearance {
            let syntaxes = override.syntaxes
            for index in syntaxes.indices where !NavigationChromeStatement.isOverriddenAtOnce(syntaxes, at: index) {
                let shadowed = StatementSyntax.shadowingNames(in: syntaxes, before: index)
                let chrome = NavigationChromeStatement(syntaxes[index], shadowed: shadowed)
                var changes: [(state: String, toDefault: Bool)] = chrome.visibilityChanges.compactMap {
                    $0.hidden == nil ? nil : (Self.state(of: $0.bar), $0.returnsToDefault)
                }
                changes += chrome.stylingChanges.filter(\.outlivesScreen).map { ($0.state, defaults.isDefault($0)) }
                changes += chrome.assignments.filter { $0.path.last == "isIdleTimerDisabled" }.map {
                    ("isIdleTimerDisabled", NavigationChromeStatement.boolean($0.value) == false)
                }
                changes += chrome.assignments.filter { ChromeRestores.isSwipeBackSwitch($0.path) }.map {
                    (ChromeRestores.swipeBackState, NavigationChromeStatement.boolean($0.value) == true)
                }
                for change in changes {
                    if override.hook.isDisappearance {
                        restoring[change.state, default: []].insert(override.className)
                    } else if change.toDefault {
                        restating[change.state, default: []].insert(override.className)
                    } else {
                        changing[change.state, default: []].insert(override.className)
                    }
                }
            }
        }
        for (state, classes) in restating {
            let changers = changing[state] ?? []
            // A subclass stating what its superclass changes configures what it inherits: that
            // says nothing of the screens after it.
            let lone = classes.subtracting(changers).subtracting(restoring[state] ?? []).filter { name in
                !project.projectAncestry(of: name).dropFirst().contains(where: changers.contains)
            }
            // A screen built on a class that states it again on each appearance, and that changes
            // it no way itself, states it too.
            let inheriting = lone.flatMap { project.allSubclasses(of: $0) }.filter {
                !changers.contains($0) && !(restoring[state] ?? []).contains($0)
            }
            let restaters = lone.union(inheriting)
            restatersByState[state] = restaters
            let unrestored = changers.subtracting(restoring[state] ?? [])
            if restaters.count >= 2 && restaters.count >= unrestored.count { states.insert(state) }
        }
    }

    private static func state(of bar: Bar) -> String { "hidden " + bar.rawValue }

    /// Whether the project's screens show `bar` again in their own appear hooks.
    func contains(_ bar: Bar) -> Bool { states.contains(Self.state(of: bar)) }

    /// The screens that set `state` (`hidden navigation bar`, `navigationBar.prefersLargeTitles`)
    /// back to its default on each of their appearances and leave it: screens that expect the one
    /// before them to leave its change, and state their own.
    func restaters(of state: String) -> Set<String> { restatersByState[state] ?? [] }

    /// Whether the project's screens re-state styling `state` (`navigationBar.prefersLargeTitles`)
    /// in their own appear hooks.
    func contains(styling state: String) -> Bool { states.contains(state) }
}
