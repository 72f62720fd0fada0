/// Findings the run itself produces rather than a rule: unreadable files and suppressions that
/// suppress nothing. They have descriptors so that they can be configured and documented like rules.
public enum EngineFindings {
    public static let unreadableFile = RuleDescriptor(
        id: "unreadable-file", kind: .hygiene, defaultSeverity: .error, scope: .file, fixable: false,
        summary: "A file that could not be read; the other files are still linted.")

    public static let unusedSuppression = RuleDescriptor(
        id: "unused-suppression", kind: .hygiene, defaultSeverity: .warning, scope: .file, fixable: false,
        summary: "A `behavior-lint:disable…` comment that suppresses nothing, or names an unknown rule.")

    public static let all = [unreadableFile, unusedSuppression]
}
