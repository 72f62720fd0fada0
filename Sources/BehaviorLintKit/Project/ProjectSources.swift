/// What one Xcode project compiles, as lint reads it beside the Swift files: the Swift files each
/// target's Sources phase lists (app or test code), those it references but compiles in no target,
/// and its synchronized folders (Xcode 16), whose every file is compiled. Paths are the display
/// paths of the run (the project's folder joined with the project's own paths), normalised.
public struct ProjectSources: Sendable, Equatable {
    /// A folder whose files the project compiles without listing them.
    public struct SynchronizedFolder: Sendable, Equatable {
        public var path: String
        /// Only test bundles list it.
        public var testsOnly: Bool
    }

    /// The oldest Swift version a target compiling a file builds with, where it is older than the
    /// Swift 4.2 names behaviors call UIKit by (`addChild(_:)`, `didMove(toParent:)`).
    public struct OldSwift: Sendable, Equatable {
        public var target: String
        public var version: String
    }

    /// The folder holding the `.xcodeproj`.
    public var folder: String
    /// Swift files a target compiles → whether only test bundles do.
    public var compiled: [String: Bool]
    /// Swift files the project references that no target compiles.
    public var referencedOnly: Set<String>
    public var synchronizedFolders: [SynchronizedFolder]
    /// Swift files a target building Swift older than 4.2 compiles → that target and version.
    public var oldSwift: [String: OldSwift] = [:]
    /// Whether the project file could be read: of one that could not, lint knows nothing of what
    /// it compiles, and claims nothing about the files in its folder.
    public var wasRead = true

    public init(
        folder: String, compiled: [String: Bool], referencedOnly: Set<String> = [],
        synchronizedFolders: [SynchronizedFolder] = []
    ) {
        self.folder = folder
        self.compiled = compiled
        self.referencedOnly = referencedOnly
        self.synchronizedFolders = synchronizedFolders
    }

    /// The same sources with every path in lower case: Xcode builds on a file system that ignores
    /// case by default, so a project listing `Resources/Cart.swift` compiles `resources/Cart.swift`.
    /// (Two paths that differ in case only are one file there; it is app code if either is.)
    func caseFolded() -> ProjectSources {
        var folded = ProjectSources(
            folder: folder.lowercased(),
            compiled: Dictionary(compiled.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { $0 && $1 }),
            referencedOnly: Set(referencedOnly.map { $0.lowercased() }),
            synchronizedFolders: synchronizedFolders.map {
                SynchronizedFolder(path: $0.path.lowercased(), testsOnly: $0.testsOnly)
            })
        folded.oldSwift = Dictionary(
            oldSwift.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first })
        folded.wasRead = wasRead
        return folded
    }

    /// The sources of the project file at display path `projectFile`.
    public init(projectFile: String, bytes: [UInt8]) {
        guard let project = try? XcodeProject(projectFile: projectFile, bytes: bytes) else {
            self.init(
                folder: SwiftPackageManifest.normalise(ProjectPath.parent(ProjectPath.parent(projectFile))),
                compiled: [:])
            wasRead = false
            return
        }
        let folder = SwiftPackageManifest.normalise(project.folder)
        let display = { (path: String) in folder == "." ? path : ProjectPath.join(folder, path) }
        var compiled: [String: Bool] = [:]
        for (path, targets) in project.compilingTargets where path.hasSuffix(".swift") {
            compiled[display(path)] = targets.allSatisfy { project.nativeTargets[$0].buildsTests }
        }
        let synchronized = project.synchronizedFolders.map { folder in
            SynchronizedFolder(
                path: display(folder.folder),
                testsOnly: !folder.owners.isEmpty && folder.owners.allSatisfy { project.nativeTargets[$0].buildsTests })
        }
        let referencedOnly = project.fileReferences.keys.lazy.filter { $0.hasSuffix(".swift") }.map(display).filter {
            path in
            compiled[path] == nil && !synchronized.contains { SwiftPackageManifest.relative(path, to: $0.path) != nil }
        }
        self.init(
            folder: folder, compiled: compiled, referencedOnly: Set(referencedOnly), synchronizedFolders: synchronized)
        for (path, targets) in project.compilingTargets where path.hasSuffix(".swift") {
            guard
                let oldest = project.oldestSwiftVersion(ofTargets: targets.map { project.nativeTargets[$0].name }),
                let version = Double(oldest.version), version < Self.behaviorSwiftVersion
            else { continue }
            oldSwift[display(path)] = OldSwift(target: oldest.target, version: oldest.version)
        }
    }

    /// The Swift version whose UIKit names generated behaviors use.
    static let behaviorSwiftVersion = 4.2

    /// Whether `path` is a project file's path: `….xcodeproj/project.pbxproj`.
    public static func isProjectFile(_ path: String) -> Bool {
        path.hasSuffix(".xcodeproj/project.pbxproj")
    }

    /// Whether `path` is a CocoaPods podspec: its folder is a pod, which CocoaPods' own project
    /// compiles, not the app's.
    public static func isPodspec(_ path: String) -> Bool {
        path.hasSuffix(".podspec")
    }
}
