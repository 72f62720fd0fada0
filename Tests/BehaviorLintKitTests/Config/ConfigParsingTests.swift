import XCTest

@testable import BehaviorLintKit

/// What a well-formed `.lintrc` means: the keys of cli.md, their defaults, the line syntax.
final class ConfigParsingTests: XCTestCase {
    private func parse(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> LintConfiguration {
        switch LintConfiguration.parse(text, file: ".lintrc") {
        case .success(let configuration): return configuration
        case .failure(let error):
            XCTFail("unexpected error: \(error)", file: file, line: line)
            return .defaults
        }
    }

    private func settings(_ configuration: LintConfiguration, _ id: String) -> RuleSettings {
        configuration.rules.settings[id]!
    }

    // MARK: Defaults

    func testAnEmptyFileMeansTheDefaults() {
        for text in ["", "\n\n", "# only a comment\n   \n\t# another\n"] {
            let configuration = parse(text)
            XCTAssertEqual(configuration.include.map(\.text), ["**/*.swift"])
            XCTAssertEqual(configuration.exclude, [])
            XCTAssertEqual(configuration.reporters, [], "unset, so the command may choose github under GitHub Actions")
            XCTAssertFalse(configuration.strict)
            XCTAssertNil(configuration.baseline)
            XCTAssertEqual(configuration.behaviors, BehaviorSettings())
            for descriptor in ConfigurationSchema.rules {
                let settings = configuration.rules.settings[descriptor.id]
                XCTAssertEqual(settings?.severity, descriptor.defaultSeverity, descriptor.id)
                for option in descriptor.options {
                    XCTAssertNil(settings?.value(option.name), "\(descriptor.id).\(option.name) reads its default")
                }
            }
        }
    }

    func testDefaultBehaviorSettingsAreThoseOfThePatternDocument() {
        let behaviors = LintConfiguration.defaults.behaviors
        XCTAssertEqual(behaviors.protocolName, "ViewControllerLifecycleBehavior")
        XCTAssertEqual(behaviors.hookStyle, .moment)
        XCTAssertEqual(behaviors.outputDirectory, "Behaviors")
        XCTAssertEqual(behaviors.supportFile, "LifecycleBehaviors.swift")
        XCTAssertEqual(behaviors.configuredKeys, [])
    }

    // MARK: The cli.md example

    func testTheExampleOfTheDesignDocumentParses() {
        let configuration = parse(
            """
            # files to lint, relative to this file's folder
            include = **/*.swift
            exclude = Pods/**, **/*.generated.swift
            reporter = xcode
            strict = false
            baseline = .behavior-lint-baseline.json

            [nav-bar-visibility]
            severity = warning

            [screen-tracking]
            severity = warning
            calls = Analytics.track*, *.logEvent, Pixel.fire

            [observer-lifecycle]
            severity = warning

            [repeated-lifecycle-concern]
            min-screens = 3

            [base-class-sprawl]
            severity = warning

            [slow-array-concat]
            min-operands = 3

            [lifecycle-super-call]
            severity = error

            [behaviors]
            protocol = ViewControllerLifecycleBehavior
            hook-style = moment          # or: uikit
            output-directory = Behaviors
            support-file = LifecycleBehaviors.swift

            """)
        XCTAssertEqual(configuration.exclude.map(\.text), ["Pods/**", "**/*.generated.swift"])
        XCTAssertEqual(configuration.reporters, ["xcode"])
        XCTAssertEqual(configuration.baseline, ".behavior-lint-baseline.json")
        XCTAssertEqual(
            settings(configuration, "screen-tracking").list(TrackingCallsOption.option),
            ["Analytics.track*", "*.logEvent", "Pixel.fire"])
        XCTAssertEqual(settings(configuration, "lifecycle-super-call").severity, .error)
        XCTAssertEqual(
            settings(configuration, "repeated-lifecycle-concern").integer(ConcernThresholds.minScreens), 3)
        XCTAssertEqual(configuration.behaviors.hookStyle, .moment)
        XCTAssertEqual(
            configuration.behaviors.configuredKeys, ["protocol", "hook-style", "output-directory", "support-file"])
    }

    // MARK: Top-level keys

    func testTopLevelKeysSetTheirValues() {
        let configuration = parse(
            """
            include = Sources/**/*.swift, App/*.swift
            exclude = **/Generated/**
            reporter = sarif, json
            strict = true
            baseline = ci/baseline.json
            """)
        XCTAssertEqual(configuration.include.map(\.text), ["Sources/**/*.swift", "App/*.swift"])
        XCTAssertEqual(configuration.exclude.map(\.text), ["**/Generated/**"])
        XCTAssertEqual(configuration.reporters, ["sarif", "json"])
        XCTAssertTrue(configuration.strict)
        XCTAssertEqual(configuration.baseline, "ci/baseline.json")
    }

    func testEveryReporterOfTheDesignIsAccepted() {
        for name in ["xcode", "github", "sarif", "gitlab", "checkstyle", "junit", "json", "summary", "html"] {
            XCTAssertEqual(parse("reporter = \(name)").reporters, [name])
        }
    }

    func testAReporterMayNameItsFile() {
        XCTAssertEqual(parse("reporter = xcode, html:reports/map.html").reporters, ["xcode", "html:reports/map.html"])
    }

    func testAnEmptyExcludeListIsAllowed() {
        XCTAssertEqual(parse("exclude =\n").exclude, [])
    }

    // MARK: Rule sections

    func testARuleSectionSetsSeverityAndOptions() {
        let configuration = parse(
            """
            [repeated-lifecycle-concern]
            severity = error
            min-screens = 5

            [nav-bar-visibility]
            severity = off
            """)
        let repeated = settings(configuration, "repeated-lifecycle-concern")
        XCTAssertEqual(repeated.severity, .error)
        XCTAssertEqual(repeated.integer(ConcernThresholds.minScreens), 5)
        XCTAssertEqual(settings(configuration, "nav-bar-visibility").severity, .off)
        XCTAssertNil(configuration.rules.settings(for: "nav-bar-visibility"), "severity off disables the rule")
        XCTAssertEqual(
            settings(configuration, "screen-tracking").severity,
            ScreenTrackingRule.descriptor.defaultSeverity, "rules without a section keep their defaults")
    }

    func testASectionWithoutSeverityKeepsTheDefaultSeverity() {
        let configuration = parse("[slow-array-concat]\nmin-operands = 4\n")
        XCTAssertEqual(
            settings(configuration, "slow-array-concat").severity, SlowArrayConcatRule.descriptor.defaultSeverity)
        XCTAssertEqual(settings(configuration, "slow-array-concat").integer(SlowArrayConcatRule.minOperands), 4)
    }

    func testListOptionsAreTrimmedAndEmptyItemsDropped() {
        let configuration = parse("[behavior-attach-site]\nattach-method =  addBehaviors ,attach,, install ,\n")
        XCTAssertEqual(
            settings(configuration, "behavior-attach-site").list(AttachMethodOption.option),
            ["addBehaviors", "attach", "install"])
        XCTAssertEqual(
            AttachMethodOption.methods(in: configuration.rules), ["addBehaviors", "attach", "install"])
    }

    func testAnEmptyListOptionMeansNoItemsRatherThanTheDefault() {
        let configuration = parse("[screen-tracking]\ncalls =\n")
        XCTAssertEqual(settings(configuration, "screen-tracking").list(TrackingCallsOption.option), [])
    }

    func testTheAttachMethodLivesInTheRuleSectionAndDefaultsToAddBehaviors() {
        XCTAssertEqual(AttachMethodOption.methods(in: LintConfiguration.defaults.rules), ["addBehaviors"])
    }

    func testIntegerOptionsAreStoredInCanonicalForm() {
        let configuration = parse("[nav-bar-visibility]\nmin-screens = 007\n")
        XCTAssertEqual(settings(configuration, "nav-bar-visibility").value("min-screens"), "7")
    }

    // MARK: [behaviors]

    func testBehaviorsSettingsAreRead() {
        let configuration = parse(
            """
            [behaviors]
            protocol = ScreenBehavior
            hook-style = uikit
            output-directory = Sources/App/Behaviors
            support-file = Support/ScreenBehavior.swift
            """)
        XCTAssertEqual(configuration.behaviors.protocolName, "ScreenBehavior")
        XCTAssertEqual(configuration.behaviors.hookStyle, .uikit)
        XCTAssertEqual(configuration.behaviors.outputDirectory, "Sources/App/Behaviors")
        XCTAssertEqual(configuration.behaviors.supportFile, "Support/ScreenBehavior.swift")
    }

    func testConfiguredKeysTellFixWhichSettingsTheFileChose() {
        let configuration = parse("[behaviors]\nhook-style = uikit\n")
        XCTAssertEqual(configuration.behaviors.configuredKeys, ["hook-style"])
    }

    func testAQualifiedProtocolNameIsAccepted() {
        XCTAssertEqual(
            parse("[behaviors]\nprotocol = Core.LifecycleBehavior\n").behaviors.protocolName, "Core.LifecycleBehavior")
    }

    // MARK: Line syntax

    func testWhitespaceAroundKeysValuesAndSectionNamesIsIgnored() {
        let configuration = parse("  strict\t=   true  \n[  lifecycle-super-call ]\n\tseverity=error\n")
        XCTAssertTrue(configuration.strict)
        XCTAssertEqual(settings(configuration, "lifecycle-super-call").severity, .error)
    }

    func testTrailingCommentsAfterValuesAndHeadersAreIgnored() {
        let configuration = parse(
            """
            strict = true # fail on warnings
            [behaviors]   # how fix writes code
            hook-style = uikit  # or: moment
            """)
        XCTAssertTrue(configuration.strict)
        XCTAssertEqual(configuration.behaviors.hookStyle, .uikit)
    }

    func testAHashInsideAValueIsNotAComment() {
        XCTAssertEqual(parse("baseline = reports/base#1.json\n").baseline, "reports/base#1.json")
    }

    func testWindowsLineEndingsAndAByteOrderMarkAreAccepted() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("strict = true\r\n[behaviors]\r\nhook-style = uikit\r\n".utf8)
        guard case .success(let configuration) = LintConfiguration.parse(bytes, file: ".lintrc") else {
            return XCTFail("should parse")
        }
        XCTAssertTrue(configuration.strict)
        XCTAssertEqual(configuration.behaviors.hookStyle, .uikit)
    }

    func testAFileWithoutAFinalNewlineParses() {
        XCTAssertTrue(parse("strict = true").strict)
    }

    func testNonASCIIValuesAreKept() {
        XCTAssertEqual(
            parse("[behaviors]\noutput-directory = Écrans/Comportements\n").behaviors.outputDirectory,
            "Écrans/Comportements")
    }

    // MARK: Selecting files

    func testIncludeAndExcludeSelectFiles() {
        let configuration = parse("include = Sources/**/*.swift\nexclude = Sources/Generated, **/*Mock.swift\n")
        XCTAssertTrue(configuration.selects("Sources/App/Home.swift"))
        XCTAssertFalse(configuration.selects("Tests/HomeTests.swift"), "not included")
        XCTAssertFalse(configuration.selects("Sources/Generated/API.swift"), "inside an excluded folder")
        XCTAssertFalse(configuration.selects("Sources/Generated/Deep/API.swift"), "anywhere inside an excluded folder")
        XCTAssertFalse(configuration.selects("Sources/App/NetworkMock.swift"), "matches an exclude pattern")
        XCTAssertTrue(configuration.selects("Sources/GeneratedStuff/API.swift"), "a folder name is matched whole")
        XCTAssertTrue(configuration.excludes("Sources/Generated"), "lets discovery skip the folder")
    }

    func testTheDefaultsSelectEverySwiftFile() {
        XCTAssertTrue(LintConfiguration.defaults.selects("A.swift"))
        XCTAssertTrue(LintConfiguration.defaults.selects("a/b/A.swift"))
        XCTAssertFalse(LintConfiguration.defaults.selects("a/b/A.m"))
    }
}
