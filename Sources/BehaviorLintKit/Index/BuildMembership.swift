/// What the build files the run found say of a Swift file: compiled into the app, compiled into
/// test bundles only, or compiled by no target. Xcode compiles only what a target's Sources phase
/// lists (or a synchronized folder holds), so a file an Xcode project lists and no target builds
/// is compiled by no target, and so is a file in a folder of the project whose code the project
/// compiles elsewhere in it: a stale copy beside the live ones, an old folder left among them (the
/// nearest folder, from the file's own up to the project's own, that holds compiled code below it). A folder with a build of its own (a `Package.swift`, Tuist's
/// `Project.swift`, a podspec, a project file that could not be read) is not the project's to
/// speak for: of the files below it, and of files under no project, nothing is said. Paths are
/// compared without case, as the file system Xcode builds on compares them.
struct BuildMembership: Sendable {
    enum Role: Equatable, Sendable {
        case app
        case testsOnly
        case noTarget
        /// No project speaks for the file.
        case unknown
    }

    /// A target that builds a file with Swift older than behaviors need, and its project file.
    struct OldSwiftTarget: Equatable, Sendable {
        var target: String
        var projectFile: String
        var version: String
    }

    private struct Project: Sendable {
        let projectFile: String
        let sources: ProjectSources
        /// The folders that hold a Swift file a target compiles (or a synchronized folder, whose
        /// every Swift file a target compiles), and the folders inside the project's folder, and
        /// it, with one at any depth below.
        let foldersWithCompiledCode: Set<String>

        /// `sources` are read case-folded: Xcode builds on a file system that ignores case.
        init(_ projectFile: String, _ readSources: ProjectSources) {
            self.projectFile = projectFile
            let sources = readSources.caseFolded()
            self.sources = sources
            var folders: Set<String> = []
            let compiledFolders =
                sources.compiled.keys.map(SwiftPackageManifest.parent) + sources.synchronizedFolders.map(\.path)
            for folder in compiledFolders {
                guard folders.insert(folder).inserted else { continue }
                var current = SwiftPackageManifest.parent(folder)
                while folder != sources.folder, current != sources.folder,
                    SwiftPackageManifest.relative(current, to: sources.folder) != nil,
                    folders.insert(current).inserted
                {
                    current = SwiftPackageManifest.parent(current)
                }
            }
            // The project's own folder holds the code it compiles in its subfolders too: a folder
            // beside them that no target compiles (an old copy of another app's code) and that
            // no build of its own claims is compiled by no target.
            if compiledFolders.contains(where: { SwiftPackageManifest.relative($0, to: sources.folder) != nil }) {
                folders.insert(sources.folder)
            }
            foldersWithCompiledCode = folders
        }
    }

    /// Swift manifests of builds other than the Xcode project's: SwiftPM's, Tuist's.
    private static let manifestNames: Set<String> = ["Package.swift", "Project.swift"]

    private let projects: [Project]
    /// Folders another build compiles: a package's, a pod's, an unread project's.
    private let otherBuilds: Set<String>

    init(_ files: [FileSummary]) {
        var projects: [Project] = []
        var otherBuilds: Set<String> = []
        for file in files {
            if let sources = file.projectSources {
                guard sources.wasRead else {
                    otherBuilds.insert(sources.folder.lowercased())
                    continue
                }
                projects.append(Project(file.path, sources))
            } else if ProjectSources.isPodspec(file.path)
                || Self.manifestNames.contains(ProjectPath.lastComponent(file.path))
            {
                otherBuilds.insert(SwiftPackageManifest.parent(SwiftPackageManifest.normalise(file.path)).lowercased())
            }
        }
        self.projects = projects
        self.otherBuilds = otherBuilds
    }

    /// The target building the file at display path `path` with Swift older than 4.2, if one does.
    func oldSwiftTarget(of path: String) -> OldSwiftTarget? {
        let path = SwiftPackageManifest.normalise(path).lowercased()
        for project in projects {
            guard let old = project.sources.oldSwift[path] else { continue }
            return OldSwiftTarget(target: old.target, projectFile: project.projectFile, version: old.version)
        }
        return nil
    }

    /// The role of the Swift file at display path `path`.
    func role(of path: String) -> Role {
        guard !projects.isEmpty else { return .unknown }
        let path = SwiftPackageManifest.normalise(path).lowercased()
        var testsOnly: Bool?
        // A project may compile files beside its folder (`../Shared/Formatter.swift`).
        for project in projects {
            let compiledForTests =
                project.sources.compiled[path]
                ?? project.sources.synchronizedFolders.first {
                    SwiftPackageManifest.relative(path, to: $0.path) != nil
                }?.testsOnly
            guard let compiledForTests else { continue }
            testsOnly = (testsOnly ?? true) && compiledForTests
        }
        if let testsOnly { return testsOnly ? .testsOnly : .app }
        let governing = projects.filter { SwiftPackageManifest.relative(path, to: $0.sources.folder) != nil }
        if governing.contains(where: { $0.sources.referencedOnly.contains(path) }) { return .noTarget }
        // The nearest folder, from the file's own up to the outermost project's, that holds
        // compiled code or another build.
        var folder = SwiftPackageManifest.parent(path)
        while governing.contains(where: { SwiftPackageManifest.relative(folder, to: $0.sources.folder) != nil }) {
            if otherBuilds.contains(folder) { return .unknown }
            if governing.contains(where: { $0.foldersWithCompiledCode.contains(folder) }) { return .noTarget }
            let parent = SwiftPackageManifest.parent(folder)
            if parent == folder { break }
            folder = parent
        }
        return .unknown
    }
}
