import XCTest

@testable import SwiftLexer

/// The packed-integer keyword lookup agrees with the keyword list, in both directions.
final class KeywordTests: XCTestCase {
    private func role(_ word: String, padding: Int) -> KeywordRole? {
        let bytes = Array(word.utf8) + Array(repeating: UInt8(ascii: " "), count: padding)
        return bytes.withUnsafeBufferPointer { Keywords.role($0.baseAddress!, 0, word.utf8.count, count: bytes.count) }
    }

    func testEveryKeywordIsFoundWhateverFollowsIt() {
        for word in Keywords.all {
            for padding in [0, 3, 16] {
                XCTAssertNotNil(role(word, padding: padding), "\(word) + \(padding) bytes")
            }
        }
        XCTAssertEqual(role("true", padding: 0), .expression)
        XCTAssertEqual(role("func", padding: 8), .introducesOperatorName)
        XCTAssertEqual(role("try", padding: 8), .try)
    }

    func testNonKeywordsAreNotFound() {
        for word in [
            "override", "async", "await", "some", "get", "Int", "selfish", "inits", "i", "typealiases",
            "precedencegroups", "associatedtyp", "self_", "nill", "Any2",
        ] {
            XCTAssertNil(role(word, padding: 0), word)
            XCTAssertNil(role(word, padding: 10), word)
        }
    }

    func testContextualKeywordsLexAsIdentifiers() {
        XCTAssertEqual(Lexer.tokenize("override").map { $0.kind }, [.identifier])
        XCTAssertEqual(Lexer.tokenize("precedencegroup").map { $0.kind }, [.keyword])
    }
}
