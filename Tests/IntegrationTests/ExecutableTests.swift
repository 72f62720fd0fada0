import Foundation
import XCTest

/// Runs the built `behavior-lint` executable end to end, as users and CI do.
final class ExecutableTests: XCTestCase {
    /// The folder holding the built products (the executable sits beside the test bundle).
    private var productsDirectory: URL {
        #if os(macOS)
            for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
                return bundle.bundleURL.deletingLastPathComponent()
            }
            fatalError("no .xctest bundle found")
        #else
            return Bundle.main.bundleURL
        #endif
    }

    private var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    private func run(_ arguments: [String]) throws -> (status: Int32, out: Data, err: String) {
        let process = Process()
        process.executableURL = productsDirectory.appendingPathComponent("behavior-lint")
        process.arguments = arguments
        process.currentDirectoryURL = packageRoot
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, outData, String(decoding: errData, as: UTF8.self))
    }

    func testDumpTokensOfTheBundledExampleRoundTrips() throws {
        let example = "Examples/SampleApp/Sources/Screens/HomeViewController.swift"
        let source = try Data(contentsOf: packageRoot.appendingPathComponent(example))
        let result = try run(["dump-tokens", example])
        XCTAssertEqual(result.status, 0, result.err)
        var rebuilt = Data()
        for line in result.out.split(separator: UInt8(ascii: "\n")) {
            let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line)) as? [String: Any])
            XCTAssertEqual(object["file"] as? String, example)
            rebuilt += source[(object["start"] as! Int)..<(object["end"] as! Int)]
        }
        XCTAssertEqual(rebuilt, source)
    }

    func testMissingFileExitsWithTwo() throws {
        let result = try run(["dump-tokens", "No/Such/File.swift"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.err.contains("'No/Such/File.swift' does not exist"), result.err)
    }

    func testVersion() throws {
        let result = try run(["--version"])
        XCTAssertEqual(result.status, 0)
        XCTAssertFalse(result.out.isEmpty)
    }
}
