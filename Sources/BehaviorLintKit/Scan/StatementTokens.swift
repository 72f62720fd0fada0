import SwiftLexer

/// The significant tokens of every body the scan splits into statements (lifecycle overrides and
/// the helpers they call), kept in the file's summary so that rules and fix read a statement as
/// tokens — receiver chains, callees, arguments, assignments, bindings — and never re-parse its
/// text. Flat arrays of a few bytes per token; only split bodies are kept, not the whole file.
public struct StatementTokens: Sendable {
    public private(set) var kinds: [TokenKind] = []
    /// Byte offsets of each token in the file.
    public private(set) var starts: [Int32] = []
    public private(set) var ends: [Int32] = []
    /// A line break (outside comments' own text) between the previous significant token and this one.
    public private(set) var newlineBefore: [Bool] = []
    /// Whitespace, a comment or a line break right before the token in the file.
    public private(set) var spaceBefore: [Bool] = []
    /// For an opening bracket, the index of its closing one; for a closing bracket, its opening
    /// one; -1 for anything else (and for a bracket whose partner lies outside the body).
    private var partners: [Int32] = []
    /// The tokens' texts back to back: token `k` is `text[textStarts[k] ..< textStarts[k + 1]]`.
    private var textBytes: [UInt8] = []
    private var textStarts: [Int32] = [0]

    public init() {}

    public var count: Int { kinds.count }

    /// Appends the significant tokens `range` of a body; returns their indices here.
    mutating func append(_ tokens: SignificantTokens, _ range: Range<Int>) -> Range<Int> {
        let base = kinds.count
        for k in range {
            kinds.append(tokens.kinds[k])
            starts.append(Int32(tokens.start(k)))
            ends.append(Int32(tokens.end(k)))
            newlineBefore.append(tokens.newlineBefore[k])
            spaceBefore.append(
                tokens.hasSpaceBefore(k) || (k > range.lowerBound && tokens.start(k) > tokens.end(k - 1)))
            let partner = tokens.closer(k) ?? tokens.opener(k) ?? -1
            partners.append(range.contains(partner) ? Int32(partner - range.lowerBound + base) : -1)
            textBytes.append(contentsOf: UnsafeBufferPointer(rebasing: tokens.bytes[tokens.start(k)..<tokens.end(k)]))
            textStarts.append(Int32(textBytes.count))
        }
        return base..<kinds.count
    }

    @inline(__always) public func start(_ k: Int) -> Int { Int(starts[k]) }
    @inline(__always) public func end(_ k: Int) -> Int { Int(ends[k]) }

    /// The matching bracket of the bracket at `k`, if it lies in the same body.
    public func partner(_ k: Int) -> Int? {
        let partner = Int(partners[k])
        return partner >= 0 ? partner : nil
    }

    public func text(_ k: Int) -> String {
        textBytes.withUnsafeBufferPointer {
            String(
                decoding: UnsafeBufferPointer(rebasing: $0[Int(textStarts[k])..<Int(textStarts[k + 1])]), as: UTF8.self)
        }
    }

    /// Whether token `k` is exactly `word`, without building a string.
    public func isText(_ k: Int, _ word: StaticString) -> Bool {
        let from = Int(textStarts[k])
        let to = Int(textStarts[k + 1])
        guard to - from == word.utf8CodeUnitCount else { return false }
        let pointer = word.utf8Start
        for offset in 0..<(to - from) where textBytes[from + offset] != pointer[offset] { return false }
        return true
    }

    /// Whether token `k` is one of `words` (a small set of candidate spellings).
    public func isText(_ k: Int, in words: Set<String>) -> Bool {
        words.contains(text(k))
    }

    public func isPunctuation(_ k: Int, _ byte: UInt8) -> Bool {
        kinds[k] == .punctuation && textStarts[k + 1] - textStarts[k] == 1 && textBytes[Int(textStarts[k])] == byte
    }

    public func isKeyword(_ k: Int, _ word: StaticString) -> Bool {
        kinds[k] == .keyword && isText(k, word)
    }

    /// An identifier, or a keyword usable as a name here (`self`, `init`, `true`).
    public func isWord(_ k: Int) -> Bool {
        kinds[k] == .identifier || kinds[k] == .keyword
    }

    /// The methods `#selector(…)` names in tokens `range`: `done` in `#selector(done)`,
    /// `#selector(self.done(_:))` and `#selector(Screen.done)`; not a property's accessor
    /// (`#selector(getter: UIView.alpha)`). A handler the code registers, which runs later.
    func selectorReferences(in range: Range<Int>) -> [String] {
        var names: [String] = []
        for k in range where kinds[k] == .pound && isText(k, "#selector") {
            guard k + 1 < count, isPunctuation(k + 1, UInt8(ascii: "(")), let close = partner(k + 1) else { continue }
            var name: String?
            var j = k + 2
            while j < close, isWord(j) {
                name = text(j)
                guard isPunctuation(j + 1, UInt8(ascii: ".")) else { break }
                j += 2
            }
            // The name must end the reference: `)` or its argument labels `(_:)`.
            if let name, j < close, j + 1 == close || isPunctuation(j + 1, UInt8(ascii: "(")) {
                names.append(name)
            }
        }
        return names
    }

    public func isOpeningBracket(_ k: Int) -> Bool {
        guard kinds[k] == .punctuation, textStarts[k + 1] - textStarts[k] == 1 else { return false }
        let byte = textBytes[Int(textStarts[k])]
        return byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{")
    }
}

extension StatementTokens {
    func archive(into writer: inout ArchiveWriter) {
        writer.raw(kinds.map { $0.rawValue })
        for column in [starts, ends, partners, textStarts] { writer.array(column) { $0.int(Int($1)) } }
        writer.raw(newlineBefore.map { $0 ? 1 : 0 })
        writer.raw(spaceBefore.map { $0 ? 1 : 0 })
        writer.raw(textBytes)
    }

    init(unarchiving reader: inout ArchiveReader) throws {
        self.init()
        kinds = try reader.raw().map { byte in
            guard let kind = TokenKind(rawValue: byte) else { throw ArchiveReader.Malformed() }
            return kind
        }
        func column(_ reader: inout ArchiveReader) throws -> [Int32] {
            try reader.array { reader in
                guard let value = Int32(exactly: try reader.int()) else { throw ArchiveReader.Malformed() }
                return value
            }
        }
        starts = try column(&reader)
        ends = try column(&reader)
        partners = try column(&reader)
        textStarts = try column(&reader)
        newlineBefore = try reader.raw().map { $0 == 1 }
        spaceBefore = try reader.raw().map { $0 == 1 }
        textBytes = try reader.raw()
        // The reads index these columns by token: they must agree, or the entry is not used.
        let count = kinds.count
        guard starts.count == count, ends.count == count, partners.count == count, newlineBefore.count == count,
            spaceBefore.count == count, textStarts.count == count + 1, textStarts.first == 0,
            zip(textStarts, textStarts.dropFirst()).allSatisfy({ $0 <= $1 }), Int(textStarts[count]) == textBytes.count,
            partners.allSatisfy({ $0 >= -1 && Int($0) < count })
        else { throw ArchiveReader.Malformed() }
    }
}

// Compacted with the rest of its summary (see SummaryCompaction.swift).
extension StatementTokens {
    mutating func compact() {
        kinds.compact()
        starts.compact()
        ends.compact()
        newlineBefore.compact()
        spaceBefore.compact()
        partners.compact()
        textBytes.compact()
        textStarts.compact()
    }
}
