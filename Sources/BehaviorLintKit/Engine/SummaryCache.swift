import Foundation

/// Each file's summary from the last lint, by display path and content hash, so that a run after
/// an edit scans only the files that changed and runs the rules again on the rest as they were.
///
/// One file per set of roots (beside `ResultCache`'s): a header naming the build that wrote it,
/// then per entry the path, the content hash of the source, a checksum of the encoded summary
/// and the summary itself (`SummaryCoding`). Opening the cache reads the file and indexes the
/// entries without decoding them; a summary is decoded when its file is asked for. A file from
/// another build is ignored whole, an entry whose checksum does not match is scanned again.
struct SummaryCache {
    let file: String
    /// The file as it was opened, mapped rather than copied: most of it is only stepped over.
    private let contents: Data
    private let entries: [String: (hash: UInt64, checksum: UInt64, range: Range<Int>)]

    private static let magic = Array("behavior-lint summaries\n".utf8)

    /// The cache at `file`, empty when it is missing, unreadable or written by another build.
    init(file: String) {
        self.file = file
        contents = (try? Data(contentsOf: URL(fileURLWithPath: file), options: .alwaysMapped)) ?? Data()
        entries = (try? contents.withUnsafeBytes { try Self.index($0.bindMemory(to: UInt8.self)) }) ?? [:]
    }

    private static func index(_ bytes: UnsafeBufferPointer<UInt8>) throws -> [String: (
        hash: UInt64, checksum: UInt64, range: Range<Int>
    )] {
        guard bytes.count >= magic.count, Array(bytes[0..<magic.count]) == magic else {
            throw ArchiveReader.Malformed()
        }
        var reader = ArchiveReader(bytes, from: magic.count)
        guard try reader.string() == ToolVersion.build else { throw ArchiveReader.Malformed() }
        var entries: [String: (hash: UInt64, checksum: UInt64, range: Range<Int>)] = [:]
        let count = try reader.count()
        entries.reserveCapacity(count)
        for _ in 0..<count {
            let path = try reader.string()
            let hash = try reader.unsigned()
            let checksum = try reader.unsigned()
            let range = try reader.skip(try reader.count())
            entries[path] = (hash, checksum, range)
        }
        return entries
    }

    /// The summary of the file at `path` whose bytes hash to `hash`, if the cache holds it intact.
    func summary(path: String, hash: UInt64) -> FileSummary? {
        guard let entry = entries[path], entry.hash == hash,
            contents.withUnsafeBytes({ ResultCache.contentHash(UnsafeRawBufferPointer(rebasing: $0[entry.range])) })
                == entry.checksum
        else { return nil }
        return try? contents.withUnsafeBytes { raw in
            var reader = ArchiveReader(UnsafeBufferPointer(rebasing: raw.bindMemory(to: UInt8.self)[entry.range]))
            let summary = try FileSummary(unarchiving: &reader)
            guard reader.isAtEnd, summary.path == path else { throw ArchiveReader.Malformed() }
            return summary
        }
    }

    /// Whether the cache holds exactly these files with these hashes, so it need not be written.
    func holds(_ files: [(path: String, hash: UInt64)]) -> Bool {
        files.count == entries.count && files.allSatisfy { entries[$0.path]?.hash == $0.hash }
    }

    /// Writes the summaries of `files` atomically, reusing the encoded bytes of those already held;
    /// returns why it could not be written, if it could not.
    func store(_ files: [(summary: FileSummary, hash: UInt64)]) -> String? {
        var writer = ArchiveWriter(reservingCapacity: contents.count + (contents.count >> 4))
        writer.append(Self.magic)
        writer.string(ToolVersion.build)
        writer.unsigned(UInt64(files.count))
        for (summary, hash) in files {
            writer.string(summary.path)
            writer.unsigned(hash)
            if let entry = entries[summary.path], entry.hash == hash {
                writer.unsigned(entry.checksum)
                contents.withUnsafeBytes {
                    writer.raw(UnsafeBufferPointer(rebasing: $0.bindMemory(to: UInt8.self)[entry.range]))
                }
            } else {
                var blob = ArchiveWriter()
                summary.archive(into: &blob)
                writer.unsigned(blob.bytes.withUnsafeBytes { ResultCache.contentHash($0) })
                writer.raw(blob.bytes)
            }
        }
        do {
            try FileManager.default.createDirectory(
                atPath: URL(fileURLWithPath: file).deletingLastPathComponent().path, withIntermediateDirectories: true)
            // Written from the writer's own storage: the cache of a large project is tens of megabytes.
            try writer.bytes.withUnsafeBytes { raw in
                try AtomicFile.write(
                    Data(
                        bytesNoCopy: UnsafeMutableRawPointer(mutating: raw.baseAddress!), count: raw.count,
                        deallocator: .none),
                    to: file)
            }
            return nil
        } catch {
            return "\(error)"
        }
    }
}
