/// Where fix writes the files it generates: beside their hosts, inside the hosts' module (the
/// SwiftPM target, or the Xcode project whose targets then compile the file too); in a folder with
/// no build file, in the configured output directory. What it cannot place, it does not create.
struct BehaviorPlacement {
    let layout: ProjectLayout
    /// The configured `output-directory`: for files under no build file, and inside a module when
    /// it lies in that module.
    let outputDirectory: String
    /// Where each project file compiles, asked once: naming, imports and the support file all
    /// ask it of every file.
    private let memberships: [String: ProjectLayout.Membership]

    init(layout: ProjectLayout, outputDirectory: String, files: [String]) {
        self.layout = layout
        self.outputDirectory = outputDirectory
        memberships = Dictionary(files.map { ($0, layout.membership(of: $0)) }, uniquingKeysWith: { first, _ in first })
    }

    private func membership(of path: String) -> ProjectLayout.Membership {
        memberships[path] ?? layout.membership(of: path)
    }

    /// A generated file's path and the Xcode targets that must compile it.
    struct Destination {
        var path: String
        var xcode: GeneratedFile.XcodeMembership?
    }

    /// Hosts with the same key may share a generated type: one copy per module.
    func moduleKey(ofHost path: String) -> String {
        switch membership(of: path) {
        case .module(let module): return module.key
        case .inNoTarget: return "none:" + path
        case .unmanaged:
            // In a project generated from folders, each top folder is a target of its own.
            return layout.foldersAreTargets
                ? "folder:" + (SwiftPackageManifest.normalise(path).split(separator: "/").first.map(String.init) ?? "")
                : ""
        }
    }

    /// The names `import` uses for the module `path` compiles into; empty when unknown.
    func moduleNames(of path: String) -> Set<String> {
        if case .module(let module) = membership(of: path) { return module.names }
        return []
    }

    /// The file `fileName` for hosts in `hostPaths` (all of one module), or why it has no place.
    /// `near` are the files it should stand with (the hosts, unless given: the support file
    /// stands with its module's code, not in one screen's folder).
    func destination(fileName: String, hostPaths: [String], near: [String]? = nil) -> Result<Destination, FixRefusal> {
        var modules: [ProjectLayout.Module] = []
        for path in hostPaths {
            switch membership(of: path) {
            case .inNoTarget(let buildFiles):
                return .failure(FixRefusal(reason: .compiledByNoTarget(path: path, buildFiles: buildFiles)))
            case .unmanaged: break
            case .module(let module): modules.append(module)
            }
        }
        let folder = Self.commonFolder(near ?? hostPaths)
        if modules.isEmpty {
            return .success(
                Destination(
                    path: PathText.join(layout.foldersAreTargets ? folder : outputDirectory, fileName),
                    xcode: nil))
        }
        guard modules.count == hostPaths.count, Set(modules.map { $0.key }).count == 1 else {
            return .failure(FixRefusal(reason: .hostsInDifferentModules))
        }
        // A configured output directory inside the module (`Sources/Screens/Behaviors`) is the
        // team's choice; the default one at the root is in no module.
        let configured = SwiftPackageManifest.normalise(outputDirectory)
        switch modules[0] {
        case .package(let manifestPath, let targetName):
            if let manifest = layout.manifests.first(where: { $0.manifestPath == manifestPath }),
                let target = manifest.target(named: targetName),
                SwiftPackageManifest.relative(
                    configured, to: SwiftPackageManifest.normalise(manifest.folder(of: target))) != nil
            {
                return .success(Destination(path: PathText.join(configured, fileName), xcode: nil))
            }
            return .success(Destination(path: PathText.join(folder, fileName), xcode: nil))
        case .xcode(let projectFile, _):
            guard let project = layout.project(projectFile) else {
                return .failure(FixRefusal(reason: .projectUnreadable(projectFile)))
            }
            let targets = Array(Set(modules.flatMap { $0.names })).sorted()
            // Behaviors call UIKit by its Swift 4.2 names (`addChild(_:)`, `didMove(toParent:)`),
            // which a target built as Swift 4.0 does not have.
            if let oldest = project.oldestSwiftVersion(ofTargets: targets), let version = Double(oldest.version),
                version < ProjectSources.behaviorSwiftVersion
            {
                return .failure(
                    FixRefusal(
                        reason: .targetBuildsOldSwift(
                            target: oldest.target, project: projectFile, version: oldest.version)))
            }
            let projectFolder = SwiftPackageManifest.normalise(project.folder)
            // Beside the hosts when a group of the project stands for their common folder (not the
            // project's own folder, where nothing of the app's code lives), else in the folder
            // most of them are in that a group stands for.
            // A folder of tests is no home for app code, whatever target compiles its files.
            let folders =
                [configured] + (folder == projectFolder ? [] : [folder])
                + Self.foldersByCount(near ?? hostPaths).filter { !TestFolders.contains(folder: $0) }
            for candidate in folders {
                let path = PathText.join(candidate, fileName)
                guard let relative = SwiftPackageManifest.relative(path, to: projectFolder),
                    project.placement(forNewFile: relative, targets: targets) != nil
                else { continue }
                return .success(
                    Destination(
                        path: path, xcode: GeneratedFile.XcodeMembership(projectFile: projectFile, targets: targets)))
            }
            return .failure(FixRefusal(reason: .noGroupForFolder(folder, project: projectFile, fileName: fileName)))
        }
    }

    /// The folders of `paths`, the one holding most of them first (ties: first seen first).
    static func foldersByCount(_ paths: [String]) -> [String] {
        var counts: [String: Int] = [:]
        var order: [String] = []
        for path in paths {
            let folder = SwiftPackageManifest.parent(SwiftPackageManifest.normalise(path))
            if counts[folder] == nil { order.append(folder) }
            counts[folder, default: 0] += 1
        }
        return order.enumerated().sorted { (counts[$0.element]!, -$0.offset) > (counts[$1.element]!, -$1.offset) }.map {
            $0.element
        }
    }

    /// The deepest folder holding every path.
    static func commonFolder(_ paths: [String]) -> String {
        let folders = paths.map {
            SwiftPackageManifest.parent(SwiftPackageManifest.normalise($0)).split(
                separator: "/", omittingEmptySubsequences: false)
        }
        guard var common = folders.first else { return "." }
        for folder in folders.dropFirst() {
            common = Array(zip(common, folder).prefix { $0 == $1 }.map { $0.0 })
        }
        let joined = common.joined(separator: "/")
        return joined.isEmpty ? (paths.first?.hasPrefix("/") == true ? "/" : ".") : joined
    }
}
