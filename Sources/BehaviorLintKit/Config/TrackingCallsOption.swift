/// screen-tracking's `calls` option: the calls that count as tracking. It is set in that rule's
/// section, but defined here, below the rules, because the index reads it too: it classifies every
/// lifecycle statement's tracking calls once (`ProjectIndex.trackingCalls`), for every rule and fix.
public enum TrackingCallsOption {
    /// The section the option is set in: screen-tracking's, whose descriptor lists the option.
    public static let section = "screen-tracking"

    public static let option = RuleOption(
        name: "calls", kind: .list,
        defaultValue: "track*, *.track*, log*Event, *.log*Event, logScreen*, *.logScreen*, *Analytics*.*, "
            + "screenView, *.screenView, *.sendScreen*, Pixel.fire",
        summary: "Glob patterns over `receiver.method` of the calls that count as tracking")

    /// The patterns `rules` configure: the default when the section is absent, and also when the
    /// rule is off, since other rules still tell tracking from other chores by them.
    public static func patterns(in rules: RuleConfiguration) -> [String] {
        (rules.settings[section] ?? RuleSettings(severity: .warning)).list(option)
    }
}
