/// The earlier statements of a function that make and configure the locals a statement reads:
/// `let appearance = UINavigationBarAppearance()`, `appearance.configureWithOpaqueBackground()`,
/// `appearance.backgroundColor = .white` before `navigationBar.standardAppearance = appearance`.
/// With the statement they are one piece of code: a screen pasting the block pastes all of it, so
/// its copy is compared and counted by all of it, not by the last line.
enum LocalSetup {
    /// The indices of the statements before `index` in `syntaxes` that bind a local the statement
    /// at `index` reads, or act on one (a call on it, an assignment to a member of it), and so on
    /// for the locals those read; in order.
    static func statements(before index: Int, in syntaxes: [StatementSyntax]) -> [Int] {
        let locals = StatementSyntax.shadowingNames(in: syntaxes, before: index)
        guard !locals.isEmpty else { return [] }
        var wanted = readNames(syntaxes[index]).intersection(locals)
        var taken: Set<Int> = []
        // Latest first, so that a local one setup statement reads is wanted before the earlier
        // statements are looked at.
        for position in stride(from: index - 1, through: 0, by: -1) where !wanted.isEmpty {
            let syntax = syntaxes[position]
            let bound = Set(syntax.outlivingBindings.map(\.name))
            let actedOn = Set(
                syntax.chains.filter { $0.assignedValue != nil || $0.isCalled }.compactMap { chain in
                    chain.names.count > 1 ? syntax.text(chain.names[0]) : nil
                })
            guard !bound.isDisjoint(with: wanted) || !actedOn.isDisjoint(with: wanted) else { continue }
            taken.insert(position)
            wanted.formUnion(readNames(syntax).intersection(locals))
        }
        return taken.sorted()
    }

    /// The identifiers a statement reads, by text.
    private static func readNames(_ syntax: StatementSyntax) -> Set<String> {
        Set(syntax.range.filter { syntax.tokens.kinds[$0] == .identifier }.map { syntax.text($0) })
    }
}
