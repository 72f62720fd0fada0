/// One function body or expression the compiler timed: where it is, what it is, how long it
/// took to type-check (the maximum over every build job that printed it), and the behavior-lint
/// findings at the same place once joined.
public struct TimingEntry: Equatable, Sendable {
    /// Whether the compiler timed a whole function body (closures and accessors included) or one expression.
    public enum Kind: String, Sendable {
        case function, expression
    }

    /// Milliseconds spent type-checking.
    public var milliseconds: Double
    /// The path as the log spells it.
    public var file: String
    public var line: Int
    public var column: Int
    public var kind: Kind
    /// The compiler's description: `global function`, `instance method`, `getter`, `closure`, `expression`.
    public var descriptor: String
    /// `f(xs:)` for functions (module and `(file)` qualifiers dropped); empty for expressions.
    public var name: String
    /// Findings joined by `TimingJoin`.
    public var findings: [Finding] = []

    public init(
        milliseconds: Double, file: String, line: Int, column: Int, kind: Kind, descriptor: String, name: String
    ) {
        self.milliseconds = milliseconds
        self.file = file
        self.line = line
        self.column = column
        self.kind = kind
        self.descriptor = descriptor
        self.name = name
    }

    /// What identifies an entry across build jobs and output forms.
    struct Key: Hashable {
        var file: String
        var line: Int
        var column: Int
        var kind: Kind
    }

    var key: Key { Key(file: file, line: line, column: column, kind: kind) }

    /// `global function f(xs:)`, or `expression`.
    public var title: String { name.isEmpty ? descriptor : descriptor + " " + name }
}
