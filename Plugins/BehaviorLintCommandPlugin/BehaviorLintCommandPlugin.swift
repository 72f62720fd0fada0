import Foundation
import PackagePlugin

/// `swift package behavior-lint [lint] [PATH...] [OPTIONS]`: runs `behavior-lint lint` on the
/// source folders of the package's targets (or of `--target NAME`, repeatable, or on the PATHs
/// given), passing every other argument through. It fails (so `swift package` exits non-zero)
/// when the tool exits non-zero.
/// It only reads: it asks for no permissions. (`fix` comes with the fix command.)
@main
struct BehaviorLintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        var rest = extractor.remainingArguments
        if rest.first == "lint" { rest.removeFirst() }
        if rest.first == "fix" {
            throw PluginUsageError(description: "behavior-lint plugin: 'fix' is not available yet; it comes with the fix command")
        }
        // Relative paths are taken from the package's folder; without any paths, lint the source
        // folders of the selected targets (default: all of them).
        var arguments: [String] = []
        var hasPaths = false
        var index = rest.startIndex
        while index < rest.endIndex {
            let argument = rest[index]
            if Self.optionsWithValues.contains(argument), index + 1 < rest.endIndex {
                arguments += [argument, rest[index + 1]]
                index += 2
                continue
            }
            if argument.hasPrefix("-") {
                arguments.append(argument)
            } else {
                hasPaths = true
                arguments.append(argument.hasPrefix("/") ? argument : context.package.directoryURL.appendingPathComponent(argument).path)
            }
            index += 1
        }
        if !hasPaths {
            let targets = targetNames.isEmpty
                ? context.package.targets
                : try context.package.targets(named: targetNames)
            let folders = targets.compactMap { target -> String? in
                guard let files = (target as? SourceModuleTarget)?.sourceFiles(withSuffix: "swift").map(\.url),
                      !files.isEmpty else { return nil }
                return commonFolder(of: files).path
            }
            if folders.isEmpty {
                throw PluginUsageError(description: "behavior-lint plugin: no target with Swift sources to lint")
            }
            arguments = folders + arguments
        }

        // Keep the result cache in the plugin's work folder (the default, in the home folder, is
        // outside what the macOS plugin sandbox lets the tool write).
        if !arguments.contains("--cache-path") && !arguments.contains("--no-cache") {
            arguments += ["--cache-path", context.pluginWorkDirectoryURL.appendingPathComponent("cache").path]
        }

        let process = Process()
        process.executableURL = try context.tool(named: "behavior-lint").url
        process.arguments = ["lint"] + arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            throw ExitStatus(code: process.terminationStatus)
        }
    }

    /// The `lint` options that take a value (so their value is not taken for a path).
    static let optionsWithValues: Set<String> = [
        "--config", "--reporter", "--output", "--baseline", "--write-baseline", "--stdin-path", "--jobs",
        "--cache-path", "--enable", "--disable", "--only", "--diff-base",
    ]
}

/// A request the plugin cannot carry out; SwiftPM prints the description and fails.
struct PluginUsageError: Error, CustomStringConvertible {
    let description: String
}

/// Ends the plugin with the tool's exit status; the tool has already printed why.
struct ExitStatus: Error, CustomStringConvertible {
    let code: Int32
    var description: String { "behavior-lint exited with status \(code)" }
}

/// The deepest folder holding all of `files`: the target's source folder, or a folder inside it.
/// (`Target.directoryURL` needs tools version 6.1; this package declares 6.0.)
func commonFolder(of files: [URL]) -> URL {
    var common = files[0].deletingLastPathComponent().standardizedFileURL.pathComponents
    for file in files.dropFirst() {
        let components = file.deletingLastPathComponent().standardizedFileURL.pathComponents
        var count = 0
        while count < min(common.count, components.count), common[count] == components[count] { count += 1 }
        common = Array(common.prefix(count))
    }
    return URL(fileURLWithPath: "/" + common.dropFirst().joined(separator: "/"), isDirectory: true)
}
