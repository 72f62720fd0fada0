import Foundation

/// One half of an observer pair: the call that subscribes or unsubscribes, and its statement.
/// Read once per override; observer-lifecycle pairs the halves a screen repeats with other
/// screens, unbalanced-appearance-change the halves that do not balance over appearances.
struct ObserverHalf {
    /// The kinds of subscription the rule pairs up.
    enum Kind {
        case notification, keyValue, deviceOrientation, remoteControlEvents
        /// Observers through a helper the project declares: `addCustomObserver(…)` / `removeAllCustomObservers()`.
        case projectHelper
        /// Subscriptions kept in a collection: `.store(in: &cancellables)` / `cancellables.removeAll()`,
        /// `.disposed(by: disposeBag)` / `disposeBag = DisposeBag()`.
        case subscriptions

        /// Global begin/end calls whose receiver does not matter (`UIDevice.current`, `UIApplication.shared`).
        static let pairedCalls: [String: (kind: Kind, isAdd: Bool)] = [
            "beginGeneratingDeviceOrientationNotifications": (.deviceOrientation, true),
            "endGeneratingDeviceOrientationNotifications": (.deviceOrientation, false),
            "beginReceivingRemoteControlEvents": (.remoteControlEvents, true),
            "endReceivingRemoteControlEvents": (.remoteControlEvents, false),
        ]

        var verbs: (start: String, stop: String, pronoun: String) {
            switch self {
            case .notification, .keyValue: return ("adds", "removes", "it")
            case .deviceOrientation, .remoteControlEvents: return ("starts", "stops", "them")
            case .projectHelper: return ("adds", "removes", "them")
            case .subscriptions: return ("stores", "cancels", "them")
            }
        }

        func subject(keys: [String], receiver: String) -> String {
            switch self {
            case .notification:
                guard let first = keys.first else { return "a NotificationCenter observer" }
                if keys.count == 1 { return "a NotificationCenter observer for \(first)" }
                let named = keys.count > 4 ? Array(keys.prefix(3)) + ["\(keys.count - 3) more"] : keys
                return "NotificationCenter observers for " + named.spokenList
            case .keyValue:
                return "a KVO observer of \(keys.first ?? "a key path") on \(receiver.isEmpty ? "self" : receiver)"
            case .deviceOrientation:
                return "device-orientation notifications"
            case .remoteControlEvents:
                return "remote-control events"
            case .projectHelper:
                return "observers through \(keys.first.map { "`\($0)`" } ?? "a helper")"
            case .subscriptions:
                return "subscriptions in `\(keys.first ?? "a set")`"
            }
        }

        func behaviorName(keys: [String]) -> String {
            switch self {
            case .notification:
                return keys.contains { $0.lowercased().contains("keyboard") }
                    ? "KeyboardObserverBehavior" : "NotificationObserverBehavior"
            case .keyValue: return "KeyValueObserverBehavior"
            case .deviceOrientation: return "DeviceOrientationNotificationsBehavior"
            case .remoteControlEvents: return "RemoteControlEventsBehavior"
            case .projectHelper: return "CustomObserverBehavior"
            case .subscriptions: return "SubscriptionsBehavior"
            }
        }
    }

    var host: ProjectIndex.LifecycleOverride
    var statementIndex: Int
    var statement: Statement
    var kind: Kind
    var isAdd: Bool
    /// The notification name or key path, whitespace and `self.` removed; nil when the call names none.
    var key: String?
    /// The receiver without `self.` and optional markers.
    var receiver: String
    /// The call's arguments: label and value text.
    var arguments: [(label: String?, value: String)]
    /// Who observes, for a NotificationCenter half: `self` (a `#selector` observer, or
    /// `removeObserver(self…)`), the name a block observer's token is kept in (`keyboardToken`),
    /// `""` for a block observer whose token is kept nowhere (nothing can remove it), nil when the
    /// code does not say (`observers.forEach(NotificationCenter.default.removeObserver)`).
    var observer: String?

    /// Where the half really is when the override's statement calls a method of the class that
    /// subscribes or unsubscribes (`registerKeyboardNotifications()`): that method, whose class
    /// (the host's own or a project superclass), and the method's statement, with its shape.
    var throughHelper: (method: String, ofClass: String, statement: Statement, shape: String)? = nil

    /// Identifies the statement, so that a statement with several calls is reported once.
    var statementKey: [Int] { [host.file, host.function, statementIndex] }

    /// Every subscribe or unsubscribe call in the override, at any depth of its statements, and
    /// a remove method passed without calling it (`observers.forEach(NotificationCenter.default.removeObserver)`);
    /// a name the override binds to a receiver stands for it (`let nc = NotificationCenter.default`).
    /// With `followingHelpers`, the NotificationCenter calls of a method of the class a statement
    /// calls (`addKeyboardNotifications()`, one call deep) count too, as that statement's.
    static func all(in host: ProjectIndex.LifecycleOverride, project: ProjectIndex, followingHelpers: Bool = false)
        -> [ObserverHalf]
    {
        let function = project.function(host)
        var halves = scan(function.statements, host.syntaxes, host: host) { index in index }
        guard followingHelpers else { return halves }
        let classes = project.projectAncestry(of: host.className)
        let methods = (classes.isEmpty ? [host.className] : classes).flatMap { project.functionsByClass[$0] ?? [] }
        // The class's methods by name, made once: each statement looks up only what it calls.
        let methodsByName = Dictionary(grouping: methods) { project.files[$0.file].functions[$0.function].name }
        for (index, statement) in function.statements.enumerated() {
            let called = Set(statement.calls.filter { $0.receiver.isEmpty || $0.receiver == "self" }.map { $0.name })
            for method in called.sorted().flatMap({ methodsByName[$0] ?? [] }) {
                let file = project.files[method.file]
                let helper = file.functions[method.function]
                guard helper.lifecycleHook == nil, helper.parameterNames.isEmpty, !helper.statements.isEmpty
                else { continue }
                let syntaxes = helper.statements.map(file.syntax)
                let owner = helper.typeIndex.map { file.types[$0].ownerName(in: file.types) } ?? host.className
                halves += scan(helper.statements, syntaxes, host: host) { _ in index }
                    .filter { $0.kind == .notification }.map { half in
                        var half = half
                        let position = helper.statements.firstIndex { $0.span == half.statement.span } ?? 0
                        half.throughHelper = (
                            helper.name, owner, half.statement, StatementShape.text(of: syntaxes[position])
                        )
                        half.statement = statement
                        return half
                    }
            }
        }
        return halves
    }

    /// The halves in `statements` (read through `syntaxes`), each the half of the override
    /// statement `hostIndex` gives for its own index.
    private static func scan(
        _ statements: [Statement], _ syntaxes: [StatementSyntax], host: ProjectIndex.LifecycleOverride,
        hostIndex: (Int) -> Int
    ) -> [ObserverHalf] {
        var halves: [ObserverHalf] = []
        // A name bound to a center (`let nc = NotificationCenter.default`) stands for it after.
        var aliases: [String: [String]] = [:]
        for (index, statement) in statements.enumerated() {
            let syntax = syntaxes[index]
            defer {
                for binding in syntax.outlivingBindings {
                    if let value = binding.value, let chain = syntax.chain(spanning: value), !chain.isCalled {
                        aliases[binding.name] = syntax.resolvedPath(chain, aliases: aliases)
                    }
                }
            }
            for chain in syntax.chains {
                let path = syntax.resolvedPath(chain, aliases: aliases)
                if let value = chain.assignedValue {
                    // `cancellables = []` cancels what the set held.
                    if let name = StoredSubscriptions.collection(emptiedBy: path, value: syntax.compactText(value)) {
                        halves.append(
                            ObserverHalf(
                                host: host, statementIndex: hostIndex(index), statement: statement,
                                kind: .subscriptions, isAdd: false, key: name, receiver: "", arguments: [],
                                observer: nil))
                    }
                    continue
                }
                guard let name = path.last, chain.isCalled || name == "removeObserver" else { continue }
                let receiver = path.dropLast().joined(separator: ".")
                let arguments =
                    chain.isCalled
                    ? (chain.arguments.map { syntax.arguments($0).map { ($0.label, syntax.compactText($0.value)) } }
                        ?? []) : []
                guard let found = classify(name: name, receiver: receiver, arguments: arguments) else { continue }
                halves.append(
                    ObserverHalf(
                        host: host, statementIndex: hostIndex(index), statement: statement, kind: found.kind,
                        isAdd: found.isAdd, key: found.key, receiver: receiver, arguments: arguments,
                        observer: found.kind == .notification
                            ? observer(of: chain, in: syntax, arguments: arguments, isAdd: found.isAdd) : nil))
            }
        }
        return halves
    }

    private static func classify(name: String, receiver: String, arguments: [(label: String?, value: String)])
        -> (kind: Kind, isAdd: Bool, key: String?)?
    {
        if let paired = Kind.pairedCalls[name] { return (paired.kind, paired.isAdd, nil) }
        // `.store(in: &cancellables)` and `cancellables.removeAll()` / `.forEach { $0.cancel() }`.
        if let set = StoredSubscriptions.collection(storedInBy: name, arguments: arguments) {
            return (.subscriptions, true, set)
        }
        if let set = StoredSubscriptions.collection(cancelledBy: name, receiver: receiver) {
            return (.subscriptions, false, set)
        }
        // The project's own `addKeyboardObservers()` / `removeAllCustomObservers()`: a verb, then observers.
        let words = IdentifierWords.words(name)
        if receiver.isEmpty, name != "addObserver", name != "removeObserver",
            words.contains("observer") || words.contains("observers"), let verb = words.first
        {
            if ["add", "register", "start", "begin"].contains(verb) { return (.projectHelper, true, name + "()") }
            if ["remove", "unregister", "stop", "end"].contains(verb) { return (.projectHelper, false, name + "()") }
        }
        guard name == "addObserver" || name == "removeObserver" else { return nil }
        let isAdd = name == "addObserver"
        if let keyPath = arguments.first(where: { $0.label == "forKeyPath" }) {
            return (.keyValue, isAdd, normalizedKey(keyPath.value))
        }
        // `NotificationCenter.default`, `DistributedNotificationCenter.default()`, `notificationCenter`, `center`.
        guard IdentifierWords.words(receiver).contains("center") else { return nil }
        let notification = arguments.first { $0.label == "name" || $0.label == "forName" }
        return (.notification, isAdd, notification.map { normalizedKey($0.value) })
    }

    /// Who observes (see `observer`): an add's first unlabeled argument, or the name its token is
    /// assigned to or bound as; a removal's first argument without a cast or `self.`.
    private static func observer(
        of chain: StatementSyntax.Chain, in syntax: StatementSyntax, arguments: [(label: String?, value: String)],
        isAdd: Bool
    ) -> String? {
        if isAdd, arguments.first?.label == "forName" {
            let start = chain.extent.lowerBound
            if let kept = syntax.chains.first(where: { $0.assignedValue?.contains(start) == true }) {
                return syntax.path(kept).joined(separator: ".")
            }
            if let bound = syntax.outlivingBindings.first(where: { $0.value?.contains(start) == true }) {
                return bound.name
            }
            return ""
        }
        guard let first = arguments.first, first.label == nil else { return nil }
        var text = first.value
        for suffix in ["asAny", "asAnyObject", "!"] where text.hasSuffix(suffix) { text.removeLast(suffix.count) }
        if text.hasPrefix("self.") { text.removeFirst(5) }
        return text
    }

    /// `.didLogin` for `Notification.Name.didLogin`, so that both spellings pair.
    private static func normalizedKey(_ text: String) -> String {
        var key = text
        if key.hasPrefix("self.") { key.removeFirst(5) }
        for prefix in ["NSNotification.Name.", "Notification.Name."] where key.hasPrefix(prefix) {
            key = "." + key.dropFirst(prefix.count)
        }
        return key
    }

    func pairs(with remove: ObserverHalf) -> Bool {
        guard kind == remove.kind else { return false }
        switch kind {
        case .notification:
            // `removeObserver(self)` removes the `#selector` observers of self, `removeObserver(token)`
            // the block observer kept in `token`; neither removes the other.
            if let observer, let removed = remove.observer, observer != removed { return false }
            return key == nil || remove.key == nil || key == remove.key
        case .keyValue: return receiver == remove.receiver && key == remove.key
        case .deviceOrientation, .remoteControlEvents, .projectHelper: return true
        case .subscriptions: return key == remove.key
        }
    }

    /// Whether `other` adds the same observer: the same kind, notification name (either naming
    /// none counts), key path and object.
    func isTheSameObserver(_ other: ObserverHalf) -> Bool {
        kind == other.kind && (key == nil || other.key == nil || key == other.key)
            && (kind != .keyValue || receiver == other.receiver)
    }

    /// Whether a swipe back or a sheet's swipe down the user cancels adds this observer a second
    /// time: UIKit then calls `viewWillAppear(_:)` and `viewDidAppear(_:)` again but not
    /// `viewDidDisappear(_:)`, and a notification center or key-value observing registers the same
    /// observer twice. So when every
    /// removal is in `viewDidDisappear(_:)` of a UIKit screen (AppKit has no such swipe) and the add
    /// runs each time (in no `#if`, `if`, `guard` or `switch` block of its own; no `guard` or
    /// `return` before it in its override: an earlier `if` that only does something else does not
    /// skip it), made directly or through a helper of the class that adds one without a check.
    func isAddedAgainAfterACancelledSwipe(removes: [ObserverHalf], project: ProjectIndex) -> Bool {
        guard kind == .notification || kind == .keyValue || helperAddsEveryTime(project), !removes.isEmpty,
            removes.allSatisfy({ $0.host.hook == .viewDidDisappear }),
            project.function(host).parameterNames.count == 1, statement.condition == nil,
            !Self.isBranch(host.syntaxes[statementIndex]),
            // Only a screen pushed onto a stack is swiped back from; the root of a stack (a tab's
            // first screen) and its children never are.
            project.isPushedScreen(host.className), !project.isRootScreen(host.className, codeIn: host.file)
        else { return false }
        return !host.syntaxes[..<statementIndex].contains(where: Self.mayLeaveEarly)
    }

    /// A project helper (`addObservers()`) whose body adds a NotificationCenter observer and cannot
    /// skip it: no `if`, `guard` or `return`, so no list of observers held already.
    private func helperAddsEveryTime(_ project: ProjectIndex) -> Bool {
        guard kind == .projectHelper, let key else { return false }
        let name = String(key.dropLast(2))
        let classes = project.projectAncestry(of: host.className)
        for method in classes.flatMap({ project.functionsByClass[$0] ?? [] }) {
            let file = project.files[method.file]
            let function = file.functions[method.function]
            guard function.name == name, function.parameterNames.isEmpty, !function.statements.isEmpty else {
                continue
            }
            let syntaxes = function.statements.map(file.syntax)
            return !syntaxes.contains(where: { Self.mayLeaveEarly($0) || Self.isBranch($0) })
                && function.statements.contains { statement in
                    statement.calls.contains {
                        $0.name == "addObserver" && IdentifierWords.words($0.receiver).contains("center")
                    }
                }
        }
        return false
    }

    /// A statement after which the rest of its function may not run.
    private static func mayLeaveEarly(_ syntax: StatementSyntax) -> Bool {
        syntax.starts(with: "guard") || syntax.contains("return")
    }

    /// A statement that runs its body only sometimes.
    private static func isBranch(_ syntax: StatementSyntax) -> Bool {
        syntax.starts(with: "if") || syntax.starts(with: "guard") || syntax.starts(with: "switch")
    }

    /// Why the observer cannot move into a behavior, or nil when it can. Not when it is the host
    /// itself, handing notifications to a `#selector` of the host or key-value changes to its
    /// `observeValue(forKeyPath:of:change:context:)`; not when its token is kept in a host property
    /// (`keyboardObserver = …`: a behavior is a value type with no storage of its own between hooks),
    /// nor for any reason a statement cannot move (`StatementMovability`).
    func moveObstacle(_ movability: StatementMovability) -> MoveObstacle? {
        let observerIsHost = arguments.first.map { $0.label == nil && $0.value == "self" } ?? false
        if observerIsHost && (kind == .notification || kind == .keyValue) {
            return .handsNotificationsToHost
        }
        return movability.obstacle(toMoving: statementIndex, of: host)
    }
}

extension ObserverHalf {
    /// Observers of one kind added in one override and removed in the same overrides are one
    /// finding, at the first (the keyboard's show and hide read as one), naming each removal once.
    static func grouped(_ pairs: [(add: ObserverHalf, removes: [ObserverHalf])])
        -> [(adds: [ObserverHalf], removes: [ObserverHalf])]
    {
        var groups: [(adds: [ObserverHalf], removes: [ObserverHalf])] = []
        var groupOf: [GroupKey: Int] = [:]
        for (add, removes) in pairs {
            let key = GroupKey(
                addedIn: [add.host.file, add.host.function], kind: "\(add.kind)",
                removedIn: Set(removes.map { [$0.host.file, $0.host.function] }))
            guard let existing = groupOf[key] else {
                groupOf[key] = groups.count
                groups.append(([add], removes))
                continue
            }
            groups[existing].adds.append(add)
            groups[existing].removes += removes.filter { removal in
                !groups[existing].removes.contains { $0.statementKey == removal.statementKey }
            }
        }
        return groups
    }

    /// What makes observers one finding: the override adding them, their kind and the overrides,
    /// by file and function, removing them.
    private struct GroupKey: Hashable {
        var addedIn: [Int]
        var kind: String
        var removedIn: Set<[Int]>
    }

    /// `values` without repeats, in order.
    static func unique(_ values: [String]) -> [String] {
        var seen: Set<String> = []
        return values.filter { seen.insert($0).inserted }
    }
}
