/// A subcommand of `behavior-lint`: its name, its help, and how it runs.
protocol Command {
    /// The word that selects the command: `behavior-lint NAME …`.
    static var name: String { get }
    /// One line for the command list.
    static var summary: String { get }
    /// The full `--help` text.
    static var help: String { get }
    /// Runs with the arguments after the command name; returns the exit status.
    static func run(_ arguments: [String], console: Console) -> Int32
}

extension Command {
    /// Prints `message` as an error with a pointer to the command's help; returns the usage status.
    static func usageError(_ message: String, console: Console) -> Int32 {
        console.err.write("behavior-lint \(name): error: \(message)\n")
        console.err.write("Run 'behavior-lint \(name) --help' for usage.\n")
        return ExitCode.usage
    }

    static func wantsHelp(_ arguments: [String]) -> Bool {
        arguments.contains("--help") || arguments.contains("-h")
    }
}
