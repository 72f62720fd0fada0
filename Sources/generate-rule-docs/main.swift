import Foundation
import RuleDocumentationGenerator

// `swift run generate-rule-docs [PACKAGE-ROOT]`: rewrites the embedded rule documentation from
// Rules/*.md (run it after editing a spec; RuleDocumentationTests fails until you do).
let root = URL(fileURLWithPath: CommandLine.arguments.dropFirst().first ?? FileManager.default.currentDirectoryPath)
do {
    let source = try RuleDocumentationSource.generate(packageRoot: root)
    let path = root.appendingPathComponent(RuleDocumentationSource.generatedPath)
    let current = try? String(contentsOf: path, encoding: .utf8)
    if current == source {
        print("\(RuleDocumentationSource.generatedPath) is up to date")
    } else {
        try source.write(to: path, atomically: true, encoding: .utf8)
        print("wrote \(RuleDocumentationSource.generatedPath)")
    }
} catch {
    FileHandle.standardError.write(Data("generate-rule-docs: error: \(error)\n".utf8))
    exit(1)
}
