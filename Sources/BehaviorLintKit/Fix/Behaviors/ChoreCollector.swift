/// Reads the fixable findings of the behavior rules back into statements and groups them into
/// chores per host: one behavior per bar for visibility, one for styling, one for tracking, one
/// for observers, one per repeated-statement group.
struct ChoreCollector {
    static let ruleIDs = [
        NavBarVisibilityRule.descriptor.id, NavBarAppearanceRule.descriptor.id, ScreenTrackingRule.descriptor.id,
        ObserverLifecycleRule.descriptor.id, RepeatedLifecycleConcernRule.descriptor.id,
    ]

    let project: ProjectIndex

    /// Chores by host class, hosts and chores in a stable order.
    func chores(for findings: [Finding]) -> [(className: String, chores: [HostChore])] {
        var byHost: [String: [ChoreKind: HostChore]] = [:]
        var claimed: Set<[Int]> = []
        for finding in findings where finding.fixable && Self.ruleIDs.contains(finding.ruleID) {
            guard let className = finding.hostClass, let movable = statement(of: finding, in: className) else { continue }
            // A statement two rules report (styling that is also repeated) moves once, with the first.
            let key = [movable.file, movable.function, movable.statementIndex]
            let kind = choreKind(finding, movable)
            if byHost[className]?[kind] != nil {
                byHost[className]![kind]!.findings.append(finding)
                if claimed.insert(key).inserted { byHost[className]![kind]!.statements.append(movable) }
                continue
            }
            guard claimed.insert(key).inserted else { continue }
            byHost[className, default: [:]][kind] = HostChore(kind: kind, className: className, statements: [movable], findings: [finding])
        }
        return byHost.keys.sorted().map { className in
            let chores = byHost[className]!.values.map { chore -> HostChore in
                var chore = chore
                if chore.kind.ruleID == NavBarVisibilityRule.descriptor.id,
                   let appearing = chore.statements.first(where: { $0.hook.isAppearance }) {
                    chore.kind.baseName = choreKind(chore.findings[0], appearing).baseName
                }
                if chore.kind.ruleID == NavBarAppearanceRule.descriptor.id {
                    // Named for everything it does: one back-button statement among bar styling is still styling.
                    let kinds = chore.statements.map { choreKind(chore.findings[0], $0) }
                    if Set(kinds.map { $0.baseName }).count > 1 {
                        chore.kind.baseName = "NavigationBarAppearanceBehavior"
                        chore.kind.purpose = "Styles the shared navigation chrome at the moments the screen used to"
                    }
                }
                chore.statements.sort { Self.hookOrder($0.hook) != Self.hookOrder($1.hook)
                    ? Self.hookOrder($0.hook) < Self.hookOrder($1.hook)
                    : ($0.file, $0.statement.span.start) < ($1.file, $1.statement.span.start) }
                return chore
            }.sorted { $0.position < $1.position }
            return (className, chores)
        }
    }

    private static func hookOrder(_ hook: LifecycleHook) -> Int {
        BehaviorProtocol.behaviorHooks.firstIndex(of: hook) ?? Int.max
    }

    /// The statement of `className`'s lifecycle overrides that `finding` was reported at.
    private func statement(of finding: Finding, in className: String) -> MovableStatement? {
        for override in project.lifecycleOverrides(ofClass: className) where project.files[override.file].path == finding.path {
            let function = project.function(override)
            if let index = function.statements.firstIndex(where: { $0.span.startLocation == finding.location }) {
                return MovableStatement(file: override.file, function: override.function, statementIndex: index,
                                        hook: override.hook, statement: function.statements[index],
                                        syntax: project.files[override.file].syntax(function.statements[index]))
            }
        }
        return nil
    }

    private func choreKind(_ finding: Finding, _ movable: MovableStatement) -> ChoreKind {
        let statement = movable.statement
        let syntax = movable.syntax
        switch finding.ruleID {
        case NavBarVisibilityRule.descriptor.id:
            let change = NavigationChromeStatement(syntax).visibilityChanges.first
            let bar = change?.bar ?? .navigationBar
            // The appear half decides the name; a disappear half restores the opposite.
            let hidden = movable.hook.isDisappearance ? change?.hidden.map { !$0 } : change?.hidden
            return ChoreKind(ruleID: finding.ruleID, baseName: bar.behaviorName(hidden: hidden),
                             purpose: "Changes the \(bar.rawValue) visibility while the screen is visible and restores it when it leaves",
                             groupKey: bar.rawValue)
        case NavBarAppearanceRule.descriptor.id:
            // The names the rule's message promises.
            let changes = NavigationChromeStatement(syntax).stylingChanges
            if changes.contains(where: { $0.outlivesScreen }) {
                let statusBarOnly = changes.allSatisfy { $0.state == "UIApplication.shared.statusBarStyle" }
                return ChoreKind(ruleID: finding.ruleID,
                                 baseName: statusBarOnly ? "StatusBarStyleBehavior" : "NavigationBarAppearanceBehavior",
                                 purpose: "Styles the shared navigation chrome at the moments the screen used to")
            }
            return ChoreKind(ruleID: finding.ruleID, baseName: "BlankBackButtonTitleBehavior",
                             purpose: "Configures the back button that screens pushed after this one show")
        case ScreenTrackingRule.descriptor.id:
            return ChoreKind(ruleID: finding.ruleID, baseName: "ScreenTrackingBehavior",
                             purpose: "Tracks the screen at the moments it used to track itself")
        case ObserverLifecycleRule.descriptor.id:
            let text = statement.normalizedText.lowercased()
            let name = text.contains("keyboard") ? "KeyboardObserverBehavior"
                : text.contains("orientation") ? "DeviceOrientationNotificationsBehavior"
                : text.contains("remotecontrol") ? "RemoteControlEventsBehavior" : "NotificationObserverBehavior"
            return ChoreKind(ruleID: finding.ruleID, baseName: name,
                             purpose: "Starts observing when the screen appears and stops when it disappears")
        default:
            return ChoreKind(ruleID: finding.ruleID, baseName: Self.repeatedName(statement, syntax),
                             purpose: "Does the chore its hosts used to repeat in the same lifecycle override",
                             groupKey: movable.hook.rawValue + "|" + statement.normalizedText)
        }
    }

    /// `edgesForExtendedLayout = []` → `EdgesForExtendedLayoutBehavior`; `Theme.shared.apply(to: view)`
    /// → `ThemeApplyBehavior`.
    static func repeatedName(_ statement: Statement, _ syntax: StatementSyntax) -> String {
        func capitalized(_ word: Substring) -> String { word.prefix(1).uppercased() + word.dropFirst() }
        if let assigned = syntax.chains.first(where: { $0.assignedValue != nil }) {
            let path = syntax.path(assigned)
            guard var last = path.last else { return "ChoreBehavior" }
            // `isEnabled` says little on its own: `interactivePopGestureRecognizer?.isEnabled` is
            // `InteractivePopGestureRecognizerEnabled`; `UIApplication.shared.isIdleTimerDisabled` is `IdleTimerDisabled`.
            if last.hasPrefix("is"), last.dropFirst(2).first?.isUppercase == true {
                last.removeFirst(2)
                if path.count > 1, !singletonNames.contains(path[path.count - 2]), path[path.count - 2].first?.isLowercase == true {
                    return capitalized(Substring(path[path.count - 2])) + last + "Behavior"
                }
            }
            return capitalized(Substring(last)) + "Behavior"
        }
        if let call = statement.calls.first(where: { !$0.inClosure }) ?? statement.calls.first {
            // `setValue(true, forKey: "hidesShadow")` says what it does in its key, not its name.
            if genericCallNames.contains(call.name), let key = syntax.literalTexts.lazy.compactMap(identifierLiteral).first {
                return capitalized(Substring(key)) + "Behavior"
            }
            let owner = call.receiver.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
                .first { $0.first?.isUppercase == true }
            return (owner.map(String.init) ?? "") + capitalized(Substring(call.name)) + "Behavior"
        }
        return "LifecycleChoreBehavior"
    }

    private static let singletonNames: Set<String> = ["shared", "default", "current", "standard", "main"]

    private static let genericCallNames: Set<String> = [
        "setValue", "set", "perform", "apply", "update", "configure", "setup", "setUp", "add", "send", "post",
    ]

    /// `"hidesShadow"` → `hidesShadow`; nil for a literal that is not a plain identifier.
    private static func identifierLiteral(_ literal: String) -> String? {
        guard literal.count > 2, literal.hasPrefix("\""), literal.hasSuffix("\"") else { return nil }
        let inner = literal.dropFirst().dropLast()
        guard let first = inner.first, first.isLetter, inner.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return String(inner)
    }
}
