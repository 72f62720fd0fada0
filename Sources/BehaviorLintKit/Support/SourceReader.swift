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
public enum SourceReader {
    public static func read(path: String) -> Result<[UInt8], SourceReadError> {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .failure(.notFound(path))
        }
        if isDirectory.boolValue { return .failure(.isDirectory(path)) }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            return .failure(.unreadable(path, reason: "permission denied"))
        }
        defer { try? handle.close() }
        do {
            let data = try handle.readToEnd() ?? Data()
            return .success([UInt8](data))
        } catch {
            return .failure(.unreadable(path, reason: error.localizedDescription))
        }
    }
}
