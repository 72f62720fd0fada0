/// Reads Swift compiler timing output — `-debug-time-function-bodies`,
/// `-debug-time-expression-type-checking`, and the `-warn-long-function-bodies` /
/// `-warn-long-expression-type-checking` warnings — raw or inside an xcodebuild log. Other lines
/// are ignored; an entry printed by several build jobs (or in several forms) is kept once, with
/// its longest time.
public enum CompilerTimingParser {
    /// Every timed entry in `text`, merged by (file, line, column, kind), longest first.
    public static func parse(_ text: String) -> [TimingEntry] {
        var merged: [TimingEntry.Key: TimingEntry] = [:]
        var order: [TimingEntry.Key] = []
        for rawLine in text.split(
            omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
        {
            guard let entry = parseLine(Substring(rawLine)) else { continue }
            let key = entry.key
            if var existing = merged[key] {
                if entry.milliseconds > existing.milliseconds { existing.milliseconds = entry.milliseconds }
                if existing.name.isEmpty { existing.name = entry.name }
                merged[key] = existing
            } else {
                merged[key] = entry
                order.append(key)
            }
        }
        return rank(order.map { merged[$0]! })
    }

    /// Longest first; ties in file, line, column order so the output is stable.
    public static func rank(_ entries: [TimingEntry]) -> [TimingEntry] {
        entries.sorted {
            $0.milliseconds != $1.milliseconds
                ? $0.milliseconds > $1.milliseconds
                : ($0.file, $0.line, $0.column, $0.kind.rawValue) < ($1.file, $1.line, $1.column, $1.kind.rawValue)
        }
    }

    /// One entry from one line, or nil for any other line.
    static func parseLine(_ line: Substring) -> TimingEntry? {
        if let range = line.range(of: ": warning: ") {
            return parseWarning(location: line[..<range.lowerBound], message: line[range.upperBound...])
        }
        return parseDebugTime(line)
    }

    /// `12.58ms\tpath/File.swift:2:6\tglobal function M.(file).f(xs:)@path/File.swift:2:6`
    /// or `3.21ms\tpath/File.swift:10:17`, after any prefix or indentation.
    private static func parseDebugTime(_ line: Substring) -> TimingEntry? {
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
        guard fields.count >= 2 else { return nil }
        // The time is the last word of the first field (a log may put a prefix before it).
        guard let timeWord = fields[0].split(separator: " ").last, timeWord.hasSuffix("ms"),
            let milliseconds = Double(timeWord.dropLast(2)),
            let location = parseLocation(fields[1])
        else { return nil }
        let description = fields.count > 2 ? fields[2...].joined(separator: "\t").trimmingSpaces : ""
        if description.isEmpty {
            return TimingEntry(
                milliseconds: milliseconds, file: location.file, line: location.line, column: location.column,
                kind: .expression, descriptor: "expression", name: "")
        }
        let (descriptor, name) = splitDescription(description)
        return TimingEntry(
            milliseconds: milliseconds, file: location.file, line: location.line, column: location.column,
            kind: .function, descriptor: descriptor, name: name)
    }

    /// `path:2:6` + `global function 'f(xs:)' took 12ms to type-check (limit: 1ms)` or
    /// `expression took 25ms to type-check (limit: 1ms)`.
    private static func parseWarning(location text: Substring, message: Substring) -> TimingEntry? {
        guard let took = message.range(of: " took "),
            let end = message.range(of: "ms to type-check", range: took.upperBound..<message.endIndex),
            let milliseconds = Double(message[took.upperBound..<end.lowerBound])
        else { return nil }
        var pathText = text.trimmingSpaces
        // A log prefix before an absolute path: keep the path.
        if !pathText.hasPrefix("/"), let slash = pathText.range(of: " /") {
            pathText = String(pathText[pathText.index(after: slash.lowerBound)...])
        }
        guard let location = parseLocation(Substring(pathText)) else { return nil }
        let subject = message[..<took.lowerBound]
        if subject == "expression" {
            return TimingEntry(
                milliseconds: milliseconds, file: location.file, line: location.line, column: location.column,
                kind: .expression, descriptor: "expression", name: "")
        }
        var descriptor = String(subject)
        var name = ""
        if let open = subject.firstIndex(of: "'"), let close = subject.lastIndex(of: "'"), open < close {
            descriptor = subject[..<open].trimmingSpaces
            name = String(subject[subject.index(after: open)..<close])
        }
        return TimingEntry(
            milliseconds: milliseconds, file: location.file, line: location.line, column: location.column,
            kind: .function, descriptor: descriptor, name: name)
    }

    /// `path/File.swift:2:6` (the path may hold spaces and colons).
    static func parseLocation(_ text: Substring) -> (file: String, line: Int, column: Int)? {
        let trimmed = Substring(text.trimmingSpaces)
        guard let lastColon = trimmed.lastIndex(of: ":"), let column = Int(trimmed[trimmed.index(after: lastColon)...])
        else { return nil }
        let rest = trimmed[..<lastColon]
        guard let colon = rest.lastIndex(of: ":"), let line = Int(rest[rest.index(after: colon)...]) else { return nil }
        let file = String(rest[..<colon])
        guard file.hasSuffix(".swift"), line > 0, column > 0 else { return nil }
        return (file, line, column)
    }

    /// `global function M.(file).f(xs:)@path:2:6` → (`global function`, `f(xs:)`): the leading
    /// lowercase words describe, the rest names (without module, `(file)` and location).
    static func splitDescription(_ text: String) -> (descriptor: String, name: String) {
        let words = text.split(separator: " ", omittingEmptySubsequences: true)
        let describing = words.prefix { word in word.allSatisfy { $0.isLowercase && $0.isLetter } }
        var name = words.dropFirst(describing.count).joined(separator: " ")
        if let at = name.lastIndex(of: "@"), parseLocation(name[name.index(after: at)...]) != nil {
            name = String(name[..<at])
        }
        if let file = name.range(of: ".(file).") { name = String(name[file.upperBound...]) }
        return (describing.isEmpty ? "function" : describing.joined(separator: " "), name)
    }
}

extension StringProtocol {
    /// Without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
