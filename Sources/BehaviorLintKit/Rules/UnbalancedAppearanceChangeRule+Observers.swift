/// The observer defects of `unbalanced-appearance-change` that need both halves of a pair: an
/// observer a cancelled swipe back adds a second time, and one added once that every
/// disappearance removes (the screen goes deaf when it comes back).
extension UnbalancedAppearanceChangeRule {
    /// The observer defects of the classes whose lifecycle overrides file `fileIndex` declares.
    func observerDefects(inFile fileIndex: Int, context: RuleContext) -> [Finding] {
        let project = context.project
        let isObserverHook = { (hook: LifecycleHook) in
            hook == .viewDidLoad || hook.isAppearance || hook.isDisappearance
        }
        let local = context.lifecycleOverrides.filter { isObserverHook($0.hook) }
        let reportsDuplicates = context.settings.boolean(Self.reportCancelledSwipeDuplicates)
        var findings: [Finding] = []
        for className in Set(local.map { $0.className }).sorted() {
            // Halves in every file of the class: an extension elsewhere may add or remove them.
            let hosts = HostClassLookup.overrides(of: className, project: project).filter {
                project.isLifecycleHost($0) && isObserverHook($0.hook)
            }
            let halves = hosts.flatMap { ObserverHalf.all(in: $0, project: project) }
            let adds = halves.filter { $0.isAdd && $0.host.hook.isAppearance }
            let removes = halves.filter { !$0.isAdd && $0.host.hook.isDisappearance }
            let addedAgain = adds.compactMap { add -> (add: ObserverHalf, removes: [ObserverHalf])? in
                let partners = removes.filter { add.pairs(with: $0) }
                guard reportsDuplicates, add.host.file == fileIndex,
                    add.isAddedAgainAfterACancelledSwipe(removes: partners, project: project)
                else { return nil }
                return (add, partners)
            }
            findings += ObserverHalf.grouped(addedAgain).map {
                addedAgainFinding($0.adds, removes: $0.removes, context: context)
            }
            // Added once and removed for good also through a method of the class the hooks call
            // (`addKeyboardNotifications()` in viewDidLoad, `removeObserver(self)` on disappear):
            // which observers it adds or removes is read in its body.
            let throughHelpers = hosts.flatMap { ObserverHalf.all(in: $0, project: project, followingHelpers: true) }
            let addedOnAppearing = throughHelpers.filter { $0.isAdd && $0.host.hook.isAppearance }
            // A removal made only when the screen leaves (`if isMovingFromParent`) is its last, as
            // one in deinit is: a screen covered by another keeps hearing.
            // A removal in viewDidDisappear(_:) leaves the screen deaf only when it appears again
            // (`Reappearance`); one in viewWillDisappear(_:) also when the user cancels a swipe.
            let reappears = Reappearance.isKnown(for: className, project: project)
            let removedOnDisappearing = throughHelpers.filter {
                !$0.isAdd && $0.host.hook.isDisappearance
                    && !LeavingForGood.holds(statement: $0.statementIndex, of: $0.host.syntaxes)
                    && (reappears || $0.host.hook != .viewDidDisappear)
            }
            let addedOnce = throughHelpers.filter { add in
                add.isAdd && add.host.hook == .viewDidLoad && add.host.file == fileIndex && add.kind != .projectHelper
                    && !addedOnAppearing.contains(where: add.isTheSameObserver)
            }
            let removedForGood = ObserverHalf.grouped(
                addedOnce.map { add in (add: add, removes: removedOnDisappearing.filter { add.pairs(with: $0) }) }
                    .filter { !$0.removes.isEmpty })
            findings += removedForGood.map { deafFinding($0.adds, removes: $0.removes, context: context) }
        }
        return findings
    }

    /// Observers added on each appearance and removed only in `viewDidDisappear(_:)`: a swipe back
    /// the user cancels calls the appear hooks again without it.
    private func addedAgainFinding(_ adds: [ObserverHalf], removes: [ObserverHalf], context: RuleContext) -> Finding {
        let project = context.project
        let add = adds[0]
        let hook = project.function(add.host).signature
        let (subject, pronoun) = Self.wording(of: adds)
        let message =
            "\(add.host.className) \(add.kind.verbs.start) \(subject) in \(hook) and \(add.kind.verbs.stop) "
            + "\(pronoun) only in viewDidDisappear(_:): a swipe back or a sheet's swipe down the user cancels calls \(hook) again but never "
            + "viewDidDisappear(_:), so notifications then arrive twice; \(add.kind.verbs.stop.dropLast()) \(pronoun) "
            + "in viewWillDisappear(_:)"
        return finding(adds, removes: removes, message: message, defect: "added again", context: context)
    }

    /// Observers added once, in `viewDidLoad()`, and removed on every disappearance.
    private func deafFinding(_ adds: [ObserverHalf], removes: [ObserverHalf], context: RuleContext) -> Finding {
        let project = context.project
        let add = adds[0]
        let removalHooks = ObserverHalf.unique(removes.map { project.function($0.host).signature })
        let (subject, pronoun) = Self.wording(of: adds)
        let message =
            "\(add.host.className) \(add.kind.verbs.start) \(subject) once, in viewDidLoad(), and \(add.kind.verbs.stop) "
            + "\(pronoun) in \(removalHooks.spokenList), so the screen stops hearing \(pronoun) once it has disappeared "
            + "and come back; \(add.kind.verbs.start.dropLast()) \(pronoun) in viewWillAppear(_:), or \(add.kind.verbs.stop.dropLast()) "
            + "\(pronoun) in deinit"
        return finding(adds, removes: removes, message: message, defect: "removed for good", context: context)
    }

    /// What the adds observe ("NotificationCenter observers for .a and .b") and how a message
    /// refers to them again ("them").
    private static func wording(of adds: [ObserverHalf]) -> (subject: String, pronoun: String) {
        let add = adds[0]
        return (
            add.kind.subject(keys: ObserverHalf.unique(adds.compactMap { $0.key }), receiver: add.receiver),
            adds.count > 1 ? "them" : add.kind.verbs.pronoun
        )
    }

    /// The finding at the first add, with a note at each other add and each removal.
    private func finding(
        _ adds: [ObserverHalf], removes: [ObserverHalf], message: String, defect: String, context: RuleContext
    ) -> Finding {
        let add = adds[0]
        return context.finding(
            Self.self, file: add.host.file, span: add.statement.span, message: message, hostClass: add.host.className,
            hook: add.host.hook, condition: add.statement.condition,
            notes: notes(adds: adds, removes: removes, project: context.project),
            fingerprintText: add.statement.normalizedText + "|" + defect)
    }

    private func notes(adds: [ObserverHalf], removes: [ObserverHalf], project: ProjectIndex) -> [Finding.Note] {
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
    }
}
