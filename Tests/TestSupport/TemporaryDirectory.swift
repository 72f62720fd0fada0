import Foundation

/// A fresh folder under the system temporary directory, removed when the test is done.
public final class TemporaryDirectory {
    public let url: URL
    public var path: String { url.path }

    public init() {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("behavior-lint-tests-\(UUID().uuidString)", isDirectory: true)
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// Writes `bytes` to `name` (folders created as needed) and returns its path.
    @discardableResult
    public func write(_ name: String, bytes: [UInt8]) -> String {
        let file = url.appendingPathComponent(name)
        try! FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try! Data(bytes).write(to: file)
        return file.path
    }

    @discardableResult
    public func write(_ name: String, _ text: String) -> String {
        write(name, bytes: Array(text.utf8))
    }
}
