/// The command line's say over which rules run (`--only`, `--enable`, `--disable`), applied on top
/// of the configuration: the last word on a rule's severity before linting.
public struct RuleSelection: Equatable, Sendable {
    public var only: [String] = []
    public var enable: [String] = []
    public var disable: [String] = []

    public init(only: [String] = [], enable: [String] = [], disable: [String] = []) {
        self.only = only
        self.enable = enable
        self.disable = disable
    }

    /// Applies the selection to `rules`; returns a problem (with a suggestion) for an unknown rule id.
    public func apply(to rules: inout RuleConfiguration) -> String? {
        let known = RuleRegistry.all.map { $0.descriptor } + EngineFindings.all
        let ids = known.map(\.id)
        for (option, selected) in [("--only", only), ("--enable", enable), ("--disable", disable)] {
            for id in selected where !ids.contains(id) {
                var message = "unknown rule '\(id)' in \(option)"
                if let suggestion = Suggestion.closest(to: id, among: ids) {
                    message += " — did you mean '\(suggestion)'?"
                }
                return message
            }
        }
        let only = Set(only)
        for descriptor in known {
            var settings = rules.settings[descriptor.id] ?? RuleSettings(severity: descriptor.defaultSeverity)
            if !only.isEmpty && !only.contains(descriptor.id)
                && !EngineFindings.all.contains(where: { $0.id == descriptor.id })
            {
                settings.severity = .off
            }
            if enable.contains(descriptor.id) || only.contains(descriptor.id), settings.severity == .off {
                settings.severity = descriptor.defaultSeverity == .off ? .warning : descriptor.defaultSeverity
            }
            if disable.contains(descriptor.id) { settings.severity = .off }
            rules.settings[descriptor.id] = settings
        }
        return nil
    }
}
