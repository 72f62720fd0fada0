/// Finds state an appear hook changes and no disappear hook restores: hidden bars, navigation-bar
/// styling, the application's status-bar style, a disabled idle timer, NotificationCenter observers,
/// subscriptions stored in a collection (Combine's `store(in:)`, RxSwift's `disposed(by:)`). Such
/// a change outlives the screen: it leaks into the screens shown after it, or, for observers and
/// subscriptions, piles up one more registration on every appearance.
///
/// A restore is any disappear-hook or `willMove(toParent:)` statement that changes the same state
/// (whatever the value, directly or through a name bound to the chrome) or removes an observer: in
/// the class, its extensions, its project superclasses, or up to three calls down in methods of
/// theirs.
public struct UnbalancedAppearanceChangeRule: Rule {
    /// Read on apps nobody tuned it for, a bar left hidden or styled for the next screen was acted
    /// on 3 times in about 100 (docs/precision.md, rounds 14 to 21): screens mean to hand their
    /// bar to the screens they show far more often than they forget to take it back.
    public static let reportUnrestoredChrome = RuleOption(
        name: "report-unrestored-chrome", kind: .boolean, defaultValue: "false",
        summary:
            "Also report shared chrome an appear hook changes and no disappear hook restores (bar visibility and styling, the status-bar style); off by default, as screens often mean to hand their bar on to the screens they show."
    )

    /// Read on apps nobody tuned it for, an observer a cancelled swipe adds a second time was acted
    /// on 6 times in 26 (docs/precision.md, rounds 14 to 44): the duplicate lasts until the screen
    /// disappears, and most handlers (a table reload, a constraint set from the keyboard's frame)
    /// do the same thing twice.
    public static let reportCancelledSwipeDuplicates = RuleOption(
        name: "report-cancelled-swipe-duplicates", kind: .boolean, defaultValue: "false",
        summary:
            "Also report observers an appear hook adds and only viewDidDisappear(_:) removes, which a swipe back the user cancels adds a second time; off by default, as the duplicate lasts until the screen disappears and most handlers do the same thing twice."
    )

    public static let descriptor = RuleDescriptor(
        id: "unbalanced-appearance-change", kind: .defect, defaultSeverity: .warning, scope: .file, fixable: false,
        summary:
            "An appear hook changes state that outlives the screen (an observer, a stored subscription, the idle timer, the swipe-back gesture; with an option, bar visibility and navigation-bar styling) and no disappear hook restores it, or restores it too late; or an observer, or a reference to the screen, is removed at a moment that does not match the one it is added at.",
        options: [reportUnrestoredChrome, reportCancelledSwipeDuplicates], oneHomeFixesDefect: true)

    public init() {}

    /// One change of lasting state; `state` names what a restore must touch.
    private struct Change: Hashable {
        var state: String
        var chore: String
        /// The collection of a subscription stored on every appearance.
        var subscriptions: String? = nil
        /// The names the stored subscriptions are also kept in (`refreshDisposable`), when each is:
        /// disposing them all ends the subscriptions, whatever the collection holds on to.
        var keptIn: Set<String> = []
        /// For added observers, the notification each observes (nil: a name the tokens do not spell).
        var observedNames: [String?] = []

        /// Shared chrome: a bar's visibility or styling, the status-bar style (not the idle timer or
        /// the screen's brightness, which the device keeps whatever screen shows, nor the swipe-back
        /// gesture: a screen hands its bar on by design, seldom a back gesture that does nothing).
        var isChrome: Bool {
            !isObserving && state != idleTimerState && state != ChromeRestores.screenBrightnessState
                && state != ChromeRestores.swipeBackState
        }

        /// A bar's visibility, the navigation bar's styling or its swipe-back gesture, which a screen
        /// changes through its navigation (or tab bar) controller: a screen without one changes nothing.
        var actsThroughContainer: Bool {
            state.hasPrefix("hidden ") || state.hasPrefix("navigationBar.") || state == ChromeRestores.swipeBackState
        }

        /// An observer or subscription added on every appearance piles up on the screen itself,
        /// whatever screen is under it.
        var isObserving: Bool {
            state == ChromeRestores.observerState || state == UnbalancedAppearanceChangeRule.untrackedObserverState
                || subscriptions != nil
        }
    }

    private static let observerState = ChromeRestores.observerState
    private static let idleTimerState = "isIdleTimerDisabled"
    /// A block observer whose token the statement drops: only `removeObserver(token)` removes a
    /// block observer, so no restore can.
    private static let untrackedObserverState = "untracked observer"

    public func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        var restoredByClass: [String: Set<String>] = [:]
        var restoredEarlyByClass: [String: Set<String>] = [:]
        var shownLateByClass: [String: Set<String>] = [:]
        // The finding that already reports a class's unrestored chrome state: a later appear hook
        // (or statement) changing it again is the same leak, a note of that finding.
        var chromeFindingByClass: [String: [String: Int]] = [:]
        // The changes each chrome finding reports, and how to render it again once later statements
        // of its override add theirs: one override's unrestored chrome is one restore to write.
        var chromeChanges: [Int: [Change]] = [:]
        var makeFinding: [Int: ([Change]) -> Finding] = [:]
        let reportsChrome = context.settings.boolean(Self.reportUnrestoredChrome)
        for override in context.lifecycleOverrides where override.hook.isAppearance {
            let function = context.project.function(override)
            let syntaxes = override.syntaxes
            // The root of a navigation stack or a window has no screen under it for chrome to leak into.
            // So has a screen whose library superclass may restore its chrome where the linter
            // cannot read (it would not remove the screen's observers).
            let libraryMayRestore = context.project.inheritsFromALibraryClass(override.className)
            let chromeIsNotJudged =
                libraryMayRestore || context.project.isRootScreen(override.className, codeIn: override.file)
            // Subscriptions the override cancels itself before storing anew (`cancellables = []`).
            let cancelledHere = syntaxes.reduce(into: Set<String>()) {
                $0.formUnion(StoredSubscriptions.collections(in: $1).cancelled)
            }
            // Statements past an exit only the first appearance gets by add their observers once.
            let latch = FirstAppearanceLatch.exit(in: override, project: context.project)
            // A bar hidden for the transition in viewWillAppear(_:) and shown once the screen has appeared.
            let shownOnceAppeared =
                override.hook == .viewWillAppear
                ? ChromeRestores.barsShownOnceAppeared(ofClass: override.className, project: context.project) : []
            // Observers and subscriptions pile up only on a screen known to appear again; a block
            // observer whose token is dropped outlives the screen however often it appears.
            let reappears = Reappearance.isKnown(for: override.className, project: context.project)
            // A screen only ever presented itself has no navigation controller (nor tab bar
            // controller): bars it hides or styles through them change nothing.
            let barless = WithoutNavigationController.holds(for: override.className, project: context.project)
            var observersOfThisOverride: Int?
            var chromeOfThisOverride: Int?
            // Observers the hook removes before a statement (`removeObserver(self)` just before
            // adding them again): an add they remove cannot pile up.
            var removedSoFar: Set<String> = []
            for (index, statement) in function.statements.enumerated() {
                defer {
                    removedSoFar.formUnion(
                        ChromeRestores.touchedStates(syntaxes[index]).filter { $0.hasPrefix(Self.observerState) })
                }
                guard !NavigationChromeStatement.isOverriddenAtOnce(syntaxes, at: index) else { continue }
                let changes = Self.lastingChanges(
                    in: syntaxes[index], shadowed: StatementSyntax.shadowingNames(in: syntaxes, before: index),
                    upTo: syntaxes[...index],
                    of: override.className, project: context.project
                )
                .filter {
                    // A root that turns off the swipe back leaves it off for every screen pushed above it.
                    (!chromeIsNotJudged || $0.isObserving
                        || ($0.state == ChromeRestores.swipeBackState && !libraryMayRestore))
                        && (reappears || !$0.isObserving || $0.state == Self.untrackedObserverState)
                        && !(barless && $0.actsThroughContainer)
                        && !cancelledHere.contains($0.subscriptions ?? "")
                        && !shownOnceAppeared.contains($0.state)
                        && !($0.isObserving
                            && (FirstAppearanceLatch.closesItsOwnCondition(syntaxes[index])
                                || latch.map { index > $0 } == true))
                        && !($0.state == Self.observerState && Self.isRestored($0, by: removedSoFar))
                }
                guard !changes.isEmpty else { continue }
                let className = override.className
                let restored =
                    restoredByClass[className]
                    ?? ChromeRestores.restoredStates(ofClass: className, project: context.project)
                restoredByClass[className] = restored
                let unrestored = changes.filter {
                    !Self.isRestored($0, by: restored)
                        && ($0.isObserving
                            || ((reportsChrome || !$0.isChrome)
                                && ScreenFlow.leaksIntoAScreen($0.state, from: className, project: context.project)))
                }
                // A bar shown again only in viewDidDisappear(_:) comes back after the next screen's
                // viewWillAppear(_:): that screen appears without it. (One hidden there again is
                // not shown at all.)
                let late = changes.filter { $0.state.hasPrefix("hidden ") && restored.contains($0.state) }.filter {
                    change in
                    let early =
                        restoredEarlyByClass[className]
                        ?? ChromeRestores.restoredStates(
                            ofClass: className, project: context.project, beforeTheNextScreen: true)
                    restoredEarlyByClass[className] = early
                    let shownLate =
                        shownLateByClass[className]
                        ?? ChromeRestores.barsShownOnceDisappeared(ofClass: className, project: context.project)
                    shownLateByClass[className] = shownLate
                    return !early.contains(change.state) && shownLate.contains(change.state)
                }
                if !late.isEmpty {
                    findings.append(
                        context.finding(
                            Self.self, file: override.file, span: statement.span,
                            message:
                                "\(className) \(late.map { $0.chore }.spokenList) in \(function.signature) and undoes it "
                                + "only in viewDidDisappear(_:), after the next screen's viewWillAppear(_:), so that screen "
                                + "appears with the bar as this one left it; undo it in viewWillDisappear(_:)",
                            hostClass: className, hook: override.hook, condition: statement.condition,
                            fingerprintText: statement.normalizedText + "|late|"
                                + late.map { $0.state }.joined(separator: ",")))
                }
                guard !unrestored.isEmpty else { continue }
                let chrome = unrestored.filter { !$0.isObserving }
                if !chrome.isEmpty, chrome.count == unrestored.count,
                    let first = chromeFindingByClass[className]?[chrome[0].state],
                    chrome.allSatisfy({ chromeFindingByClass[className]?[$0.state] == first })
                {
                    findings[first].notes.append(
                        Finding.Note(
                            path: context.project.files[override.file].path, location: statement.span.startLocation,
                            message: "\(function.signature) changes it again here"))
                    continue
                }
                if !chrome.isEmpty, chrome.count == unrestored.count, let first = chromeOfThisOverride {
                    for change in chrome where chromeFindingByClass[className]?[change.state] == nil {
                        chromeFindingByClass[className, default: [:]][change.state] = first
                    }
                    chromeChanges[first, default: []] += chrome.filter { change in
                        !(chromeChanges[first] ?? []).contains { $0.state == change.state }
                    }
                    findings[first].notes.append(
                        Finding.Note(
                            path: context.project.files[override.file].path, location: statement.span.startLocation,
                            message: "it also \(chrome.map { $0.chore }.spokenList) here"))
                    continue
                }
                for change in chrome where chromeFindingByClass[className]?[change.state] == nil {
                    chromeFindingByClass[className, default: [:]][change.state] = findings.count
                }
                // The statement's finding, its message saying what `changes` it reports.
                let make = { (changes: [Change]) in
                    context.finding(
                        Self.self, file: override.file, span: statement.span,
                        message: message(changes, className: className, hook: function.signature, context: context),
                        hostClass: className, hook: override.hook, condition: statement.condition,
                        fingerprintText: statement.normalizedText + "|"
                            + unrestored.map { $0.state }.joined(separator: ","))
                }
                if !chrome.isEmpty {
                    chromeOfThisOverride = findings.count
                    chromeChanges[findings.count] = unrestored
                    makeFinding[findings.count] = make
                }
                // Observers and subscriptions one override piles up are one finding, at the first,
                // noting the others.
                if unrestored.allSatisfy(\.isObserving), let first = observersOfThisOverride,
                    findings.indices.contains(first)
                {
                    findings[first].notes.append(
                        Finding.Note(
                            path: context.project.files[override.file].path, location: statement.span.startLocation,
                            message: unrestored.allSatisfy { $0.subscriptions != nil }
                                ? "another subscription is stored here" : "another observer is added here"))
                    continue
                }
                if unrestored.allSatisfy(\.isObserving) {
                    observersOfThisOverride = findings.count
                }
                findings.append(make(unrestored))
            }
        }
        for (index, changes) in chromeChanges where changes.count > 1 {
            guard let made = makeFinding[index]?(changes) else { continue }
            findings[index].message = made.message
        }
        if let fileIndex = context.fileIndex {
            findings += observerDefects(inFile: fileIndex, context: context)
            findings += selfReferenceDefects(inFile: fileIndex, context: context)
        }
        return findings
    }

    private func message(_ changes: [Change], className: String, hook: String, context: RuleContext) -> String {
        var sentences: [String] = []
        var chores: [String] = []
        for change in changes where !change.isObserving && !chores.contains(change.chore) {
            chores.append(change.chore)
        }
        if !chores.isEmpty {
            // The known screens that take the change in, when there are: the reader checks those.
            var inheriting: [String] = []
            for change in changes where !change.isObserving {
                for name in ScreenFlow.screensInheriting(change.state, from: className, project: context.project)
                where !inheriting.contains(name) {
                    inheriting.append(name)
                }
            }
            let shown =
                inheriting.count > 3 ? Array(inheriting.prefix(2)) + ["\(inheriting.count - 2) more"] : inheriting
            let backOnly = changes.filter { !$0.isObserving }.allSatisfy {
                ScreenFlow.reachesOnlyTheScreenUnder($0.state)
            }
            let who =
                inheriting.isEmpty
                ? (backOnly
                    ? "the screen it was pushed from inherits the change when it is popped"
                    : "the screens shown after it inherit the change")
                : "\(shown.spokenList), shown next to it, "
                    + (inheriting.count == 1 ? "does not set it and inherits" : "do not set it and inherit")
                    + " the change"
            sentences.append(
                "\(className) \(chores.spokenList) in \(hook) and no disappear hook restores it: \(who); restore it in "
                    + "viewWillDisappear(_:)")
        }
        if let observers = changes.first(where: { $0.state == Self.observerState }) {
            let restored = ChromeRestores.restoredStates(ofClass: className, project: context.project)
            let otherNamesOnly = Self.namesRemovedUnderOtherNamesOnly(observers, restored: restored)
            if !otherNamesOnly.isEmpty {
                sentences.append(
                    "\(className) adds an observer of \(otherNamesOnly.map { "`\($0)`" }.spokenList) in \(hook), and "
                        + "its disappear hooks remove observers of other notifications only "
                        + "(removeObserver(_:name:object:) removes the name it is given): each appearance adds it "
                        + "once more; remove that name in viewWillDisappear(_:) too")
            } else {
                let removal =
                    removesObserverInDeinit(className, context: context)
                    ? "removes it only in deinit"
                    : "does not remove it in a disappear hook"
                sentences.append(
                    "\(className) adds a NotificationCenter observer in \(hook) and \(removal): each appearance "
                        + "adds it once more; add it in viewDidLoad, or remove it in viewWillDisappear(_:)")
            }
        }
        if changes.contains(where: { $0.state == Self.untrackedObserverState }) {
            sentences.append(
                "\(className) adds a block-based NotificationCenter observer in \(hook) and drops the token that "
                    + "alone removes it (removeObserver(self) does not): each appearance adds one more; keep the "
                    + "token and remove it in viewWillDisappear(_:)")
        }
        let collections = changes.compactMap { $0.subscriptions }
        if !collections.isEmpty {
            let sets = collections.map { "`\($0)`" }.spokenList
            sentences.append(
                "\(className) stores a subscription in \(sets) in \(hook) that no disappear hook cancels: each "
                    + "appearance subscribes once more; cancel the appearance's subscriptions in viewWillDisappear(_:), "
                    + "or subscribe once in viewDidLoad")
        }
        return sentences.joined(separator: ". ")
    }

    /// Changes that outlive the screen. Showing a bar, re-enabling the idle timer or styling the bar
    /// as the project's (or UIKit's) default returns to the default state, so only a change away
    /// from it counts. `hookSoFar` is the hook's statements up to this one, read for the objects it
    /// makes anew only when the statement adds an observer.
    private static func lastingChanges(
        in statement: StatementSyntax, shadowed: Set<String>, upTo hookSoFar: ArraySlice<StatementSyntax>,
        of className: String, project: ProjectIndex
    ) -> [Change] {
        let chrome = NavigationChromeStatement(statement, shadowed: shadowed)
        // A navigation controller hides its toolbar by default and shows its bars: only a change
        // away from that default lasts.
        // Nor does one where the project's screens show the bar again themselves (`RestatedBars`).
        var changes = chrome.visibilityChanges.filter {
            !$0.returnsToDefault && !project.restatedBars.contains($0.bar)
        }
        .map { Change(state: "hidden " + $0.bar.rawValue, chore: $0.chore) }
        changes += chrome.stylingChanges.filter {
            $0.outlivesScreen && !project.navigationBarDefaults.isDefault($0)
                && !project.restatedBars.contains(styling: $0.state)
        }
        .map {
            Change(state: $0.state, chore: $0.chore)
        }
        for assignment in chrome.assignments
        where assignment.path.last == "isIdleTimerDisabled"
            && NavigationChromeStatement.boolean(assignment.value) != false
        {
            changes.append(Change(state: Self.idleTimerState, chore: "disables the idle timer"))
        }
        if chrome.assignments.contains(where: { ChromeRestores.isScreenBrightness($0.path) }) {
            changes.append(Change(state: ChromeRestores.screenBrightnessState, chore: "sets the screen brightness"))
        }
        for assignment in chrome.assignments
        where ChromeRestores.isSwipeBackSwitch(assignment.path)
            && NavigationChromeStatement.boolean(assignment.value) == false
        {
            changes.append(Change(state: ChromeRestores.swipeBackState, chore: "turns off the swipe-back gesture"))
        }
        let throughHelper = observersAddedThroughHelper(statement, of: className, project: project)
        if dropsBlockObserverToken(statement, chrome) || throughHelper?.dropsAToken == true {
            changes.append(Change(state: untrackedObserverState, chore: "adds a block-based observer"))
        } else {
            // An observer whose handler removes it waits for one delivery, and one of an object
            // the hook makes anew hears that object only: neither piles up.
            let added = chrome.invocations.filter(addsObserver)
            let freshObjects = added.isEmpty ? [] : FreshObjectObserver.freshObjects(in: hookSoFar, project: project)
            let adds = added.filter {
                !SelfRemovingObserver.removesItselfOnDelivery($0, of: className, project: project)
                    && !FreshObjectObserver.observesOnly($0, oneOf: freshObjects)
            }
            if !adds.isEmpty || throughHelper != nil {
                changes.append(
                    Change(
                        state: observerState, chore: "adds a NotificationCenter observer",
                        observedNames: adds.map(ObservedNotification.name) + (throughHelper?.names ?? [])))
            }
        }
        // A request made on each appearance completes; a stream subscribed to on each piles up.
        let subscriptions = StoredSubscriptions.subscriptions(in: statement, leavingOutRequestsOf: project)
        for collection in subscriptions.stored.sorted() {
            changes.append(
                Change(
                    state: ChromeRestores.subscriptionsState(collection), chore: "stores a subscription",
                    subscriptions: collection, keptIn: subscriptions.keptIn[collection] ?? []))
        }
        return changes
    }

    /// `NotificationCenter.default.addObserver(forName:object:queue:using:) { … }` as a statement of
    /// its own: the token it returns, the only handle that removes a block observer, is dropped.
    private static func dropsBlockObserverToken(_ statement: StatementSyntax, _ chrome: NavigationChromeStatement)
        -> Bool
    {
        guard let chain = statement.chains.first, chain.assignedValue == nil, !chain.inClosure,
            statement.path(chain).last == "addObserver",
            let invocation = chrome.invocations.first(where: addsObserver),
            invocation.arguments.first?.label == "forName"
        else { return false }
        return !statement.starts(with: "let") && !statement.starts(with: "var") && !statement.starts(with: "return")
    }

    /// What a helper of the class adds, when the statement calls one that adds NotificationCenter observers.
    private struct HelperObservers {
        /// The notification each adding statement observes (nil: not spelled).
        var names: [String?] = []
        /// At least one of them a block observer whose token the helper drops.
        var dropsAToken = false
    }

    /// Whether `restored` undoes `change`: an added observer when every notification it observes
    /// is removed (by name, or all at once), anything else when its state is touched.
    private static func isRestored(_ change: Change, by restored: Set<String>) -> Bool {
        if !change.keptIn.isEmpty
            && change.keptIn.allSatisfy({ restored.contains(ChromeRestores.endedSubscriptionState($0)) })
        {
            return true
        }
        guard change.state == observerState else { return restored.contains(change.state) }
        return change.observedNames.allSatisfy { ChromeRestores.removesObserver(named: $0, in: restored) }
    }

    /// The notifications `change` observes that `restored` removes under no name of theirs, when the
    /// disappear hooks do remove observers of other names.
    private static func namesRemovedUnderOtherNamesOnly(_ change: Change, restored: Set<String>) -> [String] {
        guard !restored.contains(observerState), restored.contains(where: { $0.hasPrefix(observerState + " ") })
        else { return [] }
        return ObserverHalf.unique(
            change.observedNames.compactMap { $0 }.filter { !ChromeRestores.removesObserver(named: $0, in: restored) })
    }

    /// `self.addObservers()`, also in a closure the hook runs (`queue.async { self.addObservers() }`):
    /// a call of a method the class declares (statements of its own, in the hook's file) that adds
    /// NotificationCenter observers, each time it runs (not past an exit it closes behind its
    /// first run: `FirstAppearanceLatch`).
    private static func observersAddedThroughHelper(
        _ statement: StatementSyntax, of className: String, project: ProjectIndex
    ) -> HelperObservers? {
        let helpers = statement.chains.compactMap { chain -> String? in
            guard !chain.inStoredClosure, chain.isCalled else { return nil }
            let path = statement.path(chain)
            return path.count == 1 ? path[0] : nil
        }
        guard !helpers.isEmpty else { return nil }
        var found: HelperObservers?
        for method in project.functionsByClass[className] ?? [] {
            let file = project.files[method.file]
            let function = file.functions[method.function]
            guard helpers.contains(function.name), function.lifecycleHook == nil else { continue }
            let syntaxes = function.statements.map(file.syntax)
            // Past an exit the helper closes behind its first run, it adds its observers once.
            let latch = FirstAppearanceLatch.exit(inHelper: syntaxes, ofClass: className, project: project)
            // Observers the helper removes before it adds them again cannot pile up.
            var removedSoFar: Set<String> = []
            for (index, syntax) in syntaxes.enumerated() where latch.map({ index <= $0 }) ?? true {
                defer {
                    removedSoFar.formUnion(
                        ChromeRestores.touchedStates(syntax).filter { $0.hasPrefix(Self.observerState) })
                }
                let chrome = NavigationChromeStatement(syntax)
                // An observer whose handler removes it waits for one delivery, as in the hook itself.
                let adds = chrome.invocations.filter {
                    addsObserver($0)
                        && !SelfRemovingObserver.removesItselfOnDelivery($0, of: className, project: project)
                        && !(!dropsBlockObserverToken(syntax, chrome)
                            && ChromeRestores.removesObserver(
                                named: ObservedNotification.name(of: $0), in: removedSoFar))
                }
                guard !adds.isEmpty else { continue }
                var observers = found ?? HelperObservers()
                observers.names += adds.map(ObservedNotification.name)
                observers.dropsAToken = observers.dropsAToken || dropsBlockObserverToken(syntax, chrome)
                found = observers
            }
        }
        return found
    }

    /// `NotificationCenter.default.addObserver(self, selector:name:object:)` or `addObserver(forName:object:queue:using:)`;
    /// not key-value observing's `addObserver(_:forKeyPath:options:context:)`.
    private static func addsObserver(_ invocation: NavigationChromeStatement.Invocation) -> Bool {
        let labels = invocation.arguments.map { $0.label }
        return invocation.name == "addObserver"
            && (labels.first == "forName" || labels.contains("selector")
                || invocation.receiver.contains { IdentifierWords.words($0).contains("center") })
    }

    /// Whether the class's `deinit` (always in the class body) removes observers.
    private func removesObserverInDeinit(_ className: String, context: RuleContext) -> Bool {
        guard let declaration = context.project.classes[className] else { return false }
        let file = context.project.files[declaration.file]
        return file.functions.contains { function in
            guard function.name == "deinit", let typeIndex = function.typeIndex,
                file.types[typeIndex].ownerName(in: file.types) == className
            else { return false }
            return function.calls.contains { $0.name == "removeObserver" }
        }
    }

}
