/// behavior-attach-site's `attach-method` option: the methods that attach behaviors to a view
/// controller. It is set in that rule's section, since it is what the rule checks, but defined
/// here, below the rules, because fix reads it too: the hosts it changes call the first name.
public enum AttachMethodOption {
    /// The section the option is set in: behavior-attach-site's, whose descriptor lists the option.
    public static let section = "behavior-attach-site"

    public static let option = RuleOption(
        name: "attach-method", kind: .list, defaultValue: "addBehaviors",
        summary: "Names of the methods that attach behaviors to a view controller")

    /// The attach methods `rules` configure: the default when the section is absent, and also
    /// when the rule is off, since fix still writes the call.
    public static func methods(in rules: RuleConfiguration) -> [String] {
        (rules.settings[section] ?? RuleSettings(severity: .warning)).list(option)
    }
}
