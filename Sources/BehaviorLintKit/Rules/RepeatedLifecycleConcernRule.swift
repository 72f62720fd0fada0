// PLACEHOLDER: replaced by the real rule implementation.
public struct RepeatedLifecycleConcernRule: Rule {
    public static let descriptor = RuleDescriptor(
        id: "repeated-lifecycle-concern", defaultSeverity: .warning, scope: .project, fixable: true, summary: "TODO")
    public init() {}
    public func check(_ context: RuleContext) -> [Finding] { [] }
}
