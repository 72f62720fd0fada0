/// Flags lifecycle overrides that break the chain to the superclass: no `super.<sameHook>` call,
/// one only inside a closure, or a call to a different hook on `super` (`super.viewDidDisappear`
/// inside `viewWillDisappear`). `loadView()` is the exception the other way round: it must not
/// call `super.loadView()`.
public struct LifecycleSuperCallRule: Rule {
    public static let reportEmptySuper = RuleOption(
        name: "report-empty-super", kind: .boolean, defaultValue: "false",
        summary:
            "Also report super calls that skip or waste nothing: a missing super call whose skipped implementation is an Apple framework view controller's viewDidLoad, traitCollectionDidChange or didReceiveMemoryWarning, a plain UIViewController's appearance callback, or a transition no child hears, and super.loadView() in a loadView()."
    )

    public static let descriptor = RuleDescriptor(
        id: "lifecycle-super-call", kind: .defect, defaultSeverity: .warning, scope: .file, fixable: true,
        summary:
            "A lifecycle override that calls a different hook on super, or skips super's implementation of the same hook where that does real work (the appearance callbacks of a UIKit container, of a screen with children or of an app that replaces them at run time, a size or trait transition a child hears, a library's class or the project's own superclass).",
        options: [reportEmptySuper])

    /// Statements whose braces are blocks, not closures: a call in them runs in the override.
    private static let controlFlowKeywords: Set<String> = ["if", "guard", "switch", "for", "while", "do", "repeat"]

    /// A `super.<hook>(…)` call in an override, and whether it runs as part of the override's body.
    private struct SuperCall {
        var call: Call
        /// False when the call sits only inside a closure (not a `defer`, `if`, `for`, … block).
        var runsInBody: Bool
        /// In an `if`, `guard` or `switch` block of the override: it runs on one path only.
        var inBranch: Bool
        var condition: String?

        var signature: String { call.name + "(" + call.labelText + ")" }
        var text: String { "super." + signature }
    }

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        guard let fileIndex = context.fileIndex else { return [] }
        var findings: [Finding] = []
        for override in context.lifecycleOverrides {
            let function = context.project.function(override)
            guard let body = function.body else { continue }
            // A local function or type declared in the hook (a `func viewWillAppear` left inside
            // `viewDidLoad()` by a misplaced brace) runs nothing where it is written.
            let superCalls = zip(function.statements, override.syntaxes).filter { !$0.1.declaresLocalFunctionOrType }
                .flatMap { statement, syntax in
                    statement.calls.filter { $0.receiver == "super" && LifecycleHook(methodName: $0.name) != nil }.map {
                        SuperCall(
                            call: $0,
                            runsInBody: !$0.inClosure || statement.isDefer || Self.isControlFlow(syntax),
                            inBranch: Self.isBranch(syntax), condition: statement.condition)
                    }
                }
            let header = SourceSpan(
                start: function.declaration.start, end: body.start,
                startLocation: function.declaration.startLocation, endLocation: body.startLocation)
            let same = superCalls.filter { $0.call.name == override.hook.rawValue }
            let skipped = Self.implementer(of: override, in: context.project)
            let reportsEverything = context.settings.boolean(Self.reportEmptySuper)
            // What the skipped implementation does: a project superclass's override does the
            // project's work (unless it only sets what the override sets again, or builds a view
            // the override replaces with one it builds of the same members), a framework
            // class's what `AppleViewControllers` says.
            let skipsRealWork =
                Self.forwardsToChildren(override, project: context.project)
                    || Self.skipsReplacedHook(override, swizzling: context.project.appearanceSwizzling)
                    || skipped.isProjectClass
                ? (override.hook.isAppearance || override.hook.isDisappearance
                    || !(OverwrittenSuperWork.holds(
                        override: override, implementer: skipped.name!, project: context.project)
                        || ReplacedView.holds(override: override, implementer: skipped.name!, project: context.project)))
                : skipped.name.map { AppleViewControllers.doesRealWork(override.hook, in: $0) }
                    ?? (override.hook.isAppearance || override.hook.isDisappearance)
            let problem: Problem?
            if override.hook == .loadView && !skipped.isProjectClass {
                guard reportsEverything else { continue }
                // Only a plain view controller's `loadView()` is one to replace: a container's
                // (`UITableViewController`, `UINavigationController`) or a library class's builds
                // views the subclass relies on, and a call in a branch (`if nibName != nil`) loads
                // the nib when there is one.
                let replaceable = skipped.name.map(Self.plainViewControllers.contains) ?? false
                problem = same.first { !$0.inBranch }.flatMap {
                    replaceable
                        ? Self.loadViewProblem(
                            $0, syntaxes: override.syntaxes, host: override.className,
                            fromStoryboard: context.project.isStoryboardScene(override.className)) : nil
                }
            } else if same.isEmpty && override.hook.doesNothing(in: skipped.name) && !skipped.isProjectClass {
                // The framework documents these as doing nothing: skipping them skips nothing.
                problem =
                    superCalls.isEmpty
                    ? nil
                    : Self.problem(
                        same: same, other: superCalls, function: function,
                        override: override, skipped: skipped.name)
            } else {
                problem = Self.problem(
                    same: same, other: superCalls.filter { $0.call.name != override.hook.rawValue },
                    function: function, override: override, skipped: skipped.name,
                    swizzling: context.project.appearanceSwizzling)
            }
            guard let problem, problem.kind != "missing" || skipsRealWork || reportsEverything else { continue }
            // An empty override of a project superclass's hook does nothing but switch the parent's
            // work off: it is written for that, and a super call would undo it.
            if problem.kind == "missing", skipped.isProjectClass, function.statements.isEmpty { continue }
            findings.append(
                context.finding(
                    Self.self, file: fileIndex, span: header, message: problem.message, hostClass: override.className,
                    hook: override.hook, condition: problem.calls.first?.condition ?? function.condition,
                    verdict: .fixable(unless: problem.fixable ? nil : .noSafeRewrite),
                    notes: problem.calls.map {
                        Finding.Note(
                            path: context.project.files[fileIndex].path, location: $0.call.location,
                            message: "\($0.text) is called here")
                    }
                        + (problem.skipsSwizzledCode
                            ? context.project.appearanceSwizzling.map {
                                [
                                    Finding.Note(
                                        path: $0.path, location: $0.location,
                                        message: "the app replaces \($0.hook) here")
                                ]
                            } ?? [] : []),
                    fingerprintText: problem.kind + " " + problem.calls.map { $0.text }.joined(separator: " ")))
        }
        return findings
    }

    /// What is wrong with one override: the message, the calls it points at, and whether `fix` can mend it.
    private struct Problem {
        var kind: String
        var calls: [SuperCall]
        var fixable: Bool
        var message: String
        /// A missing super call of a hook the app replaces at run time in every view controller.
        var skipsSwizzledCode = false
    }

    /// The class whose implementation of the override's hook its class skips without the super
    /// call: the nearest project superclass that overrides it, else the framework class it descends from.
    private static func implementer(of override: ProjectIndex.LifecycleOverride, in project: ProjectIndex)
        -> (name: String?, isProjectClass: Bool)
    {
        var current = project.superclass(of: override)
        var seen: Set<String> = [override.className]
        // The class each name means from where it is written: an app's iOS and macOS targets, or a
        // monorepo's modules, often declare several classes of one name; only the overrides of the
        // one meant (those whose own file means it too) are the implementation the subclass skips.
        var seenFrom = override.file
        let framework = project.files[override.file].uiFramework
        while let name = current, seen.insert(name).inserted {
            guard project.classes[name] != nil else { return (name, false) }
            let declaration = project.classDeclaration(named: name, seenFrom: seenFrom)
            if project.lifecycleOverrides(ofClass: name).contains(where: { candidate in
                candidate.hook == override.hook
                    && (framework == nil || project.files[candidate.file].uiFramework.map { $0 == framework } ?? true)
                    && (declaration.map { meant in
                        project.classDeclaration(named: name, seenFrom: candidate.file)?.file == meant.file
                    } ?? true)
            }) {
                return (name, true)
            }
            current = declaration?.firstInherited ?? project.superclassOf[name]
            seenFrom = declaration?.file ?? seenFrom
        }
        return (nil, false)
    }

    private static func problem(
        same: [SuperCall], other: [SuperCall], function: FunctionDeclaration,
        override: ProjectIndex.LifecycleOverride, skipped: String?, swizzling: AppearanceSwizzling? = nil
    ) -> Problem? {
        let name = "\(override.className).\(function.signature)"
        let expected = "super.\(function.signature)"
        let forwarded = superCall(function, override.hook)
        if !other.isEmpty {
            let wrong = Array(Set(other.map { $0.text })).sorted().spokenList
            let wrongHooks = Array(Set(other.map { $0.signature })).sorted().spokenList
            if same.isEmpty {
                return Problem(
                    kind: "instead", calls: other, fixable: other.count == 1 && forwarded != nil,
                    message: "\(name) calls \(wrong) instead of \(expected), so the superclass skips its "
                        + "\(function.signature) work and runs its \(wrongHooks) work at the wrong moment; call \(forwarded ?? expected) instead"
                )
            }
            return Problem(
                kind: "besides", calls: other, fixable: false,
                message: "\(name) calls \(wrong) besides \(expected), so the superclass runs its \(wrongHooks) work "
                    + "at the wrong moment; remove \(wrong)")
        }
        if same.isEmpty {
            let superclass = skipped.map { "\($0)'s" } ?? "the superclass's"
            // An empty override does nothing but keep the superclass's from running: deleting it
            // is the call, and less code (one holding a comment gets the call instead).
            if function.statements.isEmpty && !function.holdsComments {
                return Problem(
                    kind: "missing", calls: [], fixable: true,
                    message: "\(name) is empty and never calls \(expected), so it only keeps \(superclass) "
                        + "\(function.signature) from running; delete the override")
            }
            // Why it matters when the skipped implementation is UIKit's own: the documentation's
            // requirement, and code the app itself runs in every screen's hook.
            var reasons: [String] = []
            // UIKit's documentation says so of the four appearance callbacks (not of viewIsAppearing(_:)).
            if let skipped, AppleViewControllers.isUIKitClass(skipped),
                [.viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear].contains(override.hook)
            {
                reasons.append("UIKit requires every override of \(function.signature) to call super")
            }
            let skipsSwizzledCode = skipsReplacedHook(override, swizzling: swizzling)
            if let swizzling, skipsSwizzledCode {
                reasons.append(
                    "the app replaces \(swizzling.hook) of every view controller at run time "
                        + "(\(swizzling.path):\(swizzling.location.line)), and this screen skips that code too")
            }
            return Problem(
                kind: "missing", calls: [], fixable: forwarded != nil,
                message: "\(name) never calls \(expected), so \(superclass) \(function.signature) never runs"
                    + (reasons.isEmpty ? "" : " (" + reasons.joined(separator: "; ") + ")") + "; "
                    + "call \(forwarded ?? expected) as its first statement"
                    + (forwarded == nil ? " (name the parameter to pass it on)" : ""),
                skipsSwizzledCode: skipsSwizzledCode)
        }
        if !same.contains(where: { $0.runsInBody }) {
            return Problem(
                kind: "closure", calls: same, fixable: false,
                message: "\(name) calls \(expected) only inside a closure, which may run late or never; "
                    + "call \(forwarded ?? expected) directly as its first statement")
        }
        return nil
    }

    /// UIKit documents that a custom `loadView()` creates the view itself and must not call super.
    /// A storyboard's screen is the exception: super loads its scene's view and connects its outlets,
    /// and what follows builds on them (unless it assigns another view, throwing that one away).
    private static func loadViewProblem(
        _ call: SuperCall, syntaxes: [StatementSyntax], host: String, fromStoryboard: Bool
    ) -> Problem? {
        let assignsView = syntaxes.contains { syntax in
            syntax.chains.contains { $0.assignedValue != nil && syntax.path($0) == ["view"] }
        }
        if fromStoryboard && !assignsView { return nil }
        let message =
            assignsView
            ? "\(host).loadView() calls super.loadView() and then assigns view, so super loads or creates a view "
                + "that is thrown away; remove super.loadView()"
            : "\(host).loadView() calls super.loadView(), which a custom loadView() must not do; create the root view "
                + "and assign it to view, or move the setup to viewDidLoad() and remove the override"
        return Problem(kind: "loadView", calls: [call], fixable: false, message: message)
    }

    /// `super.viewWillAppear(animated)` with the override's own parameters, or nil when a
    /// parameter has no name to pass on (`_ _: Bool`).
    private static func superCall(_ function: FunctionDeclaration, _ hook: LifecycleHook) -> String? {
        function.parameterNames.contains("_") ? nil : hook.superCall(arguments: function.parameterNames)
    }

    /// Whether `override` is a transition or an appearance callback of a screen that adds child
    /// view controllers (in its code, its project superclasses' or its subclasses') one of which
    /// handles that kind of moment itself: UIKit's implementation passes the new size or traits on
    /// to them, and UIKit documents the appearance callbacks as required of a container, whose
    /// children hear of their appearance with it (the hidden controller of attached behaviors
    /// among them).
    private static func forwardsToChildren(_ override: ProjectIndex.LifecycleOverride, project: ProjectIndex) -> Bool {
        let sameKind: (LifecycleHook) -> Bool
        if override.hook.isTransition {
            sameKind = { $0.isTransition }
        } else if override.hook.isAppearance || override.hook.isDisappearance {
            sameKind = { $0.isAppearance || $0.isDisappearance }
        } else {
            return false
        }
        let family =
            [override.className] + project.projectAncestry(of: override.className)
            + project.allSubclasses(of: override.className)
        if !override.hook.isTransition && family.contains(where: project.attachesBehaviors) { return true }
        return family.flatMap(project.children(of:)).contains { child in
            ([child] + project.projectAncestry(of: child)).contains { name in
                project.lifecycleOverrides(ofClass: name).contains { sameKind($0.hook) }
            }
        }
    }

    /// Whether the app replaces `override`'s hook of every view controller at run time (automatic
    /// screen tracking swizzles `viewDidAppear(_:)`): the screen that skips super skips that code.
    private static func skipsReplacedHook(_ override: ProjectIndex.LifecycleOverride, swizzling: AppearanceSwizzling?)
        -> Bool
    {
        swizzling.map { $0.hook == override.hook.rawValue + "(_:)" } ?? false
    }

    /// A statement such as `if animated { … }` whose braces are blocks of the override itself.
    private static func isControlFlow(_ statement: StatementSyntax) -> Bool {
        !statement.range.isEmpty && controlFlowKeywords.contains(statement.text(statement.first))
    }

    /// A statement such as `if nibName != nil { … }` that runs one of its blocks or none.
    private static func isBranch(_ statement: StatementSyntax) -> Bool {
        !statement.range.isEmpty && ["if", "guard", "switch"].contains(statement.text(statement.first))
    }

    /// The framework classes whose `loadView()` a subclass replaces rather than extends: UIKit's
    /// loads a nib or makes an empty view, and builds nothing the subclass relies on. AppKit's is
    /// not one: `NSViewController.loadView()` loads the nib, and AppKit documents overriding it to
    /// work before or after that load (its share-extension template calls super first).
    private static let plainViewControllers: Set<String> = ["UIViewController", "UIKit.UIViewController"]
}
