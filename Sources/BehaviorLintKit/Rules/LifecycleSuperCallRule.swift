// PLACEHOLDER: replaced by the real rule implementation.
public struct LifecycleSuperCallRule: Rule {
    public static let descriptor = RuleDescriptor(
        id: "lifecycle-super-call", defaultSeverity: .warning, scope: .file, fixable: true, summary: "TODO")
    public init() {}
    public func check(_ context: RuleContext) -> [Finding] { [] }
}
