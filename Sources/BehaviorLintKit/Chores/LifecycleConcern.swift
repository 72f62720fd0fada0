import Foundation

/// A statement of a lifecycle override that does a chore (a "concern"), as the two project-scope
/// rules see it: repeated-lifecycle-concern groups concerns across classes and leaves the chores
/// that a dedicated rule already names to that rule; base-class-sprawl lists a base class's
/// concerns in its message. A concern acts on what outlives the screen — shared chrome or a shared
/// service (see `ChainTarget`) — or is a chore a dedicated rule names; the screen's own view and
/// state, locals, a call of a helper the project declares, the super call, bindings, guards and
/// bare control flow are no concerns.
struct LifecycleConcern {
    /// The chores that have a rule of their own, recognised from the statement's tokens.
    enum Kind: String {
        case navigationBarVisibility = "navigation-bar visibility"
        case navigationBarStyling = "navigation-bar styling"
        case screenTracking = "screen tracking"
        case observers = "notification observers"

        /// Whether the dedicated rule reports this chore when it sits in `hook`: screen-tracking
        /// looks at loading and appearance hooks, observer-lifecycle at appearance hooks only, so a
        /// chore elsewhere is nobody's but repeated-lifecycle-concern's.
        func hasOwnRule(in hook: LifecycleHook) -> Bool {
            switch self {
            case .navigationBarVisibility, .navigationBarStyling: return true
            case .screenTracking: return hook == .viewDidLoad || hook.isAppearance || hook.isDisappearance
            case .observers: return hook.isAppearance || hook.isDisappearance
            }
        }
    }

    let statement: Statement
    /// The statement's index in its function.
    let index: Int
    let syntax: StatementSyntax
    let chore: Kind?

    /// Nil when `statement` does no chore of its own.
    init?(
        _ statement: Statement, index: Int, syntax: StatementSyntax, targets: [ChainTarget],
        trackingCalls: TrackingCalls, project: ProjectIndex, inheritedHelperCounts: Bool = false,
        ownMethods: Set<String> = [], hostMembers: Set<String> = []
    ) {
        guard !syntax.range.isEmpty, !Self.declarationKeywords.contains(syntax.text(syntax.first)) else { return nil }
        if statement.isSuperCall { return nil }
        if Self.handsSelfToProjectAPI(syntax, project: project) { return nil }
        // Attaching behaviors (`addBehaviors([…])`) is the cure, repeated by design, not a chore.
        if statement.calls.contains(where: { $0.name.contains("Behavior") }) { return nil }
        if statement.calls.isEmpty && !syntax.chains.contains(where: { $0.assignedValue != nil }) { return nil }
        self.statement = statement
        self.index = index
        self.syntax = syntax
        // Key-value observing of the screen's own view or model (`replyView.addObserver(self,
        // forKeyPath: …)`) is its own wiring, like `delegate = self`, not an observer of a shared service.
        self.chore =
            Self.onlyObservesItsOwn(syntax, targets: targets, calls: statement.calls)
            ? nil : Self.chore(of: syntax, calls: statement.calls, trackingCalls: trackingCalls)
        // `navigationController?.navigationBar.applyBrandStyle()`: the project's extension of the
        // chrome is already the chore's single home, as a helper of UIViewController would be.
        if chore == nil, targets.first?.isShared == true,
            ProjectHelperCall(syntax, project: project) == .inExtension
        {
            return nil
        }
        // Acting means changing or calling: reading the chrome (`if navigationController?.isNavigationBarHidden …`) does nothing to it.
        // The back button a screen hands on is a chore only when blanked (a chore above); giving it
        // a title (`backBarButtonItem?.title = heading`) labels the screen's own item.
        // A call whose result is a value, assigned, passed on or tested (`item.tintColor =
        // Branding.textColor()`, `if Utils.isOnMac() { … }`), reads the service: the statement acts
        // on what it assigns or calls.
        let valueRanges =
            syntax.chains.flatMap { [$0.assignedValue, $0.arguments].compactMap { $0 } }
            + [syntax.leadingConditionRange].compactMap { $0 }
        let actsOnShared = zip(syntax.chains, targets).contains { chain, target in
            !chain.inStoredClosure && target.isShared
                && (chain.isCalled || !chain.calledNames.isEmpty || chain.assignedValue != nil)
                && !["navigationItem", "topItem"].contains(syntax.resolvedPath(chain).first ?? "")
                && (chain.assignedValue != nil || chain.inClosure
                    || !valueRanges.contains { $0.contains(chain.extent.lowerBound) })
        }
        let usesLocal = zip(syntax.chains, targets).contains { chain, target in
            target == .local && !Self.isMadeHere(chain, in: syntax, hostMembers: hostMembers)
        }
        guard
            chore != nil || (actsOnShared && !usesLocal)
                || (inheritedHelperCounts
                    && Self.callsInheritedHelper(syntax, ownMethods: ownMethods, project: project))
        else { return nil }
    }

    /// Whether `chain` starts at a name the statement binds inside itself from a value that reads
    /// nothing the screen declares (`if !Session.isSignedIn { let account = storyboard?
    /// .instantiateViewController(…); Router.shared.push(account) }`): every copy of the statement
    /// makes the same value, so it does not differ per screen as a local of the override might.
    private static func isMadeHere(_ chain: StatementSyntax.Chain, in syntax: StatementSyntax, hostMembers: Set<String>)
        -> Bool
    {
        let root = syntax.text(chain.names[0])
        guard let binding = syntax.bindings.first(where: { $0.name == root && !$0.outlivesStatement }),
            let value = binding.value
        else { return false }
        return !value.contains { syntax.tokens.kinds[$0] == .identifier && hostMembers.contains(syntax.text($0)) }
    }

    /// `saveEvent(screen: .home, event: .appeared)`, `self.trackScreen()`: one call of a method the
    /// project declares outside the class itself (a superclass, a protocol or `UIViewController`
    /// extension). At a moment that recurs (appearing, disappearing) screens that each make that
    /// call repeat a chore whose helper exists but whose call is written screen by screen.
    static func callsInheritedHelper(_ syntax: StatementSyntax, ownMethods: Set<String>, project: ProjectIndex)
        -> Bool
    {
        guard let call = syntax.chains.first, call.extent == syntax.range, call.isCalled, call.assignedValue == nil
        else { return false }
        let path = syntax.path(call)
        guard path.count == 1, !ownMethods.contains(path[0]) else { return false }
        return project.methodNames.contains(path[0])
    }

    /// The concerns of one override's body, in order (made once per run: see `ProjectIndex.lifecycleConcerns`).
    static func concerns(of override: ProjectIndex.LifecycleOverride, in project: ProjectIndex) -> [LifecycleConcern] {
        project.lifecycleConcerns.value(HostFunctionReference(file: override.file, function: override.function)) {
            var resolver = project.chainTargets(forHost: override.className)
            let function = project.function(override)
            let ownMethods = project.members(of: override.className)
            let hostMembers = project.hostMembers(of: override.className)
            return override.syntaxes.enumerated().compactMap { index, syntax in
                let targets = resolver.targets(of: syntax)
                if NavigationChromeStatement.isOverriddenAtOnce(override.syntaxes, at: index)
                    || (override.hook.isAppearance
                        && Self.onlyShowsBarsAgain(syntax, of: override.className, in: project))
                    || BorrowedContainerDelegate.isInert(syntax, of: override.className, project: project)
                {
                    return nil
                }
                return LifecycleConcern(
                    function.statements[index], index: index, syntax: syntax, targets: targets,
                    trackingCalls: project.trackingCalls, project: project,
                    inheritedHelperCounts: override.hook.isAppearance || override.hook.isDisappearance,
                    ownMethods: ownMethods, hostMembers: hostMembers)
            }
        }
    }

    /// `navigationController?.setNavigationBarHidden(false, animated: animated)` in an appear hook
    /// of a class whose disappear hooks leave that bar alone: the screen makes sure the bar is as
    /// UIKit has it (the navigation bar shown, the toolbar hidden), which nav-bar-visibility does not
    /// call a chore either.
    static func onlyShowsBarsAgain(_ syntax: StatementSyntax, of className: String, in project: ProjectIndex) -> Bool {
        let chrome = NavigationChromeStatement(syntax)
        guard !chrome.visibilityChanges.isEmpty, chrome.stylingChanges.isEmpty,
            chrome.visibilityChanges.allSatisfy(\.returnsToDefault)
        else { return false }
        let undone = ChromeRestores.states(
            setBy: project.lifecycleOverrides(ofClass: className).filter { $0.hook.isDisappearance }, project: project)
        return !chrome.visibilityChanges.contains { undone.contains("hidden " + $0.bar.rawValue) }
    }

    /// `Theme.shared.register(client: self)`, `ThemeManager.addObserver(self)`: a statement that is
    /// one call of a method the project declares on another object, handing it the screen itself as
    /// something other than a view controller (its `Themeable`). Like `delegate = self`, that is the
    /// screen's own wiring, and the project's API is already the one home of what it does: the
    /// copies differ only in which screen registers. (One that takes a `UIViewController` a behavior
    /// can call with its own, so it stays a concern.)
    static func handsSelfToProjectAPI(_ syntax: StatementSyntax, project: ProjectIndex) -> Bool {
        guard let call = syntax.chains.first, call.extent == syntax.range, call.names.count > 1,
            call.assignedValue == nil, !syntax.tokens.isKeyword(call.names[0], "self"),
            !syntax.tokens.isKeyword(call.names[0], "super"),
            let types = StatementMovability.selfPassed(in: call, of: syntax, project: project)?.types
        else { return false }
        return !types.isSubset(of: StatementMovability.controllerSupertypes)
    }

    /// Whether the statement's one observer call is on the screen's own view or model.
    private static func onlyObservesItsOwn(_ syntax: StatementSyntax, targets: [ChainTarget], calls: [Call]) -> Bool {
        guard calls.filter({ observerCalls.contains($0.name) }).count == 1 else { return false }
        return zip(syntax.chains, targets).contains { chain, target in
            guard target == .ownState || target == .ownView, chain.isCalled, let last = chain.names.last else {
                return false
            }
            return syntax.tokens.isText(last, "addObserver") || syntax.tokens.isText(last, "removeObserver")
        }
    }

    /// Names bound by an override's own `let` / `var` / `guard` statements for the rest of it.
    static func boundNames(in statements: [StatementSyntax]) -> Set<String> {
        Set(statements.flatMap { $0.outlivingBindings.map { $0.name } })
    }

    /// How a message names the concern: the chore, or the statement itself.
    var summary: String {
        chore?.rawValue ?? "`" + syntax.displayText() + "`"
    }

    private static let declarationKeywords: Set<String> = [
        "let", "var", "guard", "func", "typealias", "struct", "class", "enum",
    ]

    private static let observerCalls: Set<String> = ["addObserver", "removeObserver"]

    private static func chore(of syntax: StatementSyntax, calls: [Call], trackingCalls: TrackingCalls) -> Kind? {
        // The chrome rules' own reading, so a statement is a bar chore here exactly when they report it.
        let chrome = NavigationChromeStatement(syntax)
        // nav-bar-visibility leaves the tab bar alone: a repeated tab-bar toggle is a plain shared-chrome chore.
        if chrome.visibilityChanges.contains(where: { $0.bar != .tabBar }) { return .navigationBarVisibility }
        if !chrome.stylingChanges.isEmpty { return .navigationBarStyling }
        if calls.contains(where: { call in trackingCalls.matches(call) }) { return .screenTracking }
        if calls.contains(where: { observerCalls.contains($0.name) }) { return .observers }
        return nil
    }
}
