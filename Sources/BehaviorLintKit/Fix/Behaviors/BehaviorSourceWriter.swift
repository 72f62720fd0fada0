import Foundation

/// Writes the Swift source of a generated behavior: the imports its code needs, a doc comment
/// (marked as generated), its stored properties and one method per hook, holding the hosts' statements
/// rewritten for `viewController`.
struct BehaviorSourceWriter {
    let behaviorProtocol: BehaviorProtocol
    /// One level of indentation and the line ending, taken from the first host's file.
    let indent: String
    let lineEnding: String
    /// The methods the project adds to every view controller, which moved code calls on `viewController`.
    var projectAPI: Set<String> = []

    /// Opens the doc comment's second line; fix recognises its own earlier output by it.
    static let generatedMarker = "Extracted by `behavior-lint fix`"

    /// The source of one behavior: its declaration alone and its whole file.
    struct Rendered {
        /// The type declaration (doc comment excluded), for comparison with an existing type.
        var declaration: String
        /// The whole file: imports, doc comment, declaration.
        var file: String
    }

    /// `removals[c][s]` is where statement `s` of chore `c` is cut from its host.
    func render(_ template: BehaviorTemplate, removals: [[StatementRemoval]], imports: [String], header: [String]?)
        -> Rendered
    {
        let representative = template.chores[0]
        var lines: [String] = ["struct \(template.name): \(behaviorProtocol.name) {"]
        for parameter in template.parameters {
            lines.append(indent + "let \(parameter.name): \(parameter.type)")
        }
        var first = template.parameters.isEmpty
        for hook in BehaviorProtocol.behaviorHooks {
            let indices = representative.statements.indices.filter { representative.statements[$0].hook == hook }
            guard !indices.isEmpty, let signature = behaviorProtocol.methodSignature(hook) else { continue }
            if !first { lines.append("") }
            first = false
            lines.append(indent + signature + " {")
            for index in indices {
                lines.append(code(ofStatement: index, template: template, removals: removals))
            }
            lines.append(indent + "}")
        }
        lines.append("}")
        let declaration = lines.joined(separator: "\n")
        // No list of hosts: it would go stale with the first screen that attaches the behavior by hand.
        // A condition every moved statement of every host is wrapped in is part of what it does.
        let conditions = Set(template.chores.flatMap { $0.statements.map { $0.syntax.soleIfCondition } })
        let onlyWhile = conditions.count == 1 ? conditions.first!.map { ", only while `\($0)`" } ?? "" : ""
        let doc = "/// \(template.kind.purpose)\(onlyWhile).\n/// \(Self.generatedMarker)."
        let notice = header.map { $0.joined(separator: "\n") + "\n\n" } ?? ""
        let file = notice + imports.map { $0 + "\n" }.joined() + "\n" + doc + "\n" + declaration + "\n"
        return Rendered(declaration: withLineEnding(declaration), file: withLineEnding(file))
    }

    /// The representative host's statement `index`, rewritten and indented for a hook body, with
    /// the comments other hosts wrote on the same statement added above it so none is lost.
    private func code(ofStatement index: Int, template: BehaviorTemplate, removals: [[StatementRemoval]]) -> String {
        let removal = removals[0][index]
        let body = indent + indent
        // Lines are joined with "\n" until the file is written out in the host's line ending.
        var text = rewritten(removal, template: template, statement: index).replacingOccurrences(of: "\r\n", with: "\n")
        let own = Set(Self.commentLines(removal.movedText))
        var extra: [String] = []
        for other in removals.dropFirst() where index < other.count {
            for comment in Self.commentLines(other[index].movedText)
            where !own.contains(comment) && !extra.contains(comment) {
                extra.append(comment)
            }
        }
        text = StatementRewriter.reindent(text, from: removal.indentation, to: body)
        return extra.map { body + $0 + "\n" }.joined() + text
    }

    /// What statement `index` of a chore becomes in the behavior, before indentation.
    private func rewritten(_ removal: StatementRemoval, template: BehaviorTemplate, statement index: Int) -> String {
        StatementRewriter.rewrite(
            removal.movedText,
            replacements: template.replacements(forStatement: index, ofChore: 0, offset: removal.statementOffset),
            boundNames: template.chores[0].statements[index].syntax.boundNames, projectAPI: projectAPI)
    }

    /// The `//` comments of moved code, trimmed: what the nothing-lost promise covers for other hosts.
    static func commentLines(_ text: String) -> [String] {
        text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" }).compactMap { line in
            guard let range = line.range(of: "//") else { return nil }
            // Only comments that start a line or follow code, not `//` inside a string literal.
            let before = line[..<range.lowerBound]
            guard before.filter({ $0 == "\"" }).count % 2 == 0 else { return nil }
            return String(line[range.lowerBound...]).trimmingCharacters(in: .whitespaces)
        }
    }

    private func withLineEnding(_ text: String) -> String {
        lineEnding == "\n"
            ? text : text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\n", with: lineEnding)
    }
}
