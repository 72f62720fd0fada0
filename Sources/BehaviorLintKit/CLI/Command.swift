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

    /// Prints why a session could not open or run: a configuration error as the loader words it
    /// (file, line, key), anything else as a usage error. Returns the usage status.
    static func sessionError(_ failure: LintSession.Failure, console: Console) -> Int32 {
        guard case .configuration(let message) = failure else {
            return usageError(failure.description, console: console)
        }
        console.err.write(message + "\n")
        return ExitCode.usage
    }

    /// Parses `arguments`; a usage error or `--help` is handled here and gives the exit status
    /// to return at once, as `.failure`.
    static func parse(_ arguments: [String], with parser: ArgumentParser, console: Console) -> Result<
        ParsedArguments, ExitStatus
    > {
        switch parser.parse(arguments) {
        case .failure(let error):
            return .failure(ExitStatus(code: usageError(error.description, console: console)))
        case .success(let parsed):
            guard !parsed.has("--help") && !parsed.has("-h") else {
                console.out.write(help)
                return .failure(ExitStatus(code: ExitCode.success))
            }
            return .success(parsed)
        }
    }

    static func wantsHelp(_ arguments: [String]) -> Bool {
        arguments.contains("--help") || arguments.contains("-h")
    }
}

/// The exit status a command returns early with (after `--help`, or a usage error).
struct ExitStatus: Error {
    let code: Int32
}
