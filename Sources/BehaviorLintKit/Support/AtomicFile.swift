import Foundation

/// Writes files so that readers never see a half-written one: the data goes to a temporary file
/// in the same folder, which is then renamed over the target. An existing file keeps its
/// permissions, and a symbolic link stays a link: what it points to is written. A device, pipe or
/// socket (`/dev/null`, `/dev/stdout`, a named pipe) is written in place: renaming over it would
/// replace it with a file, and no reader sees it half-written.
public enum AtomicFile {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// Why `path` could not be written, found before any work is done: nil when its folder exists
    /// and is writable.
    public static func unwritableReason(_ path: String) -> String? {
        if isSpecialFile(path) {
            return FileManager.default.isWritableFile(atPath: path) ? nil : "cannot write '\(path)': it is not writable"
        }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            return "cannot write '\(path)': folder '\(folder)' does not exist"
        }
        guard FileManager.default.isWritableFile(atPath: folder) else {
            return "cannot write '\(path)': folder '\(folder)' is not writable"
        }
        return nil
    }

    /// The file a write of `path` changes: the final target when `path` is a symbolic link.
    public static func target(of path: String) -> String {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK, let resolved = realpath(path, nil) else {
            return path
        }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    public static func write(_ data: Data, to link: String) throws {
        if isSpecialFile(link) {
            guard let handle = FileHandle(forWritingAtPath: link) else {
                throw Failure(description: "'\(link)' cannot be opened for writing")
            }
            defer { try? handle.close() }
            try handle.write(contentsOf: data)
            return
        }
        let path = target(of: link)
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw Failure(description: "folder '\(folder)' does not exist")
        }
        let temporary =
            folder + "/.\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).\(UUID().uuidString).tmp"
        guard FileManager.default.createFile(atPath: temporary, contents: data) else {
            throw Failure(description: "folder '\(folder)' is not writable")
        }
        if let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            let permissions = attributes[.posixPermissions]
        {
            try? FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary)
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(atPath: temporary)
            throw Failure(description: reason)
        }
    }

    /// Whether `path` (or what it links to) exists and is neither a regular file nor a folder.
    static func isSpecialFile(_ path: String) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0 else { return false }
        let type = info.st_mode & S_IFMT
        return type != S_IFREG && type != S_IFDIR
    }
}
