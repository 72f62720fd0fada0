import XCTest

@testable import BehaviorLintKit

/// The cache's binary form: values come back equal, and damaged bytes throw instead of crashing.
final class BinaryCoderTests: XCTestCase {
    private var findings: [Finding] {
        let source = """
            final class A: UITableViewController {
                override func viewWillAppear(_ animated: Bool) {
                    navigationController?.setNavigationBarHidden(true, animated: animated) // é
                }
            }
            """
        return LintEngine.lint([(path: "Dir/A é.swift", bytes: Array(source.utf8))], configuration: .defaults)
    }

    func testRoundTrip() throws {
        let original = ResultCache.Contents(
            toolVersion: "1", configuration: "c", hashes: [0, .max], files: ["a", "b"],
            findings: findings)
        XCTAssertFalse(original.findings.isEmpty)
        XCTAssertFalse(original.findings.allSatisfy { $0.notes.isEmpty && $0.hook == nil })
        let bytes = try BinaryCoder.encode(original)
        XCTAssertEqual(try BinaryCoder.decode(ResultCache.Contents.self, from: bytes), original)
    }

    /// A synthesized enum's case is written by name, its values after it; a case nested in
    /// another's values too.
    func testEnumsWithValuesRoundTrip() throws {
        let values: [Shape] = [
            .point, .circle(radius: 2), .polygon(["a", "b"], closed: true), .labelled(.circle(radius: -1), nil),
            .labelled(.point, "é"),
        ]
        XCTAssertEqual(try BinaryCoder.decode([Shape].self, from: try BinaryCoder.encode(values)), values)
    }

    func testAnUnknownCaseThrows() throws {
        var bytes = try BinaryCoder.encode(Shape.point)
        bytes[bytes.count - 1] = UInt8(ascii: "q")
        XCTAssertThrowsError(try BinaryCoder.decode(Shape.self, from: bytes))
    }

    private indirect enum Shape: Codable, Equatable {
        case point
        case circle(radius: Int)
        case polygon([String], closed: Bool)
        case labelled(Shape, String?)
    }

    func testAPrefixIsReadWithoutTheRest() throws {
        let bytes = try BinaryCoder.encode(
            ResultCache.Contents(
                toolVersion: "1", configuration: "c", hashes: [7, 9], files: ["a"], findings: findings))
        let key = ResultCache.Key(toolVersion: "1", configuration: "c", hashes: [7, 9])
        XCTAssertEqual(
            try BinaryCoder.decodePrefix(ResultCache.Key.self, from: bytes), key, "the cache's key comes first")
        XCTAssertThrowsError(
            try BinaryCoder.decode(ResultCache.Key.self, from: bytes), "the whole value is more than its key")
        XCTAssertThrowsError(try BinaryCoder.decodePrefix(ResultCache.Key.self, from: Array(bytes[..<4])))
    }

    func testDamagedInputThrows() throws {
        let bytes = try BinaryCoder.encode(
            ResultCache.Contents(toolVersion: "1", configuration: "", hashes: [1], files: ["x"], findings: findings))
        var random = SystemRandomNumberGenerator()
        for cut in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 50)) {
            XCTAssertThrowsError(try BinaryCoder.decode(ResultCache.Contents.self, from: Array(bytes[..<cut])))
        }
        for _ in 0..<300 {
            var damaged = bytes
            damaged[Int.random(in: 0..<damaged.count, using: &random)] = UInt8.random(in: 0...255, using: &random)
            _ = try? BinaryCoder.decode(ResultCache.Contents.self, from: damaged)
            let noise = (0..<Int.random(in: 0..<64, using: &random)).map { _ in
                UInt8.random(in: 0...255, using: &random)
            }
            _ = try? BinaryCoder.decode(ResultCache.Contents.self, from: noise)
        }
    }
}
