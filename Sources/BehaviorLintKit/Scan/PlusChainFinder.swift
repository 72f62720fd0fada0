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
        var k = 0
        while k < tokens.count {
            guard isBinaryPlus(k), k > 0 else {
                k += 1
                continue
            }
            let trailingClosures = allowsTrailingClosures(before: k)
            var operands = [(operandStart(endingAt: k - 1), k - 1)]
            var j = k
            while isBinaryPlus(j), j + 1 < tokens.count {
                let end = operandEnd(from: j + 1, trailingClosures: trailingClosures)
                operands.append((j + 1, end))
                j = end + 1
            }
            chains.append(makeChain(operands))
            k = j
        }
        return chains
    }

    private func isBinaryPlus(_ k: Int) -> Bool {
        k < tokens.count && tokens.kinds[k] == .operator && tokens.isText(k, "+")
            && tokens.hasSpaceBefore(k) == tokens.hasSpaceAfter(k)
    }

    /// `if a + b {`: the brace is the statement's body, not a trailing closure.
    private func allowsTrailingClosures(before k: Int) -> Bool {
        var j = k
        while j > 0 && !tokens.newlineBefore[j] { j -= 1 }
        for index in j ..< k where tokens.kinds[index] == .keyword {
            switch tokens.text(index) {
            case "if", "guard", "while", "for", "switch", "case": return false
            default: continue
            }
        }
        return true
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
                // `a.b` or an implicit member `.b`.
                if previous - 1 >= 0, isPrimaryEnd(previous - 1) {
                    j = previous - 1
                    continue
                }
                return previous
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

    private func makeChain(_ bounds: [(Int, Int)]) -> PlusChain {
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
        } else if tokens.isPunctuation(before, UInt8(ascii: "{")), let function,
                  summary.functions[function].body?.start == tokens.start(before),
                  tokens.isPunctuation(last + 1, UInt8(ascii: "}")) {
            isReturned = true  // a single-expression body
        }
        if isReturned, let function { declaredType = summary.functions[function].returnType }
        return PlusChain(operands: operands, span: tokens.span(first, last), declaredType: declaredType,
                         bindingName: bindingName, isReturned: isReturned, function: function, condition: nil)
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
