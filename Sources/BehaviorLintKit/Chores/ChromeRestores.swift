/// Where a class undoes a change to shared chrome: its disappear hooks, `willMove(toParent:)` /
/// `didMove(toParent:)`, the methods those call (three calls deep), the same in its project
/// superclasses, and what a superclass re-applies on every appearance. Shared by the rules that
/// ask "is this change restored?", so they agree.
enum ChromeRestores {
    /// The state `removeObserver` restores.
    static let observerState = "NotificationCenter observer"

    /// The states the statements of `overrides` change, whatever they set them to.
    static func states(setBy overrides: [ProjectIndex.LifecycleOverride], project: ProjectIndex) -> Set<String> {
        var states: Set<String> = []
        for override in overrides {
            for syntax in override.syntaxes { states.formUnion(touchedStates(syntax)) }
        }
        return states
    }

    /// What the class's project superclasses set on every appearance: every screen built on them
    /// sets it again, whatever the screen before it left.
    static func reassertedStates(ofClass className: String, project: ProjectIndex) -> Set<String> {
        states(
            setBy: project.projectAncestry(of: className).dropFirst().flatMap {
                project.lifecycleOverrides(ofClass: $0)
            }
            .filter { $0.hook.isAppearance }, project: project)
    }

    /// Everything the class's disappear hooks (and its project superclasses') restore, directly or
    /// through a method of those classes they call; `beforeTheNextScreen` leaves `viewDidDisappear(_:)`
    /// out, which runs after the next screen's `viewWillAppear(_:)`.
    static func restoredStates(ofClass className: String, project: ProjectIndex, beforeTheNextScreen: Bool = false)
        -> Set<String>
    {
        let ancestry = project.projectAncestry(of: className)
        let classes = Set(ancestry.isEmpty ? [className] : ancestry)
        let disappearHooks = classes.flatMap { project.lifecycleOverrides(ofClass: $0) }.filter {
            $0.hook.isDisappearance && !(beforeTheNextScreen && $0.hook == .viewDidDisappear)
        }
        var states = reassertedStates(ofClass: className, project: project)
        var calledMethods: Set<String> = []
        states.formUnion(Self.states(setBy: disappearHooks, project: project))
        for override in disappearHooks {
            for statement in project.function(override).statements {
                calledMethods.formUnion(
                    statement.calls.filter { $0.receiver.isEmpty || $0.receiver == "self" }.map { $0.name })
            }
        }
        // `willMove(toParent:)` and helpers such as `restoreChrome()`, three calls deep: they sit next to
        // the hook that calls them, or in the class body.
        // The classes' methods from the index, not every function of those files: a file of
        // thousands of screens would otherwise be read once per screen.
        let files = Set(disappearHooks.map { $0.file } + classes.compactMap { project.classes[$0]?.file })
        let methods = classes.flatMap { project.functionsByClass[$0] ?? [] }.filter {
            files.contains($0.file) && project.files[$0.file].functions[$0.function].lifecycleHook == nil
        }
        var followed: Set<Int> = []
        for depth in 0..<4 {
            var next: Set<String> = []
            for (position, method) in methods.enumerated() {
                let file = project.files[method.file]
                let function = file.functions[method.function]
                let isContainment =
                    depth == 0 && function.isOverride && ScanPass.containmentHooks.contains(function.name)
                guard isContainment || calledMethods.contains(function.name), followed.insert(position).inserted
                else { continue }
                for statement in function.statements {
                    states.formUnion(Self.touchedStates(file.syntax(statement)))
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
    static func touchedStates(_ statement: StatementSyntax) -> Set<String> {
        let chrome = NavigationChromeStatement(statement, includingEveryClosure: true)
        var states = Set(chrome.visibilityChanges.map { "hidden " + $0.bar.rawValue })
        states.formUnion(chrome.stylingChanges.map { $0.state })
        if chrome.assignments.contains(where: { $0.path.last == "isIdleTimerDisabled" }) {
            states.insert("isIdleTimerDisabled")
        }
        // `observers.forEach(NotificationCenter.default.removeObserver)` passes the method without calling it.
        if statement.contains("removeObserver") { states.insert(observerState) }
        states.formUnion(StoredSubscriptions.collections(in: statement).cancelled.map(subscriptionsState))
        return states
    }

    /// The state of the subscriptions a collection holds (`cancellables`, `disposeBag`).
    static func subscriptionsState(_ collection: String) -> String {
        "subscriptions in " + collection
    }
}
