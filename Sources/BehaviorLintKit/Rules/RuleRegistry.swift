/// Every rule behavior-lint knows, in catalogue order: defects first, then performance, then
/// refactoring opportunities (`RuleKind.reportRank`), which is also the order in which a finding
/// several rules see names them.
public enum RuleRegistry {
    public static let all: [any Rule.Type] = [
        LifecycleSuperCallRule.self,
        UnbalancedAppearanceChangeRule.self,
        UnusedContainerDelegateRule.self,
        ViewPileUpRule.self,
        DirectLifecycleCallRule.self,
        UnstoppedTimerRule.self,
        BehaviorAttachSiteRule.self,
        SlowArrayConcatRule.self,
        NavBarVisibilityRule.self,
        NavBarAppearanceRule.self,
        ScreenTrackingRule.self,
        ObserverLifecycleRule.self,
        RepeatedLifecycleConcernRule.self,
        BaseClassSprawlRule.self,
    ]

    public static func rule(id: String) -> (any Rule.Type)? {
        all.first { $0.descriptor.id == id }
    }

    public static var ids: [String] { all.map { $0.descriptor.id } }
}
