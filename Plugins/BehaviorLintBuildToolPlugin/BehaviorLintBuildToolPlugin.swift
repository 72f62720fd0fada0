import Foundation
import PackagePlugin

/// Lints a target's Swift sources as part of its build, with the `xcode` reporter: findings show
/// as build warnings, and a finding at error severity (any finding with `strict = true` in the
/// `.lintrc`) fails the build.
///
/// It is a build command, not a prebuild command: SwiftPM only runs prebuild commands from binary
/// tools, and `behavior-lint` is built from source here. BinaryPlugin/ compiles this same file
/// against a prebuilt tool and keeps the build command, since a prebuild command runs on every
/// build. Its inputs are the target's Swift files and the tool, so it runs again only when one of
/// them changes (not when only a `.lintrc` changes: SwiftPM would fail the build once a declared
/// input is deleted, so a `.lintrc` cannot be one); results are cached in the plugin's work folder
/// too.
@main
struct BehaviorLintBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let sourceTarget = target as? SourceModuleTarget else { return [] }
        let swiftFiles = sourceTarget.sourceFiles(withSuffix: "swift").map(\.url)
        guard !swiftFiles.isEmpty else { return [] }
        let folder = commonFolder(of: swiftFiles)
        return [
            lintCommand(
                tool: try context.tool(named: "behavior-lint").url,
                workDirectory: context.pluginWorkDirectoryURL,
                displayName: target.name,
                lintedPaths: [folder],
                inputFiles: swiftFiles)
        ]
    }
}

/// The one command both the SwiftPM and the Xcode variants run.
///
/// SwiftPM schedules a build command only for its declared outputs, and treats an output that is
/// not source code as a resource of the target (which would ship a lint report in the app). So the
/// command runs the linter through `/bin/sh` and then writes an empty Swift file (a comment only)
/// as its output: it compiles to nothing, and the linter's exit status is kept, so an error-severity
/// finding still fails the build.
func lintCommand(tool: URL, workDirectory: URL, displayName: String, lintedPaths: [URL], inputFiles: [URL]) -> Command {
    let stamp = workDirectory.appendingPathComponent("behavior-lint-stamp.swift")
    let lint =
        [
            tool.path, "lint", "--reporter", "xcode", "--quiet",
            "--cache-path", workDirectory.appendingPathComponent("cache").path,
        ]
        + lintedPaths.map(\.path)
    let script =
        lint.map(shellQuoted).joined(separator: " ")
        + "; status=$?; if [ $status -eq 0 ]; then echo '// behavior-lint ran here.' > \(shellQuoted(stamp.path)); fi; exit $status"
    return .buildCommand(
        displayName: "behavior-lint \(displayName)",
        executable: URL(fileURLWithPath: "/bin/sh"),
        arguments: ["-c", script],
        inputFiles: inputFiles + [tool],
        outputFiles: [stamp]
    )
}

func shellQuoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
}

// `commonFolder(of:)` is in Shared/PluginSupport.swift.

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension BehaviorLintBuildToolPlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let swiftFiles = target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(
                \.url)
            guard !swiftFiles.isEmpty else { return [] }
            return [
                lintCommand(
                    tool: try context.tool(named: "behavior-lint").url,
                    workDirectory: context.pluginWorkDirectoryURL,
                    displayName: target.displayName,
                    lintedPaths: swiftFiles,
                    inputFiles: swiftFiles)
            ]
        }
    }
#endif
