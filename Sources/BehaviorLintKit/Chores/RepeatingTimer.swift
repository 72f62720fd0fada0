/// What a statement does with a `Timer`: starts a repeating one that holds the screen, or
/// invalidates one. The run loop holds a scheduled timer until it is invalidated, and a timer
/// holds its target (`target: self`) or its block and what the block captures: a repeating timer
/// that holds the screen keeps firing, and keeps the screen alive, until `invalidate()`.
enum RepeatingTimer {
    /// Whether `syntax` starts a repeating timer that holds `self`:
    /// `Timer.scheduledTimer(timeInterval:target: self, selector:userInfo:repeats: true)`, or
    /// `Timer.scheduledTimer(withTimeInterval:repeats: true)` with a block (argument or trailing
    /// closure) that does not capture `[weak self]`. Anywhere in the statement, closures included
    /// (a request's completion that starts the poll).
    static func startsHoldingSelf(_ syntax: StatementSyntax) -> Bool {
        syntax.chains.contains { chain in
            guard chain.isCalled, !chain.inSelector, chain.names.count >= 2,
                syntax.text(chain.names[chain.names.count - 1]) == "scheduledTimer",
                syntax.text(chain.names[chain.names.count - 2]) == "Timer",
                let argumentTokens = chain.arguments
            else { return false }
            let arguments = syntax.arguments(argumentTokens)
            func value(_ label: String) -> Range<Int>? { arguments.first { $0.label == label }?.value }
            guard let repeats = value("repeats"), repeats.count == 1, syntax.tokens.isText(repeats.lowerBound, "true")
            else { return false }
            if let target = value("target") {
                return target.count == 1 && syntax.tokens.isText(target.lowerBound, "self")
            }
            guard value("withTimeInterval") != nil else { return false }
            // The block: the `block:` argument, or the trailing closure after the parentheses.
            let block = value("block") ?? (argumentTokens.upperBound + 1..<chain.extent.upperBound)
            return !block.contains { k in
                syntax.tokens.isText(k, "weak") && block.contains(k + 1) && syntax.tokens.isText(k + 1, "self")
            }
        }
    }

    /// Whether `statement` invalidates a timer (`timer?.invalidate()`, in any block or closure).
    static func invalidates(_ statement: Statement) -> Bool {
        statement.calls.contains { $0.name == "invalidate" && $0.labelText.isEmpty }
    }
}
