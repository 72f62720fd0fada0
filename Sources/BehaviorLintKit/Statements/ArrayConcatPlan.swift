import Foundation

/// How a `+` chain of arrays becomes statements built with `append`, or why it cannot. Decided
/// from the chain alone, below the rules and fix, so that slow-array-concat's `fixable` and its
/// message say what `ArrayConcatFixer` then writes.
enum ArrayConcatPlan: Equatable {
    /// `let rows: [T] = { var rows: [T] = a; rows.append(…); return rows }()`.
    case closure(element: String)
    /// A local `var rows: [T] = a`, then `rows.append(…)`.
    case inPlace(element: String)
    /// `var rows: [T] = a`, `rows.append(…)`, `return rows`.
    case returnedLocal(element: String)
    case none(String)

    /// The element type the rewrite declares; nil when there is no rewrite.
    var element: String? {
        switch self {
        case .closure(let element), .inPlace(let element), .returnedLocal(let element): return element
        case .none: return nil
        }
    }

    /// The rewrite of `chain`: only a chain that is the whole value of an annotated binding or of
    /// a `return` with a declared array result, with no `try` or `await`, can become statements.
    init(for chain: PlusChain) {
        self = Self.plan(chain)
    }

    private static func plan(_ chain: PlusChain) -> ArrayConcatPlan {
        // `{ …; return [.init(…)] }()` after the first operand: its elements take their type from
        // the chain, and as the argument of `append(contentsOf:)` they have none to take.
        if chain.operands.dropFirst().contains(where: { $0.kind == .calledClosure }) {
            return .none(
                "an operand after the first is a closure's result, whose elements would lose the type the chain gives them"
            )
        }
        let declared = chain.declaredType?.trimmingCharacters(in: .whitespaces)
        let element = declared.flatMap(PlusChain.elementType(of:))
        switch chain.destination {
        case .binding(_, let keyword, let isLocal):
            guard let declared else { return .none("its element type is not declared (annotate the binding)") }
            guard let element else { return .none("its declared type `\(declared)` is not an array type") }
            guard chain.isWholeValue else { return .none("it is only part of the binding's value") }
            guard !chain.usesTryOrAwait else {
                return .none("it uses `try` or `await`, which a closure would have to repeat")
            }
            let isOptional = declared.hasSuffix("?") || declared.hasSuffix("!")
            return keyword == "var" && isLocal && !isOptional ? .inPlace(element: element) : .closure(element: element)
        case .returned:
            guard let element else { return .none("the result type `\(declared ?? "")` is not an array type") }
            guard chain.isWholeValue else { return .none("it is only part of the returned value") }
            guard !chain.usesTryOrAwait else { return .none("it uses `try` or `await`") }
            return .returnedLocal(element: element)
        case .assignment:
            return .none(
                "it is assigned rather than declared; build it in a local of the element type, then assign that")
        case .argument:
            return .none("it is an argument; build it in a local of the element type, then pass that")
        case .tupleElement:
            return .none("it is a component of a tuple; build it in a local of the element type first")
        case .cast:
            return .none("it is cast with `as`; build it in a local of that type instead")
        case .flatMapClosure, .other:
            return .none("it is not the value of a binding or a `return`")
        }
    }
}
