import Foundation

/// A parsed `Rules/<id>.md`: front matter, summary line, sections and example blocks.
public struct RuleSpec {
    public struct Example {
        /// Files of the example: one, or several separated by `// file: Name.swift` lines.
        public var files: [(name: String, source: String)]
        /// Where the `↓` markers were: (file name, line, column), columns in UTF-8 bytes.
        public var markers: [Marker]
        /// `<!-- config: key = value; … -->` written just before the block, over any
        /// `<!-- section config: key = value; … -->` above it in its section (what the section's
        /// examples from there on share). `also = other-rule, …` runs those rules beside the
        /// example's own, for what it reads of theirs (the defects a concern's copies carry).
        public var configuration: [String: String]
        /// The line of the opening fence in the spec, for failure messages.
        public var specLine: Int

        public init(
            files: [(name: String, source: String)], markers: [Marker], configuration: [String: String], specLine: Int
        ) {
            self.files = files
            self.markers = markers
            self.configuration = configuration
            self.specLine = specLine
        }
    }

    public struct Marker: Hashable, Comparable, CustomStringConvertible {
        public var file: String
        public var line: Int
        public var column: Int
        public init(file: String, line: Int, column: Int) {
            self.file = file
            self.line = line
            self.column = column
        }
        public static func < (a: Marker, b: Marker) -> Bool { (a.file, a.line, a.column) < (b.file, b.line, b.column) }
        public var description: String { "\(file):\(line):\(column)" }
    }

    /// A `## Fix` pair: the input files and what `fix` must turn them into.
    public struct FixExample {
        public var before: Example
        /// Only the files that change or are created; every other file must stay as it was.
        public var after: Example
        /// False after `<!-- project: no behavior protocol -->`: the example's project lacks the
        /// protocol, so fix writes the support file. Otherwise the project declares the default one.
        public var projectHasBehaviorProtocol: Bool
    }

    public var path: String
    public var frontMatter: [String: String]
    public var title: String
    public var summary: String
    public var sections: [String: String]
    public var triggering: [Example]
    public var nonTriggering: [Example]
    public var fixes: [FixExample]

    public static let marker = "↓"

    public init(path: String) throws {
        self.path = path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        var index = 0
        frontMatter = [:]
        if lines.first == "---" {
            index = 1
            while index < lines.count && lines[index] != "---" {
                let parts = lines[index].split(separator: ":", maxSplits: 1).map {
                    $0.trimmingCharacters(in: .whitespaces)
                }
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
        var sectionConfiguration: [String: String] = [:]
        var pendingBefore: (Example, Bool)?
        var withoutProtocol = false
        while index < lines.count {
            let line = lines[index]
            if line.hasPrefix("# ") && title.isEmpty {
                title = String(line.dropFirst(2))
            } else if line.hasPrefix("## ") {
                section = String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces)
                sections[section] = ""
                sectionConfiguration = [:]
            } else if section.isEmpty && summary.isEmpty && !line.trimmingCharacters(in: .whitespaces).isEmpty
                && !title.isEmpty
            {
                summary = line
            } else if line.hasPrefix("<!-- config:") {
                pendingConfiguration.merge(Self.settings(line.dropFirst("<!-- config:".count))) { $1 }
            } else if line.hasPrefix("<!-- section config:") {
                sectionConfiguration.merge(Self.settings(line.dropFirst("<!-- section config:".count))) { $1 }
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
                let example = Self.example(
                    body, configuration: sectionConfiguration.merging(pendingConfiguration) { $1 }, specLine: fenceLine)
                pendingConfiguration = [:]
                if section == "Triggers" { triggering.append(example) }
                if section == "Does not trigger" { nonTriggering.append(example) }
                if section == "Fix" {
                    if let (before, hasProtocol) = pendingBefore {
                        fixes.append(
                            FixExample(before: before, after: example, projectHasBehaviorProtocol: hasProtocol))
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

    /// `key = value; key = value -->` of a config comment.
    private static func settings(_ body: Substring) -> [String: String] {
        var settings: [String: String] = [:]
        for pair in body.replacingOccurrences(of: "-->", with: "").split(separator: ";") {
            let parts = pair.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            if parts.count == 2 { settings[parts[0]] = parts[1] }
        }
        return settings
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
