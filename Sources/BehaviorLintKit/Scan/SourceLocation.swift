/// A 1-based line and UTF-8 byte column, as the Swift compiler reports them.
public struct SourceLocation: Codable, Hashable, Comparable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int

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
    public var start: Int
    public var end: Int
    public var startLocation: SourceLocation
    public var endLocation: SourceLocation

    public init(start: Int, end: Int, startLocation: SourceLocation, endLocation: SourceLocation) {
        self.start = start
        self.end = end
        self.startLocation = startLocation
        self.endLocation = endLocation
    }
}
