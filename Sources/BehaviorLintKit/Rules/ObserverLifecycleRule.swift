// PLACEHOLDER: replaced by the real rule implementation.
public struct ObserverLifecycleRule: Rule {
    public static let descriptor = RuleDescriptor(
        id: "observer-lifecycle", defaultSeverity: .warning, scope: .file, fixable: true, summary: "TODO")
    public init() {}
    public func check(_ context: RuleContext) -> [Finding] { [] }
}
