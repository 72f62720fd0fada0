/// The behavior a repeated chore becomes, named for what its statement does.
enum RepeatedChoreName {
    /// `edgesForExtendedLayout = []` → `EdgesForExtendedLayoutBehavior`; `Theme.shared.apply(to: view)`
    /// → `ThemeApplyBehavior`.
    static func behaviorName(_ statement: Statement, _ syntax: StatementSyntax) -> String {
        func capitalized(_ word: Substring) -> String { word.prefix(1).uppercased() + word.dropFirst() }
        if let assigned = syntax.chains.first(where: { $0.assignedValue != nil }) {
            let path = syntax.path(assigned)
            guard var last = path.last else { return "ChoreBehavior" }
            // `isEnabled` says little on its own: `interactivePopGestureRecognizer?.isEnabled` is
            // `InteractivePopGestureRecognizerEnabled`; `UIApplication.shared.isIdleTimerDisabled` is `IdleTimerDisabled`.
            if last.hasPrefix("is"), last.dropFirst(2).first?.isUppercase == true {
                last.removeFirst(2)
                if path.count > 1, !singletonNames.contains(path[path.count - 2]),
                    path[path.count - 2].first?.isLowercase == true
                {
                    return capitalized(Substring(path[path.count - 2])) + last + "Behavior"
                }
            }
            return capitalized(Substring(last)) + "Behavior"
        }
        if let call = statement.calls.first(where: { !$0.inClosure }) ?? statement.calls.first {
            // `setValue(true, forKey: "hidesShadow")` says what it does in its key, not its name.
            if genericCallNames.contains(call.name),
                let key = syntax.literalTexts.lazy.compactMap(identifierLiteral).first
            {
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
        guard let first = inner.first, first.isLetter, inner.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else { return nil }
        return String(inner)
    }
}
