/// The `[behaviors]` section: how `fix` writes the behaviors it extracts, so generated code fits
/// the project's own behavior protocol instead of introducing a second one.
public struct BehaviorSettings: Sendable, Equatable {
    /// How the protocol names its hooks (behavior-pattern.md lists both styles found in the wild).
    public enum HookStyle: String, CaseIterable, Sendable {
        /// `beforeAppearing`, `afterAppearing`, `beforeDisappearing`, …
        case moment
        /// `viewWillAppear(viewController:)`, `viewDidAppear(viewController:)`, …
        case uikit
    }

    public var protocolName = "ViewControllerLifecycleBehavior"
    public var hookStyle = HookStyle.moment
    /// Relative to the configuration file's folder.
    public var outputDirectory = "Behaviors"
    /// Relative to `outputDirectory`.
    public var supportFile = "LifecycleBehaviors.swift"
    /// The keys the configuration file set. `fix` follows what the project already uses (an
    /// existing protocol and its hook names) for keys left unset, and obeys the file for keys set.
    public var configuredKeys: Set<String> = []

    public init() {}

    /// The value of `key` as written in `.lintrc`.
    public func value(of key: String) -> String? {
        switch key {
        case "protocol": return protocolName
        case "hook-style": return hookStyle.rawValue
        case "output-directory": return outputDirectory
        case "support-file": return supportFile
        default: return nil
        }
    }

    /// Sets `key` from an already validated value.
    mutating func set(_ key: String, to value: String) {
        switch key {
        case "protocol": protocolName = value
        case "hook-style": hookStyle = HookStyle(rawValue: value) ?? hookStyle
        case "output-directory": outputDirectory = value
        case "support-file": supportFile = value
        default: return
        }
        configuredKeys.insert(key)
    }
}
