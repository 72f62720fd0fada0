/// A 1-based line and UTF-8 byte column, as the Swift compiler reports them.
public struct SourceLocation: Codable, Hashable, Comparable, Sendable, CustomStringConvertible {
    @Compact32 public var line: Int
    @Compact32 public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}

/// A span of source: byte offsets plus the locations of its first and last byte.
public struct SourceSpan: Codable, Hashable, Sendable {
    @Compact32 public var start: Int
    @Compact32 public var end: Int
    public var startLocation: SourceLocation
    public var endLocation: SourceLocation

    public init(start: Int, end: Int, startLocation: SourceLocation, endLocation: SourceLocation) {
        self.start = start
        self.end = end
        self.startLocation = startLocation
        self.endLocation = endLocation
    }
}

/// An `Int` kept in 32 bits (clamped), and encoded as the `Int` it stands for: summaries hold a
/// position for every call and declaration of a project, and the scan's tokens keep offsets in
/// 32 bits already.
@propertyWrapper
public struct Compact32: Codable, Hashable, Sendable {
    private var stored: Int32

    public init(wrappedValue: Int) {
        stored = Int32(clamping: wrappedValue)
    }

    public var wrappedValue: Int {
        get { Int(stored) }
        set { stored = Int32(clamping: newValue) }
    }

    public init(from decoder: any Decoder) throws {
        self.init(wrappedValue: try decoder.singleValueContainer().decode(Int.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}
