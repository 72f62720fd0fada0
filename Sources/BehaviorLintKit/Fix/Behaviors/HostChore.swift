/// A statement of a host's lifecycle override that a behavior takes over.
struct MovableStatement {
    var file: Int
    var function: Int
    var statementIndex: Int
    var hook: LifecycleHook
    var statement: Statement
    /// The statement read through its tokens.
    var syntax: StatementSyntax
}

/// What kind of chore a behavior does; it groups a host's statements (by rule and group key)
/// and names the behavior.
struct ChoreKind: Hashable {
    /// The rule whose findings the chore resolves.
    var ruleID: String
    /// The behavior's name before numbering: `HideNavigationBarBehavior`.
    var baseName: String
    /// The doc comment's opening: "Hides the navigation bar while the screen is visible".
    var purpose: String
    /// Separates chores of one rule in one host: the bar for visibility, the repeated statement
    /// for `repeated-lifecycle-concern`.
    var groupKey: String = ""

    static func == (a: ChoreKind, b: ChoreKind) -> Bool { a.ruleID == b.ruleID && a.groupKey == b.groupKey }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ruleID)
        hasher.combine(groupKey)
    }
}

/// The statements of one host that one behavior takes over, and the findings that resolves.
struct HostChore {
    var kind: ChoreKind
    var className: String
    /// In the order the behavior's hooks run them: by hook, then by position.
    var statements: [MovableStatement]
    var findings: [Finding]

    /// The first statement's place, to order a host's behaviors as its code was ordered.
    var position: (file: Int, offset: Int) {
        let first = statements.min { ($0.file, $0.statement.span.start) < ($1.file, $1.statement.span.start) }!
        return (first.file, first.statement.span.start)
    }
}
