import SwiftLexer

/// Rewrites lifecycle code from a host for a behavior's hook: the host becomes the hook's
/// `viewController` parameter (`self.x`, implicit `x` of UIViewController API, `self` as a value,
/// `[weak self]`), and literals that differ between hosts become the behavior's stored properties.
/// Comments and layout are kept byte for byte; only those tokens change.
enum StatementRewriter {
    /// `text` rewritten. `parameters` maps the index of a literal (counted as `Statement.literals`
    /// counts them) to the stored property that replaces it; `boundNames` are the names the code
    /// binds itself (closure parameters), which are never the host's.
    static func rewrite(_ text: String, parameters: [Int: String], boundNames: Set<String>) -> String {
        let bytes = Array(text.utf8)
        let tokens = Lexer.tokenize(bytes)
        let significant = (0 ..< tokens.count).filter { !tokens.kind($0).isTrivia }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 64)
        var literalIndex = 0
        var position = 0
        func tokenText(_ index: Int?) -> String {
            guard let index else { return "" }
            return String(decoding: bytes[tokens.range(index)], as: UTF8.self)
        }
        for (order, index) in significant.enumerated() {
            let range = tokens.range(index)
            output += bytes[position ..< range.lowerBound]
            position = range.upperBound
            let word = tokenText(index)
            let previous = order > 0 ? tokenText(significant[order - 1]) : ""
            let next = order + 1 < significant.count ? tokenText(significant[order + 1]) : ""
            var replacement: String?
            switch tokens.kind(index) {
            case .string, .integer, .float, .regex:
                replacement = parameters[literalIndex]
                literalIndex += 1
            case .keyword where word == "true" || word == "false":
                replacement = parameters[literalIndex]
                literalIndex += 1
            case .keyword where word == "self" && previous != ".":
                replacement = "viewController"
            case .identifier:
                let isMember = previous == "." || previous == "@" || previous == "#"
                let isLabel = next == ":" && (previous == "(" || previous == ",")
                if !isMember, !isLabel, !boundNames.contains(word), UIViewControllerAPI.members.contains(word) {
                    replacement = "viewController." + word
                }
            default:
                break
            }
            output += Array((replacement ?? word).utf8)
        }
        output += bytes[position...]
        return String(decoding: output, as: UTF8.self)
    }

    /// Moves `text`, whose first line was indented by `from` in the host, to indentation `to`:
    /// every line that starts with `from` gets `to` instead, the first line gets `to` prepended.
    static func reindent(_ text: String, from: String, to: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for index in lines.indices {
            if index == 0 {
                lines[index] = to + lines[index]
            } else if lines[index].hasPrefix(from) {
                lines[index] = to + lines[index].dropFirst(from.count)
            }
        }
        return lines.joined(separator: "\n")
    }
}
