import SwiftLexer
import XCTest

/// Words, operators, punctuation, `#` and `@` forms, comments and trivia.
final class LexerStructureTests: XCTestCase {
    func testBacktickedKeywordIsAnIdentifier() {
        assertTokens(
            "let `class` = 1", [(.keyword, "let"), (.identifier, "`class`"), (.punctuation, "="), (.integer, "1")])
        assertTokens(
            "func `test something works`()",
            [
                (.keyword, "func"), (.identifier, "`test something works`"), (.punctuation, "("), (.punctuation, ")"),
            ])
    }

    func testContextualKeywordsAreIdentifiers() {
        assertTokens(
            "override func viewDidLoad() async",
            [
                (.identifier, "override"), (.keyword, "func"), (.identifier, "viewDidLoad"),
                (.punctuation, "("), (.punctuation, ")"), (.identifier, "async"),
            ])
        assertTokens("_ = await x", [(.keyword, "_"), (.punctuation, "="), (.identifier, "await"), (.identifier, "x")])
    }

    func testDollarAndUnicodeIdentifiers() {
        assertTokens(
            "$0 + $name + café + 😀",
            [
                (.identifier, "$0"), (.operator, "+"), (.identifier, "$name"), (.operator, "+"),
                (.identifier, "café"), (.operator, "+"), (.identifier, "😀"),
            ])
    }

    func testOptionalChainingAndForceUnwrap() {
        assertTokens(
            "x?.y!",
            [(.identifier, "x"), (.punctuation, "?"), (.punctuation, "."), (.identifier, "y"), (.punctuation, "!")])
        assertTokens(
            "a != b ? c : d",
            [
                (.identifier, "a"), (.operator, "!="), (.identifier, "b"), (.punctuation, "?"),
                (.identifier, "c"), (.punctuation, ":"), (.identifier, "d"),
            ])
        assertTokens("!flag", [(.operator, "!"), (.identifier, "flag")])
    }

    func testRangeAndDotOperators() {
        assertTokens("a..<b", [(.identifier, "a"), (.operator, "..<"), (.identifier, "b")])
        assertTokens(
            "xs[1...]",
            [(.identifier, "xs"), (.punctuation, "["), (.integer, "1"), (.operator, "..."), (.punctuation, "]")])
        assertTokens("f(...)", [(.identifier, "f"), (.punctuation, "("), (.operator, "..."), (.punctuation, ")")])
        assertTokens("a .* b", [(.identifier, "a"), (.operator, ".*"), (.identifier, "b")])
    }

    func testCustomOperatorDeclaration() {
        assertTokens(
            "static func +++ (lhs: Int, rhs: Int) -> Int",
            [
                (.keyword, "static"), (.keyword, "func"), (.operator, "+++"), (.punctuation, "("),
                (.identifier, "lhs"), (.punctuation, ":"), (.identifier, "Int"), (.punctuation, ","),
                (.identifier, "rhs"), (.punctuation, ":"), (.identifier, "Int"), (.punctuation, ")"),
                (.punctuation, "->"), (.identifier, "Int"),
            ])
        assertTokens("a ∪ b", [(.identifier, "a"), (.operator, "∪"), (.identifier, "b")])
    }

    func testInoutAmpersandIsPunctuation() {
        assertTokens(
            "swap(&a, &b); x = a & b",
            [
                (.identifier, "swap"), (.punctuation, "("), (.punctuation, "&"), (.identifier, "a"),
                (.punctuation, ","), (.punctuation, "&"), (.identifier, "b"), (.punctuation, ")"),
                (.punctuation, ";"), (.identifier, "x"), (.punctuation, "="), (.identifier, "a"),
                (.operator, "&"), (.identifier, "b"),
            ])
    }

    func testPoundDirectivesAndMacros() {
        assertTokens(
            "#if os(iOS)\n#elseif DEBUG\n#else\n#endif",
            [
                (.pound, "#if"), (.identifier, "os"), (.punctuation, "("), (.identifier, "iOS"), (.punctuation, ")"),
                (.pound, "#elseif"), (.identifier, "DEBUG"), (.pound, "#else"), (.pound, "#endif"),
            ])
        assertTokens(
            "#selector(tap) #Preview { } #available(iOS 17, *)",
            [
                (.pound, "#selector"), (.punctuation, "("), (.identifier, "tap"), (.punctuation, ")"),
                (.pound, "#Preview"), (.punctuation, "{"), (.punctuation, "}"),
                (.pound, "#available"), (.punctuation, "("), (.identifier, "iOS"), (.integer, "17"),
                (.punctuation, ","), (.operator, "*"), (.punctuation, ")"),
            ])
    }

    func testAttributes() {
        assertTokens(
            "@objc @MainActor final class A",
            [
                (.punctuation, "@"), (.identifier, "objc"), (.punctuation, "@"), (.identifier, "MainActor"),
                (.identifier, "final"), (.keyword, "class"), (.identifier, "A"),
            ])
    }

    func testComments() {
        assertTokens(
            "a /* /* */ */ b // line\n/// doc\n/** block doc */",
            [
                (.identifier, "a"), (.comment, "/* /* */ */"), (.identifier, "b"), (.comment, "// line"),
                (.comment, "/// doc"), (.comment, "/** block doc */"),
            ])
        assertTokens("x /* never closed\n y", [(.identifier, "x"), (.comment, "/* never closed\n y")])
    }

    func testShebang() {
        assertTokens(
            "#!/usr/bin/swift\nprint(1)",
            [
                (.comment, "#!/usr/bin/swift"), (.identifier, "print"), (.punctuation, "("), (.integer, "1"),
                (.punctuation, ")"),
            ])
    }

    func testTriviaTokens() {
        let tokens = allTokens("a \t b\r\nc\rd\n")
        XCTAssertEqual(
            tokens.map { $0.0 },
            [.identifier, .whitespace, .identifier, .newline, .identifier, .newline, .identifier, .newline])
        XCTAssertEqual(tokens[3].1, "\r\n")
    }

    func testEditorPlaceholderIsAnIdentifier() {
        assertTokens(
            "f(<#value#>)", [(.identifier, "f"), (.punctuation, "("), (.identifier, "<#value#>"), (.punctuation, ")")])
    }

    func testBadBytesAreUnknownTokens() {
        let bytes: [UInt8] = Array("a ".utf8) + [0xFF, 0x00] + Array(" b".utf8)
        let tokens = Lexer.tokenize(bytes)
        XCTAssertEqual(
            tokens.map { $0.kind }, [.identifier, .whitespace, .unknown, .unknown, .whitespace, .identifier])
    }

    func testStrayBlockCommentEndIsUnknown() {
        assertTokens("a */ b", [(.identifier, "a"), (.unknown, "*/"), (.identifier, "b")])
    }

    func testLineTableCountsUTF8BytesAndAllLineBreaks() {
        let bytes = Array("é = 1\r\nb\rc\n".utf8)
        let table = LineTable(bytes)
        XCTAssertEqual(table.lineStarts, [0, 8, 10, 12])
        XCTAssertEqual(table.location(of: 3).line, 1)
        XCTAssertEqual(table.location(of: 3).column, 4)  // `é` is two bytes
        XCTAssertEqual(table.location(of: 10).line, 3)
        XCTAssertEqual(table.location(of: 10).column, 1)
    }

    /// The table reads eight bytes at a time and jumps to the first line break a word holds:
    /// wherever the breaks fall (word boundaries, `\r\n` split across words, the last bytes), and
    /// whatever bytes lie near them (one bit away from a break, zero, high), it finds the lines a
    /// byte by byte reading finds.
    func testLineTableFindsTheSameLinesAsReadingByteByByte() {
        var generator = SystemRandomNumberGenerator()
        let near: [UInt8] = [0x0A, 0x0D, 0x0B, 0x0C, 0x09, 0x0E, 0x00, 0x8A, 0x8D, 0x80, 0xFF, 0xC3, 0x62]
        for _ in 0..<1000 {
            let length = Int.random(in: 0...80, using: &generator)
            let bytes: [UInt8] = (0..<length).map { _ in
                Bool.random(using: &generator) ? near.randomElement(using: &generator)! : 0x61
            }
            var expected = [0]
            var index = 0
            while index < bytes.count {
                index += 1
                if bytes[index - 1] == 0x0A {
                    expected.append(index)
                } else if bytes[index - 1] == 0x0D {
                    if index < bytes.count && bytes[index] == 0x0A { index += 1 }
                    expected.append(index)
                }
            }
            XCTAssertEqual(LineTable(bytes).lineStarts, expected, "\(bytes)")
        }
    }

    /// A line comment ends at the first line break after it, found eight bytes at a time:
    /// wherever the break falls and whatever bytes are near it.
    func testALineCommentEndsAtTheFirstLineBreak() {
        var generator = SystemRandomNumberGenerator()
        let near: [UInt8] = [0x0B, 0x0C, 0x09, 0x0E, 0x00, 0x8A, 0x8D, 0x80, 0xFF, 0x62, 0x20]
        for _ in 0..<1000 {
            let filler: [UInt8] = (0..<Int.random(in: 0...40, using: &generator)).map { _ in
                near.randomElement(using: &generator)!
            }
            let lineBreak: [UInt8] = [[0x0A], [0x0D], [0x0D, 0x0A]].randomElement(using: &generator)!
            let bytes = Array("// ".utf8) + filler + lineBreak + Array("x // y".utf8)
            let tokens = Lexer.tokenize(bytes)
            XCTAssertEqual(tokens.kind(0), .comment, "\(bytes)")
            XCTAssertEqual(tokens.end(0), 3 + filler.count, "\(bytes)")
            XCTAssertEqual(tokens.kind(tokens.count - 1), .comment)
            XCTAssertEqual(tokens.end(tokens.count - 1), bytes.count, "a comment at the end of the file runs to it")
        }
    }
}
