// Identifiers, keywords, `$` names, backticked names and editor placeholders.
extension LexerState {
    @inline(__always)
    mutating func skipIdentifierContinuation() {
        // A local index keeps the loop in registers (writing `i` through `self` each step is slow).
        var j = i
        defer { i = j }
        while j < n {
            let byte = p[j]
            if byte < 0x80 {
                guard UnicodeClasses.isASCIIIdentifierContinue(byte) else { return }
                j += 1
            } else {
                let scalar = UnicodeClasses.decode(p, j, n)
                guard let value = scalar.value, UnicodeClasses.isIdentifierContinue(value) else { return }
                j += scalar.length
            }
        }
    }

    /// An identifier or keyword; `i` is at a valid identifier start.
    mutating func lexIdentifier() {
        let start = i
        if p[i] < 0x80 {
            i += 1
        } else {
            i += UnicodeClasses.decode(p, i, n).length
        }
        skipIdentifierContinuation()
        if i - start == 1 && p[start] == UInt8(ascii: "_") {
            emit(.keyword, from: start)
            noteOperand()
            return
        }
        if let role = Keywords.role(p, start, i, count: n) {
            emit(.keyword, from: start)
            previousWasPeriod = false
            preferRegex = false
            previousKeyword = role
            previous = role == .expression ? .operand : .sequencing
        } else {
            emit(.identifier, from: start)
            let namesAvailabilityAttribute = afterAtSign && isAvailabilityAttribute(start, i)
            noteOperand()
            availabilityListNext = namesAvailabilityAttribute
        }
    }

    /// `@available`, `@backDeployed`, `@_originallyDefinedIn`: attributes holding version tuples.
    private func isAvailabilityAttribute(_ start: Int, _ end: Int) -> Bool {
        let word = UnsafeBufferPointer(start: p + start, count: end - start)
        return word.elementsEqual("available".utf8) || word.elementsEqual("backDeployed".utf8)
            || word.elementsEqual("_originallyDefinedIn".utf8) || word.elementsEqual("_backDeploy".utf8)
    }

    /// `$0`, `$name`, a lone `$`.
    mutating func lexDollarIdentifier() {
        let start = i
        i += 1
        skipIdentifierContinuation()
        emit(.identifier, from: start)
        noteOperand()
    }

    /// `` `name` `` (a raw identifier may hold spaces and operators, up to a closing backtick on
    /// the same line); without a closing backtick, the backtick alone is punctuation.
    mutating func lexBacktick() {
        let start = i
        var j = i + 1
        while j < n {
            let byte = p[j]
            if byte == UInt8(ascii: "`") || byte == 0x0A || byte == 0x0D { break }
            j += 1
        }
        if j < n && p[j] == UInt8(ascii: "`") {
            i = j + 1
            emit(.identifier, from: start)
        } else {
            i += 1
            emit(.punctuation, from: start)
        }
        noteOperand()
    }

    /// The end of an editor placeholder `<#…#>` starting at `index`, if there is one on this line.
    func editorPlaceholderEnd(from index: Int) -> Int? {
        var j = index + 2
        while j < n {
            let byte = p[j]
            j += 1
            if byte == 0x0A { return nil }
            if byte == UInt8(ascii: "<") && j < n && p[j] == UInt8(ascii: "#") { return nil }
            if byte == UInt8(ascii: "#") && j < n && p[j] == UInt8(ascii: ">") { return j + 1 }
        }
        return nil
    }
}
