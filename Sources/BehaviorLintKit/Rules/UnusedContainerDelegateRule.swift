/// `unused-container-delegate`: a lifecycle hook (or a method of the screen's own class it calls)
/// makes the screen the delegate of its navigation controller, its tab bar controller or the
/// navigation controller's swipe-back gesture, and neither the screen, its project superclasses nor
/// its subclasses implement a method of that delegate protocol (`BorrowedContainerDelegate`). A
/// container then calls nothing on the screen: the line only takes its delegate away; the swipe-back
/// gesture, its own delegate gone, begins on the stack's first screen too; and so it does when
/// that first screen (`ProjectIndex.isRootScreen`) empties the gesture's delegate itself.
public struct UnusedContainerDelegateRule: Rule {
    public static let descriptor = RuleDescriptor(
        id: "unused-container-delegate", kind: .defect, defaultSeverity: .warning, scope: .file, fixable: true,
        summary:
            "A screen makes itself the delegate of its navigation or tab bar controller, or of the swipe-back gesture, but implements none of the delegate's methods (for the gesture, none that can refuse to let it begin): it only takes the delegate from whoever had it (the gesture's own refuses to begin on the stack's first screen), and leaves none once it is gone; or the first screen of a stack empties the swipe-back gesture's delegate."
    )

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        guard let fileIndex = context.fileIndex else { return [] }
        let project = context.project
        var findings: [Finding] = []
        var reported: Set<Int> = []
        // Each screen's hooks, and the steps a project superclass's hook calls that the screen
        // overrides (`attribute()` in the base's viewDidLoad()): statements of that hook of the screen.
        var sites:
            [(className: String, hook: LifecycleHook, function: FunctionDeclaration, syntaxes: [StatementSyntax])] =
                context.lifecycleOverrides.map { ($0.className, $0.hook, project.function($0), $0.syntaxes) }
        sites += context.templateHookOverrides.map {
            ($0.className, $0.step.hook, project.files[$0.step.file].functions[$0.step.function], $0.step.syntaxes)
        }
        for site in sites where !project.isNavigationController(site.className) {
            // An appear hook that turns the gesture off first: on this screen it cannot begin.
            var disabledOnAppearing = false
            for (statement, syntax) in zip(site.function.statements, site.syntaxes) {
                if site.hook.isAppearance && BorrowedContainerDelegate.disablesPopGesture(syntax) {
                    disabledOnAppearing = true
                }
                // The hook's statement, or those of the screen's own method it calls (`setDelegate()`).
                var candidates = [(statement: statement, syntax: syntax)]
                if let helper = OwnHelperCall(syntax, ofClass: site.className, project: project),
                    helper.file == fileIndex
                {
                    candidates += zip(helper.statements, helper.syntaxes).map { ($0, $1) }
                }
                for (statement, syntax) in candidates where !reported.contains(statement.span.start) {
                    // The first screen of a stack emptying the gesture's delegate when it shows, itself
                    // or through a step of the navigation controller's own called on it
                    // (`navigationController?.enableSwipeBack()`, declared in an extension anywhere).
                    let step = ContainerExtensionStep(syntax, project: project)
                    let gesture = step.map { $0.syntaxes.map { ($0, true) } } ?? [(syntax, false)]
                    if step != nil {
                        let disables = gesture.contains {
                            BorrowedContainerDelegate.disablesPopGesture($0.0, inContainer: $0.1)
                        }
                        disabledOnAppearing = disabledOnAppearing || (site.hook.isAppearance && disables)
                        guard !disables else { continue }
                    }
                    if !site.hook.isDisappearance, !disabledOnAppearing,
                        !BorrowedContainerDelegate.popGestureDelegateEmptiedBeforeScreens(project: project),
                        let emptied = gesture.lazy.compactMap({
                            read -> (syntax: StatementSyntax, chain: StatementSyntax.Chain)? in
                            BorrowedContainerDelegate.emptiedPopGestureDelegate(in: read.0, inContainer: read.1).map {
                                (read.0, $0)
                            }
                        }).first,
                        project.isRootScreen(site.className, codeIn: fileIndex)
                    {
                        reported.insert(statement.span.start)
                        findings.append(
                            context.finding(
                                Self.self, file: fileIndex, span: statement.span,
                                message: Self.emptiedOnRootMessage(
                                    className: site.className, in: site.function, through: step?.name),
                                hostClass: site.className, hook: site.hook, condition: statement.condition,
                                fingerprintText: emptied.syntax.displayText(of: emptied.chain.extent) + "|first screen")
                        )
                        continue
                    }
                    if step != nil { continue }
                    guard
                        let assignment = BorrowedContainerDelegate.unanswered(
                            in: syntax, of: site.className, project: project)
                    else { continue }
                    reported.insert(statement.span.start)
                    findings.append(
                        context.finding(
                            Self.self, file: fileIndex, span: statement.span,
                            message: Self.message(
                                assignment.container, className: site.className, in: site.function,
                                isFirstScreen: project.isRootScreen(site.className, codeIn: fileIndex)),
                            hostClass: site.className, hook: site.hook, condition: statement.condition,
                            // Fix deletes a statement that is the assignment alone, not a block holding it,
                            // and only where nothing but the delegate changes: a swipe-back gesture the
                            // screen took over may be one it means to allow where UIKit's would refuse.
                            verdict: .fixable(
                                unless: assignment.isWholeStatement(of: syntax)
                                    && assignment.container.isInertWithoutMethods ? nil : .noSafeRewrite),
                            fingerprintText: syntax.displayText(of: assignment.chain.extent)))
                }
            }
        }
        findings += inheritedHelperFindings(context, fileIndex: fileIndex, reported: reported)
        return findings
    }

    /// A method of a class in this file that takes the swipe-back gesture's delegate, called by the
    /// lifecycle hooks of its subclasses (a base class's `setArrowBack(imageArrow:)`): one finding,
    /// at the method's statement, with a note at each subclass's call. Every calling screen takes
    /// the gesture; the fix is the method's, once.
    private func inheritedHelperFindings(_ context: RuleContext, fileIndex: Int, reported: Set<Int>) -> [Finding] {
        let project = context.project
        let file = project.files[fileIndex]
        var findings: [Finding] = []
        for function in file.functions where function.lifecycleHook == nil && !function.isStatic {
            guard !function.statements.isEmpty, let typeIndex = function.typeIndex else { continue }
            let owner = file.types[typeIndex].ownerName(in: file.types)
            guard !project.isNavigationController(owner) else { continue }
            // The statement that takes the gesture first (few methods have one), then who calls it.
            guard
                let (statement, syntax, assignment) = function.statements.lazy.compactMap({
                    statement -> (Statement, StatementSyntax, BorrowedContainerDelegate)? in
                    // Only a statement that names the gesture is read through its chains.
                    guard
                        statement.tokens.contains(where: {
                            file.statementTokens.isText($0, "interactivePopGestureRecognizer")
                        })
                    else { return nil }
                    let syntax = file.syntax(statement)
                    guard !reported.contains(statement.span.start),
                        let assignment = BorrowedContainerDelegate.unanswered(in: syntax, of: owner, project: project),
                        assignment.container == .popGesture
                    else { return nil }
                    return (statement, syntax, assignment)
                }).first
            else { continue }
            let callers = project.allSubclasses(of: owner).flatMap { subclass in
                project.lifecycleOverrides(ofClass: subclass).filter(context.isScreenHook).flatMap { override in
                    zip(project.function(override).statements, override.syntaxes).filter { _, syntax in
                        syntax.soleCallOfOwnMethod.map { $0.name == function.name && $0.labels == function.labels }
                            ?? false
                    }.map { (override: override, statement: $0.0) }
                }
            }
            .sorted {
                (project.files[$0.override.file].path, $0.statement.span.start)
                    < (project.files[$1.override.file].path, $1.statement.span.start)
            }
            guard !callers.isEmpty else { continue }
            findings.append(
                context.finding(
                    Self.self, file: fileIndex, span: statement.span,
                    message: Self.inheritedHelperMessage(
                        owner: owner, method: function.signature,
                        screens: Set(callers.map(\.override.className)).count),
                    hostClass: owner, condition: statement.condition,
                    notes: callers.map {
                        Finding.Note(
                            path: project.files[$0.override.file].path, location: $0.statement.span.startLocation,
                            message: "\($0.override.className) calls it in \(project.function($0.override).signature)")
                    },
                    fingerprintText: syntax.displayText(of: assignment.chain.extent) + "|inherited helper"))
        }
        return findings
    }

    private static func inheritedHelperMessage(owner: String, method: String, screens: Int) -> String {
        "\(owner).\(method) makes the screen that calls it the delegate of its navigation controller's swipe-back "
            + "gesture, and \(screens) \(screens == 1 ? "screen calls" : "screens call") it from lifecycle hooks (notes), but "
            + "\(owner) implements no method that can refuse to let the gesture begin (gestureRecognizerShouldBegin(_:), "
            + "gestureRecognizer(_:shouldReceive:)): the gesture's own delegate, the navigation controller, which refuses "
            + "to begin on the stack's first screen, is gone, so once such a screen is popped (the weak delegate then "
            + "nil) a swipe on the first screen begins with nothing to pop and the navigation controller stops "
            + "responding; in \(method) keep the delegate the gesture had and give it back when the screen disappears, "
            + "or let one navigation controller subclass own the gesture and refuse it on the first screen"
    }

    private static func emptiedOnRootMessage(
        className: String, in hook: FunctionDeclaration, through step: String? = nil
    )
        -> String
    {
        "\(className) empties the swipe-back gesture's delegate in \(hook.signature)"
            + (step.map { " (through the navigation controller's \($0)())" } ?? "") + " and is the first screen of its "
            + "stack: the navigation controller, the delegate that refuses to begin there, is gone, so a swipe on this "
            + "screen begins with nothing to pop and the navigation controller stops responding; leave the delegate "
            + "alone on the first screen, or answer gestureRecognizerShouldBegin(_:) with whether the stack holds more "
            + "than one screen"
    }

    private static func message(
        _ container: ContainerDelegate, className: String, in hook: FunctionDeclaration, isFirstScreen: Bool
    ) -> String {
        // Of the gesture's delegate methods, only those that can refuse to let it begin stand in for
        // the navigation controller's own delegate.
        let taken =
            "\(className) makes itself the delegate of its \(container.ownerNoun) in \(hook.signature) but implements "
            + (container.isInertWithoutMethods
                ? "no \(container.protocolName) method"
                : "no method that can refuse to let it begin (gestureRecognizerShouldBegin(_:), "
                    + "gestureRecognizer(_:shouldReceive:))")
        // The first screen of a stack is never popped: the freeze is on the screen itself, and
        // giving the delegate back when it disappears cannot guard it.
        if !container.isInertWithoutMethods && isFirstScreen {
            return taken
                + " and is the first screen of its stack: the gesture's own delegate, the navigation controller, which "
                + "refuses to begin on a stack's first screen, is gone, so a swipe on this very screen begins with nothing "
                + "to pop and the navigation controller stops responding; answer gestureRecognizerShouldBegin(_:) with "
                + "whether the stack holds more than one screen, or delete the line"
        }
        guard container.isInertWithoutMethods else {
            return taken
                + ": the gesture's own delegate, the navigation controller, which refuses to begin on the stack's "
                + "first screen, is gone, so once this screen is popped (the weak delegate then nil) a swipe on the "
                + "first screen begins with nothing to pop and the navigation controller stops responding; keep the "
                + "delegate the gesture had and give it back in viewWillDisappear(_:) (taking it again in "
                + "viewWillAppear(_:), so the screen can be swiped back after one pushed over it is popped), or let "
                + "one navigation controller subclass own the gesture and refuse it on the first screen; delete the "
                + "line if the screen needs no swipe back of its own"
        }
        return taken
            + ": the \(container.ownerNoun) calls nothing on it, so the line only replaces any delegate it has (the "
            + "container itself, a coordinator, a transition animator) and leaves it none once the screen is gone; "
            + "delete the line, or implement the methods it was copied for"
    }
}
