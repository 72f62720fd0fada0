import SwiftLexer
import XCTest

@testable import BehaviorLintKit

/// Where a file stops being UTF-8: the scan passes over eight ASCII bytes at a time, and finds the
/// offset that reading scalar by scalar finds, wherever the first bad byte falls.
final class InvalidUTF8Tests: XCTestCase {
    private func scalarByScalar(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            while index < buffer.count {
                let scalar = UnicodeClasses.decode(buffer.baseAddress!, index, buffer.count)
                guard scalar.value != nil else { return index }
                index += scalar.length
            }
            return nil
        }
    }

    func testTheFirstInvalidOffsetIsTheOneReadingScalarByScalarFinds() {
        let pieces: [[UInt8]] = [
            Array("a".utf8), Array("let x = 1\n".utf8), Array("é".utf8), Array("👍".utf8), Array("€".utf8),
            [0xFF], [0xC3], [0xE2, 0x82], [0x80], [0xF0, 0x9F, 0x91],
        ]
        var random = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            let bytes = (0..<Int.random(in: 0...24, using: &random)).flatMap { _ in
                Int.random(in: 0..<4, using: &random) == 0 ? pieces.randomElement(using: &random)! : pieces[0]
            }
            let found = bytes.withUnsafeBufferPointer { firstInvalidUTF8Offset($0) }
            XCTAssertEqual(found, scalarByScalar(bytes), "\(bytes)")
        }
        XCTAssertNil([UInt8]().withUnsafeBufferPointer { firstInvalidUTF8Offset($0) })
    }
}
