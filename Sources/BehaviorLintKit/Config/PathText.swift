/// Path arithmetic on strings, without touching the file system: configuration discovery and glob
/// matching need absolute, normalised paths many times per run, and `URL` is slow and resolves
/// differently on Linux and macOS.
enum PathText {
    /// `path` made absolute against `workingDirectory`, with `.`, `..` and repeated slashes resolved
    /// lexically (symbolic links are not followed: both sides of a comparison are treated alike).
    static func absolute(_ path: String, workingDirectory: String) -> String {
        // Discovery asks this of every file and folder it meets, nearly always already normalised.
        if isNormalisedAbsolute(path) { return path }
        // Discovery from `.` names everything `./…` (`.//…` is no absolute path: the general case).
        if path.hasPrefix("./") && !path.hasPrefix(".//") {
            return absolute(String(path.utf8.dropFirst(2))!, workingDirectory: workingDirectory)
        }
        if isNormalisedRelative(path), isNormalisedAbsolute(workingDirectory) {
            return workingDirectory == "/" ? "/" + path : workingDirectory + "/" + path
        }
        let joined = path.hasPrefix("/") ? path : workingDirectory + "/" + path
        var parts: [Substring] = []
        for part in joined.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." {
                // `/..` is `/`, as the kernel reads it.
                if !parts.isEmpty { parts.removeLast() }
                continue
            }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// Whether `path` is absolute with no empty, `.` or `..` component and no trailing slash.
    static func isNormalisedAbsolute(_ path: String) -> Bool {
        path == "/" || path.utf8.first == UInt8(ascii: "/") && hasOnlyNames(path.utf8.dropFirst())
    }

    /// Whether `path` is relative and not empty, with no empty, `.` or `..` component and no
    /// trailing slash: what a walk from the working directory names its files.
    static func isNormalisedRelative(_ path: String) -> Bool {
        path.utf8.first != UInt8(ascii: "/") && hasOnlyNames(path.utf8)
    }

    /// Whether the slash-separated components of `utf8` are all names: not empty, `.` or `..`.
    static func hasOnlyNames<Bytes: Collection<UInt8>>(_ utf8: Bytes) -> Bool {
        // The bytes of the current component so far: 0 right after a slash, 3 or more is a name.
        var length = 0
        var dots = 0
        for byte in utf8 {
            if byte == UInt8(ascii: "/") {
                if length == 0 || length == dots && dots <= 2 { return false }
                length = 0
                dots = 0
            } else {
                length += 1
                if byte == UInt8(ascii: ".") { dots += 1 }
            }
        }
        return length > 0 && !(length == dots && dots <= 2)
    }

    /// `path` relative to `folder` (both absolute and normalised), or nil when it is not inside it.
    /// The folder itself is the empty path.
    static func relative(_ path: String, to folder: String) -> String? {
        if path == folder { return "" }
        let prefix = folder == "/" ? "/" : folder + "/"
        guard path.hasPrefix(prefix) else { return nil }
        return String(path.dropFirst(prefix.count))
    }

    /// The folder that contains `path` (absolute and normalised); `/` for `/` itself.
    static func parent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
        return String(path[..<slash])
    }

    /// `name` inside `folder`, without a leading `./` (`.` is the folder itself either side).
    static func join(_ folder: String, _ name: String) -> String {
        if folder == "." { return name }
        if name == "." { return folder }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
