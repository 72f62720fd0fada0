import Foundation

/// Lets a one-shot process leave what a run is done with to the OS. A run's summaries and index
/// are a few hundred thousand small allocations; freeing them one by one was the last, serial
/// step of a lint (15–19 ms of 0.6 s on two cores, seven apps), just before the process exited and
/// the OS took its memory back at once anyway. Off unless the executable's entry point turns it on:
/// a program that lints many times (the tests, the benchmark) frees as it goes.
public enum ProcessLifetime {
    /// Whether `keep(_:)` keeps values until the process exits.
    public static var leavesMemoryToExit: Bool {
        get { kept.isOn }
        set { kept.isOn = newValue }
    }

    /// Keeps `value` until the process exits when `leavesMemoryToExit` is on; does nothing otherwise.
    static func keep(_ value: Any) { kept.append(value) }

    private static let kept = KeptValues()
}

private final class KeptValues: @unchecked Sendable {
    private let lock = NSLock()
    private var on = false
    private var values: [Any] = []

    var isOn: Bool {
        get { lock.withLock { on } }
        set { lock.withLock { on = newValue } }
    }

    func append(_ value: Any) {
        lock.withLock { if on { values.append(value) } }
    }
}
