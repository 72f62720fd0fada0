// Regex literals and `#` tokens. Whether a `/` opens a regex follows the Swift lexer's rules
// (SE-0354): a bare `/…/` may not start or end with a space, may not look like a comment,
// may not hold an unbalanced `)`, must close on its line, and is only tried where an
// expression can start; `#/…/#` is always a regex and may span lines.
extension LexerState {
    /// `#` starts a raw string, an extended regex, a directive (`#if`), a macro or keyword
    /// (`#selector`, `#Preview`), or stands alone.
    mutating func lexPound() {
        let start = i
        var j = i
        while j < n && p[j] == UInt8(ascii: "#") { j += 1 }
        if j < n && p[j] == UInt8(ascii: "\"") {
            i = j
            openString(pounds: j - start, literalStart: start)
            return
        }
        if j < n && p[j] == UInt8(ascii: "/"), let end = scanRegex(from: start, mustBeRegex: true) {
            i = end
            emit(.regex, from: start)
            noteOperand()
            return
        }
        i += 1
        var k = i
        while k < n && UnicodeClasses.isASCIIIdentifierStart(p[k]) { k += 1 }
        switch directive(i, k) {
        case true?:
            i = k
            emit(.pound, from: start)
            notePunctuation(sequencing: true, argumentList: false)
        case false?:
            i = k
            emit(.pound, from: start)
            noteOperand()
            // `#available(iOS 17.0, *)` and `#unavailable(…)` hold version tuples.
            availabilityListNext = !matches(start + 1, "sourceLocation")
        case nil:
            if i < n {
                let scalar = UnicodeClasses.decode(p, i, n)
                if let value = scalar.value, UnicodeClasses.isIdentifierStart(value) {
                    i += scalar.length
                    skipIdentifierContinuation()
                }
            }
            emit(.pound, from: start)
            noteOperand()
        }
    }

    /// The compiler directives the Swift lexer knows by name: true for the `#if` family, which
    /// may be followed by an expression; false for the others; nil for any other word.
    private func directive(_ start: Int, _ end: Int) -> Bool? {
        switch end - start {
        case 2: return matches(start, "if") ? true : nil
        case 4: return matches(start, "else") ? true : nil
        case 5: return matches(start, "endif") ? true : nil
        case 6: return matches(start, "elseif") ? true : nil
        case 9: return matches(start, "available") ? false : nil
        case 11: return matches(start, "unavailable") ? false : nil
        case 14: return matches(start, "sourceLocation") ? false : nil
        default: return nil
        }
    }

    private func matches(_ start: Int, _ word: StaticString) -> Bool {
        let bytes = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard start + bytes.count <= n else { return false }
        for k in 0..<bytes.count where p[start + k] != bytes[k] { return false }
        return true
    }

    /// Whether the `/` at `slash`, inside the operator `operatorStart ..< operatorEnd`, opens
    /// a regex literal; returns the literal's end if so.
    mutating func regexStartingInOperator(slash: Int, operatorStart: Int, operatorEnd: Int) -> Int? {
        let leftBound = isLeftBound(operatorStart)
        guard !leftBound else { return nil }  // `a/b`, `x/ 2`: division or postfix
        // `func /(…)`, `operator /^/`: an operator name follows.
        if previousKeyword == .introducesOperatorName { return nil }
        var mustBeRegex = false
        if !isRightBound(operatorEnd, leftBound: false) {
            // Spaced like a binary operator: a regex only where an expression must start.
            mustBeRegex = preferRegex
            let inExpressionPosition = previous != .operand
            if !mustBeRegex && !inExpressionPosition { return nil }
            // In an argument list `(/)` may be an unapplied operator, so stay tentative there.
            if previous != .argumentListSeparator { mustBeRegex = true }
        }
        return scanRegex(from: slash, mustBeRegex: mustBeRegex)
    }

    /// Scans a regex literal from `start` (its first `#` or its `/`). Returns its end, or nil
    /// when this is not a regex. With `mustBeRegex`, an unterminated literal still ends where
    /// the Swift lexer ends it (the line break, or for a multi-line one its first line break).
    mutating func scanRegex(from start: Int, mustBeRegex: Bool) -> Int? {
        var j = start
        while j < n && p[j] == UInt8(ascii: "#") { j += 1 }
        let pounds = j - start
        guard j < n && p[j] == UInt8(ascii: "/") else { return nil }
        j += 1
        if pounds == 0 {
            if j < n {
                let next = p[j]
                if (next == 0x20 || next == 0x09) && !mustBeRegex { return nil }
                if next == UInt8(ascii: "*") || next == UInt8(ascii: "/") { return nil }
            }
            if j - 2 >= 0 && p[j - 2] == UInt8(ascii: "*") { return nil }
        }

        var firstNewline: Int? = nil
        if pounds > 0 {
            var k = j
            while k < n && (p[k] == 0x20 || p[k] == 0x09) { k += 1 }
            if k < n && (p[k] == 0x0A || p[k] == 0x0D) {
                firstNewline = k
                j = k
                if let failedFrom = unterminatedExtendedRegexStart(pounds: pounds), failedFrom <= k {
                    return k
                }
            }
        }

        var groupDepth = 0
        var classDepth = 0
        var lastUnescapedSpace = -1
        while true {
            // The closing delimiter?
            if j < n && p[j] == UInt8(ascii: "/") {
                var k = j + 1
                var closePounds = 0
                if pounds > 0 {
                    while k < n && p[k] == UInt8(ascii: "#") {
                        closePounds += 1
                        k += 1
                    }
                }
                if closePounds >= pounds {
                    if pounds == 0 {
                        if k < n && (p[k] == UInt8(ascii: "*") || p[k] == UInt8(ascii: "/")) {
                            // `/…//` or `/…/*`: a comment is the likelier reading.
                            return mustBeRegex ? j : nil
                        }
                        if lastUnescapedSpace >= 0 && lastUnescapedSpace + 1 == j && !mustBeRegex {
                            return nil
                        }
                    }
                    return k
                }
            }
            // One pattern character (with the character it escapes).
            var escaped = false
            while true {
                guard j < n else {
                    if let firstNewline {
                        unterminatedExtendedRegex[pounds] = min(
                            unterminatedExtendedRegex[pounds] ?? firstNewline, firstNewline)
                        return firstNewline
                    }
                    return mustBeRegex ? n : nil
                }
                let byte = p[j]
                if byte >= 0x80 {
                    j += UnicodeClasses.decode(p, j, n).length
                    break
                }
                j += 1
                if byte == 0x0A || byte == 0x0D {
                    if firstNewline == nil {
                        j -= 1
                        return mustBeRegex ? j : nil
                    }
                    break
                }
                if escaped { break }
                switch byte {
                case UInt8(ascii: "\\"):
                    escaped = true
                    continue
                case UInt8(ascii: "(") where classDepth == 0:
                    groupDepth += 1
                case UInt8(ascii: ")") where classDepth == 0:
                    if groupDepth == 0 {
                        if !mustBeRegex { return nil }
                    } else {
                        groupDepth -= 1
                    }
                case UInt8(ascii: "["):
                    classDepth += 1
                case UInt8(ascii: "]"):
                    if classDepth > 0 { classDepth -= 1 }
                case 0x20, 0x09:
                    lastUnescapedSpace = j - 1
                default:
                    break
                }
                break
            }
        }
    }

    // The memo that keeps unterminated multi-line regexes linear: a scan that ran to the end of
    // the file finds no closing delimiter with as many `#` from any later line either.
    private func unterminatedExtendedRegexStart(pounds: Int) -> Int? {
        var earliest: Int? = nil
        for (failedPounds, from) in unterminatedExtendedRegex where failedPounds <= pounds {
            earliest = min(earliest ?? from, from)
        }
        return earliest
    }
}
