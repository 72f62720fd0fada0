/// A `loadView()` that makes the screen's view itself (`view = containerView`) over a project
/// superclass's `loadView()` that builds nothing the override does not build again: UIKit keeps the
/// last view assigned, so the superclass's would be thrown away, and every member of the screen
/// it places or configures (`collectionView`) the override places again. Skipping that super call
/// skips nothing; calling it would build a view for nothing.
enum ReplacedView {
    static func holds(override: ProjectIndex.LifecycleOverride, implementer: String, project: ProjectIndex) -> Bool {
        guard override.hook == .loadView, override.syntaxes.contains(where: assignsTheView),
            let skipped = project.lifecycleOverrides(ofClass: implementer).first(where: { $0.hook == .loadView }),
            !project.function(skipped).statements.contains(where: { $0.isSuperCall })
        else { return false }
        let members = project.hostMembers(of: override.className).union(["view"])
        return touchedMembers(skipped.syntaxes, among: members)
            .isSubset(of: touchedMembers(override.syntaxes, among: members))
    }

    /// `view = …` or `self.view = …` as a statement of its own, which runs whatever happens.
    private static func assignsTheView(_ syntax: StatementSyntax) -> Bool {
        guard let chain = syntax.chains.first, chain.extent.lowerBound == syntax.range.lowerBound,
            chain.assignedValue != nil, !chain.inBraces
        else { return false }
        return syntax.path(chain) == ["view"]
    }

    /// The members of the screen the statements name first in a chain (`collectionView` in
    /// `collectionView.translatesAutoresizingMaskIntoConstraints = false`, `setUpViews` in
    /// `setUpViews()`), locals left out.
    private static func touchedMembers(_ syntaxes: [StatementSyntax], among members: Set<String>) -> Set<String> {
        var touched: Set<String> = []
        var locals: Set<String> = []
        for syntax in syntaxes {
            for chain in syntax.chains {
                let startsWithSelf = syntax.text(chain.names[0]) == "self"
                guard let first = syntax.path(chain).first, startsWithSelf || !locals.contains(first),
                    members.contains(first)
                else { continue }
                touched.insert(first)
            }
            locals.formUnion(syntax.boundNames)
        }
        return touched
    }
}
