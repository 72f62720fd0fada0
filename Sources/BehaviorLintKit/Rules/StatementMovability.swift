/// Decides whether a statement of a lifecycle override can move into a behavior (shared by
/// `screen-tracking` and `observer-lifecycle`). A behavior sees its host only through
/// UIViewController's own API, so the statement must not touch members the project declares on the
/// host (in the class, its extensions or its project superclasses), nor locals declared by earlier
/// statements of the same override: moving it would split statements that depend on each other.
struct StatementMovability {
    private let hostMembers: Set<String>

    init(className: String, project: ProjectIndex) {
        var members = project.membersOf[className] ?? []
        for ancestor in project.projectAncestry(of: className) {
            members.formUnion(project.membersOf[ancestor] ?? [])
        }
        hostMembers = members
    }

    /// Why `function.statements[index]` cannot move, as a clause that completes "…, but it …"
    /// (`uses the host's own `screenName``), or nil when it can. Names in `ignoring` (an
    /// observer token the behavior will store itself) do not count.
    func obstacle(toMoving index: Int, of function: FunctionDeclaration, ignoring: Set<String> = []) -> String? {
        let statement = function.statements[index]
        let touched = statement.selfMembers + statement.bareIdentifiers + Self.optionalSelfMembers(statement.normalizedText)
        let members = Self.unique(touched.filter { hostMembers.contains($0) && !ignoring.contains($0) })
        if !members.isEmpty {
            return "uses the host's own " + Self.list(members)
        }
        let locals = Set(function.statements[..<index].flatMap { Self.declaredNames($0.normalizedText) })
        let usedLocals = Self.unique(statement.bareIdentifiers.filter { locals.contains($0) && !ignoring.contains($0) })
        if !usedLocals.isEmpty {
            return "uses " + Self.list(usedLocals) + ", declared by an earlier statement of \(function.signature)"
        }
        return nil
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
        let words = Self.words(normalizedText)
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

    /// Identifier runs and single punctuation characters, in order.
    private static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in text {
            if isIdentifierCharacter(character) {
                current.append(character)
                continue
            }
            if !current.isEmpty { words.append(current) }
            current = ""
            if !character.isWhitespace { words.append(String(character)) }
        }
        if !current.isEmpty { words.append(current) }
        return words
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
