/// The names a normalized statement uses and binds, read from its words: what decides whether a
/// behavior can run the statement without its host.
struct StatementVocabulary {
    /// A name used without a receiver (`navigationController`, `print(`), not a label or member.
    struct BareName {
        var name: String
        /// Followed by `(` or a trailing closure: a function, not a stored value.
        var isCalled: Bool
    }

    private(set) var bareNames: [BareName] = []
    /// Closure parameters, `let`/`var`/`case let` bindings, `for` variables, `error` in `catch`.
    private(set) var boundNames: Set<String> = []
    /// `return`, `throw`, `break`, `continue` or `fallthrough` outside any closure or block.
    private(set) var topLevelExit: String?

    private static let exits: Set<String> = ["return", "throw", "break", "continue", "fallthrough"]
    private static let keywords: Set<String> = [
        "let", "var", "if", "else", "guard", "for", "in", "while", "repeat", "switch", "case", "default", "do", "catch",
        "try", "await", "return", "throw", "break", "continue", "fallthrough", "defer", "self", "Self", "super", "true",
        "false", "nil", "is", "as", "weak", "unowned", "where", "func", "inout", "some", "any", "async", "throws",
        "rethrows", "init", "static", "class", "struct", "enum", "import", "typealias", "lazy", "get", "set", "willSet",
        "didSet", "mutating", "nonmutating", "private", "fileprivate", "internal", "public", "open", "final",
        "override", "convenience", "required", "optional", "indirect", "isolated", "nonisolated", "consuming",
        "borrowing", "copy", "discard", "each", "repeat", "macro",
    ]

    init(_ normalizedText: String) {
        let words = Self.words(normalizedText)
        var depth = 0
        for (index, word) in words.enumerated() {
            if word == "{" || word == "(" || word == "[" { depth += 1 }
            if word == "}" || word == ")" || word == "]" { depth -= 1 }
            guard Self.isIdentifier(word) else { continue }
            if depth == 0 && topLevelExit == nil && Self.exits.contains(word) { topLevelExit = word }
            if word == "catch" { boundNames.insert("error") }
            let previous = index > 0 ? words[index - 1] : ""
            let next = index + 1 < words.count ? words[index + 1] : ""
            if previous == "let" || previous == "var" || previous == "for" || (previous == "," && Self.bindsList(words, before: index)) {
                boundNames.insert(word)
            }
            if previous == "#" || previous == "." || previous == "@" || Self.keywords.contains(word) { continue }
            if next == ":" && (previous == "(" || previous == ",") { continue }
            bareNames.append(BareName(name: word, isCalled: next == "(" || next == "{"))
        }
        boundNames.formUnion(Self.closureParameters(words))
    }

    /// `let (a, b)` / `case let .x(a, b)`: the names after a comma belong to a binding list when a
    /// `let` or `var` opened the parenthesis they sit in.
    private static func bindsList(_ words: [String], before index: Int) -> Bool {
        var depth = 0
        var k = index - 1
        while k >= 0 {
            if words[k] == ")" { depth += 1 }
            if words[k] == "(" {
                if depth == 0 {
                    // `let (a, b)` or `case let .some(a, b)`: a `let`/`var` one to three words before.
                    let opener = words[max(0, k - 3) ..< k]
                    return opener.contains("let") || opener.contains("var")
                }
                depth -= 1
            }
            k -= 1
        }
        return false
    }

    /// `{ a, b in`, `{ (a: Int) -> Void in`, `{ [weak self] in`: every identifier between an opening
    /// brace and its `in` names a parameter (or a capture, which the behavior has too).
    private static func closureParameters(_ words: [String]) -> Set<String> {
        var names: Set<String> = []
        for (index, word) in words.enumerated() where word == "{" {
            var k = index + 1
            var candidates: [String] = []
            while k < words.count && k - index < 40 {
                let current = words[k]
                if current == "in" { names.formUnion(candidates); break }
                if current == "{" || current == "}" || current == "=" || current == "." { break }
                if isIdentifier(current) && !keywords.contains(current) { candidates.append(current) }
                k += 1
            }
        }
        return names
    }

    /// Identifier runs (with `$` and `#` prefixes split off) and single punctuation characters.
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in text {
            if character == "_" || character.isLetter || character.isNumber || (character == "$" && current.isEmpty) {
                current.append(character)
                continue
            }
            if !current.isEmpty { words.append(current) }
            current = ""
            if !character.isWhitespace { words.append(String(character)) }
        }
        if !current.isEmpty { words.append(current) }
        return joinPlaceholders(words)
    }

    /// `<`, `string`, `>` back into one literal word.
    private static func joinPlaceholders(_ words: [String]) -> [String] {
        var result: [String] = []
        var k = 0
        while k < words.count {
            if words[k] == "<", k + 2 < words.count, words[k + 1] == "string" || words[k + 1] == "number", words[k + 2] == ">" {
                result.append("<literal>")
                k += 3
                continue
            }
            result.append(words[k])
            k += 1
        }
        return result
    }

    static func isIdentifier(_ word: String) -> Bool {
        guard let first = word.first else { return false }
        return first == "_" || first == "$" || first.isLetter
    }
}
