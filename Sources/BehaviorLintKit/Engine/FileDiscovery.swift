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
    /// by walking.
    public static func swiftFiles(in paths: [String], excluded: (String) -> Bool = { _ in false }) -> Result<
        [String], Failure
    > {
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
            var found: [String] = []
            walk(path, excluded: excluded, into: &found)
            for file in found.sorted() where seen.insert(standardized(file)).inserted {
                files.append(file)
            }
        }
        return .success(files)
    }

    private static func walk(_ folder: String, excluded: (String) -> Bool, into found: inout [String]) {
        let manager = FileManager.default
        guard let entries = try? manager.contentsOfDirectory(atPath: folder) else { return }
        for entry in entries {
            let path = folder.hasSuffix("/") ? folder + entry : folder + "/" + entry
            // lstat, not stat: a symbolic link is neither a folder nor a file here, so links never
            // lead out of the linted roots or into a loop.
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            let type = info.st_mode & S_IFMT
            if type == S_IFDIR {
                if entry.hasPrefix(".") || excludedFolderNames.contains(entry) || excluded(path) { continue }
                walk(path, excluded: excluded, into: &found)
            } else if type == S_IFREG && entry.hasSuffix(".swift") && !excluded(path) {
                found.append(path)
            }
        }
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
