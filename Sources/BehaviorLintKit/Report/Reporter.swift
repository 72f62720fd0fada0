import Foundation

/// An output format for a lint run. Reporters are pure: a report in, the complete output out
/// (ending with a line break when not empty); where it goes is the command's business.
public protocol Reporter: Sendable {
    /// The name `--reporter` takes.
    static var id: String { get }
    /// One line for `--help` and error messages.
    static var summary: String { get }
    static func render(_ report: LintReport) -> String
}

/// Every reporter, in the order `--help` lists them.
public enum ReporterRegistry {
    public static let all: [any Reporter.Type] = [
        XcodeReporter.self,
        GitHubReporter.self,
        SARIFReporter.self,
        GitLabReporter.self,
        CheckstyleReporter.self,
        JUnitReporter.self,
        JSONReporter.self,
        SummaryReporter.self,
        HTMLReporter.self,
    ]

    public static var ids: [String] { all.map { $0.id } }

    public static func reporter(id: String) -> (any Reporter.Type)? {
        all.first { $0.id == id }
    }

    /// The reporter to use when none is configured: `github` inside GitHub Actions
    /// (`GITHUB_ACTIONS=true`), `xcode` elsewhere.
    public static func defaultID(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        environment["GITHUB_ACTIONS"] == "true" ? GitHubReporter.id : XcodeReporter.id
    }

    /// `  xcode       Xcode, terminals, editors: path:line:col: warning: …` lines for `--help`.
    public static var helpText: String {
        let width = ids.map { $0.count }.max() ?? 0
        return all.map { "  " + $0.id.padding(toLength: width + 2, withPad: " ", startingAt: 0) + $0.summary + "\n" }
            .joined()
    }
}

/// A `--reporter` value: `ID` (output to standard output) or `ID:PATH` (output to a file).
public struct ReporterSelection: Equatable, Sendable {
    public var id: String
    /// Where to write the output; nil for standard output.
    public var outputPath: String?

    public init(id: String, outputPath: String? = nil) {
        self.id = id
        self.outputPath = outputPath
    }

    public struct Failure: Error, Equatable, Sendable, CustomStringConvertible {
        public var description: String
    }

    /// Parses `sarif`, `sarif:out.sarif`, `junit:reports/lint.xml`. The id ends at the first
    /// colon, so the path may contain colons. Unknown ids fail with a suggestion and the list.
    public static func parse(_ text: String) -> Result<ReporterSelection, Failure> {
        let id: String
        var path: String? = nil
        if let colon = text.firstIndex(of: ":") {
            id = String(text[..<colon])
            path = String(text[text.index(after: colon)...])
        } else {
            id = text
        }
        guard ReporterRegistry.reporter(id: id) != nil else {
            var message = id.isEmpty ? "missing reporter name" : "unknown reporter '\(id)'"
            if !id.isEmpty, let close = Suggestion.closest(to: id, among: ReporterRegistry.ids) {
                message += " (did you mean '\(close)'?)"
            }
            message += "; reporters: " + ReporterRegistry.ids.joined(separator: ", ")
            return .failure(Failure(description: message))
        }
        if let path, path.isEmpty {
            return .failure(Failure(description: "missing output path after '\(id):'"))
        }
        return .success(ReporterSelection(id: id, outputPath: path))
    }

    /// The reports a run writes: the command line's `--reporter`s, else the configuration's, else
    /// the environment's default; `--output` gives the first one without a path its file.
    public static func resolve(
        _ commandLine: [String], configured: [String], output: String?,
        environment: [String: String]
    ) -> Result<[ReporterSelection], Failure> {
        let texts =
            !commandLine.isEmpty
            ? commandLine
            : !configured.isEmpty ? configured : [ReporterRegistry.defaultID(environment: environment)]
        var selections: [ReporterSelection] = []
        for text in texts {
            switch parse(text) {
            case .success(let selection): selections.append(selection)
            case .failure(let failure): return .failure(failure)
            }
        }
        if let output, let index = selections.firstIndex(where: { $0.outputPath == nil }) {
            selections[index].outputPath = output
        }
        return .success(selections)
    }

    public var reporter: any Reporter.Type {
        ReporterRegistry.reporter(id: id) ?? XcodeReporter.self
    }

    public func render(_ report: LintReport) -> String {
        reporter.render(report)
    }
}
