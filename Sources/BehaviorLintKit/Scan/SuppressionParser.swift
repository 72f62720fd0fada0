import Foundation

/// Reads `// behavior-lint:disable RULE[,RULE…] [-- reason]` comments and their variants
/// (`enable`, `disable-next-line`, `disable-line`; `all` for every rule).
enum SuppressionParser {
    static let marker = "behavior-lint:"

    static func parse(_ tokens: SignificantTokens) -> [SuppressionComment] {
        var result: [SuppressionComment] = []
        let markerBytes = Array(marker.utf8)
        for comment in tokens.comments {
            // Most comments are prose: look for the marker in the bytes before building a String.
            guard contains(markerBytes, in: UnsafeBufferPointer(rebasing: tokens.bytes[comment.start..<comment.end]))
            else { continue }
            let text = String(
                decoding: UnsafeBufferPointer(rebasing: tokens.bytes[comment.start..<comment.end]), as: UTF8.self)
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
            result.append(
                SuppressionComment(
                    kind: kind, rules: rules.isEmpty ? ["all"] : rules, reason: reason,
                    location: tokens.location(ofOffset: comment.start)))
        }
        return result
    }

    private static func contains(_ needle: [UInt8], in haystack: UnsafeBufferPointer<UInt8>) -> Bool {
        guard haystack.count >= needle.count, let first = needle.first else { return false }
        var index = 0
        let last = haystack.count - needle.count
        while index <= last {
            if haystack[index] == first {
                var matched = 1
                while matched < needle.count && haystack[index + matched] == needle[matched] { matched += 1 }
                if matched == needle.count { return true }
            }
            index += 1
        }
        return false
    }
}
