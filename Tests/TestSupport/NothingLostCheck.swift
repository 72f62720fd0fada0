import BehaviorLintKit

/// The promise `fix` makes about code it moves, checked on an outcome: every statement removed
/// from a host is in a behavior (after the `self` → `viewController` rewrite), its comments too,
/// and every line of a changed file that no edit touched is still there, in order.
public enum NothingLostCheck {
    /// What was lost, one line each; empty when nothing was.
    public static func problems(in outcome: FixOutcome) -> [String] {
        var problems: [String] = []
        var current = outcome.original
        for file in outcome.created { current[file.path] = Array(file.contents.utf8) }
        for (path, bytes) in outcome.changed { current[path] = bytes }
        for proposal in outcome.applied {
            for move in proposal.moves {
                guard let destination = destinationText(move.destination, in: current) else {
                    problems.append("\(move.path): moved code went to \(move.destination), which is nowhere")
                    continue
                }
                let code = collapsed(withoutComments(move.rewritten))
                if !collapsed(withoutComments(destination)).contains(code) {
                    problems.append(
                        "\(move.path): `\(move.removed)` is not in \(move.destination) as `\(move.rewritten)`")
                }
                for comment in comments(move.removed) where !destination.contains(comment) {
                    problems.append("\(move.path): the comment `\(comment)` did not move to \(move.destination)")
                }
            }
        }
        // Lines outside every edit of the first pass (offsets into the original) must all remain.
        var touched: [String: [TextEdit]] = [:]
        for (proposal, pass) in zip(outcome.applied, outcome.passes) where pass == 1 {
            for (path, edits) in proposal.edits { touched[path, default: []] += edits }
        }
        let laterPasses = Set(zip(outcome.applied, outcome.passes).filter { $0.1 > 1 }.flatMap { $0.0.edits.keys })
        for (path, new) in outcome.changed where !laterPasses.contains(path) {
            guard let old = outcome.original[path] else { continue }
            problems += untouchedLinesMissing(old: old, new: new, edits: touched[path] ?? []).map {
                "\(path): lost the line `\($0)`"
            }
        }
        return problems
    }

    private static func destinationText(_ destination: String, in files: [String: [UInt8]]) -> String? {
        if let bytes = files[destination] { return String(decoding: bytes, as: UTF8.self) }
        // A reused behavior: the file that declares the type.
        for bytes in files.values {
            let text = String(decoding: bytes, as: UTF8.self)
            if text.contains("struct \(destination):") || text.contains("class \(destination):") { return text }
        }
        return nil
    }

    private static func untouchedLinesMissing(old: [UInt8], new: [UInt8], edits: [TextEdit]) -> [String] {
        var missing: [String] = []
        let newLines = lines(String(decoding: new, as: UTF8.self))
        var cursor = 0
        var start = 0
        for (index, byte) in old.enumerated() where byte == 0x0A || index == old.count - 1 {
            let end = index + 1
            defer { start = end }
            let isTouched = edits.contains { edit in
                edit.start == edit.end
                    ? (start < edit.start && edit.start < end) : (edit.start < end && start < edit.end)
            }
            guard !isTouched else { continue }
            let line = String(decoding: old[start..<end], as: UTF8.self).trimmingNewline()
            guard let found = newLines[cursor...].firstIndex(where: { $0 == line }) else {
                missing.append(line)
                continue
            }
            cursor = found + 1
        }
        return missing
    }

    private static func comments(_ text: String) -> [String] {
        lines(text).compactMap { line in
            guard let range = line.range(of: "//") else { return nil }
            let comment = line[range.lowerBound...]
            return line[..<range.lowerBound].filter({ $0 == "\"" }).count % 2 == 0 ? String(comment).trimmed() : nil
        }
    }

    private static func withoutComments(_ text: String) -> String {
        lines(text).map { line -> Substring in
            guard let range = line.range(of: "//"), line[..<range.lowerBound].filter({ $0 == "\"" }).count % 2 == 0
            else { return line }
            return line[..<range.lowerBound]
        }.joined(separator: "\n")
    }

    /// Lines without their breaks; `"\r\n"` is one Character, so splitting on `"\n"` alone would
    /// leave a CRLF file in one piece.
    private static func lines(_ text: String) -> [Substring] {
        text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
    }

    private static func collapsed(_ text: String) -> String {
        String(text.filter { !$0.isWhitespace })
    }
}

extension String {
    fileprivate func trimmingNewline() -> String {
        var text = self
        // "\r\n" is one Character, so it needs its own test.
        while text.hasSuffix("\r\n") || text.hasSuffix("\n") || text.hasSuffix("\r") { text.removeLast() }
        return text
    }

    fileprivate func trimmed() -> String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed())
    }
}
