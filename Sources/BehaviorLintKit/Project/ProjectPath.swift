/// Path arithmetic for paths inside a project: relative to the folder holding the `.xcodeproj`,
/// `""` for that folder itself. Unlike `PathText`, which works on absolute paths, a leading `..`
/// survives here, because a project may reference files beside its folder.
enum ProjectPath {
    /// `path` with `.`, empty components and inner `..` resolved; relative stays relative,
    /// absolute stays absolute.
    static func normalize(_ path: String) -> String {
        // Most paths of a project file are normal already; splitting and joining them again is
        // most of the time a large project takes to read.
        if isNormal(path) { return path }
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." {
                if let last = parts.last, last != ".." {
                    parts.removeLast()
                } else if !absolute {
                    parts.append(part)
                }
                continue
            }
            parts.append(part)
        }
        return (absolute ? "/" : "") + parts.joined(separator: "/")
    }

    /// Whether `path` has no empty, `.` or `..` component: relative, or `/` and then such
    /// components; nothing for `normalize` to resolve.
    private static func isNormal(_ path: String) -> Bool {
        var utf8 = path.utf8[...]
        if utf8.first == UInt8(ascii: "/") { utf8 = utf8.dropFirst() }
        if utf8.isEmpty { return path.isEmpty || path == "/" }
        return PathText.hasOnlyNames(utf8)
    }

    /// `path` inside `folder`, normalised; an absolute `path` stands alone.
    static func join(_ folder: String, _ path: String) -> String {
        if path.hasPrefix("/") || folder.isEmpty { return normalize(path) }
        return normalize(folder + "/" + path)
    }

    /// How many leading folders the files `path` and `other` share (`App/Feed/A.swift` and
    /// `App/Feed/Cells/B.swift`: 2).
    static func sharedFolderCount(_ path: String, _ other: String) -> Int {
        // Each `/` of the common prefix closes a folder both paths are in; no string is made (the
        // index asks this of many pairs).
        var count = 0
        for (byte, otherByte) in zip(path.utf8, other.utf8) {
            guard byte == otherByte else { break }
            if byte == UInt8(ascii: "/") { count += 1 }
        }
        return count
    }

    /// The folder holding `path` (`""` at the top).
    static func parent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func lastComponent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// `path` relative to `folder` when it lies inside it (the folder itself gives `""`).
    static func relative(_ path: String, to folder: String) -> String? {
        if folder.isEmpty { return path.hasPrefix("/") || path.hasPrefix("../") || path == ".." ? nil : path }
        if path == folder { return "" }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }
}
