import XCTest

@testable import BehaviorLintKit

/// `nav-bar-appearance` is specified by its examples alone (Rules/nav-bar-appearance.md).
final class NavBarAppearanceRuleTests: XCTestCase {
    func testSpecExamples() throws {
        try assertSpecExamples(NavBarAppearanceRule.self)
    }

    func testSpecFixes() throws {
        try assertSpecFixes(NavBarAppearanceRule.self)
    }
}
