/// An observer filtered to an object its hook makes anew (`let alert = UIAlertController(…)`, then
/// `addObserver(self, selector: …, name: …, object: alert)`): it hears that object only, and the
/// registrations earlier appearances left wait for objects that are gone, so however often the
/// screen appears each notification arrives once.
enum FreshObjectObserver {
    /// The constants `syntaxes` bind to a new instance of a type the project or Apple's frameworks
    /// declare (`let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)`):
    /// those an earlier statement of the hook binds for the rest of it, and any the last statement
    /// binds, the one read.
    static func freshObjects(in syntaxes: ArraySlice<StatementSyntax>, project: ProjectIndex) -> Set<String> {
        var names: Set<String> = []
        for (offset, syntax) in syntaxes.enumerated() {
            let isLast = offset == syntaxes.count - 1
            for binding in syntax.bindings where binding.kind == .constant && (isLast || binding.outlivesStatement) {
                guard let value = binding.value, let chain = syntax.chain(spanning: value), chain.isCalled,
                    chain.names.count == 1, isType(syntax.path(chain)[0], project: project)
                else { continue }
                names.insert(binding.name)
            }
        }
        return names
    }

    /// Whether `invocation` (an `addObserver` call) observes only one of `objects`.
    static func observesOnly(_ invocation: NavigationChromeStatement.Invocation, oneOf objects: Set<String>) -> Bool {
        guard let object = invocation.arguments.first(where: { $0.label == "object" })?.value else { return false }
        return objects.contains(object)
    }

    private static func isType(_ name: String, project: ProjectIndex) -> Bool {
        ChainTargetResolver.isFrameworkType(name) || !project.declaredTypes(named: name).isEmpty
    }
}
