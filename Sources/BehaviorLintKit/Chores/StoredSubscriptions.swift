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
    /// Given `project`, a store of a request (`isRequest`) or of a source that completes at once
    /// (`completesAtOnce`) is left out of `stored`.
    static func collections(in syntax: StatementSyntax, leavingOutRequestsOf project: ProjectIndex? = nil) -> (
        stored: Set<String>, cancelled: Set<String>
    ) {
        let found = subscriptions(in: syntax, leavingOutRequestsOf: project)
        return (found.stored, found.cancelled)
    }

    /// What `collections(in:leavingOutRequestsOf:)` finds, and for each collection stored in, the
    /// names of the kept subscriptions it is handed (`refreshDisposable?.disposed(by: disposeBag)`,
    /// a subscription the code keeps in `refreshDisposable` too) when every storing chain of that
    /// collection hands one; and the kept subscriptions the statement disposes or cancels
    /// (`refreshDisposable?.dispose()`): such a subscription ends there, whatever bag also holds it.
    static func subscriptions(in syntax: StatementSyntax, leavingOutRequestsOf project: ProjectIndex? = nil) -> (
        stored: Set<String>, cancelled: Set<String>, keptIn: [String: Set<String>], ended: Set<String>
    ) {
        var found: (stored: Set<String>, cancelled: Set<String>) = ([], [])
        var keptIn: [String: Set<String>] = [:]
        var handedAnythingElse: Set<String> = []
        var ended: Set<String> = []
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
            if let stored = collection(storedInBy: name, arguments: arguments),
                !(project.map { isRequest(chain, in: syntax, project: $0) } ?? false),
                project == nil || !completesAtOnce(chain, in: syntax)
            {
                found.stored.insert(stored)
                if path.count == 2 {
                    keptIn[stored, default: []].insert(path[0])
                } else {
                    handedAnythingElse.insert(stored)
                }
            }
            if path.count == 2, ["dispose", "cancel"].contains(name), chain.arguments.map({ $0.isEmpty }) ?? true {
                ended.insert(path[0])
            }
            if let cancelled = collection(cancelledBy: name, receiver: path.dropLast().joined(separator: ".")) {
                found.cancelled.insert(cancelled)
            }
        }
        return (
            found.stored, found.cancelled, keptIn.filter { !handedAnythingElse.contains($0.key) }, ended
        )
    }

    /// Whether the stored chain subscribes to a source that emits what it is given and completes at
    /// once (RxSwift's `Observable.just(…)`, `.of(…)`, `.from(…)`, `.empty()`, `Single.just(…)`;
    /// Combine's `Just(…)`, `Empty()`): the subscription ends as it starts, and storing it again on
    /// every appearance leaves nothing listening.
    static func completesAtOnce(_ chain: StatementSyntax.Chain, in syntax: StatementSyntax) -> Bool {
        guard let root = chain.names.first else { return false }
        let rootName = syntax.text(root)
        if chain.calledNames.first == root { return rootName == "Just" || rootName == "Empty" }
        guard chain.names.count > 1, chain.calledNames.first == chain.names[1],
            ["Observable", "Single", "Maybe", "Completable"].contains(rootName)
        else { return false }
        return ["just", "of", "from", "empty"].contains(syntax.text(chain.names[1]))
    }

    /// Whether the stored chain subscribes to a publisher a call of the project's own method makes
    /// (`viewModel.fetchProfile().sink { … }`, `SocketRequest(…).publisher().sink { … }`,
    /// `useCase.isCheckedIn().subscribe(onNext:)`): a request made anew each time, which completes,
    /// so storing it on every appearance starts one more request, not one more listener. A stream
    /// the screen or a service holds (`$state`, a subject, `NotificationCenter.default
    /// .publisher(for:)`, which no project method declares with those labels) lives on.
    static func isRequest(_ chain: StatementSyntax.Chain, in syntax: StatementSyntax, project: ProjectIndex) -> Bool {
        for (position, name) in chain.names.enumerated() {
            let text = syntax.text(name)
            if text.hasPrefix("$") { return false }
            guard chain.calledNames.contains(name) else { continue }
            // `SocketRequest(…)`: making the request's value, not yet the publisher.
            if position == 0, !project.declaredTypes(named: text).isEmpty { continue }
            let open = name + 1
            guard open < syntax.range.upperBound, syntax.tokens.isPunctuation(open, UInt8(ascii: "(")),
                let close = syntax.tokens.partner(open)
            else { return false }
            let labels = syntax.arguments((open + 1)..<close).map { $0.label ?? "_" }
            return project.functions(named: text).contains { reference in
                let function = project.files[reference.file].functions[reference.type]
                return !function.isOverride && function.returnType != nil
                    && ProjectHelperCall.labels(labels, fit: function.labels)
            }
        }
        return false
    }
}
