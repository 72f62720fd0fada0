/// The group tree of a project, walked once from the main group, with the path every group and
/// file reference stands for. Paths are relative to the folder holding the `.xcodeproj`.
///
/// Xcode resolves each element against its `sourceTree`: `<group>` continues the parent group's
/// folder (a group without `path` adds nothing), `SOURCE_ROOT` starts again at the project's
/// folder, `<absolute>` needs no base. Elements under build-setting trees (`BUILT_PRODUCTS_DIR`,
/// `SDKROOT`, …) are not source files and get no path, nor do their children.
struct ProjectGroupTree: Sendable {
    /// Element id → its resolved path (a group's is its folder).
    private(set) var paths: [String: String] = [:]
    /// Element id → the group listing it as a child.
    private(set) var parents: [String: String] = [:]
    /// Every element reached, parents before children, children in the order written: the
    /// deterministic order for choices between equals.
    private(set) var order: [String] = []

    /// The isa of elements that have children.
    static let groupKinds: Set<String> = ["PBXGroup", "PBXVariantGroup", "XCVersionGroup"]

    /// `base` is where `<group>` paths of the main group and `SOURCE_ROOT` paths start (the
    /// project's `projectDirPath`, normally `""`); `folder` lets absolute paths below it become
    /// relative.
    init(objects: PropertyListDictionary, mainGroup: String, base: String, folder: String) {
        var visited: Set<String> = []
        // Iterative depth-first walk: a project's nesting is unbounded in principle, and a
        // malformed file may hold cycles, which `visited` cuts.
        var stack: [(id: String, parent: String?, parentFolder: String?)] = [(mainGroup, nil, base)]
        while let (id, parent, parentFolder) = stack.popLast() {
            guard visited.insert(id).inserted, let element = objects[id]?.dictionary else { continue }
            order.append(id)
            if let parent { parents[id] = parent }
            let path = Self.resolve(element, parentFolder: parentFolder, base: base, folder: folder)
            if let path { paths[id] = path }
            guard let isa = element["isa"]?.string, Self.groupKinds.contains(isa) else { continue }
            let children = element["children"]?.strings ?? []
            for child in children.reversed() where !visited.contains(child) {
                stack.append((child, id, path))
            }
        }
    }

    private static func resolve(_ element: PropertyListDictionary, parentFolder: String?, base: String, folder: String)
        -> String?
    {
        let path = element["path"]?.string
        let start: String?
        switch element["sourceTree"]?.string ?? "<group>" {
        case "<group>": start = parentFolder
        case "SOURCE_ROOT": start = base
        case "<absolute>":
            guard let path, path.hasPrefix("/") else { return nil }
            let normalized = ProjectPath.normalize(path)
            if folder.hasPrefix("/"), let inside = ProjectPath.relative(normalized, to: ProjectPath.normalize(folder)) {
                return inside
            }
            return normalized
        default: start = nil
        }
        guard let start else { return nil }
        guard let path, !path.isEmpty else { return start }
        return ProjectPath.join(start, path)
    }
}
