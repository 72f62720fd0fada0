// PLACEHOLDER: replaced by the real rule implementation.
public struct NavBarAppearanceRule: Rule {
    public static let descriptor = RuleDescriptor(
        id: "nav-bar-appearance", defaultSeverity: .warning, scope: .file, fixable: true, summary: "TODO")
    public init() {}
    public func check(_ context: RuleContext) -> [Finding] { [] }
}
