import XCTest

@testable import BehaviorLintKit

/// A file's long call texts are made once and shared; whatever the table remembers or forgets,
/// every text is the text of its bytes.
final class SharedTextsTests: XCTestCase {
    private func storage(_ text: String) -> UnsafeRawPointer? {
        var text = text
        return text.withUTF8 { UnsafeRawPointer($0.baseAddress) }
    }

    func testARepeatedLongTextIsOneString() {
        let source = Array(
            "view.translatesAutoresizingMaskIntoConstraints = false; label.translatesAutoresizingMaskIntoConstraints"
                .utf8)
        source.withUnsafeBufferPointer { bytes in
            let texts = SharedTexts(bytes: bytes)
            let first = texts.text(from: 5, to: 46)
            let second = texts.text(from: 62, to: 103)
            XCTAssertEqual(first, "translatesAutoresizingMaskIntoConstraints")
            XCTAssertEqual(second, first)
            XCTAssertEqual(storage(first), storage(second), "one allocation for both")
            XCTAssertEqual(texts.text(from: 0, to: 4), "view", "a short text is made as it is")
        }
    }

    func testEveryTextIsTheTextOfItsBytesWhateverTheTableHolds() {
        let words = (0..<300).map { index in
            "name\(index)" + String(repeating: "é", count: index % 7) + String(repeating: "x", count: 12 + index % 23)
        }
        var source: [UInt8] = []
        var ranges: [Range<Int>] = []
        for index in 0..<3000 {
            // Repeats near and far, long and short, in an order that scatters them over the table.
            let word = Array(words[(index * 7919 + index / 13) % words.count].utf8)
            ranges.append(source.count..<source.count + word.count)
            source += word + [UInt8(ascii: " ")]
        }
        source.withUnsafeBufferPointer { bytes in
            let texts = SharedTexts(bytes: bytes)
            for range in ranges {
                XCTAssertEqual(
                    texts.text(from: range.lowerBound, to: range.upperBound),
                    String(decoding: bytes[range], as: UTF8.self))
            }
        }
    }
}
