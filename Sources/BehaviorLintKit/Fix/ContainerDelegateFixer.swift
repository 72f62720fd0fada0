/// Mends `unused-container-delegate` findings: deletes the assignment, which gave the container
/// nothing but took its delegate away. The line it leaves empty goes, with a comment at its end; a
/// comment on the line above stays (it may speak of the code below), and so does a blank line
/// unless another blank line would follow it.
struct ContainerDelegateFixer: Fixer {
    static let ruleIDs = [UnusedContainerDelegateRule.descriptor.id]

    func proposals(_ context: FixContext) -> [FixProposal] {
        context.findings.compactMap { finding in
            guard Self.ruleIDs.contains(finding.ruleID), finding.fixable, let file = context.file(finding.path),
                let bytes = context.sources[finding.path],
                let statement = file.summary.functions.lazy.flatMap(\.statements).first(where: {
                    $0.span.startLocation == finding.location
                })
            else { return nil }
            return FixProposal(
                ruleID: finding.ruleID, resolves: [finding],
                edits: [finding.path: [Self.deletion(of: statement, in: LineLayout(bytes))]],
                summary:
                    "\(finding.hostClass ?? finding.path): delete "
                    + "`\(LineLayout(bytes).text(statement.span.start, statement.span.end))`")
        }
    }

    private static func deletion(of statement: Statement, in lines: LineLayout) -> TextEdit {
        let bytes = lines.bytes
        func isBlank(_ k: Int) -> Bool { k < bytes.count && (bytes[k] == 0x20 || bytes[k] == 0x09) }
        var end = statement.span.end
        var k = end
        while isBlank(k) { k += 1 }
        if k < bytes.count && bytes[k] == UInt8(ascii: ";") {
            k += 1
            end = k
            while isBlank(k) { k += 1 }
        }
        if k + 1 < bytes.count && bytes[k] == UInt8(ascii: "/") && bytes[k + 1] == UInt8(ascii: "/") {
            k = lines.nextLineStart(k)
            if k > 0 && bytes[k - 1] == 0x0A { k -= 1 }
            if k > 0 && bytes[k - 1] == 0x0D { k -= 1 }
            end = k
        }
        let endsLine = k >= bytes.count || bytes[k] == 0x0A || bytes[k] == 0x0D
        guard endsLine && lines.startsLine(statement.span.start) else {
            return .delete(statement.span.start, end)
        }
        let start = lines.lineStart(statement.span.start)
        var next = lines.nextLineStart(k)
        // A blank line above and below: one of them goes too.
        if start > 0 && lines.isBlankLine(at: start - 1) && next < bytes.count && lines.isBlankLine(at: next) {
            next = lines.nextLineStart(next)
        }
        return .delete(start, next)
    }
}
