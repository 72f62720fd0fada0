import XCTest

@testable import BehaviorLintKit

/// How declarations are read: what the scan keeps of their modifiers and attributes.
final class DeclarationParserTests: XCTestCase {
    /// Attributes keep no whitespace: taken byte by byte from ASCII text, the result is the one
    /// Swift's own whitespace property gives, whatever the text holds.
    func testWhitespaceIsDroppedAsCharactersDropIt() {
        let pieces = [
            "@", "available", "(", "iOS", " ", "\t", "\n", "\r\n", "\r", "\u{0B}", "\u{0C}", "*", ",", "\"a b\"",
            "\u{85}", "\u{A0}", "\u{2028}", "é", "👍🏽", "x",
        ]
        var random = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            let text = (0..<Int.random(in: 0...12, using: &random)).map { _ in pieces.randomElement(using: &random)! }
                .joined()
            XCTAssertEqual(
                DeclarationParser.withoutWhitespace(text), text.filter { !$0.isWhitespace }, text.debugDescription)
        }
    }

    func testAnAttributeIsKeptWithoutItsSpaces() {
        let summary = Scanner.summarize(
            bytes: Array("final class A {\n    @available(iOS 13, *)\n    @objc func b() {}\n}\n".utf8), path: "A.swift"
        )
        XCTAssertEqual(summary.functions.first?.modifiers, ["@available(iOS13,*)", "@objc"])
    }
}
