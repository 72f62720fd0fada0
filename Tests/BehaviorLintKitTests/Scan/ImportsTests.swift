import XCTest

@testable import BehaviorLintKit

/// A file's imports say which UI framework its code is written against.
final class ImportsTests: XCTestCase {
    private func summary(_ source: String) -> FileSummary {
        Scanner.summarize(bytes: Array(source.utf8), path: "File.swift")
    }

    func testTheModulesAFileImportsAreRead() {
        XCTAssertEqual(
            summary("import UIKit\n@testable import App\nimport struct Foundation.Date\nlet x = 1\n").imports,
            ["UIKit", "App", "Foundation"])
    }

    func testTheUIFrameworkIsUIKitOrAppKitWhenTheImportsSaySoAlone() {
        XCTAssertEqual(summary("import UIKit\n").uiFramework, .uiKit)
        XCTAssertEqual(summary("import Cocoa\n").uiFramework, .appKit)
        XCTAssertEqual(summary("import AppKit\nimport Foundation\n").uiFramework, .appKit)
        XCTAssertNil(summary("import Foundation\n").uiFramework)
        XCTAssertNil(summary("#if os(iOS)\nimport UIKit\n#else\nimport AppKit\n#endif\n").uiFramework, "both")
    }
}
