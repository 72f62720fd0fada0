import Foundation

/// Flags `+` chains that build an array from literals mixed with calls, closures, `map`/`filter`,
/// optionals or ternaries: each `+` multiplies the overloads the type checker must try (the
/// classic "expression too complex" shape), and each allocates an intermediate array.
public struct SlowArrayConcatRule: Rule {
    public static let minOperands = RuleOption(
        name: "min-operands", kind: .integer, defaultValue: "3",
        summary: "The fewest operands a `+` chain needs before it is reported (at least 2).")

    public static let descriptor = RuleDescriptor(
        id: "slow-array-concat", defaultSeverity: .warning, scope: .file, fixable: true,
        summary: "A `+` chain that mixes array literals with calls, closures, `map`/`filter`, optionals or ternaries, which type-checks slowly and allocates an array per `+`.",
        options: [minOperands])

    /// Operand kinds whose types the checker must infer before it can pick a `+` overload.
    private static let costlyKinds: Set<PlusChain.OperandKind> = [.call, .closure, .mapOrFilter, .optional, .ternary]

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        guard let fileIndex = context.fileIndex, let file = context.file else { return [] }
        let minimum = max(2, context.settings.integer(Self.minOperands))
        var findings: [Finding] = []
        for chain in file.plusChains where chain.operands.count >= minimum {
            let kinds = chain.operands.map { $0.kind }
            guard kinds.contains(.arrayLiteral) else { continue }
            let allLiterals = kinds.allSatisfy { $0 == .arrayLiteral }
            guard allLiterals || kinds.contains(where: Self.costlyKinds.contains) else { continue }
            let function = chain.function.map { file.functions[$0] }
            let elementType = chain.declaredType.flatMap(Self.elementType(of:))
            let obstacle = elementType == nil ? nil : Self.fixObstacle(chain, in: file)
            findings.append(context.finding(
                Self.self, file: fileIndex, span: chain.span,
                message: Self.message(chain, allLiterals: allLiterals, elementType: elementType, obstacle: obstacle),
                hostClass: function?.typeIndex.map { file.types[$0].qualifiedName(in: file.types) },
                condition: chain.condition, fixable: allLiterals || (elementType != nil && obstacle == nil),
                fingerprintText: chain.operands.map { Self.collapsingWhitespace($0.text) }.joined(separator: " + ")
                    + " in " + (function?.signature ?? "")))
        }
        return findings
    }

    /// Why a chain whose element type is known still cannot become `var` + `append` (the fixer
    /// needs a place for several statements, and an optional array would need `?.append`), or nil.
    private static func fixObstacle(_ chain: PlusChain, in file: FileSummary) -> String? {
        guard !chain.isReturned, let declared = chain.declaredType?.trimmingCharacters(in: .whitespaces) else { return nil }
        if declared.hasSuffix("?") || declared.hasSuffix("!") {
            return "its declared type `\(declared)` is optional, so appending would need `?.`"
        }
        // A stored property (of a type, or of a type declared inside the function) has one
        // initializer expression, not a body.
        guard let index = chain.function, let body = file.functions[index].body,
              !file.types.contains(where: {
                  body.start < $0.declaration.start && $0.declaration.start < chain.span.start && chain.span.end <= $0.declaration.end
              }) else {
            return "it does not initialise a local variable of a function, so it cannot become several statements"
        }
        return nil
    }

    /// What the chain mixes, why that is slow, and the rewrite; says why when there is no automatic fix.
    private static func message(_ chain: PlusChain, allLiterals: Bool, elementType: String?, obstacle: String?) -> String {
        let count = chain.operands.count
        if allLiterals {
            return "This `+` chain joins \(count) array literals; write them as one literal"
                + (mergedLiteral(chain).map { " (`\($0)`)" } ?? "")
                + " so that neither the type checker nor the running app builds it step by step"
        }
        let name = chain.bindingName ?? "result"
        let first = chain.operands[0]
        let start = first.kind == .arrayLiteral && first.text.count <= 40 && !first.text.contains("\n") ? first.text : "…"
        let message = "This `+` chain of \(count) operands mixes \(describe(chain.operands.map { $0.kind })): the type "
            + "checker tries every `+` overload for each operand, and every `+` allocates a new array; build it with "
            + "`var \(name): [\(elementType ?? "Element")] = \(start)` and `\(name).append(contentsOf: …)` for each further operand"
        if elementType != nil { return obstacle.map { message + ". No automatic fix: " + $0 } ?? message }
        return message + ". No automatic fix: "
            + (chain.declaredType.map { "its declared type `\($0)` is not an array type" }
                ?? "its element type is not declared (annotate the binding or the function's result type)")
    }

    /// `T` of `[T]`, `[T]?` or `Array<T>`; nil for a dictionary or any other type.
    static func elementType(of declared: String) -> String? {
        var type = declared.trimmingCharacters(in: .whitespaces)
        while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
        if type.hasPrefix("Array<") && type.hasSuffix(">") {
            let inner = type.dropFirst("Array<".count).dropLast()
            return inner.isEmpty ? nil : inner.trimmingCharacters(in: .whitespaces)
        }
        guard type.hasPrefix("[") && type.hasSuffix("]") else { return nil }
        let inner = type.dropFirst().dropLast()
        // `[A]` but not `[K: V]`, nor `[A]?[B]`-like text whose first `[` closes early.
        var depth = 0
        for character in inner {
            switch character {
            case "[", "(", "<": depth += 1
            case "]", ")", ">": depth -= 1
            case ":" where depth == 0: return nil
            default: break
            }
            if depth < 0 { return nil }
        }
        return inner.isEmpty ? nil : inner.trimmingCharacters(in: .whitespaces)
    }

    /// The chain's literals as one, when short enough to quote in a message.
    private static func mergedLiteral(_ chain: PlusChain) -> String? {
        let elements = chain.operands
            .map { collapsingWhitespace(String($0.text.dropFirst().dropLast())).trimmingCharacters(in: .whitespaces) }
            .map { $0.hasSuffix(",") ? String($0.dropLast()) : $0 }
            .filter { !$0.isEmpty }
        let merged = "[" + elements.joined(separator: ", ") + "]"
        return merged.count <= 80 ? merged : nil
    }

    /// "2 array literals with a call and an optional".
    private static func describe(_ kinds: [PlusChain.OperandKind]) -> String {
        var counts: [(kind: PlusChain.OperandKind, count: Int)] = []
        for kind in kinds where kind != .arrayLiteral {
            if let index = counts.firstIndex(where: { $0.kind == kind }) {
                counts[index].count += 1
            } else {
                counts.append((kind, 1))
            }
        }
        let literals = kinds.filter { $0 == .arrayLiteral }.count
        let others = counts.map { counted($0.count, $0.kind) }
        let list = others.count > 1 ? others.dropLast().joined(separator: ", ") + " and " + others[others.count - 1] : others.joined()
        return counted(literals, .arrayLiteral) + " with " + list
    }

    private static func counted(_ count: Int, _ kind: PlusChain.OperandKind) -> String {
        let (singular, plural): (String, String)
        switch kind {
        case .arrayLiteral: (singular, plural) = ("array literal", "array literals")
        case .stringLiteral: (singular, plural) = ("string literal", "string literals")
        case .numberLiteral: (singular, plural) = ("number literal", "number literals")
        case .call: (singular, plural) = ("call", "calls")
        case .closure: (singular, plural) = ("call with a closure", "calls with closures")
        case .mapOrFilter: (singular, plural) = ("map/filter", "map/filters")
        case .optional: (singular, plural) = ("optional", "optionals")
        case .ternary: (singular, plural) = ("ternary", "ternaries")
        case .identifier: (singular, plural) = ("variable", "variables")
        case .other: (singular, plural) = ("expression", "expressions")
        }
        if count > 1 { return "\(count) \(plural)" }
        return (singular.first.map { "aeiou".contains($0) } == true ? "an " : "a ") + singular
    }

    private static func collapsingWhitespace(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }
}
