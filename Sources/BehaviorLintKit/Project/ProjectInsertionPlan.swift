/// The insertions that add objects and list items to a project file, laid out the way the file
/// already is: objects at the place their id sorts to within their section, in the one-line or
/// multi-line style of their neighbours, list items before the list's `)`, with the file's
/// indentation and line endings. Nothing is ever replaced or removed.
struct ProjectInsertionPlan {
    /// Text to put before the byte at `offset` of the original file.
    private struct Insertion {
        let offset: Int
        let text: String
    }

    /// An object to write: `id /* comment */ = { fields };`, values already in their written form.
    private struct NewObject {
        let id: String
        let comment: String
        let fields: [(key: String, value: String)]
    }

    private let project: XcodeProject
    private var bytes: [UInt8] { project.bytes }
    private var objects: [String: [NewObject]] = [:]
    /// List items in the order asked for (several may go before one `)`).
    private var listItems: [Insertion] = []
    private let newline: String
    /// One level of indentation: what precedes the top dictionary's first key (a tab in Xcode's files).
    private let unit: String

    init(project: XcodeProject) {
        self.project = project
        let bytes = project.bytes
        let firstNewline = bytes.firstIndex(of: 0x0A)
        newline = firstNewline.map { $0 > 0 && bytes[$0 - 1] == 0x0D } == true ? "\r\n" : "\n"
        let firstKey = project.top.entries.first?.keyRange.lowerBound
        let indent = firstKey.map { Self.indentation(ofLineAt: $0, in: bytes) } ?? ""
        unit = indent.isEmpty ? "\t" : indent
    }

    mutating func addObject(isa: String, id: String, comment: String, fields: [(key: String, value: String)]) {
        objects[isa, default: []].append(NewObject(id: id, comment: comment, fields: fields))
    }

    /// Appends `item` (an id and its comment) to the array under `key` of object `owner`.
    mutating func append(_ item: String, toListOf key: String, in owner: String) throws {
        guard let list = project.objects[owner]?.dictionary?[key], let array = list.array else {
            throw failure("object \(owner) has no '\(key)' list")
        }
        if !array.elements.isEmpty && !array.hasTrailingComma {
            throw failure("the '\(key)' list of \(owner) does not end with a comma, as Xcode writes it")
        }
        let close = list.range.upperBound - 1
        guard let closeLine = lineStart(before: close) else {
            // Written on one line, as Xcode writes short lists: `(a, b, )`.
            listItems.append(Insertion(offset: close, text: item + ", "))
            return
        }
        let indent: String
        if let last = array.elements.last, lineStart(before: last.range.lowerBound) != nil {
            indent = Self.indentation(ofLineAt: last.range.lowerBound, in: bytes)
        } else {
            indent = Self.indentation(ofLineAt: close, in: bytes) + unit
        }
        listItems.append(Insertion(offset: closeLine, text: indent + item + "," + newline))
    }

    /// The project's bytes with everything planned inserted.
    func apply() throws -> [UInt8] {
        var insertions: [Insertion] = []
        let entriesByIsa = objects.isEmpty ? [:] : existingEntries()
        // Sections in Xcode's (alphabetical) order, so two new sections before one marker stay sorted.
        for isa in objects.keys.sorted() {
            let added = (objects[isa] ?? []).sorted { $0.id < $1.id }
            insertions += try place(added, isa: isa, among: entriesByIsa[isa] ?? [])
        }
        insertions += listItems
        // Stable by offset: same-offset insertions keep the order they were planned in.
        let ordered = insertions.enumerated().sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + ordered.reduce(0) { $0 + $1.element.text.utf8.count })
        var cursor = 0
        for (_, insertion) in ordered {
            result += bytes[cursor..<insertion.offset]
            result += Array(insertion.text.utf8)
            cursor = insertion.offset
        }
        result += bytes[cursor...]
        return result
    }

    // MARK: Objects

    private func existingEntries() -> [String: [PropertyListDictionary.Entry]] {
        var byIsa: [String: [PropertyListDictionary.Entry]] = [:]
        for entry in project.objects.entries {
            if let isa = entry.value.dictionary?["isa"]?.string { byIsa[isa, default: []].append(entry) }
        }
        return byIsa
    }

    private func place(_ added: [NewObject], isa: String, among existing: [PropertyListDictionary.Entry]) throws
        -> [Insertion]
    {
        guard let neighbour = existing.first else { return try placeInEmptySection(added, isa: isa) }
        let style = Style(of: neighbour, in: self)
        return try added.map { object in
            // Before the first entry that sorts after it, else after the section's last entry.
            if let next = existing.first(where: { $0.key > object.id }) {
                guard let line = lineStart(before: next.keyRange.lowerBound) else {
                    throw failure("object \(next.key) does not begin its line")
                }
                return Insertion(offset: line, text: style.format(object, newline: newline))
            }
            return Insertion(
                offset: try lineEnd(after: existing[existing.count - 1].end),
                text: style.format(object, newline: newline))
        }
    }

    /// No object of this isa yet: into its empty section, into a new section where Xcode's
    /// alphabetical order puts it, or (in a file without section markers) at the end of `objects`.
    private func placeInEmptySection(_ added: [NewObject], isa: String) throws -> [Insertion] {
        let table = project.objects.entries
        let indent = table.first.map { Self.indentation(ofLineAt: $0.keyRange.lowerBound, in: bytes) } ?? unit + unit
        let style = Style(oneLine: true, indent: indent, innerIndent: indent + unit)
        let entries = added.map { style.format($0, newline: newline) }.joined()
        let markers = sectionMarkers()
        if let own = markers.first(where: { $0.name == isa && !$0.begins }) {
            return [Insertion(offset: own.lineStart, text: entries)]
        }
        let section = "/* Begin \(isa) section */" + newline + entries + "/* End \(isa) section */" + newline
        if let next = markers.first(where: { $0.begins && $0.name > isa }) {
            return [Insertion(offset: next.lineStart, text: section + newline)]
        }
        if let last = markers.last(where: { !$0.begins }) {
            return [Insertion(offset: nextLine(after: last.lineStart), text: newline + section)]
        }
        guard let objectsNode = project.top["objects"]?.range, let line = lineStart(before: objectsNode.upperBound - 1)
        else {
            throw failure("the objects table ends on a line with other text")
        }
        return [Insertion(offset: line, text: entries)]
    }

    /// `/* Begin X section */` and `/* End X section */` lines, in file order.
    private func sectionMarkers() -> [(name: String, begins: Bool, lineStart: Int)] {
        var markers: [(name: String, begins: Bool, lineStart: Int)] = []
        let begin = Array("/* Begin ".utf8)
        let end = Array("/* End ".utf8)
        let tail = Array(" section */".utf8)
        var lineStart = 0
        while lineStart < bytes.count {
            let lineEnd = bytes[lineStart...].firstIndex(of: 0x0A) ?? bytes.count
            let line = bytes[lineStart..<lineEnd]
            let content = line.last == 0x0D ? line.dropLast() : line
            for (prefix, begins) in [(begin, true), (end, false)]
            where content.starts(with: prefix) && content.reversed().starts(with: tail.reversed()) {
                let nameBytes = content.dropFirst(prefix.count).dropLast(tail.count)
                markers.append((String(decoding: nameBytes, as: UTF8.self), begins, lineStart))
            }
            lineStart = lineEnd + 1
        }
        return markers
    }

    /// How the objects of a section are written, learnt from one of them.
    private struct Style {
        let oneLine: Bool
        let indent: String
        let innerIndent: String

        init(oneLine: Bool, indent: String, innerIndent: String) {
            self.oneLine = oneLine
            self.indent = indent
            self.innerIndent = innerIndent
        }

        init(of entry: PropertyListDictionary.Entry, in plan: ProjectInsertionPlan) {
            indent = ProjectInsertionPlan.indentation(ofLineAt: entry.keyRange.lowerBound, in: plan.bytes)
            oneLine = !plan.bytes[entry.value.range].contains(0x0A)
            if !oneLine, let first = entry.value.dictionary?.entries.first {
                innerIndent = ProjectInsertionPlan.indentation(ofLineAt: first.keyRange.lowerBound, in: plan.bytes)
            } else {
                innerIndent = indent + plan.unit
            }
        }

        func format(_ object: NewObject, newline: String) -> String {
            let head = indent + "\(object.id) /* \(object.comment) */ = {"
            if oneLine {
                return head + object.fields.map { "\($0.key) = \($0.value); " }.joined() + "};" + newline
            }
            return head + newline + object.fields.map { innerIndent + "\($0.key) = \($0.value);" + newline }.joined()
                + indent + "};" + newline
        }
    }

    // MARK: Lines

    /// The start of the line holding `offset` when only spaces and tabs precede it there.
    private func lineStart(before offset: Int) -> Int? {
        var start = offset
        while start > 0, bytes[start - 1] != 0x0A {
            guard bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09 else { return nil }
            start -= 1
        }
        return start
    }

    /// Just past the newline ending the line that holds `offset`, when only white space follows
    /// `offset` there (an object's `;` ends its line in Xcode's files).
    private func lineEnd(after offset: Int) throws -> Int {
        var index = offset
        while index < bytes.count, bytes[index] != 0x0A {
            guard bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0D else {
                throw failure("an object line holds more than one entry")
            }
            index += 1
        }
        return min(index + 1, bytes.count)
    }

    /// Just past the newline ending the line that begins at `lineStart`.
    private func nextLine(after lineStart: Int) -> Int {
        (bytes[lineStart...].firstIndex(of: 0x0A)).map { $0 + 1 } ?? bytes.count
    }

    static func indentation(ofLineAt offset: Int, in bytes: [UInt8]) -> String {
        var start = min(offset, bytes.count)
        while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
        var end = start
        while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    private func failure(_ reason: String) -> XcodeProjectError {
        XcodeProjectError(projectFile: project.projectFile, reason: "cannot add to this layout: \(reason)")
    }
}
