import Foundation

/// A fix of files read from disk, planned in memory: the rest of the project is read for context,
/// the build files say which module each file compiles into, and the configuration says where
/// generated files go. `fix` prints or writes the outcome; the HTML report shows it.
public enum ProjectFix {
    /// Plans the fix of `sources` (display paths and bytes) found under `paths`, with warnings
    /// about build files that could not be read.
    public static func plan(
        _ sources: [(path: String, bytes: [UInt8])], paths: [String], loaded: LoadedConfiguration,
        configuration: LintConfiguration, scope: FixScope = .everything
    ) -> (outcome: FixOutcome, warnings: [String]) {
        // Where each file compiles: the nearest Package.swift (not above the working directory)
        // and the Xcode projects under the paths fixed.
        let (layout, warnings) = ProjectLayout.read(
            files: sources.map { $0.path }, root: ".",
            searchRoots: paths.isEmpty ? ["."] : paths.map { FileDiscovery.displayPath($0) })
        let outcome = FixEngine.fix(
            sources, context: projectContext(loaded: loaded, excluding: Set(sources.map { $0.path })),
            configuration: configuration, outputDirectory: outputDirectory(loaded: loaded, paths: paths),
            layout: layout, scope: scope)
        return (outcome, warnings)
    }

    /// The rest of the project when fixing part of it: every other Swift file the `.lintrc`'s
    /// folder selects, so that fix finds the project's behavior protocol and behaviors wherever
    /// they live. Without a `.lintrc` the project is what the PATHs hold.
    static func projectContext(loaded: LoadedConfiguration, excluding fixing: Set<String>) -> [(
        path: String, bytes: [UInt8]
    )] {
        guard loaded.file != nil,
            case .success(let files) = FileDiscovery.swiftFiles(
                in: [loaded.folder], excluded: loaded.excludesFromLinting)
        else { return [] }
        return files.compactMap { file in
            let display = FileDiscovery.displayPath(file)
            guard !fixing.contains(display), case .success(let bytes) = SourceReader.read(path: file) else {
                return nil
            }
            return (display, bytes)
        }
    }

    /// Where generated files go, relative to the working directory.
    static func outputDirectory(loaded: LoadedConfiguration, paths: [String]) -> String {
        let setting = loaded.configuration.behaviors.outputDirectory
        if loaded.file != nil { return FileDiscovery.displayPath(loaded.behaviorsDirectory) }
        guard let first = paths.first else { return setting }
        var isDirectory: ObjCBool = false
        let base =
            FileManager.default.fileExists(atPath: first, isDirectory: &isDirectory) && isDirectory.boolValue
            ? first : (first as NSString).deletingLastPathComponent
        return FileDiscovery.displayPath(
            PathText.absolute(
                setting,
                workingDirectory: PathText.absolute(
                    base.isEmpty ? "." : base, workingDirectory: FileManager.default.currentDirectoryPath)))
    }
}
