import Foundation
import PackagePlugin

// What the plugins share. A plugin cannot depend on a library target, so each plugin's folder
// holds a symbolic link to this folder (`Plugins/<plugin>/Shared -> ../Shared`) and compiles this
// file as one of its own sources.

/// The arguments of a command plugin after its verb, as `behavior-lint lint` or `fix` takes them:
/// a relative PATH is taken from the package's folder; without any PATH, the source folders of
/// the targets named by `--target NAME` (repeatable; default: every target with Swift sources)
/// come first. Every option passes through.
struct ToolArguments {
    /// What to give the tool after its command name.
    var arguments: [String]
    /// The options given that take no value (`--dry-run`, `--strict`, …).
    var flags: Set<String>

    init(_ arguments: [String], context: PluginContext) throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let rest = extractor.remainingArguments
        self.arguments = []
        flags = []
        var hasPaths = false
        var index = rest.startIndex
        while index < rest.endIndex {
            let argument = rest[index]
            if Self.optionsWithValues.contains(argument), index + 1 < rest.endIndex {
                self.arguments += [argument, rest[index + 1]]
                index += 2
                continue
            }
            if argument.hasPrefix("-") {
                self.arguments.append(argument)
                flags.insert(argument)
            } else {
                hasPaths = true
                self.arguments.append(
                    argument.hasPrefix("/")
                        ? argument : context.package.directoryURL.appendingPathComponent(argument).path)
            }
            index += 1
        }
        if !hasPaths {
            let targets =
                targetNames.isEmpty
                ? context.package.targets
                : try context.package.targets(named: targetNames)
            let folders = targets.compactMap { target -> String? in
                guard let files = (target as? SourceModuleTarget)?.sourceFiles(withSuffix: "swift").map(\.url),
                    !files.isEmpty
                else { return nil }
                return commonFolder(of: files).path
            }
            if folders.isEmpty {
                throw PluginUsageError(description: "behavior-lint plugin: no target with Swift sources")
            }
            self.arguments = folders + self.arguments
        }
    }

    /// The options of `lint` and `fix` that take a value (so their value is not taken for a path).
    static let optionsWithValues: Set<String> = [
        "--config", "--reporter", "--output", "--baseline", "--write-baseline", "--stdin-path", "--jobs",
        "--cache-path", "--enable", "--disable", "--only", "--diff-base",
    ]
}

/// Runs `behavior-lint COMMAND ARGUMENTS…` in the package's folder, its output going straight to
/// the terminal; a non-zero exit status fails the plugin (and so `swift package`).
func runBehaviorLint(
    _ command: String, _ arguments: [String], context: PluginContext,
    onFailure: (Int32) -> String? = { _ in nil }
) throws {
    let process = Process()
    process.executableURL = try context.tool(named: "behavior-lint").url
    process.arguments = [command] + arguments
    process.currentDirectoryURL = context.package.directoryURL
    try process.run()
    process.waitUntilExit()
    if process.terminationStatus != 0 {
        throw ExitStatus(command: command, code: process.terminationStatus, hint: onFailure(process.terminationStatus))
    }
}

/// A request the plugin cannot carry out; SwiftPM prints the description and fails.
struct PluginUsageError: Error, CustomStringConvertible {
    let description: String
}

/// Ends the plugin with the tool's exit status; the tool has already printed why.
struct ExitStatus: Error, CustomStringConvertible {
    let command: String
    let code: Int32
    var hint: String? = nil
    var description: String {
        "behavior-lint \(command) exited with status \(code)" + (hint.map { ": " + $0 } ?? "")
    }
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
