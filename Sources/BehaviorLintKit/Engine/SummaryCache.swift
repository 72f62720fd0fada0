import Foundation

/// Per-file scan results from earlier runs, keyed by the file's content hash and the tool
/// version, so that a warm run tokenizes and scans only the files that changed. Rules always run
/// (they are cheap and depend on the whole project and the configuration), so a cached summary is
/// valid whatever the configuration.
///
/// One cache file per set of linted roots. A missing, corrupt or foreign file is ignored and
/// rebuilt; an unwritable cache folder only costs speed.
public struct SummaryCache {
    public let file: String

    /// The on-disk format: tool version first, so another version's file is never trusted.
    private struct Contents: Codable {
        var toolVersion: String
        var entries: [Entry]
    }

    private struct Entry: Codable {
        var contentHash: UInt64
        var summary: FileSummary
    }

    private var entries: [UInt64: FileSummary] = [:]
    private var fresh: [Entry] = []
    /// How many summaries the cache file held when loaded.
    public private(set) var entryCountLoaded = 0

    /// The default folder: `$XDG_CACHE_HOME/behavior-lint`, `~/.cache/behavior-lint`, or on macOS
    /// `~/Library/Caches/behavior-lint`.
    public static func defaultFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let xdg = environment["XDG_CACHE_HOME"], !xdg.isEmpty { return xdg + "/behavior-lint" }
        let home = environment["HOME"] ?? NSHomeDirectory()
        #if os(macOS)
        return home + "/Library/Caches/behavior-lint"
        #else
        return home + "/.cache/behavior-lint"
        #endif
    }

    /// The cache file for linting `roots` from `workingDirectory`.
    public init(folder: String, roots: [String], workingDirectory: String) {
        let key = Fingerprint.make([workingDirectory] + roots.map { FileDiscovery.absolutePath($0) }.sorted())
        file = folder + "/summaries-" + key + ".bin"
    }

    /// Reads the cache file; anything unreadable or from another version leaves the cache empty.
    public mutating func load() {
        guard let data = FileManager.default.contents(atPath: file),
              let contents = try? BinaryCoder.decode(Contents.self, from: [UInt8](data)),
              contents.toolVersion == ToolVersion.current else { return }
        for entry in contents.entries { entries[entry.contentHash] = entry.summary }
        entryCountLoaded = contents.entries.count
    }

    /// The cached summary of a file with these bytes, relabelled with `path`.
    public func summary(for contentHash: UInt64, path: String) -> FileSummary? {
        guard var summary = entries[contentHash] else { return nil }
        summary.path = path
        return summary
    }

    /// Records this run's summaries; `save` writes exactly these (stale entries drop out).
    public mutating func record(_ summary: FileSummary, contentHash: UInt64) {
        fresh.append(Entry(contentHash: contentHash, summary: summary))
    }

    /// Writes the cache atomically. Returns a reason on failure; the run goes on without a cache.
    public func save() -> String? {
        do {
            let folder = URL(fileURLWithPath: file).deletingLastPathComponent().path
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let bytes = try BinaryCoder.encode(Contents(toolVersion: ToolVersion.current, entries: fresh))
            try AtomicFile.write(Data(bytes), to: file)
            return nil
        } catch {
            return "\(error)"
        }
    }

    /// FNV-1a over the file's bytes (and its length), eight bytes at a time.
    public static func contentHash(_ bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(bytes.count)
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset + 8 <= raw.count {
                hash = (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0x0000_0100_0000_01B3
                hash ^= hash >> 29
                offset += 8
            }
            while offset < raw.count {
                hash = (hash ^ UInt64(raw[offset])) &* 0x0000_0100_0000_01B3
                offset += 1
            }
        }
        return hash
    }
}
