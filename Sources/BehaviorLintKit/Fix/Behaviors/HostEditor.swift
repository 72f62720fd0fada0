import Foundation
import SwiftLexer

/// Plans the edits of one host: cut the moved statements, drop overrides left holding only their
/// `super` call, and attach the behaviors in `viewDidLoad` (extending an existing attach call,
/// adding one after `super.viewDidLoad()`, or creating the override).
struct HostEditor {
    let project: ProjectIndex
    let sources: [String: [UInt8]]
    let attachMethod: String

    /// Moved statement → its removal, by (file, function, statement index).
    typealias Removals = [[Int]: StatementRemoval]

    /// What a host's edits are: path → edits, and path → declarations they delete whole.
    struct HostEdits {
        var edits: [String: [TextEdit]] = [:]
        var removedDeclarations: [String: [String]] = [:]
        /// How many lifecycle overrides the edits remove whole.
        var removedOverrides = 0
    }

    /// The host's edits, or why the host cannot be edited. `chores` are the statements of each
    /// behavior, in the order of `entries`.
    func edits(className: String, chores: [[MovableStatement]], removals: Removals, entries: [String]) -> Result<
        HostEdits, FixRefusal
    > {
        var edits: [String: [TextEdit]] = [:]
        var removedDeclarations: [String: [String]] = [:]
        let moved = chores.flatMap { $0 }
        let overrides = project.lifecycleOverrides(ofClass: className)
        let viewDidLoad = overrides.first { $0.hook == .viewDidLoad }
        var removedOverrides: [(override: ProjectIndex.LifecycleOverride, range: Range<Int>)] = []
        let call = attachMethod + "([" + entries.joined(separator: ", ") + "])"

        // A behavior's viewDidLoad work runs inside the attach call: the call takes the place of
        // the moved statements, so they run after the setup before them, as they did.
        var attach: (path: String, edit: TextEdit, replaces: Int)?
        if let viewDidLoad {
            switch attachEdit(
                in: viewDidLoad, of: className, call: call, entries: entries, chores: chores, removals: removals)
            {
            case .success(let edit):
                attach = (project.files[viewDidLoad.file].path, edit.edit, edit.replaces ?? -1)
            case .failure(let refusal):
                return .failure(refusal)
            }
        }

        let byFunction = Dictionary(grouping: moved) { [$0.file, $0.function] }
        for key in byFunction.keys.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
            let statements = byFunction[key]!.filter {
                !(attach?.replaces == $0.statementIndex && $0.hook == .viewDidLoad)
            }
            let override = overrides.first { $0.file == key[0] && $0.function == key[1] }!
            let path = project.files[override.file].path
            let source = LineLayout(sources[path]!)
            let ranges = statements.map { removals[[$0.file, $0.function, $0.statementIndex]]!.range }
            let keepsAttachCall =
                viewDidLoad.map { $0.file == override.file && $0.function == override.function } ?? false
            if !keepsAttachCall, let whole = wholeOverrideRange(override, removing: ranges, in: source) {
                removedOverrides.append((override, whole))
            } else {
                // Statements cut from between blank lines leave one blank line, not two.
                edits[path, default: []] += Self.regions(ranges, in: source).map { region in
                    let tidied = Self.tidy(region, in: source)
                    return .delete(tidied.lowerBound, tidied.upperBound)
                }
            }
        }

        var replacedRegion: (path: String, range: Range<Int>)?
        if let attach {
            edits[attach.path, default: []].append(attach.edit)
        } else {
            let created = newViewDidLoad(
                className: className, call: call, moved: moved, removedOverrides: removedOverrides)
            edits[created.path, default: []].append(created.edit)
            if created.edit.start != created.edit.end {
                replacedRegion = (created.path, created.edit.start..<created.edit.end)
            }
        }
        // Whole overrides go as regions: neighbours merge, and one blank line that would double up goes too.
        let byPath = Dictionary(grouping: removedOverrides) { project.files[$0.override.file].path }
        for (path, removed) in byPath {
            let source = LineLayout(sources[path]!)
            var ranges = removed.map { $0.range }
            // An extension left with nothing in it goes too, rather than stay as `extension A {}`.
            let file = project.files[removed[0].override.file]
            for type in file.types
            where type.kind == .extension && type.name == className && type.inherited.isEmpty
                && type.memberNames.count
                    == removed.filter({
                        type.declaration.start <= $0.range.lowerBound && $0.range.upperBound <= type.declaration.end + 1
                    }).count
            {
                guard let whole = Self.emptiedExtension(type, removing: ranges, in: source),
                    !(replacedRegion.map { $0.path == path && whole.overlaps($0.range) } ?? false)
                else { continue }
                ranges = ranges.filter { !whole.contains($0.lowerBound) } + [whole]
                removedDeclarations[path, default: []].append("extension " + type.name)
            }
            for region in Self.regions(ranges, in: source) {
                if let replacedRegion, replacedRegion.path == path, region.overlaps(replacedRegion.range) {
                    // The new viewDidLoad stands in the first removed override's place; the rest of
                    // the region goes around it.
                    if region.lowerBound < replacedRegion.range.lowerBound {
                        edits[path, default: []].append(.delete(region.lowerBound, replacedRegion.range.lowerBound))
                    }
                    if replacedRegion.range.upperBound < region.upperBound {
                        edits[path, default: []].append(.delete(replacedRegion.range.upperBound, region.upperBound))
                    }
                    continue
                }
                let tidied = Self.tidy(region, in: source)
                edits[path, default: []].append(.delete(tidied.lowerBound, tidied.upperBound))
            }
        }
        return .success(
            HostEdits(edits: edits, removedDeclarations: removedDeclarations, removedOverrides: removedOverrides.count))
    }

    /// The lines of `type` (an extension, with the comments above it) when removing `ranges`
    /// leaves nothing but whitespace between its braces; nil otherwise.
    private static func emptiedExtension(_ type: TypeDeclaration, removing ranges: [Range<Int>], in source: LineLayout)
        -> Range<Int>?
    {
        let bytes = source.bytes
        guard source.startsLine(type.declaration.start), type.declaration.end <= bytes.count,
            let open = bytes[type.declaration.start..<type.declaration.end].firstIndex(of: UInt8(ascii: "{"))
        else { return nil }
        let close = type.declaration.end - 1
        for offset in open + 1..<close where !ranges.contains(where: { $0.contains(offset) }) {
            guard bytes[offset] == 0x20 || bytes[offset] == 0x09 || bytes[offset] == 0x0A || bytes[offset] == 0x0D
            else { return nil }
        }
        return source.commentLines(above: source.lineStart(type.declaration.start)).start..<source.nextLineStart(close)
    }

    /// Removed overrides separated only by blank lines become one region.
    private static func regions(_ ranges: [Range<Int>], in source: LineLayout) -> [Range<Int>] {
        var merged: [Range<Int>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last,
                source.bytes[last.upperBound..<max(last.upperBound, range.lowerBound)]
                    .allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D })
            {
                merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        return merged
    }

    /// Extends a removed region by one blank line when it would otherwise leave two in a row, or
    /// a blank line right after `{` or right before `}`.
    private static func tidy(_ region: Range<Int>, in source: LineLayout) -> Range<Int> {
        let before =
            region.lowerBound > 0 ? source.line(at: region.lowerBound - 1).trimmingCharacters(in: .whitespaces) : "{"
        let end = region.upperBound
        let afterIsBlank = end < source.bytes.count && source.isBlankLine(at: end)
        if afterIsBlank && (before.isEmpty || before.hasSuffix("{")) {
            return region.lowerBound..<source.nextLineStart(end)
        }
        let after = end < source.bytes.count ? source.line(at: end).trimmingCharacters(in: .whitespaces) : "}"
        if before.isEmpty && region.lowerBound > 0 && after.hasPrefix("}") {
            return source.lineStart(region.lowerBound - 1)..<end
        }
        return region
    }

    /// Whether `override` goes whole once `statements` leave it: nothing stays but its `super` call.
    func goesWhole(_ override: ProjectIndex.LifecycleOverride, once statements: [MovableStatement], removals: Removals)
        -> Bool
    {
        let path = project.files[override.file].path
        let ranges = statements.map { removals[[$0.file, $0.function, $0.statementIndex]]!.range }
        return wholeOverrideRange(override, removing: ranges, in: LineLayout(sources[path]!)) != nil
    }

    /// The range that deletes `override` whole (with the comments above it), when cutting
    /// `ranges` leaves nothing in its body but `super` calls.
    private func wholeOverrideRange(
        _ override: ProjectIndex.LifecycleOverride, removing ranges: [Range<Int>],
        in source: LineLayout
    ) -> Range<Int>? {
        let function = project.function(override)
        guard let body = function.body, source.startsLine(function.declaration.start) else { return nil }
        var kept = Array(repeating: true, count: body.end - body.start)
        func clear(_ range: Range<Int>) {
            for offset in max(range.lowerBound, body.start + 1)..<min(range.upperBound, body.end - 1) {
                kept[offset - body.start] = false
            }
        }
        ranges.forEach(clear)
        for statement in function.statements where !ranges.contains(where: { $0.contains(statement.span.start) }) {
            guard statement.isSuperCall else { return nil }
            clear(statement.span.start..<statement.span.end)
        }
        for offset in body.start + 1..<body.end - 1 where kept[offset - body.start] {
            let byte = source.bytes[offset]
            guard byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == UInt8(ascii: ";") else {
                return nil
            }
        }
        let start = source.commentLines(above: source.lineStart(function.declaration.start)).start
        let end = source.nextLineStart(body.end - 1)
        return start..<end
    }

    /// Where the attach call goes in `viewDidLoad`: into an attach call with an array literal
    /// already there; in place of the first statement that moves out of `viewDidLoad`; else after
    /// its `super.viewDidLoad()` (first in the body when it has none). `replaces` is the index of
    /// the statement the call takes the place of.
    private func attachEdit(
        in override: ProjectIndex.LifecycleOverride, of className: String, call: String, entries: [String],
        chores: [[MovableStatement]], removals: Removals
    ) -> Result<(edit: TextEdit, replaces: Int?), FixRefusal> {
        let function = project.function(override)
        let path = project.files[override.file].path
        let source = LineLayout(sources[path]!)
        let cannotTakeCall = FixRefusal(reason: .viewDidLoadCannotTakeCall(host: className, attachMethod: attachMethod))
        guard let body = function.body else { return .failure(cannotTakeCall) }
        // Which behavior each moving statement of viewDidLoad belongs to, by statement index.
        var choreOf: [Int: Int] = [:]
        for (chore, statements) in chores.enumerated() {
            for statement in statements where statement.file == override.file && statement.function == override.function
            {
                choreOf[statement.statementIndex] = chore
            }
        }
        let existing = function.statements.indices.first { index in
            function.statements[index].calls.contains {
                $0.name == attachMethod && ($0.receiver.isEmpty || $0.receiver == "self") && !$0.inClosure
            }
        }
        if let first = choreOf.keys.min(), let last = choreOf.keys.max() {
            let block = (existing.map { min($0, first) } ?? first)...(existing.map { max($0, last) } ?? last)
            if let staying = block.first(where: { choreOf[$0] == nil && $0 != existing }) {
                return .failure(
                    FixRefusal(
                        reason: .viewDidLoadRunsBetween(
                            host: className, statement: override.syntaxes[staying].displayText(limit: 40),
                            attachMethod: attachMethod)))
            }
            let order = block.compactMap { choreOf[$0] }
            if order != order.sorted() {
                return .failure(FixRefusal(reason: .viewDidLoadInterleavesBehaviors(host: className)))
            }
        }
        if let existing {
            guard let edit = extendArray(in: function.statements[existing], source: source, entries: entries) else {
                return .failure(cannotTakeCall)
            }
            return .success((edit, nil))
        }
        let eol = source.lineEnding
        if let first = choreOf.keys.min() {
            let statement = chores[choreOf[first]!].first {
                $0.statementIndex == first && $0.function == override.function && $0.file == override.file
            }!
            let range = removals[[statement.file, statement.function, statement.statementIndex]]!.range
            let indentation = source.indentation(ofLineAt: statement.statement.span.start)
            if source.startsLine(range.lowerBound)
                && (range.upperBound == source.bytes.count || source.startsLine(range.upperBound))
            {
                return .success(
                    (
                        TextEdit(start: range.lowerBound, end: range.upperBound, replacement: indentation + call + eol),
                        first
                    ))
            }
            if source.bytes[range.lowerBound] == UInt8(ascii: ";") {
                return .success(
                    (TextEdit(start: range.lowerBound, end: range.upperBound, replacement: "; " + call), first))
            }
            return .failure(
                FixRefusal(
                    reason: .viewDidLoadSharesLine(host: className, statement: statement.syntax.displayText(limit: 40)))
            )
        }
        if let superCall = function.statements.first(where: {
            $0.calls.contains { $0.receiver == "super" && $0.name == "viewDidLoad" }
        }) {
            let indentation = source.indentation(ofLineAt: superCall.span.start)
            let lineEnd = source.nextLineStart(superCall.span.end - 1)
            if lineEnd >= source.bytes.count && source.bytes.last != 0x0A { return .failure(cannotTakeCall) }
            return .success((.insert(indentation + call + eol, at: lineEnd), nil))
        }
        let indentation =
            function.statements.first.map { source.indentation(ofLineAt: $0.span.start) }
            ?? source.indentation(ofLineAt: function.declaration.start) + source.indentUnit
        // Without `super.viewDidLoad()` the call goes first, as one edit over everything up to the
        // first statement: the super call's own fix inserts inside that range, so the two never
        // apply in one pass, and this one, applied in the next, goes after the super call.
        let end = function.statements.first?.span.start ?? body.end - 1
        return .success(
            (
                TextEdit(
                    start: body.start + 1, end: end,
                    replacement: eol + indentation + call + source.text(body.start + 1, end)), nil
            ))
    }

    /// `addBehaviors([A()])` → `addBehaviors([A(), B()])`, keeping a multi-line literal multi-line.
    private func extendArray(in statement: Statement, source: LineLayout, entries: [String]) -> TextEdit? {
        let text = Array(source.bytes[statement.span.start..<statement.span.end])
        let tokens = Lexer.tokenize(text)
        let significant = (0..<tokens.count).filter { !tokens.kind($0).isTrivia }
        func isText(_ position: Int, _ value: String) -> Bool {
            position < significant.count && Array(text[tokens.range(significant[position])]) == Array(value.utf8)
        }
        guard
            let name = significant.firstIndex(where: {
                String(decoding: text[tokens.range($0)], as: UTF8.self) == attachMethod
            }),
            isText(name + 1, "("), isText(name + 2, "[")
        else { return nil }
        var depth = 0
        var close: Int?
        for position in (name + 2)..<significant.count {
            let token = String(decoding: text[tokens.range(significant[position])], as: UTF8.self)
            if ["(", "[", "{"].contains(token) { depth += 1 }
            if [")", "]", "}"].contains(token) { depth -= 1 }
            if depth == 0 {
                close = position
                break
            }
        }
        guard let close, isText(close + 1, ")") else { return nil }
        let closeOffset = statement.span.start + tokens.start(significant[close])
        let isEmpty = close == name + 3
        let lastElement = significant[close - 1]
        let hasTrailingComma = isText(close - 1, ",")
        let multiLine = text[tokens.start(significant[name + 2])..<tokens.start(significant[close])].contains(0x0A)
        if multiLine && !isEmpty {
            let elementIndent = source.indentation(ofLineAt: statement.span.start + tokens.start(lastElement))
            let lineStart = source.lineStart(closeOffset)
            guard source.startsLine(closeOffset) else {
                return .insert((hasTrailingComma ? " " : ", ") + entries.joined(separator: ", "), at: closeOffset)
            }
            let added = entries.map { elementIndent + $0 + "," + source.lineEnding }.joined()
            if hasTrailingComma { return .insert(added, at: lineStart) }
            // The last element needs a comma before the new lines: one replacement from it to the `]` line.
            let afterLast = statement.span.start + tokens.end(lastElement)
            return TextEdit(
                start: afterLast, end: lineStart,
                replacement: "," + source.text(afterLast, lineStart) + added)
        }
        let joined = entries.joined(separator: ", ")
        if isEmpty { return .insert(joined, at: closeOffset) }
        return .insert((hasTrailingComma ? " " : ", ") + joined, at: closeOffset)
    }

    /// A new `viewDidLoad` override, placed where the host's first touched override starts (in
    /// place of it when that one is removed), with the same access modifier.
    private func newViewDidLoad(
        className: String, call: String, moved: [MovableStatement],
        removedOverrides: [(override: ProjectIndex.LifecycleOverride, range: Range<Int>)]
    )
        -> (path: String, edit: TextEdit)
    {
        let anchor = moved.min { ($0.file, $0.statement.span.start) < ($1.file, $1.statement.span.start) }!
        let function = project.files[anchor.file].functions[anchor.function]
        let path = project.files[anchor.file].path
        let source = LineLayout(sources[path]!)
        let eol = source.lineEnding
        let outer = source.indentation(ofLineAt: function.declaration.start)
        let inner = outer + source.indentUnit
        let access = function.modifiers.filter {
            ["open", "public", "package", "internal", "fileprivate"].contains($0)
        }
        .map { $0 + " " }.joined()
        let declaration =
            outer + access + "override func viewDidLoad() {" + eol + inner + "super.viewDidLoad()" + eol
            + inner + call + eol + outer + "}" + eol
        if let removed = removedOverrides.first(where: {
            $0.override.file == anchor.file && $0.override.function == anchor.function
        }) {
            return (
                path, TextEdit(start: removed.range.lowerBound, end: removed.range.upperBound, replacement: declaration)
            )
        }
        let start = source.commentLines(above: source.lineStart(function.declaration.start)).start
        return (path, .insert(declaration + eol, at: start))
    }
}

/// Why a fix was not made, for the report: `.viewDidLoadCannotTakeCall(host: "HomeViewController", …)`.
struct FixRefusal: Error, Equatable {
    var reason: FixVerdict.Reason
}
