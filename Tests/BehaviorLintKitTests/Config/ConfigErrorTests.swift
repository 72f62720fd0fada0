import XCTest

@testable import BehaviorLintKit

/// Mistakes in a `.lintrc`: each is an error naming the file, line, column and key, with a
/// suggestion when a close match exists, and no input of any kind makes the parser trap.
final class ConfigErrorTests: XCTestCase {
    private func error(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> ConfigurationError? {
        error(bytes: Array(text.utf8), file: file, line: line)
    }

    private func error(bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) -> ConfigurationError? {
        switch LintConfiguration.parse(bytes, file: ".lintrc") {
        case .success:
            XCTFail("expected an error", file: file, line: line)
            return nil
        case .failure(let error):
            return error
        }
    }

    // MARK: The message format

    func testAnUnknownRuleIsReportedAtItsNameWithASuggestion() {
        let text = String(repeating: "\n", count: 11) + "[nav-bar-visiblity]\nseverity = error\n"
        XCTAssertEqual(
            error(text)?.description,
            ".lintrc:12:2: error: unknown rule 'nav-bar-visiblity' — did you mean 'nav-bar-visibility'?")
    }

    func testAReporterFileNeedsAKnownReporterAndAPath() {
        XCTAssertEqual(
            error("reporter = htm:map.html\n")?.description,
            ".lintrc:1:12: error: unknown reporter 'htm' for 'reporter'; the reporters are "
                + "xcode, github, sarif, gitlab, checkstyle, junit, json, summary, html — did you mean 'html'?")
        XCTAssertEqual(
            error("reporter = html:\n")?.description,
            ".lintrc:1:12: error: missing output path after 'html:' for 'reporter'")
    }

    func testTheErrorCarriesItsPartsForCallers() {
        let found = error("strict = true\nstrikt = false\n")
        XCTAssertEqual(found?.kind, .unknownKey)
        XCTAssertEqual(found?.file, ".lintrc")
        XCTAssertEqual(found?.line, 2)
        XCTAssertEqual(found?.column, 1)
        XCTAssertEqual(found?.key, "strikt")
        XCTAssertEqual(found?.suggestion, "strict")
    }

    func testAnUnknownSectionWithNothingCloseHasNoSuggestion() {
        let found = error("[completely-different]\n")
        XCTAssertEqual(found?.kind, .unknownSection)
        XCTAssertNil(found?.suggestion)
        XCTAssertEqual(found?.description, ".lintrc:1:2: error: unknown rule 'completely-different'")
    }

    func testAMisspeltBehaviorsSectionIsSuggested() {
        XCTAssertEqual(error("[behavior]\n")?.suggestion, "behaviors")
    }

    // MARK: Unknown keys

    func testAnUnknownTopLevelKeySuggestsTheClosestKey() {
        let found = error("  exlude = Pods/**\n")
        XCTAssertEqual(found?.description, ".lintrc:1:3: error: unknown key 'exlude' — did you mean 'exclude'?")
    }

    func testAnUnknownRuleKeySuggestsAnOptionOfThatRule() {
        let found = error("[nav-bar-visibility]\nmin-screen = 4\n")
        XCTAssertEqual(
            found?.description,
            ".lintrc:2:1: error: unknown key 'min-screen' in [nav-bar-visibility] — did you mean 'min-screens'?")
    }

    func testAMisspeltSeverityKeyIsSuggested() {
        XCTAssertEqual(error("[screen-tracking]\nseverty = off\n")?.suggestion, "severity")
    }

    func testAnOptionOfAnotherRuleSaysWhereItBelongs() {
        let found = error("[nav-bar-visibility]\ncalls = Pixel.fire\n")
        XCTAssertEqual(found?.kind, .unknownKey)
        XCTAssertEqual(
            found?.message, "unknown key 'calls' in [nav-bar-visibility]; 'calls' belongs in [screen-tracking]")
    }

    func testATopLevelKeyInsideASectionSaysToMoveIt() {
        let found = error("[behaviors]\nstrict = true\n")
        XCTAssertEqual(
            found?.message,
            "unknown key 'strict' in [behaviors]; 'strict' is a top-level key: move it above the first section")
    }

    func testASeverityAtTheTopLevelSaysItBelongsInARuleSection() {
        let found = error("severity = error\n")
        XCTAssertEqual(
            found?.message,
            "unknown key 'severity'; 'severity' belongs in a rule's section, such as [lifecycle-super-call]")
    }

    func testABehaviorsKeyAtTheTopLevelSaysItBelongsInBehaviors() {
        let found = error("hook-style = uikit\n")
        XCTAssertEqual(found?.message, "unknown key 'hook-style'; 'hook-style' belongs in [behaviors]")
    }

    func testAMisspeltKeyOfAnotherSectionIsSuggestedWithThatSection() {
        XCTAssertEqual(
            error("min-operand = 4\n")?.description,
            ".lintrc:1:1: error: unknown key 'min-operand' — did you mean 'min-operands' in [slow-array-concat]?")
        XCTAssertEqual(error("[nav-bar-visibility]\ncals = Pixel.fire\n")?.suggestionSection, "screen-tracking")
    }

    func testAnUnknownBehaviorsKeySuggestsTheClosest() {
        XCTAssertEqual(error("[behaviors]\nhookstyle = uikit\n")?.suggestion, "hook-style")
    }

    func testKeysOfAnUnknownSectionAreNotReportedAgain() {
        let found = error("[nav-bar-visiblity]\nseverity = nonsense\nwhatever = 1\n")
        XCTAssertEqual(found?.additionalErrors, [])
    }

    // MARK: Bad values

    func testABadSeverityIsReportedAtTheValue() {
        let found = error("[lifecycle-super-call]\nseverity = eror\n")
        XCTAssertEqual(
            found?.description,
            ".lintrc:2:12: error: bad value 'eror' for 'severity' in [lifecycle-super-call]: "
                + "expected off, warning or error — did you mean 'error'?")
    }

    func testAnIntegerOptionNeedsAWholeNumber() {
        for value in ["three", "-1", "2.5", "", "99999999999999999999999"] {
            let found = error("[repeated-lifecycle-concern]\nmin-screens = \(value)\n")
            XCTAssertEqual(found?.kind, .badValue, value)
            XCTAssertEqual(found?.key, "min-screens", value)
            XCTAssertEqual(
                found?.message,
                (value.isEmpty ? "an empty value" : "bad value '\(value)'")
                    + " for 'min-screens' in [repeated-lifecycle-concern]: expected a whole number (default 3)")
        }
    }

    func testAnEmptyValueIsNamedAsSuch() {
        XCTAssertEqual(
            error("strict =\n")?.description,
            ".lintrc:1:9: error: an empty value for 'strict': expected true or false")
    }

    func testBooleansAreTrueOrFalse() {
        let found = error("strict = yes\n")
        XCTAssertEqual(found?.kind, .badValue)
        XCTAssertEqual(found?.message, "bad value 'yes' for 'strict': expected true or false")
        XCTAssertEqual(error("strict = ture\n")?.suggestion, "true")
    }

    func testAnUnknownReporterIsReportedAtThatItemWithASuggestion() {
        let found = error("reporter = xcode, sarf\n")
        XCTAssertEqual(found?.column, 19)
        XCTAssertEqual(found?.suggestion, "sarif")
        XCTAssertEqual(
            found?.message,
            "unknown reporter 'sarf' for 'reporter'; the reporters are xcode, github, sarif, gitlab, checkstyle, junit, json, "
                + "summary, html")
    }

    func testAnEmptyReporterOrIncludeIsAnError() {
        XCTAssertEqual(error("reporter =\n")?.kind, .badValue)
        XCTAssertEqual(error("include = ,\n")?.kind, .badValue)
    }

    func testABadGlobIsReportedAtTheOffendingCharacter() {
        let found = error("exclude = Pods/**, Gen[erated/**\n")
        XCTAssertEqual(found?.column, 23, "the unclosed '['")
        XCTAssertEqual(
            found?.message,
            "bad pattern 'Gen[erated/**' for 'exclude': '[' has no closing ']' (write '\\[' for a literal bracket)")
    }

    func testHookStyleIsMomentOrUIKit() {
        let found = error("[behaviors]\nhook-style = UIKit\n")
        XCTAssertEqual(found?.kind, .badValue)
        XCTAssertEqual(found?.suggestion, "uikit")
        XCTAssertEqual(found?.message, "bad value 'UIKit' for 'hook-style' in [behaviors]: expected moment or uikit")
    }

    func testTheProtocolMustBeATypeName() {
        for value in ["1Behavior", "View Controller", "A..B", "Behavior?"] {
            XCTAssertEqual(error("[behaviors]\nprotocol = \(value)\n")?.kind, .badValue, value)
        }
    }

    func testTheSupportFileMustBeASwiftFile() {
        XCTAssertEqual(error("[behaviors]\nsupport-file = Behaviors.txt\n")?.kind, .badValue)
        XCTAssertEqual(error("[behaviors]\nsupport-file = .swift\n")?.kind, .badValue)
    }

    func testPathsMustNotBeEmpty() {
        XCTAssertEqual(error("baseline =  # none\n")?.kind, .badValue)
        XCTAssertEqual(error("[behaviors]\noutput-directory =\n")?.kind, .badValue)
    }

    // MARK: Duplicates

    func testADuplicateKeyNamesTheFirstLine() {
        let found = error("[screen-tracking]\nseverity = warning\n\nseverity = error\n")
        XCTAssertEqual(
            found?.description,
            ".lintrc:4:1: error: duplicate key 'severity' in [screen-tracking] (first set on line 2)")
    }

    func testADuplicateTopLevelKeyIsAnError() {
        let found = error("strict = true\nstrict = false\n")
        XCTAssertEqual(found?.kind, .duplicateKey)
        XCTAssertEqual(found?.line, 2)
    }

    func testTheSameKeyInDifferentSectionsIsFine() {
        guard
            case .success = LintConfiguration.parse(
                "[screen-tracking]\nseverity = off\n[nav-bar-visibility]\nseverity = off\n",
                file: ".lintrc")
        else { return XCTFail() }
    }

    func testADuplicateSectionIsAnError() {
        let found = error("[behaviors]\nhook-style = uikit\n[behaviors]\nprotocol = P\n")
        XCTAssertEqual(found?.kind, .duplicateSection)
        XCTAssertEqual(found?.line, 3)
        XCTAssertEqual(found?.message, "duplicate section [behaviors] (first on line 1): put its keys in one section")
    }

    // MARK: Malformed lines

    func testALineWithoutEqualsIsMalformed() {
        let found = error("strict true\n")
        XCTAssertEqual(found?.kind, .malformedLine)
        XCTAssertEqual(
            found?.description,
            ".lintrc:1:1: error: malformed line: expected 'key = value', '[section]' or a '# comment'")
    }

    func testMalformedSectionHeaders() {
        XCTAssertEqual(error("[behaviors\n")?.kind, .malformedLine)
        XCTAssertEqual(error("[]\n")?.kind, .malformedLine)
        let trailing = error("[behaviors] extra\n")
        XCTAssertEqual(trailing?.kind, .malformedLine)
        XCTAssertEqual(trailing?.column, 13)
    }

    func testAMissingKeyIsMalformed() {
        XCTAssertEqual(error("  = true\n")?.kind, .malformedLine)
    }

    // MARK: Several problems

    func testEveryProblemOfTheFileIsReportedInOrder() {
        let found = error(
            """
            strikt = true
            [nav-bar-visiblity]
            [screen-tracking]
            severity = loud
            nonsense line
            """)
        XCTAssertEqual(found?.all.map(\.kind), [.unknownKey, .unknownSection, .badValue, .malformedLine])
        XCTAssertEqual(found?.all.map { $0.line ?? 0 }, [1, 2, 4, 5])
        XCTAssertEqual(found?.description.split(separator: "\n").count, 4, "one line per problem")
    }

    func testAFileOfGarbageStopsAtTheErrorLimit() {
        let found = error(String(repeating: "garbage\n", count: 1_000))
        XCTAssertEqual(found?.all.count, LintrcParser.errorLimit)
    }

    // MARK: Bytes

    func testInvalidUTF8IsAnErrorAtTheBadByte() {
        let bytes = Array("strict = true\nbaseline = caf".utf8) + [0xE9] + Array(".json\n".utf8)
        let found = error(bytes: bytes)
        XCTAssertEqual(found?.kind, .invalidEncoding)
        XCTAssertEqual(found?.description, ".lintrc:2:15: error: the file is not valid UTF-8 (byte 0xE9)")
    }

    func testOverlongAndSurrogateEncodingsAreInvalid() {
        for bad: [UInt8] in [
            [0xC0, 0xAF], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xFF], [0xE2, 0x82],
        ] {
            XCTAssertEqual(error(bytes: Array("a = ".utf8) + bad)?.kind, .invalidEncoding, "\(bad)")
        }
        XCTAssertNil(LintrcSyntax.firstInvalidUTF8(Array("é日😀".utf8)))
    }

    func testArbitraryBytesNeverTrap() {
        var random = SeededRandom(seed: 42)
        // Mostly the characters that matter to the syntax, so the structure gets exercised too.
        let pieces: [[UInt8]] =
            [
                "[", "]", "=", "#", ",", " ", "\n", "\r", "\t", "severity", "strict", "true",
                "behaviors", "screen-tracking", "calls", "min-screens", "7", "include", "**", "[!",
            ]
            .map { Array($0.utf8) } + [[0x00], [0xFF], [0xC3], [0xA9], [0xEF, 0xBB, 0xBF], [0xF0, 0x9F, 0x98, 0x80]]
        for _ in 0..<2_000 {
            var bytes: [UInt8] = []
            for _ in 0..<random.next(upTo: 40) { bytes += pieces[random.next(upTo: pieces.count)] }
            switch LintConfiguration.parse(bytes, file: ".lintrc") {
            case .success:
                break
            case .failure(let error):
                for each in error.all {
                    XCTAssertGreaterThanOrEqual(each.line ?? 0, 1)
                    XCTAssertGreaterThanOrEqual(each.column ?? 0, 1)
                    XCTAssertFalse(each.message.isEmpty)
                }
            }
        }
    }
}
