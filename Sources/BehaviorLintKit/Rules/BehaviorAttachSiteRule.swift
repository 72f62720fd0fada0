// PLACEHOLDER: replaced by the real rule implementation.
public struct BehaviorAttachSiteRule: Rule {
    public static let descriptor = RuleDescriptor(
        id: "behavior-attach-site", defaultSeverity: .warning, scope: .file, fixable: false, summary: "TODO")
    public init() {}
    public func check(_ context: RuleContext) -> [Finding] { [] }
}
