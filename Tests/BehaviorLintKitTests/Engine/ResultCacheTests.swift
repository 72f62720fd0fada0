import XCTest

@testable import BehaviorLintKit

/// The findings of a run are reused only by a run of exactly the same files, bytes and settings.
final class ResultCacheTests: XCTestCase {
    private let finding = Finding(
        ruleID: "screen-tracking", severity: .warning, path: "App/Home.swift",
        location: SourceLocation(line: 3, column: 9), endLocation: SourceLocation(line: 3, column: 40),
        message: "Home tracks its screen in viewDidAppear(_:)", fingerprintText: "track")

    func testOnlyTheSameFilesBytesAndSettingsGetTheFindingsBack() throws {
        let folder = TemporaryDirectory()
        let cache = ResultCache(folder: folder.path, roots: ["App"], workingDirectory: "/work")
        XCTAssertNil(cache.findings(files: ["App/Home.swift"], hashes: [1], configuration: "c"), "nothing stored yet")
        XCTAssertNil(
            cache.store(
                files: ["App/Home.swift", "App/Search.swift"], hashes: [1, 2], configuration: "c", findings: [finding]))
        XCTAssertEqual(
            cache.findings(files: ["App/Home.swift", "App/Search.swift"], hashes: [1, 2], configuration: "c"),
            [finding])
        XCTAssertNil(
            cache.findings(files: ["App/Home.swift", "App/Search.swift"], hashes: [1, 3], configuration: "c"),
            "a file changed")
        XCTAssertNil(
            cache.findings(files: ["App/Home.swift", "App/Other.swift"], hashes: [1, 2], configuration: "c"),
            "another file with the same bytes")
        XCTAssertNil(
            cache.findings(files: ["App/Home.swift", "App/Search.swift"], hashes: [1, 2], configuration: "d"),
            "other settings")
    }
}
