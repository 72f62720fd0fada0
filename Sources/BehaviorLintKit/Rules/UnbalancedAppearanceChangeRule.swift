// PLACEHOLDER: replaced by the real rule implementation.
public struct UnbalancedAppearanceChangeRule: Rule {
    public static let descriptor = RuleDescriptor(
        id: "unbalanced-appearance-change", defaultSeverity: .warning, scope: .file, fixable: false, summary: "TODO")
    public init() {}
    public func check(_ context: RuleContext) -> [Finding] { [] }
}
