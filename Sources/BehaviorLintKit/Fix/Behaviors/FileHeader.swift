import Foundation
import SwiftLexer

/// The comment block a generated file starts with, written the way the hosts' files start: the
/// header of the host with the newest copyright year (the project's current notice, not one a
/// screen template stamped years ago), with the new file's name where it names its own, no
/// `Created by` line (it names the host's author and day), and the newest copyright year the
/// hosts' headers give — so a `file_header` lint rule that wants `//  NAME.swift` and a copyright
/// line still passes. Only a header that carries a copyright or license notice is copied.
enum FileHeader {
    /// The header of a new file `fileName` beside `hosts`, one line per element, or nil.
    static func header(forFile fileName: String, hosts: [(fileName: String, bytes: [UInt8])]) -> [String]? {
        let headers = hosts.map { leadingComment($0.bytes) }
        let newest = headers.map { header in header.filter(isCopyright).compactMap(newestYear).max() }
        // The header with the newest copyright year; of equals, the first.
        guard
            let chosen = newest.indices.min(by: { (newest[$0] ?? "", $1) > (newest[$1] ?? "", $0) }),
            headers[chosen].contains(where: isNotice)
        else { return nil }
        let year = newest.compactMap { $0 }.max()
        var lines: [String] = []
        for line in headers[chosen] where !line.contains("Created by") && !line.contains("Created on") {
            var line = line.replacingOccurrences(of: hosts[chosen].fileName, with: fileName)
            if let year, isCopyright(line), let old = newestYear(line) {
                line = line.replacingOccurrences(of: old, with: year)
            }
            // Two empty comment lines in a row (where a dropped line stood) read as one.
            if isEmptyComment(line), let last = lines.last, isEmptyComment(last) { continue }
            lines.append(line)
        }
        return lines
    }

    /// The latest year (`2024` of `2021-2024`) a line gives.
    private static func newestYear(_ line: String) -> String? {
        var years: [String] = []
        var rest = line[...]
        while let range = rest.range(of: #"(19|20)[0-9]{2}"#, options: .regularExpression) {
            years.append(String(rest[range]))
            rest = rest[range.upperBound...]
        }
        return years.max()
    }

    private static func isCopyright(_ line: String) -> Bool {
        line.lowercased().contains("copyright")
    }

    private static func isNotice(_ line: String) -> Bool {
        let lower = line.lowercased()
        return lower.contains("copyright") || lower.contains("license") || line.contains("©") || lower.contains("spdx")
    }

    /// The comment lines before a file's first token, as written.
    private static func leadingComment(_ bytes: [UInt8]) -> [String] {
        let tokens = Lexer.tokenize(bytes)
        var end = 0
        for index in 0..<tokens.count {
            if !tokens.kind(index).isTrivia { break }
            if tokens.kind(index) == .comment { end = tokens.range(index).upperBound }
        }
        let text = String(decoding: bytes[0..<end], as: UTF8.self)
        return text.split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0.hasSuffix("\r") ? $0.dropLast() : $0[...])
        }.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    }

    private static func isEmptyComment(_ line: String) -> Bool {
        line.trimmingCharacters(in: .whitespaces) == "//"
    }
}
