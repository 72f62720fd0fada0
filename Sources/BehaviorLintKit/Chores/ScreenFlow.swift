/// Where the shared chrome a screen leaves behind goes: forward, onto the screens it shows, and
/// back, onto the screen it was pushed from once it is popped; and whether one of them takes it
/// in, by not setting that state itself when it appears (a menu whose screens show a toolbar the
/// menu hides again when the user comes back to it takes in nothing).
enum ScreenFlow {
    /// Whether a change of `state` that `className` leaves behind reaches a screen that does not
    /// set it itself: a known screen under it or after it that does not (`screensInheriting`);
    /// or, when no screen under it or after it is known (a coordinator pushes it), any screen,
    /// as long as no other screen of the project sets `state` back to its default when it
    /// appears (`RestatedBars.restaters`): where one does, the project's screens state it for
    /// themselves, and the change leaks into none known to care.
    static func leaksIntoAScreen(_ state: String, from className: String, project: ProjectIndex) -> Bool {
        let own = project.projectAncestry(of: className).isEmpty ? [className] : project.projectAncestry(of: className)
        let neighbors = ((project.pushersOf[className] ?? []) + project.pushedScreens(by: own)).filter {
            project.isViewController($0) && !own.contains($0)
        }
        if !neighbors.isEmpty { return !screensInheriting(state, from: className, project: project).isEmpty }
        return project.restatedBars.restaters(of: state).subtracting(own).subtracting(
            project.allSubclasses(of: className)
        ).isEmpty
    }

    /// The screens a change of `state` by `className` is known to reach and that do not set
    /// `state` themselves when they appear: the view controllers that push it (the screen under
    /// it, which appears again when it is popped) and those it pushes (the screens shown after
    /// it). A screen that states it on each appearance (or whose project superclass does) is
    /// not reached by the change, whatever it was left at.
    static func screensInheriting(_ state: String, from className: String, project: ProjectIndex) -> [String] {
        let own = project.projectAncestry(of: className).isEmpty ? [className] : project.projectAncestry(of: className)
        // What pushes a superclass pushes another screen; what a superclass's code pushes, this one does.
        let below = Array(project.pushersOf[className] ?? [])
        let after = project.pushedScreens(by: own)
        var seen: Set<String> = []
        return (below + after).filter { name in
            guard project.isViewController(name), !own.contains(name), seen.insert(name).inserted else { return false }
            let classes = project.projectAncestry(of: name).isEmpty ? [name] : project.projectAncestry(of: name)
            return !ChromeRestores.states(
                setBy: classes.flatMap { project.lifecycleOverrides(ofClass: $0) }.filter { $0.hook.isAppearance },
                followingMethodsOf: classes, project: project
            ).contains(state)
        }.sorted()
    }
}
