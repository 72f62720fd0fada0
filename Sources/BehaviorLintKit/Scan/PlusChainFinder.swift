/// Finds every chain `a + b + …` and describes its operands, for `slow-array-concat`.
/// Operands are postfix expressions (calls, members, subscripts, trailing closures) possibly
/// joined by tighter operators (`*`, `/`, `<<`); anything looser than `+` ends the chain.
struct PlusChainFinder {
    let tokens: SignificantTokens
    let summary: FileSummary
    /// Index in `summary.functions` by the offset of the function's body.
    private let functionsByBody: [Int: Int]
    /// The functions' bodies, by start offset: a chain's enclosing function is found by bisection.
    private let bodies: [(start: Int, end: Int, function: Int)]

    init(tokens: SignificantTokens, summary: FileSummary) {
        self.tokens = tokens
        self.summary = summary
        var functionsByBody: [Int: Int] = [:]
        var bodies: [(start: Int, end: Int, function: Int)] = []
        for (index, function) in summary.functions.enumerated() {
            guard let body = function.body else { continue }
            functionsByBody[body.start] = index
            bodies.append((body.start, body.end, index))
        }
        self.functionsByBody = functionsByBody
        self.bodies = bodies.sorted { $0.start < $1.start }
    }

    /// The function, initializer or subscript whose body opens at token `open`.
    func function(withBodyAt open: Int) -> FunctionDeclaration? {
        functionsByBody[tokens.start(open)].map { summary.functions[$0] }
    }

    private static let tighterOperators: Set<String> = ["*", "/", "%", "&*", "<<", ">>", "&", "&<<", "&>>"]
    /// Transforms whose result type the checker infers from overloads or a closure, which costs
    /// as much as a literal's (`compactMap`, `prefix` and a call of the project's own do not).
    private static let inferredTransforms: Set<String> = ["map", "flatMap", "filter", "sorted", "reversed"]
    /// Keywords that start a statement or a declaration other than `let`/`var`.
    private static let statementKeywords: [StaticString] = [
        "if", "guard", "while", "for", "case", "return", "func", "switch", "in", "else", "do", "catch", "repeat",
        "defer",
        "throw", "import", "class", "struct", "enum", "extension", "protocol", "init", "subscript", "typealias",
    ]
    /// Transforms whose result has the elements of the array they transform.
    private static let elementPreservingTransforms: Set<String> = [
        "filter", "sorted", "reversed", "prefix", "suffix", "dropFirst", "dropLast", "shuffled",
    ]

    func find() -> [PlusChain] {
        var chains: [PlusChain] = []
        var conditions = ConditionTracker()
        // The `+` of chains already found: scanning resumes inside their operands (a closure
        // operand may hold a chain of its own) without finding the same chain again.
        var joined: Set<Int> = []
        var k = 0
        while k < tokens.count {
            // Only directives and operators matter here: every other token is passed at once.
            guard tokens.kinds[k] == .pound || tokens.kinds[k] == .operator else {
                k += 1
                continue
            }
            if let last = conditions.consume(k, in: tokens) {
                k = last + 1
                continue
            }
            guard isBinaryPlus(k), k > 0, !joined.contains(k) else {
                k += 1
                continue
            }
            let trailingClosures = !isInControlCondition(k)
            var operands = [(operandStart(endingAt: k - 1), k - 1)]
            var j = k
            while isBinaryPlus(j), j + 1 < tokens.count {
                joined.insert(j)
                let end = operandEnd(from: j + 1, trailingClosures: trailingClosures)
                operands.append((j + 1, end))
                j = end + 1
            }
            chains.append(makeChain(operands, condition: conditions.current))
            k += 1
        }
        return chains
    }

    private func isBinaryPlus(_ k: Int) -> Bool {
        k < tokens.count && tokens.kinds[k] == .operator && tokens.isText(k, "+")
            && tokens.hasSpaceBefore(k) == tokens.hasSpaceAfter(k)
    }

    /// Whether token `k` sits in the condition of `if`, `guard`, `while`, `for`, `switch` or
    /// `catch` (`if a + b {`, also on a continuation line `if ready,⏎ a + b {`), where the next
    /// `{` is the statement's body, not a trailing closure. Looks back to the statement's start.
    func isInControlCondition(_ k: Int) -> Bool {
        var j = k - 1
        while j >= 0 {
            if tokens.newlineBefore[j + 1] && !continuesLine(previous: j, next: j + 1) { return false }
            if let open = tokens.opener(j) {
                j = open - 1
                continue
            }
            if tokens.closer(j) != nil || tokens.isPunctuation(j, UInt8(ascii: ";")) { return false }
            if tokens.kinds[j] == .keyword {
                switch tokens.text(j) {
                case "if", "guard", "while", "for", "switch", "catch": return true
                default: break
                }
            }
            j -= 1
        }
        return false
    }

    /// A line break between `previous` and `next` that does not end the statement: after a
    /// comma, `=` or a binary operator, or before a binary operator or `.`.
    private func continuesLine(previous: Int, next: Int) -> Bool {
        tokens.isPunctuation(previous, UInt8(ascii: ",")) || tokens.isText(previous, "=")
            || (tokens.kinds[previous] == .operator && tokens.hasSpaceBefore(previous))
            || (tokens.kinds[next] == .operator && tokens.hasSpaceAfter(next))
            || tokens.isPunctuation(next, UInt8(ascii: "."))
    }

    private func isPrefixOperator(_ k: Int) -> Bool {
        tokens.kinds[k] == .operator && !tokens.hasSpaceAfter(k)
            && (tokens.hasSpaceBefore(k) || k == 0 || tokens.closer(k - 1) != nil)
    }

    private func isTighterBinary(_ k: Int) -> Bool {
        k < tokens.count && tokens.kinds[k] == .operator && tokens.hasSpaceBefore(k) == tokens.hasSpaceAfter(k)
            && Self.tighterOperators.contains(tokens.text(k))
    }

    /// The last token of the operand that starts at `start`.
    private func operandEnd(from start: Int, trailingClosures: Bool) -> Int {
        var j = start
        while j < tokens.count - 1 && isPrefixOperator(j) { j += 1 }
        // `.member` or `\.keyPath`; a `.` that ends the file is the whole operand.
        if (tokens.isPunctuation(j, UInt8(ascii: ".")) || tokens.isPunctuation(j, UInt8(ascii: "\\")))
            && j + 1 < tokens.count
        {
            j += 1
        }
        if let close = tokens.closer(j) { j = close }
        while j + 1 < tokens.count {
            let next = j + 1
            if tokens.isPunctuation(next, UInt8(ascii: ".")) && tokens.isWord(next + 1) {
                j = next + 1
            } else if (tokens.isText(next, "?") || tokens.isText(next, "!")) && !tokens.hasSpaceBefore(next) {
                j = next
            } else if (tokens.isPunctuation(next, UInt8(ascii: "(")) || tokens.isPunctuation(next, UInt8(ascii: "[")))
                && !tokens.hasSpaceBefore(next), let close = tokens.closer(next)
            {
                j = close
            } else if trailingClosures && tokens.isPunctuation(next, UInt8(ascii: "{")) && !tokens.newlineBefore[next],
                let close = tokens.closer(next)
            {
                j = close
            } else if let close = genericClauseEnd(from: next) {
                j = close
            } else if isTighterBinary(next) && next + 1 < tokens.count {
                j = next + 1
                while j < tokens.count - 1 && isPrefixOperator(j) { j += 1 }
                if let close = tokens.closer(j) { j = close }
            } else {
                break
            }
        }
        return j
    }

    /// The first token of the operand that ends at `end`.
    private func operandStart(endingAt end: Int) -> Int {
        var j = end
        while true {
            if let open = tokens.opener(j) { j = open }
            let previous = j - 1
            guard previous >= 0 else { return j }
            if tokens.isPunctuation(previous, UInt8(ascii: ".")) {
                // `a.b`, `Array<Int>.init`, or an implicit member `.b`.
                if previous - 1 >= 0, isPrimaryEnd(previous - 1) {
                    j = previous - 1
                    continue
                }
                if let open = genericClauseStart(endingAt: previous - 1) {
                    j = open - 1
                    continue
                }
                return previous
            }
            if tokens.isPunctuation(j, UInt8(ascii: "(")) && !tokens.hasSpaceBefore(j),
                let open = genericClauseStart(endingAt: previous)
            {
                j = open - 1  // `Array<Int>()`
                continue
            }
            if (tokens.isText(previous, "?") || tokens.isText(previous, "!")) && !tokens.hasSpaceBefore(previous)
                && tokens.isPunctuation(j, UInt8(ascii: "."))
            {
                j = previous
                continue
            }
            if (tokens.isPunctuation(j, UInt8(ascii: "(")) || tokens.isPunctuation(j, UInt8(ascii: "[")))
                && !tokens.hasSpaceBefore(j) && isPrimaryEnd(previous)
            {
                j = previous
                continue
            }
            if tokens.isPunctuation(j, UInt8(ascii: "{")) && !tokens.newlineBefore[j] && isPrimaryEnd(previous)
                && (tokens.kinds[previous] == .identifier || tokens.isPunctuation(previous, UInt8(ascii: ")")))
            {
                j = previous
                continue
            }
            if isTighterBinary(previous) && previous - 1 >= 0 && isPrimaryEnd(previous - 1) {
                j = previous - 1
                continue
            }
            if tokens.kinds[previous] == .operator && !tokens.hasSpaceAfter(previous) && tokens.hasSpaceBefore(previous)
            {
                return previous  // prefix operator
            }
            return j
        }
    }

    /// For the `<` of a generic argument clause glued to a type name and followed by `(` or `.`
    /// (`Array<Set<Int>>()`), the index of its closing `>`; nil for a comparison.
    private func genericClauseEnd(from open: Int) -> Int? {
        guard angleBrackets(open) == 1, !tokens.hasSpaceBefore(open), tokens.kinds[open - 1] == .identifier else {
            return nil
        }
        var depth = 0
        var j = open
        while j < tokens.count && (j == open || !tokens.newlineBefore[j]) {
            let brackets = angleBrackets(j)
            if brackets != 0 {
                depth += brackets
                if depth < 0 { return nil }
                if depth == 0 {
                    let next = j + 1
                    let glued =
                        next < tokens.count && !tokens.hasSpaceBefore(next)
                        && (tokens.isPunctuation(next, UInt8(ascii: "("))
                            || tokens.isPunctuation(next, UInt8(ascii: ".")))
                    return glued ? j : nil
                }
            } else if let close = tokens.closer(j) {
                j = close
            } else if !isTypeArgumentToken(j) {
                return nil
            }
            j += 1
        }
        return nil
    }

    /// For the closing `>` of a generic argument clause, the index of its opening `<`, which
    /// follows a type name.
    private func genericClauseStart(endingAt close: Int) -> Int? {
        guard close > 0, angleBrackets(close) < 0, !tokens.hasSpaceBefore(close) else { return nil }
        var depth = 0
        var j = close
        while j > 0 && (j == close || !tokens.newlineBefore[j + 1]) {
            let brackets = angleBrackets(j)
            if brackets != 0 {
                depth += brackets
                if depth > 0 { return nil }
                if depth == 0 {
                    return !tokens.hasSpaceBefore(j) && tokens.kinds[j - 1] == .identifier ? j : nil
                }
            } else if let open = tokens.opener(j) {
                j = open
            } else if !isTypeArgumentToken(j) {
                return nil
            }
            j -= 1
        }
        return nil
    }

    /// +n for an operator token of n `<`, -n for one of n `>`, 0 for anything else.
    private func angleBrackets(_ k: Int) -> Int {
        guard k >= 0 && k < tokens.count && tokens.kinds[k] == .operator else { return 0 }
        let text = tokens.text(k)
        if text.allSatisfy({ $0 == "<" }) { return text.count }
        if text.allSatisfy({ $0 == ">" }) { return -text.count }
        return 0
    }

    /// Names, `.`, `,`, `?`, `!` and `&`: what a generic argument list holds besides brackets.
    private func isTypeArgumentToken(_ k: Int) -> Bool {
        tokens.isWord(k) || tokens.isPunctuation(k, UInt8(ascii: ".")) || tokens.isPunctuation(k, UInt8(ascii: ","))
            || tokens.isText(k, "?") || tokens.isText(k, "!") || tokens.isText(k, "&")
    }

    private func isPrimaryEnd(_ k: Int) -> Bool {
        switch tokens.kinds[k] {
        case .identifier, .string, .integer, .float, .regex, .pound:
            return true
        case .keyword:
            return tokens.isText(k, "self") || tokens.isText(k, "super") || tokens.isText(k, "nil")
                || tokens.isText(k, "true") || tokens.isText(k, "false") || tokens.isText(k, "init")
                || tokens.isText(k, "Self")
        case .punctuation:
            return tokens.opener(k) != nil
                || ((tokens.isText(k, "?") || tokens.isText(k, "!")) && !tokens.hasSpaceBefore(k))
        default:
            return false
        }
    }

    private func makeChain(_ bounds: [(Int, Int)], condition: String?) -> PlusChain {
        let operands = bounds.map { start, end in
            PlusChain.Operand(
                kind: classify(start, end), text: tokens.text(from: start, through: end),
                start: tokens.start(start), end: tokens.end(end))
        }
        let first = bounds[0].0
        let last = bounds[bounds.count - 1].1
        // Declarations are looked up only for chains with an array literal, the only ones
        // slow-array-concat reads: string and number chains are many and need none.
        let readsTypes = operands.contains { $0.kind == .arrayLiteral }
        let place = destination(first, last, lookingUpTypes: readsTypes)
        let effects =
            place.usesTryOrAwait
            || (first...last).contains {
                tokens.isKeyword($0, "try") || (tokens.kinds[$0] == .identifier && tokens.isText($0, "await"))
            }
        return PlusChain(
            operands: operands, span: tokens.span(first, last), destination: place.destination,
            declaredType: place.declaredType, spelledElementType: readsTypes ? spelledElementType(bounds) : nil,
            isWholeValue: place.isWholeValue, usesTryOrAwait: effects,
            function: enclosingFunction(offset: tokens.start(first)), condition: condition)
    }

    /// Where a chain from token `first` to `last` goes.
    private struct Place {
        var destination: PlusChain.Destination
        var declaredType: String? = nil
        var isWholeValue = false
        var usesTryOrAwait = false
    }

    /// Where the chain from `chainFirst` to `chainLast` goes, read from the tokens around it; an
    /// assigned variable's declared type only when `lookingUpTypes`.
    private func destination(_ chainFirst: Int, _ chainLast: Int, lookingUpTypes: Bool) -> Place {
        var (first, last) = (chainFirst, chainLast)
        // `(chain)` goes where the parentheses go, as part of the value.
        while tokens.isPunctuation(first - 1, UInt8(ascii: "(")), tokens.closer(first - 1) == last + 1,
            !isCallParenthesis(first - 1)
        {
            first -= 1
            last += 1
        }
        let parenthesized = first != chainFirst
        var before = first - 1
        var effects = false
        while before >= 0 {
            if (tokens.isText(before, "?") || tokens.isText(before, "!")) && tokens.isKeyword(before - 1, "try") {
                before -= 2
            } else if tokens.isKeyword(before, "try")
                || (tokens.kinds[before] == .identifier && tokens.isText(before, "await"))
            {
                before -= 1
            } else {
                break
            }
            effects = true
        }
        let whole = !parenthesized && endsStatement(after: last)
        // An operand of a looser operator (`a + b ?? c`, `a + b == c`) goes where that operator says.
        if isBinaryOperator(last + 1) || tokens.isKeyword(last + 1, "is") || isBinaryOperator(before) {
            return Place(destination: .other, usesTryOrAwait: effects)
        }
        if tokens.isKeyword(last + 1, "as") && !tokens.isText(last + 2, "?") && !tokens.isText(last + 2, "!") {
            return Place(destination: .cast, declaredType: typeText(startingAt: last + 2), usesTryOrAwait: effects)
        }
        if tokens.isText(before, "=") {
            if let binding = binding(before: before) {
                guard !isConditionBinding(binding.keyword) else {
                    return Place(destination: .other, usesTryOrAwait: effects)
                }
                let isLocal = enclosingBlock(of: binding.keyword).map { !isTypeBody($0) } ?? false
                return Place(
                    destination: .binding(name: binding.name, keyword: tokens.text(binding.keyword), isLocal: isLocal),
                    declaredType: binding.type, isWholeValue: whole, usesTryOrAwait: effects)
            }
            let target = operandStart(endingAt: before - 1)
            return Place(
                destination: .assignment(target: tokens.text(from: target, through: before - 1)),
                declaredType: lookingUpTypes ? assignedType(target, before - 1) : nil, usesTryOrAwait: effects)
        }
        if tokens.isKeyword(before, "return"), let body = returnedBody(at: before) {
            return Place(
                destination: .returned(function: body.name, body: body.span), declaredType: body.type,
                isWholeValue: whole, usesTryOrAwait: effects)
        }
        if tokens.isPunctuation(before, UInt8(ascii: "{")), tokens.closer(before) == last + 1 {
            if !isControlFlowBody(before), let body = owner(ofBody: before) {
                return Place(
                    destination: .returned(function: body.name, body: body.span), declaredType: body.type,
                    isWholeValue: !parenthesized, usesTryOrAwait: effects)
            }
            return Place(destination: isFlatMapClosure(before) ? .flatMapClosure : .other, usesTryOrAwait: effects)
        }
        if tokens.isKeyword(before, "in"), let open = closureOpening(headEndingAt: before),
            tokens.closer(open) == last + 1
        {
            return Place(destination: isFlatMapClosure(open) ? .flatMapClosure : .other, usesTryOrAwait: effects)
        }
        if let group = enclosingGroup(first, last), tokens.isPunctuation(group, UInt8(ascii: "(")) {
            if isCallParenthesis(group) {
                let callee = operandStart(endingAt: group - 1)
                return Place(
                    destination: .argument(callee: tokens.text(from: callee, through: group - 1)),
                    usesTryOrAwait: effects)
            }
            return Place(
                destination: .tupleElement, declaredType: returnedComponentType(group, first), usesTryOrAwait: effects)
        }
        return Place(destination: .other, usesTryOrAwait: effects)
    }

    /// Whether the statement ends right after token `last`: at `;`, `}`, the end of the file, or a
    /// line break that the next line does not continue (`⏎ ?? []`, `⏎ .sorted()`, `⏎ as …`).
    private func endsStatement(after last: Int) -> Bool {
        let next = last + 1
        guard next < tokens.count, !tokens.isPunctuation(next, UInt8(ascii: ";")),
            !tokens.isPunctuation(next, UInt8(ascii: "}"))
        else { return true }
        guard tokens.newlineBefore[next] else { return false }
        if tokens.kinds[next] == .operator { return false }
        for continuation: StaticString in [".", "?", ":", "=", "->", ",", "{", "as", "is"]
        where tokens.isText(next, continuation) {
            return false
        }
        return true
    }

    private func isBinaryOperator(_ k: Int) -> Bool {
        k >= 0 && k < tokens.count && tokens.kinds[k] == .operator
            && tokens.hasSpaceBefore(k) == tokens.hasSpaceAfter(k)
    }

    /// Whether the `(` at `open` starts a call's arguments (`f(`, `a.b(`, `Array<Int>(`, `x?(`)
    /// rather than a tuple or parenthesized expression.
    private func isCallParenthesis(_ open: Int) -> Bool {
        open > 0 && !tokens.hasSpaceBefore(open)
            && (isPrimaryEnd(open - 1) || genericClauseStart(endingAt: open - 1) != nil)
    }

    /// The innermost `(` or `[` holding the tokens from `first` to `last`, as a direct element:
    /// after `(`, `,` or `label:` and before `,` or `)`.
    private func enclosingGroup(_ first: Int, _ last: Int) -> Int? {
        var start = first - 1
        if tokens.isPunctuation(start, UInt8(ascii: ":")) && tokens.isWord(start - 1) { start -= 2 }
        guard
            tokens.isPunctuation(start, UInt8(ascii: "(")) || tokens.isPunctuation(start, UInt8(ascii: "["))
                || tokens.isPunctuation(start, UInt8(ascii: ","))
        else { return nil }
        let next = last + 1
        guard
            tokens.isPunctuation(next, UInt8(ascii: ",")) || tokens.isPunctuation(next, UInt8(ascii: ")"))
                || tokens.isPunctuation(next, UInt8(ascii: "]"))
        else { return nil }
        var j = start
        while j >= 0 {
            if let close = tokens.closer(j), close > last { return j }
            if let open = tokens.opener(j) { j = open }
            j -= 1
        }
        return nil
    }

    /// `let`/`var name[: Type]` ending right before the `=` at `equals`: the keyword's index, the
    /// name and the annotation.
    private func binding(before equals: Int) -> (keyword: Int, name: String, type: String?)? {
        let last = equals - 1
        if tokens.isWord(last), let keyword = bindingKeyword(beforeName: last) {
            return (keyword, tokens.text(last), nil)
        }
        // Back over the annotation to its `:`; angle brackets count, so `Dictionary<K, V>` is one type.
        var j = last
        var angles = 0
        while j > 0 {
            if let open = tokens.opener(j) {
                j = open - 1
                continue
            }
            angles += angleBrackets(j)
            if angles == 0 && tokens.isPunctuation(j, UInt8(ascii: ":")) { break }
            guard isTypeArgumentToken(j) || angleBrackets(j) != 0 || tokens.isText(j, "->") else { return nil }
            j -= 1
        }
        guard j > 1, j < last, tokens.isPunctuation(j, UInt8(ascii: ":")), tokens.isWord(j - 1),
            let keyword = bindingKeyword(beforeName: j - 1)
        else { return nil }
        return (keyword, tokens.text(j - 1), tokens.text(from: j + 1, through: last))
    }

    /// The `let`/`var` that declares the name at token `name`: right before it, or before the
    /// earlier bindings of the same declaration (`let a = 1, name = …`).
    private func bindingKeyword(beforeName name: Int) -> Int? {
        var j = name - 1
        guard j >= 0,
            tokens.isKeyword(j, "let") || tokens.isKeyword(j, "var") || tokens.isPunctuation(j, UInt8(ascii: ","))
        else {
            return nil
        }
        while j >= 0 {
            if tokens.isKeyword(j, "let") || tokens.isKeyword(j, "var") { return j }
            if let open = tokens.opener(j) {
                j = open - 1
                continue
            }
            if tokens.isPunctuation(j, UInt8(ascii: "{")) || tokens.isPunctuation(j, UInt8(ascii: "("))
                || tokens.isPunctuation(j, UInt8(ascii: "["))
                || tokens.isPunctuation(j, UInt8(ascii: ";"))
                || Self.statementKeywords.contains(where: { tokens.isKeyword(j, $0) })
            {
                return nil
            }
            j -= 1
        }
        return nil
    }

    /// Whether the `let`/`var` at `keyword` binds in a condition (`if let`, `guard let`, `case let`).
    private func isConditionBinding(_ keyword: Int) -> Bool {
        let previous = keyword - 1
        guard previous >= 0 else { return false }
        for word: StaticString in ["if", "guard", "while", "case"] where tokens.isKeyword(previous, word) {
            return true
        }
        return tokens.isPunctuation(previous, UInt8(ascii: ",")) || tokens.isPunctuation(previous, UInt8(ascii: "("))
    }

    /// The declared type of an assigned `name` or `self.name` (from `first` to `last`), as the
    /// declaration visible there writes it.
    private func assignedType(_ first: Int, _ last: Int) -> String? {
        if first == last && tokens.kinds[first] == .identifier {
            return DeclaredTypeLookup(finder: self).type(of: tokens.text(first), before: first)
        }
        if last == first + 2 && tokens.isKeyword(first, "self") && tokens.isPunctuation(first + 1, UInt8(ascii: ".")) {
            return DeclaredTypeLookup(finder: self).memberType(of: tokens.text(last), around: first)
        }
        return nil
    }

    /// `[Row]`, `Array<Row>`, `Row?` written from token `k` on (after `as`).
    private func typeText(startingAt k: Int) -> String? {
        guard k < tokens.count else { return nil }
        var end = k
        if let close = tokens.closer(k), tokens.isPunctuation(k, UInt8(ascii: "[")) {
            end = close
        } else if tokens.isWord(k) {
            while tokens.isPunctuation(end + 1, UInt8(ascii: ".")) && tokens.isWord(end + 2) { end += 2 }
            if angleBrackets(end + 1) > 0, !tokens.hasSpaceBefore(end + 1) {
                var depth = 0
                var j = end + 1
                while j < tokens.count {
                    depth += angleBrackets(j)
                    if depth <= 0 { break }
                    if let close = tokens.closer(j) {
                        j = close
                    } else if angleBrackets(j) == 0 && !isTypeArgumentToken(j) {
                        return nil
                    }
                    j += 1
                }
                guard depth == 0, j < tokens.count else { return nil }
                end = j
            }
        } else {
            return nil
        }
        while tokens.isText(end + 1, "?") || tokens.isText(end + 1, "!") { end += 1 }
        return tokens.text(from: k, through: end)
    }

    // MARK: Returned values

    /// The function, computed property or subscript a `return` at `k` leaves: its name, its body
    /// and its declared result type, looking through `if`/`for`/`switch`/… blocks; nil when the
    /// innermost body is a closure's.
    private func returnedBody(at k: Int) -> (name: String, span: SourceSpan, type: String?)? {
        var j = k - 1
        while j >= 0 {
            if let open = tokens.opener(j) {
                j = open - 1
                continue
            }
            if tokens.isPunctuation(j, UInt8(ascii: "{")) && !isControlFlowBody(j) {
                return owner(ofBody: j)
            }
            j -= 1
        }
        return nil
    }

    /// Whether the `{` at `open` is the block of a statement (`if`, `else`, `for`, `do`, `defer`,
    /// …) rather than the body of a function, property or closure.
    private func isControlFlowBody(_ open: Int) -> Bool {
        let previous = open - 1
        for word: StaticString in ["else", "do", "defer", "repeat", "catch"] where tokens.isKeyword(previous, word) {
            return true
        }
        return isInControlCondition(open)
    }

    /// The function, subscript or computed property whose body opens at `open` (`-> [Row] {`,
    /// `var rows: [Row] {`, `var rows: [Row] { get {`): its name, body and declared result type;
    /// nil for a closure.
    private func owner(ofBody open: Int) -> (name: String, span: SourceSpan, type: String?)? {
        guard let close = tokens.closer(open) else { return nil }
        let span = tokens.span(open, close)
        if let function = function(withBodyAt: open) {
            return (function.name, span, function.returnType)
        }
        let property =
            tokens.isText(open - 1, "get") && tokens.isPunctuation(open - 2, UInt8(ascii: "{")) ? open - 2 : open
        return computedProperty(beforeBody: property).map { ($0.name, span, $0.type) }
    }

    /// `name` and `Type` of `var name: Type {`, written on the same line as the body's `{` at `open`.
    private func computedProperty(beforeBody open: Int) -> (name: String, type: String)? {
        var j = open - 1
        while j > 0 && !tokens.newlineBefore[j + 1] {
            if let start = tokens.opener(j) {
                j = start - 1
                continue
            }
            if tokens.isPunctuation(j, UInt8(ascii: ":")) {
                guard tokens.isWord(j - 1) && tokens.isKeyword(j - 2, "var") && j + 1 < open else { return nil }
                return (tokens.text(j - 1), tokens.text(from: j + 1, through: open - 1))
            }
            if tokens.isText(j, "=") || tokens.closer(j) != nil { return nil }
            j -= 1
        }
        return nil
    }

    /// For a tuple whose `(` is at `open` and which is returned (after `return`, or a body's only
    /// expression), the type the result type declares for the component starting at `first`:
    /// by its label, else by its position. Nil when the result type is no tuple of that shape.
    private func returnedComponentType(_ open: Int, _ first: Int) -> String? {
        guard let close = tokens.closer(open) else { return nil }
        let returned: (name: String, span: SourceSpan, type: String?)?
        if tokens.isKeyword(open - 1, "return") {
            returned = returnedBody(at: open - 1)
        } else if tokens.isPunctuation(open - 1, UInt8(ascii: "{")), tokens.closer(open - 1) == close + 1,
            !isControlFlowBody(open - 1)
        {
            returned = owner(ofBody: open - 1)
        } else {
            return nil
        }
        guard let declared = returned?.type else { return nil }
        let label =
            tokens.isPunctuation(first - 1, UInt8(ascii: ":")) && tokens.isWord(first - 2)
            ? tokens.text(first - 2) : nil
        var position = 0
        var j = open + 1
        while j < first {
            if tokens.isPunctuation(j, UInt8(ascii: ",")) { position += 1 }
            if let end = tokens.closer(j) { j = end }
            j += 1
        }
        let components = Self.tupleComponents(declared)
        guard components.count > 1 else { return nil }
        if let label, let named = components.first(where: { $0.label == label }) { return named.type }
        return position < components.count ? components[position].type : nil
    }

    /// The labels and types of a tuple type as written, `(rows: [Row], count: Int)`; one
    /// component without a label for anything that is not a tuple.
    static func tupleComponents(_ type: String) -> [(label: String?, type: String)] {
        let text = type.trimmingCharacters(in: .whitespaces)
        guard text.hasPrefix("(") && text.hasSuffix(")") else { return [(nil, text)] }
        var components: [(label: String?, type: String)] = []
        var depth = 0
        var current = ""
        for character in text.dropFirst().dropLast() {
            switch character {
            case "(", "[", "<": depth += 1
            case ")", "]", ">": depth -= 1
            case "," where depth == 0:
                components.append(labeled(current))
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        components.append(labeled(current))
        return components

        func labeled(_ component: String) -> (label: String?, type: String) {
            let trimmed = component.trimmingCharacters(in: .whitespaces)
            guard let colon = trimmed.firstIndex(of: ":"),
                trimmed[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
            else { return (nil, trimmed) }
            return (
                String(trimmed[..<colon]), trimmed[trimmed.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            )
        }
    }

    // MARK: Closures

    /// Whether the closure opening at `open` is `flatMap`'s (`xs.flatMap {`, `xs.flatMap({`) and
    /// writes no result type (`{ x -> [T] in`).
    private func isFlatMapClosure(_ open: Int) -> Bool {
        guard tokens.isClosureBrace(open) else { return false }
        var j = open + 1
        while j < tokens.count && !tokens.isKeyword(j, "in") && !tokens.newlineBefore[j] {
            if tokens.isText(j, "->") { return false }
            j = (tokens.closer(j) ?? j) + 1
        }
        var callee = open - 1
        if tokens.isPunctuation(callee, UInt8(ascii: "(")) { callee -= 1 }
        return tokens.isText(callee, "flatMap") && tokens.isPunctuation(callee - 1, UInt8(ascii: "."))
    }

    /// The `{` of the closure whose parameter list ends with the `in` at `k` (`{ item in`,
    /// `{ (a, b) -> T in`), or nil for `for … in`.
    private func closureOpening(headEndingAt k: Int) -> Int? {
        var j = k - 1
        while j >= 0 {
            if let open = tokens.opener(j) {
                j = open - 1
                continue
            }
            if tokens.isPunctuation(j, UInt8(ascii: "{")) { return tokens.isClosureBrace(j) ? j : nil }
            guard isTypeArgumentToken(j) || tokens.isText(j, "->") || tokens.isText(j, ":") || angleBrackets(j) != 0
            else { return nil }
            j -= 1
        }
        return nil
    }

    // MARK: Blocks

    /// The `{` of the innermost block holding token `k`, or nil at the top level.
    func enclosingBlock(of k: Int) -> Int? {
        var j = k - 1
        while j >= 0 {
            if let open = tokens.opener(j) {
                j = open - 1
                continue
            }
            if tokens.isPunctuation(j, UInt8(ascii: "{")) { return j }
            j -= 1
        }
        return nil
    }

    /// Whether the `{` at `open` is the body of a type or an extension.
    func isTypeBody(_ open: Int) -> Bool {
        var j = open - 1
        while j >= 0 {
            if let start = tokens.opener(j) {
                j = start - 1
                continue
            }
            if tokens.isPunctuation(j, UInt8(ascii: "{")) || tokens.isPunctuation(j, UInt8(ascii: "}"))
                || tokens.isPunctuation(j, UInt8(ascii: ";")) || tokens.isText(j, "=")
            {
                return false
            }
            if tokens.kinds[j] == .keyword {
                for word: StaticString in ["struct", "enum", "extension", "protocol"] where tokens.isKeyword(j, word) {
                    return true
                }
                if tokens.isKeyword(j, "class") { return tokens.kinds[j + 1] == .identifier }
                for word: StaticString in [
                    "func", "init", "subscript", "var", "let", "if", "guard", "while", "for", "switch",
                    "do", "else", "catch", "repeat", "defer", "in", "return",
                ] where tokens.isKeyword(j, word) {
                    return false
                }
            }
            if tokens.isText(j, "actor") && tokens.kinds[j + 1] == .identifier { return true }
            j -= 1
        }
        return false
    }

    /// The innermost function whose body holds `offset`: of the bodies starting before it, the
    /// latest that has not ended (a nested function starts after the one holding it).
    private func enclosingFunction(offset: Int) -> Int? {
        var (low, high) = (0, bodies.count)
        while low < high {
            let middle = (low + high) / 2
            if bodies[middle].start < offset { low = middle + 1 } else { high = middle }
        }
        return bodies[..<low].last { offset < $0.end }?.function
    }

    // MARK: Element types the operands spell

    /// The element type the first operand that names one spells: a literal's element built by
    /// `Type(…)`, `Type.member` or `Type<…>(…)`, a literal's element whose declaration writes its
    /// type, the result of a `map`-like closure or function (`map { Type(…) }`, `map(Type.init)`),
    /// or an array variable's declared element type.
    /// A literal whose elements are built as different types (`[Logo(…), UIImageView(…)]`) spells
    /// none: the array's element type is some supertype of theirs the tokens do not name.
    /// Operands that spell different types (`[UIAction(…)] + [UIDeferredMenuElement(…)]`) spell
    /// none either, for the same reason.
    private func spelledElementType(_ bounds: [(Int, Int)]) -> String? {
        var spelled: String? = nil
        for (start, end) in bounds {
            switch elementTypeName(start, end) {
            case .named(let name):
                if let spelled, spelled != name { return nil }
                spelled = name
            case .mixed: return nil
            case .none: continue
            }
        }
        return spelled
    }

    private enum SpelledType {
        case named(String)
        case mixed, none
    }

    private func elementTypeName(_ start: Int, _ end: Int) -> SpelledType {
        var k = start
        while k <= end {
            if tokens.isPunctuation(k, UInt8(ascii: "[")), let close = tokens.closer(k), close <= end,
                isLiteralBracket(k)
            {
                let names = Set(literalElements(k, close).compactMap { typeName(of: $0) })
                if names.count > 1 { return .mixed }
                if let name = names.first { return .named(name) }
                k = close + 1
                continue
            }
            if tokens.kinds[k] == .identifier, tokens.isPunctuation(k - 1, UInt8(ascii: ".")),
                tokens.isText(k, "map") || tokens.isText(k, "flatMap") || tokens.isText(k, "compactMap")
            {
                // `map(Type.init)`, `map { Type(…) }`, `map({ name in Type(…) })`.
                var result = k + 1
                if tokens.isPunctuation(result, UInt8(ascii: "(")) { result += 1 }
                if tokens.isPunctuation(result, UInt8(ascii: "{")) {
                    result += 1
                    var j = result
                    while j <= end && !tokens.newlineBefore[j] && !tokens.isKeyword(j, "in") {
                        j = (tokens.closer(j) ?? j) + 1
                    }
                    if tokens.isKeyword(j, "in") { result = j + 1 }
                }
                if result <= end, let name = constructedType(at: result) { return .named(name) }
            }
            k += 1
        }
        // An array variable, or one filtered or sorted: `rows`, `self.rows`, `rows.filter { … }`.
        var name = start
        if tokens.isKeyword(name, "self") && tokens.isPunctuation(name + 1, UInt8(ascii: ".")) { name += 2 }
        let keepsElements =
            tokens.isPunctuation(name + 1, UInt8(ascii: ".")) && name + 2 <= end
            && Self.elementPreservingTransforms.contains(tokens.text(name + 2))
        guard tokens.kinds[name] == .identifier, name == end || keepsElements else { return .none }
        let lookup = DeclaredTypeLookup(finder: self)
        let declared =
            name == start
            ? lookup.type(of: tokens.text(name), before: name)
            : lookup.memberType(of: tokens.text(name), around: name)
        return declared.flatMap(PlusChain.elementType(of:)).map(SpelledType.named) ?? .none
    }

    /// Whether the `[` at `k` opens an array literal rather than a subscript (`rows[0]`).
    private func isLiteralBracket(_ k: Int) -> Bool {
        k == 0 || tokens.hasSpaceBefore(k) || !isPrimaryEnd(k - 1)
    }

    /// The first and last token of each element of the literal from `open` to `close`.
    private func literalElements(_ open: Int, _ close: Int) -> [(Int, Int)] {
        var elements: [(Int, Int)] = []
        var first = open + 1
        var j = open + 1
        while j < close {
            if tokens.isPunctuation(j, UInt8(ascii: ",")) {
                if j > first { elements.append((first, j - 1)) }
                first = j + 1
            }
            j = (tokens.closer(j) ?? j) + 1
        }
        if close > first { elements.append((first, close - 1)) }
        return elements
    }

    /// The type an element from `element.0` to `element.1` names: `Type(…)`, `Type.member`, or a
    /// variable whose visible declaration writes a type.
    private func typeName(of element: (Int, Int)) -> String? {
        if let name = constructedType(at: element.0) { return name }
        var name = element.0
        if tokens.isKeyword(name, "self") && tokens.isPunctuation(name + 1, UInt8(ascii: ".")) { name += 2 }
        guard name == element.1, tokens.kinds[name] == .identifier else { return nil }
        let lookup = DeclaredTypeLookup(finder: self)
        let declared =
            name == element.0
            ? lookup.type(of: tokens.text(name), before: name)
            : lookup.memberType(of: tokens.text(name), around: name)
        guard var type = declared?.trimmingCharacters(in: .whitespaces) else { return nil }
        while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
        return type.isEmpty || type.hasPrefix("[") || type.hasPrefix("(") ? nil : type
    }

    /// `Type` (or `Outer.Type`) when token `k` starts `Type(…)`, `Type<…>(…)` or `Type.member`.
    func constructedType(at k: Int) -> String? {
        guard k < tokens.count, tokens.kinds[k] == .identifier, tokens.text(k).first?.isUppercase == true else {
            return nil
        }
        var last = k
        while tokens.isPunctuation(last + 1, UInt8(ascii: ".")), tokens.kinds[last + 2] == .identifier,
            tokens.text(last + 2).first?.isUppercase == true, !tokens.hasSpaceBefore(last + 1)
        {
            last += 2
        }
        let next = last + 1
        guard next < tokens.count, !tokens.hasSpaceBefore(next),
            tokens.isPunctuation(next, UInt8(ascii: "(")) || tokens.isPunctuation(next, UInt8(ascii: "."))
                || genericClauseEnd(from: next) != nil
        else { return nil }
        return tokens.text(from: k, through: last)
    }

    /// Whether the closure from `open` to `close` writes its result type (`{ () -> [Row] in … }`).
    private func declaresResultType(closureOpeningAt open: Int, closingAt close: Int) -> Bool {
        var k = open + 1
        while k < close {
            if tokens.isKeyword(k, "in") { return false }
            if tokens.isText(k, "->") { return true }
            k = (tokens.closer(k) ?? k) + 1
        }
        return false
    }

    private func classify(_ start: Int, _ end: Int) -> PlusChain.OperandKind {
        if start == end {
            switch tokens.kinds[start] {
            case .string: return .stringLiteral
            case .integer, .float: return .numberLiteral
            case .identifier, .keyword: return .identifier
            default: return .other
            }
        }
        if tokens.closer(start) == end {
            if tokens.isPunctuation(start, UInt8(ascii: "[")) {
                return containsTopLevel(":", start + 1, end - 1) ? .other : .arrayLiteral
            }
            if tokens.isPunctuation(start, UInt8(ascii: "(")) {
                if end == start + 1 { return .other }  // `()`
                if containsTopLevel("?", start + 1, end - 1) && containsTopLevel(":", start + 1, end - 1) {
                    return .ternary
                }
                if contains("??", start, end) { return .optional }
                return classify(start + 1, end - 1)
            }
        }
        if tokens.isPunctuation(start, UInt8(ascii: "{")), let close = tokens.closer(start),
            tokens.isPunctuation(close + 1, UInt8(ascii: "(")), tokens.closer(close + 1) == end,
            !declaresResultType(closureOpeningAt: start, closingAt: close)
        {
            return .calledClosure
        }
        var sawClosure = false
        var sawTransform = false
        var sawOptional = false
        for k in start...end {
            if tokens.isPunctuation(k, UInt8(ascii: "{")) { sawClosure = true }
            if tokens.kinds[k] == .identifier && tokens.isPunctuation(k - 1, UInt8(ascii: "."))
                && Self.inferredTransforms.contains(tokens.text(k))
            {
                sawTransform = true
            }
            if tokens.isText(k, "??") || ((tokens.isText(k, "?") || tokens.isText(k, "!")) && !tokens.hasSpaceBefore(k))
            {
                sawOptional = true
            }
        }
        if sawTransform { return .mapOrFilter }
        if sawClosure { return .closure }
        if sawOptional { return .optional }
        if tokens.isPunctuation(end, UInt8(ascii: ")")) { return .call }
        if (start...end).allSatisfy({ tokens.isWord($0) || tokens.isPunctuation($0, UInt8(ascii: ".")) }) {
            return .identifier
        }
        return .other
    }

    private func containsTopLevel(_ text: StaticString, _ start: Int, _ end: Int) -> Bool {
        var k = start
        while k <= end {
            if tokens.isText(k, text) { return true }
            if let close = tokens.closer(k) { k = close }
            k += 1
        }
        return false
    }

    private func contains(_ text: StaticString, _ start: Int, _ end: Int) -> Bool {
        (start...end).contains { tokens.isText($0, text) }
    }
}
