import Foundation

/// Each file's summary from the last lint, by display path and content hash, so that a run after
/// an edit scans only the files that changed and runs the rules again on the rest as they were.
///
/// One file per set of roots (beside `ResultCache`'s): a header naming the build that wrote it,
/// then per entry the path, the content hash of the source, the source's `FileStamp` when it had
/// settled (so the next run can take the hash without reading the file), what the scan looked for
/// (`ScanOptions`), a checksum of the encoded summary and the summary itself (`SummaryCoding`).
/// Opening the cache reads the file and indexes the entries without decoding them; a summary is
/// decoded when its file is asked for. A file from another build is ignored whole; an entry whose
/// checksum does not match, or whose scan looked for less than the run needs (no `+` chains for
/// a run of `slow-array-concat`), is scanned again.
///
/// After an edit only the entries that changed are written: appended to the file as one batch
/// (its length and checksum, then its entries, which stand in for earlier ones of the same path),
/// rather than the whole file written again. A batch cut short or damaged ends the reading there.
/// The file is written whole again, atomically, when files have gone, when a batch was found
/// damaged, or when the batches would outgrow a quarter of the file.
struct SummaryCache {
    let file: String
    /// The file as it was opened, mapped rather than copied: most of it is only stepped over.
    private let contents: Data
    private let entries: [String: Entry]
    /// Bytes past the entries written whole: batches appended since, read or not.
    private let appendedBytes: Int
    /// Whether a batch may be appended: the file is this build's and every batch in it was read
    /// (nothing appended after a damaged one would ever be read).
    private let acceptsBatches: Bool

    private struct Entry {
        var hash: UInt64
        var stamp: FileStamp?
        var options: ScanOptions
        var checksum: UInt64
        var range: Range<Int>
    }

    /// How long before a run a file must have last been written for its stamp to be kept: more
    /// than the coarsest clock tick of the file systems in use (FAT's two seconds).
    static let settlingTime: TimeInterval = 2

    private static let magic = Array("behavior-lint summaries 4\n".utf8)

    /// The cache at `file`, empty when it is missing, unreadable or written by another build.
    init(file: String) {
        self.file = file
        contents = (try? Data(contentsOf: URL(fileURLWithPath: file), options: .alwaysMapped)) ?? Data()
        let index = try? contents.withUnsafeBytes { try Self.index($0.bindMemory(to: UInt8.self)) }
        entries = index?.entries ?? [:]
        appendedBytes = index?.appendedBytes ?? 0
        acceptsBatches = index.map { !$0.hasDamagedBatch } ?? false
    }

    private static func index(_ bytes: UnsafeBufferPointer<UInt8>) throws -> (
        entries: [String: Entry], appendedBytes: Int, hasDamagedBatch: Bool
    ) {
        guard bytes.count >= magic.count, Array(bytes[0..<magic.count]) == magic else {
            throw ArchiveReader.Malformed()
        }
        var reader = ArchiveReader(bytes, from: magic.count)
        guard try reader.string() == ToolVersion.build else { throw ArchiveReader.Malformed() }
        var entries: [String: Entry] = [:]
        let count = try reader.count()
        entries.reserveCapacity(count)
        for _ in 0..<count {
            let (path, entry) = try readEntry(&reader)
            entries[path] = entry
        }
        let appendedBytes = bytes.count - reader.position
        while !reader.isAtEnd {
            do {
                let length = try reader.count()
                let checksum = try reader.unsigned()
                let range = try reader.skip(length)
                guard
                    ResultCache.contentHash(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[range])))
                        == checksum
                else {
                    throw ArchiveReader.Malformed()
                }
                // Read within the whole file, so that each entry's range is an offset into it.
                var batch = ArchiveReader(
                    UnsafeBufferPointer(rebasing: bytes[..<range.upperBound]), from: range.lowerBound)
                var read: [(String, Entry)] = []
                for _ in 0..<(try batch.count()) { read.append(try readEntry(&batch)) }
                guard batch.isAtEnd else { throw ArchiveReader.Malformed() }
                for (path, entry) in read { entries[path] = entry }
            } catch {
                return (entries, appendedBytes, true)
            }
        }
        return (entries, appendedBytes, false)
    }

    private static func readEntry(_ reader: inout ArchiveReader) throws -> (String, Entry) {
        let path = try reader.string()
        let hash = try reader.unsigned()
        let stamp = try reader.optional {
            FileStamp(
                size: try $0.unsigned(), inode: try $0.unsigned(), modified: try $0.unsigned(),
                changed: try $0.unsigned())
        }
        let options = ScanOptions(findsPlusChains: try reader.bool())
        let checksum = try reader.unsigned()
        let range = try reader.skip(try reader.count())
        return (path, Entry(hash: hash, stamp: stamp, options: options, checksum: checksum, range: range))
    }

    /// The summary of the file at `path` whose bytes hash to `hash`, if the cache holds it intact
    /// and scanned for all that `options` ask.
    func summary(path: String, hash: UInt64, options: ScanOptions) -> FileSummary? {
        guard let entry = entries[path], entry.hash == hash, entry.options.covers(options),
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

    /// The content hash of the file at `path` from the last run, if its stamp is the one recorded
    /// then: the file has not been written since, and need not be read to be hashed.
    func hash(path: String, stamp: FileStamp) -> UInt64? {
        guard let entry = entries[path], entry.stamp == stamp else { return nil }
        return entry.hash
    }

    /// Whether the cache holds exactly these files with these hashes, scanned for all that
    /// `options` ask, and the stamp of each that has settled since, so it need not be written.
    func holds(
        _ files: [(path: String, hash: UInt64, stamp: FileStamp?)], options: ScanOptions, now: Date = Date(),
        settlingTime: TimeInterval = Self.settlingTime
    ) -> Bool {
        files.count == entries.count
            && files.allSatisfy { file in
                guard let entry = entries[file.path], entry.hash == file.hash, entry.options.covers(options) else {
                    return false
                }
                return entry.stamp != nil || file.stamp?.isSettled(before: now, margin: settlingTime) != true
            }
    }

    /// Writes the summaries of `files` (whose paths differ), scanned for at least `options`,
    /// reusing the encoded bytes of those already held, with the stamps that have settled by `now`:
    /// the entries that changed are appended as one batch, or the whole file is written again
    /// atomically (see the type's comment). Returns why it could not be written, if it could not.
    func store(
        _ files: [(summary: FileSummary, hash: UInt64, stamp: FileStamp?)], options: ScanOptions, now: Date = Date(),
        settlingTime: TimeInterval = Self.settlingTime
    ) -> String? {
        let recorded = files.map { file in
            (file.summary, file.hash, file.stamp.flatMap { $0.isSettled(before: now, margin: settlingTime) ? $0 : nil })
        }
        let held = recorded.filter { entries[$0.0.path] != nil }.count
        let changed = recorded.filter { summary, hash, stamp in
            guard let entry = entries[summary.path] else { return true }
            return entry.hash != hash || entry.stamp != stamp || !entry.options.covers(options)
        }
        if acceptsBatches, held == entries.count {
            guard !changed.isEmpty else { return nil }
            var batch = ArchiveWriter()
            batch.unsigned(UInt64(changed.count))
            for (summary, hash, stamp) in changed {
                record(summary, hash: hash, stamp: stamp, options: options, into: &batch)
            }
            var appended = ArchiveWriter(reservingCapacity: batch.bytes.count + 20)
            appended.unsigned(UInt64(batch.bytes.count))
            appended.unsigned(batch.bytes.withUnsafeBytes { ResultCache.contentHash($0) })
            appended.append(batch.bytes)
            if appendedBytes + appended.bytes.count <= (contents.count - appendedBytes) / 4,
                Self.append(appended.bytes, to: file)
            {
                return nil
            }
        }
        var writer = ArchiveWriter(reservingCapacity: contents.count + (contents.count >> 4))
        writer.append(Self.magic)
        writer.string(ToolVersion.build)
        writer.unsigned(UInt64(recorded.count))
        for (summary, hash, stamp) in recorded {
            record(summary, hash: hash, stamp: stamp, options: options, into: &writer)
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

    /// One entry: the summary's encoded bytes (and the options they were scanned for) are those
    /// held when its source has not changed and they cover `options`.
    private func record(
        _ summary: FileSummary, hash: UInt64, stamp: FileStamp?, options: ScanOptions, into writer: inout ArchiveWriter
    ) {
        writer.string(summary.path)
        writer.unsigned(hash)
        writer.optional(stamp) {
            $0.unsigned($1.size)
            $0.unsigned($1.inode)
            $0.unsigned($1.modified)
            $0.unsigned($1.changed)
        }
        if let entry = entries[summary.path], entry.hash == hash, entry.options.covers(options) {
            writer.bool(entry.options.findsPlusChains)
            writer.unsigned(entry.checksum)
            contents.withUnsafeBytes {
                writer.raw(UnsafeBufferPointer(rebasing: $0.bindMemory(to: UInt8.self)[entry.range]))
            }
        } else {
            writer.bool(options.findsPlusChains)
            var blob = ArchiveWriter()
            summary.archive(into: &blob)
            writer.unsigned(blob.bytes.withUnsafeBytes { ResultCache.contentHash($0) })
            writer.raw(blob.bytes)
        }
    }

    /// Appends `bytes` to `file` in one write; false when it cannot. A write cut short leaves a
    /// batch whose checksum fails: the next reader stops before it and the next store writes the
    /// file whole.
    private static func append(_ bytes: [UInt8], to file: String) -> Bool {
        let descriptor = open(file, O_WRONLY | O_APPEND)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) } == bytes.count
    }
}
