/// Rewrites `slow-array-concat` chains whose element type is declared into an array built with
/// `append(contentsOf:)` and `append(_:)`, which the type checker settles in a few milliseconds:
/// a binding keeps its keyword and gets an immediately called closure that builds the array
/// (a local `var` is filled in place), a returned chain is built in a local and returned.
/// `ArrayConcatPlan` decides which, for the rule's `fixable` as for the fix.
struct ArrayConcatFixer: Fixer {
    static let ruleIDs = [SlowArrayConcatRule.descriptor.id]

    /// First and last significant token of one operand.
    private typealias Operand = (first: Int, last: Int)

    func proposals(_ context: FixContext) -> [FixProposal] {
        var sources: [String: FixSource] = [:]
        return context.findings.compactMap { finding in
            guard Self.ruleIDs.contains(finding.ruleID), finding.fixable, let file = context.file(finding.path),
                let chain = file.summary.plusChains.first(where: {
                    $0.span.startLocation == finding.location && $0.span.endLocation == finding.endLocation
                }),
                let source = sources[finding.path] ?? FixSource(context, path: finding.path)
            else { return nil }
            sources[finding.path] = source
            guard let operands = Self.operandTokens(chain, source), operands[0].first > 0 else { return nil }
            let edits: [TextEdit]?
            switch ArrayConcatPlan(for: chain) {
            case .closure(let element): edits = Self.closureRewrite(chain, element, operands, source)
            case .inPlace: edits = Self.inPlaceRewrite(chain, operands, source)
            case .returnedLocal(let element):
                edits = Self.returnedRewrite(chain, element, operands, file.summary, source)
            case .none: edits = nil
            }
            guard let edits else { return nil }
            return FixProposal(
                ruleID: finding.ruleID, resolves: [finding], edits: [finding.path: edits],
                summary: "\(finding.hostClass ?? finding.path): built with append instead of +")
        }
    }

    /// The scanner's operands as tokens, provided they are whole tokens joined by single `+`s,
    /// so that the chain really runs from the first operand's start to the last one's end.
    private static func operandTokens(_ chain: PlusChain, _ source: FixSource) -> [Operand]? {
        var operands: [Operand] = []
        for operand in chain.operands {
            guard let first = source.token(startingAt: operand.start), let last = source.token(endingAt: operand.end),
                first <= last
            else { return nil }
            if let previous = operands.last, first != previous.last + 2 || !source.isText(previous.last + 1, "+") {
                return nil
            }
            operands.append((first, last))
        }
        return operands.isEmpty ? nil : operands
    }

    // MARK: The three rewrites

    /// `let rows: [T] = a + b + c` → `let rows: [T] = {⏎ var rows: [T] = a⏎ rows.append(…)⏎ …
    /// return rows⏎ }()`: the binding stays a constant (a `let` captured by a `@Sendable` closure
    /// must stay one), and nothing mutable is left in the scope.
    private static func closureRewrite(
        _ chain: PlusChain, _ element: String, _ operands: [Operand], _ source: FixSource
    ) -> [TextEdit]? {
        guard case .binding(let binding, _, _) = chain.destination else { return nil }
        let first = operands[0]
        let last = operands[operands.count - 1]
        let equals = first.first - 1
        guard source.isText(equals, "=") else { return nil }
        let eol = source.lineEnding
        let outer = source.indentation(ofLineAt: source.start(equals))
        let inner = outer + source.indentUnit
        let used = identifiers(in: source.start(first.first)..<source.end(last.last), source)
        let name = used.contains(binding) ? freeName(avoiding: used) : binding
        let (firstLineEnd, lines) = appendLines(name, operands, indent: inner, source)
        let declaration =
            "\(keyword(appending: lines, to: name)) \(name): [\(element)] = "
            + reindented(operands[0], to: inner, source)
            + firstLineEnd
        let body = ([declaration] + lines + ["return \(name)"]).map { eol + inner + $0 }.joined()
        // Comments between `=` and the chain follow the `{`.
        let comments = source.comments(in: source.end(equals)..<source.start(first.first)).map { " " + source.text($0) }
        return [
            TextEdit(
                start: source.end(equals), end: source.end(last.last),
                replacement: " {" + comments.joined() + body + eol + outer + "}()")
        ]
    }

    /// A local `var rows: [T] = a + b + c` → `var rows: [T] = a` and `rows.append(…)` per operand.
    private static func inPlaceRewrite(_ chain: PlusChain, _ operands: [Operand], _ source: FixSource) -> [TextEdit]? {
        guard case .binding(let name, _, _) = chain.destination, source.isText(operands[0].first - 1, "=") else {
            return nil
        }
        let indent = source.indentation(ofLineAt: source.start(operands[0].first - 1))
        let (firstLineEnd, lines) = appendLines(name, operands, indent: indent, source)
        let eol = source.lineEnding
        return [
            TextEdit(
                start: source.end(operands[0].last), end: source.end(operands[operands.count - 1].last),
                replacement: firstLineEnd + lines.map { eol + indent + $0 }.joined())
        ]
    }

    /// `return a + b + c` (or a body's only expression) → `var rows: [T] = a`, `rows.append(…)`,
    /// `return rows`, the local named after the function (`makeRows` → `rows`) unless the body
    /// already uses that name.
    private static func returnedRewrite(
        _ chain: PlusChain, _ element: String, _ operands: [Operand], _ file: FileSummary,
        _ source: FixSource
    ) -> [TextEdit]? {
        guard case .returned(let function, let body) = chain.destination else { return nil }
        let first = operands[0]
        let last = operands[operands.count - 1]
        let before = first.first - 1
        let isReturn = source.isText(before, "return")
        guard isReturn || (source.isText(before, "{") && source.partner(before) == last.last + 1) else { return nil }
        let start = isReturn ? before : first.first
        var used = identifiers(in: body.start..<body.end, source)
        if let index = chain.function, file.functions[index].body?.start == body.start {
            used.formUnion(file.functions[index].parameterNames)
        }
        var name = freeName(avoiding: used)
        if let noun = noun(of: function), !used.contains(noun) { name = noun }
        let indent =
            source.startsLine(source.start(start))
            ? source.indentation(ofLineAt: source.start(start))
            : source.indentation(ofLineAt: source.start(start)) + source.indentUnit
        var (firstLineEnd, lines) = appendLines(name, operands, indent: indent, source)
        let declaration = "\(keyword(appending: lines, to: name)) \(name): [\(element)] ="
        lines.append("return \(name)")
        let head =
            isReturn
            ? TextEdit(start: source.start(start), end: source.end(start), replacement: declaration)
            : TextEdit.insert(declaration + " ", at: source.start(start))
        return layout(
            head: head, startToken: start, indent: indent, lines: lines, firstLineEnd: firstLineEnd,
            after: first, through: last, source)
    }

    /// The edits of a returned chain: `head`, and the text after the first operand replaced by
    /// `firstLineEnd` and `lines` at `indent`. A statement alone in a one-line block
    /// (`{ return a + b + c }`) first gets the block opened up.
    private static func layout(
        head: TextEdit, startToken: Int, indent: String, lines: [String], firstLineEnd: String,
        after first: Operand, through last: Operand, _ source: FixSource
    ) -> [TextEdit] {
        let eol = source.lineEnding
        let outer = source.indentation(ofLineAt: head.start)
        let open = startToken - 1
        let close = last.last + 1
        let oneLineBlock =
            open >= 0 && source.isText(open, "{") && source.partner(open) == close
            && !source.containsLineBreak(source.end(open)..<source.start(close))
            && source.comments(in: source.end(open)..<head.start).isEmpty
            && source.comments(in: source.end(last.last)..<source.start(close)).isEmpty
        let body = firstLineEnd + lines.map { eol + indent + $0 }.joined()
        if oneLineBlock {
            return [
                TextEdit(start: source.end(open), end: head.end, replacement: eol + indent + head.replacement),
                TextEdit(start: source.end(first.last), end: source.start(close), replacement: body + eol + outer),
            ]
        }
        return [head, TextEdit(start: source.end(first.last), end: source.end(last.last), replacement: body)]
    }

    // MARK: Pieces

    /// One `name.append(…)` per operand after the first, with the comments between operands kept
    /// (on the line they trailed, or on lines of their own); comments trailing the first operand
    /// come back as `firstLineEnd`.
    private static func appendLines(
        _ name: String, _ operands: [Operand], indent: String,
        _ source: FixSource
    ) -> (firstLineEnd: String, lines: [String]) {
        var lines: [String] = []
        var firstLineEnd = ""
        let ends = operands.map { source.end($0.last) }
        let gaps = source.comments(in: ends[0]..<ends[ends.count - 1]).filter { comment in
            !operands.contains {
                source.start($0.first) <= comment.lowerBound && comment.upperBound <= source.end($0.last)
            }
        }
        for (index, comments) in source.attach(gaps, after: ends).enumerated() {
            if index > 0, let call = appendCall(name, operands[index], indent: indent, source) {
                lines.append(call)
            }
            for comment in comments.trailing {
                if lines.isEmpty { firstLineEnd += " " + comment } else { lines[lines.count - 1] += " " + comment }
            }
            lines += comments.ownLines
        }
        return (firstLineEnd, lines)
    }

    /// `var` when `lines` append to `name`, else `let` (only empty literals followed the first
    /// operand), so that the compiler has no never-mutated `var` to warn about.
    private static func keyword(appending lines: [String], to name: String) -> String {
        lines.contains { $0.hasPrefix(name + ".append") } ? "var" : "let"
    }

    /// `name.append(x)` for a one-element literal, nothing for an empty one, otherwise
    /// `name.append(contentsOf: operand)` without redundant outer parentheses (an argument needs
    /// none, ternary and `??` included).
    private static func appendCall(_ name: String, _ operand: Operand, indent: String, _ source: FixSource) -> String? {
        let range = source.start(operand.first)..<source.end(operand.last)
        let bracketed = source.partner(operand.first) == operand.last && source.comments(in: range).isEmpty
        if bracketed && source.isText(operand.first, "[") {
            let elements = source.elements(ofLiteral: operand.first)
            if elements.isEmpty { return nil }
            if elements.count == 1 { return "\(name).append(\(reindented(elements[0], to: indent, source)))" }
        }
        let argument =
            bracketed && source.isText(operand.first, "(") && operand.last - operand.first > 1
            ? source.start(operand.first + 1)..<source.end(operand.last - 1) : range
        return "\(name).append(contentsOf: \(reindented(argument, to: indent, source)))"
    }

    private static func reindented(_ operand: Operand, to indent: String, _ source: FixSource) -> String {
        reindented(source.start(operand.first)..<source.end(operand.last), to: indent, source)
    }

    /// The text of `range` with its later lines moved from the indentation of the line it starts
    /// on to `indent`, so that a multi-line closure still lines up where it goes. A multi-line
    /// string literal keeps its lines as they are.
    private static func reindented(_ range: Range<Int>, to indent: String, _ source: FixSource) -> String {
        let text = source.text(range)
        let base = source.indentation(ofLineAt: range.lowerBound)
        guard base != indent, source.containsLineBreak(range), !text.contains("\"\"\"") else { return text }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for index in lines.indices.dropFirst()
        where lines[index].hasPrefix(base)
            && !lines[index].allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" })
        {
            lines[index] = indent + lines[index].dropFirst(base.count)
        }
        return lines.joined(separator: "\n")
    }

    /// The identifiers used in `range`, except members after a `.`: the names a new local there
    /// would shadow.
    private static func identifiers(in range: Range<Int>, _ source: FixSource) -> Set<String> {
        Set(
            source.tokens(in: range).filter { source.kind($0) == .identifier && !source.isText($0 - 1, ".") }.map {
                source.text($0).filter { $0 != "`" }
            })
    }

    /// The plural noun a function or property's name ends with: `makeSections` → `sections`,
    /// `visibleRows` → `visibleRows`, `items(for:)` → `items`; nil for a name that is no plural
    /// noun (`body`, `subscript`, `layout`).
    static func noun(of function: String) -> String? {
        var name = Substring(function)
        for verb in ["make", "build", "create", "compute", "generate", "load", "fetch", "get"]
        where name.hasPrefix(verb) {
            let rest = name.dropFirst(verb.count)
            if rest.first?.isUppercase == true { name = rest }
        }
        guard name.count > 2, name.hasSuffix("s"), name.allSatisfy({ $0.isLetter || $0.isNumber }),
            name.first?.isLetter == true, !["class", "throws", "rethrows"].contains(String(name))
        else { return nil }
        // `Sections` → `sections`, `URLs` → `urls`, `URLItems` → `urlItems`.
        let capitals = name.prefix { $0.isUppercase }.count
        let lowered = capitals <= 1 || capitals == name.count - 1 ? capitals : capitals - 1
        return name.prefix(lowered).lowercased() + name.dropFirst(lowered)
    }

    /// `result`, or `result2`, `result3`, … when `used` already holds that name.
    private static func freeName(avoiding used: Set<String>) -> String {
        var name = "result"
        var number = 1
        while used.contains(name) {
            number += 1
            name = "result\(number)"
        }
        return name
    }
}
