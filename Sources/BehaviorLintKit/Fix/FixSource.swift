import SwiftLexer

/// One file's original bytes as fixers read them: the significant tokens (no whitespace, line
/// breaks or comments) with their bracket pairs, the comments, and the file's own layout
/// conventions, so that inserted code looks as if the file's author had written it.
struct FixSource {
    let bytes: [UInt8]
    /// Byte ranges and kinds of the significant tokens, in order.
    private let tokens: [Token]
    /// Byte ranges of the comments, in order.
    private let comments: [Range<Int>]
    /// For a bracket among `tokens`, the index of its partner; -1 for anything else.
    private let partners: [Int]
    /// Line starts, indentation and the file's conventions.
    let lines: LineLayout
    /// `"\r\n"` when the file's first line ends so, else `"\n"`.
    let lineEnding: String
    /// One level of indentation: a tab, two or four spaces.
    let indentUnit: String

    init?(_ context: FixContext, path: String) {
        guard let bytes = context.sources[path], let list = context.tokens(path) else { return nil }
        self.bytes = bytes
        tokens = list.filter { !$0.kind.isTrivia }
        comments = list.filter { $0.kind == .comment }.map { $0.range }
        partners = Self.pairBrackets(tokens, bytes)
        lines = LineLayout(bytes)
        lineEnding = lines.lineEnding
        indentUnit = lines.indentUnit
    }

    // MARK: Tokens (indices into the significant tokens)

    var count: Int { tokens.count }
    func start(_ k: Int) -> Int { tokens[k].start }
    func end(_ k: Int) -> Int { tokens[k].end }
    func kind(_ k: Int) -> TokenKind { tokens[k].kind }
    func text(_ k: Int) -> String { text(tokens[k].range) }
    func isText(_ k: Int, _ text: String) -> Bool { k >= 0 && k < count && self.text(k) == text }
    func partner(_ k: Int) -> Int? { partners[k] >= 0 ? partners[k] : nil }

    /// The significant token that starts exactly at `offset`.
    func token(startingAt offset: Int) -> Int? {
        let k = firstToken(atOrAfter: offset)
        return k < count && start(k) == offset ? k : nil
    }

    /// The significant token that ends exactly at `offset`.
    func token(endingAt offset: Int) -> Int? {
        let k = firstToken(atOrAfter: offset) - 1
        return k >= 0 && end(k) == offset ? k : nil
    }

    /// The significant tokens that start inside `range`.
    func tokens(in range: Range<Int>) -> Range<Int> {
        firstToken(atOrAfter: range.lowerBound)..<firstToken(atOrAfter: range.upperBound)
    }

    /// The index of the first significant token starting at or after `offset` (`count` if none).
    private func firstToken(atOrAfter offset: Int) -> Int {
        var (low, high) = (0, count)
        while low < high {
            let middle = (low + high) / 2
            if start(middle) < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Ranges of the elements of the array literal whose `[` is token `open`: from each element's
    /// first to its last token, split at the commas of the literal itself (not of nested brackets
    /// or of generic argument lists such as `Dictionary<K, V>()`).
    func elements(ofLiteral open: Int) -> [Range<Int>] {
        guard let close = partner(open) else { return [] }
        var elements: [Range<Int>] = []
        var first: Int? = nil
        var angles = 0
        var k = open + 1
        while k < close {
            if isText(k, ",") && angles == 0 {
                if let start = first { elements.append(self.start(start)..<end(k - 1)) }
                first = nil
                k += 1
                continue
            }
            if first == nil { first = k }
            angles += genericAngleChange(k, open: angles > 0)
            k = (partner(k) ?? k) + 1
        }
        if let start = first { elements.append(self.start(start)..<end(close - 1)) }
        return elements
    }

    /// +n for the `<` of a generic argument list glued to a type name (`Array<`), -n for `>`s
    /// closing one; 0 otherwise, so that comparisons (`a < b`) open nothing.
    private func genericAngleChange(_ k: Int, open: Bool) -> Int {
        guard kind(k) == .operator else { return 0 }
        let text = text(k)
        if text.allSatisfy({ $0 == "<" }) && k > 0 && end(k - 1) == start(k) && kind(k - 1) == .identifier {
            return text.count
        }
        if text.allSatisfy({ $0 == ">" }) && open { return -text.count }
        return 0
    }

    // MARK: Text and lines

    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    func containsLineBreak(_ range: Range<Int>) -> Bool {
        bytes[range].contains(UInt8(ascii: "\n")) || bytes[range].contains(UInt8(ascii: "\r"))
    }

    /// The comments lying wholly inside `range`.
    func comments(in range: Range<Int>) -> [Range<Int>] {
        comments.filter { range.contains($0.lowerBound) && $0.upperBound <= range.upperBound }
    }

    /// Sorts comments that a rewrite would otherwise drop to the code they followed: `ends[i]`
    /// is where piece `i` of that code ends, and a comment joins the last piece ending before it,
    /// as a trailing comment when no line break separates them, else on a line of its own.
    func attach(_ comments: [Range<Int>], after ends: [Int]) -> [(trailing: [String], ownLines: [String])] {
        var attached = [(trailing: [String], ownLines: [String])](repeating: ([], []), count: ends.count)
        for comment in comments {
            let index = ends.lastIndex { $0 <= comment.lowerBound } ?? 0
            if containsLineBreak(min(ends[index], comment.lowerBound)..<comment.lowerBound) {
                attached[index].ownLines.append(text(comment))
            } else {
                attached[index].trailing.append(text(comment))
            }
        }
        return attached
    }

    /// The spaces and tabs that begin the line holding `offset`.
    func indentation(ofLineAt offset: Int) -> String { lines.indentation(ofLineAt: offset) }

    /// Whether only spaces and tabs precede `offset` on its line.
    func startsLine(_ offset: Int) -> Bool { lines.startsLine(offset) }

    // MARK: Set-up

    private static func pairBrackets(_ tokens: [Token], _ bytes: [UInt8]) -> [Int] {
        var partners = [Int](repeating: -1, count: tokens.count)
        var stack: [(index: Int, closer: UInt8)] = []
        for (k, token) in tokens.enumerated() where token.kind == .punctuation && token.length == 1 {
            switch bytes[token.start] {
            case UInt8(ascii: "("): stack.append((k, UInt8(ascii: ")")))
            case UInt8(ascii: "["): stack.append((k, UInt8(ascii: "]")))
            case UInt8(ascii: "{"): stack.append((k, UInt8(ascii: "}")))
            case let byte where byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}"):
                // As the scanner does: the nearest opener of the same kind, dropping unclosed ones
                // (unbalanced `#if` branches).
                guard let position = stack.lastIndex(where: { $0.closer == byte }) else { continue }
                partners[stack[position].index] = k
                partners[k] = stack[position].index
                stack.removeSubrange(position...)
            default:
                break
            }
        }
        return partners
    }
}
