import Foundation
import SwiftLexer

/// The tokens of one file without trivia, with what the structural scan needs at hand: bracket
/// matching, line breaks between tokens, cheap text comparisons and locations.
struct SignificantTokens {
    let bytes: UnsafeBufferPointer<UInt8>
    let lines: LineTable
    /// Token-list indices of the significant tokens.
    private(set) var indices: [Int32] = []
    private(set) var kinds: [TokenKind] = []
    private(set) var starts: [Int32] = []
    private(set) var ends: [Int32] = []
    /// A line break (outside comments' own text) between the previous significant token and this one.
    private(set) var newlineBefore: [Bool] = []
    /// For an opening bracket, the index of its closing one; for anything else, -1.
    private(set) var matching: [Int32] = []
    /// For a closing bracket, the index of its opening one; for anything else, -1.
    private(set) var openers: [Int32] = []
    /// For a one-byte punctuation token, its byte; for anything else, 0: the scan asks "is this
    /// `(`?" of most tokens, and one array answers what four (kind, start, end, bytes) did.
    private var punctuation: [UInt8] = []
    /// Comments, kept for suppression parsing: (start, end).
    private(set) var comments: [(start: Int, end: Int)] = []

    init(bytes: UnsafeBufferPointer<UInt8>, tokens: TokenList, lines: LineTable) {
        self.bytes = bytes
        self.lines = lines
        // The token list is read through its storage and the significant tokens are written
        // into uninitialised storage made for as many as there are tokens: reading through the
        // list's accessors checked bounds, appending to five arrays checked each one's room and
        // uniqueness at every token (together 60 instructions a token), and storage filled with
        // zeros first cost 1.7 % of a run (one array of records split into five afterwards cost
        // more than it saved).
        let count = tokens.count
        var significant = 0
        var comments: [(start: Int, end: Int)] = []
        var kinds: [TokenKind] = []
        var starts: [Int32] = []
        var ends: [Int32] = []
        var newlineBefore: [Bool] = []
        let indices = tokens.kinds.withUnsafeBufferPointer { tokenKinds in
            tokens.starts.withUnsafeBufferPointer { tokenStarts in
                [Int32](unsafeUninitializedCapacity: count) { indices, indicesCount in
                    kinds = [TokenKind](unsafeUninitializedCapacity: count) { kinds, kindsCount in
                        starts = [Int32](unsafeUninitializedCapacity: count) { starts, startsCount in
                            ends = [Int32](unsafeUninitializedCapacity: count) { ends, endsCount in
                                newlineBefore = [Bool](unsafeUninitializedCapacity: count) {
                                    newlineBefore, newlinesCount in
                                    var sawNewline = true
                                    for index in 0..<count {
                                        let kind = tokenKinds[index]
                                        let end = index + 1 < count ? Int(tokenStarts[index + 1]) : tokens.byteCount
                                        switch kind {
                                        case .whitespace:
                                            continue
                                        case .newline:
                                            sawNewline = true
                                        case .comment:
                                            let start = Int(tokenStarts[index])
                                            comments.append((start, end))
                                            // A block comment spanning lines separates statements like a
                                            // line break (a line comment ends before its line break).
                                            if end - start > 1, bytes[start + 1] == UInt8(ascii: "*"),
                                                memchr(bytes.baseAddress! + start, 0x0A, end - start) != nil
                                            {
                                                sawNewline = true
                                            }
                                        default:
                                            (indices.baseAddress! + significant).initialize(to: Int32(index))
                                            (kinds.baseAddress! + significant).initialize(to: kind)
                                            (starts.baseAddress! + significant).initialize(
                                                to: Int32(tokenStarts[index]))
                                            (ends.baseAddress! + significant).initialize(to: Int32(end))
                                            (newlineBefore.baseAddress! + significant).initialize(to: sawNewline)
                                            significant += 1
                                            sawNewline = false
                                        }
                                    }
                                    newlinesCount = significant
                                }
                                endsCount = significant
                            }
                            startsCount = significant
                        }
                        kindsCount = significant
                    }
                    indicesCount = significant
                }
            }
        }
        (self.indices, self.kinds, self.starts, self.ends) = (indices, kinds, starts, ends)
        (self.newlineBefore, self.comments) = (newlineBefore, comments)
        matchBrackets()
    }

    var count: Int { kinds.count }

    /// Pairs brackets with a stack; a closer that matches nothing open is left unpaired, and an
    /// opener is closed by the nearest matching closer even across unbalanced `#if` branches.
    private mutating func matchBrackets() {
        var matching = [Int32](repeating: -1, count: kinds.count)
        var openers = [Int32](repeating: -1, count: kinds.count)
        var punctuation = [UInt8](repeating: 0, count: kinds.count)
        var stack: [(index: Int, byte: UInt8)] = []
        // Read and written through storage, as the tokens were picked: one look at every token.
        kinds.withUnsafeBufferPointer { kinds in
            starts.withUnsafeBufferPointer { starts in
                ends.withUnsafeBufferPointer { ends in
                    matching.withUnsafeMutableBufferPointer { matching in
                        openers.withUnsafeMutableBufferPointer { openers in
                            punctuation.withUnsafeMutableBufferPointer { punctuation in
                                for k in 0..<kinds.count where kinds[k] == .punctuation && ends[k] - starts[k] == 1 {
                                    let byte = bytes[Int(starts[k])]
                                    punctuation[k] = byte
                                    switch byte {
                                    case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                                        stack.append((k, byte))
                                    case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                                        let opener: UInt8 =
                                            byte == UInt8(ascii: ")")
                                            ? UInt8(ascii: "(")
                                            : byte == UInt8(ascii: "]") ? UInt8(ascii: "[") : UInt8(ascii: "{")
                                        guard let position = stack.lastIndex(where: { $0.byte == opener }) else {
                                            continue
                                        }
                                        matching[stack[position].index] = Int32(k)
                                        openers[k] = Int32(stack[position].index)
                                        stack.removeSubrange(position...)
                                    default:
                                        break
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        (self.matching, self.openers, self.punctuation) = (matching, openers, punctuation)
    }

    @inline(__always) func start(_ k: Int) -> Int { Int(starts[k]) }
    @inline(__always) func end(_ k: Int) -> Int { Int(ends[k]) }

    func text(_ k: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start(k)..<end(k)]), as: UTF8.self)
    }

    func text(from a: Int, through b: Int) -> String {
        guard a <= b else { return "" }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start(a)..<end(b)]), as: UTF8.self)
    }

    /// The text of tokens `a` through `b` with the comments and whitespace between them dropped:
    /// one string straight from the source when nothing lies between them, as is usual.
    func textWithoutTrivia(from a: Int, through b: Int) -> String {
        guard a <= b else { return "" }
        if isContiguous(from: a, through: b) { return text(from: a, through: b) }
        return (a...b).reduce(into: "") { $0 += text($1) }
    }

    /// Whether nothing (no whitespace, no comment) lies between tokens `a` through `b`.
    func isContiguous(from a: Int, through b: Int) -> Bool {
        (a..<b).allSatisfy { ends[$0] == starts[$0 + 1] }
    }

    /// Whether token `k` is exactly `word` (any kind).
    @inline(__always)
    func isText(_ k: Int, _ word: StaticString) -> Bool {
        guard k >= 0 && k < count else { return false }
        let length = word.utf8CodeUnitCount
        guard end(k) - start(k) == length else { return false }
        let base = start(k)
        let pointer = word.utf8Start
        for offset in 0..<length where bytes[base + offset] != pointer[offset] { return false }
        return true
    }

    @inline(__always)
    func isPunctuation(_ k: Int, _ byte: UInt8) -> Bool {
        k >= 0 && k < count && punctuation[k] == byte
    }

    @inline(__always)
    func isKeyword(_ k: Int, _ word: StaticString) -> Bool {
        k >= 0 && k < count && kinds[k] == .keyword && isText(k, word)
    }

    @inline(__always)
    func isWord(_ k: Int) -> Bool {
        k >= 0 && k < count && (kinds[k] == .identifier || kinds[k] == .keyword)
    }

    /// For an opening bracket, its closing bracket.
    func closer(_ k: Int) -> Int? {
        guard k >= 0 && k < count else { return nil }
        let close = Int(matching[k])
        return close >= 0 ? close : nil
    }

    /// For a closing bracket, its opening bracket.
    func opener(_ k: Int) -> Int? {
        guard k >= 0 && k < count else { return nil }
        let open = Int(openers[k])
        return open >= 0 ? open : nil
    }

    /// Whether whitespace or a line break immediately precedes token `k` in the source.
    func hasSpaceBefore(_ k: Int) -> Bool {
        let position = start(k)
        guard position > 0 else { return true }
        let byte = bytes[position - 1]
        return byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    func hasSpaceAfter(_ k: Int) -> Bool {
        let position = end(k)
        guard position < bytes.count else { return true }
        let byte = bytes[position]
        return byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    func location(ofOffset offset: Int) -> SourceLocation {
        let (line, column) = lines.location(of: offset)
        return SourceLocation(line: line, column: column)
    }

    func location(_ k: Int) -> SourceLocation { location(ofOffset: start(k)) }

    /// The span from the start of token `a` to the end of token `b`.
    func span(_ a: Int, _ b: Int) -> SourceSpan {
        SourceSpan(
            start: start(a), end: end(b), startLocation: location(a),
            endLocation: location(ofOffset: end(b)))
    }
}
