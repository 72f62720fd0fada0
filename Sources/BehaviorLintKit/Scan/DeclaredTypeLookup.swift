/// The type written for a name where it is used, read from the tokens: the nearest declaration
/// visible there, which is a local `let`/`var`, an `if let`/`guard let` that unwraps another
/// name, a closure's, function's or loop's parameter, a stored property of an enclosing type, or
/// a global. What a closed block declares is not visible after it, nor are the bindings of an
/// `if`, `while` or `for` once their block has ended; a `guard`'s are, after the `guard`. A
/// binding is not visible in its own initializer (`guard let rows = rows` reads the outer
/// `rows`). The type is the annotation, else `T` of an initializer `T(…)`/`T.member`, else that
/// of the name a binding copies or unwraps; nil when the nearest declaration writes none, so that
/// an annotated binding shadowed by an unannotated one does not lend it its type.
struct DeclaredTypeLookup {
    let finder: PlusChainFinder
    /// How many copies (`let a = b`) led here: globals that copy each other must not loop.
    private let depth: Int
    private let tokens: SignificantTokens

    init(finder: PlusChainFinder, depth: Int = 0) {
        self.finder = finder
        self.depth = depth
        tokens = finder.tokens
    }

    /// The lookup of the name a binding copies.
    private var copied: DeclaredTypeLookup? {
        depth < 8 ? DeclaredTypeLookup(finder: finder, depth: depth + 1) : nil
    }

    /// The type of `name` as used at token `use`.
    func type(of name: String, before use: Int) -> String? {
        var j = use - 1
        while j >= 0 {
            if tokens.isPunctuation(j, UInt8(ascii: "}")), let open = tokens.opener(j) {
                // A closed block; the condition of the `if`/`while`/`for`/`switch` it belongs to
                // goes out of scope with it, a `guard`'s stays.
                if let keyword = controlKeyword(ofBlock: open), !tokens.isKeyword(keyword, "guard") {
                    j = keyword - 1
                } else {
                    j = open - 1
                }
                continue
            }
            if let open = tokens.opener(j) {
                j = open - 1
                continue
            }
            if tokens.isPunctuation(j, UInt8(ascii: "{")) {
                // Leaving the block the use is in: its own parameters, or a type's members.
                if let found = parameter(named: name, ofBlock: j) { return found.type }
                if finder.isTypeBody(j) {
                    if let found = member(named: name, inBody: j) { return found.type }
                }
            } else if tokens.isKeyword(j, "let") || tokens.isKeyword(j, "var") {
                if let found = binding(named: name, keyword: j, visibleAt: use) { return found.type }
            } else if tokens.isKeyword(j, "for"), loopBinds(name, after: j) {
                return nil
            }
            j -= 1
        }
        return topLevelDeclaration(named: name)?.type
    }

    /// The type of the stored property `name` of the type whose code holds token `k` (`self.name`).
    func memberType(of name: String, around k: Int) -> String? {
        var block = finder.enclosingBlock(of: k)
        while let open = block {
            if finder.isTypeBody(open) { return member(named: name, inBody: open)?.type }
            block = finder.enclosingBlock(of: open)
        }
        return nil
    }

    /// A declaration found: its written type, nil when it writes none.
    private struct Found {
        var type: String?
    }

    /// The `if`, `while`, `for`, `switch`, `guard` or `catch` whose block (or `else` block) opens
    /// at `open`, or nil for a block of any other kind.
    private func controlKeyword(ofBlock open: Int) -> Int? {
        guard finder.isInControlCondition(open) || tokens.isKeyword(open - 1, "else") else { return nil }
        var j = open - 1
        while j >= 0 {
            if let start = tokens.opener(j) {
                j = start - 1
                continue
            }
            for word: StaticString in ["if", "while", "for", "switch", "guard", "catch"] where tokens.isKeyword(j, word)
            {
                // `} else if …`: the chain of branches ends with the first `if`.
                if tokens.isKeyword(j - 1, "else"), tokens.isPunctuation(j - 2, UInt8(ascii: "}")),
                    let previous = tokens.opener(j - 2)
                {
                    return controlKeyword(ofBlock: previous) ?? j
                }
                return j
            }
            if tokens.isPunctuation(j, UInt8(ascii: "{")) || tokens.isPunctuation(j, UInt8(ascii: ";")) { return nil }
            j -= 1
        }
        return nil
    }

    /// The bindings of the `let`/`var` at `keyword` (`let a = x, b: T = y`, `if let a`, `guard let
    /// a = b`), if one binds `name` and ends before `use`.
    private func binding(named name: String, keyword: Int, visibleAt use: Int) -> Found? {
        let isUnwrapping =
            tokens.isKeyword(keyword - 1, "if") || tokens.isKeyword(keyword - 1, "guard")
            || tokens.isKeyword(keyword - 1, "while")
            || (tokens.isPunctuation(keyword - 1, UInt8(ascii: ",")) && finder.isInControlCondition(keyword))
        var j = keyword + 1
        while j < tokens.count {
            guard tokens.isWord(j) else {
                // A pattern (`let (a, b)`, `case .x(let a)`): a type the tokens do not tell.
                return patternBinds(name, from: j) ? Found(type: nil) : nil
            }
            let isName = tokens.text(j) == name
            var k = j + 1
            var annotation: String? = nil
            if tokens.isPunctuation(k, UInt8(ascii: ":")) {
                let typeStart = k + 1
                k = typeStart
                while k < tokens.count && !tokens.isText(k, "=") && !tokens.isPunctuation(k, UInt8(ascii: ","))
                    && !tokens.isPunctuation(k, UInt8(ascii: "{")) && !(k > typeStart && tokens.newlineBefore[k])
                {
                    k = (tokens.closer(k) ?? k) + 1
                }
                annotation = tokens.text(from: typeStart, through: k - 1)
            }
            var initializer: (Int, Int)? = nil
            if tokens.isText(k, "=") {
                let start = k + 1
                k = start
                while k < tokens.count && !tokens.isPunctuation(k, UInt8(ascii: ","))
                    && !tokens.isPunctuation(k, UInt8(ascii: "{"))
                    && !tokens.isPunctuation(k, UInt8(ascii: "}")) && !tokens.isPunctuation(k, UInt8(ascii: ";"))
                    && !tokens.isKeyword(k, "else") && !(k > start && tokens.newlineBefore[k] && !continues(k))
                {
                    k = (tokens.closer(k) ?? k) + 1
                }
                initializer = (start, k - 1)
            }
            if isName {
                // Not visible in its own initializer (nor in a later one of the same statement).
                guard k <= use else { return nil }
                if let annotation { return Found(type: annotation) }
                guard let (start, end) = initializer else {
                    // `if let rows {`: the unwrapped outer `rows`.
                    return Found(type: isUnwrapping ? copied?.type(of: name, before: keyword).map(unwrapped) : nil)
                }
                return Found(type: initializedType(start, end, unwrapping: isUnwrapping, before: keyword))
            }
            guard tokens.isPunctuation(k, UInt8(ascii: ",")), tokens.isWord(k + 1), !tokens.isKeyword(k + 1, "let"),
                !tokens.isKeyword(k + 1, "var"), !tokens.isKeyword(k + 1, "case")
            else { return nil }
            j = k + 1
        }
        return nil
    }

    /// Whether a line starting with token `k` continues the expression before it.
    private func continues(_ k: Int) -> Bool {
        tokens.kinds[k] == .operator || tokens.isPunctuation(k, UInt8(ascii: "."))
            || tokens.isPunctuation(k, UInt8(ascii: "?"))
    }

    /// The type of an initializer from `start` to `end`: `T` of `T(…)` or `T.member`, or the type
    /// of the name it copies (unwrapped for `if let`/`guard let`).
    private func initializedType(_ start: Int, _ end: Int, unwrapping: Bool, before keyword: Int) -> String? {
        if let constructed = finder.constructedType(at: start) {
            // `T(…)` alone, or `T.member` alone: not `T.make().other`.
            var j = start
            while j < end, tokens.isWord(j) || tokens.isPunctuation(j, UInt8(ascii: ".")) { j += 1 }
            if j == end && tokens.isPunctuation(end, UInt8(ascii: ")")) || j == end && tokens.isWord(end)
                || (tokens.isPunctuation(j, UInt8(ascii: "(")) && tokens.closer(j) == end)
            {
                return constructed
            }
        }
        var name = start
        if tokens.isKeyword(name, "self") && tokens.isPunctuation(name + 1, UInt8(ascii: ".")) { name += 2 }
        guard name == end, tokens.kinds[name] == .identifier else { return nil }
        let type =
            name == start
            ? copied?.type(of: tokens.text(name), before: keyword)
            : copied?.memberType(of: tokens.text(name), around: keyword)
        return unwrapping ? type.map(unwrapped) : type
    }

    private func unwrapped(_ type: String) -> String {
        var type = type.trimmingCharacters(in: .whitespaces)
        if type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
        return type
    }

    /// Whether the pattern from token `k` (`(a, b)`, `.some(let a)`) binds `name`.
    private func patternBinds(_ name: String, from k: Int) -> Bool {
        guard let close = tokens.closer(k) else { return false }
        return (k...close).contains { tokens.kinds[$0] == .identifier && tokens.text($0) == name }
    }

    /// Whether the `for` at `k` binds `name` (`for name in`, `for (a, name) in`, `for case let name`).
    private func loopBinds(_ name: String, after k: Int) -> Bool {
        var j = k + 1
        while j < tokens.count && !tokens.isKeyword(j, "in") {
            if tokens.kinds[j] == .identifier && tokens.text(j) == name { return true }
            j += 1
        }
        return false
    }

    /// A parameter `name` of the function or closure whose body opens at `open`.
    private func parameter(named name: String, ofBlock open: Int) -> Found? {
        if let function = finder.function(withBodyAt: open) {
            guard let index = function.parameterNames.firstIndex(of: name) else { return nil }
            let written = function.parameterTypes[index].replacingOccurrences(of: "inout ", with: "")
            return Found(type: written.isEmpty ? nil : written)
        }
        guard tokens.isClosureBrace(open), !finder.isInControlCondition(open) else { return nil }
        // `{ a, b in`, `{ [weak self] (a: T, b) -> R in`, on the line of the `{`.
        var head = open + 1
        while head < tokens.count && !tokens.isKeyword(head, "in") {
            if tokens.newlineBefore[head]
                || !(tokens.isWord(head) || tokens.closer(head) != nil
                    || tokens.isPunctuation(head, UInt8(ascii: ",")) || tokens.isText(head, "->")
                    || tokens.isText(head, "?"))
            {
                return nil
            }
            head = (tokens.closer(head) ?? head) + 1
        }
        var j = open + 1
        while j < head {
            if tokens.isPunctuation(j, UInt8(ascii: "(")), let close = tokens.closer(j) {
                var k = j + 1
                while k < close {
                    if tokens.isWord(k) && tokens.text(k) == name
                        && (tokens.isPunctuation(k - 1, UInt8(ascii: "("))
                            || tokens.isPunctuation(k - 1, UInt8(ascii: ",")))
                    {
                        guard tokens.isPunctuation(k + 1, UInt8(ascii: ":")) else { return Found(type: nil) }
                        var end = k + 2
                        while end < close && !tokens.isPunctuation(end, UInt8(ascii: ",")) {
                            end = (tokens.closer(end) ?? end) + 1
                        }
                        return Found(type: tokens.text(from: k + 2, through: end - 1))
                    }
                    k = (tokens.closer(k) ?? k) + 1
                }
            } else if tokens.isWord(j) && tokens.text(j) == name {
                return Found(type: nil)
            }
            j = (tokens.closer(j) ?? j) + 1
        }
        return nil
    }

    /// A stored property `name` declared directly in the type body opening at `open`.
    private func member(named name: String, inBody open: Int) -> Found? {
        guard let close = tokens.closer(open) else { return nil }
        var j = open + 1
        while j < close {
            if tokens.isKeyword(j, "let") || tokens.isKeyword(j, "var"),
                let found = binding(named: name, keyword: j, visibleAt: close)
            {
                return found
            }
            j = (tokens.closer(j) ?? j) + 1
        }
        return nil
    }

    /// A global `name` of the file.
    private func topLevelDeclaration(named name: String) -> Found? {
        var j = 0
        while j < tokens.count {
            if tokens.isKeyword(j, "let") || tokens.isKeyword(j, "var"),
                let found = binding(named: name, keyword: j, visibleAt: tokens.count)
            {
                return found
            }
            j = (tokens.closer(j) ?? j) + 1
        }
        return nil
    }
}
