// Operators, and how they read: prefix, postfix or binary by the whitespace around them, as in
// the Swift reference. A `/` in an operator may instead open a regex literal.
extension LexerState {
    /// The Swift reference's rule: an operator is left-bound unless preceded by whitespace, an
    /// opening bracket, a separator, or the end of a block comment.
    func isLeftBound(_ index: Int) -> Bool {
        guard index > 0 else { return false }
        switch p[index - 1] {
        case 0x20, 0x0D, 0x0A, 0x09, UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"),
            UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), 0:
            return false
        case UInt8(ascii: "/"):
            return !(index >= 2 && p[index - 2] == UInt8(ascii: "*"))
        case 0xA0:
            return !(index >= 2 && p[index - 2] == 0xC2)
        default:
            return true
        }
    }

    /// An operator ending at `end` is right-bound unless followed by whitespace, a closing
    /// bracket, a separator, a comment or the end of the buffer.
    func isRightBound(_ end: Int, leftBound: Bool) -> Bool {
        guard end < n else { return false }
        switch p[end] {
        case 0x20, 0x0D, 0x0A, 0x09, UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"),
            UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), 0:
            return false
        case UInt8(ascii: "."):
            return !leftBound
        case UInt8(ascii: "/"):
            let next = at(end + 1)
            return !(next == UInt8(ascii: "/") || next == UInt8(ascii: "*"))
        case 0xC2:
            return at(end + 1) != 0xA0
        default:
            return true
        }
    }

    /// The end of the operator characters starting at `start` (a `.` continues an operator only
    /// if the operator starts with `.`; an editor placeholder ends it).
    func operatorEnd(from start: Int) -> Int {
        let startsWithDot = p[start] == UInt8(ascii: ".")
        var j = start
        var first = true
        while j < n {
            let byte = p[j]
            if byte < 0x80 {
                guard UnicodeClasses.isASCIIOperator(byte) else { break }
                if byte == UInt8(ascii: ".") && !startsWithDot { break }
                if !first && byte == UInt8(ascii: "<") && at(j + 1) == UInt8(ascii: "#"),
                    editorPlaceholderEnd(from: j) != nil
                {
                    break
                }
                j += 1
            } else {
                let scalar = UnicodeClasses.decode(p, j, n)
                guard let value = scalar.value,
                    first ? UnicodeClasses.isOperatorStart(value) : UnicodeClasses.isOperatorContinue(value)
                else { break }
                j += scalar.length
            }
            first = false
        }
        return j
    }

    mutating func lexOperator() {
        let start = i
        let byte = p[i]
        let leftBound = isLeftBound(start)

        // A left-bound `!` or `?` is a one-character postfix token (`x!.y`, `x?.y`, `try?`).
        if (byte == UInt8(ascii: "!") || byte == UInt8(ascii: "?")) && leftBound {
            i += 1
            emit(.punctuation, from: start)
            let afterTry = previousKeyword == .try
            noteOperand()
            preferRegex = afterTry
            return
        }

        var end = operatorEnd(from: start)

        // A `/` in the operator may open a regex literal; only the first `/` is tried.
        if let slash = firstSlash(from: start, to: end),
            let regexEnd = regexStartingInOperator(slash: slash, operatorStart: start, operatorEnd: end)
        {
            if slash > start {
                i = slash
                emitOperator(from: start, leftBound: leftBound)
            }
            i = regexEnd
            emit(.regex, from: slash)
            noteOperand()
            return
        }

        // `//` or `/*` inside an operator starts a comment.
        if end - start > 2 {
            var j = start + 1
            while j < end - 1 {
                if p[j] == UInt8(ascii: "/") && (p[j + 1] == UInt8(ascii: "/") || p[j + 1] == UInt8(ascii: "*")) {
                    end = j
                    break
                }
                j += 1
            }
        }
        i = end
        emitOperator(from: start, leftBound: leftBound)
    }

    private func firstSlash(from start: Int, to end: Int) -> Int? {
        var j = start
        while j < end {
            if p[j] == UInt8(ascii: "/") { return j }
            j += 1
        }
        return nil
    }

    /// Emits the operator `start ..< i` with the kind and heuristic state its form implies.
    private mutating func emitOperator(from start: Int, leftBound: Bool) {
        let length = i - start
        let rightBound = isRightBound(i, leftBound: leftBound)
        let first = p[start]
        if length == 1 {
            switch first {
            case UInt8(ascii: "="):
                emit(.punctuation, from: start)
                notePunctuation(sequencing: true, argumentList: false)
                return
            case UInt8(ascii: "."):
                emit(.punctuation, from: start)
                noteOperand()
                previousWasPeriod = true
                return
            case UInt8(ascii: "?"):
                emit(.punctuation, from: start)
                if leftBound { noteOperand() } else { notePunctuation(sequencing: true, argumentList: false) }
                return
            case UInt8(ascii: "&") where !leftBound && rightBound:
                emit(.punctuation, from: start)
                notePunctuation(sequencing: true, argumentList: false)
                return
            default:
                break
            }
        } else if length == 2 && first == UInt8(ascii: "-") && p[start + 1] == UInt8(ascii: ">") {
            emit(.punctuation, from: start)
            noteOperand()
            return
        }
        if containsBlockCommentEnd(start, i) {
            // A stray `*/`: Swift rejects it rather than reading an operator.
            emit(.unknown, from: start)
            notePunctuation(sequencing: true, argumentList: false)
            return
        }
        emit(.operator, from: start)
        if leftBound && !rightBound {
            noteOperand()  // postfix
        } else {
            notePunctuation(sequencing: true, argumentList: false)  // prefix or binary
        }
    }

    private func containsBlockCommentEnd(_ start: Int, _ end: Int) -> Bool {
        var j = start
        while j + 1 < end {
            if p[j] == UInt8(ascii: "*") && p[j + 1] == UInt8(ascii: "/") { return true }
            j += 1
        }
        return false
    }
}
