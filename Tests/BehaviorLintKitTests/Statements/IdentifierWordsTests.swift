import XCTest

@testable import BehaviorLintKit

/// Names are read as words, so that a recogniser matches `tap` in `trackTap`, never in `dataProvider`.
final class IdentifierWordsTests: XCTestCase {
    func testCamelCaseSnakeCaseAcronymsAndDigitsSplitIntoLowercaseWords() {
        XCTAssertEqual(IdentifierWords.words("trackTapOnLink"), ["track", "tap", "on", "link"])
        XCTAssertEqual(IdentifierWords.words("screen_view"), ["screen", "view"])
        XCTAssertEqual(IdentifierWords.words("URLSession"), ["url", "session"])
        XCTAssertEqual(IdentifierWords.words("NotificationCenter.default"), ["notification", "center", "default"])
        XCTAssertEqual(IdentifierWords.words("\"link_clicked\""), ["link", "clicked"])
        XCTAssertEqual(IdentifierWords.words("v2Player"), ["v2", "player"])
        XCTAssertEqual(IdentifierWords.words(""), [])
    }

    func testAWordInsideAnotherIsNoWord() {
        XCTAssertFalse(IdentifierWords.words("dataProvider").contains("tap"))
        XCTAssertFalse(IdentifierWords.words("recenter").contains("center"))
        XCTAssertFalse(IdentifierWords.words("addObservation").contains("observer"))
    }
}
