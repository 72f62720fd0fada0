import Foundation

/// Flags the `+` chains of arrays that the type checker was measured to be slow on (the table in
/// `Rules/slow-array-concat.md`): a chain whose type comes from where it goes while its elements
/// are of a class, a protocol or a floating-point type and its first operands are all literals,
/// `map`-like transforms or ternaries; a chain that is a `flatMap` closure's result; and a chain
/// holding such a closure. Chains of the project's structs and enums, chains bound without an
/// annotation, and chains with an array variable or call before their last operand stay fast.
public struct SlowArrayConcatRule: Rule {
    public static let minOperands = RuleOption(
        name: "min-operands", kind: .integer, defaultValue: "3",
        summary: "The fewest operands a `+` chain needs before it is reported (at least 2).")

    public static let descriptor = RuleDescriptor(
        id: "slow-array-concat", kind: .performance, defaultSeverity: .warning, scope: .file, fixable: true,
        summary:
            "A `+` chain of arrays of the kind the type checker is slow on: class, protocol or floating-point elements whose type comes from where the chain goes, or a chain in a `flatMap` closure.",
        options: [minOperands])

    /// Why a chain is slow to type-check.
    enum Cost: Equatable {
        /// Its destination gives its type, its elements are `element` (of `kind`), and every
        /// operand before the last leaves its type to be inferred.
        case typedReferenceElements(element: String, kind: ElementKind)
        /// The shape `[T()] + xs.map { … } + [T()]` of such elements with nothing typing it yet.
        case untypedSeed(element: String, kind: ElementKind)
        /// It is the result of a `flatMap` closure that writes no result type.
        case flatMapResult
        /// An operand is a `flatMap` whose closure returns another chain.
        case holdsFlatMapChain
    }

    /// What the elements of a typed chain are, when they are no value type the checker settles fast.
    enum ElementKind: Equatable {
        case classType, existential, floatingPoint, undeclared
    }

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        guard let fileIndex = context.fileIndex, let file = context.file else { return [] }
        let minimum = max(2, context.settings.integer(Self.minOperands))
        var findings: [Finding] = []
        let flatMapResults = file.plusChains.filter { $0.destination == .flatMapClosure }
        for chain in file.plusChains where chain.operands.count >= minimum {
            guard chain.operands.contains(where: { $0.kind == .arrayLiteral }),
                let cost = Self.cost(of: chain, flatMapResults: flatMapResults, project: context.project)
            else { continue }
            let function = chain.function.map { file.functions[$0] }
            let plan = ArrayConcatPlan(for: chain)
            findings.append(
                context.finding(
                    Self.self, file: fileIndex, span: chain.span,
                    message: Self.message(chain, cost, plan),
                    hostClass: function?.typeIndex.map { file.types[$0].qualifiedName(in: file.types) },
                    condition: chain.condition,
                    verdict: .fixable(unless: plan.element == nil ? .noSafeRewrite : nil),
                    fingerprintText: chain.operands.map { Self.collapsingWhitespace($0.text) }.joined(separator: " + ")
                        + " in " + (function?.signature ?? "")))
        }
        return findings
    }

    /// Why `chain` is slow to type-check, or nil when the measurements found its shape fast;
    /// `flatMapResults` are the chains of its file that are `flatMap` closures' results.
    static func cost(of chain: PlusChain, flatMapResults: [PlusChain], project: ProjectIndex) -> Cost? {
        let holdsFlatMapChain = flatMapResults.contains { inner in
            chain.operands.contains { $0.start < inner.span.start && inner.span.end <= $0.end }
        }
        if holdsFlatMapChain { return .holdsFlatMapChain }
        if chain.destination == .flatMapClosure { return .flatMapResult }
        let kinds = chain.operands.map { $0.kind }
        // An operand whose array type is known before the last one settles the overloads.
        let inferred: Set<PlusChain.OperandKind> = [.arrayLiteral, .mapOrFilter, .ternary, .calledClosure]
        // The seed shape is reported wherever it stands: fast (2.5 ms) only while nothing types
        // it, it is one return, annotation or assignment away from 20 ms, and seconds with two more operands.
        if !chain.isTypedByContext, kinds.first == .arrayLiteral, kinds.last == .arrayLiteral,
            kinds.dropFirst().dropLast().contains(.mapOrFilter), kinds.allSatisfy(inferred.contains),
            let element = elementName(chain), let kind = elementKind(element, project: project)
        {
            return .untypedSeed(element: element, kind: kind)
        }
        // A ternary as the last operand settles the type early: every shape measured with one
        // there (`[a] + (c ? [b] : []) + (d ? [e] : [])`, with maps, with classes, protocols or
        // `Double`) took 1–7 ms, against 60–100 ms with an array literal after the ternaries.
        guard chain.isTypedByContext,
            kinds.contains(.mapOrFilter) || kinds.contains(.ternary) || kinds.contains(.calledClosure),
            kinds.last != .ternary, kinds.dropLast().allSatisfy(inferred.contains),
            let element = elementName(chain), let kind = elementKind(element, project: project)
        else { return nil }
        return .typedReferenceElements(element: element, kind: kind)
    }

    /// The element type's name: from the declared array type, from a UIKit destination whose
    /// element type is known, or as the operands spell it.
    static func elementName(_ chain: PlusChain) -> String? {
        if let declared = chain.declaredType, let element = PlusChain.elementType(of: declared) { return element }
        switch chain.destination {
        case .argument(let callee):
            if let known = knownArguments.first(where: { callee == $0.key || callee.hasSuffix("." + $0.key) }) {
                return known.value
            }
        case .assignment(let target):
            if let property = target.split(separator: ".").last, let known = knownProperties[String(property)] {
                return known
            }
        default:
            break
        }
        return chain.spelledElementType
    }

    /// UIKit calls whose array parameter has a class element type.
    private static let knownArguments: [String: String] = [
        "NSLayoutConstraint.activate": "NSLayoutConstraint", "NSLayoutConstraint.deactivate": "NSLayoutConstraint",
        "setToolbarItems": "UIBarButtonItem", "setViewControllers": "UIViewController",
    ]

    /// UIKit properties of an array of a class.
    private static let knownProperties: [String: String] = [
        "rightBarButtonItems": "UIBarButtonItem", "leftBarButtonItems": "UIBarButtonItem",
        "toolbarItems": "UIBarButtonItem",
        "viewControllers": "UIViewController",
    ]

    /// Value types of the standard library, Foundation, CoreGraphics and UIKit.
    private static let knownValueTypes: Set<String> = [
        "Array", "Dictionary", "Set", "Optional", "Result", "Range", "ClosedRange",
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Bool", "String",
        "Substring", "Character", "Unicode.Scalar", "StaticString", "URL", "URLComponents", "URLRequest", "Date",
        "DateComponents", "Data", "UUID", "IndexPath", "IndexSet", "Decimal", "Locale", "TimeZone", "Calendar",
        "Notification.Name", "CGPoint", "CGSize", "CGRect", "CGVector", "CGAffineTransform", "NSRange", "UIEdgeInsets",
        "NSDirectionalEdgeInsets", "UIOffset", "UILayoutPriority", "UIFloatRange", "NSAttributedString.Key",
    ]

    private static let floatingPointTypes: Set<String> = [
        "Double", "Float", "CGFloat", "Float16", "Float32", "Float64", "Float80", "TimeInterval",
    ]

    /// Apple framework prefixes whose types are classes unless listed as value types.
    private static let classPrefixes = [
        "UI", "NS", "CA", "CL", "MK", "AV", "WK", "PH", "SK", "GK", "CN", "EK", "UN", "AS",
    ]

    /// How `element` behaves for the type checker; nil for a value type (a struct or enum of the
    /// project, or a known one), which stays fast however the chain is written.
    static func elementKind(_ element: String, project: ProjectIndex) -> ElementKind? {
        var name = element.trimmingCharacters(in: .whitespaces)
        while name.hasSuffix("?") || name.hasSuffix("!") { name.removeLast() }
        for prefix in ["any ", "some "] where name.hasPrefix(prefix) { return .existential }
        if name.contains("&" as Character) || ["Any", "AnyObject", "AnyHashable"].contains(name) {
            return .existential
        }
        if let angle = name.firstIndex(of: "<") { name = String(name[..<angle]) }
        if name.hasPrefix("[") || name.hasPrefix("(") || knownValueTypes.contains(name) { return nil }
        if floatingPointTypes.contains(name) { return .floatingPoint }
        let lastComponent = name.split(separator: ".").last.map(String.init) ?? name
        let isQualified = lastComponent != name
        for type in project.declaredTypes(named: lastComponent) where !isQualified || type.qualifiedName == name {
            switch type.kind {
            case .class, .actor: return .classType
            case .protocol: return .existential
            case .struct, .enum, .extension: return nil
            }
        }
        let isFrameworkName = classPrefixes.contains { prefix in
            name.hasPrefix(prefix) && name.dropFirst(prefix.count).first?.isUppercase == true
        }
        // A type nested in a framework class (`NSToolbarItem.Identifier`, `UIAlertAction.Style`,
        // `UIView.AnimationOptions`) is one of its raw-value structs and enums: a value type.
        if isFrameworkName && isQualified { return nil }
        return isFrameworkName ? .classType : .undeclared
    }

    /// What the chain is, why the type checker is slow on it, the rewrite, and why there is no
    /// automatic fix when there is none.
    private static func message(_ chain: PlusChain, _ cost: Cost, _ plan: ArrayConcatPlan) -> String {
        let count = chain.operands.count
        var message: String
        switch cost {
        case .typedReferenceElements(let element, let kind):
            let what: String
            switch kind {
            case .classType: what = "a class"
            case .existential: what = "a protocol"
            case .floatingPoint: what = "floating-point"
            case .undeclared: what = "not a struct or enum of the project"
            }
            var name = "result"
            if case .binding(let binding, _, _) = chain.destination { name = binding }
            let measured =
                kind == .floatingPoint
                ? "about half a second with 3 operands" : "tens of ms, ten times more per operand"
            let first = chain.operands[0]
            let start =
                first.kind == .arrayLiteral && first.text.count <= 40 && !first.text.contains("\n") ? first.text : "…"
            message =
                "This \(count)-operand `+` chain builds `[\(element)]` (\(what)) for \(describe(chain.destination)): "
                + "the type checker weighs every `+` overload and conversion together (\(measured)); build it with "
                + "`var \(name): [\(element)] = \(start)` and `\(name).append(contentsOf: …)`"
        case .untypedSeed(let element, _):
            var name = "result"
            if case .binding(let binding, _, _) = chain.destination { name = binding }
            message =
                "This `+` chain of \(count) operands is the slow shape `[\(element)(…)] + xs.map { … } + [\(element)(…)]`: "
                + "quick (about 2.5 ms) only while nothing gives it a type, it takes 20 ms once it is returned, annotated or "
                + "assigned, and seconds with two more operands; build it with `var \(name): [\(element)] = …` and "
                + "`\(name).append(contentsOf: …)` for each further operand"
        case .flatMapResult:
            message =
                "This `+` chain of \(count) operands is the result of a `flatMap` closure that writes no result type: "
                + "the type checker infers it together with every `+` overload, about 20 ms with 3 operands, 300 ms with 4 "
                + "and over a second inside another `+` chain; write the closure's result type (`{ item -> [Element] in … }`)"
        case .holdsFlatMapChain:
            message =
                "This `+` chain of \(count) operands holds a `flatMap` closure that returns another `+` chain: the "
                + "type checker solves both together, over a second with 3 operands each; write that closure's result "
                + "type (`{ item -> [Element] in … }`) or build this array with `append(contentsOf:)`"
        }
        if case .none(let reason) = plan { message += ". No automatic fix: " + reason }
        return message
    }

    /// "the declared result type of `makeItems`", "an argument of `NSLayoutConstraint.activate`".
    private static func describe(_ destination: PlusChain.Destination) -> String {
        switch destination {
        case .binding(let name, let keyword, _): return "`\(keyword) \(name)`, whose type is annotated"
        case .returned(let function, _): return "the declared result type of `\(function)`"
        case .assignment(let target): return "`\(target)`"
        case .argument(let callee): return "an argument of `\(callee)`"
        case .tupleElement: return "a component of the returned tuple"
        case .cast: return "`as`"
        case .flatMapClosure, .other: return "its context"
        }
    }

    private static func collapsingWhitespace(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }
}
