import Foundation

/// Which module each Swift file compiles into, as the project's build files say: the target of the
/// nearest `Package.swift` whose folder holds it, else the targets of an Xcode project that compile
/// it. Fix reads it to write a behavior inside its hosts' module and to add the new file to the
/// Xcode project; a folder with no build file at all is one module, as before.
public struct ProjectLayout: Sendable {
    /// A module a file compiles into.
    enum Module: Hashable, Sendable {
        /// A SwiftPM target: the manifest's path and the target's name.
        case package(manifest: String, target: String)
        /// Targets of an Xcode project: its `project.pbxproj` path and the targets compiling the file.
        case xcode(projectFile: String, targets: [String])

        /// Files that may share a generated type: one target, or one Xcode project (its targets
        /// then compile the type together).
        var key: String {
            switch self {
            case .package(let manifest, let target): return "package:" + manifest + ":" + target
            case .xcode(let projectFile, _): return "xcode:" + projectFile
            }
        }

        /// The names `import` statements use for this module.
        var names: Set<String> {
            switch self {
            case .package(_, let target): return [target]
            case .xcode(_, let targets): return Set(targets)
            }
        }
    }

    /// Where a file stands.
    enum Membership {
        case module(Module)
        /// Under build files (manifests, `project.pbxproj`) that compile it in no target: fix must
        /// not rely on its module.
        case inNoTarget(buildFiles: [String])
        /// Under no build file at all: the folder is the module.
        case unmanaged
    }

    let manifests: [SwiftPackageManifest]
    let projects: [XcodeProject]
    /// Files a fix creates in an Xcode project before the project file says so: path → module.
    private var created: [String: Module] = [:]
    /// The project is generated from folders (XcodeGen's `project.yml`, Tuist's `Project.swift`):
    /// a file beside its hosts is in their target, though no project file lists it yet.
    var foldersAreTargets = false
    /// The Xcode version the repository pins (`.xcode-version`, `.xcversion`), if it pins one.
    var pinnedXcodeVersion: String?

    /// Whether the toolchain that builds the project knows `@MainActor` (Swift 5.5, Xcode 13): a
    /// project pinned to an older Xcode would not compile a file that says it.
    var toolchainKnowsMainActor: Bool {
        guard let major = pinnedXcodeVersion?.split(separator: ".").first.flatMap({ Int($0) }) else { return true }
        return major >= 13
    }

    /// No build file: every file is `unmanaged`.
    public static let unmanaged = ProjectLayout(manifests: [], projects: [])

    init(manifests: [SwiftPackageManifest], projects: [XcodeProject]) {
        // Deepest first, so the nearest manifest or project of a file is the first that holds it.
        self.manifests = manifests.sorted { Self.depth($0.folder) > Self.depth($1.folder) }
        self.projects = projects.sorted { Self.depth($0.folder) > Self.depth($1.folder) }
    }

    /// Reads the build files that govern `files` (paths as findings report them): the nearest
    /// `Package.swift` above each, not above `root`, and every Xcode project below `searchRoots`.
    /// Build files that cannot be read are left out, with why, in `problems`.
    public static func read(files: [String], root: String, searchRoots: [String]) -> (
        layout: ProjectLayout, problems: [String]
    ) {
        var problems: [String] = []
        var manifestPaths: Set<String> = []
        var folders: Set<String> = []
        for file in files {
            let folder = SwiftPackageManifest.parent(SwiftPackageManifest.normalise(file))
            guard folders.insert(folder).inserted,
                let manifest = SwiftPackageManifest.nearestManifest(to: file, stoppingAt: root)
            else { continue }
            manifestPaths.insert(manifest)
        }
        var manifests: [SwiftPackageManifest] = []
        for path in manifestPaths.sorted() {
            switch SwiftPackageManifest.load(manifestPath: path) {
            case .success(let manifest): manifests.append(manifest)
            case .failure(let error): problems.append("\(path): not read: \(error)")
            }
        }
        var projects: [XcodeProject] = []
        for path in Set(
            searchRoots.flatMap { XcodeProject.projectFiles(under: $0) }.map(SwiftPackageManifest.normalise)
        ).sorted() {
            do {
                guard let data = FileManager.default.contents(atPath: path) else {
                    throw XcodeProjectError(projectFile: path, reason: "could not be read")
                }
                projects.append(try XcodeProject(projectFile: path, bytes: [UInt8](data)))
            } catch {
                problems.append("\(path): not read: \(error)")
            }
        }
        var layout = ProjectLayout(manifests: manifests, projects: projects)
        layout.foldersAreTargets = ["project.yml", "Project.swift"].contains {
            SwiftPackageManifest.isFile(PathText.join(root, $0))
        }
        layout.pinnedXcodeVersion = [".xcode-version", ".xcversion"].lazy.compactMap {
            FileManager.default.contents(atPath: PathText.join(root, $0))
        }.first.map { String(decoding: $0, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) }
        return (layout, problems)
    }

    /// Where `path` compiles.
    func membership(of path: String) -> Membership {
        let normalised = SwiftPackageManifest.normalise(path)
        if let module = created[normalised] { return .module(module) }
        var governing: [String] = []
        for manifest in manifests where SwiftPackageManifest.relative(normalised, to: manifest.folder) != nil {
            if let target = manifest.target(containing: normalised) {
                return .module(.package(manifest: manifest.manifestPath, target: target.name))
            }
            governing.append(manifest.manifestPath)
            break
        }
        for project in projects {
            guard
                let relative = SwiftPackageManifest.relative(
                    normalised, to: SwiftPackageManifest.normalise(project.folder))
            else { continue }
            let targets = project.targets(compiling: relative)
            if !targets.isEmpty { return .module(.xcode(projectFile: project.projectFile, targets: targets.sorted())) }
            governing.append(project.projectFile)
        }
        guard !governing.isEmpty else { return .unmanaged }
        return .inNoTarget(buildFiles: governing)
    }

    /// The layout once `files` exist: those an Xcode project will list are in its targets.
    func including(_ files: [GeneratedFile]) -> ProjectLayout {
        var layout = self
        for file in files {
            guard let xcode = file.xcode else { continue }
            layout.created[SwiftPackageManifest.normalise(file.path)] = .xcode(
                projectFile: xcode.projectFile, targets: xcode.targets)
        }
        return layout
    }

    /// The Xcode project read from `projectFile`.
    func project(_ projectFile: String) -> XcodeProject? {
        projects.first { $0.projectFile == projectFile }
    }

    private static func depth(_ folder: String) -> Int {
        SwiftPackageManifest.normalise(folder).split(separator: "/").count
    }
}
