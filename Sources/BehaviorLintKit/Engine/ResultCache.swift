import Foundation

/// The findings of the last lint of a set of roots, with what they depend on: every linted file's
/// path and content hash, the rule configuration and the build of the tool. When all of it is
/// the same, a run reuses the findings without tokenizing, scanning or running a rule.
///
/// When a file changed, the rules run again, since they read the whole project (a class's base
/// lives in another file); `SummaryCache` then spares the scan of every file that did not change.
/// A missing, corrupt or foreign cache file is ignored; an unwritable folder only costs speed.
public struct ResultCache {
    public let file: String

    struct Contents: Codable, Equatable {
        /// Written first and compared first: after an edit the hashes differ, and reading only
        /// the key spares decoding every path and finding (8 ms of a serial step on seven apps).
        var key: Key
        var files: [String]
        var findings: [Finding]

        init(toolVersion: String, configuration: String, hashes: [UInt64], files: [String], findings: [Finding]) {
            key = Key(toolVersion: toolVersion, configuration: configuration, hashes: hashes)
            self.files = files
            self.findings = findings
        }
    }

    /// Which run the findings are of: the tool, the settings and every file's hash.
    struct Key: Codable, Equatable {
        var toolVersion: String
        var configuration: String
        var hashes: [UInt64]
    }

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

    /// The cache file for linting `roots` from `workingDirectory` (display paths depend on both).
    public init(folder: String, roots: [String], workingDirectory: String) {
        let key = Fingerprint.make([workingDirectory] + roots.map { FileDiscovery.absolutePath($0) }.sorted())
        file = folder + "/results-" + key + ".bin"
        summaryFile = folder + "/summaries-" + key + ".bin"
    }

    /// Where the same roots keep each file's summary (`SummaryCache`).
    let summaryFile: String

    /// The cached findings, if the cache holds a run of exactly these files and settings.
    func findings(files: [String], hashes: [UInt64], configuration: String) -> [Finding]? {
        guard let data = FileManager.default.contents(atPath: file),
            case let bytes = [UInt8](data),
            (try? BinaryCoder.decodePrefix(Key.self, from: bytes))
                == Key(toolVersion: ToolVersion.build, configuration: configuration, hashes: hashes),
            let contents = try? BinaryCoder.decode(Contents.self, from: bytes), contents.files == files
        else { return nil }
        return contents.findings
    }

    /// Writes the cache atomically; returns why it could not be written, if it could not.
    func store(files: [String], hashes: [UInt64], configuration: String, findings: [Finding]) -> String? {
        do {
            let folder = URL(fileURLWithPath: file).deletingLastPathComponent().path
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let contents = Contents(
                toolVersion: ToolVersion.build, configuration: configuration, hashes: hashes, files: files,
                findings: findings)
            try AtomicFile.write(Data(try BinaryCoder.encode(contents)), to: file)
            return nil
        } catch {
            return "\(error)"
        }
    }

    /// A 64-bit hash of a file's bytes (length included), eight bytes at a time.
    public static func contentHash(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBytes { contentHash($0) }
    }

    static func contentHash(_ raw: UnsafeRawBufferPointer) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(raw.count)
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
        return hash
    }
}
