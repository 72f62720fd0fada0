import Foundation

/// Mends `lifecycle-super-call` findings in place: deletes an empty override (which only kept the
/// superclass's implementation from running), inserts the missing `super.<hook>(…)` call as the
/// first statement of the override, or turns the one call to a different hook into a call to the
/// override's own hook.
struct SuperCallFixer: Fixer {
    static let ruleIDs = [LifecycleSuperCallRule.descriptor.id]

    func proposals(_ context: FixContext) -> [FixProposal] {
        var sources: [String: FixSource] = [:]
        return context.findings.compactMap { finding in
            guard Self.ruleIDs.contains(finding.ruleID), finding.fixable, let file = context.file(finding.path),
                let function = Self.override(at: finding.location, in: file.summary),
                let hook = function.lifecycleHook, let body = function.body,
                let source = sources[finding.path] ?? FixSource(context, path: finding.path)
            else { return nil }
            sources[finding.path] = source
            // A parameter named `_` cannot be passed on; the rule does not offer a fix for it either.
            guard !function.parameterNames.contains("_") else { return nil }
            let expected = hook.superCall(arguments: function.parameterNames)
            // Decided from the override itself rather than from the finding's wording: no super
            // call at all, or exactly one, to another hook.
            let superCalls = function.calls.filter {
                $0.receiver == "super" && LifecycleHook(methodName: $0.name) != nil
            }
            let edit: TextEdit?
            if superCalls.isEmpty {
                edit =
                    (function.statements.isEmpty && !function.holdsComments
                        ? Self.removal(of: function, body: body, source) : nil)
                    ?? Self.insertion(of: expected, into: body, of: function, source)
            } else if superCalls.count == 1, superCalls[0].name != hook.rawValue {
                edit = Self.replacement(
                    of: superCalls[0], by: hook, call: expected, arity: function.labels.count, source)
            } else {
                edit = nil
            }
            guard let edit else { return nil }
            return FixProposal(
                ruleID: finding.ruleID, resolves: [finding], edits: [finding.path: [edit]],
                summary: "\(finding.hostClass ?? finding.path).\(function.signature): \(expected)")
        }
    }

    /// The lifecycle override whose declaration holds `location` (the rule reports at its first
    /// attribute or modifier); the innermost one should overrides ever nest in local classes.
    private static func override(at location: SourceLocation, in file: FileSummary) -> FunctionDeclaration? {
        file.functions
            .filter {
                $0.lifecycleHook != nil && $0.declaration.startLocation <= location
                    && location <= $0.declaration.endLocation
            }
            .max { $0.declaration.start < $1.declaration.start }
    }

    /// Deletes an empty override standing on lines of its own, with a blank line that would be left
    /// doubled, or right after the type's `{` or before its `}` (one holding a comment is not
    /// asked to: `holdsComments`). Nil when it shares a line with other code or has a comment just
    /// above it: then the super call goes in instead.
    private static func removal(of function: FunctionDeclaration, body: SourceSpan, _ source: FixSource) -> TextEdit? {
        let bytes = source.bytes
        func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        func isNewline(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") }
        /// The offset just after the line break that ends the line holding `offset`.
        func nextLine(after offset: Int) -> Int {
            var k = offset
            while k < bytes.count && !isNewline(bytes[k]) { k += 1 }
            if k < bytes.count && bytes[k] == UInt8(ascii: "\r") && k + 1 < bytes.count
                && bytes[k + 1] == UInt8(ascii: "\n")
            {
                return k + 2
            }
            return min(k + 1, bytes.count)
        }
        func lineText(_ range: Range<Int>) -> String {
            String(decoding: bytes[range], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        var lineStart = function.declaration.start
        while lineStart > 0 && isBlank(bytes[lineStart - 1]) { lineStart -= 1 }
        guard lineStart == 0 || isNewline(bytes[lineStart - 1]) else { return nil }
        var after = body.end
        while after < bytes.count && isBlank(bytes[after]) { after += 1 }
        guard after == bytes.count || isNewline(bytes[after]) else { return nil }
        let lineEnd = nextLine(after: after)
        var previousStart = max(lineStart - 1, 0)
        while previousStart > 0 && !isNewline(bytes[previousStart - 1]) { previousStart -= 1 }
        let previous = lineText(previousStart..<lineStart)
        // A comment just above speaks of the override.
        if previous.hasPrefix("//") || previous.hasSuffix("*/") { return nil }
        let nextEnd = nextLine(after: lineEnd)
        let next = lineText(lineEnd..<nextEnd)
        let nextIsBlank = next.isEmpty && lineEnd < bytes.count
        if lineStart > 0 && previous.isEmpty && (nextIsBlank || next.hasPrefix("}")) {
            return TextEdit(start: previousStart, end: lineEnd, replacement: "")
        }
        if previous.hasSuffix("{") && nextIsBlank {
            return TextEdit(start: lineStart, end: nextEnd, replacement: "")
        }
        return TextEdit(start: lineStart, end: lineEnd, replacement: "")
    }

    /// Inserts `call` as the first line of the body. A body on one line (`{}`, `{ }`, `{ foo() }`)
    /// is opened up so that the call, the old statement and the `}` each get a line.
    private static func insertion(
        of call: String, into body: SourceSpan, of function: FunctionDeclaration,
        _ source: FixSource
    ) -> TextEdit {
        let open = body.start
        let close = body.end - 1
        let outer = source.indentation(ofLineAt: function.declaration.start)
        let eol = source.lineEnding
        if !source.containsLineBreak(open..<close) {
            let indent = outer + source.indentUnit
            let statement = source.text(open + 1..<close).trimmingCharacters(in: .whitespaces)
            let lines = statement.isEmpty ? [call] : [call, statement]
            return TextEdit(
                start: open + 1, end: close, replacement: lines.map { eol + indent + $0 }.joined() + eol + outer)
        }
        // Like the statements that have lines of their own (the least indented, as those in a
        // `#if` block may be indented further); one level in from the `func` line without any.
        let indent =
            function.statements.filter { source.startsLine($0.span.start) }
            .map { source.indentation(ofLineAt: $0.span.start) }.min { $0.utf8.count < $1.utf8.count }
            ?? outer + source.indentUnit
        var after = open + 1
        while after < close && (source.bytes[after] == UInt8(ascii: " ") || source.bytes[after] == UInt8(ascii: "\t")) {
            after += 1
        }
        let endsLine =
            source.bytes[after] == UInt8(ascii: "\n") || source.bytes[after] == UInt8(ascii: "\r")
            || source.text(after..<min(after + 2, close)) == "//"
        guard endsLine else {
            // `{ foo()⏎ bar()⏎ }`: the call goes on a line of its own and `foo()` onto the next.
            return TextEdit(start: open + 1, end: after, replacement: eol + indent + call + eol + indent)
        }
        // After the line break that ends the `{` line (and any comment on it).
        var lineEnd = after
        while source.bytes[lineEnd] != UInt8(ascii: "\n") && source.bytes[lineEnd] != UInt8(ascii: "\r") {
            lineEnd += 1
        }
        let next =
            source.bytes[lineEnd] == UInt8(ascii: "\r") && source.bytes[lineEnd + 1] == UInt8(ascii: "\n")
            ? lineEnd + 2 : lineEnd + 1
        return TextEdit.insert(indent + call + eol, at: next)
    }

    /// Renames the call to the wrong hook (`super.viewDidDisappear(animated)` in
    /// `viewWillDisappear(_:)`); when the wrong hook takes a different number of arguments
    /// (`super.viewDidLayoutSubviews()` in `traitCollectionDidChange(_:)`), its argument list is
    /// replaced too, so that the result compiles.
    private static func replacement(
        of call: Call, by hook: LifecycleHook, call expected: String, arity: Int,
        _ source: FixSource
    ) -> TextEdit? {
        guard let receiver = source.token(startingAt: call.start), source.isText(receiver + 1, "."),
            source.isText(receiver + 2, call.name)
        else { return nil }
        let name = receiver + 2
        if call.labels.count == arity {
            return TextEdit(start: source.start(name), end: source.end(name), replacement: hook.rawValue)
        }
        guard source.isText(name + 1, "("), let close = source.partner(name + 1) else { return nil }
        return TextEdit(
            start: source.start(name), end: source.end(close), replacement: String(expected.dropFirst("super.".count)))
    }
}
