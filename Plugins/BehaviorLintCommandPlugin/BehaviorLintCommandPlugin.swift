import Foundation
import PackagePlugin

/// `swift package behavior-lint [lint] [PATH...] [OPTIONS]`: runs `behavior-lint lint` on the
/// source folders of the package's targets (or of `--target NAME`, repeatable, or on the PATHs
/// given), passing every other argument through. It fails (so `swift package` exits non-zero)
/// when the tool exits non-zero.
///
/// `swift package behavior-lint fix --dry-run [PATH...] [OPTIONS]` runs `behavior-lint fix
/// --dry-run` the same way: it prints the fixes as a diff and fails while fixes are pending.
///
/// It only reads: it asks for no permissions, so linting never asks for write access. SwiftPM
/// declares a plugin's permissions once for all its uses, so `fix` without `--dry-run` is refused
/// here and done by the other command plugin, `behavior-lint-fix`, which asks to write.
@main
struct BehaviorLintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var rest = arguments
        var command = "lint"
        if let first = rest.first, first == "lint" || first == "fix" {
            command = first
            rest.removeFirst()
        }
        let tool = try ToolArguments(rest, context: context)
        var toolArguments = tool.arguments
        if command == "fix" {
            let dryRun = tool.flags.contains("--dry-run")
            if !dryRun && tool.flags.isDisjoint(with: ["--help", "-h"]) {
                throw PluginUsageError(
                    description: """
                        behavior-lint plugin: 'fix' writes to the package, and 'swift package behavior-lint' only \
                        reads (so that linting never asks for write access). Preview the fixes with \
                        'swift package behavior-lint fix --dry-run', or apply them with \
                        'swift package --allow-writing-to-package-directory behavior-lint-fix' \
                        (same paths and options).
                        """)
            }
            try runBehaviorLint("fix", toolArguments, context: context) { code in
                dryRun && code == 1
                    ? "fixes are pending; apply them with 'swift package --allow-writing-to-package-directory behavior-lint-fix'"
                    : nil
            }
            return
        }
        // Keep the result cache in the plugin's work folder (the default, in the home folder, is
        // outside what the macOS plugin sandbox lets the tool write).
        if !toolArguments.contains("--cache-path") && !toolArguments.contains("--no-cache") {
            toolArguments += ["--cache-path", context.pluginWorkDirectoryURL.appendingPathComponent("cache").path]
        }
        try runBehaviorLint("lint", toolArguments, context: context)
    }
}
