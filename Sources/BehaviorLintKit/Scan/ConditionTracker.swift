/// Follows `#if` / `#elseif` / `#else` / `#endif` so that every declaration and statement can
/// say which conditional-compilation branch it is in (the linter scans every branch).
struct ConditionTracker {
    private var stack: [String] = []

    /// The innermost branch, such as `#if DEBUG` or `#else of #if DEBUG`, or nil outside any.
    var current: String? { stack.last }

    /// Updates the branch stack if token `k` is a directive; returns the index of the last token
    /// of the directive's line (so callers can skip its condition), or nil if it is no directive.
    @inline(__always)
    mutating func consume(_ k: Int, in tokens: SignificantTokens) -> Int? {
        // Called for every token of a file: anything but `#…` returns here, without a call.
        tokens.kinds[k] == .pound ? consumeDirective(k, in: tokens) : nil
    }

    private mutating func consumeDirective(_ k: Int, in tokens: SignificantTokens) -> Int? {
        let isIf = tokens.isText(k, "#if")
        let isElseIf = tokens.isText(k, "#elseif")
        let isElse = tokens.isText(k, "#else")
        let isEndIf = tokens.isText(k, "#endif")
        guard isIf || isElseIf || isElse || isEndIf else { return nil }
        var last = k
        while last + 1 < tokens.count && !tokens.newlineBefore[last + 1] { last += 1 }
        let condition = tokens.text(from: k, through: last)
        if isIf {
            stack.append(condition)
        } else if isElseIf {
            if !stack.isEmpty { stack.removeLast() }
            stack.append(condition)
        } else if isElse {
            let opening = stack.popLast() ?? "#if"
            stack.append(opening.hasPrefix("#else of ") ? opening : "#else of " + opening)
        } else if !stack.isEmpty {
            stack.removeLast()
        }
        return isEndIf || isElse ? k : last
    }
}
