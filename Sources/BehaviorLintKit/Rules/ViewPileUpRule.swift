/// `view-pile-up`: a lifecycle hook that runs again and again in a screen's life (an appear hook, a
/// layout hook, `traitCollectionDidChange(_:)`) makes a view, layer, child view controller, gesture
/// recognizer or layout constraints anew and adds them to the screen (`FreshInsertion`), in its
/// statements or in methods of the screen's own class it calls, up to three calls down
/// (`OwnHelperCall`), and nothing of the
/// screen's class takes such objects out again (`HierarchyRemoval`). UIKit keeps what is added, so
/// every run adds one more: gradient layers stacked in `viewDidLayoutSubviews()`, a spinner added on
/// each appearance, constraints duplicated until they conflict.
///
/// Code that can leave the hook early is not read past its first exit: a latch
/// (`guard !didSetUp else { return }`, `FirstAppearanceLatch`) or a check of what is already there
/// makes the insertion run once.
public struct ViewPileUpRule: Rule {
    public static let descriptor = RuleDescriptor(
        id: "view-pile-up", kind: .defect, defaultSeverity: .warning, scope: .file, fixable: false,
        summary:
            "A hook that runs again and again (an appear hook of a screen that appears again, a layout hook, a trait or size transition) makes a view, layer, child view controller, gesture recognizer or layout constraints anew and adds them to the screen, and nothing takes the last ones out: every run adds one more."
    )

    public init() {}

    /// One insertion, and where the hook runs it: its own statement, or a helper it calls there.
    private struct Site {
        var insertion: FreshInsertion
        /// The hook's statement that runs it.
        var statement: Statement
        /// The helper that inserts, when the hook does it through calls of the screen's own methods.
        var helper: OwnHelperCall?
    }

    public func check(_ context: RuleContext) -> [Finding] {
        let project = context.project
        var removedByClass: [String: Set<FreshInsertion.Kind>] = [:]
        var findings: [Finding] = []
        for override in context.lifecycleOverrides where Self.runsAgain(override.hook) {
            if override.hook.isAppearance && !Reappearance.isKnown(for: override.className, project: project) {
                continue
            }
            let sites = Self.sites(in: override, project: project)
            guard !sites.isEmpty else {
                if let found = stepsDefect(in: override, context: context) { findings.append(found) }
                continue
            }
            let removed =
                removedByClass[override.className]
                ?? HierarchyRemoval.kinds(inClass: override.className, project: project)
            removedByClass[override.className] = removed
            let piling = sites.filter { site in
                !removed.contains(site.insertion.kind)
                    && !(site.insertion.madeType.map { HierarchyRemoval.removesItself($0, project: project) } ?? false)
            }
            guard let first = piling.first else {
                if let found = stepsDefect(in: override, context: context) { findings.append(found) }
                continue
            }
            findings.append(finding(first, others: Array(piling.dropFirst()), in: override, context: context))
        }
        return findings
    }

    /// Hooks UIKit calls more than once in a screen's life.
    static func runsAgain(_ hook: LifecycleHook) -> Bool {
        hook.isAppearance || hook == .viewWillLayoutSubviews || hook == .viewDidLayoutSubviews
            || hook == .traitCollectionDidChange || hook.isTransition
    }

    /// The insertions `override` makes on every run, in its statements and its helpers', unless
    /// that run takes objects of the same kind out too.
    private static func sites(in override: ProjectIndex.LifecycleOverride, project: ProjectIndex) -> [Site] {
        let function = project.function(override)
        let syntaxes = Array(override.syntaxes.prefix(through: lastStatementRunEveryTime(override.syntaxes)))
        let direct = FreshInsertion.all(in: syntaxes, project: project)
        var sites: [Site] = []
        var removed: Set<FreshInsertion.Kind> = []
        for (index, syntax) in syntaxes.enumerated() {
            removed.formUnion(HierarchyRemoval.kinds(in: syntax))
            for insertion in direct where insertion.index == index {
                sites.append(Site(insertion: insertion, statement: function.statements[index], helper: nil))
            }
            // The screen's methods the statement calls, its own or inherited (a superclass's, an
            // extension of UIViewController's), and theirs, three calls down at most
            // (`updateConstraints()` calling `applySizes()`): each run of the hook runs them.
            var calls = [(syntax: syntax, depth: 1)]
            var followed: Set<String> = []
            while let (call, depth) = calls.popLast() {
                guard depth <= 3,
                    let helper = OwnHelperCall(call, ofClass: override.className, project: project, inherited: true),
                    followed.insert(helper.name).inserted
                else { continue }
                let helperSyntaxes = Array(helper.syntaxes.prefix(through: lastStatementRunEveryTime(helper.syntaxes)))
                removed.formUnion(helper.syntaxes.flatMap { HierarchyRemoval.kinds(in: $0) })
                for insertion in FreshInsertion.all(in: helperSyntaxes, project: project) {
                    sites.append(Site(insertion: insertion, statement: function.statements[index], helper: helper))
                }
                calls += helperSyntaxes.reversed().map { ($0, depth + 1) }
            }
        }
        return sites.filter { !removed.contains($0.insertion.kind) }
    }

    /// The index of the last statement every run of `syntaxes` reaches: the first that may leave
    /// early (`guard … else { return }`, `if done { return }`), or the last.
    static func lastStatementRunEveryTime(_ syntaxes: [StatementSyntax]) -> Int {
        syntaxes.firstIndex { $0.mayLeaveTheFunction } ?? syntaxes.count - 1
    }

    private func finding(
        _ site: Site, others: [Site], in override: ProjectIndex.LifecycleOverride, context: RuleContext
    ) -> Finding {
        let project = context.project
        let hook = project.function(override).signature
        let insertion = site.insertion
        let plural = insertion.kind == .constraint && insertion.madeType == nil
        let made = insertion.madeType.map { "a new `\($0)`" } ?? (plural ? "new " : "a new ") + insertion.kind.noun
        let pronoun = plural ? "them" : "it"
        let through = site.helper.map { " (in \($0.name)())" } ?? ""
        let message =
            "\(override.className) makes \(made) and adds \(pronoun)\(through) in \(hook), which runs again "
            + "\(Self.when(override.hook)): each run adds one more beside the last, and "
            + "\(Self.consequence(insertion.kind)); "
            + (insertion.intoSharedChrome ? Self.sharedChromeAdvice : Self.advice(insertion.kind))
        let notes = ([site] + others).compactMap { other -> Finding.Note? in
            guard other.helper != nil || other.insertion.index != site.insertion.index else { return nil }
            let file = other.helper?.file ?? override.file
            let span = other.helper.map { $0.statements[other.insertion.index].span } ?? other.statement.span
            return Finding.Note(
                path: project.files[file].path, location: span.startLocation,
                message: other.helper == nil ? "another is added here" : "it is added here")
        }
        return context.finding(
            Self.self, file: override.file, span: site.statement.span, message: message,
            hostClass: override.className, hook: override.hook, condition: site.statement.condition, notes: notes,
            fingerprintText: site.statement.normalizedText + "|piles up")
    }

    static func when(_ hook: LifecycleHook) -> String {
        switch hook {
        case .viewWillLayoutSubviews, .viewDidLayoutSubviews:
            return "on every layout pass (a rotation, a change of size or safe area, each setNeedsLayout())"
        case .traitCollectionDidChange, .willTransition:
            return "on every change of traits (dark mode, a size class)"
        case .viewWillTransition:
            return "on every change of size (a rotation, a split view or a window resized)"
        default:
            return
                "on every appearance (a screen pushed over it and popped, a sheet dismissed, a swipe back the user cancels)"
        }
    }

    static func consequence(_ kind: FreshInsertion.Kind) -> String {
        switch kind {
        case .view, .layer: return "the old ones stay on screen and in memory"
        case .childController: return "the old ones stay children, with their views and their work"
        case .gestureRecognizer:
            return "the old ones stay on the view, each with its action, taking part in every touch"
        case .constraint: return "the copies pile up and conflict as soon as they differ"
        }
    }

    /// What to do with an object added to chrome the container shares: added once, it would stay,
    /// with its action, on the screens pushed after this one.
    private static let sharedChromeAdvice =
        "the bar or window it is added to is shared with the container's other screens, so do not add it once "
        + "for good: keep it in a property, add it in viewWillAppear(_:) and take it out in viewWillDisappear(_:)"

    private static func advice(_ kind: FreshInsertion.Kind) -> String {
        switch kind {
        case .constraint: return "make them once, in viewDidLoad(), and change their constants here"
        case .layer: return "add it once (viewDidLoad(), or a stored property) and only set its frame here"
        default: return "add it once, in viewDidLoad() or a stored property, and only update it here"
        }
    }
}
