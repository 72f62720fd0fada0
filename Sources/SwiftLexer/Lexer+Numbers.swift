// Integer and floating-point literals: decimal, binary, octal, hex, hex floats, `_` separators
// and exponents. Like the Swift lexer, a malformed literal absorbs the identifier characters
// that follow it (`12abc` is one bad integer), so it never splits into misleading tokens.
extension LexerState {
    mutating func lexNumber() {
        let start = i
        let kind = scanNumber()
        emit(kind, from: start)
        noteOperand()
    }

    private mutating func skipDigits(_ accepts: (UInt8) -> Bool) {
        while i < n, accepts(p[i]) || p[i] == UInt8(ascii: "_") { i += 1 }
    }

    /// True (and `i` advanced past them) if identifier characters follow: a malformed literal.
    private mutating func absorbIdentifierTail() -> Bool {
        let before = i
        skipIdentifierContinuation()
        return i > before
    }

    private mutating func scanNumber() -> TokenKind {
        let second = at(i + 1)
        if p[i] == UInt8(ascii: "0") && second == UInt8(ascii: "x") {
            return scanHexNumber()
        }
        if p[i] == UInt8(ascii: "0") && (second == UInt8(ascii: "o") || second == UInt8(ascii: "b")) {
            i += 2
            let isOctal = second == UInt8(ascii: "o")
            let accepts: (UInt8) -> Bool =
                isOctal
                ? { $0 &- UInt8(ascii: "0") < 8 }
                : { $0 == UInt8(ascii: "0") || $0 == UInt8(ascii: "1") }
            if i < n && accepts(p[i]) {
                skipDigits(accepts)
            }
            _ = absorbIdentifierTail()
            return .integer
        }

        skipDigits(UnicodeClasses.isDigit)
        if isAt(i, UInt8(ascii: ".")) {
            // `1.foo` is a member access, `x.0.1` a tuple access: only `digits . digit` is a float.
            // In an availability list, `17.0` is a version tuple: integers and periods.
            guard i + 1 < n, UnicodeClasses.isDigit(p[i + 1]), !previousWasPeriod, availabilityDepth == 0 else {
                return .integer
            }
        } else if !(isAt(i, UInt8(ascii: "e")) || isAt(i, UInt8(ascii: "E"))) {
            _ = absorbIdentifierTail()
            return .integer
        }
        if isAt(i, UInt8(ascii: ".")) {
            i += 1
            skipDigits(UnicodeClasses.isDigit)
        }
        if isAt(i, UInt8(ascii: "e")) || isAt(i, UInt8(ascii: "E")) {
            i += 1
            scanExponent()
        }
        return .float
    }

    /// After `e`/`E`/`p`/`P`: an optional sign and digits; anything word-like after is absorbed.
    private mutating func scanExponent() {
        if isAt(i, UInt8(ascii: "-")) || isAt(i, UInt8(ascii: "+")) { i += 1 }
        if i < n && UnicodeClasses.isDigit(p[i]) {
            skipDigits(UnicodeClasses.isDigit)
        }
        _ = absorbIdentifierTail()
    }

    private mutating func scanHexNumber() -> TokenKind {
        i += 2
        guard i < n, UnicodeClasses.isHexDigit(p[i]) else {
            _ = absorbIdentifierTail()
            return .integer
        }
        skipDigits(UnicodeClasses.isHexDigit)
        let next = at(i)
        guard i < n, next == UInt8(ascii: ".") || next == UInt8(ascii: "p") || next == UInt8(ascii: "P") else {
            _ = absorbIdentifierTail()
            return .integer
        }
        var dot: Int? = nil
        if next == UInt8(ascii: ".") {
            // `0xff.description` is a member access on an integer.
            guard i + 1 < n, UnicodeClasses.isHexDigit(p[i + 1]) else { return .integer }
            dot = i
            i += 1
            skipDigits(UnicodeClasses.isHexDigit)
            guard isAt(i, UInt8(ascii: "p")) || isAt(i, UInt8(ascii: "P")) else {
                if i + 1 < n, !UnicodeClasses.isDigit(p[i + 1]) {
                    i = dot!
                }
                return .integer
            }
        }
        i += 1  // p or P
        var signed = false
        if isAt(i, UInt8(ascii: "-")) || isAt(i, UInt8(ascii: "+")) {
            i += 1
            signed = true
        }
        if i < n && !UnicodeClasses.isDigit(p[i]) {
            if let dot, dot + 1 < n, !UnicodeClasses.isDigit(p[dot + 1]), !signed {
                // `0xff.fp` is a member access, not a malformed float.
                i = dot
                return .integer
            }
            _ = absorbIdentifierTail()
            return .float
        }
        skipDigits(UnicodeClasses.isDigit)
        _ = absorbIdentifierTail()
        return .float
    }
}
