import Foundation

/// Finds the Swift files to lint under the given paths: folders are walked recursively in a
/// stable order, without following symbolic links and skipping the folders tools generate.
public enum FileDiscovery {
    /// Folder names never descended into (hidden folders are skipped as well).
    public static let excludedFolderNames: Set<String> = [".build", "Pods", "Carthage", "DerivedData"]
    /// Folders Xcode treats as resources, never compiled, so never descended into: asset catalogs
    /// (often half the folders of an app), localizations, Core Data models, projects and workspaces.
    /// `Base.lproj` is the exception: it holds the storyboards of a localized app.
    public static let resourceFolderExtensions = [".xcassets", ".lproj", ".xcdatamodeld", ".xcodeproj", ".xcworkspace"]

    public enum Failure: Error, Equatable, CustomStringConvertible {
        case missing(String)
        /// `skippedLinks`: symbolic links to Swift files or folders the walk did not follow.
        case noSwiftFiles([String], skippedLinks: Int = 0)

        public var description: String {
            switch self {
            case .missing(let path): return "'\(path)' does not exist"
            case .noSwiftFiles(let paths, let skippedLinks):
                return "no Swift files to lint under \(paths.map { "'\($0)'" }.joined(separator: ", ")) "
                    + "(hidden folders, .build, Pods, Carthage, DerivedData, resource folders such as .xcassets and .lproj "
                    + "and the configuration's excludes are skipped"
                    + (skippedLinks == 0
                        ? ")"
                        : "; so are symbolic links, and \(ReportText.counted(skippedLinks, "symbolic link")) to Swift "
                            + "files or folders were: name the files they point to)")
            }
        }
    }

    /// What a walk found: the files, and the symbolic links to Swift files or folders it passed
    /// over (links are not followed, so that a walk cannot leave its roots or loop).
    public struct Found: Equatable {
        public var files: [String]
        public var skippedLinks: [String]
    }

    /// The `.swift` files under `paths`, and the storyboards, Xcode project files and podspecs
    /// beside them (which say where screens sit, `StoryboardScenes`, and which files are compiled,
    /// `BuildMembership`), sorted and without duplicates. A file given explicitly is linted
    /// whatever its extension; `excluded` can rule out files and whole folders found by walking.
    /// Folders are listed on up to `jobs` threads; the result does not depend on it.
    public static func swiftFiles(
        in paths: [String], excluded: (String) -> Bool = { _ in false }, jobs: Int = Parallel.defaultJobs
    ) -> Result<[String], Failure> {
        sources(in: paths, excluded: excluded, jobs: jobs).map(\.files)
    }

    /// `swiftFiles(in:excluded:jobs:)` with the symbolic links the walk skipped.
    public static func sources(
        in paths: [String], excluded: (String) -> Bool = { _ in false }, jobs: Int = Parallel.defaultJobs
    ) -> Result<Found, Failure> {
        let manager = FileManager.default
        var roots: [Int] = []
        for (index, path) in paths.enumerated() {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { return .failure(.missing(path)) }
            if isDirectory.boolValue { roots.append(index) }
        }
        let walks = walk(roots.map { paths[$0] }, excluded: excluded, jobs: jobs)
        let skippedLinks = walks.links.sorted()
        var walked = Dictionary(uniqueKeysWithValues: zip(roots, walks.files))
        // Storyboards and build files alone are nothing to lint.
        if !walked.values.contains(where: { $0.contains { $0.hasSuffix(".swift") } }) {
            walked = walked.mapValues { _ in [] }
        }
        let workingDirectory = manager.currentDirectoryPath
        let found = paths.indices.map { walked[$0].map { $0.sorted() } ?? [paths[$0]] }
        guard overlap(paths.map { standardized($0, workingDirectory: workingDirectory) }) else {
            return .success(Found(files: found.flatMap { $0 }, skippedLinks: skippedLinks))
        }
        var files: [String] = []
        var seen: Set<String> = []
        for file in found.joined() where seen.insert(standardized(file, workingDirectory: workingDirectory)).inserted {
            files.append(file)
        }
        return .success(Found(files: files, skippedLinks: Array(Set(skippedLinks)).sorted()))
    }

    /// Whether any of the absolute `paths` is given twice or lies inside another: only then can a
    /// file be found twice (a walk never meets a file twice, as it follows no links).
    private static func overlap(_ paths: [String]) -> Bool {
        let given = Set(paths)
        guard given.count == paths.count else { return true }
        return paths.contains { path in
            var folder = path
            while folder != "/" {
                folder = PathText.parent(folder)
                if given.contains(folder) { return true }
            }
            return false
        }
    }

    /// The Swift files below each of `roots`, one level of folders at a time (every root's folders
    /// of that depth listed side by side, so that several small roots still keep every thread busy).
    private static func walk(_ roots: [String], excluded: (String) -> Bool, jobs: Int) -> (
        files: [[String]], links: [String]
    ) {
        var found = [[String]](repeating: [], count: roots.count)
        var links: [String] = []
        var level = roots.indices.map { (root: $0, folder: roots[$0]) }
        while !level.isEmpty {
            let folders = level
            let listed = Parallel.map(folders.count, jobs: jobs) { list(folders[$0].folder, excluded: excluded) }
            level = []
            for (folder, entries) in zip(folders, listed) {
                level += entries.folders.map { (folder.root, $0) }
                found[folder.root] += entries.files
                links += entries.links
            }
        }
        return (found, links)
    }

    /// The folders to descend into, the Swift files and storyboards directly in `folder`, and its
    /// symbolic links to either. The kind of each entry comes with its name (`readdir`'s
    /// `d_type`), so only an entry of unknown kind costs an `lstat` (and a link a `stat`): a tree
    /// of assets and build output is listed without a system call per file.
    private static func list(_ folder: String, excluded: (String) -> Bool) -> (
        folders: [String], files: [String], links: [String]
    ) {
        guard let directory = opendir(folder) else { return ([], [], []) }
        defer { closedir(directory) }
        var folders: [String] = []
        var files: [String] = []
        var links: [String] = []
        while let entry = readdir(directory) {
            var kind = Int32(entry.pointee.d_type)
            let isSource = withUnsafePointer(to: &entry.pointee.d_name) {
                Self.isSource(UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
            }
            // Most entries of an app's tree are images and other resources: they are passed over
            // without a string made of their names.
            if kind == Int32(DT_REG) && !isSource { continue }
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
            }
            if name == "." || name == ".." { continue }
            // A symbolic link is neither a folder nor a file here, so links never lead out of the
            // linted roots or into a loop (lstat, not stat, when the kind is unknown).
            if kind == Int32(DT_UNKNOWN) {
                let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
                var info = stat()
                guard lstat(path, &info) == 0 else { continue }
                let type = info.st_mode & S_IFMT
                kind = type == S_IFDIR ? Int32(DT_DIR) : type == S_IFREG ? Int32(DT_REG) : Int32(DT_LNK)
            }
            if kind == Int32(DT_DIR) {
                // An Xcode project's file says which of the Swift files beside it are compiled.
                if name.hasSuffix(".xcodeproj") && !excludedFolderNames.contains(name) {
                    let path = (folder.hasSuffix("/") ? folder + name : folder + "/" + name) + "/project.pbxproj"
                    var info = stat()
                    if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, !excluded(path) { files.append(path) }
                    continue
                }
                if name.hasPrefix(".") || excludedFolderNames.contains(name)
                    || (resourceFolderExtensions.contains(where: name.hasSuffix) && name != "Base.lproj")
                {
                    continue
                }
                let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
                if !excluded(path) { folders.append(path) }
            } else if kind == Int32(DT_REG) && isSource {
                let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
                if !excluded(path) { files.append(path) }
            } else if kind == Int32(DT_LNK) && !name.hasPrefix(".") && !excludedFolderNames.contains(name)
                && (!resourceFolderExtensions.contains(where: name.hasSuffix) || name == "Base.lproj")
            {
                let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
                var target = stat()
                let isFolder = stat(path, &target) == 0 && target.st_mode & S_IFMT == S_IFDIR
                if (isSource || isFolder) && !excluded(path) { links.append(path) }
            }
        }
        return (folders, files, links)
    }

    /// Whether the C string `name` ends in `.swift`, `.storyboard` or `.podspec`.
    private static func isSource(_ name: UnsafePointer<CChar>) -> Bool {
        let length = strlen(name)
        return (length >= 6 && memcmp(name + length - 6, ".swift", 6) == 0)
            || (length >= 11 && memcmp(name + length - 11, ".storyboard", 11) == 0)
            || (length >= 8 && memcmp(name + length - 8, ".podspec", 8) == 0)
    }

    /// Whether a found file is linted, rather than read for what it says of the code: storyboards
    /// (where screens sit), Xcode project files and podspecs (what is compiled, and by whom).
    public static func isLinted(_ path: String) -> Bool {
        !path.hasSuffix(StoryboardScenes.fileExtension) && !ProjectSources.isProjectFile(path)
            && !ProjectSources.isPodspec(path)
    }

    /// Absolute, with `.` and `..` resolved lexically (as `URL.standardizedFileURL` does, without
    /// the cost of a URL per file).
    private static func standardized(
        _ path: String, workingDirectory: String = FileManager.default.currentDirectoryPath
    ) -> String {
        PathText.absolute(path, workingDirectory: workingDirectory)
    }

    /// `path` relative to the working directory when it lies inside it, else as given.
    public static func displayPath(_ path: String, workingDirectory: String = FileManager.default.currentDirectoryPath)
        -> String
    {
        if PathText.isNormalisedAbsolute(workingDirectory) {
            // Walking the working directory's own folders names most files this way already.
            if PathText.isNormalisedRelative(path) { return path }
            // Walking `.` (what `lint` with no path does) names them `./…`: the same file.
            if path.hasPrefix("./"), let rest = String(path.utf8.dropFirst(2)), PathText.isNormalisedRelative(rest) {
                return rest
            }
        }
        let absolute = standardized(path, workingDirectory: workingDirectory)
        let base = standardized(workingDirectory, workingDirectory: "/")
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : path
    }

    /// The absolute form of `path`, for reporters that need one (Xcode).
    public static func absolutePath(_ path: String) -> String { standardized(path) }
}
