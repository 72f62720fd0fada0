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

    func testRoomForTwoMoreCallsIsGivenBack() {
        let call = Call(
            receiver: "navigationController", name: "setNavigationBarHidden", labelText: "_:animated:",
            location: SourceLocation(line: 3, column: 9), start: 40, inClosure: false)
        var calls: [Call] = []
        calls.reserveCapacity(5)
        calls += [call, call, call]
        XCTAssertGreaterThan((calls.capacity - calls.count) * MemoryLayout<Call>.stride, 64)
        calls.compact()
        XCTAssertEqual(calls, [call, call, call])
        XCTAssertLessThanOrEqual(
            (calls.capacity - calls.count) * MemoryLayout<Call>.stride, 64, "summaries hold every call of a project")
    }
}
