/// Decides whether a statement of a lifecycle override can move into a behavior (shared by the
/// rules that extract behaviors and by `fix`, so that "fixable" means what fix can do). A behavior
/// sees its host only through UIViewController's own API, so the statement must not touch members
/// the project declares on the host (in the class, its extensions or its project superclasses),
/// nor locals declared by earlier statements of the same override, nor declare one a later
/// statement uses (moving it would split statements that depend on each other), nor names a behavior cannot reach; it must run in a hook
/// the behavior protocol has, receive what it reads (`animated`) and not leave the override early.
struct StatementMovability {
    private let hostMembers: Set<String>
    private let behaviorProtocol: BehaviorProtocol
    private let freeFunctions: Set<String>
    /// The host (or a project superclass) decides itself whether children hear about appearance.
    private let forwardsAppearanceItself: Bool
    private let project: ProjectIndex

    init(className: String, project: ProjectIndex) {
        hostMembers = project.hostMembers(of: className)
        forwardsAppearanceItself = hostMembers.contains("shouldAutomaticallyForwardAppearanceMethods")
        behaviorProtocol = project.behaviorProtocol
        freeFunctions = project.freeFunctionNames
        self.project = project
    }

    /// Why statement `index` of `override` cannot move (`.usesHostMembers(["screenName"])`), or
    /// nil when it can.
    func obstacle(toMoving index: Int, of override: ProjectIndex.LifecycleOverride) -> MoveObstacle? {
        let function = project.function(override)
        let syntaxes = override.syntaxes
        let syntax = syntaxes[index]
        if let swizzling = project.appearanceSwizzling {
            // The swizzled hook runs for the hidden child too: a screen tracker would record the
            // host once more per appearance.
            return .appearanceSwizzled(
                hook: swizzling.hook, path: swizzling.path, line: swizzling.location.line)
        }
        if forwardsAppearanceItself {
            // A container that returns false never forwards `viewDidAppear` to the hidden child:
            // a moved `Analytics.track(…)` would never fire again.
            return .containerForwardsAppearance
        }
        if let (call, label) = callerSiteArgument(of: function.statements[index]) {
            return .recordsCallersPlace(call: call, label: label)
        }
        let members = Self.unique(Self.touchedNames(syntax).filter { hostMembers.contains($0) })
        if !members.isEmpty {
            return .usesHostMembers(members)
        }
        let locals = Set(syntaxes[..<index].flatMap { $0.outlivingBindings.map { $0.name } })
        let usedLocals = Self.unique(
            syntax.bareNames.map { $0.name }.filter { locals.contains($0) && !syntax.boundNames.contains($0) })
        if !usedLocals.isEmpty {
            return .usesLocals(usedLocals, declaredIn: function.signature)
        }
        // A local that a later statement of the override uses stays with that statement, which
        // cannot move without it (above): moved alone, it would leave its users undeclared.
        let bound = Set(syntax.outlivingBindings.map { $0.name })
        let usedLater = Self.unique(
            syntaxes[(index + 1)...].flatMap { later in
                later.bareNames.map { $0.name }.filter { bound.contains($0) && !later.boundNames.contains($0) }
            })
        if !usedLater.isEmpty {
            return .declaresLocalsUsedLater(usedLater, in: function.signature)
        }
        // Tracking only while a feature flag is off is the screen's own decision: in a behavior
        // named for the chore, any screen attaching it would inherit the condition unseen.
        if let condition = syntax.soleIfCondition,
            syntax.soleIfConditionRoots.contains(where: {
                !UIViewControllerAPI.members.contains($0) && $0 != "animated"
            })
        {
            return .runsOnlyWhile(condition: condition)
        }
        if let shared = sharedStateObstacle(index, of: syntaxes) { return shared }
        if let handedOver = selfObstacle(syntax) { return handedOver }
        if let reordered = orderObstacle(index, of: function, syntaxes: syntaxes) { return reordered }
        return placementObstacle(function.statements[index], syntax, in: function)
    }

    /// A call of the project's own function (`track(.opened)`) that leaves a parameter defaulting
    /// to the caller's place (`file: String = #file`) to its default, and that parameter's label.
    private func callerSiteArgument(of statement: Statement) -> (call: String, label: String)? {
        for call in statement.calls {
            let passed = Set(call.labels)
            for reference in project.functions(named: call.name) {
                let declaration = project.files[reference.file].functions[reference.type]
                if let label = declaration.callerSiteDefaults.first(where: { !passed.contains($0) }) {
                    return (call.name, label)
                }
            }
        }
        return nil
    }

    /// What a statement acts on, for telling whether two statements may swap: the roots of its
    /// chains (`navigationController`, `Analytics`, a host member), whether it touches the host's
    /// own UIKit state, and whether it reaches back into the host (calls the host's methods or
    /// hands `self` on), after which anything of the host may have changed.
    private struct Footprint {
        var roots: Set<String> = []
        var touchesHostState = false
        var reachesIntoHost = false

        func conflicts(with other: Footprint) -> MoveObstacle.OrderConflict? {
            if let shared = roots.intersection(other.roots).sorted().first { return .bothActOn(shared) }
            if other.reachesIntoHost && (touchesHostState || reachesIntoHost) { return .callsBackIntoHost }
            if reachesIntoHost && (other.touchesHostState || !other.roots.isEmpty) { return .handsHostOn }
            return nil
        }
    }

    private func footprint(_ syntax: StatementSyntax) -> Footprint {
        var footprint = Footprint()
        for chain in syntax.chains {
            let rootIsSelf = syntax.tokens.isKeyword(chain.names[0], "self")
            if rootIsSelf && chain.names.count == 1 { continue }
            let root = syntax.text(chain.names[rootIsSelf ? 1 : 0])
            guard rootIsSelf || syntax.tokens.kinds[chain.names[0]] == .identifier, !syntax.boundNames.contains(root)
            else { continue }
            footprint.roots.insert(root)
            if UIViewControllerAPI.members.contains(root) || hostMembers.contains(root) {
                footprint.touchesHostState = true
            }
            // `configure()`, `self.reload()`: a method of the host may touch anything of it.
            if chain.isCalled && chain.names.count == (rootIsSelf ? 2 : 1) && hostMembers.contains(root) {
                footprint.reachesIntoHost = true
            }
            // NotificationCenter keeps the observer for later; `Theme.shared.register(client: self)` calls it now.
            let keepsForLater = chain.names.last.map { Self.anyObjectCalls.contains(syntax.text($0)) } ?? false
            if !keepsForLater, let arguments = chain.arguments,
                syntax.arguments(arguments).contains(where: {
                    $0.value.count == 1 && syntax.tokens.isKeyword($0.value.lowerBound, "self")
                })
            {
                footprint.reachesIntoHost = true
            }
        }
        return footprint
    }

    /// UIKit tells a behavior about appearing and disappearing after the host's whole override has
    /// run: a statement moved from `viewWillAppear(_:)` runs after the statements that followed
    /// it. It moves only when none of those that stay with the host acts on what it acts on.
    /// (`viewDidLoad` code keeps its place: the attach call goes where it stood.)
    private func orderObstacle(_ index: Int, of function: FunctionDeclaration, syntaxes: [StatementSyntax])
        -> MoveObstacle?
    {
        guard let hook = function.lifecycleHook, hook.isAppearance || hook.isDisappearance else { return nil }
        let moved = footprint(syntaxes[index])
        for later in index + 1..<syntaxes.count {
            let stays = Self.touchedNames(syntaxes[later]).contains { hostMembers.contains($0) }
            guard !function.statements[later].isSuperCall, stays,
                let conflict = moved.conflicts(with: footprint(syntaxes[later]))
            else { continue }
            return .runsBefore(statement: syntaxes[later].displayText(limit: 40), conflict: conflict, hook: hook)
        }
        return nil
    }

    /// Types a behavior's `viewController: UIViewController` can be passed as.
    static let controllerSupertypes: Set<String> = [
        "UIViewController", "UIResponder", "NSObject", "AnyObject", "Any", "NSObjectProtocol",
        "UIViewController?", "UIResponder?", "NSObject?", "AnyObject?", "Any?",
    ]

    /// Framework calls whose observer or target parameter takes any object (`Any`, `NSObject`):
    /// NotificationCenter's and KVO's `addObserver`/`removeObserver`, controls' `addTarget`/`removeTarget`.
    private static let anyObjectCalls: Set<String> = ["addObserver", "removeObserver", "addTarget", "removeTarget"]

    /// A statement that hands `self` on must keep getting the host's type: a behavior has only
    /// `viewController: UIViewController`, which does not conform to the host's protocols
    /// (`Theme.shared.register(client: self)` wants a `Themeable`, `list.delegate = self` a
    /// delegate). It moves only when the declaration the index sees takes a UIViewController or a
    /// supertype, or the call is a framework observer registration that takes any object.
    private func selfObstacle(_ syntax: StatementSyntax) -> MoveObstacle? {
        // `self`, or `self` cast to a protocol (`self as UIGestureRecognizerDelegate`): a behavior's
        // `viewController` is a plain UIViewController, which the cast would not compile on.
        func isSelf(_ range: Range<Int>) -> Bool {
            guard !range.isEmpty, syntax.tokens.isKeyword(range.lowerBound, "self") else { return false }
            return range.count == 1 || syntax.tokens.isKeyword(range.lowerBound + 1, "as")
        }
        for chain in syntax.chains where !chain.inStoredClosure {
            if let value = chain.assignedValue, isSelf(value) {
                return .assignsSelf(to: syntax.path(chain).joined(separator: "."))
            }
            guard let passing = Self.selfPassed(in: chain, of: syntax, project: project) else { continue }
            let call = "\(passing.name)(\(passing.labels.map { $0 + ":" }.joined()))"
            guard let types = passing.types else {
                if Self.anyObjectCalls.contains(passing.name) { continue }
                return .passesSelfToUndeclared(call: call)
            }
            if !types.isSubset(of: Self.controllerSupertypes) {
                return .passesSelf(to: call, as: types.sorted())
            }
        }
        return nil
    }

    /// The call `chain` makes when it passes `self`: the method's name, the labels written and the
    /// types the project's declarations of it give that parameter (nil when it declares none). A
    /// declaration may have more parameters than the call passes, those left out having defaults.
    static func selfPassed(in chain: StatementSyntax.Chain, of syntax: StatementSyntax, project: ProjectIndex)
        -> (name: String, labels: [String], types: Set<String>?)?
    {
        guard chain.isCalled, let arguments = chain.arguments, let last = chain.names.last else { return nil }
        let passed = syntax.arguments(arguments)
        guard
            let position = passed.firstIndex(where: {
                $0.value.count == 1 && syntax.tokens.isKeyword($0.value.lowerBound, "self")
            })
        else { return nil }
        let name = syntax.text(last)
        let labels = passed.map { $0.label ?? "_" }
        var types: Set<String> = []
        for reference in project.functions(named: name) {
            let declaration = project.files[reference.file].functions[reference.type]
            guard let at = Self.parameterIndex(of: labels, position, in: declaration.labels),
                at < declaration.parameterTypes.count
            else { continue }
            types.insert(declaration.parameterTypes[at])
        }
        return (name, labels, types.isEmpty ? nil : types)
    }

    /// Where the argument at `position` of a call labelled `labels` lands among a declaration's
    /// parameters, matching the labels in order and skipping parameters the call leaves out.
    private static func parameterIndex(of labels: [String], _ position: Int, in declared: [String]) -> Int? {
        var at = 0
        var landing: Int? = nil
        for (index, label) in labels.enumerated() {
            while at < declared.count && declared[at] != label { at += 1 }
            guard at < declared.count else { return nil }
            if index == position { landing = at }
            at += 1
        }
        return landing
    }

    /// Names a statement reads from its host: roots of its chains (`x`, `self.x`, `self?.x`) and
    /// the names inside its string interpolations (`"\(items.count)"`); without `countingSelectors`,
    /// not a handler named in `#selector(…)`, which is referred to, not read.
    static func touchedNames(_ syntax: StatementSyntax, countingSelectors: Bool = true) -> [String] {
        var names: [String] = []
        // `spec` in `if let spec = spec` (or `if let spec`) is the host's, though the statement binds the name.
        let bindingValues = syntax.bindings.compactMap { $0.value }
        for chain in syntax.chains where countingSelectors || !chain.inSelector {
            let root = chain.names[0]
            if syntax.tokens.isKeyword(root, "self") {
                if chain.names.count > 1 { names.append(syntax.text(chain.names[1])) }
            } else if syntax.tokens.kinds[root] == .identifier
                && (!syntax.boundNames.contains(syntax.text(root)) || bindingValues.contains { $0.contains(root) })
            {
                names.append(syntax.text(root))
            }
        }
        return names + syntax.interpolatedNames.filter { !syntax.boundNames.contains($0) }
    }

    /// A statement that changes state which another statement of the same override reads or
    /// writes, where that other one stays with the host (it uses the host's members), must stay
    /// too: a behavior runs at another moment, so the pair would run in another order
    /// (`previousTint = bar.barTintColor` before `bar.barTintColor = .red`).
    private func sharedStateObstacle(_ index: Int, of syntaxes: [StatementSyntax]) -> MoveObstacle? {
        let syntax = syntaxes[index]
        for chain in syntax.chains where chain.assignedValue != nil {
            let components = syntax.resolvedPath(chain).suffix(2)
            guard components.count == 2 else { continue }
            for (other, candidate) in syntaxes.enumerated() where other != index {
                let staysWithHost = Self.touchedNames(candidate).contains { hostMembers.contains($0) }
                let sharesState = candidate.chains.contains { otherChain in
                    let path = candidate.resolvedPath(otherChain)
                    return zip(path, path.dropFirst()).contains { [$0, $1] == Array(components) }
                }
                if staysWithHost && sharesState {
                    return .sharesState(components.joined(separator: "."), with: candidate.displayText(limit: 40))
                }
            }
        }
        return nil
    }

    /// The obstacles that do not depend on the host's members: where the statement runs, what it
    /// reads, and whether it leaves the override.
    private func placementObstacle(_ statement: Statement, _ syntax: StatementSyntax, in function: FunctionDeclaration)
        -> MoveObstacle?
    {
        guard let hook = function.lifecycleHook, let requirement = behaviorProtocol.hooks[hook] else {
            return .noBehaviorHook(signature: function.signature, behaviorProtocol: behaviorProtocol.name)
        }
        if hook == .viewWillLayoutSubviews || hook == .viewDidLayoutSubviews {
            return .layoutPass(signature: function.signature)
        }
        if statement.condition != function.condition {
            return .inCompilationBranch(signature: function.signature)
        }
        if statement.isDefer {
            return .deferredUntilReturn(signature: function.signature)
        }
        if let exit = syntax.topLevelExit {
            return .leavesEarly(signature: function.signature, exit: exit)
        }
        var unreachable: [String] = []
        let bound = syntax.boundNames
        for use in syntax.bareNames {
            if use.name == "animated" {
                if !requirement.takesAnimated { unreachable.append(use.name) }
            } else if !UIViewControllerAPI.isReachable(
                use.name, calledAsFunction: use.isCalled, boundInStatement: bound,
                freeFunctions: freeFunctions)
                // A method the project adds to every view controller: the behavior calls it on its own.
                && !(use.isCalled && project.viewControllerExtensionMethods.contains(use.name)
                    && !hostMembers.contains(use.name))
            {
                unreachable.append(use.name)
            }
        }
        unreachable = Self.unique(unreachable)
        guard !unreachable.isEmpty else { return nil }
        if unreachable == ["animated"] {
            return .readsAnimated(behaviorProtocol: behaviorProtocol.name, method: requirement.method)
        }
        return .unreachable(unreachable)
    }

    static func unique(_ names: [String]) -> [String] {
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }
    }
}
