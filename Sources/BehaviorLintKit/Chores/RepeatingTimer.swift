/// What a statement does with a `Timer`: starts a repeating one that holds the screen, or
/// invalidates one. The run loop holds a scheduled timer until it is invalidated, and a timer
/// holds its target (`target: self`) or its block and what the block captures: a repeating timer
/// that holds the screen keeps firing, and keeps the screen alive, until `invalidate()`.
enum RepeatingTimer {
    /// A repeating timer a statement starts that holds the screen.
    struct Start: Equatable {
        /// The method the timer calls (`#selector(updateTimer)`): nil for a block.
        var handler: String?
    }

    /// The repeating timer `syntax` starts that holds `self`, if any:
    /// `Timer.scheduledTimer(timeInterval:target: self, selector:userInfo:repeats: true)`, or
    /// `Timer.scheduledTimer(withTimeInterval:repeats: true)` with a block (argument or trailing
    /// closure) that uses `self` and captures it neither `weak` nor `unowned`. Anywhere in the
    /// statement, closures included (a request's completion that starts the poll).
    static func start(in syntax: StatementSyntax) -> Start? {
        for chain in syntax.chains {
            guard chain.isCalled, !chain.inSelector, chain.names.count >= 2,
                syntax.text(chain.names[chain.names.count - 1]) == "scheduledTimer",
                syntax.text(chain.names[chain.names.count - 2]) == "Timer",
                let argumentTokens = chain.arguments
            else { continue }
            let arguments = syntax.arguments(argumentTokens)
            func value(_ label: String) -> Range<Int>? { arguments.first { $0.label == label }?.value }
            guard let repeats = value("repeats"), repeats.count == 1, syntax.tokens.isText(repeats.lowerBound, "true")
            else { continue }
            if let target = value("target") {
                guard target.count == 1, syntax.tokens.isText(target.lowerBound, "self") else { continue }
                let selector = value("selector")
                let handler = syntax.chains.last { chain in
                    chain.inSelector && selector.map { $0.contains(chain.extent.lowerBound) } ?? false
                }
                return Start(handler: handler.map { syntax.text($0.names[$0.names.count - 1]) })
            }
            guard value("withTimeInterval") != nil else { continue }
            // The block: the `block:` argument, or the trailing closure after the parentheses.
            let block = value("block") ?? (argumentTokens.upperBound + 1..<chain.extent.upperBound)
            let usesSelf = block.contains { syntax.tokens.isText($0, "self") }
            let capturesWeakly = block.contains { k in
                (syntax.tokens.isText(k, "weak") || syntax.tokens.isText(k, "unowned")) && block.contains(k + 1)
                    && syntax.tokens.isText(k + 1, "self")
            }
            if usesSelf && !capturesWeakly { return Start(handler: nil) }
        }
        return nil
    }

    /// Whether `call` invalidates a timer (`timer?.invalidate()`).
    static func invalidates(_ call: Call) -> Bool {
        call.name == "invalidate" && call.labelText.isEmpty
    }
}
