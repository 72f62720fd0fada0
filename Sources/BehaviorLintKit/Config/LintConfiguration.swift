/// Everything a `.lintrc` says, with the defaults filled in: which files, which output, which
/// rules with which options, and how `fix` writes behaviors. Paths in it are as written, relative
/// to the configuration file's folder; `LoadedConfiguration` knows that folder.
public struct LintConfiguration: Sendable {
    /// Files to lint (default `**/*.swift`).
    public var include: [GlobPattern]
    /// Files and folders to skip (default none; the built-in folder excludes apply regardless).
    public var exclude: [GlobPattern]
    /// Reporter names in the order given; empty when unset, so the command can pick the default
    /// (xcode, or github under GitHub Actions).
    public var reporters: [String]
    /// Warnings fail the run.
    public var strict: Bool
    /// The baseline file, as written; nil when unset.
    public var baseline: String?
    /// Severity and options of every rule.
    public var rules: RuleConfiguration
    /// The `[behaviors]` section; kept with the rules, whose fixability depends on it.
    public var behaviors: BehaviorSettings {
        get { rules.behaviors }
        set { rules.behaviors = newValue }
    }

    /// The configuration used when there is no `.lintrc`.
    public static var defaults: LintConfiguration {
        LintConfiguration(
            include: [try! GlobPattern("**/*.swift")], exclude: [], reporters: [], strict: false,
            baseline: nil, rules: .defaults, behaviors: BehaviorSettings())
    }

    public init(
        include: [GlobPattern], exclude: [GlobPattern], reporters: [String], strict: Bool, baseline: String?,
        rules: RuleConfiguration, behaviors: BehaviorSettings
    ) {
        self.include = include
        self.exclude = exclude
        self.reporters = reporters
        self.strict = strict
        self.baseline = baseline
        self.rules = rules
        self.rules.behaviors = behaviors
    }

    /// Parses `.lintrc` bytes; `file` is the name used in error messages. Never traps, whatever the bytes.
    public static func parse(_ bytes: [UInt8], file: String) -> Result<LintConfiguration, ConfigurationError> {
        LintrcParser.parse(bytes, file: file)
    }

    public static func parse(_ text: String, file: String) -> Result<LintConfiguration, ConfigurationError> {
        LintrcParser.parse(Array(text.utf8), file: file)
    }

    /// Whether `path` (relative to the configuration file's folder) is to be linted: it matches an
    /// include pattern, and neither it nor a folder above it matches an exclude pattern.
    public func selects(_ path: String) -> Bool {
        include.contains { $0.matches(path) } && !excludes(path)
    }

    /// Whether `path` (a file or a folder, relative to the configuration file's folder) or a folder
    /// above it matches an exclude pattern: `exclude = Generated` skips everything in `Generated`.
    public func excludes(_ path: String) -> Bool {
        guard !exclude.isEmpty else { return false }
        var prefix = Substring(path)
        while true {
            if exclude.contains(where: { $0.matches(String(prefix)) }) { return true }
            guard let slash = prefix.lastIndex(of: "/") else { return false }
            prefix = prefix[..<slash]
        }
    }
}
