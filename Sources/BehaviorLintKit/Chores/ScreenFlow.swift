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
        if arrivesWithTheBarHidden(state, className, project: project, depth: 0) { return false }
        let neighbors = neighbors(of: className, project: project, state: state)
        if !neighbors.isEmpty { return !screensInheriting(state, from: className, project: project).isEmpty }
        return project.restatedBars.restaters(of: state).subtracting(ancestry(of: className, project: project))
            .subtracting(project.allSubclasses(of: className)).isEmpty
    }

    /// The screens a change of `state` by `className` is known to reach and that do not set
    /// `state` themselves when they appear: the view controllers that push it (the screen under
    /// it, which appears again when it is popped) and those it pushes (the screens shown after
    /// it). A screen that states it on each appearance (or whose project superclass does) is
    /// not reached by the change, whatever it was left at, and nor is a screen it pushes that
    /// states it when its view loads (pushed, it is made and loaded anew); nor is one that hides
    /// the navigation bar when it appears by a change of that bar's styling, which it then does
    /// not show.
    static func screensInheriting(_ state: String, from className: String, project: ProjectIndex) -> [String] {
        let pushed = Set(project.pushedScreens(by: ancestry(of: className, project: project)))
        return neighbors(of: className, project: project, state: state).filter { name in
            let classes = ancestry(of: name, project: project)
            if state.hasPrefix("navigationBar.") && hides(hiddenNavigationBar, classes, always: false, project: project)
            {
                return false
            }
            let arriving = classes.flatMap { project.lifecycleOverrides(ofClass: $0) }.filter {
                $0.hook.isAppearance || ($0.hook == .viewDidLoad && pushed.contains(name))
            }
            return !ChromeRestores.states(setBy: arriving, followingMethodsOf: classes, project: project).contains(
                state)
        }
    }

    /// The view controllers known to come next to `className` for a change of `state`, sorted:
    /// those that push it, and those its code or its project superclasses' pushes. (What pushes a
    /// superclass pushes another screen; what a superclass's code pushes, this one does.) A hidden
    /// tab bar reaches only the screens under it: UIKit keeps the tab bar hidden for every screen
    /// pushed above one that hides it (`hidesBottomBarWhenPushed`), so those are meant to go without.
    private static func neighbors(of className: String, project: ProjectIndex, state: String) -> [String] {
        let own = ancestry(of: className, project: project)
        let pushed = reachesOnlyTheScreenUnder(state) ? [] : project.pushedScreens(by: own)
        return Set((project.pushersOf[className] ?? []).union(pushed)).filter {
            project.isViewController($0) && !own.contains($0)
        }.sorted()
    }

    /// Whether a change of `state` reaches only the screen under the one that makes it (a hidden
    /// tab bar: see `neighbors`), not the screens it shows.
    static func reachesOnlyTheScreenUnder(_ state: String) -> Bool { state == hiddenTabBar }

    private static let hiddenTabBar = "hidden " + NavigationChromeStatement.Bar.tabBar.rawValue
    private static let hiddenNavigationBar = "hidden " + NavigationChromeStatement.Bar.navigationBar.rawValue

    /// Whether `className` always appears with the bar `state` hides already hidden: every screen
    /// known to push it hides that bar when it appears and shows it on no way out, or leaves it
    /// alone and appears with it hidden itself (the root of a stack that hides the bar on every
    /// appearance, and everything pushed above it). Hiding it again changes nothing.
    private static func arrivesWithTheBarHidden(
        _ state: String, _ className: String, project: ProjectIndex, depth: Int
    ) -> Bool {
        guard state == hiddenNavigationBar || state == hiddenTabBar, depth < 4,
            let pushers = project.pushersOf[className], !pushers.isEmpty
        else { return false }
        return pushers.allSatisfy { pusher in
            let classes = ancestry(of: pusher, project: project)
            guard !ChromeRestores.restoredStates(ofClass: pusher, project: project).contains(state) else {
                return false
            }
            if hides(state, classes, always: true, project: project) { return true }
            let touched = ChromeRestores.states(
                setBy: classes.flatMap { project.lifecycleOverrides(ofClass: $0) }.filter { $0.hook.isAppearance },
                followingMethodsOf: classes, project: project)
            return !touched.contains(state)
                && arrivesWithTheBarHidden(state, pusher, project: project, depth: depth + 1)
        }
    }

    /// Whether the appear hooks of `classes` hide the bar of `state` (`hidden navigation bar`);
    /// with `always`, in a statement of their own that runs on every appearance.
    private static func hides(_ state: String, _ classes: [String], always: Bool, project: ProjectIndex) -> Bool {
        classes.flatMap { project.lifecycleOverrides(ofClass: $0) }.filter { $0.hook.isAppearance }.contains {
            $0.syntaxes.contains { syntax in
                (!always || syntax.chains.allSatisfy { !$0.inBraces })
                    && NavigationChromeStatement(syntax).visibilityChanges.contains {
                        "hidden " + $0.bar.rawValue == state && $0.hidden == true
                    }
            }
        }
    }

    /// `name` and its project superclasses (`name` alone when the project does not declare it).
    private static func ancestry(of name: String, project: ProjectIndex) -> [String] {
        let chain = project.projectAncestry(of: name)
        return chain.isEmpty ? [name] : chain
    }
}
