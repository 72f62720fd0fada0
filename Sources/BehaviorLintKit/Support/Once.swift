import Foundation

/// A value made once, when first asked for, by the thread asking (any other waits for it rather
/// than making it again): what only some runs need.
final class Once<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var made: Value?

    func value(_ make: () -> Value) -> Value {
        lock.lock()
        defer { lock.unlock() }
        if let made { return made }
        let value = make()
        made = value
        return value
    }
}
