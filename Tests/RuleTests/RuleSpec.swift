import Foundation

/// A parsed `Rules/<id>.md`: front matter, summary line, sections and example blocks.
struct RuleSpec {
    struct Example {
        /// Files of the example: one, or several separated by `// file: Name.swift` lines.
        var files: [(name: String, source: String)]
        /// Where the `↓` markers were: (file name, line, column), columns in UTF-8 bytes.
        var markers: [Marker]
        /// `<!-- config: key = value, … -->` written just before the block.
        var configuration: [String: String]
        /// The line of the opening fence in the spec, for failure messages.
        var specLine: Int
    }

    struct Marker: Hashable, Comparable, CustomStringConvertible {
        var file: String
        var line: Int
        var column: Int
        static func < (a: Marker, b: Marker) -> Bool { (a.file, a.line, a.column) < (b.file, b.line, b.column) }
        var description: String { "\(file):\(line):\(column)" }
    }

    /// A `## Fix` pair: the input files and what `fix` must turn them into.
    struct FixExample {
        var before: Example
        /// Only the files that change or are created; every other file must stay as it was.
        var after: Example
        /// False after `<!-- project: no behavior protocol -->`: the example's project lacks the
        /// protocol, so fix writes the support file. Otherwise the project declares the default one.
        var projectHasBehaviorProtocol: Bool
    }

    var path: String
    var frontMatter: [String: String]
    var title: String
    var summary: String
    var sections: [String: String]
    var triggering: [Example]
    var nonTriggering: [Example]
    var fixes: [FixExample]

    static let marker = "↓"

    init(path: String) throws {
        self.path = path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        var index = 0
        frontMatter = [:]
        if lines.first == "---" {
            index = 1
            while index < lines.count && lines[index] != "---" {
                let parts = lines[index].split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                if parts.count == 2 { frontMatter[parts[0]] = parts[1] }
                index += 1
            }
            index += 1
        }
        title = ""
        summary = ""
        sections = [:]
        triggering = []
        nonTriggering = []
        fixes = []
        var section = ""
        var pendingConfiguration: [String: String] = [:]
        var pendingBefore: (Example, Bool)?
        var withoutProtocol = false
        while index < lines.count {
            let line = lines[index]
            if line.hasPrefix("# ") && title.isEmpty {
                title = String(line.dropFirst(2))
            } else if line.hasPrefix("## ") {
                section = String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces)
                sections[section] = ""
            } else if section.isEmpty && summary.isEmpty && !line.trimmingCharacters(in: .whitespaces).isEmpty && !title.isEmpty {
                summary = line
            } else if line.hasPrefix("<!-- config:") {
                let body = line.dropFirst("<!-- config:".count).replacingOccurrences(of: "-->", with: "")
                for pair in body.split(separator: ";") {
                    let parts = pair.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                    if parts.count == 2 { pendingConfiguration[parts[0]] = parts[1] }
                }
            } else if line.hasPrefix("<!-- project: no behavior protocol -->") {
                withoutProtocol = true
            } else if line.hasPrefix("```swift") {
                let fenceLine = index + 1
                var body: [String] = []
                index += 1
                while index < lines.count && !lines[index].hasPrefix("```") {
                    body.append(lines[index])
                    index += 1
                }
                let example = Self.example(body, configuration: pendingConfiguration, specLine: fenceLine)
                pendingConfiguration = [:]
                if section == "Triggers" { triggering.append(example) }
                if section == "Does not trigger" { nonTriggering.append(example) }
                if section == "Fix" {
                    if let (before, hasProtocol) = pendingBefore {
                        fixes.append(FixExample(before: before, after: example, projectHasBehaviorProtocol: hasProtocol))
                        pendingBefore = nil
                    } else {
                        pendingBefore = (example, !withoutProtocol)
                        withoutProtocol = false
                    }
                }
            } else if !section.isEmpty {
                sections[section, default: ""] += line + "\n"
            }
            index += 1
        }
    }

    /// Splits a block into files and strips the `↓` markers, remembering where they were.
    private static func example(_ lines: [String], configuration: [String: String], specLine: Int) -> Example {
        var files: [(name: String, source: String)] = []
        var markers: [Marker] = []
        var name = "Example.swift"
        var current: [String] = []
        func flush() {
            if !current.isEmpty || files.isEmpty { files.append((name, current.joined(separator: "\n") + "\n")) }
            current = []
        }
        for line in lines {
            if line.hasPrefix("// file: ") {
                if !current.isEmpty { flush() }
                name = String(line.dropFirst("// file: ".count)).trimmingCharacters(in: .whitespaces)
                continue
            }
            var cleaned = ""
            for character in line {
                if String(character) == marker {
                    markers.append(Marker(file: name, line: current.count + 1, column: cleaned.utf8.count + 1))
                } else {
                    cleaned.append(character)
                }
            }
            current.append(cleaned)
        }
        flush()
        return Example(files: files, markers: markers.sorted(), configuration: configuration, specLine: specLine)
    }
}
