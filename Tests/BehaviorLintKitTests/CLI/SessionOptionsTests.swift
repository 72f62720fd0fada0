import XCTest

@testable import BehaviorLintKit

/// `lint` and `fix` take the options that choose what is linted from one table, and read them
/// into the same session: `fix` changes what the same `lint` would report.
final class SessionOptionsTests: XCTestCase {
    private func arguments(_ option: SessionOptions.Option) -> [String] {
        option.takesValue ? [option.name, "2"] : [option.name]
    }

    func testEveryOptionSharedByLintAndFixIsAcceptedByBothWithTheSameValue() throws {
        for option in SessionOptions.sharedByLintAndFix {
            let lint = try LintCommand.parser.parse(arguments(option)).get()
            let fix = try FixCommand.parser.parse(arguments(option)).get()
            XCTAssertEqual(lint.flags, fix.flags, option.name)
            XCTAssertEqual(lint.options, fix.options, option.name)
        }
    }

    func testAnOptionOfOneCommandIsUnknownToTheOther() {
        for option in SessionOptions.lintOnly {
            XCTAssertThrowsError(try FixCommand.parser.parse(arguments(option)).get(), option.name)
        }
        for option in SessionOptions.fixOnly {
            XCTAssertThrowsError(try LintCommand.parser.parse(arguments(option)).get(), option.name)
        }
    }

    func testTheSharedOptionsAskTheSameSessionOfLintAndFix() throws {
        let commandLine = [
            "App", "--config", "ci.lintrc", "--only", "lifecycle-super-call", "--enable", "screen-tracking",
            "--disable", "nav-bar-visibility", "--baseline", "baseline.json", "--cache-path", "/tmp/cache",
            "--jobs", "3", "--diff-base", "origin/main", "--changed-lines",
        ]
        let lint = try LintCommand.request(LintCommand.parser.parse(commandLine).get(), environment: [:]).get()
        let fix = try SessionOptions.request(FixCommand.parser.parse(commandLine).get(), environment: [:]).get()
        XCTAssertEqual(lint.paths, fix.paths)
        XCTAssertEqual(lint.configPath, fix.configPath)
        XCTAssertEqual(lint.ruleSelection, fix.ruleSelection)
        XCTAssertEqual(lint.baselinePath, fix.baselinePath)
        XCTAssertEqual(lint.cacheFolder, fix.cacheFolder)
        XCTAssertEqual(lint.jobs, fix.jobs)
        XCTAssertEqual(lint.diffBase, fix.diffBase)
        XCTAssertEqual(lint.changedLinesOnly, fix.changedLinesOnly)
        XCTAssertEqual(fix.jobs, 3)
        XCTAssertEqual(fix.baselinePath, "baseline.json")
    }

    func testEachCommandsHelpNamesEveryOptionItTakes() {
        for option in SessionOptions.sharedByLintAndFix + SessionOptions.lintOnly {
            XCTAssertTrue(LintCommand.help.contains(option.name), option.name)
        }
        for option in SessionOptions.sharedByLintAndFix + SessionOptions.fixOnly {
            XCTAssertTrue(FixCommand.help.contains(option.name), option.name)
        }
    }
}
