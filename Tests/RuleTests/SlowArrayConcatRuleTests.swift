@testable import BehaviorLintKit
import XCTest

/// What the spec examples cannot show: the element type a fix would declare, and when there is none.
final class SlowArrayConcatRuleTests: XCTestCase {
    private func findings(_ source: String) -> [Finding] {
        LintEngine.lint([(path: "A.swift", bytes: Array(source.utf8))], configuration: .only("slow-array-concat"))
    }

    func testElementTypes() {
        XCTAssertEqual(SlowArrayConcatRule.elementType(of: "[Row]"), "Row")
        XCTAssertEqual(SlowArrayConcatRule.elementType(of: " [Section.Item]? "), "Section.Item")
        XCTAssertEqual(SlowArrayConcatRule.elementType(of: "Array<(String, [Int])>"), "(String, [Int])")
        XCTAssertEqual(SlowArrayConcatRule.elementType(of: "[[String: Int]]"), "[String: Int]")
        XCTAssertNil(SlowArrayConcatRule.elementType(of: "[String: Int]"))
        XCTAssertNil(SlowArrayConcatRule.elementType(of: "Set<Int>"))
        XCTAssertNil(SlowArrayConcatRule.elementType(of: "[A]?[B]"))
    }

    func testFixableWhenTheElementTypeIsKnownOrEveryOperandIsALiteral() {
        let found = findings("""
        struct SectionBuilder {
            func sections() -> [Section] {
                [.header] + rows() + [.footer]
            }
            func make() {
                let merged = [1, 2] + [3] + [
                    4,
                ]
                let unknown = [.header] + rows() + [.footer]
                let custom: SectionList = [.header] + rows() + [.footer]
            }
        }
        """)
        XCTAssertEqual(found.map { $0.fixable }, [true, true, false, false])
        XCTAssertTrue(found[0].message.contains("mixes 2 array literals with a call"))
        XCTAssertTrue(found[0].message.contains("`var result: [Section] = [.header]`"))
        XCTAssertTrue(found[1].message.contains("(`[1, 2, 3, 4]`)"))
        XCTAssertTrue(found[2].message.contains("`var unknown: [Element] = [.header]`"))
        XCTAssertTrue(found[2].message.contains("its element type is not declared"))
        XCTAssertTrue(found[3].message.contains("its declared type `SectionList` is not an array type"))
        XCTAssertEqual(found.map { $0.hostClass }, Array(repeating: "SectionBuilder", count: 4))
    }

    func testTypedChainsAreFixableOnlyWhereTheyCanBecomeStatements() {
        let found = findings("""
        final class Screen {
            let stored: [Row] = [.a] + rows() + [.b]

            var computed: [Row] {
                [.a] + rows() + [.b]
            }

            func make() {
                let local: [Row] = [.a] + rows() + [.b]
                let optional: [Row]? = [.a] + rows() + [.b]
                struct Nested {
                    let member: [Row] = [.a] + rows() + [.b]
                }
            }
        }
        """)
        XCTAssertEqual(found.map { $0.fixable }, [false, true, true, false, false])
        XCTAssertTrue(found[0].message.hasSuffix("it does not initialise a local variable of a function, so it cannot become several statements"))
        XCTAssertTrue(found[3].message.hasSuffix("its declared type `[Row]?` is optional, so appending would need `?.`"))
        XCTAssertTrue(found[4].message.contains("No automatic fix"))
    }
}
