/// A project superclass's hook whose whole work a subclass's override does again: every statement
/// of the superclass's implementation (its own super call aside) assigns a property that the
/// override also assigns, unconditionally, at its top level (`view.backgroundColor = .systemGray`
/// over a base that sets `view.backgroundColor = Colors.background`), and the superclass's chain
/// ends in a framework implementation that does nothing. Skipping such a super call skips nothing
/// the subclass keeps: whichever runs, the subclass's values are the ones left.
enum OverwrittenSuperWork {
    static func holds(
        override: ProjectIndex.LifecycleOverride, implementer: String, project: ProjectIndex
    ) -> Bool {
        guard let skipped = project.lifecycleOverrides(ofClass: implementer).first(where: { $0.hook == override.hook })
        else { return false }
        let work = zip(project.function(skipped).statements, skipped.syntaxes).filter { !$0.0.isSuperCall }
        // What the implementer's own super call reaches must do nothing either.
        if zip(project.function(skipped).statements, skipped.syntaxes).contains(where: { $0.0.isSuperCall }) {
            guard let framework = frameworkImplementer(above: implementer, hook: override.hook, project: project),
                !AppleViewControllers.doesRealWork(override.hook, in: framework)
            else { return false }
        }
        let reassigned = Set(override.syntaxes.compactMap(assignedProperty))
        return !work.isEmpty
            && work.allSatisfy { _, syntax in assignedProperty(syntax).map(reassigned.contains) ?? false }
    }

    /// The property a statement that is one plain assignment sets (`view.backgroundColor`), else nil.
    private static func assignedProperty(_ syntax: StatementSyntax) -> String? {
        guard let chain = syntax.chains.first, chain.extent.lowerBound == syntax.range.lowerBound,
            chain.assignedValue != nil, !chain.inBraces, chain.calledNames.isEmpty,
            syntax.topLevelExit == nil, syntax.bindings.isEmpty
        else { return nil }
        return syntax.path(chain).joined(separator: ".")
    }

    /// The first class above `name` that the project does not declare: the framework class whose
    /// implementation a chain of project overrides ends in (nil when a project class above
    /// overrides the hook too, or the chain loops).
    private static func frameworkImplementer(above name: String, hook: LifecycleHook, project: ProjectIndex)
        -> String?
    {
        var current = project.superclassOf[name]
        var seen: Set<String> = [name]
        while let next = current, seen.insert(next).inserted {
            guard project.classes[next] != nil else { return next }
            if project.lifecycleOverrides(ofClass: next).contains(where: { $0.hook == hook }) { return nil }
            current = project.superclassOf[next]
        }
        return nil
    }
}
