import Foundation

/// `observer-lifecycle`: an observer added in an appear hook and removed in a disappear hook of
/// the same class (NotificationCenter, KVO, device-orientation and remote-control pairs). A pair
/// that can move into one observer behavior is reported at each half, each naming the other; one
/// that a cancelled swipe back adds twice is reported once, at its add, naming the removal; a
/// correct pair that cannot move is not reported. An observer added once in `viewDidLoad()` and
/// removed on every disappearance is reported too: nothing adds it again when the screen comes back.
public struct ObserverLifecycleRule: Rule {
    public static let descriptor = RuleDescriptor(
        id: "observer-lifecycle", kind: .opportunity, defaultSeverity: .warning, scope: .file, fixable: true,
        summary:
            "Observers added in an appear override and removed in a disappear override belong in one observer behavior."
    )

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        guard let fileIndex = context.fileIndex else { return [] }
        let project = context.project
        let isObserverHook = { (hook: LifecycleHook) in
            hook == .viewDidLoad || hook.isAppearance || hook.isDisappearance
        }
        let localHalves = HostClassLookup.overrides(inFile: fileIndex, project: project).filter {
            isObserverHook($0.hook)
        }
        .flatMap { ObserverHalf.all(in: $0, project: project) }
        var findings: [Finding] = []
        for className in Set(localHalves.map { $0.host.className }).sorted() {
            var halves = localHalves.filter { $0.host.className == className }
            // A half whose partner is not in this file may have it in an extension elsewhere. Searching
            // only then keeps a run linear; a half with a partner here is reported with local partners.
            // An add in viewDidLoad is judged against every appear hook of the class: one in another
            // file may add it again.
            let bothHalvesHere =
                halves.contains { $0.isAdd && $0.host.hook.isAppearance }
                && halves.contains { !$0.isAdd && $0.host.hook.isDisappearance }
                && !halves.contains { $0.isAdd && $0.host.hook == .viewDidLoad }
            if !bothHalvesHere {
                halves = HostClassLookup.overrides(of: className, project: project).filter { isObserverHook($0.hook) }
                    .flatMap { ObserverHalf.all(in: $0, project: project) }
            }
            let adds = halves.filter { $0.isAdd && $0.host.hook.isAppearance }
            let removes = halves.filter { !$0.isAdd && $0.host.hook.isDisappearance }
            let movability = StatementMovability(className: className, project: project)
            let partnersOf = adds.map { add in removes.filter { add.pairs(with: $0) } }
            let verdicts = zip(adds, partnersOf).map { add, partners -> PairVerdict in
                add.isAddedAgainAfterACancelledSwipe(removes: partners, project: project)
                    ? .addedAgain : add.canMove(movability) ? .movable : .staysCorrect
            }
            var reported: Set<[Int]> = []
            // A balanced pair that cannot move is correct code the rule has no better home for: the
            // advice would be to keep it, so it is not reported. A pair a cancelled swipe breaks is
            // a bug, one finding for the observers of one override (see `grouped`).
            var addedAgain: [(add: ObserverHalf, removes: [ObserverHalf])] = []
            for (index, add) in adds.enumerated() where add.host.file == fileIndex {
                let partners = partnersOf[index]
                guard !partners.isEmpty, verdicts[index] != .staysCorrect, reported.insert(add.statementKey).inserted
                else { continue }
                if verdicts[index] == .addedAgain {
                    addedAgain.append((add, partners))
                } else {
                    findings.append(finding(add, partners: partners, addedAgain: false, context: context))
                }
            }
            findings += Self.grouped(addedAgain).map {
                finding(
                    $0.adds[0], partners: $0.removes, addedAgain: true, alongside: Array($0.adds.dropFirst()),
                    context: context)
            }
            // A bug is one finding, at its add, whose message and note name the removal; a pair that
            // can move is reported at both halves, each a statement fix moves.
            for remove in removes where remove.host.file == fileIndex {
                let partnerIndices = adds.indices.filter { adds[$0].pairs(with: remove) }
                guard !partnerIndices.isEmpty, partnerIndices.allSatisfy({ verdicts[$0] == .movable }),
                    reported.insert(remove.statementKey).inserted
                else { continue }
                findings.append(
                    finding(remove, partners: partnerIndices.map { adds[$0] }, addedAgain: false, context: context))
            }
            // Observers viewDidLoad adds once and a disappear hook removes: see `finding(addedOnce:…)`.
            let addedOnce = halves.filter { add in
                add.isAdd && add.host.hook == .viewDidLoad && add.host.file == fileIndex && add.kind != .projectHelper
                    && !adds.contains(where: add.isTheSameObserver)
            }
            let removedForGood = Self.grouped(
                addedOnce.map { add in (add: add, removes: removes.filter { add.pairs(with: $0) }) }.filter {
                    !$0.removes.isEmpty
                })
            findings += removedForGood.map { finding(addedOnce: $0.adds, removedBy: $0.removes, context: context) }
        }
        return findings
    }

    /// Observers added once, in viewDidLoad(), and removed on every disappearance: when the screen
    /// comes back (from a screen shown over it, or after a swipe back the user cancels, which calls
    /// viewWillDisappear(_:) and then the appear hooks) nothing adds them again.
    private func finding(addedOnce adds: [ObserverHalf], removedBy removes: [ObserverHalf], context: RuleContext)
        -> Finding
    {
        let project = context.project
        let add = adds[0]
        let hook = project.function(add.host).signature
        let removalHooks = Self.unique(removes.map { project.function($0.host).signature })
        let subject = add.kind.subject(keys: Self.unique(adds.compactMap { $0.key }), receiver: add.receiver)
        var verbs = add.kind.verbs
        if adds.count > 1 { verbs.pronoun = "them" }
        let message =
            "\(add.host.className) \(verbs.start) \(subject) once, in \(hook), and \(verbs.stop) \(verbs.pronoun) in "
            + "\(removalHooks.spokenList) (\(Self.references(removes, from: add.host.file, project: project))), so when "
            + "the screen comes back (from a screen shown over it, or after a swipe back the user cancels) nothing "
            + "\(verbs.start) \(verbs.pronoun) again; \(verbs.start.dropLast()) \(verbs.pronoun) in viewWillAppear(_:) "
            + "instead, or \(verbs.stop.dropLast()) \(verbs.pronoun) in deinit"
        let notes =
            adds.dropFirst().map {
                Finding.Note(
                    path: project.files[$0.host.file].path, location: $0.statement.span.startLocation,
                    message: "another observer is added here")
            }
            + removes.map {
                Finding.Note(
                    path: project.files[$0.host.file].path, location: $0.statement.span.startLocation,
                    message: "the observer is removed here")
            }
        return context.finding(
            Self.self, file: add.host.file, span: add.statement.span, message: message, hostClass: add.host.className,
            hook: add.host.hook, condition: add.statement.condition, fixable: false, notes: notes,
            fingerprintText: add.statement.normalizedText + "|removed for good")
    }

    /// What the rule makes of an add and its removals.
    private enum PairVerdict {
        /// Both halves can move into a behavior: reported at each, fixable.
        case movable
        /// A cancelled swipe back adds it a second time: a bug, reported at the add. Fix keeps each
        /// statement's moment and would move the bug into the behavior, so it is not fixable.
        case addedAgain
        /// Correct code that cannot move (it hands notifications to the host, or keeps its token in
        /// a host property): the only advice would be to keep it, so it is not reported.
        case staysCorrect
    }

    /// Observers of one kind added in one override and removed in the same overrides are one
    /// finding, at the first (the keyboard's show and hide read as one), naming each removal once.
    private static func grouped(_ pairs: [(add: ObserverHalf, removes: [ObserverHalf])])
        -> [(adds: [ObserverHalf], removes: [ObserverHalf])]
    {
        var groups: [(adds: [ObserverHalf], removes: [ObserverHalf])] = []
        var groupOf: [ObserversOfOneOverride: Int] = [:]
        for (add, removes) in pairs {
            let key = ObserversOfOneOverride(
                addedIn: [add.host.file, add.host.function], kind: add.kind,
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
    private struct ObserversOfOneOverride: Hashable {
        var addedIn: [Int]
        var kind: ObserverHalf.Kind
        var removedIn: Set<[Int]>
    }

    /// The finding of `half`: a pair that can move, or (`addedAgain`) an add a cancelled swipe
    /// repeats; `alongside`: further adds it reports for, in the same override.
    private func finding(
        _ half: ObserverHalf, partners allPartners: [ObserverHalf], addedAgain: Bool,
        alongside: [ObserverHalf] = [], context: RuleContext
    ) -> Finding {
        let project = context.project
        // A statement with several calls (a `forEach` over names) is one partner.
        var partnerStatements: Set<[Int]> = []
        let partners = allPartners.filter { partnerStatements.insert($0.statementKey).inserted }
        let hook = project.function(half.host).signature
        let partnerHook = project.function(partners[0].host).signature
        let adds = half.isAdd ? [half] + alongside : allPartners
        let keys = Self.unique(adds.compactMap { $0.key })
        let subject = half.kind.subject(
            keys: half.isAdd ? keys : half.key.map { [$0] } ?? keys, receiver: half.receiver)
        let lines = Self.references(partners, from: half.host.file, project: project)
        var verbs = half.kind.verbs
        if !alongside.isEmpty {
            verbs.pronoun = "them"
        }
        var message =
            half.isAdd
            ? "\(half.host.className) \(verbs.start) \(subject) in \(hook) and \(verbs.stop) \(verbs.pronoun) in \(partnerHook) (\(lines))"
            : "\(half.host.className) \(verbs.stop) \(subject) in \(hook) that \(partnerHook) \(verbs.start) (\(lines))"
        let behavior = half.kind.behaviorName(keys: keys)
        // Only an add is a bug: a removal is reported only for a pair that can move.
        if addedAgain {
            let added = alongside.isEmpty ? "it is" : "they are"
            message +=
                ", but a swipe back the user cancels calls \(hook) again without viewDidDisappear(_:), so \(added) "
                + "added a second time and notifications arrive twice; remove \(verbs.pronoun) in "
                + "viewWillDisappear(_:), which that swipe calls"
        } else {
            message += "; move the pair into a \(behavior) attached with addBehaviors(_:) in viewDidLoad"
        }
        let notes =
            alongside.map { other in
                Finding.Note(
                    path: project.files[other.host.file].path, location: other.statement.span.startLocation,
                    message: "another observer is added here")
            }
            + partners.map { partner in
                Finding.Note(
                    path: project.files[partner.host.file].path, location: partner.statement.span.startLocation,
                    message: partner.isAdd ? "the observer is added here" : "the observer is removed here")
            }
        let chore = Chore(
            kind: .observers, place: context.place(half.host, statement: half.statementIndex), hook: half.host.hook,
            partners: partners.map { context.place($0.host, statement: $0.statementIndex) }, behaviorName: behavior,
            purpose: "Starts observing when the screen appears and stops when it disappears")
        return context.finding(
            Self.self, file: half.host.file, span: half.statement.span, message: message,
            hostClass: half.host.className,
            hook: half.host.hook, condition: half.statement.condition, fixable: !addedAgain, notes: notes,
            chore: chore,
            fingerprintText: half.statement.normalizedText + "|" + partnerHook)
    }

    /// `line 14`, `lines 8 and 9`, or `Keyboard.swift:14` for a partner in another file.
    private static func references(_ partners: [ObserverHalf], from file: Int, project: ProjectIndex) -> String {
        let places = unique(
            partners.map { partner in
                let line = partner.statement.span.startLocation.line
                return partner.host.file == file ? "\(line)" : "\(project.files[partner.host.file].path):\(line)"
            })
        let allLocal = partners.allSatisfy { $0.host.file == file }
        let prefix = allLocal ? (places.count == 1 ? "line " : "lines ") : ""
        return prefix + places.spokenList
    }

    private static func unique(_ values: [String]) -> [String] {
        var seen: Set<String> = []
        return values.filter { seen.insert($0).inserted }
    }
}

/// One half of an observer pair: the call that subscribes or unsubscribes, and its statement.
private struct ObserverHalf {
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

    /// Identifies the statement, so that a statement with several calls is reported once.
    var statementKey: [Int] { [host.file, host.function, statementIndex] }

    /// Every subscribe or unsubscribe call in the override, at any depth of its statements, and
    /// a remove method passed without calling it (`observers.forEach(NotificationCenter.default.removeObserver)`).
    static func all(in host: ProjectIndex.LifecycleOverride, project: ProjectIndex) -> [ObserverHalf] {
        let function = project.function(host)
        var halves: [ObserverHalf] = []
        for (index, statement) in function.statements.enumerated() {
            let syntax = host.syntaxes[index]
            for chain in syntax.chains {
                let path = syntax.path(chain)
                if let value = chain.assignedValue {
                    // `cancellables = []` cancels what the set held.
                    if let name = StoredSubscriptions.collection(emptiedBy: path, value: syntax.compactText(value)) {
                        halves.append(
                            ObserverHalf(
                                host: host, statementIndex: index, statement: statement, kind: .subscriptions,
                                isAdd: false, key: name, receiver: "", arguments: []))
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
                        host: host, statementIndex: index, statement: statement, kind: found.kind,
                        isAdd: found.isAdd, key: found.key, receiver: receiver, arguments: arguments))
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
        if receiver.isEmpty, name != "addObserver", name != "removeObserver", name.contains("Observer") {
            for (prefixes, isAdd) in [
                (["add", "register", "start", "begin"], true), (["remove", "unregister", "stop", "end"], false),
            ]
            where prefixes.contains(where: { name.hasPrefix($0) }) {
                return (.projectHelper, isAdd, name + "()")
            }
        }
        guard name == "addObserver" || name == "removeObserver" else { return nil }
        let isAdd = name == "addObserver"
        if let keyPath = arguments.first(where: { $0.label == "forKeyPath" }) {
            return (.keyValue, isAdd, normalizedKey(keyPath.value))
        }
        // `NotificationCenter.default`, `DistributedNotificationCenter.default()`, `notificationCenter`, `center`.
        guard receiver.lowercased().contains("center") else { return nil }
        let notification = arguments.first { $0.label == "name" || $0.label == "forName" }
        return (.notification, isAdd, notification.map { normalizedKey($0.value) })
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
        case .notification: return key == nil || remove.key == nil || key == remove.key
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

    /// Whether a swipe back the user cancels adds this observer a second time: UIKit then calls
    /// `viewWillAppear(_:)` and `viewDidAppear(_:)` again but not `viewDidDisappear(_:)`, and a
    /// notification center or key-value observing registers the same observer twice. So when every
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
                    statement.calls.contains { $0.name == "addObserver" && $0.receiver.lowercased().contains("center") }
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

    /// Whether the observer can move into a behavior. Not when it is the host itself, handing
    /// notifications to a `#selector` of the host or key-value changes to its
    /// `observeValue(forKeyPath:of:change:context:)`; not when its token is kept in a host property
    /// (`keyboardObserver = …`: a behavior is a value type with no storage of its own between hooks),
    /// nor for any reason a statement cannot move (`StatementMovability`).
    func canMove(_ movability: StatementMovability) -> Bool {
        let observerIsHost = arguments.first.map { $0.label == nil && $0.value == "self" } ?? false
        if observerIsHost && (kind == .notification || kind == .keyValue) { return false }
        return movability.obstacle(toMoving: statementIndex, of: host) == nil
    }
}
