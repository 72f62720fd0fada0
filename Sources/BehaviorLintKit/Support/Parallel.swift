import Dispatch
import Foundation

/// Runs independent work items on up to `jobs` threads. Results go into per-index slots, so the
/// output never depends on the number of threads or on scheduling.
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
                DispatchQueue.concurrentPerform(iterations: workers) { worker in
                    var index = worker
                    while index < count {
                        box.value[index] = work.value(index)
                        index += workers
                    }
                }
            }
        }
        return slots.map { $0! }
    }
}

/// Lets concurrent workers share a value they only touch at disjoint indices.
struct UncheckedSendable<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}
