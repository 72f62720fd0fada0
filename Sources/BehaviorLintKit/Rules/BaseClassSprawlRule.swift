/// Finds view-controller base classes used as a switchboard of chores: a project class whose
/// lifecycle overrides carry chores that its subclasses turn on, off or configure — through a
/// property the chore reads that subclasses override (`var hidesNavigationBar: Bool { false }`), or
/// through the base's generic parameter (`BehaviorHostViewController<HideBarAndTrack>`). A base
/// whose subclasses only supply content (a template) is no switchboard and is not reported,
/// however many subclasses it has. Decided from the hierarchy, never from a name like `Base…`.
public struct BaseClassSprawlRule: Rule {
    public static let descriptor = RuleDescriptor(
        id: "base-class-sprawl", kind: .opportunity, defaultSeverity: .warning, scope: .project, fixable: false,
        summary:
            "A view-controller base class whose subclasses switch its lifecycle chores on, off or configure them through overridden properties or generic parameters: each chore should be a behavior a screen attaches."
    )

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
        for override in context.lifecycleOverrides where project.classes[override.className] != nil {
            let function = project.function(override)
            for concern in LifecycleConcern.concerns(of: override, in: project) {
                concerns[override.className, default: []].append(
                    HookedConcern(hook: override.hook, signature: function.signature, concern: concern))
            }
        }
        var findings: [Finding] = []
        for name in concerns.keys.sorted() {
            guard let reference = project.classes[name] else { continue }
            // A switch needs screens that can set it differently: one subclass configures its base.
            let subclasses = project.allSubclasses(of: name)
            guard subclasses.count >= 2 else { continue }
            let hooked = concerns[name] ?? []
            // Every name the chores read: in their conditions, arguments and values.
            let words = Set(
                hooked.flatMap { entry in
                    entry.concern.syntax.range.filter { entry.concern.syntax.tokens.kinds[$0] == .identifier }
                        .map { entry.concern.syntax.text($0) }
                })
            let toggles = Self.toggles(of: name, subclasses: subclasses, readIn: words, project: project)
            let type = project.files[reference.file].types[reference.type]
            let generic = type.genericParameters.flatMap { Self.genericSwitch($0, readIn: words) }
            // One switch is a template with an option; screens picking combinations need two, or a
            // generic parameter that picks the chores.
            guard toggles.count >= 2 || generic != nil else { continue }
            let span = SourceSpan(
                start: type.declaration.start, end: type.declaration.end,
                startLocation: type.keywordLocation, endLocation: type.declaration.endLocation)
            let message = Self.message(
                for: name, subclassCount: subclasses.count, concerns: hooked, toggles: toggles, generic: generic)
            findings.append(
                context.finding(
                    Self.self, file: reference.file, span: span, message: message, hostClass: name,
                    condition: type.condition, fingerprintText: "class " + name))
        }
        return findings
    }

    /// The base's generic parameter its chores read (`Behaviors` of `<Behaviors: LifecycleBehaviors>`):
    /// each subclass picks the chores by the type it passes.
    private static func genericSwitch(_ parameters: String, readIn words: Set<String>) -> String? {
        // `<Behaviors: LifecycleBehaviors, T>`: each name before its constraint, at the top level.
        var names: [String] = []
        var depth = 0
        var current = ""
        var inConstraint = false
        for character in parameters {
            switch character {
            case "<": depth += 1
            case ">": depth -= 1
            case "," where depth == 1:
                names.append(current)
                (current, inConstraint) = ("", false)
            case ":" where depth == 1: inConstraint = true
            default:
                if depth == 1 && !inConstraint && !character.isWhitespace { current.append(character) }
            }
        }
        names.append(current)
        return names.first(where: words.contains)
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
        // The base's own views and objects (`ProjectIndex.ownedProperties`) are no switches.
        let properties = project.members(of: base).subtracting(methodNames(of: base, in: project))
            .subtracting(project.ownedProperties(of: base)).intersection(words)
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
        toggles: [(name: String, overriders: [String])], generic: String?
    ) -> String {
        var switches: [String] = toggles.map { toggle in
            "`\(toggle.name)` ("
                + (toggle.overriders.count == 1 ? toggle.overriders[0] : "\(toggle.overriders.count) subclasses")
                + ")"
        }
        if let generic { switches.append("its generic parameter `\(generic)`") }
        return "\(name)'s lifecycle overrides carry " + Self.summary(of: concerns)
            + " for \(subclassCount == 1 ? "1 subclass" : "\(subclassCount) subclasses"), which switch or configure them through "
            + switches.spokenList
            + ": make each chore a behavior a screen attaches with addBehaviors(_:) in viewDidLoad()"
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
