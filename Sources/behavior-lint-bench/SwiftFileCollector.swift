import BehaviorLintKit
import Foundation

/// Finds the `.swift` files to benchmark (and, for whole runs, the storyboards and Xcode project
/// files the tool reads beside them) and loads them into memory.
///
/// Paths are sorted so every run tokenizes the same files in the same order. Hidden folders
/// (`.build`, `.git`, …) are skipped because they hold build products and checkouts, not the
/// code under test; symbolic links to folders are not followed, which rules out cycles.
enum SwiftFileCollector {
    static func collect(_ roots: [String], storyboards: Bool = false) throws -> [String] {
        let manager = FileManager.default
        var files: [String] = []
        for root in roots {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: root, isDirectory: &isDirectory) else {
                throw UsageError("'\(root)' does not exist")
            }
            if !isDirectory.boolValue {
                guard root.hasSuffix(".swift") else {
                    throw UsageError("'\(root)' is neither a folder nor a .swift file")
                }
                files.append(root)
                continue
            }
            try walk(root, storyboards: storyboards, into: &files)
        }
        return files.sorted()
    }

    private static func walk(_ folder: String, storyboards: Bool, into files: inout [String]) throws {
        let manager = FileManager.default
        let entries: [String]
        do {
            entries = try manager.contentsOfDirectory(atPath: folder)
        } catch {
            throw RunError("cannot list '\(folder)': \(error.localizedDescription)")
        }
        for entry in entries where !entry.hasPrefix(".") {
            let path = folder.hasSuffix("/") ? folder + entry : folder + "/" + entry
            let type = (try? manager.attributesOfItem(atPath: path)[.type]) as? FileAttributeType
            if type == .typeDirectory {
                try walk(path, storyboards: storyboards, into: &files)
            } else if entry.hasSuffix(".swift")
                || (storyboards && (entry.hasSuffix(".storyboard") || ProjectSources.isProjectFile(path)))
            {
                files.append(path)
            }
        }
    }

    /// Reads every file completely before any timing starts.
    static func load(_ paths: [String]) throws -> [[UInt8]] {
        try paths.map { path in
            guard let data = FileManager.default.contents(atPath: path) else {
                throw RunError("cannot read '\(path)'")
            }
            return [UInt8](data)
        }
    }
}
