/// Which rules run and with which settings, and the `[behaviors]` section: the behavior protocol
/// decides what lint calls fixable as much as what fix writes, so both read it from here.
public struct RuleConfiguration: Sendable {
    public var settings: [String: RuleSettings]
    public var behaviors = BehaviorSettings()

    public init(settings: [String: RuleSettings], behaviors: BehaviorSettings = BehaviorSettings()) {
        self.settings = settings
        self.behaviors = behaviors
    }

    /// Every rule, and the run's own findings, at their default severity and options.
    public static var defaults: RuleConfiguration {
        RuleConfiguration(
            settings: Dictionary(
                uniqueKeysWithValues: (RuleRegistry.all.map { $0.descriptor } + EngineFindings.all).map {
                    ($0.id, RuleSettings(severity: $0.defaultSeverity))
                }))
    }

    /// Only the rule `id`, at its defaults overlaid with `values`.
    public static func only(_ id: String, values: [String: String] = [:]) -> RuleConfiguration {
        var configuration = RuleConfiguration(settings: [:])
        if let rule = RuleRegistry.rule(id: id) {
            configuration.settings[id] = RuleSettings(severity: rule.descriptor.defaultSeverity, values: values)
        }
        return configuration
    }

    /// Every rule's settings as one stable text, for cache keys.
    public var fingerprintText: String {
        settings.sorted { $0.key < $1.key }.map { $0.key + ":" + $0.value.fingerprintText }.joined(separator: "|")
            + "|behaviors:"
            + ConfigurationSchema.behaviors.map { $0.name + "=" + (behaviors.value(of: $0.name) ?? "") }.joined(
                separator: ";")
    }

    public func settings(for id: String) -> RuleSettings? {
        guard let settings = settings[id], settings.severity != .off else { return nil }
        return settings
    }
}
