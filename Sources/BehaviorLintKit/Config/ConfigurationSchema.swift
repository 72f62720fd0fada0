/// A key of the configuration file outside the rule sections (top level or `[behaviors]`): what it
/// accepts, its default and one line of documentation. Rule sections are described by
/// `RuleDescriptor.options` instead, so a rule's options live next to its code.
public struct ConfigurationKey: Sendable {
    /// What a value must look like.
    public enum Value: Sendable, Equatable {
        /// Comma-separated glob patterns; `allowsEmpty` is false where an empty list is a mistake.
        case globs(allowsEmpty: Bool)
        /// Comma-separated reporter names.
        case reporters
        /// `true` or `false`.
        case boolean
        /// A path, relative to the configuration file's folder.
        case path
        /// A path to a Swift file, relative to `output-directory`.
        case swiftFile
        /// A Swift type name.
        case identifier
        /// One of the given words.
        case choice([String])
    }

    public var name: String
    public var value: Value
    /// The default as written in `.lintrc`; nil when the key has no default (unset means
    /// something of its own, such as choosing the reporter from the environment).
    public var defaultValue: String?
    public var summary: String
}

/// Every key and section the configuration file understands, in the order `init` and
/// `--print-config` write them. The parser, the `init` template, `--print-config` and the test
/// that keeps `.lintrc.example` complete all read this list, so none of them can drift.
public enum ConfigurationSchema {
    /// The configuration file's name, looked for from the linted paths upward.
    public static let fileName = ".lintrc"
    /// The section of the settings that `fix` uses to generate behaviors.
    public static let behaviorsSection = "behaviors"
    /// The key every rule section has, besides the rule's options.
    public static let severityKey = "severity"

    /// Reporter names, from the reporter registry.
    public static var reporterNames: [String] { ReporterRegistry.ids }

    public static let topLevel: [ConfigurationKey] = [
        ConfigurationKey(
            name: "include", value: .globs(allowsEmpty: false), defaultValue: "**/*.swift",
            summary: "Files to lint: glob patterns relative to this file's folder (** any folders, "
                + "* and ? within a name, [a-z] sets)."),
        ConfigurationKey(
            name: "exclude", value: .globs(allowsEmpty: true), defaultValue: "",
            summary: "Files and folders to skip, as patterns like include's; a folder that matches "
                + "skips everything in it. .build, Pods, Carthage, DerivedData and hidden folders "
                + "are always skipped."),
        ConfigurationKey(
            name: "reporter", value: .reporters, defaultValue: nil,
            summary: "Output format: " + reporterNames.joined(separator: ", ")
                + "; ID:PATH writes to a file (relative to this file's folder). "
                + "Unset: xcode, or github when GITHUB_ACTIONS=true."),
        ConfigurationKey(
            name: "strict", value: .boolean, defaultValue: "false",
            summary: "true: warnings fail the run too (exit status 1), as --strict."),
        ConfigurationKey(
            name: "baseline", value: .path, defaultValue: nil,
            summary: "A baseline file (relative to this file's folder): findings recorded in it "
                + "are not reported. Write one with --write-baseline."),
    ]

    public static let behaviors: [ConfigurationKey] = [
        ConfigurationKey(
            name: "protocol", value: .identifier, defaultValue: "ViewControllerLifecycleBehavior",
            summary: "The behavior protocol that fix uses, or generates when the project has none."),
        ConfigurationKey(
            name: "hook-style", value: .choice(BehaviorSettings.HookStyle.allCases.map(\.rawValue)),
            defaultValue: BehaviorSettings.HookStyle.moment.rawValue,
            summary: "Names of the protocol's hooks: moment (beforeAppearing, afterAppearing, …) "
                + "or uikit (viewWillAppear(viewController:), …)."),
        ConfigurationKey(
            name: "output-directory", value: .path, defaultValue: "Behaviors",
            summary: "Where fix writes generated behaviors (and the support file) for screens under no "
                + "Package.swift or Xcode project, relative to this file's folder; in a module they go beside their hosts."
        ),
        ConfigurationKey(
            name: "support-file", value: .swiftFile, defaultValue: "LifecycleBehaviors.swift",
            summary: "The file that holds the protocol and the addBehaviors(_:) extension, "
                + "one per module (inside output-directory when there is no module)."),
    ]

    /// The rules, in catalogue order, then the run's own findings (`unused-suppression`,
    /// `unreadable-file`): one section each.
    public static var rules: [RuleDescriptor] { RuleRegistry.all.map { $0.descriptor } + EngineFindings.all }

    /// Every section name: the rule ids, then `behaviors`.
    public static var sectionNames: [String] { rules.map(\.id) + [behaviorsSection] }

    static func topLevelKey(_ name: String) -> ConfigurationKey? { topLevel.first { $0.name == name } }
    static func behaviorsKey(_ name: String) -> ConfigurationKey? { behaviors.first { $0.name == name } }
}
