import SwiftLexer

/// The names a string literal's interpolations read: `items` in `"\(items.count) items"`. The lexer
/// keeps a literal as one token, so its interpolations are lexed here, with the same lexer.
enum InterpolatedNames {
    /// The root name of every member chain inside `\(…)`, `self.` dropped.
    static func roots(in literal: String) -> [String] {
        guard literal.contains("\\(") else { return [] }
        var names: [String] = []
        for segment in segments(of: Array(literal.utf8)) {
            let tokens = Lexer.tokenize(segment)
            var previous: String? = nil
            var beforePrevious: String? = nil
            for index in 0..<tokens.count where !tokens.kind(index).isTrivia {
                let text = String(decoding: segment[tokens.range(index)], as: UTF8.self)
                if tokens.kind(index) == .identifier && (previous != "." || beforePrevious == "self") {
                    names.append(text)
                }
                beforePrevious = previous
                previous = text
            }
        }
        return names
    }

    /// The bytes between each `\(` and its matching `)`.
    private static func segments(of bytes: [UInt8]) -> [[UInt8]] {
        var result: [[UInt8]] = []
        var k = 0
        while k + 1 < bytes.count {
            guard bytes[k] == UInt8(ascii: "\\"), bytes[k + 1] == UInt8(ascii: "(") else {
                k += 1
                continue
            }
            var depth = 1
            var end = k + 2
            while end < bytes.count && depth > 0 {
                if bytes[end] == UInt8(ascii: "(") { depth += 1 }
                if bytes[end] == UInt8(ascii: ")") { depth -= 1 }
                end += 1
            }
            result.append(Array(bytes[(k + 2)..<max(k + 2, end - 1)]))
            k = end
        }
        return result
    }
}
