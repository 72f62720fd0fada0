// PLACEHOLDER: replaced by the real rule implementation.
public struct BaseClassSprawlRule: Rule {
    public static let descriptor = RuleDescriptor(
        id: "base-class-sprawl", defaultSeverity: .warning, scope: .project, fixable: false, summary: "TODO")
    public init() {}
    public func check(_ context: RuleContext) -> [Finding] { [] }
}
