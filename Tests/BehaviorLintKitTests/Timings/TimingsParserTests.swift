import XCTest

@testable import BehaviorLintKit

/// `CompilerTimingParser`: every output form the compiler prints, xcodebuild noise, merging of
/// per-job duplicates and ranking.
final class TimingsParserTests: XCTestCase {
    func testParsesFunctionBodyLines() {
        let log = """
            12.58ms\tpath/File.swift:2:6\tglobal function M.(file).f(xs:)@path/File.swift:2:6
            0.40ms\tpath/File.swift:9:10\tinstance method M.(file).Screen.load()@path/File.swift:9:10
            1.10ms\tpath/File.swift:14:9\tgetter M.(file).Screen.title@path/File.swift:14:9
            """
        let entries = CompilerTimingParser.parse(log)
        XCTAssertEqual(entries.map(\.milliseconds), [12.58, 1.10, 0.40])
        XCTAssertEqual(
            entries.map(\.title), ["global function f(xs:)", "getter Screen.title", "instance method Screen.load()"])
        XCTAssertEqual(entries[0].file, "path/File.swift")
        XCTAssertEqual(entries[0].line, 2)
        XCTAssertEqual(entries[0].column, 6)
        XCTAssertEqual(entries[0].kind, .function)
    }

    func testParsesExpressionLines() {
        let entries = CompilerTimingParser.parse("3.21ms\tpath/File.swift:10:17\n0.02ms\tpath/File.swift:11:5\n")
        XCTAssertEqual(entries.count, 2)
        XCTAssertEqual(entries[0].kind, .expression)
        XCTAssertEqual(entries[0].title, "expression")
        XCTAssertEqual(entries[0].milliseconds, 3.21)
        XCTAssertEqual(entries[0].line, 10)
        XCTAssertEqual(entries[0].column, 17)
    }

    func testParsesWarnings() {
        let log = """
            path/File.swift:2:6: warning: global function 'f(xs:)' took 12ms to type-check (limit: 1ms)
            path/File.swift:3:12: warning: expression took 25ms to type-check (limit: 1ms)
            1 | func f(xs: [Int]) -> [Int] {
              |      `- warning: global function 'f(xs:)' took 12ms to type-check (limit: 1ms)
            path/File.swift:4:1: warning: variable 'x' was never used
            """
        let entries = CompilerTimingParser.parse(log)
        XCTAssertEqual(entries.count, 2)
        XCTAssertEqual(entries[0].kind, .expression)
        XCTAssertEqual(entries[0].milliseconds, 25)
        XCTAssertEqual(entries[0].line, 3)
        XCTAssertEqual(entries[1].kind, .function)
        XCTAssertEqual(entries[1].title, "global function f(xs:)")
        XCTAssertEqual(entries[1].milliseconds, 12)
    }

    func testMergesXcodebuildDuplicatesAndIgnoresNoise() {
        let log = """
            Command line invocation:
                /usr/bin/xcodebuild -scheme App OTHER_SWIFT_FLAGS="-Xfrontend -debug-time-function-bodies"
            CompileSwift normal arm64 /Users/me/App/Sources/Home.swift (in target 'App' from project 'App')
                cd /Users/me/App
            \t5.00ms\t/Users/me/App/Sources/Home.swift:4:10\tinstance method App.(file).Home.rows()@/Users/me/App/Sources/Home.swift:4:10
                7.50ms\t/Users/me/App/Sources/Home.swift:4:10\tinstance method App.(file).Home.rows()@/Users/me/App/Sources/Home.swift:4:10
            [2/9] 2.00ms\t/Users/me/App/Sources/Home.swift:20:6\tglobal function App.(file).helper()@/Users/me/App/Sources/Home.swift:20:6
                9.25ms\t/Users/me/App/Sources/Home.swift:5:20
                1.00ms\t/Users/me/App/Sources/Home.swift:5:20
            /Users/me/App/Sources/Home.swift:4:10: warning: instance method 'rows()' took 8ms to type-check (limit: 5ms)
            /Users/me/App/Sources/Home.swift:5:20: warning: expression took 9ms to type-check (limit: 5ms)
            ** BUILD SUCCEEDED **
            0.5ms is not a timing line
            """
        let entries = CompilerTimingParser.parse(log)
        XCTAssertEqual(entries.map(\.milliseconds), [9.25, 8, 2])
        XCTAssertEqual(entries.map(\.line), [5, 4, 20])
        XCTAssertEqual(entries.map(\.kind), [.expression, .function, .function])
        XCTAssertEqual(entries[1].title, "instance method Home.rows()")
        XCTAssertEqual(Set(entries.map(\.file)), ["/Users/me/App/Sources/Home.swift"])
    }

    func testThresholdAndTopThroughTheCommand() throws {
        let folder = TemporaryDirectory()
        let log = folder.write(
            "timings.log",
            """
            1.00ms\tMissing.swift:1:6\tglobal function M.(file).a()@Missing.swift:1:6
            30.00ms\tMissing.swift:5:6\tglobal function M.(file).b()@Missing.swift:5:6
            20.00ms\tMissing.swift:9:6\tglobal function M.(file).c()@Missing.swift:9:6
            10.00ms\tMissing.swift:13:6\tglobal function M.(file).d()@Missing.swift:13:6
            """)
        let console = Console.capture()
        XCTAssertEqual(CommandLineTool.run(["timings", log, "--threshold", "5", "--top", "2"], console: console), 0)
        XCTAssertEqual(
            console.out.capturedText,
            """
            30.00ms  Missing.swift:5:6  global function b()
            20.00ms  Missing.swift:9:6  global function c()

            """)
    }
}
