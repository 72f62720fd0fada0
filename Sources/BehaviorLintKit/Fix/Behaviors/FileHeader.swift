import SwiftLexer

/// The comment block a generated file starts with: the lines the hosts' own headers share, when
/// those make a copyright or license notice. A line naming the host's file or its author
/// (`//  HomeViewController.swift`, `//  Created by …`) belongs to that file, not to the project.
enum FileHeader {
    /// The shared header, one line per element, or nil when the hosts share no notice.
    static func shared(by hosts: [(fileName: String, bytes: [UInt8])]) -> [String]? {
        let headers = hosts.map { host in
            leadingComment(host.bytes).filter { line in
                !line.contains(host.fileName) && !line.contains("Created by") && !line.contains("Created on")
            }
        }
        guard let first = headers.first else { return nil }
        var common = first.filter { line in headers.allSatisfy { $0.contains(line) } }
        while let line = common.first, isEmptyComment(line) { common.removeFirst() }
        while let line = common.last, isEmptyComment(line) { common.removeLast() }
        // Two empty comment lines in a row (where a file-name line was) read as one.
        common = common.enumerated().filter { index, line in index == 0 || !(isEmptyComment(line) && isEmptyComment(common[index - 1])) }
            .map { $0.element }
        let isNotice = common.contains { line in
            let lower = line.lowercased()
            return lower.contains("copyright") || lower.contains("license") || line.contains("©") || lower.contains("spdx")
        }
        return isNotice ? common : nil
    }

    /// The comment lines before a file's first token, as written.
    private static func leadingComment(_ bytes: [UInt8]) -> [String] {
        let tokens = Lexer.tokenize(bytes)
        var end = 0
        for index in 0 ..< tokens.count {
            if !tokens.kind(index).isTrivia { break }
            if tokens.kind(index) == .comment { end = tokens.range(index).upperBound }
        }
        let text = String(decoding: bytes[0 ..< end], as: UTF8.self)
        return text.split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0.hasSuffix("\r") ? $0.dropLast() : $0[...])
        }.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    }

    private static func isEmptyComment(_ line: String) -> Bool {
        line.trimmingCharacters(in: .whitespaces) == "//"
    }
}
