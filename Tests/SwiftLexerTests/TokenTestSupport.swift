import SwiftLexer
import XCTest

/// The tokens of `source` but whitespace and line breaks, as (kind, text) pairs.
func significantTokens(_ source: String) -> [(TokenKind, String)] {
    allTokens(source).filter { $0.0 != .whitespace && $0.0 != .newline }
}

/// Every token of `source`, trivia included, as (kind, text) pairs.
func allTokens(_ source: String) -> [(TokenKind, String)] {
    let bytes = Array(source.utf8)
    let tokens = Lexer.tokenize(bytes)
    return tokens.map { token in
        (token.kind, String(decoding: bytes[token.start..<token.end], as: UTF8.self))
    }
}

/// Asserts the significant tokens of `source`, written as `kind text` lines for readability.
func assertTokens(
    _ source: String,
    _ expected: [(TokenKind, String)],
    file: StaticString = #filePath,
    line: UInt = #line
) {
    let actual = significantTokens(source)
    let render = { (pairs: [(TokenKind, String)]) in
        pairs.map { "\($0.0.name) \($0.1.debugDescription)" }.joined(separator: "\n")
    }
    XCTAssertEqual(render(actual), render(expected), "tokens of \(source.debugDescription)", file: file, line: line)
}

/// Asserts that the tokens tile `bytes` exactly: contiguous, non-empty, covering every byte.
func assertTiles(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) {
    let tokens = Lexer.tokenize(bytes)
    var position = 0
    for index in 0..<tokens.count {
        let range = tokens.range(index)
        guard range.lowerBound == position, range.upperBound > range.lowerBound else {
            XCTFail(
                "token \(index) \(tokens[index]) does not continue at \(position) in \(bytes)", file: file, line: line)
            return
        }
        position = range.upperBound
    }
    XCTAssertEqual(position, bytes.count, "tokens stop short of the end of \(bytes)", file: file, line: line)
}
