/// A file pattern of the configuration file (`include`, `exclude`), compiled once and matched
/// against `/`-separated paths relative to the configuration file's folder.
///
/// Syntax:
/// - `*` any run of characters within one path segment (never `/`);
/// - `?` one character other than `/`;
/// - `[abc]`, `[a-z]`, `[!x]` (also `[^x]`) one character from (or not from) a set; `]` right after
///   the opening bracket (or `!`/`^`) is a member, and so is `-` at either end;
/// - `**` as a whole segment: zero or more folders (`**/*.swift` matches `A.swift` and `a/b/A.swift`;
///   `Pods/**` matches everything under `Pods`, and `Pods` itself); elsewhere `**` is just `*`;
/// - `\` makes the next character literal.
///
/// A pattern is anchored at the configuration file's folder: `*.swift` matches `A.swift` but not
/// `Sources/A.swift` (write `**/*.swift`). A leading `./` or `/` is dropped, and a trailing `/`
/// means "this folder and everything in it" (`Generated/` is `Generated/**`).
/// Matching is case-sensitive and works on Unicode scalars, so `?` matches `é` whole.
public struct GlobPattern: Sendable, Hashable, CustomStringConvertible {
    /// The pattern as written (surrounding whitespace removed): what `--print-config` shows.
    public let text: String
    private let segments: [Segment]

    /// Why a pattern does not compile; `offset` is in UTF-8 bytes from the start of `text`, so the
    /// configuration parser can point at the exact column.
    public struct SyntaxError: Error, Equatable, CustomStringConvertible {
        public var message: String
        public var offset: Int
        public var description: String { message }
    }

    public init(_ text: String) throws(SyntaxError) {
        self.text = text
        self.segments = try Self.compile(text)
    }

    public var description: String { text }

    public static func == (lhs: GlobPattern, rhs: GlobPattern) -> Bool { lhs.text == rhs.text }
    public func hash(into hasher: inout Hasher) { hasher.combine(text) }

    /// Whether `path` (relative, `/`-separated; a leading `./` and repeated slashes are ignored) matches.
    public func matches(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            var ranges: [Range<Int>] = []
            ranges.reserveCapacity(8)
            var start = 0
            for index in 0...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: "/") {
                // Empty and `.` segments carry no name: `./a//b` is `a/b`.
                let length = index - start
                if length > 0 && !(length == 1 && bytes[start] == UInt8(ascii: ".")) {
                    ranges.append(start..<index)
                }
                start = index + 1
            }
            return Self.match(segments, ranges, in: bytes)
        }
    }

    // MARK: - Compiled form

    /// One `/`-separated piece of a pattern.
    private enum Segment: Sendable {
        /// `**`: zero or more whole path segments.
        case anyDepth
        /// No wildcard: compared byte for byte, the common case (`Pods`, `Sources`).
        case literal([UInt8])
        case wildcard([Token])
    }

    /// One element of a wildcard segment.
    private enum Token: Sendable {
        case byte(UInt8)
        case anyScalar
        case star
        case set(ScalarSet)
    }

    /// A bracket expression: scalar ranges, possibly negated.
    private struct ScalarSet: Sendable {
        var negated: Bool
        var ranges: [ClosedRange<UInt32>]

        func contains(_ scalar: UInt32) -> Bool {
            ranges.contains { $0.contains(scalar) } != negated
        }
    }

    private static func compile(_ text: String) throws(SyntaxError) -> [Segment] {
        let scalars = Array(text.unicodeScalars)
        // UTF-8 offset of every scalar, for error positions.
        var offsets: [Int] = []
        offsets.reserveCapacity(scalars.count + 1)
        var offset = 0
        for scalar in scalars {
            offsets.append(offset)
            offset += UTF8.width(scalar)
        }
        offsets.append(offset)

        var index = 0
        // `./` and `/` at the start only restate that the pattern is anchored at the folder.
        while true {
            if index + 1 < scalars.count && scalars[index] == "." && scalars[index + 1] == "/" {
                index += 2
            } else if index < scalars.count && scalars[index] == "/" {
                index += 1
            } else {
                break
            }
        }
        guard index < scalars.count else { throw SyntaxError(message: "empty pattern", offset: 0) }

        var segments: [Segment] = []
        var tokens: [Token] = []
        var hasWildcard = false
        var segmentIsDoubleStar = true
        var segmentLength = 0
        var endsWithSeparator = false

        func endSegment() {
            defer {
                tokens = []
                hasWildcard = false
                segmentIsDoubleStar = true
                segmentLength = 0
            }
            guard segmentLength > 0 else { return }
            if segmentIsDoubleStar && segmentLength == 2 {
                // `**/**` is `**`.
                if case .anyDepth? = segments.last { return }
                segments.append(.anyDepth)
            } else if !hasWildcard {
                let bytes = tokens.map { token -> UInt8 in
                    if case .byte(let byte) = token { return byte } else { return 0 }
                }
                if bytes == [UInt8(ascii: ".")] { return }
                segments.append(.literal(bytes))
            } else {
                segments.append(.wildcard(tokens))
            }
        }

        while index < scalars.count {
            let scalar = scalars[index]
            endsWithSeparator = scalar == "/"
            if scalar == "/" {
                endSegment()
                index += 1
                continue
            }
            segmentLength += 1
            if scalar != "*" { segmentIsDoubleStar = false }
            switch scalar {
            case "*":
                hasWildcard = true
                // `**` inside a segment (`a**b`) means the same as `*`.
                if case .star? = tokens.last {} else { tokens.append(.star) }
                index += 1
            case "?":
                hasWildcard = true
                tokens.append(.anyScalar)
                index += 1
            case "[":
                hasWildcard = true
                let (set, next) = try parseSet(scalars, from: index, offsets: offsets)
                tokens.append(.set(set))
                index = next
            case "\\":
                guard index + 1 < scalars.count else {
                    throw SyntaxError(message: "the pattern ends with an escaping '\\'", offset: offsets[index])
                }
                tokens += String(scalars[index + 1]).utf8.map { .byte($0) }
                index += 2
            default:
                tokens += String(scalar).utf8.map { .byte($0) }
                index += 1
            }
        }
        endSegment()
        // A trailing `/` names a folder: the folder and everything in it.
        if endsWithSeparator {
            if case .anyDepth? = segments.last {} else { segments.append(.anyDepth) }
        }
        guard !segments.isEmpty else { throw SyntaxError(message: "empty pattern", offset: 0) }
        return segments
    }

    /// Parses the bracket expression that starts at `start` (a `[`); returns it and the index after `]`.
    private static func parseSet(_ scalars: [Unicode.Scalar], from start: Int, offsets: [Int]) throws(SyntaxError)
        -> (ScalarSet, Int)
    {
        var index = start + 1
        var set = ScalarSet(negated: false, ranges: [])
        if index < scalars.count && (scalars[index] == "!" || scalars[index] == "^") {
            set.negated = true
            index += 1
        }
        let firstMember = index
        func member() throws(SyntaxError) -> UInt32 {
            if scalars[index] == "\\" {
                guard index + 1 < scalars.count else {
                    throw SyntaxError(message: "the pattern ends with an escaping '\\'", offset: offsets[index])
                }
                index += 2
                return scalars[index - 1].value
            }
            index += 1
            return scalars[index - 1].value
        }
        while index < scalars.count {
            if scalars[index] == "]" && index > firstMember {
                return (set, index + 1)
            }
            let low = try member()
            // `a-z` is a range; a `-` before the closing `]` is a member.
            if index + 1 < scalars.count && scalars[index] == "-" && scalars[index + 1] != "]" {
                let dash = index
                index += 1
                let high = try member()
                guard low <= high else {
                    throw SyntaxError(
                        message:
                            "the range '\(Unicode.Scalar(low)!)-\(Unicode.Scalar(high)!)' is empty (its ends are reversed)",
                        offset: offsets[dash - 1])
                }
                set.ranges.append(low...high)
            } else {
                set.ranges.append(low...low)
            }
        }
        throw SyntaxError(message: "'[' has no closing ']' (write '\\[' for a literal bracket)", offset: offsets[start])
    }

    // MARK: - Matching

    /// Segments against path segments. `**` matches any run of segments, so the classic
    /// wildcard algorithm applies (remember the last `**`, retry one segment further on a
    /// mismatch): time is at most segments × path segments, with no recursion.
    private static func match(_ pattern: [Segment], _ path: [Range<Int>], in bytes: UnsafeBufferPointer<UInt8>) -> Bool
    {
        var p = 0
        var s = 0
        var starP = -1
        var starS = 0
        while s < path.count {
            if p < pattern.count, case .anyDepth = pattern[p] {
                starP = p
                starS = s
                p += 1
                continue
            }
            if p < pattern.count && matchSegment(pattern[p], bytes, path[s]) {
                p += 1
                s += 1
                continue
            }
            guard starP >= 0 else { return false }
            p = starP + 1
            starS += 1
            s = starS
        }
        while p < pattern.count, case .anyDepth = pattern[p] { p += 1 }
        return p == pattern.count
    }

    private static func matchSegment(_ segment: Segment, _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>)
        -> Bool
    {
        switch segment {
        case .anyDepth:
            return true
        case .literal(let literal):
            guard literal.count == range.count else { return false }
            var i = range.lowerBound
            for byte in literal {
                if bytes[i] != byte { return false }
                i += 1
            }
            return true
        case .wildcard(let tokens):
            return matchTokens(tokens, bytes, range)
        }
    }

    /// Tokens against one path segment, the same last-star algorithm one level down; `?`, sets and
    /// star retries step over whole UTF-8 sequences so a scalar is never split.
    private static func matchTokens(_ tokens: [Token], _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool
    {
        var t = 0
        var i = range.lowerBound
        var starT = -1
        var starI = 0
        let end = range.upperBound
        while i < end {
            if t < tokens.count {
                switch tokens[t] {
                case .star:
                    starT = t
                    starI = i
                    t += 1
                    continue
                case .byte(let byte):
                    if bytes[i] == byte {
                        t += 1
                        i += 1
                        continue
                    }
                case .anyScalar:
                    t += 1
                    i += scalarLength(bytes, i, end)
                    continue
                case .set(let set):
                    let length = scalarLength(bytes, i, end)
                    if set.contains(decodeScalar(bytes, i, length)) {
                        t += 1
                        i += length
                        continue
                    }
                }
            }
            guard starT >= 0 else { return false }
            t = starT + 1
            starI += scalarLength(bytes, starI, end)
            i = starI
        }
        while t < tokens.count, case .star = tokens[t] { t += 1 }
        return t == tokens.count
    }

    /// The length of the UTF-8 sequence at `i` (1 for a stray or truncated byte).
    private static func scalarLength(_ bytes: UnsafeBufferPointer<UInt8>, _ i: Int, _ end: Int) -> Int {
        let lead = bytes[i]
        let length = lead < 0xC0 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        guard i + length <= end else { return 1 }
        for k in 1..<length where bytes[i + k] & 0xC0 != 0x80 { return 1 }
        return length
    }

    private static func decodeScalar(_ bytes: UnsafeBufferPointer<UInt8>, _ i: Int, _ length: Int) -> UInt32 {
        let lead = UInt32(bytes[i])
        switch length {
        case 1: return lead
        case 2: return (lead & 0x1F) << 6 | UInt32(bytes[i + 1] & 0x3F)
        case 3: return (lead & 0x0F) << 12 | UInt32(bytes[i + 1] & 0x3F) << 6 | UInt32(bytes[i + 2] & 0x3F)
        default:
            return (lead & 0x07) << 18 | UInt32(bytes[i + 1] & 0x3F) << 12 | UInt32(bytes[i + 2] & 0x3F) << 6
                | UInt32(bytes[i + 3] & 0x3F)
        }
    }
}
