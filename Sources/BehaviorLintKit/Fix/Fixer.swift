import SwiftLexer

/// What a fixer sees: the project as linted, every file's original bytes, and the fixable
/// findings of the rules it fixes. `package`, like `Fixer`, so that the test targets' shared
/// support can run one fixer without `@testable` (which a release build of every target rejects).
package struct FixContext {
    let project: ProjectIndex
    /// Path (as in `FileSummary.path`) → the bytes the summary was made from.
    let sources: [String: [UInt8]]
    /// The fixable findings of the fixer's rules, in report order.
    let findings: [Finding]
    let configuration: LintConfiguration
    /// Where generated files go, relative to the working directory (the configuration's
    /// `output-directory` resolved against the configuration file's folder).
    let outputDirectory: String
    /// The modules the project's files compile into, for placing generated files.
    var layout: ProjectLayout = .unmanaged

    package init(
        project: ProjectIndex, sources: [String: [UInt8]], findings: [Finding], configuration: LintConfiguration,
        outputDirectory: String, layout: ProjectLayout = .unmanaged
    ) {
        self.project = project
        self.sources = sources
        self.findings = findings
        self.configuration = configuration
        self.outputDirectory = outputDirectory
        self.layout = layout
    }

    /// The summary of the file at `path`.
    func file(_ path: String) -> (index: Int, summary: FileSummary)? {
        guard let index = project.files.firstIndex(where: { $0.path == path }) else { return nil }
        return (index, project.files[index])
    }

    /// The tokens of the file at `path`, for fixers that need more than the summary.
    func tokens(_ path: String) -> TokenList? {
        sources[path].map { Lexer.tokenize($0) }
    }
}

/// Turns the fixable findings of some rules into proposals. A fixer never writes: the fix
/// engine decides which proposals apply (no two may overlap) and verifies the result.
package protocol Fixer {
    /// The rules whose findings this fixer resolves.
    static var ruleIDs: [String] { get }
    init()
    func proposals(_ context: FixContext) -> [FixProposal]
}
