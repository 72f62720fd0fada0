/// Where the shared chrome a screen leaves behind goes: forward, onto the screens it shows, and
/// back, onto the screen it was pushed from once it is popped. A change nothing restores leaks
/// only along one of those ways: not when the screen shows no other screen itself and every
/// screen that pushes it sets the same state again on each of its appearances (a menu whose
/// screens show a toolbar the menu hides again when the user comes back to it).
enum ScreenFlow {
    /// The calls with which a view controller shows another screen on its own stack. (A screen it
    /// presents has a stack, and bars, of its own.)
    private static let navigationCalls: Set<String> = [
        "pushViewController", "show", "showDetailViewController", "performSegue", "setViewControllers",
    ]

    /// Whether class `className` (or a project superclass) shows another screen on its stack in its
    /// own code or storyboard scene.
    static func navigatesForward(_ className: String, project: ProjectIndex) -> Bool {
        let classes =
            project.projectAncestry(of: className).isEmpty ? [className] : project.projectAncestry(of: className)
        for name in classes {
            if project.pushes(name) { return true }
            for method in project.functionsByClass[name] ?? [] {
                let calls = project.files[method.file].functions[method.function].calls
                if calls.contains(where: { navigationCalls.contains($0.name) }) { return true }
            }
        }
        return false
    }

    /// Whether a change of `state` by `className` reaches no screen that does not set it itself:
    /// the screen shows nothing further, is pushed by known screens only, and each of them (or a
    /// project superclass of it) sets `state` again when it appears.
    static func staysWithinRestatingScreens(_ state: String, of className: String, project: ProjectIndex) -> Bool {
        guard let pushers = project.pushersOf[className], !pushers.isEmpty,
            !navigatesForward(className, project: project)
        else { return false }
        return pushers.allSatisfy { pusher in
            let classes = project.projectAncestry(of: pusher).isEmpty ? [pusher] : project.projectAncestry(of: pusher)
            return ChromeRestores.states(
                setBy: classes.flatMap { project.lifecycleOverrides(ofClass: $0) }.filter { $0.hook.isAppearance },
                followingMethodsOf: classes, project: project
            ).contains(state)
        }
    }
}
