import Foundation

/// Reads `// behavior-lint:disable RULE[,RULE…] [-- reason]` comments and their variants
/// (`enable`, `disable-next-line`, `disable-line`; `all` for every rule).
enum SuppressionParser {
    static let marker = "behavior-lint:"

    static func parse(_ tokens: SignificantTokens) -> [SuppressionComment] {
        var result: [SuppressionComment] = []
        for comment in tokens.comments {
            let text = String(decoding: tokens.bytes[comment.start ..< comment.end], as: UTF8.self)
            guard let markerRange = text.range(of: marker) else { continue }
            var body = String(text[markerRange.upperBound...])
            if text.hasPrefix("/*"), body.hasSuffix("*/") { body = String(body.dropLast(2)) }
            var reason: String? = nil
            if let separator = body.range(of: "--") {
                reason = body[separator.upperBound...].trimmingCharacters(in: .whitespaces)
                body = String(body[..<separator.lowerBound])
            }
            let words = body.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            guard let command = words.first, let kind = SuppressionComment.Kind(rawValue: command) else { continue }
            let rules = words.dropFirst().joined(separator: ",").split(separator: ",").map {
                $0.trimmingCharacters(in: .whitespaces)
            }.filter { !$0.isEmpty }
            result.append(SuppressionComment(kind: kind, rules: rules.isEmpty ? ["all"] : rules, reason: reason,
                                             location: tokens.location(ofOffset: comment.start)))
        }
        return result
    }
}
