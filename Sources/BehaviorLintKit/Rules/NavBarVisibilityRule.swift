// PLACEHOLDER: replaced by the real rule implementation.
public struct NavBarVisibilityRule: Rule {
    public static let descriptor = RuleDescriptor(
        id: "nav-bar-visibility", defaultSeverity: .warning, scope: .file, fixable: true, summary: "TODO")
    public init() {}
    public func check(_ context: RuleContext) -> [Finding] { [] }
}
