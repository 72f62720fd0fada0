import Foundation

/// The folder a corpus is written to: guards against overwriting unrelated files and tells
/// whether an existing corpus can be reused.
struct CorpusDirectory {
    let path: String

    private var markerPath: String { path + "/" + CorpusSettings.markerName }

    /// True when the folder holds a complete corpus generated with exactly `settings`.
    func holdsCorpus(_ settings: CorpusSettings) -> Bool {
        guard let data = FileManager.default.contents(atPath: markerPath) else { return false }
        return String(decoding: data, as: UTF8.self) == settings.markerText
    }

    /// Makes the folder exist and be empty. Only a folder that is already empty or that holds a
    /// marker (a corpus of ours) is cleared: anything else might be someone's source tree. The
    /// tool's own cache folder passes `owned`, so a generation interrupted before its marker was
    /// written does not block the next run.
    func prepareForWriting(owned: Bool = false) throws {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw UsageError("'\(path)' exists and is not a folder")
            }
            let entries: [String]
            do {
                entries = try manager.contentsOfDirectory(atPath: path)
            } catch {
                throw RunError("cannot list '\(path)': \(error.localizedDescription)")
            }
            guard owned || entries.isEmpty || entries.contains(CorpusSettings.markerName) else {
                throw UsageError(
                    "'\(path)' is not empty and holds no \(CorpusSettings.markerName) marker; "
                        + "give an empty or new folder, or one written by generate-corpus")
            }
            // The marker goes first, so an interrupted clean-up never leaves a marker that
            // vouches for a half-deleted corpus.
            let marker = CorpusSettings.markerName
            for entry in entries.filter({ $0 == marker }) + entries.filter({ $0 != marker }) {
                do {
                    try manager.removeItem(atPath: path + "/" + entry)
                } catch {
                    throw RunError("cannot remove '\(path)/\(entry)': \(error.localizedDescription)")
                }
            }
        } else {
            do {
                try manager.createDirectory(atPath: path, withIntermediateDirectories: true)
            } catch {
                throw RunError("cannot create '\(path)': \(error.localizedDescription)")
            }
        }
    }

    func writeMarker(_ settings: CorpusSettings) throws {
        try write(Array(settings.markerText.utf8), to: CorpusSettings.markerName)
    }

    /// Writes one file given relative to the folder, creating its parent folders.
    func write(_ bytes: [UInt8], to relativePath: String) throws {
        let fullPath = path + "/" + relativePath
        let parent = (fullPath as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
            try Data(bytes).write(to: URL(fileURLWithPath: fullPath))
        } catch {
            throw RunError("cannot write '\(fullPath)': \(error.localizedDescription)")
        }
    }
}
