import XCTest

@testable import BehaviorLintKit

/// Summaries are compacted when a file's scan is done: the same elements, in storage of their size.
final class SummaryCompactionTests: XCTestCase {
    func testAnArrayWithMuchSpareRoomKeepsItsElementsInStorageOfTheirSize() {
        var names: [String] = []
        names.reserveCapacity(1000)
        for index in 0..<100 { names.append("name \(index) long enough to live on the heap") }
        let before = names
        names.compact()
        XCTAssertEqual(names, before)
        XCTAssertLessThan(names.capacity, 128)
    }

    func testAnArrayWithLittleSpareRoomIsLeftAsItIs() {
        var numbers = [Int](repeating: 7, count: 100)
        let capacity = numbers.capacity
        numbers.compact()
        XCTAssertEqual(numbers, [Int](repeating: 7, count: 100))
        XCTAssertEqual(numbers.capacity, capacity)
    }
}
