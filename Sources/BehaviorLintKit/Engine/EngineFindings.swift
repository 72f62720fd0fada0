/// Findings the run itself produces rather than a rule: unreadable files, suppressions that
/// suppress nothing, and encrypted files. They have descriptors so that they can be configured and documented like rules.
public enum EngineFindings {
    public static let unreadableFile = RuleDescriptor(
        id: "unreadable-file", kind: .hygiene, defaultSeverity: .error, scope: .file, fixable: false,
        summary: "A file that could not be read; the other files are still linted.")

    public static let unusedSuppression = RuleDescriptor(
        id: "unused-suppression", kind: .hygiene, defaultSeverity: .warning, scope: .file, fixable: false,
        summary: "A `behavior-lint:disable…` comment that suppresses nothing, or names an unknown rule.")

    public static let encryptedFiles = RuleDescriptor(
        id: "encrypted-file", kind: .hygiene, defaultSeverity: .warning, scope: .project, fixable: false,
        summary:
            "Files kept encrypted in the repository (git-crypt, OpenSSL), said once for all of them: not linted until unlocked."
    )

    public static let all = [unreadableFile, unusedSuppression, encryptedFiles]
}
