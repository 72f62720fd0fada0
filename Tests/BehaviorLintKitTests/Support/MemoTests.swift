import Foundation
import XCTest

@testable import BehaviorLintKit

/// A value the rules share is made once for all of them, and asking from several threads at once
/// gives every one of them that value.
final class MemoTests: XCTestCase {
    func testAValueIsMadeOnceAndKept() {
        let memo = Memo<String, Int>()
        var made = 0
        XCTAssertEqual(
            memo.value("a") {
                made += 1
                return 1
            }, 1)
        XCTAssertEqual(
            memo.value("a") {
                made += 1
                return 2
            }, 1, "kept, not made again")
        XCTAssertEqual(
            memo.value("b") {
                made += 1
                return 3
            }, 3, "another key, another value")
        XCTAssertEqual(made, 2)
    }

    func testThreadsAskingAtOnceGetTheSameValues() {
        let memo = Memo<Int, [Int]>()
        let asked = Parallel.map(400, jobs: 8) { item in memo.value(item % 10) { Array(0...(item % 10)) } }
        XCTAssertEqual(asked, (0..<400).map { Array(0...($0 % 10)) })
    }

    func testMakingOneValueMayAskForAnother() {
        let memo = Memo<Int, Int>()
        func factorial(_ n: Int) -> Int { memo.value(n) { n <= 1 ? 1 : n * factorial(n - 1) } }
        XCTAssertEqual(factorial(10), 3_628_800)
        XCTAssertEqual(memo.value(5) { 0 }, 120, "made on the way, and kept")
    }
}
