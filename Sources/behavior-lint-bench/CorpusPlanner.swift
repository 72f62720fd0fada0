/// Decides the corpus layout one file at a time: which kind of file comes next, its folder,
/// its (unique) type name, its planned size and its seed.
///
/// It keeps the project-wide facts that make the corpus hang together like one app: the shared
/// `AppBaseViewController` and networking core come first, and a feature's own base class is
/// created before screens of that feature may inherit from it.
struct CorpusPlanner {
    private var rng: SplitMix64
    private let project: String
    private var queue: [FileSpec] = []
    private var usedTypeNames: Set<String> = []
    /// Feature name → its base view controller, once created.
    private var featureBases: [String: String] = [:]
    /// Features that were already offered a base class (whether or not they got one).
    private var featuresSeen: Set<String> = []
    /// Feature name → folder layout style (flat, by type, by scene), fixed per feature.
    private var featureLayouts: [String: Int] = [:]

    init(seed: UInt64) {
        rng = SplitMix64(seed: seed)
        project = Vocabulary.projects[rng.below(Vocabulary.projects.count)]
        queue = [
            spec(
                .appBaseViewController, path: "Core/UI/AppBaseViewController.swift", typeName: "AppBaseViewController",
                feature: "App", entity: "Screen"),
            spec(
                .networkingCore, path: "Core/Networking/APIClient.swift", typeName: "APIClient", feature: "Core",
                entity: "Request"),
        ]
        for item in queue { usedTypeNames.insert(item.typeName) }
    }

    /// The next file, sized so the corpus ends close to its target line count.
    mutating func next(remainingLines: Int) -> FileSpec {
        var next = queue.isEmpty ? randomSpec() : queue.removeFirst()
        next.targetLines = targetSize(remainingLines)
        return next
    }

    private mutating func targetSize(_ remaining: Int) -> Int {
        // Templates stop a little short of their target, so aim inside 150...600.
        let size = 180 + rng.below(386)
        // Rather than leave a sliver too small for a file at the end, stretch this one.
        if remaining - size < 180 { return max(180, min(remaining, 565)) }
        return size
    }

    private mutating func randomSpec() -> FileSpec {
        let roll = rng.below(100)
        let feature = pick(Vocabulary.features)
        let entity = pick(Vocabulary.entities)
        let role = pick(Vocabulary.roles)
        switch roll {
        case 0..<28:
            if !featuresSeen.contains(feature) {
                featuresSeen.insert(feature)
                if rng.below(100) < 45 {
                    let name = "\(feature)BaseViewController"
                    featureBases[feature] = name
                    usedTypeNames.insert(name)
                    return spec(
                        .featureBaseViewController, path: featurePath(feature, "ViewControllers", role, name),
                        typeName: name, feature: feature, entity: entity, role: role)
                }
            }
            let name = unique { p in
                p.pick([
                    "\(feature)\(role)ViewController", "\(feature)\(entity)\(role)ViewController",
                    "\(entity)\(role)ViewController",
                ])
            }
            var result = spec(
                .screen, path: featurePath(feature, "ViewControllers", role, name), typeName: name, feature: feature,
                entity: entity, role: role)
            result.superclass = screenSuperclass(feature)
            return result
        case 28..<33:
            let name = unique { _ in "\(feature)\(entity)ListViewController" }
            var result = spec(
                .tableScreen, path: featurePath(feature, "ViewControllers", "List", name), typeName: name,
                feature: feature, entity: entity, role: "List")
            result.superclass = "UITableViewController"
            return result
        case 33..<41:
            let name = unique { p in "\(feature)\(entity)\(p.pick(Vocabulary.viewSuffixes))" }
            if rng.below(4) == 0 {
                return spec(
                    .view, path: "Packages/DesignSystem/Sources/DesignSystem/Components/\(name).swift", typeName: name,
                    feature: feature, entity: entity, role: role)
            }
            return spec(
                .view, path: featurePath(feature, "Views", role, name), typeName: name, feature: feature,
                entity: entity, role: role)
        case 41..<46:
            let name = unique { p in "\(feature)\(entity)\(p.pick(Vocabulary.cellSuffixes))" }
            return spec(
                .cell, path: featurePath(feature, "Cells", role, name), typeName: name, feature: feature,
                entity: entity, role: role)
        case 46..<50:
            let name = unique { _ in "\(feature)\(entity)\(role)View" }
            return spec(
                .swiftUIView, path: featurePath(feature, "SwiftUI", role, name), typeName: name, feature: feature,
                entity: entity, role: role)
        case 50..<59:
            let name = unique { p in p.pick(["\(feature)\(role)ViewModel", "\(feature)\(entity)\(role)ViewModel"]) }
            return spec(
                .viewModel, path: featurePath(feature, "ViewModels", role, name), typeName: name, feature: feature,
                entity: entity, role: role)
        case 59..<70:
            let name = unique { p in
                p.pick([entity, "\(feature)\(entity)", "\(entity)\(p.pick(["Model", "Item", "Record", "Info"]))"])
            }
            let folder = rng.below(3) == 0 ? "Core/Models/\(name).swift" : featurePath(feature, "Models", role, name)
            return spec(.model, path: folder, typeName: name, feature: feature, entity: entity, role: role)
        case 70..<78:
            let name = unique { p in
                p.pick([
                    "\(entity)Service", "\(feature)\(entity)Service", "\(feature)\(entity)Repository",
                    "\(entity)Provider",
                ])
            }
            let folder =
                rng.below(2) == 0
                ? "Core/Networking/Services/\(name).swift" : featurePath(feature, "Services", role, name)
            return spec(.service, path: folder, typeName: name, feature: feature, entity: entity, role: role)
        case 78..<81:
            let name = unique { p in p.pick(["\(entity)Endpoint", "\(feature)\(entity)Endpoint", "\(entity)API"]) }
            return spec(
                .endpoint, path: "Core/Networking/Endpoints/\(name).swift", typeName: name, feature: feature,
                entity: entity, role: role)
        case 81..<84:
            let name = unique { p in
                p.pick(["\(feature)Coordinator", "\(feature)\(role)Coordinator", "\(feature)\(entity)Coordinator"])
            }
            return spec(
                .coordinator, path: featurePath(feature, "Coordinators", role, name), typeName: name, feature: feature,
                entity: entity, role: role)
        case 84..<88:
            let name = unique { p in
                p.pick(CodeGen.extendedTypes) + "+"
                    + p.pick([
                        "Layout", "Helpers", "Formatting", "Validation", "Styling", "Convenience", feature, entity,
                    ])
            }
            return spec(
                .extensions, path: "Core/Extensions/\(name).swift", typeName: name, feature: feature, entity: entity,
                role: role)
        case 88..<91:
            let name = unique { p in
                p.pick([
                    "\(feature)Utilities", "\(entity)Helpers", "PropertyWrappers", "Operators", "Concurrency",
                    "Formatters", "\(feature)Support",
                ])
            }
            return spec(
                .utilities, path: "Core/Utilities/\(name).swift", typeName: name, feature: feature, entity: entity,
                role: role)
        case 91..<94:
            let name = unique { p in
                p.pick(["\(entity)Store", "\(entity)Cache", "\(feature)\(entity)Store", "Persistent\(entity)Store"])
            }
            return spec(
                .persistence, path: "Core/Persistence/\(name).swift", typeName: name, feature: feature, entity: entity,
                role: role)
        default:
            let subject = pick([
                "\(feature)\(role)ViewModel", "\(feature)\(role)ViewController", "\(entity)Service",
                "\(feature)\(entity)\(role)ViewController",
            ])
            let name = unique { _ in subject + "Tests" }
            return spec(
                .tests, path: "Tests/\(project)Tests/\(feature)/\(name).swift", typeName: name, feature: feature,
                entity: entity, role: role)
        }
    }

    /// Screens inherit from the feature's base class, the app's, or UIKit's, in that order of
    /// likelihood when those exist.
    private mutating func screenSuperclass(_ feature: String) -> String {
        let roll = rng.below(100)
        if let base = featureBases[feature], roll < 45 { return base }
        if roll < 75 { return "AppBaseViewController" }
        return roll < 97 ? "UIViewController" : pick(["UICollectionViewController", "UIPageViewController"])
    }

    /// The folder a feature file goes into; each feature keeps one layout style, as teams do.
    private mutating func featurePath(_ feature: String, _ kindFolder: String, _ role: String, _ name: String) -> String
    {
        let style: Int
        if let known = featureLayouts[feature] {
            style = known
        } else {
            style = rng.below(3)
            featureLayouts[feature] = style
        }
        switch style {
        case 0: return "Features/\(feature)/\(name).swift"
        case 1: return "Features/\(feature)/\(kindFolder)/\(name).swift"
        default: return "Features/\(feature)/\(role)/\(kindFolder)/\(name).swift"
        }
    }

    /// A type name no earlier file used; after a few tries, a version suffix guarantees it.
    private mutating func unique(_ make: (inout CorpusPlanner) -> String) -> String {
        for _ in 0..<6 {
            let name = make(&self)
            if !usedTypeNames.contains(name) {
                usedTypeNames.insert(name)
                return name
            }
        }
        let base = make(&self)
        var version = 2
        while usedTypeNames.contains("\(base)V\(version)") { version += 1 }
        usedTypeNames.insert("\(base)V\(version)")
        return "\(base)V\(version)"
    }

    private mutating func pick(_ items: [String]) -> String { items[rng.below(items.count)] }

    private mutating func spec(
        _ kind: FileSpec.Kind, path: String, typeName: String, feature: String, entity: String,
        role: String = "Overview"
    ) -> FileSpec {
        FileSpec(
            kind: kind, path: path, typeName: typeName, feature: feature, entity: entity, role: role,
            superclass: "UIViewController", project: project, targetLines: 300, seed: rng.next())
    }
}
