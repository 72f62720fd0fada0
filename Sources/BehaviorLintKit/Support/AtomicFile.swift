import Foundation

/// Writes files so that readers never see a half-written one: the data goes to a temporary file
/// in the same folder, which is then renamed over the target. An existing file keeps its permissions.
public enum AtomicFile {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// Why `path` could not be written, found before any work is done: nil when its folder exists
    /// and is writable.
    public static func unwritableReason(_ path: String) -> String? {
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

    public static func write(_ data: Data, to path: String) throws {
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
}
