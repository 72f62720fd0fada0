/// One behavior a fix attaches to one host, as the refactoring map shows it: which behavior
/// (and the kind of chore it takes over), with which arguments, and how many lines of the host
/// it replaces. Written by the behavior fixer from its templates, never read back from the code.
public struct BehaviorAttachment: Sendable, Equatable {
    /// The behavior's type: `ScreenTrackingOnAppearBehavior`.
    public var behavior: String
    /// The chore's behavior before naming (`ScreenTrackingBehavior`): behaviors of one family do
    /// the same kind of chore, differing in their moments or in what they hold.
    public var family: String
    /// The stored properties, as declared: `analyticsEvent: AnalyticsEvent`.
    public var parameters: [String]
    /// The `addBehaviors` entry of this host: `ScreenTrackingOnAppearBehavior(analyticsEvent: .home)`.
    public var entry: String
    public var host: String
    /// The host's file, as in `Finding.path`.
    public var path: String
    /// Lines of the host's overrides the behavior takes over.
    public var movedLines: Int

    public init(
        behavior: String, family: String, parameters: [String], entry: String, host: String, path: String,
        movedLines: Int
    ) {
        self.behavior = behavior
        self.family = family
        self.parameters = parameters
        self.entry = entry
        self.host = host
        self.path = path
        self.movedLines = movedLines
    }
}
