/// The tokens of one source buffer, stored as two flat arrays (kinds and start offsets).
///
/// Tokens tile the buffer: token `i` spans `start(i) ..< start(i + 1)`, and the last one ends at
/// `byteCount`. Storing one byte and one offset per token keeps tokenizing allocation-free per
/// token and makes the list cheap to walk.
public struct TokenList: Sendable {
    public private(set) var kinds: [TokenKind]
    public private(set) var starts: [UInt32]
    /// The length in bytes of the tokenized buffer.
    public let byteCount: Int

    init(kinds: [TokenKind], starts: [UInt32], byteCount: Int) {
        self.kinds = kinds
        self.starts = starts
        self.byteCount = byteCount
    }

    // The accessors are inlinable: the scan, in another module, calls them for every token.
    @inlinable public var count: Int { kinds.count }
    @inlinable public var isEmpty: Bool { kinds.isEmpty }

    @inlinable
    public func kind(_ index: Int) -> TokenKind { kinds[index] }

    @inlinable
    public func start(_ index: Int) -> Int { Int(starts[index]) }

    @inlinable
    public func end(_ index: Int) -> Int {
        index + 1 < starts.count ? Int(starts[index + 1]) : byteCount
    }

    /// The byte range of token `index` in the source buffer.
    @inlinable
    public func range(_ index: Int) -> Range<Int> { start(index)..<end(index) }

    /// Token `index` as a value.
    public subscript(index: Int) -> Token {
        Token(kind: kinds[index], start: start(index), end: end(index))
    }
}

/// One token: a kind and a byte range (start inclusive, end exclusive).
public struct Token: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var kind: TokenKind
    public var start: Int
    public var end: Int

    public init(kind: TokenKind, start: Int, end: Int) {
        self.kind = kind
        self.start = start
        self.end = end
    }

    public var range: Range<Int> { start..<end }
    public var length: Int { end - start }
    public var description: String { "\(kind.name)[\(start)..<\(end)]" }
}

extension TokenList: RandomAccessCollection {
    public var startIndex: Int { 0 }
    public var endIndex: Int { kinds.count }
}
