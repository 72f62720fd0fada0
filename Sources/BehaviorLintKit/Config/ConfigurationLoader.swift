import Foundation

/// A configuration together with where it came from: the folder is the base of its globs and of
/// the paths it names (baseline, output directory).
public struct LoadedConfiguration: Sendable {
    public var configuration: LintConfiguration
    /// The `.lintrc` that was read (absolute); nil when none was found and the defaults apply.
    public var file: String?
    /// The configuration file's folder (absolute); the working directory for the defaults.
    public var folder: String
    /// The working directory at load time, against which relative linted paths are read.
    public var workingDirectory: String

    public init(configuration: LintConfiguration, file: String?, folder: String, workingDirectory: String) {
        self.configuration = configuration
        self.file = file
        self.folder = folder
        self.workingDirectory = workingDirectory
    }

    /// Whether a file found by walking a folder is to be linted, by the include and exclude
    /// patterns. `path` is as discovery produced it (relative to the working directory, or absolute).
    /// A file outside the configuration's folder is linted: the patterns are relative to the
    /// folder and cannot name it, so they do not apply.
    public func selects(_ path: String) -> Bool {
        guard let relative = relativePath(path) else { return true }
        return configuration.selects(relative)
    }

    /// Whether discovery leaves `path` out: an excluded file or folder, or a Swift file the
    /// `include` patterns do not select (folders are walked whatever `include` says).
    public func excludesFromLinting(_ path: String) -> Bool {
        // Asked for every folder and file discovery finds: the relative path is made once.
        guard let relative = relativePath(path) else { return false }
        if !relative.isEmpty && configuration.excludes(relative) { return true }
        return path.hasSuffix(".swift") && !configuration.selects(relative)
    }

    /// Whether `path` (a file or folder) lies under an excluded folder or matches an exclude pattern;
    /// lets discovery skip an excluded folder without walking it.
    public func excludes(_ path: String) -> Bool {
        guard let relative = relativePath(path), !relative.isEmpty else { return false }
        return configuration.excludes(relative)
    }

    /// `path` relative to `folder`, or nil when it lies outside.
    public func relativePath(_ path: String) -> String? {
        PathText.relative(PathText.absolute(path, workingDirectory: workingDirectory), to: folder)
    }

    /// A path written in the configuration (relative to its folder, or absolute), made absolute.
    public func resolve(_ path: String) -> String {
        PathText.absolute(path, workingDirectory: folder)
    }

    /// The configured reporters (`ID` or `ID:PATH`), a relative path resolved against the
    /// configuration file's folder, as every path in it is.
    public var reporters: [String] {
        configuration.reporters.map { text in
            guard let colon = text.firstIndex(of: ":") else { return text }
            return String(text[...colon])
                + FileDiscovery.displayPath(resolve(String(text[text.index(after: colon)...])))
        }
    }

    /// The baseline file, absolute; nil when the configuration names none.
    public var baselinePath: String? { configuration.baseline.map(resolve) }

    /// The folder `fix` writes behaviors into, absolute.
    public var behaviorsDirectory: String { resolve(configuration.behaviors.outputDirectory) }

    /// The file `fix` writes the behavior protocol and `addBehaviors(_:)` into, absolute.
    public var supportFilePath: String {
        PathText.absolute(configuration.behaviors.supportFile, workingDirectory: behaviorsDirectory)
    }
}

/// Finds and reads the configuration for a run: `--config FILE` when given, else the nearest
/// `.lintrc` from the linted paths upward to the file-system root, else the defaults.
public enum ConfigurationLoader {
    /// - Parameters:
    ///   - explicit: the `--config` argument, relative to `workingDirectory` or absolute.
    ///   - paths: the linted paths (the current folder when empty).
    /// - Returns: the configuration, or the reason it cannot be used (exit status 2). Paths whose
    ///   nearest `.lintrc` files differ are an error: one run has one configuration, and picking
    ///   one silently would lint some files with settings their own folder does not have.
    public static func load(
        explicit: String?, forPaths paths: [String],
        workingDirectory: String = FileManager.default.currentDirectoryPath
    )
        -> Result<LoadedConfiguration, ConfigurationError>
    {
        let workingDirectory = PathText.absolute(workingDirectory, workingDirectory: "/")
        if let explicit {
            let file = PathText.absolute(explicit, workingDirectory: workingDirectory)
            return read(file, shownAs: explicit, workingDirectory: workingDirectory)
        }
        switch discover(forPaths: paths.isEmpty ? ["."] : paths, workingDirectory: workingDirectory) {
        case .failure(let error):
            return .failure(error)
        case .success(nil):
            return .success(
                LoadedConfiguration(
                    configuration: .defaults, file: nil, folder: workingDirectory,
                    workingDirectory: workingDirectory))
        case .success(let file?):
            return read(
                file, shownAs: display(file, workingDirectory: workingDirectory), workingDirectory: workingDirectory)
        }
    }

    /// The nearest `.lintrc` of every path (absolute), nil when there is none anywhere above them.
    public static func discover(forPaths paths: [String], workingDirectory: String) -> Result<
        String?, ConfigurationError
    > {
        var found: [String] = []
        var memo: [String: String?] = [:]
        for path in paths {
            let absolute = PathText.absolute(path, workingDirectory: workingDirectory)
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory)
            // A folder is searched from itself, a file (or a path that does not exist) from its folder.
            let start = exists && isDirectory.boolValue ? absolute : PathText.parent(absolute)
            if let file = nearest(from: start, memo: &memo), !found.contains(file) {
                found.append(file)
            }
        }
        guard found.count <= 1 else {
            let shown = found.map { display($0, workingDirectory: workingDirectory) }
            return .failure(
                ConfigurationError(
                    kind: .ambiguous, file: shown[0],
                    message: "the linted paths have different configuration files (\(shown.joined(separator: ", "))); "
                        + "lint them in separate runs, or choose one with --config FILE"))
        }
        return .success(found.first)
    }

    /// Walks from `folder` to the root; `memo` keeps the answer of every folder visited, so many
    /// paths under one tree stat each folder once.
    private static func nearest(from folder: String, memo: inout [String: String?]) -> String? {
        var visited: [String] = []
        var folder = folder
        var result: String?
        while true {
            if let known = memo[folder] {
                result = known
                break
            }
            visited.append(folder)
            let candidate = PathText.join(folder, ConfigurationSchema.fileName)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue {
                result = candidate
                break
            }
            if folder == "/" { break }
            folder = PathText.parent(folder)
        }
        for each in visited { memo[each] = .some(result) }
        return result
    }

    private static func read(_ file: String, shownAs shown: String, workingDirectory: String)
        -> Result<LoadedConfiguration, ConfigurationError>
    {
        let bytes: [UInt8]
        switch SourceReader.read(path: file) {
        case .success(let value):
            bytes = value
        case .failure(.notFound):
            return .failure(
                ConfigurationError(kind: .fileNotFound, file: shown, message: "configuration file does not exist"))
        case .failure(.isDirectory):
            return .failure(
                ConfigurationError(
                    kind: .unreadable, file: shown,
                    message: "is a folder; --config takes a configuration file"))
        case .failure(.unreadable(_, let reason)):
            return .failure(
                ConfigurationError(kind: .unreadable, file: shown, message: "cannot read the configuration: \(reason)"))
        }
        return LintConfiguration.parse(bytes, file: shown).map {
            LoadedConfiguration(
                configuration: $0, file: file, folder: PathText.parent(file), workingDirectory: workingDirectory)
        }
    }

    /// `file` relative to the working directory when inside it, as error messages show paths.
    private static func display(_ file: String, workingDirectory: String) -> String {
        PathText.relative(file, to: workingDirectory) ?? file
    }
}
