import Foundation

/// A buffered byte stream for command output: standard output or error in the tool, an
/// in-memory capture in tests.
public final class TextOutput: @unchecked Sendable {
    private var buffer: [UInt8] = []
    private let handle: FileHandle?
    private let lock = NSLock()
    /// Everything written, for a capturing output (empty for a file-backed one).
    public private(set) var captured: [UInt8] = []

    public init(handle: FileHandle) {
        self.handle = handle
        buffer.reserveCapacity(1 << 16)
    }

    private init() {
        handle = nil
    }

    /// An output that keeps what is written in memory.
    public static func capture() -> TextOutput { TextOutput() }

    public var capturedText: String { String(decoding: captured, as: UTF8.self) }

    public func write(_ text: String) {
        lock.lock()
        defer { lock.unlock() }
        buffer.append(contentsOf: text.utf8)
        flushIfLarge()
    }

    public func write(bytes: [UInt8]) {
        lock.lock()
        defer { lock.unlock() }
        buffer.append(contentsOf: bytes)
        flushIfLarge()
    }

    public func flush() {
        lock.lock()
        defer { lock.unlock() }
        drain()
    }

    private func flushIfLarge() {
        if buffer.count >= 1 << 16 { drain() }
    }

    private func drain() {
        guard !buffer.isEmpty else { return }
        if let handle {
            handle.write(Data(buffer))
        } else {
            captured.append(contentsOf: buffer)
        }
        buffer.removeAll(keepingCapacity: true)
    }
}

/// The two streams a command writes to.
public struct Console: Sendable {
    public let out: TextOutput
    public let err: TextOutput

    public init(out: TextOutput, err: TextOutput) {
        self.out = out
        self.err = err
    }

    public static func standard() -> Console {
        Console(out: TextOutput(handle: .standardOutput), err: TextOutput(handle: .standardError))
    }

    public static func capture() -> Console {
        Console(out: .capture(), err: .capture())
    }

    public func flush() {
        out.flush()
        err.flush()
    }
}
