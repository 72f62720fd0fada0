/// Code of an appear hook that runs on the first appearance only, so that an observer it adds is
/// added once: the statements after an early exit that the hook closes behind its first run
/// (`guard runOnce else { return }` then `runOnce = false`, or `if highlighter != nil { return }`
/// then `highlighter = …`, no other lifecycle hook of the class setting it back; or the flag closed
/// by another appear hook, `isFirstAppear = false` in `viewDidAppear(_:)`, and set by no hook that
/// runs between appearances), and a block that
/// closes its own condition (`if !didRegister { …; didRegister = true }`,
/// `if isFirstAppear { isFirstAppear = false; … }`). A helper of the class the hook calls latches
/// alike (`guard keyboardObserver == nil else { return }` then `keyboardObserver = center.addObserver(…)`):
/// it registers only while no registration of its own is alive.
enum FirstAppearanceLatch {
    /// The index of the statement after which `override`'s statements run once, if it has one.
    static func exit(in override: ProjectIndex.LifecycleOverride, project: ProjectIndex) -> Int? {
        exit(in: override.syntaxes, ofClass: override.className, project: project) {
            $0.file == override.file && $0.function == override.function
        }
    }

    /// The index of the statement after which the statements of a method of class `className` run
    /// once, if it has one: a helper an appear hook calls (`guard observer == nil else { return }`
    /// then `observer = center.addObserver(…)`) latches the same way.
    static func exit(inHelper syntaxes: [StatementSyntax], ofClass className: String, project: ProjectIndex) -> Int? {
        exit(in: syntaxes, ofClass: className, project: project) { _ in false }
    }

    /// The first early exit whose tested property a later statement sets, unless a lifecycle hook
    /// of the class other than `isTheCode` sets it too (and so opens the latch again).
    private static func exit(
        in syntaxes: [StatementSyntax], ofClass className: String, project: ProjectIndex,
        isTheCode: (ProjectIndex.LifecycleOverride) -> Bool
    ) -> Int? {
        for (index, syntax) in syntaxes.enumerated() {
            guard let condition = syntax.earlyExitCondition else { continue }
            // What the exit tests: the first name of each chain in its condition, `self.` dropped.
            let tested = Set(
                syntax.chains.filter { condition.contains($0.names[0]) }.compactMap { syntax.path($0).first })
            let latched = syntaxes[(index + 1)...].flatMap { assignedProperties($0) }.filter(tested.contains)
            let hooks = project.lifecycleOverrides(ofClass: className)
            if let property = latched.first {
                let resetElsewhere = hooks.contains { other in
                    !isTheCode(other) && other.syntaxes.contains { assignedProperties($0).contains(property) }
                }
                if !resetElsewhere { return index }
                continue
            }
            // Closed by another appear hook after the first appearance (`isFirstAppear = false` in
            // viewDidAppear(_:)), and set by no hook that runs between appearances.
            let closedOnAppearing = tested.filter { property in
                hooks.contains { other in
                    !isTheCode(other) && other.hook.isAppearance
                        && other.syntaxes.contains { assignedProperties($0).contains(property) }
                }
            }
            let reopened = closedOnAppearing.contains { property in
                hooks.contains { other in
                    !other.hook.isAppearance && other.hook != .viewDidLoad
                        && other.syntaxes.contains { assignedProperties($0).contains(property) }
                }
            }
            if !closedOnAppearing.isEmpty && !reopened { return index }
        }
        return nil
    }

    /// `if flag { flag = false; … }` or `if !flag { …; flag = true }`: a sole `if` on one flag whose
    /// block sets it to the value that fails the condition; or `if tokens.isEmpty { …;
    /// tokens.append(…) }` and `if token == nil { token = … }`: a sole `if` on a collection being
    /// empty, or a value being nil, whose block fills it.
    static func closesItsOwnCondition(_ syntax: StatementSyntax) -> Bool {
        guard syntax.soleIfCondition != nil, let condition = syntax.leadingConditionRange else { return false }
        if let filled = emptinessTested(condition, in: syntax) {
            return syntax.chains.contains { chain in
                guard chain.inBraces else { return false }
                let path = syntax.path(chain)
                if chain.assignedValue != nil && !chain.isCalled {
                    return path == filled && syntax.compactText(chain.assignedValue!) != "nil"
                        && syntax.compactText(chain.assignedValue!) != "[]"
                }
                return chain.isCalled && path.dropLast() == filled[...]
                    && ["append", "insert"].contains(path.last ?? "")
            }
        }
        let negated = syntax.text(condition.lowerBound) == "!"
        let tested = syntax.chains.filter { condition.contains($0.names[0]) }
        guard tested.count == 1, !tested[0].isCalled,
            tested[0].extent == (negated ? condition.lowerBound + 1 : condition.lowerBound)..<condition.upperBound,
            let flag = syntax.path(tested[0]).last
        else { return false }
        let closing = negated ? "true" : "false"
        return syntax.chains.contains { chain in
            guard let value = chain.assignedValue, chain.inBraces else { return false }
            return syntax.path(chain).last == flag && syntax.compactText(value) == closing
        }
    }

    /// The property a condition asks to be empty or nil (`syntax.path` drops `self.`): `observers` of
    /// `self.observers.isEmpty`, `token` of `token == nil`; nil for any other condition.
    private static func emptinessTested(_ condition: Range<Int>, in syntax: StatementSyntax) -> [String]? {
        let tested = syntax.chains.filter { condition.contains($0.names[0]) }
        guard tested.count == 1, !tested[0].isCalled, tested[0].extent.lowerBound == condition.lowerBound else {
            return nil
        }
        let path = syntax.path(tested[0])
        if path.count >= 2, path.last == "isEmpty", tested[0].extent.upperBound == condition.upperBound {
            return Array(path.dropLast())
        }
        let rest = tested[0].extent.upperBound..<condition.upperBound
        if !path.isEmpty, rest.count == 2, syntax.text(rest.lowerBound) == "==",
            syntax.tokens.isKeyword(rest.lowerBound + 1, "nil")
        {
            return path
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
