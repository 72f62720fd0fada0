/// A problem with a configuration file, described the way compilers describe source errors so
/// editors and terminals link straight to it:
///
///     .lintrc:12:2: error: unknown rule 'nav-bar-visiblity' — did you mean 'nav-bar-visibility'?
///
/// A file with several problems yields the first as the error and the rest in `additionalErrors`,
/// so one run lists them all instead of one per attempt. Any configuration error means exit 2.
public struct ConfigurationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong, for callers and tests that branch on it; the text is in `message`.
    public enum Kind: String, Sendable {
        /// `--config FILE` names nothing.
        case fileNotFound
        /// The file exists but cannot be read (a folder, no permission…).
        case unreadable
        /// The bytes are not UTF-8.
        case invalidEncoding
        /// Neither `key = value`, `[section]`, a comment nor blank.
        case malformedLine
        /// A `[section]` that is neither a rule id nor `behaviors`.
        case unknownSection
        /// The same `[section]` twice.
        case duplicateSection
        /// A key the section does not have.
        case unknownKey
        /// A key set twice in one section.
        case duplicateKey
        /// A value the key does not accept.
        case badValue
        /// Several `.lintrc` files apply to the linted paths.
        case ambiguous
    }

    public var kind: Kind
    /// The configuration file as the user should see it.
    public var file: String
    /// 1-based; nil for problems with the whole file (missing, unreadable).
    public var line: Int?
    /// 1-based, in UTF-8 bytes as compilers count; nil with `line`.
    public var column: Int?
    /// The key (or section name) the problem is about, when there is one.
    public var key: String?
    public var message: String
    /// A close match for a misspelt key, section or value.
    public var suggestion: String?
    /// The section the suggested key belongs to, when it is not the one the mistake is in
    /// (nil: the same section, or the top level for a top-level mistake).
    public var suggestionSection: String?
    /// The other problems found in the same file, in file order.
    public var additionalErrors: [ConfigurationError] = []

    public init(
        kind: Kind, file: String, line: Int? = nil, column: Int? = nil, key: String? = nil,
        message: String, suggestion: String? = nil, suggestionSection: String? = nil
    ) {
        self.kind = kind
        self.file = file
        self.line = line
        self.column = column
        self.key = key
        self.message = message
        self.suggestion = suggestion
        self.suggestionSection = suggestionSection
    }

    /// This problem alone, on one line.
    public var summary: String {
        var text = file
        if let line { text += ":\(line)" + (column.map { ":\($0)" } ?? "") }
        text += ": error: " + message
        if let suggestion {
            text += " — did you mean '\(suggestion)'" + (suggestionSection.map { " in [\($0)]" } ?? "") + "?"
        }
        return text
    }

    /// Every problem, one per line (no trailing newline).
    public var description: String {
        ([summary] + additionalErrors.map(\.summary)).joined(separator: "\n")
    }

    /// Every problem, this one first.
    public var all: [ConfigurationError] {
        var first = self
        first.additionalErrors = []
        return [first] + additionalErrors
    }
}
