/// `unused-container-delegate`: a lifecycle hook makes the screen its navigation (or tab bar)
/// controller's delegate, and neither the screen, its project superclasses nor its subclasses
/// implement a method of that delegate protocol (`BorrowedContainerDelegate`). The container calls
/// nothing on the screen; the line only takes the delegate from whoever had it.
public struct UnusedContainerDelegateRule: Rule {
    public static let descriptor = RuleDescriptor(
        id: "unused-container-delegate", kind: .defect, defaultSeverity: .warning, scope: .file, fixable: true,
        summary:
            "A screen makes itself its navigation or tab bar controller's delegate but implements none of the delegate's methods: it only takes the delegate from whoever had it, and leaves the container with none once it is gone."
    )

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        guard let fileIndex = context.fileIndex else { return [] }
        let project = context.project
        var findings: [Finding] = []
        for override in context.lifecycleOverrides where !project.isNavigationController(override.className) {
            let function = project.function(override)
            for (statement, syntax) in zip(function.statements, override.syntaxes) {
                guard
                    let assignment = BorrowedContainerDelegate.unanswered(
                        in: syntax, of: override.className, project: project)
                else { continue }
                let container = assignment.container
                findings.append(
                    context.finding(
                        Self.self, file: fileIndex, span: statement.span,
                        message:
                            "\(override.className) makes itself its \(container.containerNoun)'s delegate in \(function.signature) but implements no \(container.protocolName) method: the \(container.containerNoun) calls nothing on it, so the line only replaces any delegate it has (the container itself, a coordinator, a transition animator) and leaves it none once the screen is gone; delete the line, or implement the methods it was copied for",
                        hostClass: override.className, hook: override.hook, condition: statement.condition,
                        // Fix deletes a statement that is the assignment alone, not a block holding it.
                        verdict: .fixable(unless: assignment.isWholeStatement(of: syntax) ? nil : .noSafeRewrite),
                        fingerprintText: syntax.displayText(of: assignment.chain.extent)))
            }
        }
        return findings
    }
}
