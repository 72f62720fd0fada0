import XCTest

@testable import BehaviorLintKit

/// The glob patterns of `include` and `exclude`, matched against paths relative to the
/// configuration file's folder.
final class ConfigGlobPatternTests: XCTestCase {
    private func glob(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> GlobPattern {
        do {
            return try GlobPattern(text)
        } catch {
            XCTFail("'\(text)' does not compile: \(error)", file: file, line: line)
            return try! GlobPattern("never-matches-\u{1}")
        }
    }

    private func assertMatches(_ pattern: String, _ paths: [String], file: StaticString = #filePath, line: UInt = #line)
    {
        let compiled = glob(pattern, file: file, line: line)
        for path in paths {
            XCTAssertTrue(compiled.matches(path), "'\(pattern)' should match '\(path)'", file: file, line: line)
        }
    }

    private func assertRejects(_ pattern: String, _ paths: [String], file: StaticString = #filePath, line: UInt = #line)
    {
        let compiled = glob(pattern, file: file, line: line)
        for path in paths {
            XCTAssertFalse(compiled.matches(path), "'\(pattern)' should not match '\(path)'", file: file, line: line)
        }
    }

    private func syntaxError(_ pattern: String) -> GlobPattern.SyntaxError? {
        do {
            _ = try GlobPattern(pattern)
            return nil
        } catch {
            return error
        }
    }

    // MARK: Literal patterns

    func testALiteralPatternMatchesExactlyThatPath() {
        assertMatches("Sources/App.swift", ["Sources/App.swift"])
        assertRejects(
            "Sources/App.swift",
            [
                "Sources/App.swif", "Sources/App.swift2", "sources/App.swift",
                "Other/Sources/App.swift", "Sources/App.swift/x",
            ])
    }

    func testPatternsAreAnchoredAtTheConfigurationFolder() {
        assertMatches("*.swift", ["A.swift"])
        assertRejects("*.swift", ["Sources/A.swift"])
        assertRejects("Pods", ["Vendor/Pods"])
    }

    func testLeadingDotSlashAndSlashAndRepeatedSlashesAreIgnored() {
        assertMatches("./Sources/*.swift", ["Sources/A.swift", "./Sources/A.swift"])
        assertMatches("/Sources/*.swift", ["Sources/A.swift"])
        assertMatches("Sources//*.swift", ["Sources/A.swift", "Sources//A.swift"])
        assertMatches("Sources/./A.swift", ["Sources/A.swift"])
    }

    // MARK: *

    func testStarMatchesAnyRunOfCharactersWithinOneSegment() {
        assertMatches("*.swift", ["A.swift", ".swift", "Home View.swift", "a.b.swift"])
        assertMatches("Home*Controller.swift", ["HomeController.swift", "HomeViewController.swift"])
        assertMatches("*", ["anything"])
        assertRejects("*.swift", ["A.swift.orig", "A.m"])
    }

    func testStarNeverCrossesASlash() {
        assertRejects("*.swift", ["a/b.swift"])
        assertRejects("Sources*", ["Sources/A.swift"])
        assertRejects("a*b", ["a/b", "a/x/b"])
    }

    func testStarBacktracksAcrossRepeatedText() {
        assertMatches("*ab*ab", ["abab", "xabyabab", "ababab"])
        assertRejects("*ab*ab", ["abba", "aba"])
        assertMatches("*.generated.swift", ["Model.generated.swift", "A.generated.generated.swift"])
    }

    func testStarsInsideASegmentAreOneStar() {
        assertMatches("a**b", ["ab", "axxb"])
        assertRejects("a**b", ["a/b", "a/x/b"])
    }

    // MARK: ?

    func testQuestionMarkMatchesExactlyOneCharacterButNotSlash() {
        assertMatches("?.swift", ["A.swift"])
        assertRejects("?.swift", [".swift", "AB.swift"])
        assertRejects("a?b", ["a/b"])
    }

    func testQuestionMarkMatchesOneWholeNonASCIICharacter() {
        assertMatches("caf?.swift", ["café.swift", "cafe.swift"])
        assertMatches("??.swift", ["日本.swift"])
        assertRejects("?.swift", ["日本.swift"])
    }

    // MARK: Character classes

    func testASetMatchesOneOfItsCharacters() {
        assertMatches("[abc].swift", ["a.swift", "b.swift", "c.swift"])
        assertRejects("[abc].swift", ["d.swift", "ab.swift", ".swift"])
    }

    func testARangeMatchesEveryCharacterBetweenItsEnds() {
        assertMatches("V[0-9].swift", ["V0.swift", "V5.swift", "V9.swift"])
        assertRejects("V[0-9].swift", ["Va.swift", "V10.swift"])
        assertMatches("[a-cx-z]", ["a", "b", "c", "x", "z"])
        assertRejects("[a-cx-z]", ["d", "w", "A"])
    }

    func testExclamationMarkOrCaretNegatesASet() {
        assertMatches("[!x].swift", ["a.swift", "X.swift"])
        assertRejects("[!x].swift", ["x.swift"])
        assertMatches("[^a-z]*", ["Home", "1st"])
        assertRejects("[^a-z]*", ["home"])
    }

    func testANegatedSetStillNeverMatchesSlash() {
        assertRejects("a[!x]b", ["a/b"])
    }

    func testClosingBracketFirstAndDashAtEitherEndAreMembers() {
        assertMatches("[]]", ["]"])
        assertMatches("[!]]", ["a"])
        assertRejects("[!]]", ["]"])
        assertMatches("[-a]", ["-", "a"])
        assertMatches("[a-]", ["-", "a"])
        assertRejects("[a-]", ["b"])
    }

    func testSetsHoldNonASCIICharacters() {
        assertMatches("[éè]t[é].swift", ["été.swift", "èté.swift"])
        assertMatches("[α-ω]", ["λ"])
        assertRejects("[α-ω]", ["a", "Λ"])
    }

    func testBackslashMakesTheNextCharacterLiteral() {
        assertMatches("\\*.swift", ["*.swift"])
        assertRejects("\\*.swift", ["A.swift"])
        assertMatches("\\[a].swift", ["[a].swift"])
        assertMatches("[\\]]", ["]"])
        assertMatches("a\\?", ["a?"])
        assertRejects("a\\?", ["ab"])
    }

    // MARK: **

    func testDoubleStarSlashMatchesZeroOrMoreFolders() {
        assertMatches("**/*.swift", ["A.swift", "Sources/A.swift", "a/b/c/d/A.swift"])
        assertRejects("**/*.swift", ["A.m", "Sources/A.m", "Sources"])
    }

    func testDoubleStarInTheMiddleMatchesZeroOrMoreFolders() {
        assertMatches(
            "Sources/**/Generated/*.swift",
            [
                "Sources/Generated/A.swift", "Sources/App/Generated/A.swift",
                "Sources/a/b/Generated/A.swift",
            ])
        assertRejects(
            "Sources/**/Generated/*.swift",
            [
                "Generated/A.swift", "Sources/Generated/x/A.swift",
                "Tests/Generated/A.swift",
            ])
    }

    func testTrailingDoubleStarMatchesTheFolderAndEverythingInIt() {
        assertMatches("Pods/**", ["Pods", "Pods/A.swift", "Pods/Alamofire/Source/Request.swift"])
        assertRejects("Pods/**", ["PodsExtra/A.swift", "Vendor/Pods/A.swift"])
    }

    func testDoubleStarAloneMatchesEveryPath() {
        assertMatches("**", ["A.swift", "a/b/c.swift"])
    }

    func testRepeatedDoubleStarsBehaveAsOne() {
        assertMatches("**/**/*.swift", ["A.swift", "a/A.swift", "a/b/A.swift"])
        assertMatches("a/**/**/b", ["a/b", "a/x/b", "a/x/y/b"])
    }

    func testSeveralDoubleStarsBacktrack() {
        assertMatches(
            "**/Tests/**/*Tests.swift",
            [
                "Tests/ATests.swift", "App/Tests/Unit/ATests.swift",
                "Tests/Tests/Tests/BTests.swift",
            ])
        assertRejects("**/Tests/**/*Tests.swift", ["App/Test/ATests.swift", "Tests/A.swift"])
    }

    func testDoubleStarNextToOtherCharactersIsAnOrdinaryStar() {
        assertMatches("**.swift", ["A.swift"])
        assertRejects("**.swift", ["a/A.swift"])
    }

    func testATrailingSlashNamesAFolderAndEverythingInIt() {
        assertMatches("Generated/", ["Generated", "Generated/A.swift", "Generated/x/A.swift"])
        assertRejects("Generated/", ["GeneratedA.swift"])
    }

    func testHiddenNamesAreNotSpecial() {
        assertMatches("**/*.swift", [".hidden/A.swift", "a/.A.swift"])
    }

    // MARK: Compile errors

    func testAnUnclosedBracketIsASyntaxErrorAtTheBracket() {
        XCTAssertEqual(syntaxError("ab[cd")?.offset, 2)
        XCTAssertEqual(syntaxError("[]")?.offset, 0, "']' first is a member, so '[]' is unclosed")
        XCTAssertEqual(syntaxError("é[")?.offset, 2, "offsets count UTF-8 bytes")
        XCTAssertEqual(syntaxError("a[")?.message, "'[' has no closing ']' (write '\\[' for a literal bracket)")
    }

    func testAReversedRangeIsASyntaxError() {
        let error = syntaxError("x[z-a]")
        XCTAssertEqual(error?.offset, 2)
        XCTAssertEqual(error?.message, "the range 'z-a' is empty (its ends are reversed)")
    }

    func testATrailingBackslashIsASyntaxError() {
        XCTAssertEqual(syntaxError("abc\\")?.offset, 3)
        XCTAssertNotNil(syntaxError("[a\\"))
    }

    func testEmptyPatternsAreSyntaxErrors() {
        for text in ["", "/", "./", "//"] {
            XCTAssertNotNil(syntaxError(text), "'\(text)'")
        }
    }

    func testTheTextIsKeptAsWritten() {
        XCTAssertEqual(glob("./Pods/**").text, "./Pods/**")
        XCTAssertEqual(glob("**/*.swift").description, "**/*.swift")
        XCTAssertEqual(glob("a*"), glob("a*"))
    }

    // MARK: Robustness

    func testPathologicalPatternsFinishAndAnswerCorrectly() {
        // Backtracking that is exponential in naive matchers is at most quadratic here.
        let stars = String(repeating: "a*", count: 30) + "b"
        let letters = String(repeating: "a", count: 2_000)
        XCTAssertFalse(glob(stars).matches(letters))
        XCTAssertTrue(glob(stars).matches(letters + "b"))
        let folders = String(repeating: "**/a/", count: 30) + "b"
        let path = Array(repeating: "a", count: 500).joined(separator: "/")
        XCTAssertFalse(glob(folders).matches(path))
        XCTAssertTrue(glob(folders).matches(path + "/b"))
    }

    func testArbitraryPatternsAndPathsNeverTrap() {
        var random = SeededRandom(seed: 7)
        let alphabet: [String] = ["a", "b", "/", "*", "**", "?", "[", "]", "!", "^", "-", "\\", ".", "é", "日", "\u{0}"]
        for _ in 0..<3_000 {
            let pattern = (0..<random.next(upTo: 10)).map { _ in alphabet[random.next(upTo: alphabet.count)] }.joined()
            let path = (0..<random.next(upTo: 10)).map { _ in alphabet[random.next(upTo: alphabet.count)] }.joined()
            if let compiled = try? GlobPattern(pattern) {
                _ = compiled.matches(path)
            }
        }
    }
}
