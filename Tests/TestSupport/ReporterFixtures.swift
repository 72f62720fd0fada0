import BehaviorLintKit
import Foundation

/// A small, fixed lint run for the reporter tests: every input that could vary (time, host,
/// rule catalogue, documentation, source text) is pinned, so outputs can be compared byte for byte.
public enum ReporterFixtures {
    public static let home = "App/HomeViewController.swift"
    /// A space and a non-ASCII letter in the path (URI encoding), non-ASCII before the column
    /// (byte → code point columns).
    public static let cafe = "App/Café Screen.swift"
    public static let clean = "App/Clean.swift"

    public static let sources: [(path: String, bytes: [UInt8])] = [
        (
            home,
            Array(
                """
                import UIKit
                final class HomeViewController: UIViewController {
                    override func viewWillAppear(_ animated: Bool) {
                        navigationController?.setNavigationBarHidden(true, animated: animated)
                    }
                }

                """.utf8)
        ),
        (
            cafe,
            Array(
                """
                final class CaféViewController: UIViewController {
                    override func viewDidAppear(_ animated: Bool) {
                        let título = "Café"; Analytics.track("café")
                    }
                }

                """.utf8)
        ),
        (clean, Array("let x = 1\n".utf8)),
    ]

    public static let rules = [
        RuleDescriptor(
            id: "nav-bar-visibility", kind: .opportunity, defaultSeverity: .warning, scope: .file, fixable: true,
            summary: "Navigation bar hidden in one hook and never shown again."),
        RuleDescriptor(
            id: "screen-tracking", kind: .opportunity, defaultSeverity: .warning, scope: .file, fixable: false,
            summary: "Screen tracking calls belong in a behavior."),
        RuleDescriptor(
            id: "lifecycle-super-call", kind: .defect, defaultSeverity: .error, scope: .file, fixable: true,
            summary: "Lifecycle overrides must call super."),
    ]

    public static let findings: [Finding] = [
        Finding(
            ruleID: "nav-bar-visibility", severity: .warning, path: home,
            location: SourceLocation(line: 4, column: 9), endLocation: SourceLocation(line: 4, column: 79),
            message: "HomeViewController hides the navigation bar in viewWillAppear and never shows it again",
            hostClass: "HomeViewController", hook: "viewWillAppear", verdict: .fixable,
            fingerprintText: "navigationController?.setNavigationBarHidden(true, animated: animated)"),
        Finding(
            ruleID: "lifecycle-super-call", severity: .error, path: home,
            location: SourceLocation(line: 3, column: 5), endLocation: SourceLocation(line: 5, column: 6),
            message: "viewWillAppear(_:) does not call super.viewWillAppear(_:)",
            hostClass: "HomeViewController", hook: "viewWillAppear", verdict: .fixable,
            notes: [
                Finding.Note(
                    path: home, location: SourceLocation(line: 2, column: 13),
                    message: "HomeViewController is declared here")
            ],
            fingerprintText: "viewWillAppear"),
        Finding(
            ruleID: "screen-tracking", severity: .warning, path: cafe,
            location: SourceLocation(line: 3, column: 32), endLocation: SourceLocation(line: 3, column: 56),
            message: #"Screen "Café" tracks <50%> of events & more: a, b"#,
            hostClass: "CaféViewController", hook: "viewDidAppear", condition: "DEBUG",
            fingerprintText: #"Analytics.track("café")"#),
    ]

    public static func report(
        findings: [Finding] = findings, files: [String] = sources.map { $0.path },
        rules: [RuleDescriptor] = rules, repositoryURL: String? = "https://example.com/behavior-lint"
    )
        -> LintReport
    {
        LintReport(
            findings: findings, files: files, elapsedSeconds: 0.25, toolVersion: "0.1.0",
            timestamp: Date(timeIntervalSince1970: 1_700_000_000), hostname: "ci-runner", rules: rules,
            ruleDocumentation: ["nav-bar-visibility": "# nav-bar-visibility\n\nShow it again.\n"],
            repositoryURL: repositoryURL, lineText: QuotedLines(sources: sources).lineText)
    }

    /// `Tests/Fixtures/Schemas`, the copies of the SARIF and JUnit schemas kept in the repository
    /// (found from this file, so no bundle is needed and nothing outside the clone is read).
    public static var schemasFolder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/Schemas", isDirectory: true)
    }
}
