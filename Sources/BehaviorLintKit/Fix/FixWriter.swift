import Foundation

/// Puts a planned fix on disk, all or nothing as far as a file system allows: every check runs
/// before the first write (a file changed since it was read, a folder or file that cannot be
/// written), then each file is written atomically (temporary file, then rename; permissions kept).
public enum FixWriter {
    /// Why nothing was written.
    public struct Refusal: Error, CustomStringConvertible {
        public var description: String
    }

    /// `readAgain` reads a file again to see whether it changed since the fix read it, and
    /// `isWritable` asks whether a file or folder may be written (both replaceable in tests, which
    /// run as root in CI, where every folder is writable).
    public static func write(
        _ outcome: FixOutcome,
        readAgain: (String) -> [UInt8]? = { FileManager.default.contents(atPath: $0).map { [UInt8]($0) } },
        isWritable: (String) -> Bool = { FileManager.default.isWritableFile(atPath: $0) }
    )
        -> Result<Void, Refusal>
    {
        for path in outcome.changed.keys.sorted() {
            guard readAgain(path) == outcome.original[path] else {
                return .failure(
                    Refusal(
                        description:
                            "\(path) changed on disk while fix was running; nothing was written (run fix again)"))
            }
            guard isWritable(path) else {
                return .failure(Refusal(description: "\(path) is not writable; nothing was written"))
            }
            let folder = (path as NSString).deletingLastPathComponent
            guard isWritable(folder.isEmpty ? "." : folder) else {
                return .failure(Refusal(description: "the folder of \(path) is not writable; nothing was written"))
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
