import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory behavior-lint-fix [fix] [PATH...] [OPTIONS]`:
/// runs `behavior-lint fix` on the source folders of the package's targets (or of `--target NAME`,
/// repeatable, or on the PATHs given), passing every other argument through (`--dry-run`,
/// `--config`, `--only`, `--enable`, `--disable`, `--quiet`). It fails when the tool exits
/// non-zero: some fixable findings could not be fixed, or nothing could be written.
///
/// It is the only plugin that asks for permission to write to the package folder; linting and
/// `fix --dry-run` go through `behavior-lint`, which asks for none.
@main
struct BehaviorLintFixCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var rest = arguments
        if rest.first == "fix" { rest.removeFirst() }
        if rest.first == "lint" {
            throw PluginUsageError(
                description: """
                    behavior-lint-fix plugin: it only fixes; lint with 'swift package behavior-lint', \
                    which needs no write access
                    """)
        }
        let tool = try ToolArguments(rest, context: context)
        try runBehaviorLint("fix", tool.arguments, context: context) { code in
            code == 1 && tool.flags.contains("--dry-run") ? "fixes are pending" : nil
        }
    }
}
