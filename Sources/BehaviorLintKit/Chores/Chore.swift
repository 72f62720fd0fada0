/// A chore a finding asks to hand to a behavior, classified once by the rule that reports it: its
/// kind, the statement that does it, the statements that belong with it (the other half of a
/// pair) and the behavior that takes it over. Fix reads this value; it never looks the statement up
/// again by location nor classifies it a second time.
public struct Chore: Codable, Hashable, Sendable {
    public enum Kind: String, Codable, Sendable {
        case barVisibility, barStyling, screenTracking, observers, repeated
    }

    /// A statement of a lifecycle override: its file, the function in that file's summary and its
    /// index among the function's statements.
    public struct Place: Codable, Hashable, Sendable {
        public var path: String
        public var function: Int
        public var statement: Int

        public init(path: String, function: Int, statement: Int) {
            self.path = path
            self.function = function
            self.statement = statement
        }
    }

    public var kind: Kind
    public var place: Place
    public var hook: LifecycleHook
    /// The other half of a pair: the restore of a hidden bar, the removal of an observer.
    public var partners: [Place]
    /// What the behavior is called before numbering: `HideNavigationBarBehavior`.
    public var behaviorName: String
    /// The opening of the behavior's doc comment.
    public var purpose: String
    /// Separates chores of one kind in one host: the bar for visibility, the repeated statement.
    public var groupKey: String

    public init(
        kind: Kind, place: Place, hook: LifecycleHook, partners: [Place] = [], behaviorName: String,
        purpose: String, groupKey: String = ""
    ) {
        self.kind = kind
        self.place = place
        self.hook = hook
        self.partners = partners
        self.behaviorName = behaviorName
        self.purpose = purpose
        self.groupKey = groupKey
    }
}
