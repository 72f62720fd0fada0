/// Git-style unified diffs of whole files, for `fix --dry-run`.
///
/// The format is `git diff --no-index`'s, byte for byte (headers, path quoting, hunk numbering,
/// `\ No newline at end of file`), except for two omissions: no `index …` line (we have no blob
/// ids to show), and no function-context text after a hunk's `@@ … @@` (git guesses it with a
/// language-agnostic regular expression; plain headers are just as valid to `git apply` and
/// `patch`). The changes are a minimal set of deleted and inserted lines; where several minimal
/// sets exist (a moved `}` can be kept in more than one place), git's heuristics may choose
/// another, equally valid one. So the output reads like any git diff and applies with `git apply`.
///
/// Diffs are computed on bytes, not strings: a line is the bytes up to and including its `\n`
/// (a `\r` before the `\n` stays part of the line, so CRLF files diff like git diffs them), and
/// bytes that are not valid UTF-8 pass through unchanged. That is why ``fileBytes(path:old:new:context:)``
/// is the primary API: print its result with `TextOutput.write(bytes:)`. ``file(path:old:new:context:)``
/// is a convenience for text known to be UTF-8; decoding into a `String` replaces any invalid
/// byte with U+FFFD, and the diff would then no longer apply to the file on disk.
///
/// Lines are matched with Myers' O(ND) algorithm in linear space (`LineMatcher`), after
/// the common prefix and suffix are trimmed and lines that occur in only one file are set aside
/// as changed, as git's xdiff does. Changes separated by at most `2 * context` unchanged lines
/// share a hunk, as in git.
public enum UnifiedDiff {
    /// The diff of one file as bytes. `old` is nil for a file the fix creates. Returns no bytes
    /// when `old == new`. `path` is relative to the working directory, as findings report paths.
    public static func fileBytes(path: String, old: [UInt8]?, new: [UInt8], context: Int = 3) -> [UInt8] {
        precondition(context >= 0, "context is a line count")
        if let old, old == new { return [] }
        let oldText = old ?? []
        let oldLines = lines(oldText)
        let newLines = lines(new)
        let numbered = ids(oldLines, of: oldText, and: newLines, of: new)
        let changes = LineMatcher.changes(old: numbered.old, new: numbered.new)
        var output: [UInt8] = []
        // An absolute path loses its leading slash after the prefix, as `git diff --no-index` prints it.
        let relative = path.hasPrefix("/") ? String(path.drop { $0 == "/" }) : path
        let a = quotedPath("a/" + relative)
        let b = quotedPath("b/" + relative)
        output += Array("diff --git \(a) \(b)\n".utf8)
        if old == nil {
            output += Array("new file mode 100644\n".utf8)
            // git prints no `---`/`+++` lines for an empty new file: there is no hunk to label.
            if new.isEmpty { return output }
        }
        output += fileLabel("---", old == nil ? "/dev/null" : a)
        output += fileLabel("+++", b)
        for hunk in hunks(changes, oldCount: oldLines.count, context: context) {
            emit(hunk, old: (oldText, oldLines), new: (new, newLines), into: &output)
        }
        return output
    }

    // MARK: Lines

    /// The byte ranges of the lines of `bytes`, each including its `\n`; the last has none when
    /// the file does not end with one.
    static func lines(_ bytes: [UInt8]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start = 0
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            result.append(start..<offset + 1)
            start = offset + 1
        }
        if start < bytes.count { result.append(start..<bytes.count) }
        return result
    }

    /// Each line as an integer, equal for equal bytes (newline included, so a last line without
    /// one differs from the same text with one, as in git), so that matching compares integers.
    private static func ids(_ oldLines: [Range<Int>], of old: [UInt8], and newLines: [Range<Int>], of new: [UInt8]) -> (
        old: [Int], new: [Int]
    ) {
        var numbers: [ArraySlice<UInt8>: Int] = [:]
        func id(_ line: ArraySlice<UInt8>) -> Int {
            if let known = numbers[line] { return known }
            numbers[line] = numbers.count
            return numbers.count - 1
        }
        return (oldLines.map { id(old[$0]) }, newLines.map { id(new[$0]) })
    }

    // MARK: Hunks

    /// A run of changed lines: old lines `old` replaced by new lines `new` (either may be empty).
    struct Change: Equatable {
        var old: Range<Int>
        var new: Range<Int>
    }

    /// Changes that share a hunk, with the hunk's line ranges (context included) in both files.
    private struct Hunk {
        var changes: [Change]
        var old: Range<Int>
        var new: Range<Int>
    }

    /// Groups changes into hunks: a change joins the previous hunk when at most `2 * context`
    /// unchanged lines separate them, so that their context lines would touch or overlap.
    private static func hunks(_ changes: [Change], oldCount: Int, context: Int) -> [Hunk] {
        var groups: [[Change]] = []
        for change in changes {
            if let last = groups.last?.last, change.old.lowerBound - last.old.upperBound <= 2 * context {
                groups[groups.count - 1].append(change)
            } else {
                groups.append([change])
            }
        }
        return groups.map { group in
            // Lines outside changes are the same in both files, so context extends both sides
            // by the same count.
            let first = group[0]
            let last = group[group.count - 1]
            let before = min(context, first.old.lowerBound)
            let after = min(context, oldCount - last.old.upperBound)
            return Hunk(
                changes: group,
                old: first.old.lowerBound - before..<last.old.upperBound + after,
                new: first.new.lowerBound - before..<last.new.upperBound + after)
        }
    }

    private static func emit(
        _ hunk: Hunk, old: (bytes: [UInt8], lines: [Range<Int>]), new: (bytes: [UInt8], lines: [Range<Int>]),
        into output: inout [UInt8]
    ) {
        output += Array("@@ -\(range(hunk.old)) +\(range(hunk.new)) @@\n".utf8)
        func line(_ marker: Unicode.Scalar, _ bytes: ArraySlice<UInt8>) {
            output.append(UInt8(ascii: marker))
            output += bytes
            if bytes.last != UInt8(ascii: "\n") {
                output += Array("\n\\ No newline at end of file\n".utf8)
            }
        }
        var cursor = hunk.old.lowerBound
        for change in hunk.changes {
            for index in cursor..<change.old.lowerBound { line(" ", old.bytes[old.lines[index]]) }
            for index in change.old { line("-", old.bytes[old.lines[index]]) }
            for index in change.new { line("+", new.bytes[new.lines[index]]) }
            cursor = change.old.upperBound
        }
        for index in cursor..<hunk.old.upperBound { line(" ", old.bytes[old.lines[index]]) }
    }

    /// GNU's `start,count` for one side of a hunk header: `,count` omitted when it is 1, and an
    /// empty side numbered by the line before it (`-5,0`: nothing, after line 5).
    private static func range(_ lines: Range<Int>) -> String {
        switch lines.count {
        case 0: return "\(lines.lowerBound),0"
        case 1: return "\(lines.lowerBound + 1)"
        default: return "\(lines.lowerBound + 1),\(lines.count)"
        }
    }

    // MARK: Paths

    /// A `---` or `+++` line. Like git, a tab follows a label that contains a space, so that
    /// patch programs can tell where the name ends.
    private static func fileLabel(_ marker: String, _ label: String) -> [UInt8] {
        Array("\(marker) \(label)\(label.contains(" ") ? "\t" : "")\n".utf8)
    }

    /// `name` as git prints it with its default `core.quotePath`: unchanged unless it contains a
    /// double quote, a backslash, a control character or a non-ASCII byte; then in double quotes
    /// with C escapes, and every non-ASCII byte as a three-digit octal escape.
    static func quotedPath(_ name: String) -> String {
        let needsQuotes = name.utf8.contains {
            $0 < 0x20 || $0 >= 0x7F || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\")
        }
        guard needsQuotes else { return name }
        var quoted = "\""
        for byte in name.utf8 {
            switch byte {
            case 0x07: quoted += "\\a"
            case 0x08: quoted += "\\b"
            case 0x09: quoted += "\\t"
            case 0x0A: quoted += "\\n"
            case 0x0B: quoted += "\\v"
            case 0x0C: quoted += "\\f"
            case 0x0D: quoted += "\\r"
            case UInt8(ascii: "\""): quoted += "\\\""
            case UInt8(ascii: "\\"): quoted += "\\\\"
            case 0x20..<0x7F: quoted.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let octal = String(byte, radix: 8)
                quoted += "\\" + String(repeating: "0", count: 3 - octal.count) + octal
            }
        }
        return quoted + "\""
    }
}

/// Which lines of two files are unchanged: Myers' O(ND) difference algorithm ("An O(ND)
/// Difference Algorithm and Its Variations", 1986), in its linear-space form, over lines
/// numbered by content. Like git's xdiff it first trims the common prefix and suffix and sets
/// aside lines that occur in only one file (they cannot be unchanged), which makes the common
/// cases (a few edits in a long file; a file replaced by different text) fast.
///
/// Cost bound: finding a middle snake of a region whose shortest edit has D steps costs
/// O((N + M) · D) time. When the search needs more than `costLimit` steps in each direction (more than about
/// `2 * costLimit` differing lines after the trimming above, which takes pathological input:
/// thousands of lines reordered among each other), the region is reported as all deleted and
/// all inserted. The diff is then larger than minimal but still correct, and never slow.
struct LineMatcher {
    static let costLimit = 2048

    private let a: [Int], b: [Int]
    /// For each of `a` and `b`, the index of that line in the whole file.
    private let aLine: [Int], bLine: [Int]
    private var oldChanged: [Bool], newChanged: [Bool]
    /// Furthest-reaching x of the forward and backward paths, indexed by diagonal `x - y`
    /// plus `diagonalOffset`; shared by every split since a region's diagonals lie in the whole range.
    private var forward: [Int], backward: [Int]
    private let diagonalOffset: Int

    /// The runs of changed lines, in order, for files whose lines are numbered `old` and `new`
    /// (equal numbers for equal lines). Within a run, deletions come before insertions.
    static func changes(old: [Int], new: [Int]) -> [UnifiedDiff.Change] {
        var prefix = 0
        while prefix < old.count && prefix < new.count && old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix && suffix < new.count - prefix
            && old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        { suffix += 1 }
        let oldMiddle = prefix..<old.count - suffix
        let newMiddle = prefix..<new.count - suffix
        let inNew = Set(new[newMiddle])
        let inOld = Set(old[oldMiddle])
        var matcher = LineMatcher(
            old: old, new: new,
            aLine: oldMiddle.filter { inNew.contains(old[$0]) },
            bLine: newMiddle.filter { inOld.contains(new[$0]) })
        for index in oldMiddle where !inNew.contains(old[index]) { matcher.oldChanged[index] = true }
        for index in newMiddle where !inOld.contains(new[index]) { matcher.newChanged[index] = true }
        matcher.compare(0, matcher.a.count, 0, matcher.b.count)
        return matcher.runs()
    }

    private init(old: [Int], new: [Int], aLine: [Int], bLine: [Int]) {
        a = aLine.map { old[$0] }
        b = bLine.map { new[$0] }
        self.aLine = aLine
        self.bLine = bLine
        oldChanged = Array(repeating: false, count: old.count)
        newChanged = Array(repeating: false, count: new.count)
        // Diagonals run from -b.count to a.count, plus a sentinel slot at each end.
        diagonalOffset = b.count + 1
        forward = Array(repeating: 0, count: a.count + b.count + 3)
        backward = forward
    }

    /// Marks the changed lines of `a[off1 ..< lim1]` against `b[off2 ..< lim2]`.
    private mutating func compare(_ off1: Int, _ lim1: Int, _ off2: Int, _ lim2: Int) {
        var off1 = off1
        var lim1 = lim1
        var off2 = off2
        var lim2 = lim2
        while off1 < lim1 && off2 < lim2 && a[off1] == b[off2] {
            off1 += 1
            off2 += 1
        }
        while off1 < lim1 && off2 < lim2 && a[lim1 - 1] == b[lim2 - 1] {
            lim1 -= 1
            lim2 -= 1
        }
        if off1 < lim1 && off2 < lim2, let point = split(off1, lim1, off2, lim2) {
            compare(off1, point.x, off2, point.y)
            compare(point.x, lim1, point.y, lim2)
        } else {
            // One side is empty (the rest of the other is changed), or the region is too costly.
            for index in off1..<lim1 { oldChanged[aLine[index]] = true }
            for index in off2..<lim2 { newChanged[bLine[index]] = true }
        }
    }

    /// A point `(x, y)` on a shortest edit path through the region, where the forward and backward
    /// searches meet; nil when they do not meet within `costLimit` steps each. The region's first
    /// lines differ and so do its last, so the path costs at least 2 and the point splits it
    /// into two cheaper regions.
    ///
    /// The search follows xdiff's `xdl_split`: the diagonals searched widen by one each step
    /// but stop at the region's corners (the range then shifts inward, keeping its parity), so
    /// that no path is followed outside the region.
    private mutating func split(_ off1: Int, _ lim1: Int, _ off2: Int, _ lim2: Int) -> (x: Int, y: Int)? {
        let o = diagonalOffset
        let dmin = off1 - lim2
        let dmax = lim1 - off2
        let fmid = off1 - off2
        let bmid = lim1 - lim2
        let odd = (fmid - bmid) & 1 != 0
        var fmin = fmid
        var fmax = fmid
        var bmin = bmid
        var bmax = bmid
        forward[fmid + o] = off1
        backward[bmid + o] = lim1
        for _ in 1...Self.costLimit {
            // Sentinels outside the searched diagonals: never chosen as the better neighbour.
            if fmin > dmin {
                fmin -= 1
                forward[fmin - 1 + o] = -1
            } else {
                fmin += 1
            }
            if fmax < dmax {
                fmax += 1
                forward[fmax + 1 + o] = -1
            } else {
                fmax -= 1
            }
            for k in stride(from: fmax, through: fmin, by: -2) {
                var x = forward[k - 1 + o] >= forward[k + 1 + o] ? forward[k - 1 + o] + 1 : forward[k + 1 + o]
                var y = x - k
                while x < lim1 && y < lim2 && a[x] == b[y] {
                    x += 1
                    y += 1
                }
                forward[k + o] = x
                if odd && bmin <= k && k <= bmax && backward[k + o] <= x { return (x, y) }
            }
            if bmin > dmin {
                bmin -= 1
                backward[bmin - 1 + o] = Int.max
            } else {
                bmin += 1
            }
            if bmax < dmax {
                bmax += 1
                backward[bmax + 1 + o] = Int.max
            } else {
                bmax -= 1
            }
            for k in stride(from: bmax, through: bmin, by: -2) {
                var x = backward[k - 1 + o] < backward[k + 1 + o] ? backward[k - 1 + o] : backward[k + 1 + o] - 1
                var y = x - k
                while x > off1 && y > off2 && a[x - 1] == b[y - 1] {
                    x -= 1
                    y -= 1
                }
                backward[k + o] = x
                if !odd && fmin <= k && k <= fmax && x <= forward[k + o] { return (x, y) }
            }
        }
        return nil
    }

    /// The changed lines as runs: each maximal stretch of changed old lines and changed new
    /// lines between two unchanged lines (unchanged lines pair up in order).
    private func runs() -> [UnifiedDiff.Change] {
        var result: [UnifiedDiff.Change] = []
        var i = 0
        var j = 0
        while i < oldChanged.count || j < newChanged.count {
            let startI = i
            let startJ = j
            while i < oldChanged.count && oldChanged[i] { i += 1 }
            while j < newChanged.count && newChanged[j] { j += 1 }
            if i > startI || j > startJ {
                result.append(UnifiedDiff.Change(old: startI..<i, new: startJ..<j))
            } else {
                i += 1
                j += 1
            }
        }
        return result
    }
}
