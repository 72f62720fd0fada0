import Foundation
import XCTest

@testable import BehaviorLintKit

/// `behavior-lint dump-tokens`: the exact JSON-lines format, and what happens to bad input.
final class DumpTokensCommandTests: XCTestCase {
    private func run(_ arguments: [String]) -> (status: Int32, out: String, err: String) {
        let console = Console.capture()
        let status = CommandLineTool.run(arguments, console: console)
        return (status, console.out.capturedText, console.err.capturedText)
    }

    func testPrintsOneJSONObjectPerToken() {
        let folder = TemporaryDirectory()
        let path = folder.write("A.swift", "let é = \"x\"\n")
        let result = run(["dump-tokens", path])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.err, "")
        let expected = [
            #"{"file":"\#(path)","kind":"keyword","start":0,"end":3,"line":1,"col":1,"text":"let"}"#,
            #"{"file":"\#(path)","kind":"whitespace","start":3,"end":4,"line":1,"col":4,"text":" "}"#,
            #"{"file":"\#(path)","kind":"identifier","start":4,"end":6,"line":1,"col":5,"text":"é"}"#,
            #"{"file":"\#(path)","kind":"whitespace","start":6,"end":7,"line":1,"col":7,"text":" "}"#,
            #"{"file":"\#(path)","kind":"punctuation","start":7,"end":8,"line":1,"col":8,"text":"="}"#,
            #"{"file":"\#(path)","kind":"whitespace","start":8,"end":9,"line":1,"col":9,"text":" "}"#,
            #"{"file":"\#(path)","kind":"string","start":9,"end":12,"line":1,"col":10,"text":"\"x\""}"#,
            #"{"file":"\#(path)","kind":"newline","start":12,"end":13,"line":1,"col":13,"text":"\n"}"#,
        ]
        XCTAssertEqual(result.out, expected.joined(separator: "\n") + "\n")
    }

    func testTextOfEveryTokenRebuildsTheFileAndIsValidJSON() throws {
        let folder = TemporaryDirectory()
        let bytes: [UInt8] = Array("a\t\"q\\\"\" /* c */\r\n".utf8) + [0xFF, 0x01, 0x7F]
        let path = folder.write("B.swift", bytes: bytes)
        let result = run(["dump-tokens", path])
        XCTAssertEqual(result.status, 0)
        var rebuilt: [UInt8] = []
        for line in result.out.split(separator: "\n") {
            let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let start = try XCTUnwrap(object["start"] as? Int)
            let end = try XCTUnwrap(object["end"] as? Int)
            XCTAssertEqual(start, rebuilt.count)
            rebuilt += bytes[start..<end]
            if bytes[start..<end].allSatisfy({ $0 < 0x80 }) {
                XCTAssertEqual(object["text"] as? String, String(decoding: bytes[start..<end], as: UTF8.self))
            }
        }
        XCTAssertEqual(rebuilt, bytes)
    }

    func testUnreadableFileIsReportedAndTheOthersStillDumped() {
        let folder = TemporaryDirectory()
        let good = folder.write("Good.swift", "x\n")
        let result = run(["dump-tokens", folder.path + "/Missing.swift", good, folder.path])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.err.contains("'\(folder.path)/Missing.swift' does not exist"), result.err)
        XCTAssertTrue(result.err.contains("is a directory"), result.err)
        XCTAssertTrue(result.out.contains(#""text":"x""#), result.out)
    }

    func testEmptyFileDumpsNothing() {
        let folder = TemporaryDirectory()
        let result = run(["dump-tokens", folder.write("Empty.swift", "")])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.out, "")
    }

    func testUsageErrors() {
        XCTAssertEqual(run(["dump-tokens"]).status, 2)
        let unknownOption = run(["dump-tokens", "--frobnicate", "A.swift"])
        XCTAssertEqual(unknownOption.status, 2)
        XCTAssertTrue(unknownOption.err.contains("unknown option '--frobnicate'"))
    }

    func testHelpAndVersion() {
        XCTAssertTrue(run(["dump-tokens", "--help"]).out.contains("USAGE: behavior-lint dump-tokens FILE..."))
        XCTAssertTrue(run(["help", "dump-tokens"]).out.contains("USAGE: behavior-lint dump-tokens FILE..."))
        XCTAssertEqual(run(["--version"]).out, ToolVersion.current + "\n")
        XCTAssertTrue(run(["--help"]).out.contains("dump-tokens"))
    }

    func testUnknownCommandSuggestsTheClosestOne() {
        let result = run(["dump-token", "A.swift"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.err.contains("did you mean 'dump-tokens'?"), result.err)
    }
}
