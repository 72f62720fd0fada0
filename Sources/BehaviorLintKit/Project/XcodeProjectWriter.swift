extension XcodeProject {
    /// The project's bytes with `files` added, each compiled by its `targets`: a PBXFileReference
    /// in its group's `children` and one PBXBuildFile per target in that target's Sources phase,
    /// written as Xcode writes them. Only whole lines are inserted (or, in a list written on one
    /// line, items before its `)`); every other byte stays as it was.
    ///
    /// A file a target already compiles needs nothing for that target, so adding twice changes
    /// nothing the second time, and a file a synchronized folder already gives to its targets
    /// needs no change at all; nor does a file listed with no targets. Throws when a file has no
    /// placement (see `placement`), naming the file and why.
    func adding(_ files: [(path: String, targets: [String])]) throws -> [UInt8] {
        var plan = ProjectInsertionPlan(project: self)
        // One entry per path, targets merged: a path listed twice is one file.
        var paths: [String] = []
        var wanted: [String: [String]] = [:]
        for file in files {
            let path = ProjectPath.normalize(file.path)
            try checkNewFile(path, as: file.path)
            if wanted[path] == nil { paths.append(path) }
            for name in file.targets where !(wanted[path] ?? []).contains(name) {
                wanted[path, default: []].append(name)
            }
        }
        var usedIDs: Set<String> = []
        for path in paths {
            let names = wanted[path] ?? []
            guard let indices = targetIndices(names) else {
                throw cannotAdd(path, placementProblem(forNewFile: path, targets: names))
            }
            let missing = indices.subtracting(members(of: path)).sorted()
            if missing.isEmpty { continue }
            guard case .group(let group) = placement(forNewFile: path, targets: names) else {
                throw cannotAdd(path, placementProblem(forNewFile: path, targets: names))
            }
            let name = ProjectPath.lastComponent(path)
            let reference: String
            if let existing = fileReferences[path]?.first {
                reference = existing
            } else {
                reference = newID(["PBXFileReference", path], avoiding: &usedIDs)
                plan.addObject(
                    isa: "PBXFileReference", id: reference, comment: name,
                    fields: [
                        ("isa", "PBXFileReference"), ("lastKnownFileType", "sourcecode.swift"),
                        ("path", Self.quoted(name)), ("sourceTree", "\"<group>\""),
                    ])
                try plan.append("\(reference) /* \(name) */", toListOf: "children", in: group)
            }
            for index in missing {
                let phase = nativeTargets[index].sourcesPhases[0]
                let comment = "\(name) in \(objects[phase]?.dictionary?["name"]?.string ?? "Sources")"
                let buildFile = newID(["PBXBuildFile", path, nativeTargets[index].name], avoiding: &usedIDs)
                plan.addObject(
                    isa: "PBXBuildFile", id: buildFile, comment: comment,
                    fields: [
                        ("isa", "PBXBuildFile"), ("fileRef", "\(reference) /* \(name) */"),
                    ])
                try plan.append("\(buildFile) /* \(comment) */", toListOf: "files", in: phase)
            }
        }
        return try plan.apply()
    }

    private func checkNewFile(_ path: String, as given: String) throws {
        guard Self.isInside(path) else {
            throw cannotAdd(given, "the path must be relative to '\(folder)' and inside it")
        }
        let name = ProjectPath.lastComponent(path)
        guard name.hasSuffix(".swift"), name != ".swift" else { throw cannotAdd(given, "only Swift files are added") }
        // The name goes into one-line entries and `/* … */` comments (which a name cannot close:
        // it holds no `/`).
        guard !name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
            throw cannotAdd(given, "the file name cannot be written into a project file")
        }
    }

    private func cannotAdd(_ path: String, _ reason: String) -> XcodeProjectError {
        XcodeProjectError(projectFile: projectFile, reason: "cannot add '\(path)': \(reason)")
    }

    /// 24 uppercase hex digits from FNV-1a of the project's root object id and `parts`: the same
    /// call gives the same bytes, on any machine (Swift's `Hasher` is seeded per process). A
    /// collision with an existing or just-made id moves on to the next attempt.
    private func newID(_ parts: [String], avoiding used: inout Set<String>) -> String {
        var attempt = 0
        while true {
            let key = [rootObject] + parts + [String(attempt)]
            let id = (Fingerprint.make(key) + Fingerprint.make(key + ["tail"]).prefix(8)).uppercased()
            if objects.entry(id) == nil, used.insert(id).inserted { return id }
            attempt += 1
        }
    }

    /// `text` as Xcode writes a string value: bare when it holds only letters, digits, `_`, `.`
    /// and `/` (as Xcode's own output shows), quoted and escaped otherwise.
    static func quoted(_ text: String) -> String {
        let bare =
            !text.isEmpty && !text.contains("//")
            && text.unicodeScalars.allSatisfy {
                ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
                    || "_./".unicodeScalars.contains($0)
            }
        if bare { return text }
        var escaped = ""
        for character in text {
            switch character {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case "\t": escaped += "\\t"
            default: escaped.append(character)
            }
        }
        return "\"" + escaped + "\""
    }
}
