import XCTest

@testable import BehaviorLintKit

/// Work shared between threads: the result never depends on the number of threads.
final class ParallelTests: XCTestCase {
    func testMapKeepsTheOrderOfItsItemsWhateverTheJobs() {
        for jobs in [1, 2, 3, 8] {
            XCTAssertEqual(Parallel.map(100, jobs: jobs) { $0 * $0 }, (0..<100).map { $0 * $0 })
        }
        XCTAssertEqual(Parallel.map(0, jobs: 4) { $0 }, [])
    }
}
