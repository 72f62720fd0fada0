import Dispatch
import Foundation

/// Runs independent work items on up to `jobs` threads. Each thread takes the next item when it
/// is done with one, so a large file or a slow project rule does not leave the other threads
/// idle at the end; results go into per-index slots, so the output never depends on the number
/// of threads or on scheduling.
public enum Parallel {
    public static var defaultJobs: Int { ProcessInfo.processInfo.activeProcessorCount }

    public static func map<T>(_ count: Int, jobs: Int = defaultJobs, _ body: (Int) -> T) -> [T] {
        let slots = UnsafeMutableBufferPointer<T?>.allocate(capacity: count)
        slots.initialize(repeating: nil)
        defer { slots.deallocate() }
        let box = UncheckedSendable(slots)
        let workers = max(1, min(jobs, count))
        withoutActuallyEscaping(body) { body in
            let work = UncheckedSendable(body)
            if workers == 1 {
                for index in 0..<count { box.value[index] = work.value(index) }
            } else {
                let items = NextItem(count: count)
                DispatchQueue.concurrentPerform(iterations: workers) { _ in
                    while let index = items.take() { box.value[index] = work.value(index) }
                }
            }
        }
        return slots.map { $0! }
    }
}

/// Hands out the indices `0..<count` one at a time to whichever thread asks.
private final class NextItem: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private let count: Int

    init(count: Int) { self.count = count }

    func take() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < count else { return nil }
        next += 1
        return next - 1
    }
}

/// Lets concurrent workers share a value they only touch at disjoint indices.
struct UncheckedSendable<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}
