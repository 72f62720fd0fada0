/// Every rule behavior-lint knows, in catalogue order.
public enum RuleRegistry {
    public static let all: [any Rule.Type] = [
        NavBarVisibilityRule.self,
        NavBarAppearanceRule.self,
        ScreenTrackingRule.self,
        ObserverLifecycleRule.self,
        RepeatedLifecycleConcernRule.self,
        UnbalancedAppearanceChangeRule.self,
        BaseClassSprawlRule.self,
        SlowArrayConcatRule.self,
        LifecycleSuperCallRule.self,
        BehaviorAttachSiteRule.self,
    ]

    public static func rule(id: String) -> (any Rule.Type)? {
        all.first { $0.descriptor.id == id }
    }

    public static var ids: [String] { all.map { $0.descriptor.id } }
}
