/// `unstopped-timer`: a screen starts a repeating timer that holds it (`RepeatingTimer`) in
/// `viewDidLoad()` or an appear hook, or in a method of its own class one of them calls, and
/// nothing of the screen's or of a project superclass's stops a timer but the timer's own handler,
/// the method that starts it and `deinit`. The run loop holds the timer and the timer the screen:
/// it fires on after the user has left, and the screen is never freed (so `deinit` never stops
/// it); started on appearing, one more runs each time.
public struct UnstoppedTimerRule: Rule {
    public static let descriptor = RuleDescriptor(
        id: "unstopped-timer", kind: .defect, defaultSeverity: .warning, scope: .file, fixable: false,
        summary:
            "A screen starts a repeating timer that holds it (target: self, or a block that captures self) in viewDidLoad or an appear hook, and nothing but the timer's own handler or deinit ever stops it: the timer keeps firing after the screen is covered or gone, and keeps the screen in memory."
    )

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        // Most files schedule no timer: one look at their calls, before any statement is read.
        guard let fileIndex = context.fileIndex, let file = context.file,
            file.functions.contains(where: { $0.calls.contains { $0.name == "scheduledTimer" } })
        else { return [] }
        let project = context.project
        var findings: [Finding] = []
        var reported: Set<Int> = []
        for override in context.lifecycleOverrides where override.hook == .viewDidLoad || override.hook.isAppearance {
            let function = project.function(override)
            // The hook's statements, and those of the screen's own methods it calls (`runTimer()`).
            // With the method that holds each statement, and whether that method stops the last timer
            // before it starts the next (then the appearances start no more than one).
            var candidates: [(statement: Statement, syntax: StatementSyntax, starter: String, restarts: Bool)] = []
            let hookRestarts = function.calls.contains(where: RepeatingTimer.invalidates)
            for (statement, syntax) in zip(function.statements, override.syntaxes) {
                candidates.append((statement, syntax, function.name, hookRestarts))
                if let helper = OwnHelperCall(syntax, ofClass: override.className, project: project),
                    helper.file == fileIndex
                {
                    let restarts = helper.statements.contains { $0.calls.contains(where: RepeatingTimer.invalidates) }
                    candidates += zip(helper.statements, helper.syntaxes).map { ($0, $1, helper.name, restarts) }
                }
            }
            for (statement, syntax, starter, restarts) in candidates where !reported.contains(statement.span.start) {
                guard let start = RepeatingTimer.start(in: syntax),
                    !Self.stopsTheTimer(override.className, besides: [start.handler, starter], project: project)
                else { continue }
                reported.insert(statement.span.start)
                findings.append(
                    context.finding(
                        Self.self, file: fileIndex, span: statement.span,
                        message: Self.message(
                            className: override.className, in: function,
                            startsOneMore: override.hook.isAppearance && !restarts),
                        hostClass: override.className, hook: override.hook, condition: statement.condition,
                        fingerprintText: syntax.displayText()))
            }
        }
        return findings
    }

    /// Whether a method of `className` or of a project superclass stops a timer (a disappear hook,
    /// a close button's action, a static `stop()`), other than `deinit`, which never runs while the
    /// timer holds the screen, the timer's own handler (a countdown that ends itself runs on when
    /// the user leaves first) and `starter` methods (which stop the last timer to start the next).
    private static func stopsTheTimer(_ className: String, besides starters: [String?], project: ProjectIndex)
        -> Bool
    {
        let others = Set(starters.compactMap { $0 } + ["deinit"])
        return ([className] + project.projectAncestry(of: className)).contains { name in
            (project.functionsByClass[name] ?? []).contains { method in
                let function = project.files[method.file].functions[method.function]
                return !others.contains(function.name) && function.calls.contains(where: RepeatingTimer.invalidates)
            }
        }
    }

    private static func message(className: String, in function: FunctionDeclaration, startsOneMore: Bool) -> String {
        "\(className) starts a repeating timer that holds it in \(function.signature) and stops it nowhere but in its "
            + "own handler or deinit: the run loop keeps the timer and the timer keeps the screen, so it fires on after the user "
            + "has left (and the screen is never freed, so deinit cannot stop it)"
            + (startsOneMore ? ", and each appearance starts one more" : "")
            + "; invalidate it in viewWillDisappear(_:) and start it again in viewWillAppear(_:) if the screen needs it"
    }
}
