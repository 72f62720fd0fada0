import XCTest

@testable import SwiftLexer

/// The bit tables of the lexer's ASCII classes agree with the classes as Swift defines them.
final class UnicodeClassesTests: XCTestCase {
    func testAnASCIIByteContinuesAnIdentifierWhenItIsALetterADigitAnUnderscoreOrADollar() {
        for byte in UInt8(0)...UInt8(255) {
            let character = Character(Unicode.Scalar(byte))
            let expected = byte < 0x80 && (character.isLetter || character.isNumber || byte == 0x5F || byte == 0x24)
            XCTAssertEqual(UnicodeClasses.isASCIIIdentifierContinue(byte), expected, "byte \(byte)")
        }
    }
}
