import SwiftLexer
import XCTest

/// Invariants that hold for every input: the tokens tile it byte for byte, lexing terminates,
/// and its cost stays linear even on inputs built to defeat look-ahead.
final class LexerPropertyTests: XCTestCase {
    /// Fragments that exercise every state of the lexer when glued together at random.
    private static let fragments: [String] = [
        "\"", "\"\"\"", "#", "##", "\\(", "\\#(", "\\", "(", ")", "{", "}", "[", "]", "/", "//", "/*",
        "*/", "#/", "/#", "'", "`", "\n", "\r\n", "\r", " ", "\t", "a", "self", "func", "try", "?", "!",
        ".", "..<", "0x", "1.5e", "0b", "_", "$0", "@objc", "#if", "#selector", "<#", "#>", "é", "😀",
        "∪", "\u{00A0}", "\u{0301}", "let x = ", " + ", "return ", "/ab+c/", "#\"", "\"#", "x /= 2",
    ]

    private static let invalidBytes: [[UInt8]] = [
        [0xFF], [0xC0, 0xAF], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0x80], [0x00], [0xF4, 0x90, 0x80, 0x80],
    ]

    func testRandomBytesTile() {
        var random = SplitMix64(seed: 1)
        for _ in 0..<2_000 {
            let length = Int.random(in: 0...120, using: &random)
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &random) }
            assertTiles(bytes)
        }
    }

    func testRandomSwiftFragmentsTile() {
        var random = SplitMix64(seed: 2)
        for _ in 0..<5_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 1...40, using: &random) {
                if Int.random(in: 0..<12, using: &random) == 0 {
                    bytes += Self.invalidBytes.randomElement(using: &random)!
                } else {
                    bytes += Array(Self.fragments.randomElement(using: &random)!.utf8)
                }
            }
            assertTiles(bytes)
        }
    }

    func testTruncatedRealSourceTiles() {
        let source = Array(
            """
            #!/usr/bin/env swift
            final class A: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated) /* a /* nested */ comment */
                    let r = /[a-z]+\\d/, s = #"raw \\#(x) "quoted" "#
                    let m = \"\"\"
                      \\(items.map { "\\($0)" }.joined()) \\
                      ""
                      \"\"\"
                    if #available(iOS 17.0, *) { x?.y!.z = 0x1p-2 + 1_000.5e+3 }
                }
            }
            """.utf8)
        for end in 0...source.count {
            assertTiles(Array(source[0..<end]))
        }
        for start in 0...source.count {
            assertTiles(Array(source[start...]))
        }
    }

    func testDeepNestingTiles() {
        let interpolations = String(repeating: "\"\\(", count: 200) + "x" + String(repeating: ")\"", count: 200)
        assertTiles(Array(interpolations.utf8))
        XCTAssertEqual(Lexer.tokenize(interpolations).count, 1)
        assertTiles(Array((String(repeating: "\"\\(", count: 10_000)).utf8))
        assertTiles(Array((String(repeating: "([{", count: 10_000) + String(repeating: "}])", count: 10_000)).utf8))
        assertTiles(Array((String(repeating: "/*", count: 10_000) + String(repeating: "*/", count: 9_999)).utf8))
    }

    /// Each input is about 1 MB of a shape that would cost quadratic time to a lexer that
    /// re-scans ahead from every candidate start; this test finishes in well under a second
    /// because lexing is linear, and would not finish at all otherwise.
    func testPathologicalInputsStayLinear() {
        let shapes = [
            "(/x ",  // regex candidates that never close on the line
            "#/\n",  // unterminated multi-line regexes
            "#\"\"\" ",  // raw multi-line openers on one line
            "`a ",  // unclosed backticks
            "<#x ",  // unclosed editor placeholders
            "\"\\(",  // ever deeper interpolation
            "/*",  // ever deeper comments
            "x\\/ ",  // escaped slashes
        ]
        for shape in shapes {
            let bytes = Array(String(repeating: shape, count: 1_000_000 / shape.utf8.count).utf8)
            assertTiles(bytes)
        }
    }
}
