/// Where a class undoes a change to shared chrome: its disappear hooks, `willMove(toParent:)` /
/// `didMove(toParent:)`, the methods those call (three calls deep), the same in its project
/// superclasses, and what a superclass re-applies on every appearance. Shared by the rules that
/// ask "is this change restored?", so they agree.
enum ChromeRestores {
    /// The state `removeObserver` restores: every observer of the screen, or, as
    /// `observerState(named:)`, the observers of one notification.
    static let observerState = "NotificationCenter observer"

    /// The brightness of the device's screen, which outlives the screen that sets it as the idle
    /// timer does: the screens after it, and the device until the user changes it, keep it.
    static let screenBrightnessState = "UIScreen.brightness"

    /// `UIScreen.main.brightness`, `view.window?.screen.brightness`, `windowScene.screen.brightness`.
    static func isScreenBrightness(_ path: [String]) -> Bool {
        guard path.count >= 2, path[path.count - 1] == "brightness" else { return false }
        let owner = path[path.count - 2]
        return owner == "screen" || (owner == "main" && path.first == "UIScreen")
    }

    /// Whether the navigation controller's swipe-back gesture is on. The recognizer belongs to the
    /// navigation controller, not to the screen that switches it: every screen on the stack after
    /// it keeps the switch.
    static let swipeBackState = "interactivePopGestureRecognizer.isEnabled"

    /// `navigationController?.interactivePopGestureRecognizer?.isEnabled`.
    static func isSwipeBackSwitch(_ path: [String]) -> Bool {
        path.count >= 2 && path[path.count - 1] == "isEnabled"
            && path[path.count - 2] == "interactivePopGestureRecognizer"
    }

    /// The registrations of notification `name`, which `removeObserver(_:name:object:)` with that name removes.
    static func observerState(named name: String) -> String { observerState + " " + name }

    /// Whether `restored` removes an observer of notification `name` (nil: a name the code does
    /// not spell, which any removal may be).
    static func removesObserver(named name: String?, in restored: Set<String>) -> Bool {
        if restored.contains(observerState) { return true }
        guard let name else { return restored.contains { $0.hasPrefix(observerState + " ") } }
        return restored.contains(observerState(named: name))
    }

    /// What a statement does to the states, read with the names earlier statements bound.
    typealias StateReading = (StatementSyntax, [String: [String]]) -> Set<String>

    /// The states the statements of `overrides` change, whatever they set them to (or as
    /// `reading` reads them).
    static func states(
        setBy overrides: [ProjectIndex.LifecycleOverride], project: ProjectIndex,
        reading: StateReading = touchedStates
    ) -> Set<String> {
        var states: Set<String> = []
        for override in overrides {
            for syntax in override.syntaxes { states.formUnion(reading(syntax, [:])) }
        }
        return states
    }

    /// What the class's project superclasses set on every appearance (directly or through a method
    /// of theirs the appear hook calls): every screen built on them sets it again, whatever the
    /// screen before it left.
    static func reassertedStates(ofClass className: String, project: ProjectIndex) -> Set<String> {
        let superclasses = Array(project.projectAncestry(of: className).dropFirst())
        return states(
            setBy: superclasses.flatMap { project.lifecycleOverrides(ofClass: $0) }.filter { $0.hook.isAppearance },
            followingMethodsOf: superclasses, project: project)
    }

    /// Everything the class's disappear hooks (and its project superclasses') restore, directly or
    /// through a method of those classes they call; `beforeTheNextScreen` leaves `viewDidDisappear(_:)`
    /// out, which runs after the next screen's `viewWillAppear(_:)`.
    static func restoredStates(ofClass className: String, project: ProjectIndex, beforeTheNextScreen: Bool = false)
        -> Set<String>
    {
        let ancestry = project.projectAncestry(of: className)
        let classes = ancestry.isEmpty ? [className] : ancestry
        let disappearHooks = classes.flatMap { project.lifecycleOverrides(ofClass: $0) }.filter {
            $0.hook.isDisappearance && !(beforeTheNextScreen && $0.hook == .viewDidDisappear)
        }
        return reassertedStates(ofClass: className, project: project).union(
            states(setBy: disappearHooks, followingMethodsOf: classes, project: project, withContainment: true))
    }

    /// The bars the class's `viewDidDisappear(_:)` (or a project superclass's, directly or through a
    /// method of theirs) shows again, as `"hidden " + bar`: a disappear hook that hides a bar again
    /// undoes nothing, however it touches the bar.
    static func barsShownOnceDisappeared(ofClass className: String, project: ProjectIndex) -> Set<String> {
        let ancestry = project.projectAncestry(of: className)
        let classes = ancestry.isEmpty ? [className] : ancestry
        let disappeared = classes.flatMap { project.lifecycleOverrides(ofClass: $0) }.filter {
            $0.hook == .viewDidDisappear
        }
        return states(setBy: disappeared, followingMethodsOf: classes, project: project) { syntax, aliases in
            Set(
                NavigationChromeStatement(syntax, includingEveryClosure: true, aliases: aliases).visibilityChanges
                    .filter { $0.hidden == false }.map { "hidden " + $0.bar.rawValue })
        }
    }

    /// The bars the class's `viewDidAppear(_:)` (or a project superclass's) shows again, as a
    /// statement of its own that always runs (`navigationController?.navigationBar.isHidden =
    /// false`): a bar hidden in `viewWillAppear(_:)` is then hidden for the transition only, back
    /// before the screen is in use, and nothing is left for the next screen. As `"hidden " + bar`.
    static func barsShownOnceAppeared(ofClass className: String, project: ProjectIndex) -> Set<String> {
        let ancestry = project.projectAncestry(of: className)
        let classes = ancestry.isEmpty ? [className] : ancestry
        let appeared = classes.flatMap { project.lifecycleOverrides(ofClass: $0) }.filter { $0.hook == .viewDidAppear }
        return Set(
            appeared.flatMap { override in
                override.syntaxes.enumerated().flatMap { index, syntax -> [String] in
                    guard syntax.chains.allSatisfy({ !$0.inBraces }) else { return [] }
                    let chrome = NavigationChromeStatement(
                        syntax, shadowed: StatementSyntax.shadowingNames(in: override.syntaxes, before: index))
                    return chrome.visibilityChanges.filter { $0.hidden == false && $0.returnsToDefault }.map {
                        "hidden " + $0.bar.rawValue
                    }
                }
            })
    }

    /// The states `overrides` change, directly or through the methods of `classes` they call
    /// (`restoreChrome()`, three calls deep), and with `withContainment` in the classes'
    /// `willMove(toParent:)` and `didMove(toParent:)`.
    static func states(
        setBy overrides: [ProjectIndex.LifecycleOverride], followingMethodsOf classes: [String],
        project: ProjectIndex, withContainment: Bool = false, reading: StateReading = touchedStates
    ) -> Set<String> {
        var states = Self.states(setBy: overrides, project: project, reading: reading)
        var calledMethods: Set<String> = []
        for override in overrides {
            for statement in project.function(override).statements {
                calledMethods.formUnion(
                    statement.calls.filter { $0.receiver.isEmpty || $0.receiver == "self" }.map { $0.name })
            }
        }
        // The helpers sit next to the hook that calls them, or in the class body. The classes'
        // methods come from the index, not every function of those files: a file of thousands of
        // screens would otherwise be read once per screen.
        let files = Set(overrides.map { $0.file } + classes.compactMap { project.classes[$0]?.file })
        // So may the project's extensions of UIViewController (`enableSwipeBack()`), which every
        // screen calls as its own.
        let methods =
            (classes.flatMap { project.functionsByClass[$0] ?? [] }.filter { files.contains($0.file) }
            + (project.functionsByClass["UIViewController"] ?? [])).filter {
                project.files[$0.file].functions[$0.function].lifecycleHook == nil
            }
        var followed: Set<Int> = []
        for depth in 0..<4 {
            var next: Set<String> = []
            for (position, method) in methods.enumerated() {
                let file = project.files[method.file]
                let function = file.functions[method.function]
                let isContainment =
                    withContainment && depth == 0 && function.isOverride
                    && ScanPass.containmentHooks.contains(function.name)
                guard isContainment || calledMethods.contains(function.name), followed.insert(position).inserted
                else { continue }
                // A helper often names the bar first (`let bar = navigationController.navigationBar`).
                var aliases: [String: [String]] = [:]
                for statement in function.statements {
                    let syntax = file.syntax(statement)
                    states.formUnion(reading(syntax, aliases))
                    for binding in syntax.outlivingBindings {
                        if let value = binding.value, let chain = syntax.chain(spanning: value), !chain.isCalled {
                            aliases[binding.name] = syntax.resolvedPath(chain, aliases: aliases)
                        }
                    }
                    next.formUnion(
                        statement.calls.filter { $0.receiver.isEmpty || $0.receiver == "self" }.map { $0.name })
                }
            }
            calledMethods = next
        }
        return states
    }

    /// The states a disappear-hook statement changes, whatever it sets them to. Read generously, any
    /// closure included: a missed restore would be a false report.
    static func touchedStates(_ statement: StatementSyntax, aliases: [String: [String]] = [:]) -> Set<String> {
        let chrome = NavigationChromeStatement(statement, includingEveryClosure: true, aliases: aliases)
        var states = Set(chrome.visibilityChanges.map { "hidden " + $0.bar.rawValue })
        states.formUnion(chrome.stylingChanges.map { $0.state })
        // A bar reached through a name the statement cannot resolve (`navController?.navigationBar
        // .tintColor = …` after `let navController = collapsed ? … : …`) is a navigation bar all the same.
        for path in chrome.assignments.map(\.path) + chrome.invocations.map({ $0.receiver + [$0.name] }) {
            guard let bar = path.firstIndex(of: "navigationBar"), bar + 1 < path.count,
                NavigationChromeStatement.isStylingProperty(path[bar + 1])
            else { continue }
            states.insert("navigationBar." + path[bar + 1])
        }
        if chrome.assignments.contains(where: { $0.path.last == "isIdleTimerDisabled" }) {
            states.insert("isIdleTimerDisabled")
        }
        if chrome.assignments.contains(where: { isScreenBrightness($0.path) }) {
            states.insert(screenBrightnessState)
        }
        if chrome.assignments.contains(where: { isSwipeBackSwitch($0.path) }) {
            states.insert(swipeBackState)
        }
        // `observers.forEach(NotificationCenter.default.removeObserver)` passes the method without calling it.
        // `removeObserver(self, name: X, object: nil)` removes the observers of X only.
        if statement.contains("removeObserver") {
            let names = chrome.invocations.filter { $0.name == "removeObserver" }.map(ObservedNotification.name)
            if names.isEmpty || names.contains(nil) {
                states.insert(observerState)
            } else {
                states.formUnion(names.compactMap { $0.map(observerState(named:)) })
            }
        }
        let subscriptions = StoredSubscriptions.subscriptions(in: statement)
        states.formUnion(subscriptions.cancelled.map(subscriptionsState))
        states.formUnion(subscriptions.ended.map(endedSubscriptionState))
        return states
    }

    /// The state of a subscription the code keeps in `name` (`refreshDisposable`), once disposed.
    static func endedSubscriptionState(_ name: String) -> String {
        "subscription kept in " + name
    }

    /// The state of the subscriptions a collection holds (`cancellables`, `disposeBag`).
    static func subscriptionsState(_ collection: String) -> String {
        "subscriptions in " + collection
    }
}
