/// Finds view-controller base classes that hand lifecycle chores down by inheritance: a project
/// class whose lifecycle overrides carry concerns and that has at least `min-subclasses`
/// subclasses, or that tops a chain of more than `max-depth` such classes, or whose subclasses
/// override its properties to switch or configure its chores. Decided from the hierarchy, never
/// from a name like `Base…`.
public struct BaseClassSprawlRule: Rule {
    public static let minSubclasses = RuleOption(
        name: "min-subclasses", kind: .integer, defaultValue: "3",
        summary:
            "How many project subclasses (at any depth) make a class with lifecycle concerns a base class to report.")
    public static let maxDepth = RuleOption(
        name: "max-depth", kind: .integer, defaultValue: "2",
        summary: "How many classes with lifecycle concerns may inherit from one another before the chain is reported.")

    public static let descriptor = RuleDescriptor(
        id: "base-class-sprawl", kind: .opportunity, defaultSeverity: .warning, scope: .project, fixable: false,
        summary:
            "A view-controller base class whose lifecycle overrides hand chores down to its subclasses: turn each chore into a behavior.",
        options: [minSubclasses, maxDepth])

    /// One concern of a class's lifecycle overrides, with the hook it sits in.
    private struct HookedConcern {
        var hook: LifecycleHook
        var signature: String
        var concern: LifecycleConcern
    }

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        let project = context.project
        var concerns: [String: [HookedConcern]] = [:]
        // Every identifier the lifecycle overrides read, for the toggle properties.
        var lifecycleWords: [String: Set<String>] = [:]
        for override in context.lifecycleOverrides where project.classes[override.className] != nil {
            let function = project.function(override)
            for syntax in override.syntaxes {
                lifecycleWords[override.className, default: []].formUnion(syntax.chains.flatMap { syntax.path($0) })
            }
            for concern in LifecycleConcern.concerns(of: override, in: project) {
                concerns[override.className, default: []].append(
                    HookedConcern(hook: override.hook, signature: function.signature, concern: concern))
            }
        }
        let hosts = Set(concerns.keys)
        // A class without subclasses is no base, and a single class is no chain.
        let minSubclasses = max(1, context.settings.integer(Self.minSubclasses))
        let maxDepth = max(1, context.settings.integer(Self.maxDepth))
        let chains = Self.longestChains(of: hosts, in: project, longerThan: maxDepth)
        var findings: [Finding] = []
        for name in hosts.sorted() {
            guard let reference = project.classes[name] else { continue }
            let subclasses = project.allSubclasses(of: name)
            let toggles = Self.toggles(
                of: name, subclasses: subclasses, readIn: lifecycleWords[name] ?? [], project: project)
            let chain = chains[name]
            guard subclasses.count >= minSubclasses || chain != nil || !toggles.isEmpty else { continue }
            let type = project.files[reference.file].types[reference.type]
            let span = SourceSpan(
                start: type.declaration.start, end: type.declaration.end,
                startLocation: type.keywordLocation, endLocation: type.declaration.endLocation)
            let message = Self.message(
                for: name, subclassCount: subclasses.count, concerns: concerns[name] ?? [],
                toggles: toggles, chain: chain, maxDepth: maxDepth)
            findings.append(
                context.finding(
                    Self.self, file: reference.file, span: span, message: message, hostClass: name,
                    condition: type.condition, fingerprintText: "class " + name))
        }
        return findings
    }

    /// For each class that tops a chain of more than `limit` classes with lifecycle concerns
    /// (classes in between that have none do not count), the longest such chain, topmost first.
    private static func longestChains(of hosts: Set<String>, in project: ProjectIndex, longerThan limit: Int)
        -> [String: [String]]
    {
        var chains: [String: [String]] = [:]
        for name in hosts.sorted() {
            let chain = Array(project.projectAncestry(of: name).filter(hosts.contains).reversed())
            guard chain.count > limit, let top = chain.first else { continue }
            if chain.count > chains[top]?.count ?? 0 { chains[top] = chain }
        }
        return chains
    }

    /// Names of the methods class `name` (or an extension of it) declares, to tell properties from
    /// methods among its member names.
    private static func methodNames(of name: String, in project: ProjectIndex) -> Set<String> {
        Set((project.functionsByClass[name] ?? []).map { project.files[$0.file].functions[$0.function].name })
    }

    /// Properties the base declares and reads in its lifecycle overrides, with the subclasses that
    /// override them (declared with `override`): switches and settings of the base's chores.
    private static func toggles(
        of base: String, subclasses: [String], readIn words: Set<String>,
        project: ProjectIndex
    ) -> [(name: String, overriders: [String])] {
        let properties = project.members(of: base).subtracting(methodNames(of: base, in: project)).intersection(words)
        return properties.sorted().compactMap { property in
            let overriders = subclasses.filter {
                project.overriddenMembers(of: $0).contains(property)
                    && !methodNames(of: $0, in: project).contains(property)
            }
            return overriders.isEmpty ? nil : (property, overriders.sorted())
        }
    }

    private static func message(
        for name: String, subclassCount: Int, concerns: [HookedConcern],
        toggles: [(name: String, overriders: [String])], chain: [String]?, maxDepth: Int
    ) -> String {
        let subclasses = subclassCount == 1 ? "1 view controller" : "\(subclassCount) view controllers"
        var message =
            "\(name) is inherited by \(subclasses) and its lifecycle overrides carry "
            + Self.summary(of: concerns)
        if !toggles.isEmpty {
            let overridden = toggles.map { toggle in
                "`\(toggle.name)` ("
                    + (toggle.overriders.count == 1 ? toggle.overriders[0] : "\(toggle.overriders.count) subclasses")
                    + ")"
            }
            message += "; subclasses override " + overridden.spokenList + " only to switch or configure those chores"
        }
        if let chain {
            message +=
                "; lifecycle overrides are stacked \(chain.count) classes deep ("
                + chain.joined(separator: " → ") + "), more than the \(maxDepth) allowed"
        }
        return message + ". Turn each concern into a behavior and attach the ones a screen needs with "
            + "addBehaviors(_:) in its viewDidLoad() instead of inheriting them"
    }

    /// `screen tracking in viewDidAppear(_:), `view.backgroundColor = .white` and `title = "…"` in
    /// viewDidLoad()`: each concern once with every hook it is in, concerns in the same hooks
    /// together, in hook order.
    private static func summary(of concerns: [HookedConcern]) -> String {
        let ordered = concerns.enumerated().sorted {
            (LifecycleHook.allCases.firstIndex(of: $0.element.hook)!, $0.offset)
                < (LifecycleHook.allCases.firstIndex(of: $1.element.hook)!, $1.offset)
        }.map { $0.element }
        var hooksOf: [(concern: String, signatures: [String])] = []
        for hooked in ordered {
            let summary = hooked.concern.summary
            if let index = hooksOf.firstIndex(where: { $0.concern == summary }) {
                if !hooksOf[index].signatures.contains(hooked.signature) {
                    hooksOf[index].signatures.append(hooked.signature)
                }
            } else {
                hooksOf.append((summary, [hooked.signature]))
            }
        }
        var groups: [(signatures: [String], concerns: [String])] = []
        for entry in hooksOf {
            if let index = groups.firstIndex(where: { $0.signatures == entry.signatures }) {
                groups[index].concerns.append(entry.concern)
            } else {
                groups.append((entry.signatures, [entry.concern]))
            }
        }
        let limit = 4
        var parts = groups.map { group in
            let shown =
                group.concerns.count > limit
                ? group.concerns.prefix(limit - 1) + ["\(group.concerns.count - limit + 1) more statements"]
                : group.concerns[...]
            return Array(shown).spokenList + " in " + group.signatures.spokenList
        }
        if parts.count > limit {
            parts = parts.prefix(limit - 1) + ["concerns in \(parts.count - limit + 1) more hooks"]
        }
        return parts.joined(separator: ", ")
    }
}
