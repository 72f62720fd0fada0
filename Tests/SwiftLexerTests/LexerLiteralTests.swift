import SwiftLexer
import XCTest

/// Strings, numbers and regex literals: each literal, however nested, is exactly one token.
final class LexerLiteralTests: XCTestCase {
    func testNestedInterpolationIsOneString() {
        assertTokens(
            #"let s = "a\("b\("c")")""#,
            [
                (.keyword, "let"), (.identifier, "s"), (.punctuation, "="),
                (.string, #""a\("b\("c")")""#),
            ])
    }

    func testRawStringDoesNotInterpolateWithoutPound() {
        assertTokens(
            ##"let a = #"\(x)"#"##,
            [
                (.keyword, "let"), (.identifier, "a"), (.punctuation, "="), (.string, ##"#"\(x)"#"##),
            ])
        // Were `\(` an interpolation here, the `"#` inside it would not close the literal.
        assertTokens(
            ##"f(#"\("#)"##,
            [
                (.identifier, "f"), (.punctuation, "("), (.string, ##"#"\("#"##), (.punctuation, ")"),
            ])
    }

    func testRawStringInterpolatesWithPound() {
        // Inside `\#( … )`, `"a"` is a nested literal, so `"#` after it does not close the outer one.
        assertTokens(
            ##"x = #"\#("a"#)"# + y"##,
            [
                (.identifier, "x"), (.punctuation, "="), (.string, ##"#"\#("a"#)"#"##),
                (.operator, "+"), (.identifier, "y"),
            ])
    }

    func testMultiLineStringWithContinuationAndQuotes() {
        let source = """
            let s = \"\"\"
                a "quoted" word, "" two quotes, \\
                continued
                \"\"\"
            next
            """
        assertTokens(
            source,
            [
                (.keyword, "let"), (.identifier, "s"), (.punctuation, "="),
                (.string, "\"\"\"\n    a \"quoted\" word, \"\" two quotes, \\\n    continued\n    \"\"\""),
                (.identifier, "next"),
            ])
    }

    func testRawStringsWithSeveralPounds() {
        assertTokens(
            ###"a = ##"say "#hi"# now"## + b"###,
            [
                (.identifier, "a"), (.punctuation, "="), (.string, ###"##"say "#hi"# now"##"###),
                (.operator, "+"), (.identifier, "b"),
            ])
        assertTokens(
            ##"let q = #"""#"##, [(.keyword, "let"), (.identifier, "q"), (.punctuation, "="), (.string, ##"#"""#"##)])
        assertTokens(
            "let m = #\"\"\"\n  raw \\(x) \"\"\" not yet\n  \"\"\"#\nz",
            [
                (.keyword, "let"), (.identifier, "m"), (.punctuation, "="),
                (.string, "#\"\"\"\n  raw \\(x) \"\"\" not yet\n  \"\"\"#"), (.identifier, "z"),
            ])
    }

    func testEscapesDoNotCloseStrings() {
        assertTokens(
            #"s = "a\"b\\" + "\u{1F600}""#,
            [
                (.identifier, "s"), (.punctuation, "="), (.string, #""a\"b\\""#), (.operator, "+"),
                (.string, #""\u{1F600}""#),
            ])
    }

    func testInterpolationHoldsClosuresCommentsAndParens() {
        let literal = #""\(items.map { /* ) " */ $0.name }.joined(separator: ", ")) and \((a + b) * c)""#
        assertTokens(
            "print(\(literal))",
            [
                (.identifier, "print"), (.punctuation, "("), (.string, literal), (.punctuation, ")"),
            ])
    }

    func testInterpolationInMultiLineStringMaySpanLines() {
        let literal = "\"\"\"\n  \\(value(\n    x)) \"quoted\"\n  \"\"\""
        assertTokens("t = " + literal, [(.identifier, "t"), (.punctuation, "="), (.string, literal)])
    }

    func testUnterminatedStringEndsAtLineBreak() {
        assertTokens(
            "let s = \"open\nlet t = 1",
            [
                (.keyword, "let"), (.identifier, "s"), (.punctuation, "="), (.string, "\"open"),
                (.keyword, "let"), (.identifier, "t"), (.punctuation, "="), (.integer, "1"),
            ])
        // A line break inside the interpolation of a one-line string ends the string too.
        assertTokens(
            "let s = \"a \\(foo(\nbar",
            [
                (.keyword, "let"), (.identifier, "s"), (.punctuation, "="), (.string, "\"a \\(foo("),
                (.identifier, "bar"),
            ])
    }

    func testUnterminatedMultiLineStringRunsToEnd() {
        assertTokens("x = \"\"\"\nabc", [(.identifier, "x"), (.punctuation, "="), (.string, "\"\"\"\nabc")])
    }

    func testSingleQuotedLiteralIsAString() {
        assertTokens("c = 'a'", [(.identifier, "c"), (.punctuation, "="), (.string, "'a'")])
    }

    func testDeeplyNestedInterpolation() {
        var literal = "\"x\""
        for _ in 0..<200 { literal = "\"\\(" + literal + ")\"" }
        assertTokens(
            "v = " + literal + " + 1",
            [
                (.identifier, "v"), (.punctuation, "="), (.string, literal), (.operator, "+"), (.integer, "1"),
            ])
    }

    func testIntegerForms() {
        for literal in ["0", "42", "1_000_000", "0b1010", "0o17", "0xFF_FF", "0x1f"] {
            assertTokens(literal, [(.integer, literal)])
        }
    }

    func testFloatForms() {
        for literal in ["3.14", "1_000.5e+3", "1e10", "2.5E-3", "0x1p-2", "0x1.8p3", "0xA.Bp+4"] {
            assertTokens(literal, [(.float, literal)])
        }
    }

    func testNumbersFollowedByMembers() {
        assertTokens("1.description", [(.integer, "1"), (.punctuation, "."), (.identifier, "description")])
        assertTokens("0xff.bitWidth", [(.integer, "0xff"), (.punctuation, "."), (.identifier, "bitWidth")])
        // A tuple element access, not a float.
        assertTokens(
            "x.0.1", [(.identifier, "x"), (.punctuation, "."), (.integer, "0"), (.punctuation, "."), (.integer, "1")])
    }

    func testMalformedNumberAbsorbsTheRestOfTheWord() {
        assertTokens("12abc + 0b102", [(.integer, "12abc"), (.operator, "+"), (.integer, "0b102")])
    }

    func testBareRegexWhereAnExpressionStarts() {
        assertTokens(
            "let r = /ab+c/", [(.keyword, "let"), (.identifier, "r"), (.punctuation, "="), (.regex, "/ab+c/")])
        assertTokens(
            "s.firstMatch(of: /[a-z]+/)",
            [
                (.identifier, "s"), (.punctuation, "."), (.identifier, "firstMatch"), (.punctuation, "("),
                (.identifier, "of"), (.punctuation, ":"), (.regex, "/[a-z]+/"), (.punctuation, ")"),
            ])
        assertTokens("return /\\d+/", [(.keyword, "return"), (.regex, "/\\d+/")])
        assertTokens(
            "let m = try? /x y/.wholeMatch(in: s)",
            [
                (.keyword, "let"), (.identifier, "m"), (.punctuation, "="), (.keyword, "try"), (.punctuation, "?"),
                (.regex, "/x y/"), (.punctuation, "."), (.identifier, "wholeMatch"), (.punctuation, "("),
                (.keyword, "in"), (.punctuation, ":"), (.identifier, "s"), (.punctuation, ")"),
            ])
    }

    func testDivisionIsNotARegex() {
        assertTokens(
            "a/b/c", [(.identifier, "a"), (.operator, "/"), (.identifier, "b"), (.operator, "/"), (.identifier, "c")])
        assertTokens(
            "let half = width / 2 / scale",
            [
                (.keyword, "let"), (.identifier, "half"), (.punctuation, "="), (.identifier, "width"),
                (.operator, "/"), (.integer, "2"), (.operator, "/"), (.identifier, "scale"),
            ])
        assertTokens("total /= 2", [(.identifier, "total"), (.operator, "/="), (.integer, "2")])
        // `/ x/` cannot open a bare regex (it starts with a space); `(/)` is an unapplied operator.
        assertTokens(
            "xs.reduce(1, /)",
            [
                (.identifier, "xs"), (.punctuation, "."), (.identifier, "reduce"), (.punctuation, "("),
                (.integer, "1"), (.punctuation, ","), (.operator, "/"), (.punctuation, ")"),
            ])
    }

    func testOperatorDeclarationsAreNotRegexes() {
        assertTokens("infix operator /^/", [(.identifier, "infix"), (.keyword, "operator"), (.operator, "/^/")])
        assertTokens(
            "static func /(lhs: V, rhs: V) -> V",
            [
                (.keyword, "static"), (.keyword, "func"), (.operator, "/"), (.punctuation, "("),
                (.identifier, "lhs"), (.punctuation, ":"), (.identifier, "V"), (.punctuation, ","),
                (.identifier, "rhs"), (.punctuation, ":"), (.identifier, "V"), (.punctuation, ")"),
                (.punctuation, "->"), (.identifier, "V"),
            ])
    }

    func testExtendedRegexLiterals() {
        assertTokens(
            "let r = #/a/b/#", [(.keyword, "let"), (.identifier, "r"), (.punctuation, "="), (.regex, "#/a/b/#")])
        let multiLine = "#/\n  (?<word>\\w+) # a word\n  /#"
        assertTokens(
            "let r = " + multiLine + "\nnext",
            [
                (.keyword, "let"), (.identifier, "r"), (.punctuation, "="), (.regex, multiLine), (.identifier, "next"),
            ])
    }

    func testPrefixOperatorBeforeRegexIsSplitOff() {
        assertTokens(
            "let b = !/x/",
            [(.keyword, "let"), (.identifier, "b"), (.punctuation, "="), (.operator, "!"), (.regex, "/x/")])
    }
}

/// Version tuples in availability lists read as the Swift parser reads them.
final class LexerAvailabilityTests: XCTestCase {
    func testVersionTuplesSplitIntoIntegers() {
        assertTokens(
            "if #available(iOS 13.4.1, *) {}",
            [
                (.keyword, "if"), (.pound, "#available"), (.punctuation, "("), (.identifier, "iOS"),
                (.integer, "13"), (.punctuation, "."), (.integer, "4"), (.punctuation, "."), (.integer, "1"),
                (.punctuation, ","), (.operator, "*"), (.punctuation, ")"), (.punctuation, "{"), (.punctuation, "}"),
            ])
        assertTokens(
            "@available(macOS, deprecated: 10.15)",
            [
                (.punctuation, "@"), (.identifier, "available"), (.punctuation, "("), (.identifier, "macOS"),
                (.punctuation, ","), (.identifier, "deprecated"), (.punctuation, ":"), (.integer, "10"),
                (.punctuation, "."), (.integer, "15"), (.punctuation, ")"),
            ])
    }

    func testFloatsElsewhereStayFloats() {
        assertTokens(
            "@objc(scale:) func f() { g(1.5) }",
            [
                (.punctuation, "@"), (.identifier, "objc"), (.punctuation, "("), (.identifier, "scale"),
                (.punctuation, ":"), (.punctuation, ")"), (.keyword, "func"), (.identifier, "f"),
                (.punctuation, "("), (.punctuation, ")"), (.punctuation, "{"), (.identifier, "g"),
                (.punctuation, "("), (.float, "1.5"), (.punctuation, ")"), (.punctuation, "}"),
            ])
    }
}
