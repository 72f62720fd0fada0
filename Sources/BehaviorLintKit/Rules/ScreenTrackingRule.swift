// PLACEHOLDER: replaced by the real rule implementation.
public struct ScreenTrackingRule: Rule {
    public static let descriptor = RuleDescriptor(
        id: "screen-tracking", defaultSeverity: .warning, scope: .file, fixable: true, summary: "TODO")
    public init() {}
    public func check(_ context: RuleContext) -> [Finding] { [] }
}
