/// A 1-based line and UTF-8 byte column, as the Swift compiler reports them.
///
/// Stored in 32 bits each (summaries hold a location for every call and declaration of a
/// project); read and written as `Int`, and encoded as before.
public struct SourceLocation: Codable, Hashable, Comparable, Sendable, CustomStringConvertible {
    private var storedLine: Int32
    private var storedColumn: Int32

    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }

    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    public init(line: Int, column: Int) {
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
    }

    private enum CodingKeys: String, CodingKey {
        case line, column
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            line: try container.decode(Int.self, forKey: .line), column: try container.decode(Int.self, forKey: .column)
        )
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(line, forKey: .line)
        try container.encode(column, forKey: .column)
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.storedLine, lhs.storedColumn) < (rhs.storedLine, rhs.storedColumn)
    }

    public var description: String { "\(line):\(column)" }
}

/// A span of source: byte offsets plus the locations of its first and last byte.
///
/// Offsets are stored in 32 bits, as the scan's tokens store them.
public struct SourceSpan: Codable, Hashable, Sendable {
    private var storedStart: Int32
    private var storedEnd: Int32
    public var startLocation: SourceLocation
    public var endLocation: SourceLocation

    public var start: Int {
        get { Int(storedStart) }
        set { storedStart = Int32(clamping: newValue) }
    }

    public var end: Int {
        get { Int(storedEnd) }
        set { storedEnd = Int32(clamping: newValue) }
    }

    public init(start: Int, end: Int, startLocation: SourceLocation, endLocation: SourceLocation) {
        storedStart = Int32(clamping: start)
        storedEnd = Int32(clamping: end)
        self.startLocation = startLocation
        self.endLocation = endLocation
    }

    private enum CodingKeys: String, CodingKey {
        case start, end, startLocation, endLocation
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            start: try container.decode(Int.self, forKey: .start), end: try container.decode(Int.self, forKey: .end),
            startLocation: try container.decode(SourceLocation.self, forKey: .startLocation),
            endLocation: try container.decode(SourceLocation.self, forKey: .endLocation))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(start, forKey: .start)
        try container.encode(end, forKey: .end)
        try container.encode(startLocation, forKey: .startLocation)
        try container.encode(endLocation, forKey: .endLocation)
    }
}
