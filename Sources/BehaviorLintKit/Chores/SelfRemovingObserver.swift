/// An observer whose handler removes it: `addObserver(self, selector: #selector(didUnlock(_:)),
/// name: N, object: nil)` where `didUnlock(_:)`, a method of the same class, calls
/// `removeObserver(self, name: N, object: nil)` (or `removeObserver(self)`). The registration lives
/// until its first delivery, then ends itself, so adding it on every appearance does not pile
/// registrations up: it is a one-shot wait, not a subscription.
enum SelfRemovingObserver {
    /// Whether `invocation`, an `addObserver` call of class `className`, names a selector whose
    /// method removes the observer of the notification it observes (or every observer).
    static func removesItselfOnDelivery(
        _ invocation: NavigationChromeStatement.Invocation, of className: String, project: ProjectIndex
    ) -> Bool {
        guard let selector = invocation.arguments.first(where: { $0.label == "selector" })?.value,
            let method = selectedMethod(selector)
        else { return false }
        let name = ObservedNotification.name(of: invocation)
        for declared in project.functionsByClass[className] ?? [] {
            let file = project.files[declared.file]
            let function = file.functions[declared.function]
            guard function.name == method, function.lifecycleHook == nil else { continue }
            var removed: Set<String> = []
            for statement in function.statements {
                removed.formUnion(ChromeRestores.touchedStates(file.syntax(statement)))
            }
            // A name the code does not spell may be any notification: only a removal of every
            // observer ends it for sure.
            if name == nil
                ? removed.contains(ChromeRestores.observerState)
                : ChromeRestores.removesObserver(named: name, in: removed)
            {
                return true
            }
        }
        return false
    }

    /// `didUnlock` in `#selector(didUnlock(_:))`, `#selector(self.didUnlock)`,
    /// `#selector(Screen.didUnlock(_:))`: the method's base name.
    static func selectedMethod(_ selector: String) -> String? {
        guard selector.hasPrefix("#selector("), selector.hasSuffix(")") else { return nil }
        let inner = selector.dropFirst("#selector(".count).dropLast()
        let reference = inner.prefix { $0 != "(" }
        // `#selector(getter: UIView.alpha)` names a property's accessor, no handler.
        guard !reference.contains(":"), let name = reference.split(separator: ".").last,
            name.allSatisfy({ $0 == "_" || $0.isLetter || $0.isNumber }), !name.isEmpty
        else { return nil }
        return String(name)
    }
}
