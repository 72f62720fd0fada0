import XCTest

@testable import BehaviorLintKit

/// `behavior-lint init` and the `--print-config` rendering: both write `.lintrc` text from the
/// schema and the rule registry, with a comment for every key, and the text reads back as the
/// configuration it came from.
final class ConfigInitAndPrintTests: XCTestCase {
    private func parse(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> LintConfiguration? {
        switch LintConfiguration.parse(text, file: ".lintrc") {
        case .success(let configuration): return configuration
        case .failure(let error):
            XCTFail("does not parse back: \(error)", file: file, line: line)
            return nil
        }
    }

    /// Every `key = value` line, as "section.key" ("key" at the top level).
    private func assignedKeys(_ text: String) -> [String] {
        guard case .success(let lines) = LintrcSyntax.lines(Array(text.utf8), file: "") else { return [] }
        var section = ""
        var keys: [String] = []
        for line in lines {
            switch line.content {
            case .section(let name, _): section = name + "."
            case .entry(let key, _, _, _): keys.append(section + key)
            default: break
            }
        }
        return keys
    }

    /// Every key the parser reads, as "section.key".
    private var everyKey: [String] {
        ConfigurationSchema.topLevel.map(\.name)
            + ConfigurationSchema.rules.flatMap { rule in
                ["\(rule.id).\(ConfigurationSchema.severityKey)"] + rule.options.map { "\(rule.id).\($0.name)" }
            }
            + ConfigurationSchema.behaviors.map { "\(ConfigurationSchema.behaviorsSection).\($0.name)" }
    }

    /// Runs `init` in `folder`, flushing the captured output as the tool does.
    private func runInit(_ arguments: [String], in folder: TemporaryDirectory) -> (
        status: Int32, out: String, err: String
    ) {
        let console = Console.capture()
        let status = InitCommand.run(arguments, console: console, folder: folder.path)
        console.flush()
        return (status, console.out.capturedText, console.err.capturedText)
    }

    // MARK: init

    func testInitWritesTheDefaultsIntoTheFolder() throws {
        let folder = TemporaryDirectory()
        let result = runInit([], in: folder)
        XCTAssertEqual(result.status, ExitCode.success)
        let written = try String(contentsOfFile: folder.path + "/.lintrc", encoding: .utf8)
        XCTAssertEqual(written, InitCommand.template)
        XCTAssertTrue(result.out.contains(".lintrc"), result.out)
        XCTAssertEqual(result.err, "")
    }

    func testInitNeverOverwrites() throws {
        let folder = TemporaryDirectory()
        folder.write(".lintrc", "strict = true\n")
        let result = runInit([], in: folder)
        XCTAssertEqual(result.status, ExitCode.usage)
        XCTAssertEqual(try String(contentsOfFile: folder.path + "/.lintrc", encoding: .utf8), "strict = true\n")
        XCTAssertTrue(result.err.contains("already exists"), result.err)
        XCTAssertEqual(result.out, "")
    }

    func testInitRejectsArgumentsAndShowsHelp() {
        let folder = TemporaryDirectory()
        let rejected = runInit(["--force"], in: folder)
        XCTAssertEqual(rejected.status, ExitCode.usage)
        XCTAssertTrue(rejected.err.contains("unknown option '--force'"), rejected.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path + "/.lintrc"))
        let help = runInit(["--help"], in: folder)
        XCTAssertEqual(help.status, ExitCode.success)
        XCTAssertTrue(help.out.hasPrefix("USAGE: behavior-lint init"), help.out)
    }

    func testTheInitTemplateParsesToTheDefaults() {
        guard let configuration = parse(InitCommand.template) else { return }
        assertEquivalent(configuration, .defaults)
    }

    func testTheInitTemplateSetsEveryKeyExceptThoseWhoseDefaultIsUnset() {
        let unset = ConfigurationSchema.topLevel.filter { $0.defaultValue == nil }.map(\.name)
        XCTAssertEqual(Set(unset), ["reporter", "baseline"], "unset reporter lets GitHub Actions pick github")
        XCTAssertEqual(Set(assignedKeys(InitCommand.template)), Set(everyKey).subtracting(unset))
        for key in unset {
            XCTAssertTrue(InitCommand.template.contains("\n# \(key) = "), "\(key) is shown, commented out")
        }
    }

    func testEveryKeyOfTheTemplateHasACommentAbove() {
        let lines = InitCommand.template.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() where line.contains(" =") && !line.hasPrefix("#") {
            XCTAssertTrue(index > 0 && lines[index - 1].hasPrefix("#"), "no comment above '\(line)'")
        }
    }

    func testTemplateCommentsFitTheLineWidth() {
        for line in InitCommand.template.split(separator: "\n") where line.hasPrefix("#") {
            XCTAssertLessThanOrEqual(line.count, PrintConfig.width, String(line))
        }
    }

    // MARK: --print-config

    func testPrintConfigRoundTripsAConfiguration() {
        let text = """
            include = Sources/**/*.swift, App/*.swift
            exclude = Pods/**, **/*.generated.swift
            reporter = sarif, json
            strict = true
            baseline = ci/baseline.json
            [screen-tracking]
            severity = error
            calls = Analytics.track*, Pixel.fire
            [repeated-lifecycle-concern]
            min-screens = 5
            [nav-bar-visibility]
            severity = off
            [behaviors]
            hook-style = uikit
            protocol = ScreenBehavior
            """
        guard let original = parse(text) else { return }
        let printed = PrintConfig.render(original, header: ["test"])
        guard let reread = parse(printed) else { return }
        assertEquivalent(reread, original)
        XCTAssertTrue(printed.contains("\n[screen-tracking]\n"))
        XCTAssertTrue(printed.contains("\ncalls = Analytics.track*, Pixel.fire\n"))
        XCTAssertTrue(printed.contains("\nmin-screens = 5\n"))
        XCTAssertTrue(printed.contains("\nhook-style = uikit\n"))
    }

    func testPrintConfigShowsEffectiveDefaultsForKeysTheFileLeftOut() {
        guard let configuration = parse("[slow-array-concat]\nseverity = error\n") else { return }
        let printed = PrintConfig.render(configuration, header: [])
        XCTAssertTrue(printed.contains("\nmin-operands = \(SlowArrayConcatRule.minOperands.defaultValue)\n"), printed)
        XCTAssertTrue(printed.contains("\nprotocol = ViewControllerLifecycleBehavior\n"))
        XCTAssertTrue(printed.hasPrefix("# Files to lint"), "no header, no blank first line")
    }

    func testPrintConfigSaysWhereTheConfigurationCameFrom() {
        let fromFile = LoadedConfiguration(
            configuration: .defaults, file: "/p/.lintrc", folder: "/p", workingDirectory: "/p")
        XCTAssertTrue(
            PrintConfig.render(fromFile).hasPrefix(
                "# The effective behavior-lint configuration. Read from /p/.lintrc.\n"))
        let defaults = LoadedConfiguration(configuration: .defaults, file: nil, folder: "/p", workingDirectory: "/p")
        XCTAssertTrue(PrintConfig.render(defaults).contains("No .lintrc found"))
    }

    // MARK: Helpers

    /// Same values everywhere (the types involved are not all `Equatable`).
    private func assertEquivalent(
        _ a: LintConfiguration, _ b: LintConfiguration, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(a.include, b.include, file: file, line: line)
        XCTAssertEqual(a.exclude, b.exclude, file: file, line: line)
        XCTAssertEqual(a.reporters, b.reporters, file: file, line: line)
        XCTAssertEqual(a.strict, b.strict, file: file, line: line)
        XCTAssertEqual(a.baseline, b.baseline, file: file, line: line)
        XCTAssertEqual(a.behaviors.protocolName, b.behaviors.protocolName, file: file, line: line)
        XCTAssertEqual(a.behaviors.hookStyle, b.behaviors.hookStyle, file: file, line: line)
        XCTAssertEqual(a.behaviors.outputDirectory, b.behaviors.outputDirectory, file: file, line: line)
        XCTAssertEqual(a.behaviors.supportFile, b.behaviors.supportFile, file: file, line: line)
        for descriptor in ConfigurationSchema.rules {
            let left = a.rules.settings[descriptor.id]
            let right = b.rules.settings[descriptor.id]
            XCTAssertEqual(left?.severity, right?.severity, descriptor.id, file: file, line: line)
            for option in descriptor.options {
                XCTAssertEqual(
                    left?.value(option.name) ?? option.defaultValue, right?.value(option.name) ?? option.defaultValue,
                    "\(descriptor.id).\(option.name)", file: file, line: line)
            }
        }
    }
}
