import Foundation

/// The `behavior-lint` command line: picks the subcommand and runs it. The executable only
/// forwards its arguments here, so every command is testable in-process.
public enum CommandLineTool {
    static var commands: [any Command.Type] {
        [
            LintCommand.self, FixCommand.self, RulesCommand.self, ExplainCommand.self, InitCommand.self,
            DumpTokensCommand.self, TimingsCommand.self,
        ]
    }

    /// Runs `arguments` (without the program name) and returns the exit status.
    public static func run(_ arguments: [String], console: Console) -> Int32 {
        defer { console.flush() }
        guard let first = arguments.first else {
            return LintCommand.run([], console: console)
        }
        switch first {
        case "--help", "-h":
            console.out.write(overview)
            return ExitCode.success
        case "--version":
            console.out.write(ToolVersion.current + "\n")
            return ExitCode.success
        case "help":
            guard arguments.count > 1 else {
                console.out.write(overview)
                return ExitCode.success
            }
            guard let command = command(named: arguments[1]) else {
                return unknownCommand(arguments[1], console: console)
            }
            console.out.write(command.help)
            return ExitCode.success
        default:
            if let command = command(named: first) {
                return command.run(Array(arguments.dropFirst()), console: console)
            }
            // `behavior-lint PATH…` and `behavior-lint --strict` lint, as `lint` is the default command.
            if first.hasPrefix("-") || FileManager.default.fileExists(atPath: first) {
                return LintCommand.run(arguments, console: console)
            }
            return unknownCommand(first, console: console)
        }
    }

    static func command(named name: String) -> (any Command.Type)? {
        commands.first { $0.name == name }
    }

    private static func unknownCommand(_ name: String, console: Console) -> Int32 {
        var message = "behavior-lint: error: unknown command '\(name)'"
        if let suggestion = Suggestion.closest(to: name, among: commands.map { $0.name }) {
            message += " — did you mean '\(suggestion)'?"
        }
        console.err.write(message + "\nRun 'behavior-lint --help' for the list of commands.\n")
        return ExitCode.usage
    }

    static var overview: String {
        let width = commands.map { $0.name.count }.max() ?? 0
        let list = commands.map { command in
            "  " + command.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + command.summary
        }.joined(separator: "\n")
        return """
            behavior-lint \(ToolVersion.current): finds lifecycle chores copied across UIKit view controllers \
            and turns them into reusable behaviors.

            USAGE: behavior-lint [COMMAND] [OPTIONS] [ARGUMENTS]

            Without a command, behavior-lint lints the given paths (default: the current folder).

            COMMANDS:
            \(list)

            OPTIONS:
              --help, -h    Show this help, or a command's help with 'behavior-lint COMMAND --help'.
              --version     Print the version.

            Run 'behavior-lint help COMMAND' for a command's options and examples.

            """
    }
}
