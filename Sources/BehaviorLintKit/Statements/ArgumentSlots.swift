/// The places in a statement where hosts may differ and a behavior can still be shared: literals,
/// and implicit member arguments (`Analytics.track(.homeShown)`) whose parameter type the
/// project declares. A slot whose type is known can become a stored property.
struct ArgumentSlot {
    /// Bytes of the statement's source, counted from its first byte.
    var range: Range<Int>
    var value: String
    /// `String`, `Bool`, or the callee's declared parameter type; nil when the fix cannot know it
    /// (numbers: `0` may be an `Int` or a `CGFloat`), so hosts must agree on the value.
    var type: String?
    /// The argument label or assigned property, for naming the stored property.
    var label: String?
    /// The called function, for naming an unlabeled argument.
    var callee: String?
    var isMember: Bool
}

/// Reads the slots of statements; knows the project's functions to find parameter types.
struct ArgumentSlotReader {
    /// One declaration of a function: its labels, parameter types and the type it belongs to.
    private struct Declaration {
        var labels: [String]
        var types: [String]
        var owner: String?
    }

    /// Function name → every declaration with that name.
    private let declarations: [String: [Declaration]]
    /// Type name → the members its declarations and extensions declare (cases included).
    private let members: [String: Set<String>]

    init(project: ProjectIndex) {
        var declarations: [String: [Declaration]] = [:]
        var members: [String: Set<String>] = [:]
        for file in project.files {
            for type in file.types { members[type.name, default: []].formUnion(type.memberNames) }
            for function in file.functions where function.parameterTypes.count == function.labels.count {
                let owner = function.typeIndex.map { file.types[$0].name }
                declarations[function.name, default: []].append(
                    Declaration(labels: function.labels, types: function.parameterTypes, owner: owner))
            }
        }
        self.declarations = declarations
        self.members = members
    }

    /// The slots of `statement` in order, and its shape: its tokens with parameterizable slots
    /// abstracted (and `self.` dropped), equal for statements that differ only in those slots.
    func read(_ statement: Statement, _ syntax: StatementSyntax) -> (slots: [ArgumentSlot], shape: String) {
        let tokens = syntax.tokens
        let significant = syntax.range.filter { tokens.kinds[$0] != .unknown }
        let base = statement.span.start
        func word(_ position: Int) -> String {
            guard position >= 0 && position < significant.count else { return "" }
            return tokens.text(significant[position])
        }
        func byteRange(_ k: Int) -> Range<Int> { tokens.start(k) - base..<tokens.end(k) - base }
        var slots: [ArgumentSlot] = []
        var shape: [String] = []
        var position = 0
        let whole = Self.wholeValue(in: syntax)
        while position < significant.count {
            let index = significant[position]
            let kind = tokens.kinds[index]
            let text = word(position)
            // The whole value given a UIKit property of a known type, as one argument.
            if let whole, index == whole.value.lowerBound {
                // (`.white` alone is an enum case as anywhere else: it names the behavior.)
                let isMember = whole.value.count == 2 && tokens.isPunctuation(index, UInt8(ascii: "."))
                slots.append(
                    ArgumentSlot(
                        range: tokens.start(index) - base..<tokens.end(whole.value.upperBound - 1) - base,
                        value: syntax.displayText(of: whole.value), type: whole.type, label: whole.property,
                        callee: nil, isMember: isMember))
                shape.append("<\(whole.type)>")
                while position < significant.count && significant[position] < whole.value.upperBound { position += 1 }
                continue
            }
            if kind == .keyword && text == "self" && word(position + 1) == "." {
                position += 2
                continue
            }
            // A dictionary key (`["action": "shown"]`) is the statement's structure, not a value.
            let isKey = kind == .string && word(position + 1) == ":"
            if !isKey,
                [.string, .integer, .float, .regex].contains(kind)
                    || (kind == .keyword && (text == "true" || text == "false"))
            {
                let type: String? =
                    text == "true" || text == "false"
                    ? "Bool"
                    : kind == .string && text.hasPrefix("\"") && !text.hasPrefix("\"\"\"") && !text.contains("\\(")
                        ? "String" : nil
                let context = argumentContext(before: position, word: word)
                slots.append(
                    ArgumentSlot(
                        range: byteRange(index), value: text, type: type, label: context.label,
                        callee: context.callee, isMember: false))
                shape.append(type.map { "<\($0)>" } ?? text)
                position += 1
                continue
            }
            // `.homeShown` as a whole argument (after `(`, `,` or a label's `:`, before `)` or `,`) or
            // as the whole value assigned (`bar.tintColor = .white`).
            if text == ".", tokens.kinds[significant[min(position + 1, significant.count - 1)]] == .identifier,
                ["(", ",", ":"].contains(word(position - 1)) && [")", ","].contains(word(position + 2))
                    || word(position - 1) == "=" && position + 2 == significant.count
            {
                let context = argumentContext(before: position, word: word)
                let range = tokens.start(index) - base..<tokens.end(significant[position + 1]) - base
                var type = context.callee.flatMap {
                    parameterType(
                        callee: $0, receiver: context.receiver, labels: context.labels, at: context.argument,
                        member: word(position + 1))
                }
                if context.callee == nil, word(position - 1) == "=", let label = context.label {
                    type = Self.uiKitPropertyTypes[label]
                }
                slots.append(
                    ArgumentSlot(
                        range: range, value: "." + word(position + 1), type: type, label: context.label,
                        callee: context.callee, isMember: true))
                shape.append(type.map { "<\($0)>" } ?? "." + word(position + 1))
                position += 2
                continue
            }
            shape.append(text)
            position += 1
        }
        return (slots, shape.joined(separator: " "))
    }

    /// The types of the UIKit properties screens style, for `bar.tintColor = .white`: hosts that
    /// differ in the colour share one behavior with the colour as a property.
    private static let uiKitPropertyTypes: [String: String] = [
        "tintColor": "UIColor", "barTintColor": "UIColor", "backgroundColor": "UIColor",
        "barStyle": "UIBarStyle", "largeTitleDisplayMode": "UINavigationItem.LargeTitleDisplayMode",
        "modalPresentationStyle": "UIModalPresentationStyle", "overrideUserInterfaceStyle": "UIUserInterfaceStyle",
        "contentInsetAdjustmentBehavior": "UIScrollView.ContentInsetAdjustmentBehavior",
    ]

    /// The navigation bar's styling properties whose value is an expression more often than a
    /// literal, with their types: hosts giving them different values share one behavior.
    private static let barValueTypes: [String: String] = [
        "tintColor": "UIColor", "barTintColor": "UIColor", "backgroundColor": "UIColor",
        "titleTextAttributes": "[NSAttributedString.Key: Any]",
        "largeTitleTextAttributes": "[NSAttributedString.Key: Any]", "shadowImage": "UIImage?",
        "backIndicatorImage": "UIImage?", "backIndicatorTransitionMaskImage": "UIImage?",
    ]

    /// The value `syntax` gives a property of the shared navigation bar
    /// (`navigationController?.navigationBar.titleTextAttributes = [.font: Fonts.title]`), when the
    /// statement is that assignment alone and the value is made of what any code can name — types,
    /// their members, literals, no name of the screen's own or of the statement's — so that the
    /// screen can pass it to a behavior: a value that differs from screen to screen becomes the
    /// behavior's parameter (`ArgumentSlotReader.read`) and the copies are one shape
    /// (`StatementShape`).
    static func wholeValue(in syntax: StatementSyntax) -> (value: Range<Int>, property: String, type: String)? {
        guard syntax.chains.count >= 1, let chain = syntax.chains.first, chain.extent.lowerBound == syntax.first,
            !chain.inBraces, let value = chain.assignedValue, value.upperBound == syntax.range.upperBound,
            !value.isEmpty
        else { return nil }
        let path = syntax.path(chain)
        let tokens = syntax.tokens
        // `nil` puts UIKit's default back: no value a behavior's property of that type could hold.
        guard path.count >= 3, path[path.count - 2] == "navigationBar",
            let type = barValueTypes[path[path.count - 1]],
            !(value.count == 1 && tokens.isText(value.lowerBound, "nil"))
        else { return nil }
        for k in value where tokens.kinds[k] == .identifier || tokens.kinds[k] == .keyword {
            let isMember = k > value.lowerBound && tokens.isPunctuation(k - 1, UInt8(ascii: "."))
            let isType = tokens.kinds[k] == .identifier && tokens.text(k).first?.isUppercase == true
            let isLiteral = tokens.isText(k, "true") || tokens.isText(k, "false") || tokens.isText(k, "nil")
            // A label inside a call (`size: 24`) names no value.
            let isLabel =
                k + 1 < value.upperBound && tokens.isPunctuation(k + 1, UInt8(ascii: ":"))
                && k > value.lowerBound
                && (tokens.isPunctuation(k - 1, UInt8(ascii: "(")) || tokens.isPunctuation(k - 1, UInt8(ascii: ",")))
                && tokens.kinds[k] == .identifier
            guard isMember || isType || isLiteral || isLabel else { return nil }
        }
        return (value, path[path.count - 1], type)
    }

    /// For the token at `position`: its argument label (or the property assigned), the function
    /// called, that call's labels and the argument's index.
    private func argumentContext(before position: Int, word: (Int) -> String)
        -> (label: String?, callee: String?, receiver: String?, labels: [String], argument: Int)
    {
        var label: String?
        if word(position - 1) == ":" && ["(", ","].contains(word(position - 3)) { label = word(position - 2) }
        if word(position - 1) == "=" { label = word(position - 2) }
        // Walk back to the opening parenthesis of the enclosing call, counting arguments.
        var depth = 0
        var argument = 0
        var k = position - 1
        while k >= 0 {
            let current = word(k)
            if [")", "]", "}"].contains(current) { depth += 1 }
            if ["(", "[", "{"].contains(current) {
                if depth == 0 { break }
                depth -= 1
            }
            if current == "," && depth == 0 { argument += 1 }
            k -= 1
        }
        guard k > 0, word(k) == "(" else { return (label, nil, nil, [], argument) }
        let callee = word(k - 1)
        let receiver = k >= 3 && word(k - 2) == "." ? word(k - 3) : nil
        // The call's labels, to tell overloads apart.
        var labels: [String] = []
        var j = k + 1
        var expectingArgument = true
        depth = 0
        while j < Int.max {
            let current = word(j)
            if current.isEmpty { break }
            if ["(", "[", "{"].contains(current) { depth += 1 }
            if [")", "]", "}"].contains(current) {
                if depth == 0 { break }
                depth -= 1
            }
            if depth == 0 && expectingArgument {
                labels.append(word(j + 1) == ":" ? current : "_")
                expectingArgument = false
            }
            if depth == 0 && current == "," { expectingArgument = true }
            j += 1
        }
        return (label, callee, receiver, labels, argument)
    }

    /// The declared type of argument `index` of `callee` called with `labels`, when the
    /// declarations that fit agree on it and it is a plain name (`AnalyticsEvent`, `Pixel.Event?`).
    /// Declarations in the receiver's type are preferred (`Pixel.fire`), and `Event` written inside
    /// `Pixel` agrees with `Pixel.Event` (the qualified spelling is kept).
    /// Overloads that differ in that parameter's type (`track(_: String)`, `track(_: AnalyticsStat)`)
    /// are told apart by `member`: the type that declares `.dashboardLoaded` is the one meant.
    private func parameterType(callee: String, receiver: String?, labels: [String], at index: Int, member: String)
        -> String?
    {
        var fitting = (declarations[callee] ?? []).filter { declaration in
            declaration.labels.count >= labels.count && zip(declaration.labels, labels).allSatisfy { $0 == $1 }
        }
        if let receiver, fitting.contains(where: { $0.owner == receiver }) {
            fitting = fitting.filter { $0.owner == receiver }
        }
        var types = Set(fitting.compactMap { index < $0.types.count ? $0.types[index] : nil })
        let declaring = types.filter { type in
            let name = type.replacingOccurrences(of: "?", with: "").split(separator: ".").last.map(String.init) ?? type
            return members[name]?.contains(member) == true
        }
        // Else the one type the project declares is meant (a `String` has no `.dashboardLoaded`).
        let declared = types.filter { type in
            members[type.replacingOccurrences(of: "?", with: "").split(separator: ".").last.map(String.init) ?? type]
                != nil
        }
        if !declaring.isEmpty { types = declaring } else if declared.count == 1 { types = declared }
        let lastComponents = Set(types.map { $0.split(separator: ".").last.map(String.init) ?? $0 })
        guard lastComponents.count == 1, let type = types.max(by: { $0.count < $1.count }),
            let first = type.first, first.isLetter || first == "_"
        else { return nil }
        let isPlainName = type.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "?" }
        return isPlainName ? type : nil
    }
}
