/// One behavior type and the hosts that attach it: hosts whose chores are the same statements in
/// the same hooks, arguments aside, share it, and the arguments that differ become its stored
/// properties (`ScreenTrackingBehavior(screenName: "Home")`, `ScreenTrackingBehavior(event: .home)`).
struct BehaviorTemplate {
    /// A stored property standing for an argument slot of one statement.
    struct Parameter {
        var name: String
        var type: String
        /// Which slot it replaces: index into the chore's statements, then into that statement's slots.
        var statement: Int
        var slot: Int
    }

    var kind: ChoreKind
    /// One per host, in host order.
    var chores: [HostChore]
    /// `slots[c][s]`: the argument slots of statement `s` of chore `c`.
    var slots: [[[ArgumentSlot]]]
    var parameters: [Parameter]
    /// Assigned once every template's name is chosen: `ScreenTrackingOnLoadBehavior`.
    var name = ""

    /// The `addBehaviors` entry of the host of `chores[index]`: `ScreenTrackingBehavior(screenName: "Home")`.
    func entry(forChore index: Int) -> String {
        let arguments = parameters.map { $0.name + ": " + slots[index][$0.statement][$0.slot].value }
        return name + "(" + arguments.joined(separator: ", ") + ")"
    }

    /// What `StatementRewriter` replaces in statement `index` of chore `chore`, with ranges moved
    /// by `offset` (where the statement starts in the text being rewritten).
    func replacements(forStatement index: Int, ofChore chore: Int, offset: Int) -> [(range: Range<Int>, name: String)] {
        parameters.filter { $0.statement == index }.map { parameter in
            let range = slots[chore][index][parameter.slot].range
            return (range.lowerBound + offset..<range.upperBound + offset, parameter.name)
        }
    }

    /// Groups chores of equal shape, across hosts of one module (`moduleKey`), into templates.
    static func templates(
        for hosts: [(className: String, chores: [HostChore])], reader: ArgumentSlotReader,
        moduleKey: (HostChore) -> String
    ) -> [BehaviorTemplate] {
        var order: [String] = []
        var groups: [String: [(chore: HostChore, slots: [[ArgumentSlot]])]] = [:]
        for host in hosts {
            for chore in host.chores {
                var key = moduleKey(chore) + "|" + chore.kind.ruleID + "|" + chore.kind.groupKey
                var slots: [[ArgumentSlot]] = []
                for movable in chore.statements {
                    let read = reader.read(movable.statement, movable.syntax)
                    key += "|" + movable.hook.rawValue + ":" + read.shape
                    slots.append(read.slots)
                }
                if groups[key] == nil { order.append(key) }
                groups[key, default: []].append((chore, slots))
            }
        }
        return order.map { key in
            let group = groups[key]!
            let slots = group.map { $0.slots }
            return BehaviorTemplate(
                kind: group[0].chore.kind, chores: group.map { $0.chore }, slots: slots,
                parameters: parameters(of: group[0].chore, slots: slots))
        }
    }

    private static func parameters(of first: HostChore, slots: [[[ArgumentSlot]]]) -> [Parameter] {
        let tracking = first.kind.ruleID == ScreenTrackingRule.descriptor.id
        var parameters: [Parameter] = []
        var used: Set<String> = []
        for (statementIndex, statementSlots) in slots[0].enumerated() {
            for (slotIndex, slot) in statementSlots.enumerated() {
                guard let type = slot.type else { continue }
                let values = Set(slots.map { $0[statementIndex][slotIndex].value })
                // One host's screen is still a screen: tracking keeps what names it a property.
                // Only a call's own argument names the screen, not a value inside a dictionary or array.
                let differs =
                    values.count > 1
                    || (tracking && slots.count == 1 && slot.callee != nil && (slot.isMember || type == "String"))
                guard differs else { continue }
                var name = propertyName(slot, type: type, tracking: tracking)
                // The same name in another hook: `eventNameOnDisappear`, not `eventName2`.
                let hook = first.statements[statementIndex].hook
                if used.contains(name) && hook != first.statements[0].hook { name += momentSuffix(hook) }
                if used.contains(name) {
                    var number = 2
                    while used.contains(name + String(number)) { number += 1 }
                    name += String(number)
                }
                used.insert(name)
                parameters.append(Parameter(name: name, type: type, statement: statementIndex, slot: slotIndex))
            }
        }
        return parameters
    }

    /// The argument label or assigned property; for an unlabeled argument of a tracking call,
    /// `screenName` (`eventName` for an event call); for an enum case, its type's name; `value`.
    private static func propertyName(_ slot: ArgumentSlot, type: String, tracking: Bool) -> String {
        var name = "value"
        if let label = slot.label, label.first?.isLetter == true || label.first == "_" {
            name = label
        } else if slot.isMember {
            let last = type.replacingOccurrences(of: "?", with: "").split(separator: ".").last.map(String.init) ?? type
            name = last.prefix(1).lowercased() + last.dropFirst()
        } else if tracking && type == "String" {
            name = IdentifierWords.words(slot.callee ?? "").contains("event") ? "eventName" : "screenName"
        }
        return reserved.contains(name) ? name + "Value" : name
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
