/// One line of a `.lintrc`, classified but not yet interpreted: the syntax, separate from what
/// the keys mean, so the meaning layer never deals with bytes, comments or columns arithmetic.
struct LintrcLine: Equatable {
    enum Content: Equatable {
        /// Blank or a comment: nothing to read.
        case blank
        /// `[name]`; `column` is where the name starts.
        case section(name: String, column: Int)
        /// `key = value`, the value without its trailing comment and surrounding whitespace.
        case entry(key: String, keyColumn: Int, value: String, valueColumn: Int)
        /// Neither; `message` says what was expected.
        case malformed(message: String, column: Int)
    }

    /// 1-based.
    var number: Int
    var content: Content
}

/// The `.lintrc` line syntax: `key = value`, `[section]`, `#` comments (whole lines, or after a
/// value when preceded by whitespace: `hook-style = moment  # or: uikit`), blank lines.
enum LintrcSyntax {
    /// The lines of `bytes`, or an `invalidEncoding` error at the first byte that is not UTF-8.
    /// Never fails otherwise: malformed lines are classified, not thrown, so the parser can report
    /// them all.
    static func lines(_ bytes: [UInt8], file: String) -> Result<[LintrcLine], ConfigurationError> {
        var start = 0
        // A UTF-8 byte order mark is invisible in editors: skip it so columns match what users see.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        if let bad = firstInvalidUTF8(bytes, from: start) {
            let lineStart = bytes[start..<bad].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? start
            let line = bytes[start..<bad].reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
            return .failure(
                ConfigurationError(
                    kind: .invalidEncoding, file: file, line: line, column: bad - lineStart + 1,
                    message: "the file is not valid UTF-8 (byte 0x\(String(bytes[bad], radix: 16, uppercase: true)))"))
        }
        var lines: [LintrcLine] = []
        var number = 1
        var lineStart = start
        for index in start...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: "\n") {
            if index == bytes.count && lineStart == index && index > start { break }
            lines.append(LintrcLine(number: number, content: classify(bytes[lineStart..<index])))
            number += 1
            lineStart = index + 1
        }
        return .success(lines)
    }

    /// The comma-separated items of a list value, trimmed, with the column of each; empty items
    /// (`a,,b`, a trailing comma) are dropped.
    static func items(_ value: String, column: Int) -> [(text: String, column: Int)] {
        var result: [(String, Int)] = []
        let bytes = Array(value.utf8)
        var itemStart = 0
        for index in 0...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: ",") {
            var low = itemStart
            var high = index
            while low < high && isSpace(bytes[low]) { low += 1 }
            while high > low && isSpace(bytes[high - 1]) { high -= 1 }
            if low < high { result.append((String(decoding: bytes[low..<high], as: UTF8.self), column + low)) }
            itemStart = index + 1
        }
        return result
    }

    private static func classify(_ line: ArraySlice<UInt8>) -> LintrcLine.Content {
        var end = line.endIndex
        // Windows line endings.
        if end > line.startIndex && line[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        var first = line.startIndex
        while first < end && isSpace(line[first]) { first += 1 }
        let column = { (index: Int) in index - line.startIndex + 1 }
        guard first < end, line[first] != UInt8(ascii: "#") else { return .blank }

        if line[first] == UInt8(ascii: "[") {
            guard let close = line[first..<end].firstIndex(of: UInt8(ascii: "]")) else {
                return .malformed(
                    message: "'[' has no closing ']' (a section header is '[rule-id]' or '[behaviors]')",
                    column: column(first))
            }
            var after = close + 1
            while after < end && isSpace(line[after]) { after += 1 }
            guard after == end || line[after] == UInt8(ascii: "#") else {
                return .malformed(message: "unexpected text after ']'", column: column(after))
            }
            let (low, high) = trimmed(line, first + 1, close)
            guard low < high else { return .malformed(message: "empty section name '[]'", column: column(first)) }
            return .section(name: text(line, low, high), column: column(low))
        }

        guard let equals = line[first..<end].firstIndex(of: UInt8(ascii: "=")) else {
            return .malformed(message: "expected 'key = value', '[section]' or a '# comment'", column: column(first))
        }
        let (keyLow, keyHigh) = trimmed(line, first, equals)
        guard keyLow < keyHigh else { return .malformed(message: "missing key before '='", column: column(first)) }
        // A `#` starts a comment at the start of the value or after whitespace, so `a#b` stays a value.
        var valueEnd = end
        var index = equals + 1
        while index < end {
            if line[index] == UInt8(ascii: "#") && (index == equals + 1 || isSpace(line[index - 1])) {
                valueEnd = index
                break
            }
            index += 1
        }
        let (valueLow, valueHigh) = trimmed(line, equals + 1, valueEnd)
        return .entry(
            key: text(line, keyLow, keyHigh), keyColumn: column(keyLow),
            value: text(line, valueLow, valueHigh), valueColumn: column(valueLow < valueHigh ? valueLow : equals + 1))
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == 0x0B || byte == 0x0C
            || byte == UInt8(ascii: "\r")
    }

    private static func trimmed(_ line: ArraySlice<UInt8>, _ low: Int, _ high: Int) -> (Int, Int) {
        var low = low
        var high = high
        while low < high && isSpace(line[low]) { low += 1 }
        while high > low && isSpace(line[high - 1]) { high -= 1 }
        return (low, high)
    }

    private static func text(_ line: ArraySlice<UInt8>, _ low: Int, _ high: Int) -> String {
        String(decoding: line[low..<high], as: UTF8.self)
    }

    /// The offset of the first byte that does not belong to a well-formed UTF-8 sequence (no
    /// overlong forms, surrogates or scalars past U+10FFFF), or nil.
    static func firstInvalidUTF8(_ bytes: [UInt8], from start: Int = 0) -> Int? {
        var i = start
        let count = bytes.count
        while i < count {
            let lead = bytes[i]
            if lead < 0x80 {
                i += 1
                continue
            }
            let length: Int
            var low: UInt8 = 0x80
            var high: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0:
                length = 3
                low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED:
                length = 3
                high = 0x9F
            case 0xF0:
                length = 4
                low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4:
                length = 4
                high = 0x8F
            default: return i
            }
            // The position reported is the lead byte: the character that is broken, as editors show it.
            guard i + 1 < count, (low...high).contains(bytes[i + 1]) else { return i }
            for k in 2..<length {
                guard i + k < count, bytes[i + k] & 0xC0 == 0x80 else { return i }
            }
            i += length
        }
        return nil
    }
}
