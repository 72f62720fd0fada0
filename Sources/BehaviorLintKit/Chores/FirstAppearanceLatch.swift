/// An appear hook that lets only its first run past an early exit: `guard runOnce else { return }`
/// then `runOnce = false`, or `if highlighter != nil { return }` then `highlighter = …`. The exit
/// tests a property the override itself sets after it, and no other lifecycle hook of the class
/// sets it back, so the statements after the exit run on the first appearance only: an observer
/// they add is added once.
enum FirstAppearanceLatch {
    /// The index of the statement after which `override`'s statements run once, if it has one.
    static func exit(in override: ProjectIndex.LifecycleOverride, project: ProjectIndex) -> Int? {
        let syntaxes = override.syntaxes
        for (index, syntax) in syntaxes.enumerated() {
            guard let condition = syntax.earlyExitCondition else { continue }
            // What the exit tests: the first name of each chain in its condition, `self.` dropped.
            let tested = Set(
                syntax.chains.filter { condition.contains($0.names[0]) }.compactMap { syntax.path($0).first })
            let latched = syntaxes[(index + 1)...].flatMap { assignedProperties($0) }.filter(tested.contains)
            guard let property = latched.first else { continue }
            let resetElsewhere = project.lifecycleOverrides(ofClass: override.className).contains { other in
                !(other.file == override.file && other.function == override.function)
                    && other.syntaxes.contains { assignedProperties($0).contains(property) }
            }
            if !resetElsewhere { return index }
        }
        return nil
    }

    /// The names a statement assigns at its top level (`runOnce = false`, `self.loaded = true`).
    private static func assignedProperties(_ syntax: StatementSyntax) -> [String] {
        syntax.chains.compactMap { chain in
            guard chain.assignedValue != nil, !chain.inBraces else { return nil }
            let path = syntax.path(chain)
            return path.count == 1 ? path[0] : nil
        }
    }
}
