/// A statement's shape: its tokens with what varies from copy to copy abstracted — string and
/// number literals (`<literal>`), enum cases written as implicit members (`.<case>`) and the value
/// given a shared bar's styling property when any screen could pass it (`<value>`,
/// `ArgumentSlotReader.wholeValue`) — and `self.` dropped. Two screens' statements of one shape do
/// the same thing with other values: `Analytics.track(.home)` and `Analytics.track(.settings)`,
/// `title = "Inbox"` and `title = "Search"`. Names are kept (a different property, method or type
/// is different code).
enum StatementShape {
    static func text(of syntax: StatementSyntax) -> String {
        let tokens = syntax.tokens
        var result = ""
        var previousWasWord = false
        var k = syntax.range.lowerBound
        // A value any screen could pass given a bar property is the behavior's parameter too.
        let whole = ArgumentSlotReader.wholeValue(in: syntax)
        while k < syntax.range.upperBound {
            if let whole, k == whole.value.lowerBound {
                result += (previousWasWord ? " " : "") + "<value>"
                previousWasWord = true
                k = whole.value.upperBound
                continue
            }
            if tokens.isKeyword(k, "self") && k + 2 < syntax.range.upperBound
                && tokens.isPunctuation(k + 1, UInt8(ascii: "."))
            {
                k += 2
                continue
            }
            // `self as UIGestureRecognizerDelegate` is `self`: a cast to what the class conforms to
            // hands over the same value.
            if tokens.isKeyword(k, "self"), let end = castEnd(after: k, in: syntax) {
                result += (previousWasWord ? " " : "") + "self"
                previousWasWord = true
                k = end
                continue
            }
            let word: String?
            switch tokens.kinds[k] {
            case .string, .integer, .float: word = "<literal>"
            case .identifier, .keyword, .pound:
                word = isImplicitMember(k, in: syntax) ? "<case>" : tokens.text(k)
            default: word = nil
            }
            if let word {
                if previousWasWord { result += " " }
                result += word
            } else {
                result += tokens.text(k)
            }
            previousWasWord = word != nil
            k += 1
        }
        return result
    }

    /// Where `as P`, `as? P` or `as! P` (a dotted name) right after token `k` ends, if it follows it.
    private static func castEnd(after k: Int, in syntax: StatementSyntax) -> Int? {
        let tokens = syntax.tokens
        let end = syntax.range.upperBound
        guard k + 2 < end, tokens.isKeyword(k + 1, "as") else { return nil }
        var j = k + 2
        if tokens.isText(j, "?") || tokens.isText(j, "!") { j += 1 }
        guard j < end, tokens.kinds[j] == .identifier else { return nil }
        j += 1
        while j + 1 < end, tokens.isPunctuation(j, UInt8(ascii: ".")), tokens.kinds[j + 1] == .identifier { j += 2 }
        return j
    }

    /// `.home` in `track(.home)`: a name after a `.` that follows no expression.
    private static func isImplicitMember(_ k: Int, in syntax: StatementSyntax) -> Bool {
        let tokens = syntax.tokens
        guard k - 1 >= syntax.range.lowerBound, tokens.isPunctuation(k - 1, UInt8(ascii: ".")) else { return false }
        guard k - 2 >= syntax.range.lowerBound else { return true }
        switch tokens.kinds[k - 2] {
        case .identifier, .string, .integer, .float: return false
        case .keyword:
            return ["return", "case", "in", "else", "throw", "try", "await"].contains(tokens.text(k - 2))
        case .punctuation:
            return
                !(tokens.isPunctuation(k - 2, UInt8(ascii: ")")) || tokens.isPunctuation(k - 2, UInt8(ascii: "]"))
                || tokens.isPunctuation(k - 2, UInt8(ascii: "?")) || tokens.isPunctuation(k - 2, UInt8(ascii: "!"))
                || tokens.isPunctuation(k - 2, UInt8(ascii: ">")))
        default: return true
        }
    }
}
