/// `unstopped-timer`: a screen starts a repeating timer that holds it (`RepeatingTimer`) in
/// `viewDidLoad()` or an appear hook, or in a method of its own class one of them calls, and no
/// disappear hook of the screen or of a project superclass invalidates a timer. The run loop holds
/// the timer and the timer the screen: it fires on after the user has left, and the screen is
/// never freed (so `deinit` never stops it); started on appearing, one more runs each time.
public struct UnstoppedTimerRule: Rule {
    public static let descriptor = RuleDescriptor(
        id: "unstopped-timer", kind: .defect, defaultSeverity: .warning, scope: .file, fixable: false,
        summary:
            "A screen starts a repeating timer that holds it (target: self, or a block that captures self) in viewDidLoad or an appear hook, and invalidates no timer in its disappear hooks: the timer keeps firing after the screen is covered or gone, and keeps the screen in memory."
    )

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        guard let fileIndex = context.fileIndex else { return [] }
        let project = context.project
        var findings: [Finding] = []
        var reported: Set<Int> = []
        var stopsOnDisappearing: [String: Bool] = [:]
        for override in context.lifecycleOverrides where override.hook == .viewDidLoad || override.hook.isAppearance {
            let function = project.function(override)
            // The hook's statements, and those of the screen's own methods it calls (`runTimer()`).
            var candidates: [(statement: Statement, syntax: StatementSyntax)] = []
            for (statement, syntax) in zip(function.statements, override.syntaxes) {
                candidates.append((statement, syntax))
                if let helper = OwnHelperCall(syntax, ofClass: override.className, project: project),
                    helper.file == fileIndex
                {
                    candidates += zip(helper.statements, helper.syntaxes).map { ($0, $1) }
                }
            }
            for (statement, syntax) in candidates
            where !reported.contains(statement.span.start) && RepeatingTimer.startsHoldingSelf(syntax) {
                let stops =
                    stopsOnDisappearing[override.className]
                    ?? Self.invalidatesOnDisappearing(override.className, project: project)
                stopsOnDisappearing[override.className] = stops
                guard !stops else { break }
                reported.insert(statement.span.start)
                findings.append(
                    context.finding(
                        Self.self, file: fileIndex, span: statement.span,
                        message: Self.message(className: override.className, hook: override.hook, in: function),
                        hostClass: override.className, hook: override.hook, condition: statement.condition,
                        fingerprintText: syntax.displayText()))
            }
        }
        return findings
    }

    /// Whether a disappear hook of `className` or of a project superclass invalidates a timer,
    /// itself or through a method of its class it calls.
    private static func invalidatesOnDisappearing(_ className: String, project: ProjectIndex) -> Bool {
        ([className] + project.projectAncestry(of: className)).contains { name in
            project.lifecycleOverrides(ofClass: name).contains { override in
                guard override.hook.isDisappearance else { return false }
                return zip(project.function(override).statements, override.syntaxes).contains { statement, syntax in
                    RepeatingTimer.invalidates(statement)
                        || (OwnHelperCall(syntax, ofClass: name, project: project)?.statements.contains(
                            where: RepeatingTimer.invalidates) ?? false)
                }
            }
        }
    }

    private static func message(className: String, hook: LifecycleHook, in function: FunctionDeclaration) -> String {
        "\(className) starts a repeating timer that holds it in \(function.signature) and invalidates no timer when it "
            + "disappears: the run loop keeps the timer and the timer keeps the screen, so it fires on after the user "
            + "has left (and the screen is never freed, so deinit cannot stop it)"
            + (hook.isAppearance ? ", and each appearance starts one more" : "")
            + "; invalidate it in viewWillDisappear(_:) and start it again in viewWillAppear(_:) if the screen needs it"
    }
}
