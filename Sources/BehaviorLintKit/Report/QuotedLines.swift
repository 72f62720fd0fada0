import Foundation
import SwiftLexer

/// Source lines for reporters: files already in memory, others read from disk on first use
/// (paths relative to the working directory) and kept. Thread-safe.
public final class QuotedLines: @unchecked Sendable {
    private let lock = NSLock()
    private var files: [String: File?] = [:]
    /// Files already read and not yet asked for: a line table is made only for a file a
    /// reporter quotes (most reporters quote none).
    private var unindexed: [String: [UInt8]]

    private struct File {
        var bytes: [UInt8]
        var table: LineTable
    }

    /// - Parameter sources: files already read, by the path findings use.
    public init(sources: [(path: String, bytes: [UInt8])] = []) {
        unindexed = Dictionary(sources.map { ($0.path, $0.bytes) }, uniquingKeysWith: { first, _ in first })
    }

    /// The bytes of line `line` (1-based) of `path`, without its line break, or nil.
    @Sendable public func lineText(path: String, line: Int) -> [UInt8]? {
        guard line >= 1, let file = file(path) else { return nil }
        let starts = file.table.lineStarts
        guard line <= starts.count else { return nil }
        let start = starts[line - 1]
        var end = line < starts.count ? starts[line] : file.bytes.count
        while end > start, file.bytes[end - 1] == 0x0A || file.bytes[end - 1] == 0x0D { end -= 1 }
        return Array(file.bytes[start..<end])
    }

    private func file(_ path: String) -> File? {
        lock.lock()
        defer { lock.unlock() }
        if let cached = files[path] { return cached }
        let loaded =
            (unindexed.removeValue(forKey: path) ?? FileManager.default.contents(atPath: path).map { [UInt8]($0) })
            .map { File(bytes: $0, table: LineTable($0)) }
        files[path] = .some(loaded)
        return loaded
    }
}
