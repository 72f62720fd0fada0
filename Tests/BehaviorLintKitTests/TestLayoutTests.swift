import Foundation
import XCTest

/// The unit tests mirror `Sources/BehaviorLintKit`: a test file sits in the folder of the code it
/// tests, so a reader finds one from the other.
final class TestLayoutTests: XCTestCase {
    func testEveryTestFolderIsAFolderOfTheKit() throws {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let kit = tests.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
            "Sources/BehaviorLintKit")
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(atPath: tests.path))
        for case let path as String in enumerator {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(
                atPath: tests.appendingPathComponent(path).path, isDirectory: &isDirectory)
            if isDirectory.boolValue {
                XCTAssertTrue(
                    FileManager.default.fileExists(atPath: kit.appendingPathComponent(path).path),
                    "Tests/BehaviorLintKitTests/\(path) has no Sources/BehaviorLintKit/\(path)")
            } else if path.contains("/") {
                XCTAssertTrue(path.hasSuffix("Tests.swift"), "\(path): a test file's name ends in Tests.swift")
            }
        }
    }
}
