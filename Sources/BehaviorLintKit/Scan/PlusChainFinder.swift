/// Finds every chain `a + b + …` and describes its operands, for `slow-array-concat`.
/// Operands are postfix expressions (calls, members, subscripts, trailing closures) possibly
/// joined by tighter operators (`*`, `/`, `<<`); anything looser than `+` ends the chain.
struct PlusChainFinder {
    let tokens: SignificantTokens
    let summary: FileSummary

    private static let tighterOperators: Set<String> = ["*", "/", "%", "&*", "<<", ">>", "&", "&<<", "&>>"]
    private static let collectionTransforms: Set<String> = [
        "map", "filter", "compactMap", "flatMap", "sorted", "reversed", "reduce", "prefix", "suffix", "dropFirst", "dropLast",
    ]

    func find() -> [PlusChain] {
        var chains: [PlusChain] = []
        var conditions = ConditionTracker()
        // The `+` of chains already found: scanning resumes inside their operands (a closure
        // operand may hold a chain of its own) without finding the same chain again.
        var joined: Set<Int> = []
        var k = 0
        while k < tokens.count {
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
    private func isInControlCondition(_ k: Int) -> Bool {
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
            || (tokens.kinds[next] == .operator && tokens.hasSpaceAfter(next)) || tokens.isPunctuation(next, UInt8(ascii: "."))
    }

    private func isPrefixOperator(_ k: Int) -> Bool {
        tokens.kinds[k] == .operator && !tokens.hasSpaceAfter(k) && (tokens.hasSpaceBefore(k) || k == 0 || tokens.closer(k - 1) != nil)
    }

    private func isTighterBinary(_ k: Int) -> Bool {
        k < tokens.count && tokens.kinds[k] == .operator && tokens.hasSpaceBefore(k) == tokens.hasSpaceAfter(k)
            && Self.tighterOperators.contains(tokens.text(k))
    }

    /// The last token of the operand that starts at `start`.
    private func operandEnd(from start: Int, trailingClosures: Bool) -> Int {
        var j = start
        while j < tokens.count - 1 && isPrefixOperator(j) { j += 1 }
        if tokens.isPunctuation(j, UInt8(ascii: ".")) || tokens.isPunctuation(j, UInt8(ascii: "\\")) { j += 1 }
        if let close = tokens.closer(j) { j = close }
        while j + 1 < tokens.count {
            let next = j + 1
            if tokens.isPunctuation(next, UInt8(ascii: ".")) && tokens.isWord(next + 1) {
                j = next + 1
            } else if (tokens.isText(next, "?") || tokens.isText(next, "!")) && !tokens.hasSpaceBefore(next) {
                j = next
            } else if (tokens.isPunctuation(next, UInt8(ascii: "(")) || tokens.isPunctuation(next, UInt8(ascii: "[")))
                        && !tokens.hasSpaceBefore(next), let close = tokens.closer(next) {
                j = close
            } else if trailingClosures && tokens.isPunctuation(next, UInt8(ascii: "{")) && !tokens.newlineBefore[next],
                      let close = tokens.closer(next) {
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
               let open = genericClauseStart(endingAt: previous) {
                j = open - 1  // `Array<Int>()`
                continue
            }
            if (tokens.isText(previous, "?") || tokens.isText(previous, "!")) && !tokens.hasSpaceBefore(previous)
                && tokens.isPunctuation(j, UInt8(ascii: ".")) {
                j = previous
                continue
            }
            if (tokens.isPunctuation(j, UInt8(ascii: "(")) || tokens.isPunctuation(j, UInt8(ascii: "[")))
                && !tokens.hasSpaceBefore(j) && isPrimaryEnd(previous) {
                j = previous
                continue
            }
            if tokens.isPunctuation(j, UInt8(ascii: "{")) && !tokens.newlineBefore[j] && isPrimaryEnd(previous)
                && (tokens.kinds[previous] == .identifier || tokens.isPunctuation(previous, UInt8(ascii: ")"))) {
                j = previous
                continue
            }
            if isTighterBinary(previous) && previous - 1 >= 0 && isPrimaryEnd(previous - 1) {
                j = previous - 1
                continue
            }
            if tokens.kinds[previous] == .operator && !tokens.hasSpaceAfter(previous) && tokens.hasSpaceBefore(previous) {
                return previous  // prefix operator
            }
            return j
        }
    }

    /// For the `<` of a generic argument clause glued to a type name and followed by `(` or `.`
    /// (`Array<Set<Int>>()`), the index of its closing `>`; nil for a comparison.
    private func genericClauseEnd(from open: Int) -> Int? {
        guard angleBrackets(open) == 1, !tokens.hasSpaceBefore(open), tokens.kinds[open - 1] == .identifier else { return nil }
        var depth = 0
        var j = open
        while j < tokens.count && (j == open || !tokens.newlineBefore[j]) {
            let brackets = angleBrackets(j)
            if brackets != 0 {
                depth += brackets
                if depth < 0 { return nil }
                if depth == 0 {
                    let next = j + 1
                    let glued = next < tokens.count && !tokens.hasSpaceBefore(next)
                        && (tokens.isPunctuation(next, UInt8(ascii: "(")) || tokens.isPunctuation(next, UInt8(ascii: ".")))
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
                || tokens.isText(k, "true") || tokens.isText(k, "false") || tokens.isText(k, "init") || tokens.isText(k, "Self")
        case .punctuation:
            return tokens.opener(k) != nil || ((tokens.isText(k, "?") || tokens.isText(k, "!")) && !tokens.hasSpaceBefore(k))
        default:
            return false
        }
    }

    private func makeChain(_ bounds: [(Int, Int)], condition: String?) -> PlusChain {
        let operands = bounds.map { start, end in
            PlusChain.Operand(kind: classify(start, end), text: tokens.text(from: start, through: end),
                              start: tokens.start(start), end: tokens.end(end))
        }
        let first = bounds[0].0, last = bounds[bounds.count - 1].1
        let function = enclosingFunction(offset: tokens.start(first))
        var declaredType: String? = nil
        var bindingName: String? = nil
        var isReturned = false
        let before = first - 1
        if tokens.isText(before, "=") {
            // `let name: Type = chain`
            var j = before - 1
            var typeEnd: Int? = nil
            while j >= 0 && !tokens.newlineBefore[j + 1] || j == before - 1 {
                if tokens.isKeyword(j, "let") || tokens.isKeyword(j, "var") { break }
                if typeEnd == nil && tokens.isPunctuation(j, UInt8(ascii: ":")) { typeEnd = j }
                j -= 1
                if j < 0 { break }
            }
            if j >= 0 && (tokens.isKeyword(j, "let") || tokens.isKeyword(j, "var")) && tokens.isWord(j + 1) {
                bindingName = tokens.text(j + 1)
                if tokens.isPunctuation(j + 2, UInt8(ascii: ":")) && j + 3 <= before - 1 {
                    declaredType = tokens.text(from: j + 3, through: before - 1)
                }
            }
        } else if tokens.isKeyword(before, "return") {
            isReturned = true
            declaredType = returnedType(at: before)
        } else if tokens.isPunctuation(before, UInt8(ascii: "{")), tokens.closer(before) == last + 1, !isControlFlowBody(before) {
            isReturned = true  // a single-expression body
            declaredType = resultType(ofBody: before)
        }
        return PlusChain(operands: operands, span: tokens.span(first, last), declaredType: declaredType,
                         bindingName: bindingName, isReturned: isReturned, function: function, condition: condition)
    }

    /// The result type written for the body a `return` at `k` leaves: that of the innermost
    /// enclosing function or computed property, looking through `if`/`for`/`switch`/… blocks;
    /// nil when the innermost body is a closure.
    private func returnedType(at k: Int) -> String? {
        var j = k - 1
        while j >= 0 {
            if let open = tokens.opener(j) {
                j = open - 1
                continue
            }
            if tokens.isPunctuation(j, UInt8(ascii: "{")) && !isControlFlowBody(j) {
                return resultType(ofBody: j)
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

    /// The declared result type of the function, subscript or computed property whose body
    /// opens at `open` (`-> [Row] {`, `var rows: [Row] {`, `var rows: [Row] { get {`), or nil.
    private func resultType(ofBody open: Int) -> String? {
        if let function = summary.functions.first(where: { $0.body?.start == tokens.start(open) }) {
            return function.returnType
        }
        if tokens.isText(open - 1, "get") && tokens.isPunctuation(open - 2, UInt8(ascii: "{")) {
            return propertyType(beforeBody: open - 2)
        }
        return propertyType(beforeBody: open)
    }

    /// `Type` of `var name: Type {`, written on the same line as the body's `{` at `open`.
    private func propertyType(beforeBody open: Int) -> String? {
        var j = open - 1
        while j > 0 && !tokens.newlineBefore[j + 1] {
            if let start = tokens.opener(j) {
                j = start - 1
                continue
            }
            if tokens.isPunctuation(j, UInt8(ascii: ":")) {
                guard tokens.isWord(j - 1) && tokens.isKeyword(j - 2, "var") && j + 1 < open else { return nil }
                return tokens.text(from: j + 1, through: open - 1)
            }
            if tokens.isText(j, "=") || tokens.closer(j) != nil { return nil }
            j -= 1
        }
        return nil
    }

    private func enclosingFunction(offset: Int) -> Int? {
        var best: Int? = nil
        for (index, function) in summary.functions.enumerated() {
            guard let body = function.body, body.start < offset, offset < body.end else { continue }
            if let current = best, let currentBody = summary.functions[current].body, currentBody.start > body.start { continue }
            best = index
        }
        return best
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
                if containsTopLevel("?", start + 1, end - 1) && containsTopLevel(":", start + 1, end - 1) { return .ternary }
                if contains("??", start, end) { return .optional }
                return classify(start + 1, end - 1)
            }
        }
        var sawClosure = false
        var sawTransform = false
        var sawOptional = false
        for k in start ... end {
            if tokens.isPunctuation(k, UInt8(ascii: "{")) { sawClosure = true }
            if tokens.kinds[k] == .identifier && tokens.isPunctuation(k - 1, UInt8(ascii: "."))
                && Self.collectionTransforms.contains(tokens.text(k)) { sawTransform = true }
            if tokens.isText(k, "??") || ((tokens.isText(k, "?") || tokens.isText(k, "!")) && !tokens.hasSpaceBefore(k)) { sawOptional = true }
        }
        if sawTransform { return .mapOrFilter }
        if sawClosure { return .closure }
        if sawOptional { return .optional }
        if tokens.isPunctuation(end, UInt8(ascii: ")")) { return .call }
        if (start ... end).allSatisfy({ tokens.isWord($0) || tokens.isPunctuation($0, UInt8(ascii: ".")) }) { return .identifier }
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
        (start ... end).contains { tokens.isText($0, text) }
    }
}
