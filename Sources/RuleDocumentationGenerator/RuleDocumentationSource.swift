import Foundation

/// The Swift source that embeds the `Rules/<id>.md` specs in the binary, so that
/// `behavior-lint explain` works wherever the binary is. `generate-rule-docs` writes it; a test
/// checks that the committed file is what this produces.
public enum RuleDocumentationSource {
    /// Where the generated file lives, relative to the package root.
    public static let generatedPath = "Sources/BehaviorLintKit/Docs/RuleDocumentation+Generated.swift"
    /// Where the specs live, relative to the package root.
    public static let rulesPath = "Rules"

    /// The generated file's text for the specs in `packageRoot`/Rules (README.md is not a spec).
    public static func generate(packageRoot: URL) throws -> String {
        let directory = packageRoot.appendingPathComponent(rulesPath).path
        let ids = try FileManager.default.contentsOfDirectory(atPath: directory)
            .filter { $0.hasSuffix(".md") && $0 != "README.md" }.map { String($0.dropLast(3)) }.sorted()
        var source = """
            // swift-format-ignore-file
            // Generated from Rules/*.md by `swift run generate-rule-docs`.
            // Do not edit: edit the spec and regenerate.

            /// The `Rules/<id>.md` specs, embedded so that `behavior-lint explain` works wherever the binary is.
            enum RuleDocumentation {
                static let markdown: [String: String] = [

            """
        for id in ids {
            let text = try String(contentsOfFile: directory + "/" + id + ".md", encoding: .utf8)
            source += "        \"\(id)\": #####\"\"\"\n\(text)\n\"\"\"#####,\n"
        }
        source += "    ]\n}\n"
        return source
    }
}
