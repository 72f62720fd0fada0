/// Subscriptions kept in a collection, Combine's or RxSwift's: a statement stores one
/// (`.store(in: &cancellables)`, `.disposed(by: disposeBag)`) or cancels what a collection holds
/// (`cancellables.removeAll()`, `cancellables = []`, `cancellables.forEach { $0.cancel() }`,
/// `disposeBag = DisposeBag()`). `observer-lifecycle` pairs the two, and
/// `unbalanced-appearance-change` reports a store on every appearance that nothing cancels.
enum StoredSubscriptions {
    /// The collection a `store(in: &…)` or `disposed(by: …)` call names (`&self.cancellables` →
    /// `cancellables`), if the call is one.
    static func collection(storedInBy name: String, arguments: [(label: String?, value: String)]) -> String? {
        guard let first = arguments.first,
            (name == "store" && first.label == "in" && first.value.hasPrefix("&"))
                || (name == "disposed" && first.label == "by")
        else { return nil }
        return String(first.value.drop { $0 == "&" }.split(separator: ".").last ?? "")
    }

    /// The collection a `removeAll()` or `forEach` call cancels: one named like a set of
    /// subscriptions (`cancellables`, `subscriptions`, `bag`).
    static func collection(cancelledBy name: String, receiver: String) -> String? {
        guard name == "removeAll" || name == "forEach", let set = receiver.split(separator: ".").last,
            set.lowercased().contains("cancellable") || set.lowercased().contains("subscription")
                || set.lowercased() == "bag"
        else { return nil }
        return String(set)
    }

    /// The collection an assignment empties (`cancellables = []`, `disposeBag = DisposeBag()`), which
    /// cancels what it held.
    static func collection(emptiedBy path: [String], value: String) -> String? {
        guard ["[]", "Set()", "Set<AnyCancellable>()", "DisposeBag()", "RxSwift.DisposeBag()"].contains(value) else {
            return nil
        }
        return path.last
    }

    /// The collections a statement stores subscriptions in and those it cancels, at any depth.
    static func collections(in syntax: StatementSyntax) -> (stored: Set<String>, cancelled: Set<String>) {
        var found: (stored: Set<String>, cancelled: Set<String>) = ([], [])
        for chain in syntax.chains {
            let path = syntax.path(chain)
            if let value = chain.assignedValue {
                if let emptied = collection(emptiedBy: path, value: syntax.compactText(value)) {
                    found.cancelled.insert(emptied)
                }
                continue
            }
            guard chain.isCalled, let name = path.last else { continue }
            let arguments =
                chain.arguments.map { syntax.arguments($0).map { ($0.label, syntax.compactText($0.value)) } } ?? []
            if let stored = collection(storedInBy: name, arguments: arguments) { found.stored.insert(stored) }
            if let cancelled = collection(cancelledBy: name, receiver: path.dropLast().joined(separator: ".")) {
                found.cancelled.insert(cancelled)
            }
        }
        return found
    }
}
