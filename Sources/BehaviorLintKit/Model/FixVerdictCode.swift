/// The stable name of each fix-verdict reason, for scripts: JSON's `keptReasons` lists them, so a
/// script can act on why fix leaves a finding without reading the prose, which may be reworded.
extension FixVerdict.Reason {
    /// The reason's case (`baseClass`, `aloneOutsideTheBlock`), and for a statement that cannot move,
    /// the obstacle's after a dot (`cannotMove.usesHostMembers`). The names are the cases' own, so
    /// they change only when a case is renamed.
    public var code: String {
        if case .cannotMove(let obstacle) = self { return "cannotMove." + Self.caseName(of: obstacle) }
        return Self.caseName(of: self)
    }

    /// A case with associated values is reflected as one child labelled with the case's name; one
    /// without them describes itself by its name.
    private static func caseName(of value: Any) -> String {
        Mirror(reflecting: value).children.first?.label ?? String(describing: value)
    }
}
