import Foundation

/// What `stat` says of a file — size, inode, modification and status-change times — so that a
/// run with the cache can take a file's content hash from the last run without reading it, as
/// git's index and SwiftLint's cache do. Writing a file changes its modification time; `chmod`,
/// a rename over it or `touch` change its status-change time, which no one can set back.
struct FileStamp: Equatable, Sendable {
    var size: UInt64
    var inode: UInt64
    /// Nanoseconds since 1970.
    var modified: UInt64
    var changed: UInt64

    /// The stamp of the file at `path` (symbolic links followed, as reading does), or nil.
    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        size = UInt64(info.st_size)
        inode = UInt64(info.st_ino)
        #if canImport(Darwin)
            modified = Self.nanoseconds(info.st_mtimespec)
            changed = Self.nanoseconds(info.st_ctimespec)
        #else
            modified = Self.nanoseconds(info.st_mtim)
            changed = Self.nanoseconds(info.st_ctim)
        #endif
    }

    init(size: UInt64, inode: UInt64, modified: UInt64, changed: UInt64) {
        self.size = size
        self.inode = inode
        self.modified = modified
        self.changed = changed
    }

    /// Whether the file was last written or changed at least `margin` seconds before `now`. Only
    /// such a stamp is kept: a file written in the same clock tick as the run that read it could be
    /// written again within that tick, same size and same times, and must be read next time.
    func isSettled(before now: Date, margin: TimeInterval) -> Bool {
        let limit = UInt64(max(0, (now.timeIntervalSince1970 - margin) * 1e9))
        return modified < limit && changed < limit
    }

    private static func nanoseconds(_ time: timespec) -> UInt64 {
        UInt64(max(0, time.tv_sec)) &* 1_000_000_000 &+ UInt64(max(0, time.tv_nsec))
    }
}
