import Foundation

extension XcodeProject {
    /// The `*.xcodeproj/project.pbxproj` files below `folder` (or `folder` itself when it is a
    /// `.xcodeproj`), sorted. Skips what `FileDiscovery` skips — hidden folders, `Pods`, `.build`,
    /// `Carthage`, `DerivedData` — since projects there are generated or vendored, never the
    /// app's own; symbolic links are not followed, so the walk cannot loop.
    static func projectFiles(under folder: String) -> [String] {
        var found: [String] = []
        walk(folder, into: &found)
        return found.sorted()
    }

    private static func walk(_ folder: String, into found: inout [String]) {
        if folder.hasSuffix(".xcodeproj") {
            let file = PathText.join(folder, "project.pbxproj")
            var info = stat()
            if lstat(file, &info) == 0, info.st_mode & S_IFMT == S_IFREG { found.append(file) }
            // A project package holds no other projects worth reading.
            return
        }
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for entry in entries {
            guard !entry.hasPrefix("."), !FileDiscovery.excludedFolderNames.contains(entry) else { continue }
            let path = PathText.join(folder, entry)
            var info = stat()
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { continue }
            walk(path, into: &found)
        }
    }
}
