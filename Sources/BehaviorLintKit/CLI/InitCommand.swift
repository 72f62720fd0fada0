import Foundation

/// `behavior-lint init`: writes a `.lintrc` with every key at its default, each with a comment,
/// so a team starts from a complete file instead of the documentation. Never overwrites.
enum InitCommand: Command {
    static let name = "init"
    static let summary = "Write a .lintrc with every option at its default (never overwrites)."
    static let help = """
        USAGE: behavior-lint init

        Writes .lintrc in the current folder: the files to lint, the reporter, every rule with its
        severity and options, and the [behaviors] settings of 'behavior-lint fix', each at its default
        and with a comment. Edit it to taste; 'behavior-lint lint' finds it from any folder below.

        An existing .lintrc is never overwritten: init then stops with exit status 2.

        OPTIONS:
          --help, -h   Show this help.

        """

    /// The text `init` writes: the defaults, generated from the schema and the rule registry.
    static var template: String {
        PrintConfig.render(
            .defaults,
            header: [
                "behavior-lint configuration, written by 'behavior-lint init' with every key at its default.",
                "Paths and patterns are relative to this file's folder. 'behavior-lint rules' lists the rules, "
                    + "'behavior-lint explain RULE-ID' explains one.",
            ])
    }

    static func run(_ arguments: [String], console: Console) -> Int32 {
        run(arguments, console: console, folder: FileManager.default.currentDirectoryPath)
    }

    /// `run` in `folder` instead of the current folder, so tests need not change the process's folder.
    static func run(_ arguments: [String], console: Console, folder: String) -> Int32 {
        if wantsHelp(arguments) {
            console.out.write(help)
            return ExitCode.success
        }
        if let first = arguments.first {
            return usageError(
                first.hasPrefix("-") ? "unknown option '\(first)'" : "unexpected argument '\(first)'",
                console: console)
        }
        let path = PathText.join(folder, ConfigurationSchema.fileName)
        do {
            // `.withoutOverwriting` checks and creates in one step: no window in which another
            // process's file could be replaced.
            try Data(template.utf8).write(to: URL(fileURLWithPath: path), options: .withoutOverwriting)
        } catch {
            if FileManager.default.fileExists(atPath: path)
                || (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
            {
                console.err.write(
                    "behavior-lint init: error: \(path) already exists; it was left unchanged. "
                        + "Remove or rename it to start from the defaults.\n")
            } else {
                console.err.write("behavior-lint init: error: cannot write \(path): \(error.localizedDescription)\n")
            }
            return ExitCode.usage
        }
        console.out.write("Wrote \(path) with every option at its default.\n")
        return ExitCode.success
    }
}
