import Foundation

/// Puts a planned fix on disk, all or nothing as far as a file system allows: every check runs
/// before the first write (a file changed since it was read, a folder or file that cannot be
/// written), then each file is written atomically (temporary file, then rename; permissions kept).
public enum FixWriter {
    /// Why nothing was written.
    public struct Refusal: Error, CustomStringConvertible {
        public var description: String
    }

    /// `roots` are the folders fixed (a file's own folder when a file is named): a changed file
    /// that is a symbolic link is written through to its target only when the target lies inside
    /// one of them. `readAgain` reads a file again to see whether it changed since the fix read
    /// it, and `isWritable` asks whether a file or folder may be written (both replaceable in
    /// tests, which run as root in CI, where every folder is writable).
    public static func write(
        _ outcome: FixOutcome, roots: [String] = ["."],
        readAgain: (String) -> [UInt8]? = { FileManager.default.contents(atPath: $0).map { [UInt8]($0) } },
        isWritable: (String) -> Bool = { FileManager.default.isWritableFile(atPath: $0) }
    )
        -> Result<Void, Refusal>
    {
        let rootFolders = roots.map { realPath(folder(of: $0)) }
        for path in outcome.changed.keys.sorted() {
            let target = AtomicFile.target(of: path)
            if target != path {
                let resolved = realPath(target)
                guard rootFolders.contains(where: { PathText.relative(resolved, to: $0) != nil }) else {
                    return .failure(
                        Refusal(
                            description:
                                "\(path) is a symbolic link to \(target), outside the folders fixed; nothing was written "
                                + "(fix the folder that holds \(target), or name it)"))
                }
            }
            guard readAgain(path) == outcome.original[path] else {
                return .failure(
                    Refusal(
                        description:
                            "\(path) changed on disk while fix was running; nothing was written (run fix again)"))
            }
            guard isWritable(path) else {
                return .failure(Refusal(description: "\(path) is not writable; nothing was written"))
            }
            let folder = (target as NSString).deletingLastPathComponent
            guard isWritable(folder.isEmpty ? "." : folder) else {
                return .failure(Refusal(description: "the folder of \(target) is not writable; nothing was written"))
            }
        }
        for file in outcome.created {
            if FileManager.default.fileExists(atPath: file.path) {
                return .failure(
                    Refusal(description: "\(file.path) appeared on disk while fix was running; nothing was written"))
            }
            let existing = nearestExisting(above: file.path)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: existing, isDirectory: &isDirectory), !isDirectory.boolValue {
                return .failure(
                    Refusal(
                        description:
                            "cannot create \(file.path): '\(existing)' is a file, not a folder; nothing was written"))
            }
            guard isWritable(existing) else {
                return .failure(
                    Refusal(
                        description:
                            "cannot create \(file.path): the folder '\(existing)' is not writable; nothing was written")
                )
            }
        }
        do {
            for file in outcome.created {
                let folder = (file.path as NSString).deletingLastPathComponent
                if !folder.isEmpty {
                    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                }
                try AtomicFile.write(Data(file.contents.utf8), to: file.path)
            }
            for path in outcome.changed.keys.sorted() {
                try AtomicFile.write(Data(outcome.changed[path]!), to: path)
            }
        } catch {
            return .failure(Refusal(description: "writing failed part way: \(error)"))
        }
        return .success(())
    }

    /// `path` absolute, with every symbolic link on the way resolved (as given when it does not exist).
    private static func realPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The folder `path` names, or holds it when it names a file.
    private static func folder(of path: String) -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            return path
        }
        let parent = (path as NSString).deletingLastPathComponent
        return parent.isEmpty ? "." : parent
    }

    /// The deepest existing path above `path`: the folder a new folder would be created in, or a
    /// file standing where a folder has to be.
    private static func nearestExisting(above path: String) -> String {
        var folder = (path as NSString).deletingLastPathComponent
        while !folder.isEmpty && !FileManager.default.fileExists(atPath: folder) {
            folder = (folder as NSString).deletingLastPathComponent
        }
        return folder.isEmpty ? "." : folder
    }
}
