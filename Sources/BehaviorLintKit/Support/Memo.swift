import Foundation

/// Values made when first asked for and kept: rules run on several threads, so it locks; a value
/// is made outside the lock (making one may ask for another), and two threads asking for the
/// same one at once may both make it, the same value.
final class Memo<Key: Hashable, Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Key: Value] = [:]

    func value(_ key: Key, _ make: () -> Value) -> Value {
        lock.lock()
        let found = values[key]
        lock.unlock()
        if let found { return found }
        let made = make()
        lock.lock()
        values[key] = made
        lock.unlock()
        return made
    }
}
