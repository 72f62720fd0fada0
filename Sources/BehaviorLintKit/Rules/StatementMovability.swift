import Foundation

/// Decides whether a statement of a lifecycle override can move into a behavior (shared by the
/// rules that extract behaviors and by `fix`, so that "fixable" means what fix can do). A behavior
/// sees its host only through UIViewController's own API, so the statement must not touch members
/// the project declares on the host (in the class, its extensions or its project superclasses),
/// nor locals declared by earlier statements of the same override (moving it would split
/// statements that depend on each other), nor names a behavior cannot reach; it must run in a hook
/// the behavior protocol has, receive what it reads (`animated`) and not leave the override early.
struct StatementMovability {
    private let hostMembers: Set<String>
    private let behaviorProtocol: BehaviorProtocol
    private let freeFunctions: Set<String>

    init(className: String, project: ProjectIndex) {
        var members = project.membersOf[className] ?? []
        for ancestor in project.projectAncestry(of: className) {
            members.formUnion(project.membersOf[ancestor] ?? [])
        }
        hostMembers = members
        behaviorProtocol = project.behaviorProtocol
        freeFunctions = project.freeFunctionNames
    }

    /// Why `function.statements[index]` cannot move, as a clause that completes "…, but it …"
    /// (`uses the host's own `screenName``), or nil when it can.
    func obstacle(toMoving index: Int, of function: FunctionDeclaration) -> String? {
        let statement = function.statements[index]
        let touched = statement.selfMembers + statement.bareIdentifiers + Self.optionalSelfMembers(statement.normalizedText)
        let members = Self.unique(touched.filter { hostMembers.contains($0) })
        if !members.isEmpty {
            return "uses the host's own " + Self.list(members)
        }
        let locals = Set(function.statements[..<index].flatMap { Self.declaredNames($0.normalizedText) })
        let usedLocals = Self.unique(statement.bareIdentifiers.filter { locals.contains($0) })
        if !usedLocals.isEmpty {
            return "uses " + Self.list(usedLocals) + ", declared by an earlier statement of \(function.signature)"
        }
        if let shared = sharedStateObstacle(index, of: function) { return shared }
        return placementObstacle(statement, in: function)
    }

    /// A statement that changes state which another statement of the same override reads or
    /// writes, where that other one stays with the host (it uses the host's members), must stay
    /// too: a behavior runs at another moment, so the pair would run in another order
    /// (`previousTint = bar.barTintColor` before `bar.barTintColor = .red`).
    private func sharedStateObstacle(_ index: Int, of function: FunctionDeclaration) -> String? {
        let statement = function.statements[index]
        for path in statement.assignedPaths {
            let components = path.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")
                .split(separator: ".").suffix(2)
            guard components.count == 2 else { continue }
            let tail = components.joined(separator: ".")
            for (other, candidate) in function.statements.enumerated() where other != index {
                let text = candidate.normalizedText.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")
                let staysWithHost = (candidate.selfMembers + candidate.bareIdentifiers + Self.optionalSelfMembers(candidate.normalizedText))
                    .contains { hostMembers.contains($0) }
                if staysWithHost && text.contains(tail) {
                    return "shares `\(tail)` with `\(LifecycleConcern.abbreviated(candidate.text, limit: 40))`, which stays with the host, "
                        + "so moving it would change their order"
                }
            }
        }
        return nil
    }

    /// The obstacles that do not depend on the host's members: where the statement runs, what it
    /// reads, and whether it leaves the override.
    private func placementObstacle(_ statement: Statement, in function: FunctionDeclaration) -> String? {
        guard let hook = function.lifecycleHook, let requirement = behaviorProtocol.hooks[hook] else {
            return "runs in \(function.signature), a moment \(behaviorProtocol.name) has no hook for"
        }
        if hook == .viewWillLayoutSubviews || hook == .viewDidLayoutSubviews {
            return "runs in \(function.signature); a behavior's layout hooks run when its hidden child lays out, "
                + "not with every layout pass of the host"
        }
        if statement.condition != function.condition {
            return "sits in an `#if` branch of \(function.signature)"
        }
        if statement.isDefer {
            return "is a `defer`, which runs when \(function.signature) returns"
        }
        let vocabulary = StatementVocabulary(statement.normalizedText)
        if let exit = vocabulary.topLevelExit {
            return "leaves \(function.signature) early with `\(exit)`"
        }
        var unreachable: [String] = []
        for use in vocabulary.bareNames {
            if use.name == "animated" {
                if !requirement.takesAnimated { unreachable.append(use.name) }
            } else if !UIViewControllerAPI.isReachable(use.name, calledAsFunction: use.isCalled, boundInStatement: vocabulary.boundNames,
                                                    freeFunctions: freeFunctions) {
                unreachable.append(use.name)
            }
        }
        unreachable = Self.unique(unreachable)
        guard !unreachable.isEmpty else { return nil }
        if unreachable == ["animated"] {
            return "reads `animated`, which \(behaviorProtocol.name).\(requirement.method) does not receive"
        }
        return "uses " + Self.list(unreachable) + ", which a behavior cannot reach through UIViewController"
    }

    /// `tableView` in `self?.tableView.reloadData()`: the scanner records only `self.x` as a self
    /// member, so weak-self closures are read from the normalized text (comments and strings gone).
    static func optionalSelfMembers(_ normalizedText: String) -> [String] {
        var members: [String] = []
        let characters = Array(normalizedText)
        var k = 0
        while k + 6 < characters.count {
            let isStart = k == 0 || !isIdentifierCharacter(characters[k - 1])
            if isStart, String(characters[k ..< k + 4]) == "self", characters[k + 4] == "?" || characters[k + 4] == "!",
               characters[k + 5] == "." {
                var end = k + 6
                while end < characters.count, isIdentifierCharacter(characters[end]) { end += 1 }
                if end > k + 6 { members.append(String(characters[k + 6 ..< end])) }
                k = end
            } else {
                k += 1
            }
        }
        return members
    }

    /// Names a `let`/`var`/`guard let` statement binds for the rest of the body (over-approximated:
    /// a closure's own `let`s count too, which only makes a statement less movable).
    static func declaredNames(_ normalizedText: String) -> [String] {
        let words = StatementVocabulary.words(normalizedText)
        guard let first = words.first, first == "let" || first == "var" || first == "guard" else { return [] }
        var names: [String] = []
        var k = 0
        while k < words.count {
            if words[k] == "let" || words[k] == "var", k + 1 < words.count {
                if words[k + 1] == "(" {
                    var j = k + 2
                    while j < words.count, words[j] != ")" {
                        if isIdentifier(words[j]) { names.append(words[j]) }
                        j += 1
                    }
                    k = j
                } else if isIdentifier(words[k + 1]) {
                    names.append(words[k + 1])
                    k += 1
                }
            }
            k += 1
        }
        return names
    }

    private static func isIdentifier(_ word: String) -> Bool {
        guard let first = word.first else { return false }
        return first == "_" || first.isLetter
    }

    private static func isIdentifierCharacter(_ character: Character) -> Bool {
        character == "_" || character.isLetter || character.isNumber
    }

    private static func unique(_ names: [String]) -> [String] {
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }
    }

    /// `` `a` ``, `` `a` and `b` ``, `` `a`, `b` and `c` ``.
    private static func list(_ names: [String]) -> String {
        let quoted = names.map { "`\($0)`" }
        guard quoted.count > 1 else { return quoted.joined() }
        return quoted.dropLast().joined(separator: ", ") + " and " + quoted[quoted.count - 1]
    }
}
