import SwiftLexer

/// Rewrites lifecycle code from a host for a behavior's hook: the host becomes the hook's
/// `viewController` parameter (`self.x`, implicit `x` of UIViewController API, `self` as a value,
/// `[weak self]`), and the arguments that differ between hosts become the behavior's stored
/// properties. Comments and layout are kept byte for byte; only those tokens change.
enum StatementRewriter {
    /// `text` rewritten. `replacements` maps byte ranges of `text` (a literal, an implicit member
    /// argument such as `.homeShown`) to the stored property that replaces them; `boundNames` are
    /// the names the code binds itself (closure parameters), which are never the host's;
    /// `projectAPI` the methods the project adds to every view controller, called on it as UIKit's are.
    static func rewrite(
        _ text: String, replacements: [(range: Range<Int>, name: String)], boundNames: Set<String>,
        projectAPI: Set<String> = []
    ) -> String {
        let bytes = Array(text.utf8)
        let tokens = Lexer.tokenize(bytes)
        let significant = (0..<tokens.count).filter { !tokens.kind($0).isTrivia }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 64)
        var position = 0
        func tokenText(_ index: Int) -> String {
            String(decoding: bytes[tokens.range(index)], as: UTF8.self)
        }
        var order = 0
        while order < significant.count {
            let index = significant[order]
            let range = tokens.range(index)
            output += bytes[position..<range.lowerBound]
            if let replacement = replacements.first(where: { $0.range.lowerBound == range.lowerBound }) {
                output += Array(replacement.name.utf8)
                position = replacement.range.upperBound
                while order < significant.count && tokens.start(significant[order]) < replacement.range.upperBound {
                    order += 1
                }
                continue
            }
            position = range.upperBound
            let word = tokenText(index)
            let previous = order > 0 ? tokenText(significant[order - 1]) : ""
            let next = order + 1 < significant.count ? tokenText(significant[order + 1]) : ""
            var rewritten = word
            switch tokens.kind(index) {
            case .keyword where word == "self" && previous != ".":
                rewritten = "viewController"
            case .identifier:
                let isMember = previous == "." || previous == "@" || previous == "#"
                let isLabel = next == ":" && (previous == "(" || previous == ",")
                let isProjectAPI = projectAPI.contains(word) && next == "("
                if !isMember, !isLabel, !boundNames.contains(word),
                    UIViewControllerAPI.members.contains(word) || isProjectAPI
                {
                    rewritten = "viewController." + word
                }
            default:
                break
            }
            output += Array(rewritten.utf8)
            order += 1
        }
        output += bytes[min(position, bytes.count)...]
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
