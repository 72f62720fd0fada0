/// The documented exit statuses of every command.
public enum ExitCode {
    /// Nothing fails the run.
    public static let success: Int32 = 0
    /// At least one finding fails the run (error severity, or any finding with `--strict`).
    public static let findings: Int32 = 1
    /// The run could not be done as asked: bad arguments, configuration or paths.
    public static let usage: Int32 = 2
}
