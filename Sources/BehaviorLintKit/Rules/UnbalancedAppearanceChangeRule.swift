/// Finds state an appear hook changes and no disappear hook restores: hidden bars, navigation-bar
/// styling, the application's status-bar style, a disabled idle timer, NotificationCenter observers.
/// Such a change outlives the screen: it leaks into the screens shown after it, or, for observers,
/// piles up one more registration on every appearance.
///
/// A restore is any disappear-hook or `willMove(toParent:)` statement that changes the same state
/// (whatever the value, directly or through a name bound to the chrome) or removes an observer: in
/// the class, its extensions, its project superclasses, or up to three calls down in methods of
/// theirs.
public struct UnbalancedAppearanceChangeRule: Rule {
    public static let descriptor = RuleDescriptor(
        id: "unbalanced-appearance-change", defaultSeverity: .warning, scope: .file, fixable: false,
        summary: "An appear hook changes state that outlives the screen (bar visibility, navigation-bar styling, the idle timer, an observer) and no disappear hook restores it.")

    public init() {}

    /// One change of lasting state; `state` names what a restore must touch.
    private struct Change: Hashable {
        var state: String
        var chore: String
    }

    private static let observerState = "NotificationCenter observer"

    public func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        var restoredByClass: [String: Set<String>] = [:]
        for override in context.lifecycleOverrides where override.hook.isAppearance {
            let function = context.project.function(override)
            let file = context.project.files[override.file]
            let syntaxes = function.statements.map(file.syntax)
            // The root of a navigation stack or a window has no screen under it for chrome to leak into.
            let ownsItsStack = context.project.rootScreens.contains(override.className)
            for (index, statement) in function.statements.enumerated() {
                let changes = Self.lastingChanges(in: syntaxes[index], shadowed: StatementSyntax.shadowingNames(in: syntaxes, before: index))
                    .filter { !ownsItsStack || $0.state == Self.observerState }
                guard !changes.isEmpty else { continue }
                let className = override.className
                let restored = restoredByClass[className] ?? restoredStates(ofClass: className, context: context)
                restoredByClass[className] = restored
                let unrestored = changes.filter { !restored.contains($0.state) }
                guard !unrestored.isEmpty else { continue }
                findings.append(context.finding(
                    Self.self, file: override.file, span: statement.span,
                    message: message(unrestored, className: className, hook: function.signature, context: context),
                    hostClass: className, hook: override.hook, condition: statement.condition,
                    fingerprintText: statement.normalizedText + "|" + unrestored.map { $0.state }.joined(separator: ",")))
            }
        }
        return findings
    }

    private func message(_ changes: [Change], className: String, hook: String, context: RuleContext) -> String {
        var sentences: [String] = []
        var chores: [String] = []
        for change in changes where change.state != Self.observerState && !chores.contains(change.chore) {
            chores.append(change.chore)
        }
        if !chores.isEmpty {
            sentences.append("\(className) \(chores.joined(separator: " and ")) in \(hook) and no disappear hook "
                + "restores it, so the change leaks into the screens shown after this one; restore it in "
                + "viewWillDisappear(_:), or move both halves into a behavior attached in viewDidLoad")
        }
        if changes.contains(where: { $0.state == Self.observerState }) {
            let removal = removesObserverInDeinit(className, context: context) ? "removes it only in deinit"
                : "does not remove it in a disappear hook"
            sentences.append("\(className) adds a NotificationCenter observer in \(hook) and \(removal), so every "
                + "appearance registers it once more; remove it in viewWillDisappear(_:), or add it once in viewDidLoad")
        }
        return sentences.joined(separator: ". ")
    }

    /// Changes that outlive the screen. Showing a bar or re-enabling the idle timer returns to the
    /// default state, so only a change away from it counts.
    private static func lastingChanges(in statement: StatementSyntax, shadowed: Set<String>) -> [Change] {
        let chrome = NavigationChromeStatement(statement, shadowed: shadowed)
        // A navigation controller hides its toolbar by default and shows its bars: only a change
        // away from that default lasts.
        var changes = chrome.visibilityChanges.filter { $0.bar == .toolbar ? $0.hidden != true : $0.hidden != false }
            .map { Change(state: "hidden " + $0.bar.rawValue, chore: $0.chore) }
        changes += chrome.stylingChanges.filter { $0.outlivesScreen && !$0.resetsToDefault }.map { Change(state: $0.state, chore: $0.chore) }
        for assignment in chrome.assignments
        where assignment.path.last == "isIdleTimerDisabled" && NavigationChromeStatement.boolean(assignment.value) != false {
            changes.append(Change(state: "isIdleTimerDisabled", chore: "disables the idle timer"))
        }
        if chrome.invocations.contains(where: addsObserver) {
            changes.append(Change(state: observerState, chore: "adds a NotificationCenter observer"))
        }
        return changes
    }

    /// `NotificationCenter.default.addObserver(self, selector:name:object:)` or `addObserver(forName:object:queue:using:)`;
    /// not key-value observing's `addObserver(_:forKeyPath:options:context:)`.
    private static func addsObserver(_ invocation: NavigationChromeStatement.Invocation) -> Bool {
        let labels = invocation.arguments.map { $0.label }
        return invocation.name == "addObserver" && (labels.first == "forName" || labels.contains("selector")
            || invocation.receiver.contains { $0.lowercased().contains("notificationcenter") })
    }

    /// The states a disappear-hook statement changes, whatever it sets them to. Read generously, any
    /// closure included: a missed restore would be a false report.
    private static func touchedStates(_ statement: StatementSyntax) -> Set<String> {
        let chrome = NavigationChromeStatement(statement, includingEveryClosure: true)
        var states = Set(chrome.visibilityChanges.map { "hidden " + $0.bar.rawValue })
        states.formUnion(chrome.stylingChanges.map { $0.state })
        if chrome.assignments.contains(where: { $0.path.last == "isIdleTimerDisabled" }) { states.insert("isIdleTimerDisabled") }
        // `observers.forEach(NotificationCenter.default.removeObserver)` passes the method without calling it.
        if statement.contains("removeObserver") { states.insert(observerState) }
        return states
    }

    /// Everything the class's disappear hooks (and its project superclasses') restore, directly or
    /// through a method of those classes they call.
    private func restoredStates(ofClass className: String, context: RuleContext) -> Set<String> {
        let project = context.project
        let ancestry = project.projectAncestry(of: className)
        let classes = Set(ancestry.isEmpty ? [className] : ancestry)
        let disappearHooks = classes.flatMap { project.lifecycleOverrides(ofClass: $0) }.filter { $0.hook.isDisappearance }
        var states: Set<String> = []
        // What a superclass sets on every appearance, every screen built on it sets again.
        for override in ancestry.dropFirst().flatMap({ project.lifecycleOverrides(ofClass: $0) }) where override.hook.isAppearance {
            let file = project.files[override.file]
            for statement in project.function(override).statements { states.formUnion(Self.touchedStates(file.syntax(statement))) }
        }
        var calledMethods: Set<String> = []
        for override in disappearHooks {
            let file = project.files[override.file]
            for statement in project.function(override).statements {
                states.formUnion(Self.touchedStates(file.syntax(statement)))
                calledMethods.formUnion(statement.calls.filter { $0.receiver.isEmpty || $0.receiver == "self" }.map { $0.name })
            }
        }
        // `willMove(toParent:)` and helpers such as `restoreChrome()`, three calls deep: they sit next to
        // the hook that calls them, or in the class body.
        let files = Set(disappearHooks.map { $0.file } + classes.compactMap { project.classes[$0]?.file })
        var followed: Set<String> = []
        for depth in 0 ..< 4 {
            var next: Set<String> = []
            for file in files.map({ project.files[$0] }) {
                for function in file.functions where function.lifecycleHook == nil {
                    let isContainment = depth == 0 && function.isOverride && ScanPass.containmentHooks.contains(function.name)
                    guard isContainment || calledMethods.contains(function.name), !followed.contains(function.name),
                          let typeIndex = function.typeIndex, classes.contains(Self.className(of: typeIndex, in: file)) else { continue }
                    followed.insert(function.name)
                    for statement in function.statements {
                        states.formUnion(Self.touchedStates(file.syntax(statement)))
                        next.formUnion(statement.calls.filter { $0.receiver.isEmpty || $0.receiver == "self" }.map { $0.name })
                    }
                }
            }
            calledMethods = next
        }
        return states
    }

    /// Whether the class's `deinit` (always in the class body) removes observers.
    private func removesObserverInDeinit(_ className: String, context: RuleContext) -> Bool {
        guard let declaration = context.project.classes[className] else { return false }
        let file = context.project.files[declaration.file]
        return file.functions.contains { function in
            guard function.name == "deinit", let typeIndex = function.typeIndex,
                  Self.className(of: typeIndex, in: file) == className else { return false }
            return function.calls.contains { $0.name == "removeObserver" }
        }
    }

    /// The class a member belongs to: the qualified class name, or the extended type's name.
    private static func className(of typeIndex: Int, in file: FileSummary) -> String {
        let type = file.types[typeIndex]
        return type.kind == .extension ? type.name : type.qualifiedName(in: file.types)
    }
}
