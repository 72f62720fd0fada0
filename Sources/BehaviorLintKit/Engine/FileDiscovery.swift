import Foundation

/// Finds the Swift files to lint under the given paths: folders are walked recursively in a
/// stable order, without following symbolic links and skipping the folders tools generate.
public enum FileDiscovery {
    /// Folder names never descended into (hidden folders are skipped as well).
    public static let excludedFolderNames: Set<String> = [".build", "Pods", "Carthage", "DerivedData"]

    public enum Failure: Error, Equatable, CustomStringConvertible {
        case missing(String)
        case noSwiftFiles([String])

        public var description: String {
            switch self {
            case .missing(let path): return "'\(path)' does not exist"
            case .noSwiftFiles(let paths):
                return "no Swift files to lint under \(paths.map { "'\($0)'" }.joined(separator: ", ")) "
                    + "(hidden folders, .build, Pods, Carthage, DerivedData and the configuration's excludes are skipped)"
            }
        }
    }

    /// The `.swift` files under `paths`, sorted and without duplicates. A file given explicitly
    /// is linted whatever its extension; `excluded` can rule out files and whole folders found
    /// by walking. Folders are listed on up to `jobs` threads; the result does not depend on it.
    public static func swiftFiles(
        in paths: [String], excluded: (String) -> Bool = { _ in false }, jobs: Int = Parallel.defaultJobs
    ) -> Result<[String], Failure> {
        var files: [String] = []
        var seen: Set<String> = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { return .failure(.missing(path)) }
            if !isDirectory.boolValue {
                if seen.insert(standardized(path)).inserted { files.append(path) }
                continue
            }
            for file in walk(path, excluded: excluded, jobs: jobs).sorted()
            where seen.insert(standardized(file)).inserted {
                files.append(file)
            }
        }
        return .success(files)
    }

    /// The Swift files below `root`, one level of folders at a time, each level's folders listed
    /// side by side.
    private static func walk(_ root: String, excluded: (String) -> Bool, jobs: Int) -> [String] {
        var found: [String] = []
        var level = [root]
        while !level.isEmpty {
            let folders = level
            let listed = Parallel.map(folders.count, jobs: jobs) { list(folders[$0], excluded: excluded) }
            level = listed.flatMap { $0.folders }
            found += listed.flatMap { $0.files }
        }
        return found
    }

    /// The folders to descend into and the Swift files directly in `folder`.
    private static func list(_ folder: String, excluded: (String) -> Bool) -> (folders: [String], files: [String]) {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return ([], []) }
        var folders: [String] = []
        var files: [String] = []
        for entry in entries {
            let path = folder.hasSuffix("/") ? folder + entry : folder + "/" + entry
            // lstat, not stat: a symbolic link is neither a folder nor a file here, so links never
            // lead out of the linted roots or into a loop.
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            let type = info.st_mode & S_IFMT
            if type == S_IFDIR {
                if entry.hasPrefix(".") || excludedFolderNames.contains(entry) || excluded(path) { continue }
                folders.append(path)
            } else if type == S_IFREG && entry.hasSuffix(".swift") && !excluded(path) {
                files.append(path)
            }
        }
        return (folders, files)
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
        let absolute = standardized(path, workingDirectory: workingDirectory)
        let base = standardized(workingDirectory, workingDirectory: "/")
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : path
    }

    /// The absolute form of `path`, for reporters that need one (Xcode).
    public static func absolutePath(_ path: String) -> String { standardized(path) }
}
