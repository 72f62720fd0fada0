import XCTest

@testable import BehaviorLintKit

/// Only a process that says it exits after one run keeps what the run is done with; anything
/// else (these tests among them) frees it as usual.
final class ProcessLifetimeTests: XCTestCase {
    private final class Summary {}

    func testValuesAreFreedAsUsualUnlessTheProcessLeavesThemToExit() {
        XCTAssertFalse(ProcessLifetime.leavesMemoryToExit, "off unless the executable turns it on")
        weak var freed: Summary?
        do {
            let summary = Summary()
            freed = summary
            ProcessLifetime.keep(summary)
        }
        XCTAssertNil(freed)

        ProcessLifetime.leavesMemoryToExit = true
        defer { ProcessLifetime.leavesMemoryToExit = false }
        weak var kept: Summary?
        do {
            let summary = Summary()
            kept = summary
            ProcessLifetime.keep(summary)
        }
        XCTAssertNotNil(kept, "kept until the process exits")
    }
}
