// String literals: "…", """…""", raw #"…"# with any number of #, '…' (which Swift lexes and then
// rejects), escapes, and interpolations `\( … )` / `\#( … )` holding any code, nested literals
// included. The literal's text, interpolations and all, becomes a single `string` token.
extension LexerState {
    /// Opens a literal whose quote is at `i` (after `pounds` raw delimiters).
    mutating func openString(pounds: Int, literalStart start: Int) {
        let quote: StringContext.Quote
        if p[i] == UInt8(ascii: "'") {
            i += 1
            quote = .singleQuote
        } else {
            i += 1
            if at(i) == UInt8(ascii: "\"") && at(i + 1) == UInt8(ascii: "\"")
                && !(pounds > 0 && closesOnSameLine(from: i + 2, pounds: pounds))
            {
                i += 2
                quote = .multiLine
            } else {
                quote = .singleLine
            }
        }
        strings.append(StringContext(quote: quote, pounds: pounds))
        if strings.count == 1 { literalStart = start }
    }

    /// `#"""#` and `#""" … "#` are one-line raw strings holding quotes, not multi-line openers.
    private func closesOnSameLine(from index: Int, pounds: Int) -> Bool {
        if hasDelimiter(at: index, pounds: pounds) { return true }
        var j = index
        while j < n {
            let byte = p[j]
            if byte == 0x0A || byte == 0x0D { return false }
            j += 1
            if byte == UInt8(ascii: "\"") && hasDelimiter(at: j, pounds: pounds) { return true }
        }
        return false
    }

    /// Whether at least `pounds` `#` start at `index`.
    @inline(__always)
    func hasDelimiter(at index: Int, pounds: Int) -> Bool {
        if pounds == 0 { return true }
        var j = index
        while j < n && p[j] == UInt8(ascii: "#") && j - index < pounds { j += 1 }
        return j - index == pounds
    }

    @inline(__always)
    private mutating func skipPounds() {
        while i < n && p[i] == UInt8(ascii: "#") { i += 1 }
    }

    /// Scans the text of the innermost open literal up to its end, an interpolation, or (for a
    /// one-line literal) the end of the line.
    mutating func lexStringBody() {
        let top = strings.count - 1
        let context = strings[top]
        let pounds = context.pounds
        while i < n {
            switch p[i] {
            case UInt8(ascii: "\\"):
                var j = i + 1
                while j < n && p[j] == UInt8(ascii: "#") { j += 1 }
                let run = j - i - 1
                guard run >= pounds else {
                    i += 1  // fewer `#` than the delimiter: a plain backslash in a raw string
                    continue
                }
                // Like the Swift lexer, one `#` beyond the delimiter is taken with it.
                let taken = pounds == 0 ? 0 : (run == pounds ? pounds : pounds + 1)
                i += 1 + taken
                if at(i) == UInt8(ascii: "(") {
                    i += 1
                    strings[top].interpolating = true
                    strings[top].parenDepth = 0
                    notePunctuation(sequencing: true, argumentList: true)
                    return
                }
                skipEscapedCharacter()
            case UInt8(ascii: "\""):
                i += 1
                switch context.quote {
                case .singleLine:
                    if hasDelimiter(at: i, pounds: pounds) {
                        closeString()
                        return
                    }
                case .multiLine:
                    if at(i) == UInt8(ascii: "\"") && at(i + 1) == UInt8(ascii: "\"")
                        && hasDelimiter(at: i + 2, pounds: pounds)
                    {
                        i += 2
                        closeString()
                        return
                    }
                case .singleQuote:
                    break
                }
            case UInt8(ascii: "'"):
                i += 1
                if context.quote == .singleQuote {
                    closeString()
                    return
                }
            case 0x0A, 0x0D:
                if context.quote == .multiLine {
                    i += 1
                } else {
                    // A one-line literal ends, unterminated, at the line break.
                    strings.removeLast()
                    if strings.isEmpty { emit(.string, from: literalStart) }
                    noteOperand()
                    return
                }
            default:
                // Plain text: skip to the next byte that matters, in a register-held index.
                var j = i + 1
                while j < n {
                    let byte = p[j]
                    if byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
                        || byte == 0x0A || byte == 0x0D
                    {
                        break
                    }
                    j += 1
                }
                i = j
            }
        }
    }

    /// After `\` (and its delimiter): the escaped character, as much of it as Swift takes.
    private mutating func skipEscapedCharacter() {
        guard i < n else { return }
        let byte = p[i]
        switch byte {
        case UInt8(ascii: "0"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"),
            UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "\\"):
            i += 1
        case UInt8(ascii: "u"):
            i += 1
            if at(i) == UInt8(ascii: "{") {
                i += 1
                while i < n && UnicodeClasses.isHexDigit(p[i]) { i += 1 }
                if at(i) == UInt8(ascii: "}") { i += 1 }
            }
        default:
            // An invalid escape such as `\q` takes the letter or digit with it.
            if UnicodeClasses.isASCIIIdentifierStart(byte) || UnicodeClasses.isDigit(byte) {
                if byte != UInt8(ascii: "_") { i += 1 }
            }
        }
    }

    /// Closes the innermost literal after its closing quote(s); a raw literal's closing `#`s
    /// are all taken.
    private mutating func closeString() {
        if strings[strings.count - 1].pounds > 0 { skipPounds() }
        strings.removeLast()
        if strings.isEmpty { emit(.string, from: literalStart) }
        noteOperand()
    }
}
