import Foundation

/// The targets a `Package.swift` declares, read from its text.
///
/// A new Swift file must land in the folder of the target (module) whose files use it: a file
/// outside every target's folder compiles nowhere. The manifest is read statically (no
/// `swift package dump-package`, no process), so the tool works with nothing installed; what
/// cannot be read that way is listed in `unreadable` so the caller can refuse rather than guess.
struct SwiftPackageManifest: Equatable, Sendable {
    /// One target of the package, as its manifest declares it.
    struct Target: Equatable, Sendable {
        /// Which `PackageDescription` call declares the target.
        enum Kind: String, Equatable {
            /// `.target`
            case regular
            /// `.executableTarget`
            case executable
            /// `.testTarget`
            case test
            /// `.macro`
            case macro
            /// `.plugin` (with a `capability:`)
            case plugin
            /// `.systemLibrary`: a module map, no Swift sources.
            case systemLibrary
            /// `.binaryTarget`: a prebuilt framework, no sources.
            case binary

            /// Where SwiftPM looks for the target when it has no `path:`.
            var defaultParent: String {
                switch self {
                case .test: return "Tests"
                case .plugin: return "Plugins"
                default: return "Sources"
                }
            }

            /// Whether Swift files in the target's folder are compiled into it.
            var compilesSwiftSources: Bool {
                self != .systemLibrary && self != .binary
            }
        }

        var name: String
        var kind: Kind
        /// The target's folder relative to the package folder, normalised: `Sources/Core`;
        /// `.` for the package folder itself; empty for a binary target downloaded from `url:`.
        var path: String
        /// Targets of this package it depends on directly.
        var dependencies: [String]
        /// Products of other packages it depends on (`.product(name:package:)`, and plain names
        /// that are no target of this package).
        var productDependencies: [String] = []
        /// Dependency expressions that are not literals, as written: when there are any,
        /// `dependencies` may be incomplete.
        var unreadDependencies: [String] = []
        /// `exclude:` entries, relative to the package folder and normalised.
        var excluded: [String] = []
        /// `sources:` entries, relative to the package folder and normalised; nil when the whole
        /// folder holds sources.
        var sources: [String]? = nil
        /// The 1-based line of the declaration in the manifest.
        var line: Int = 0
    }

    /// The manifest's path as the caller named it.
    var manifestPath: String
    /// The package folder: the manifest's folder, in the caller's form (`.` for the current one).
    var folder: String
    /// The `// swift-tools-version:` of the first line, when there is one.
    var toolsVersion: String?
    var targets: [Target]
    /// Targets whose declaration could not be read statically, with why (one sentence each).
    var unreadable: [String]

    /// `manifestPath`: path of Package.swift as the caller names it; `folder` is its directory.
    init(manifestPath: String, bytes: [UInt8]) {
        self.manifestPath = manifestPath
        folder = Self.parent(Self.normalise(manifestPath))
        toolsVersion = Self.toolsVersion(bytes)
        let read = PackageManifestReader.read(bytes)
        (targets, unreadable) = Self.assemble(read.declarations)
        unreadable += read.problems
    }

    /// Reads and parses the manifest at `manifestPath`.
    static func load(manifestPath: String) -> Result<SwiftPackageManifest, SourceReadError> {
        SourceReader.read(path: manifestPath).map { SwiftPackageManifest(manifestPath: manifestPath, bytes: $0) }
    }

    func target(named name: String) -> Target? {
        targets.first { $0.name == name }
    }

    /// The target's folder in the caller's form: `MastodonSDK/Sources/MastodonUI`.
    func folder(of target: Target) -> String {
        PathText.join(folder, target.path)
    }

    /// The target whose folder holds `path` (relative to the caller's working directory, same
    /// form as `manifestPath`), respecting `exclude:` and `sources:`; nil when none. When target
    /// folders nest (an outer one excluding the inner one), the innermost wins.
    func target(containing path: String) -> Target? {
        guard let relative = Self.relative(Self.normalise(path), to: folder) else { return nil }
        // SwiftPM never compiles the manifests themselves.
        if relative == "Package.swift"
            || (relative.hasPrefix("Package@swift-") && relative.hasSuffix(".swift") && !relative.contains("/"))
        {
            return nil
        }
        var best: Target?
        for target in targets where target.kind.compilesSwiftSources && Self.isInside(relative, target.path) {
            if target.excluded.contains(where: { Self.isInside(relative, $0) }) { continue }
            if let sources = target.sources, !sources.contains(where: { Self.isInside(relative, $0) }) { continue }
            if best == nil || Self.depth(target.path) > Self.depth(best!.path) { best = target }
        }
        return best
    }

    /// Whether target `a` can see `b`'s declarations: b == a or b is among a's (transitive)
    /// dependencies.
    func imports(_ a: String, _ b: String) -> Bool {
        if a == b { return true }
        let byName = Dictionary(targets.map { ($0.name, $0.dependencies) }, uniquingKeysWith: { first, _ in first })
        var seen: Set<String> = [a]
        var queue = [a]
        while let name = queue.popLast() {
            for dependency in byName[name] ?? [] where seen.insert(dependency).inserted {
                if dependency == b { return true }
                queue.append(dependency)
            }
        }
        return false
    }

    /// The nearest `Package.swift` at or above the folder of `path`, not looking above `root`;
    /// both in the caller's form (relative to the working directory, or absolute). Returns the
    /// manifest's path in that form, or nil (also when `path` is not inside `root`).
    static func nearestManifest(
        to path: String, stoppingAt root: String,
        isFile: (String) -> Bool = SwiftPackageManifest.isFile
    ) -> String? {
        let top = normalise(root)
        var current = parent(normalise(path))
        while relative(current, to: top) != nil {
            let candidate = PathText.join(current, "Package.swift")
            if isFile(candidate) { return candidate }
            if current == top { return nil }
            let up = parent(current)
            if up == current { return nil }
            current = up
        }
        return nil
    }

    static func isFile(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }

    // MARK: From declarations to targets

    private static func assemble(_ declarations: [PackageManifestReader.Declaration]) -> (
        targets: [Target], unreadable: [String]
    ) {
        var unreadable: [String] = []
        var namesUnread: Set<String> = []
        var readable: [(declaration: PackageManifestReader.Declaration, target: Target)] = []
        for declaration in declarations {
            var problem = declaration.problem
            var target: Target?
            if problem == nil, let name = declaration.name {
                switch targetPaths(declaration) {
                case .success(let paths):
                    target = Target(
                        name: name, kind: declaration.kind, path: paths.path, dependencies: [],
                        unreadDependencies: declaration.unreadDependencies,
                        excluded: paths.excluded, sources: paths.sources, line: declaration.line)
                case .failure(let failure):
                    problem = failure.reason
                }
            }
            if let target {
                readable.append((declaration, target))
            } else {
                unreadable.append(
                    "\(declaration.name ?? "a target") (line \(declaration.line)): \(problem ?? "it cannot be read")")
                if let name = declaration.name { namesUnread.insert(name) }
            }
        }
        // One target per name. A bare `.target(name:)` outside any `targets` list may be a
        // dependency, so it yields to any other declaration of the name; two different
        // declarations of one name (`#if` branches) leave it unknown which one builds.
        // Grouped in one pass: a file of thousands of declarations stays linear.
        var order: [String] = []
        var byName: [String: [(declaration: PackageManifestReader.Declaration, target: Target)]] = [:]
        for entry in readable {
            if byName[entry.target.name] == nil { order.append(entry.target.name) }
            byName[entry.target.name, default: []].append(entry)
        }
        var kept: [(declaration: PackageManifestReader.Declaration, target: Target)] = []
        for name in order {
            let all = byName[name] ?? []
            if namesUnread.contains(name) {
                if let declared = all.first(where: { !$0.declaration.weak }) {
                    unreadable.append(
                        "\(name) (line \(declared.target.line)): another declaration of it cannot be read")
                }
                continue
            }
            let strong = all.filter { !$0.declaration.weak }
            let candidates = strong.isEmpty ? all : strong
            let first = candidates[0]
            func sameTarget(_ other: (declaration: PackageManifestReader.Declaration, target: Target)) -> Bool {
                var a = first.target
                var b = other.target
                a.line = 0
                b.line = 0
                return a == b && first.declaration.dependencies == other.declaration.dependencies
            }
            if candidates.allSatisfy(sameTarget) {
                kept.append(first)
            } else {
                let lines =
                    candidates.prefix(5).map { String($0.target.line) }.joined(separator: ", ")
                    + (candidates.count > 5 ? ", …" : "")
                unreadable.append(
                    "\(name) (lines \(lines)): declared \(candidates.count) times differently (`#if` branches?); which one builds is not known without running the manifest"
                )
            }
        }
        let names = Set(kept.map(\.target.name))
        var targets: [Target] = []
        for (declaration, var target) in kept {
            var local: [String] = []
            var products: [String] = []
            for dependency in declaration.dependencies {
                switch dependency {
                case .target(let name):
                    local.append(name)
                case .byName(let name):
                    // A plain name is a target of this package when there is one, else a product.
                    if names.contains(name) || namesUnread.contains(name) {
                        local.append(name)
                    } else {
                        products.append(name)
                    }
                case .product(let name, _):
                    products.append(name)
                }
            }
            target.dependencies = unique(local)
            target.productDependencies = unique(products)
            targets.append(target)
        }
        if declarations.isEmpty {
            unreadable.append("no target declaration found")
        }
        return (targets, unreadable)
    }

    private struct PathFailure: Error {
        var reason: String
    }

    /// The target's folder, exclusions and sources relative to the package folder.
    private static func targetPaths(_ declaration: PackageManifestReader.Declaration)
        -> Result<(path: String, excluded: [String], sources: [String]?), PathFailure>
    {
        let name = declaration.name ?? ""
        let written: String
        if let path = declaration.path {
            written = path
        } else if declaration.kind == .binary {
            // A binary target without a path is downloaded (`url:`): it has no folder here.
            return .success(("", [], nil))
        } else {
            guard !name.contains("/") else { return .failure(PathFailure(reason: "its name holds a slash")) }
            written = declaration.kind.defaultParent + "/" + name
        }
        guard !written.hasPrefix("/") else {
            return .failure(PathFailure(reason: "its path is absolute: \"\(written)\""))
        }
        let path = normalise(written)
        guard path != "..", !path.hasPrefix("../") else {
            return .failure(PathFailure(reason: "its path leaves the package folder: \"\(written)\""))
        }
        // `exclude:` and `sources:` are relative to the target's folder.
        let excluded = declaration.exclude.map { normalise(PathText.join(path, $0)) }
        let sources = declaration.sources.map { $0.map { normalise(PathText.join(path, $0)) } }
        return .success((path, excluded, sources))
    }

    private static func unique(_ names: [String]) -> [String] {
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }
    }

    private static func toolsVersion(_ bytes: [UInt8]) -> String? {
        let firstLine = bytes.prefix { $0 != 0x0A && $0 != 0x0D }
        let line = String(decoding: firstLine, as: UTF8.self)
        guard line.hasPrefix("//"), let marker = line.lowercased().range(of: "swift-tools-version:") else { return nil }
        let rest = line[marker.upperBound...].drop { $0 == " " || $0 == "\t" }
        let version = rest.prefix { $0 != ";" && $0 != " " && $0 != "\t" }
        return version.isEmpty ? nil : String(version)
    }

    // MARK: Path text

    // Paths are compared as text, lexically, in the caller's form: relative paths stay relative,
    // so `MastodonSDK/Sources/X.swift` matches the targets of `MastodonSDK/Package.swift`.

    /// `.` and repeated slashes removed, `..` resolved where it can be; `.` for the empty path.
    static func normalise(_ path: String) -> String {
        let normalised = ProjectPath.normalize(path)
        return normalised.isEmpty ? "." : normalised
    }

    /// The folder holding `path` (normalised): `.` for a bare name, `/` for `/`.
    static func parent(_ path: String) -> String {
        if path == "/" { return "/" }
        if path == "." || path == ".." || path.hasSuffix("/..") { return normalise(path + "/..") }
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// `path` relative to `folder` (both normalised, in the same form), `.` for the folder
    /// itself, or nil when `path` is not inside it.
    static func relative(_ path: String, to folder: String) -> String? {
        if path == folder { return "." }
        if folder == "." {
            return path.hasPrefix("/") || path == ".." || path.hasPrefix("../") ? nil : path
        }
        if folder == ".." || folder.hasSuffix("/..") {
            // `../..` is not inside `..`'s subtree by text alone unless it extends it.
            guard path.hasPrefix(folder + "/") else { return nil }
            let rest = String(path.dropFirst(folder.count + 1))
            return rest == ".." || rest.hasPrefix("../") ? nil : rest
        }
        let prefix = folder == "/" ? "/" : folder + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }

    /// Whether `path` is `folder` or inside it (both relative to the package folder).
    private static func isInside(_ path: String, _ folder: String) -> Bool {
        folder == "." || path == folder || path.hasPrefix(folder + "/")
    }

    private static func depth(_ path: String) -> Int {
        path == "." ? 0 : path.split(separator: "/").count
    }
}
