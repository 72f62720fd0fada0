import SwiftLexer

/// One behavior type and the hosts that attach it: hosts whose chores are the same statements in
/// the same hooks, literals aside, share it, and the literals that differ become its stored
/// properties (`ScreenTrackingBehavior(screenName: "Home")`).
struct BehaviorTemplate {
    /// A stored property standing for a literal.
    struct Parameter {
        var name: String
        var type: String
        /// Which literal it replaces: index into the chore's statements, then into `literals`.
        var statement: Int
        var literal: Int
    }

    var kind: ChoreKind
    /// One per host, in host order.
    var chores: [HostChore]
    var parameters: [Parameter]
    /// Assigned once templates of the same kind are numbered: `ScreenTrackingBehavior2`.
    var name = ""

    /// The `addBehaviors` entry of the host of `chores[index]`: `ScreenTrackingBehavior(screenName: "Home")`.
    func entry(forChore index: Int) -> String {
        let arguments = parameters.map { parameter in
            parameter.name + ": " + chores[index].statements[parameter.statement].statement.literals[parameter.literal]
        }
        return name + "(" + arguments.joined(separator: ", ") + ")"
    }

    /// `[literal index: property name]` for statement `index`, as `StatementRewriter` takes it.
    func parameterNames(forStatement index: Int) -> [Int: String] {
        Dictionary(uniqueKeysWithValues: parameters.filter { $0.statement == index }.map { ($0.literal, $0.name) })
    }

    /// Groups chores of equal shape, across hosts, into templates.
    static func templates(for hosts: [(className: String, chores: [HostChore])]) -> [BehaviorTemplate] {
        var order: [String] = []
        var groups: [String: [HostChore]] = [:]
        for host in hosts {
            for chore in host.chores {
                let key = shapeKey(chore)
                if groups[key] == nil { order.append(key) }
                groups[key, default: []].append(chore)
            }
        }
        return order.map { key in
            let chores = groups[key]!
            return BehaviorTemplate(kind: chores[0].kind, chores: chores, parameters: parameters(of: chores))
        }
    }

    /// What must be equal for two hosts to share a behavior: kind, hooks, normalized statements,
    /// and the literals that cannot become properties (numbers, whose type the fix cannot know).
    private static func shapeKey(_ chore: HostChore) -> String {
        var key = chore.kind.ruleID + "|" + chore.kind.groupKey
        for movable in chore.statements {
            let fixed = movable.statement.literals.filter { !isParameterizable($0) }
            key += "|" + movable.hook.rawValue + ":" + movable.statement.normalizedText + "#" + fixed.joined(separator: "\u{1}")
        }
        return key
    }

    /// Plain string literals and booleans: their type is certain (`String`, `Bool`).
    private static func isParameterizable(_ literal: String) -> Bool {
        if literal == "true" || literal == "false" { return true }
        return literal.hasPrefix("\"") && !literal.hasPrefix("\"\"\"") && !literal.contains("\\(")
    }

    private static func parameters(of chores: [HostChore]) -> [Parameter] {
        let first = chores[0]
        let tracking = first.kind.ruleID == ScreenTrackingRule.descriptor.id
        var parameters: [Parameter] = []
        var used: Set<String> = []
        for (statementIndex, movable) in first.statements.enumerated() {
            let literals = movable.statement.literals
            for (literalIndex, literal) in literals.enumerated() where isParameterizable(literal) {
                let values = Set(chores.map { $0.statements[statementIndex].statement.literals[literalIndex] })
                // One host's screen name is still a screen name: tracking keeps it a property.
                let differs = values.count > 1 || (tracking && chores.count == 1 && literal.hasPrefix("\""))
                guard differs else { continue }
                var name = propertyName(for: literalIndex, in: movable.statement.text, tracking: tracking)
                // The same name in another hook: `eventNameOnDisappear`, not `eventName2`.
                if used.contains(name) && statementIndex > 0 && first.statements[0].hook != movable.hook {
                    name += momentSuffix(movable.hook)
                }
                if used.contains(name) {
                    var number = 2
                    while used.contains(name + String(number)) { number += 1 }
                    name += String(number)
                }
                used.insert(name)
                parameters.append(Parameter(name: name, type: literal.hasPrefix("\"") ? "String" : "Bool",
                                            statement: statementIndex, literal: literalIndex))
            }
        }
        return parameters
    }

    /// The argument label before the literal, or the property it is assigned to; `screenName` for
    /// an unlabeled tracking argument; `value` otherwise.
    private static func propertyName(for literalIndex: Int, in text: String, tracking: Bool) -> String {
        let bytes = Array(text.utf8)
        let tokens = Lexer.tokenize(bytes)
        let significant = (0 ..< tokens.count).filter { !tokens.kind($0).isTrivia }
        func word(_ position: Int) -> String {
            guard position >= 0 && position < significant.count else { return "" }
            return String(decoding: bytes[tokens.range(significant[position])], as: UTF8.self)
        }
        var seen = 0
        for (position, index) in significant.enumerated() {
            let kind = tokens.kind(index)
            let isLiteral = [.string, .integer, .float, .regex].contains(kind)
                || (kind == .keyword && (word(position) == "true" || word(position) == "false"))
            guard isLiteral else { continue }
            defer { seen += 1 }
            guard seen == literalIndex else { continue }
            let call = significant.indices.first { word($0 + 1) == "(" && tokens.kind(significant[$0]) == .identifier }.map(word) ?? ""
            var name = !tracking || kind != .string ? "value" : call.lowercased().contains("event") ? "eventName" : "screenName"
            if word(position - 1) == ":", position >= 3, tokens.kind(significant[position - 2]) == .identifier,
               ["(", ","].contains(word(position - 3)) {
                name = word(position - 2)
            } else if word(position - 1) == "=", position >= 2, tokens.kind(significant[position - 2]) == .identifier {
                name = word(position - 2)
            }
            return reserved.contains(name) ? name + "Value" : name
        }
        return "value"
    }

    private static func momentSuffix(_ hook: LifecycleHook) -> String {
        if hook == .viewDidLoad { return "OnLoad" }
        if hook.isAppearance { return "OnAppear" }
        if hook.isDisappearance { return "OnDisappear" }
        return "OnLayout"
    }

    /// Names a stored property must not take: the hooks' parameters and keywords.
    private static let reserved: Set<String> = [
        "viewController", "animated", "self", "Self", "super", "default", "in", "is", "as", "for", "let", "var", "func",
        "class", "struct", "enum", "protocol", "extension", "return", "if", "else", "switch", "case", "while", "repeat",
        "true", "false", "nil", "init", "deinit", "import", "static", "where", "do", "catch", "throw", "try",
    ]
}
