/// One Xcode project file, read once: which native targets compile which files, where a new file
/// would go, and (in `XcodeProjectWriter.swift`) the bytes with new files added.
///
/// Paths are relative to `folder`, the folder holding the `.xcodeproj` (Xcode's SOURCE_ROOT),
/// normalised: `a/b/c.swift`, no `./`; a leading `..` only for files outside that folder.
struct XcodeProject: Sendable {
    /// How a new file joins its targets.
    enum Placement: Equatable, Sendable {
        /// It lies in a synchronized folder (Xcode 16) that already makes it a member of every
        /// requested target: the project needs no change.
        case synchronized
        /// The id of the PBXGroup whose folder is the file's folder: its reference goes there.
        case group(String)
    }

    /// A PBXNativeTarget (aggregate and legacy targets compile nothing).
    struct Target: Sendable {
        let id: String
        let name: String
        /// Its PBXSourcesBuildPhase ids in build order (Xcode makes one; new files join the first).
        let sourcesPhases: [String]
        /// The `SWIFT_VERSION` of each of its build configurations, or of the project's where the
        /// target sets none (`4.0`, `5.0`); empty when neither says.
        let swiftVersions: [String]
        /// A unit or UI test bundle: what it compiles is tests, not the app.
        var buildsTests = false
    }

    /// A PBXFileSystemSynchronizedRootGroup: every file below `folder` belongs to the targets
    /// that list the group, except those that a target's exception set names; for a target that
    /// does not list the group, its exception set names the files that do belong to it.
    struct SynchronizedFolder: Sendable {
        let id: String
        let folder: String
        /// Indices into `nativeTargets`.
        let owners: Set<Int>
        /// Target index → paths relative to `folder` (a folder's path covers everything below it).
        let exceptions: [Int: [String]]
    }

    let projectFile: String
    /// The folder holding the `.xcodeproj`, as derived from `projectFile` (`.` when that is the
    /// current folder).
    let folder: String
    let bytes: [UInt8]
    /// The top dictionary (`archiveVersion`, `objects`, `rootObject`, …).
    let top: PropertyListDictionary
    /// The `objects` table: id → object.
    let objects: PropertyListDictionary
    let rootObject: String
    /// Native targets in the project's order.
    let nativeTargets: [Target]
    let tree: ProjectGroupTree
    let synchronizedFolders: [SynchronizedFolder]
    /// Resolved path → indices of the targets whose Sources phase lists a build file for it.
    let compilingTargets: [String: Set<Int>]
    /// Resolved path → PBXFileReference ids standing for it, in tree order.
    let fileReferences: [String: [String]]

    init(projectFile: String, bytes: [UInt8]) throws {
        self.projectFile = projectFile
        self.bytes = bytes
        let holder = ProjectPath.parent(ProjectPath.parent(projectFile))
        folder = holder.isEmpty ? "." : holder

        let fail = { (reason: String) in XcodeProjectError(projectFile: projectFile, reason: reason) }
        if bytes.starts(with: Array("<?xml".utf8)) || bytes.starts(with: Array("bplist".utf8)) {
            throw fail(
                "is an XML or binary property list; behavior-lint reads the text format Xcode writes (open and save the project in Xcode to convert it)"
            )
        }
        guard Self.isUTF8(bytes) else { throw fail("is not UTF-8 text") }
        let root: PropertyListNode
        do {
            root = try PropertyListReader.read(bytes)
        } catch let failure as PropertyListReader.Failure {
            throw XcodeProjectError(
                projectFile: projectFile, line: Self.line(of: failure.offset, in: bytes), reason: failure.reason)
        }
        guard let top = root.dictionary else { throw fail("does not hold a dictionary") }
        guard let objects = top["objects"]?.dictionary else { throw fail("has no 'objects' dictionary") }
        guard let rootObject = top["rootObject"]?.string else { throw fail("has no 'rootObject'") }
        guard let project = objects[rootObject]?.dictionary, project["isa"]?.string == "PBXProject" else {
            throw fail("its rootObject \(rootObject) is not a PBXProject")
        }
        guard let mainGroup = project["mainGroup"]?.string, objects[mainGroup]?.dictionary != nil else {
            throw fail("its project has no main group")
        }
        self.top = top
        self.objects = objects
        self.rootObject = rootObject

        let base = Self.base(projectDirPath: project["projectDirPath"]?.string ?? "", folder: folder)
        tree = ProjectGroupTree(objects: objects, mainGroup: mainGroup, base: base, folder: folder)

        var targets: [Target] = []
        let projectSwiftVersions = Self.swiftVersions(
            configurationList: project["buildConfigurationList"]?.string, objects)
        for id in project["targets"]?.strings ?? [] {
            guard let target = objects[id]?.dictionary, target["isa"]?.string == "PBXNativeTarget" else { continue }
            let phases = (target["buildPhases"]?.strings ?? []).filter {
                objects[$0]?.dictionary?["isa"]?.string == "PBXSourcesBuildPhase"
            }
            let own = Self.swiftVersions(configurationList: target["buildConfigurationList"]?.string, objects)
            targets.append(
                Target(
                    id: id, name: target["name"]?.string ?? target["productName"]?.string ?? id, sourcesPhases: phases,
                    swiftVersions: own.isEmpty ? projectSwiftVersions : own,
                    buildsTests: Self.testProductTypes.contains(target["productType"]?.string ?? "")))
        }
        nativeTargets = targets

        var fileReferences: [String: [String]] = [:]
        for id in tree.order where objects[id]?.dictionary?["isa"]?.string == "PBXFileReference" {
            if let path = tree.paths[id] { fileReferences[path, default: []].append(id) }
        }
        self.fileReferences = fileReferences

        var compiling: [String: Set<Int>] = [:]
        for (index, target) in targets.enumerated() {
            for phase in target.sourcesPhases {
                for buildFile in objects[phase]?.dictionary?["files"]?.strings ?? [] {
                    guard let reference = objects[buildFile]?.dictionary?["fileRef"]?.string else { continue }
                    for path in Self.paths(of: reference, objects: objects, tree: tree) {
                        compiling[path, default: []].insert(index)
                    }
                }
            }
        }
        compilingTargets = compiling
        synchronizedFolders = Self.synchronizedFolders(objects: objects, tree: tree, targets: targets)
    }

    /// The `SWIFT_VERSION` values a configuration list's build configurations set.
    private static func swiftVersions(configurationList: String?, _ objects: PropertyListDictionary) -> [String] {
        guard let list = configurationList.flatMap({ objects[$0]?.dictionary }) else { return [] }
        return (list["buildConfigurations"]?.strings ?? []).compactMap {
            objects[$0]?.dictionary?["buildSettings"]?.dictionary?["SWIFT_VERSION"]?.string
        }
    }

    // MARK: Queries

    /// The oldest Swift language version any of the named targets builds with, when a
    /// configuration says (`4.0`); nil when none does.
    func oldestSwiftVersion(ofTargets names: [String]) -> (target: String, version: String)? {
        nativeTargets.filter { names.contains($0.name) }.flatMap { target in
            target.swiftVersions.compactMap { text in Double(text).map { (target.name, text, $0) } }
        }.min { $0.2 < $1.2 }.map { ($0.0, $0.1) }
    }

    /// Names of the native targets whose Sources phase compiles `path` (relative to `folder`),
    /// through a build file or a synchronized folder; in the project's target order, empty when none.
    func targets(compiling path: String) -> [String] {
        members(of: ProjectPath.normalize(path)).sorted().map { nativeTargets[$0].name }
    }

    /// Where a new file at `path` (relative to `folder`) goes to be compiled by `targets`; nil
    /// when there is no such place: an unknown target or one without a Sources phase, a path
    /// outside `folder`, a synchronized folder that does not already give the file to every
    /// target (adding it would need membership exceptions), or no group for the file's folder.
    func placement(forNewFile path: String, targets names: [String]) -> Placement? {
        let path = ProjectPath.normalize(path)
        guard Self.isInside(path), let wanted = targetIndices(names) else { return nil }
        if synchronizedFolders.contains(where: { ProjectPath.relative(path, to: $0.folder)?.isEmpty == false }) {
            return wanted.isSubset(of: members(of: path)) ? .synchronized : nil
        }
        guard wanted.allSatisfy({ !nativeTargets[$0].sourcesPhases.isEmpty }) else { return nil }
        if let holder = group(holding: path) { return .group(holder) }
        return group(forFolder: ProjectPath.parent(path)).map(Placement.group)
    }

    /// Why `placement(forNewFile:targets:)` has no answer, in words for a message.
    func placementProblem(forNewFile path: String, targets names: [String]) -> String {
        let path = ProjectPath.normalize(path)
        guard Self.isInside(path) else { return "the path must be relative to '\(folder)' and inside it" }
        let unknown = names.filter { targetIndices([$0]) == nil }
        if !unknown.isEmpty {
            return "the project has no single native target named " + unknown.map { "'\($0)'" }.joined(separator: ", ")
        }
        if let folder = synchronizedFolders.first(where: { ProjectPath.relative(path, to: $0.folder)?.isEmpty == false }
        ) {
            let members = members(of: path)
            let others = names.filter { targetIndices([$0]).map { !$0.isSubset(of: members) } ?? false }
            return "it lies in the synchronized folder '\(folder.folder)', which does not make it a member of "
                + others.map { "'\($0)'" }.joined(separator: ", ")
                + " (that takes a membership exception, made in Xcode)"
        }
        if let phaseless = names.first(where: { name in
            nativeTargets.first { $0.name == name }?.sourcesPhases.isEmpty == true
        }) {
            return "the target '\(phaseless)' has no Sources build phase"
        }
        return "no group of the project stands for the folder '\(ProjectPath.parent(path))'"
    }

    /// The PBXGroup for new files of `folder`. Several groups can resolve to one folder (groups
    /// without a path of their own, Xcode's "Recovered References"); the one holding most
    /// compiled files of that folder wins, then one that names the folder by its `path`, then the
    /// first in the navigator's order.
    func group(forFolder folder: String) -> String? {
        var best: (id: String, files: Int, hasPath: Bool)?
        for id in tree.order where tree.paths[id] == folder {
            guard let group = objects[id]?.dictionary, group["isa"]?.string == "PBXGroup" else { continue }
            let files = (group["children"]?.strings ?? []).filter { child in
                guard objects[child]?.dictionary?["isa"]?.string == "PBXFileReference", let path = tree.paths[child]
                else { return false }
                return ProjectPath.parent(path) == folder && compilingTargets[path]?.isEmpty == false
            }.count
            let hasPath = group["path"]?.string != nil
            if let current = best, (current.files, current.hasPath ? 1 : 0) >= (files, hasPath ? 1 : 0) { continue }
            best = (id, files, hasPath)
        }
        return best?.id
    }

    /// The PBXGroup holding the reference to `path` (relative to `folder`), if a group does.
    func group(holding path: String) -> String? {
        let path = ProjectPath.normalize(path)
        return fileReferences[path]?.lazy.compactMap { tree.parents[$0] }
            .first { objects[$0]?.dictionary?["isa"]?.string == "PBXGroup" }
    }

    /// Indices of the targets compiling `path` (normalised).
    func members(of path: String) -> Set<Int> {
        var members = compilingTargets[path] ?? []
        for synchronized in synchronizedFolders {
            guard let relative = ProjectPath.relative(path, to: synchronized.folder), !relative.isEmpty else {
                continue
            }
            for index in nativeTargets.indices {
                let excepted =
                    synchronized.exceptions[index]?.contains { relative == $0 || relative.hasPrefix($0 + "/") } ?? false
                if synchronized.owners.contains(index) != excepted { members.insert(index) }
            }
        }
        return members
    }

    /// Indices of the named targets, nil if one is unknown (or ambiguous).
    func targetIndices(_ names: [String]) -> Set<Int>? {
        var indices: Set<Int> = []
        for name in names {
            let matches = nativeTargets.indices.filter { nativeTargets[$0].name == name }
            guard matches.count == 1 else { return nil }
            indices.insert(matches[0])
        }
        return indices
    }

    // MARK: Reading helpers

    /// The product types of Xcode's unit and UI test bundles.
    static let testProductTypes: Set<String> = [
        "com.apple.product-type.bundle.unit-test", "com.apple.product-type.bundle.ui-testing",
    ]

    /// The paths a build file's `fileRef` stands for: a file reference's own, or every child of a
    /// variant group (a localized file compiled as one).
    private static func paths(of reference: String, objects: PropertyListDictionary, tree: ProjectGroupTree) -> [String]
    {
        guard let element = objects[reference]?.dictionary else { return [] }
        if element["isa"]?.string == "PBXVariantGroup" {
            return (element["children"]?.strings ?? []).compactMap { tree.paths[$0] }
        }
        return tree.paths[reference].map { [$0] } ?? []
    }

    private static func synchronizedFolders(objects: PropertyListDictionary, tree: ProjectGroupTree, targets: [Target])
        -> [SynchronizedFolder]
    {
        var owners: [String: Set<Int>] = [:]
        for (index, target) in targets.enumerated() {
            for group in objects[target.id]?.dictionary?["fileSystemSynchronizedGroups"]?.strings ?? [] {
                owners[group, default: []].insert(index)
            }
        }
        let indexOfTarget = Dictionary(
            targets.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        var folders: [SynchronizedFolder] = []
        for id in tree.order {
            guard let group = objects[id]?.dictionary, group["isa"]?.string == "PBXFileSystemSynchronizedRootGroup",
                let folder = tree.paths[id]
            else { continue }
            var exceptions: [Int: [String]] = [:]
            for setID in group["exceptions"]?.strings ?? [] {
                guard let set = objects[setID]?.dictionary,
                    set["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet",
                    let target = set["target"]?.string.flatMap({ indexOfTarget[$0] })
                else { continue }
                exceptions[target, default: []] += (set["membershipExceptions"]?.strings ?? []).map(
                    ProjectPath.normalize)
            }
            folders.append(SynchronizedFolder(id: id, folder: folder, owners: owners[id] ?? [], exceptions: exceptions))
        }
        return folders
    }

    /// Where the main group's `<group>` paths and `SOURCE_ROOT` paths start.
    private static func base(projectDirPath: String, folder: String) -> String {
        let normalized = ProjectPath.normalize(projectDirPath)
        guard normalized.hasPrefix("/") else { return normalized }
        if folder.hasPrefix("/"), let inside = ProjectPath.relative(normalized, to: ProjectPath.normalize(folder)) {
            return inside
        }
        return normalized
    }

    /// Relative, below `folder` and not the folder itself.
    static func isInside(_ path: String) -> Bool {
        !path.isEmpty && !path.hasPrefix("/") && path != ".." && !path.hasPrefix("../")
    }

    private static func isUTF8(_ bytes: [UInt8]) -> Bool {
        // `transcode` answers whether it met an error.
        !transcode(bytes.makeIterator(), from: UTF8.self, to: UTF32.self, stoppingOnError: true) { _ in }
    }

    private static func line(of offset: Int, in bytes: [UInt8]) -> Int {
        1 + bytes[..<min(offset, bytes.count)].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
    }
}
