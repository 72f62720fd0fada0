/// Rewrites `slow-array-concat` chains so that neither the type checker nor the running app
/// builds the array one `+` at a time: a chain of array literals becomes one literal, and a chain
/// whose element type is declared becomes a `var` filled with `append(contentsOf:)` and
/// `append(_:)`. A chain it cannot rewrite safely gets no proposal.
struct ArrayConcatFixer: Fixer {
    static let ruleIDs = [SlowArrayConcatRule.descriptor.id]

    /// First and last significant token of one operand.
    private typealias Operand = (first: Int, last: Int)

    /// Operators that bind more loosely than `+`: a chain right after one is a whole operand, so
    /// merging its literals cannot regroup the expression (`a - [b] + [c]` is `(a - [b]) + [c]`).
    private static let looserOperators: Set<String> = [
        "==", "!=", "===", "!==", "<", "<=", ">", ">=", "~=", "??", "...", "..<", "&&", "||",
        "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=",
    ]

    func proposals(_ context: FixContext) -> [FixProposal] {
        var sources: [String: FixSource] = [:]
        return context.findings.compactMap { finding in
            guard Self.ruleIDs.contains(finding.ruleID), finding.fixable, let file = context.file(finding.path),
                  let chain = file.summary.plusChains.first(where: {
                      $0.span.startLocation == finding.location && $0.span.endLocation == finding.endLocation
                  }),
                  let source = sources[finding.path] ?? FixSource(context, path: finding.path) else { return nil }
            sources[finding.path] = source
            guard let operands = Self.operandTokens(chain, source) else { return nil }
            let literals = chain.operands.allSatisfy { $0.kind == .arrayLiteral }
            guard let edits = literals
                    ? Self.mergedLiteral(operands, source)
                    : Self.appendRewrite(chain, operands, file.summary, source) else { return nil }
            let what = literals ? "\(operands.count) array literals merged into one" : "built with append instead of +"
            return FixProposal(ruleID: finding.ruleID, resolves: [finding], edits: [finding.path: edits],
                               summary: "\(finding.hostClass ?? finding.path): \(what)")
        }
    }

    /// The scanner's operands as tokens, provided they are whole tokens joined by single `+`s,
    /// so that the chain really runs from the first operand's start to the last one's end.
    private static func operandTokens(_ chain: PlusChain, _ source: FixSource) -> [Operand]? {
        var operands: [Operand] = []
        for operand in chain.operands {
            guard let first = source.token(startingAt: operand.start), let last = source.token(endingAt: operand.end),
                  first <= last else { return nil }
            if let previous = operands.last, first != previous.last + 2 || !source.isText(previous.last + 1, "+") { return nil }
            operands.append((first, last))
        }
        return operands.isEmpty ? nil : operands
    }

    // MARK: Literals only

    /// `[a, b] + [c] + []` → `[a, b, c]`, on one line when every literal is on one line and no
    /// comment sits between elements; otherwise one element per line, indented like the first
    /// element that has a line of its own, with the comments kept after the element they followed.
    private static func mergedLiteral(_ operands: [Operand], _ source: FixSource) -> [TextEdit]? {
        let open = operands[0].first
        guard open == 0 || source.kind(open - 1) != .operator || looserOperators.contains(source.text(open - 1)) else { return nil }
        let range = source.start(open) ..< source.end(operands[operands.count - 1].last)
        let elements = operands.flatMap { source.elements(ofLiteral: $0.first) }
        let loose = source.comments(in: range).filter { comment in !elements.contains { $0.contains(comment.lowerBound) } }
        let multiLine = !loose.isEmpty || operands.contains {
            source.containsLineBreak(source.start($0.first) ..< source.end($0.last))
        }
        guard multiLine else {
            return [TextEdit(start: range.lowerBound, end: range.upperBound,
                             replacement: "[" + elements.map(source.text).joined(separator: ", ") + "]")]
        }
        let eol = source.lineEnding
        let outer = source.indentation(ofLineAt: range.lowerBound)
        let indent = elements.first { source.startsLine($0.lowerBound) }
            .map { source.indentation(ofLineAt: $0.lowerBound) } ?? outer + source.indentUnit
        // Comments after the opening `[` come first, then those after each element.
        let comments = source.attach(loose, after: [source.end(open)] + elements.map { $0.upperBound })
        let lines = ["["] + elements.map { indent + source.text($0) + "," }
        let text = zip(lines, comments).map { line, comments in
            line + comments.trailing.map { " " + $0 }.joined() + eol + comments.ownLines.map { indent + $0 + eol }.joined()
        }.joined()
        return [TextEdit(start: range.lowerBound, end: range.upperBound, replacement: text + outer + "]")]
    }

    // MARK: Declared element type

    /// `let name: [T] = a + b + c` → `var name: [T] = a` and `name.append(contentsOf: b)`, …;
    /// `return a + b + c` (or a body's only expression) → the same in a fresh local, then
    /// `return` it. Only when the chain is the whole initializer or returned expression.
    private static func appendRewrite(_ chain: PlusChain, _ operands: [Operand], _ file: FileSummary,
                                      _ source: FixSource) -> [TextEdit]? {
        guard let declared = chain.declaredType, let element = SlowArrayConcatRule.elementType(of: declared),
              operands[0].first > 0 else { return nil }
        let first = operands[0], last = operands[operands.count - 1]
        let before = first.first - 1
        // The token the statement starts with (`let`/`var`, `return`, or the chain itself), and
        // whether the array is returned from a local of its own.
        let start: Int
        let name: String
        let returns: Bool
        if let binding = chain.bindingName, source.isText(before, "=") {
            guard let keyword = bindingKeyword(before: before, name: binding, type: declared, source),
                  startsStatement(keyword, source) else { return nil }
            (start, name, returns) = (keyword, binding, false)
        } else if chain.isReturned, source.isText(before, "return") || (source.isText(before, "{") && source.partner(before) == last.last + 1) {
            start = source.isText(before, "return") ? before : first.first
            (name, returns) = (freeName(near: source.start(first.first), chain, file, source), true)
        } else {
            return nil
        }
        guard endsStatement(last.last, source) else { return nil }

        // One line per further operand, then `return name`; comments between operands are kept.
        var lines: [String] = []
        var firstLineEnd = ""
        let ends = operands.map { source.end($0.last) }
        let gaps = source.comments(in: ends[0] ..< ends[ends.count - 1]).filter { comment in
            !operands.contains { source.start($0.first) <= comment.lowerBound && comment.upperBound <= source.end($0.last) }
        }
        var appends = 0
        for (index, comments) in source.attach(gaps, after: ends).enumerated() {
            if index > 0, let call = appendCall(name, operands[index], source) {
                lines.append(call)
                appends += 1
            }
            for comment in comments.trailing {
                if lines.isEmpty { firstLineEnd += " " + comment } else { lines[lines.count - 1] += " " + comment }
            }
            lines += comments.ownLines
        }
        if returns { lines.append("return \(name)") }
        // With nothing appended (only empty literals follow) a `var` would draw a warning.
        let keyword = appends > 0 ? "var" : returns ? "let" : source.text(start)
        let head = start == first.first
            ? TextEdit.insert("\(keyword) \(name): [\(element)] = ", at: source.start(start))
            : TextEdit(start: source.start(start), end: source.end(start),
                       replacement: returns ? "\(keyword) \(name): [\(element)] =" : keyword)
        return layout(head: head, startToken: start, lines: lines, firstLineEnd: firstLineEnd, after: first, through: last, source)
    }

    /// The edits: `head`, and the text after the first operand replaced by `firstLineEnd` and
    /// `lines`, each on its own line at the statement's indentation. A statement alone in a
    /// one-line block (`{ return a + b + c }`) first gets the block opened up.
    private static func layout(head: TextEdit, startToken: Int, lines: [String], firstLineEnd: String,
                               after first: Operand, through last: Operand, _ source: FixSource) -> [TextEdit] {
        let eol = source.lineEnding
        let outer = source.indentation(ofLineAt: head.start)
        let open = startToken - 1, close = last.last + 1
        let oneLineBlock = open >= 0 && source.isText(open, "{") && source.partner(open) == close
            && !source.containsLineBreak(source.end(open) ..< source.start(close))
            && source.comments(in: source.end(open) ..< head.start).isEmpty
            && source.comments(in: source.end(last.last) ..< source.start(close)).isEmpty
        let indent = source.startsLine(head.start) ? outer : outer + source.indentUnit
        let body = firstLineEnd + lines.map { eol + indent + $0 }.joined()
        if oneLineBlock {
            return [
                TextEdit(start: source.end(open), end: head.end, replacement: eol + indent + head.replacement),
                TextEdit(start: source.end(first.last), end: source.start(close), replacement: body + eol + outer),
            ]
        }
        let rest = TextEdit(start: source.end(first.last), end: source.end(last.last), replacement: body)
        return source.text(head.start ..< head.end) == head.replacement ? [rest] : [head, rest]
    }

    /// `name.append(x)` for a one-element literal, nothing for an empty one, otherwise
    /// `name.append(contentsOf: operand)` without redundant outer parentheses (an argument needs
    /// none, ternary and `??` included).
    private static func appendCall(_ name: String, _ operand: Operand, _ source: FixSource) -> String? {
        let range = source.start(operand.first) ..< source.end(operand.last)
        let bracketed = source.partner(operand.first) == operand.last && source.comments(in: range).isEmpty
        if bracketed && source.isText(operand.first, "[") {
            let elements = source.elements(ofLiteral: operand.first)
            if elements.isEmpty { return nil }
            if elements.count == 1 { return "\(name).append(\(source.text(elements[0])))" }
        }
        let argument = bracketed && source.isText(operand.first, "(") && operand.last - operand.first > 1
            ? source.start(operand.first + 1) ..< source.end(operand.last - 1) : range
        return "\(name).append(contentsOf: \(source.text(argument)))"
    }

    /// The `let` or `var` of `let name: Type =` whose `=` is token `equals`, checked token by token
    /// against what the scanner read.
    private static func bindingKeyword(before equals: Int, name: String, type: String, _ source: FixSource) -> Int? {
        var k = equals - 1
        while k >= 0 && !(source.kind(k) == .keyword && (source.isText(k, "let") || source.isText(k, "var"))) { k -= 1 }
        guard k >= 0, source.isText(k + 1, name), source.isText(k + 2, ":"), k + 3 < equals,
              source.text(source.start(k + 3) ..< source.end(equals - 1)) == type else { return nil }
        return k
    }

    /// Whether token `k` begins a statement: after `{`, `;`, `}` or a `case …:` label, or on a new
    /// line that does not continue a condition or an expression (`if a,⏎ let b = …`).
    private static func startsStatement(_ k: Int, _ source: FixSource) -> Bool {
        let previous = k - 1
        guard previous >= 0, !["{", ";", "}", ":"].contains(source.text(previous)) else { return true }
        guard source.containsLineBreak(source.end(previous) ..< source.start(k)) else { return false }
        let text = source.text(previous)
        if source.kind(previous) == .keyword { return !["if", "guard", "while", "case", "catch", "for"].contains(text) }
        return source.kind(previous) != .operator && ![",", "(", "[", "="].contains(text)
    }

    /// Whether the statement ends right after token `last`: at `;`, `}`, the end of the file, or
    /// a line break that the next line does not continue (`⏎ ?? []`, `⏎ .sorted()`, `⏎ as …`).
    private static func endsStatement(_ last: Int, _ source: FixSource) -> Bool {
        let next = last + 1
        guard next < source.count, !source.isText(next, ";"), !source.isText(next, "}") else { return true }
        guard source.containsLineBreak(source.end(last) ..< source.start(next)) else { return false }
        return source.kind(next) != .operator && ![".", "?", ":", "=", "->", ",", "{", "as", "is"].contains(source.text(next))
    }

    /// `result`, or `result2`, `result3`, … when the enclosing function (or, for a computed
    /// property, the enclosing type) already mentions that name.
    private static func freeName(near offset: Int, _ chain: PlusChain, _ file: FileSummary, _ source: FixSource) -> String {
        let scope = chain.function.map { file.functions[$0].declaration }
            ?? file.types.filter { $0.declaration.start <= offset && offset < $0.declaration.end }
                .max { $0.declaration.start < $1.declaration.start }?.declaration
        let range = scope.map { $0.start ..< $0.end } ?? 0 ..< source.bytes.count
        let used = Set(source.tokens(in: range).filter { source.kind($0) == .identifier }.map {
            source.text($0).filter { $0 != "`" }
        })
        var name = "result"
        var number = 1
        while used.contains(name) {
            number += 1
            name = "result\(number)"
        }
        return name
    }
}
