import Foundation

/// Why a source file could not be read; the description is the message users see.
public enum SourceReadError: Error, Equatable, CustomStringConvertible {
    case notFound(String)
    case isDirectory(String)
    case unreadable(String, reason: String)

    public var description: String {
        switch self {
        case .notFound(let path): return "'\(path)' does not exist"
        case .isDirectory(let path): return "'\(path)' is a directory, not a file"
        case .unreadable(let path, let reason): return "cannot read '\(path)': \(reason)"
        }
    }
}

/// Reads source files as raw bytes: any bytes are accepted, decoding is the lexer's business.
/// One `open`, one `fstat` and reads straight into the array: a lint reads every file of an app.
public enum SourceReader {
    public static func read(path: String) -> Result<[UInt8], SourceReadError> {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return .failure(failure(path, errno)) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(failure(path, errno)) }
        if info.st_mode & S_IFMT == S_IFDIR { return .failure(.isDirectory(path)) }
        let size = max(Int(info.st_size), 0)
        var failed: Int32 = 0
        var bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
            var total = 0
            while total < size {
                let got = Foundation.read(descriptor, buffer.baseAddress! + total, size - total)
                if got < 0 && errno == EINTR { continue }
                if got < 0 { failed = errno }
                if got <= 0 { break }
                total += got
            }
            initialized = total
        }
        guard failed == 0 else { return .failure(failure(path, failed)) }
        // A file that grew since `fstat` is read on to its end.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 4096) { more in
            while true {
                let got = Foundation.read(descriptor, more.baseAddress, more.count)
                if got < 0 && errno == EINTR { continue }
                if got < 0 { return .failure(failure(path, errno)) }
                if got == 0 { return .success(bytes) }
                bytes += UnsafeBufferPointer(rebasing: more[0..<got])
            }
        }
    }

    private static func failure(_ path: String, _ code: Int32) -> SourceReadError {
        switch code {
        case ENOENT, ENOTDIR: return .notFound(path)
        case EISDIR: return .isDirectory(path)
        case EACCES, EPERM: return .unreadable(path, reason: "permission denied")
        default: return .unreadable(path, reason: String(cString: strerror(code)))
        }
    }
}
