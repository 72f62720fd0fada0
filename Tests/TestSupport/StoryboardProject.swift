import BehaviorLintKit

/// The lines where rule `id` reports on `App/Screens.swift` holding `screens`, linted with
/// `App/Main.storyboard` holding `storyboard`: what a storyboard's scenes change about a finding.
public func findingLines(
    ofRule id: String, screens: String, storyboard: String, values: [String: String] = [:]
) -> [String] {
    LintEngine.lint(
        [
            (path: "App/Screens.swift", bytes: Array(screens.utf8)),
            (path: "App/Main.storyboard", bytes: Array(storyboard.utf8)),
        ],
        configuration: .only(id, values: values)
    ).map { "\($0.location.line)" }
}
