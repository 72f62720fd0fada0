// PLACEHOLDER: replaced by the real rule implementation.
public struct SlowArrayConcatRule: Rule {
    public static let descriptor = RuleDescriptor(
        id: "slow-array-concat", defaultSeverity: .warning, scope: .file, fixable: true, summary: "TODO")
    public init() {}
    public func check(_ context: RuleContext) -> [Finding] { [] }
}
