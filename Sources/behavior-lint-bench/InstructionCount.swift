import Foundation

/// Instructions a whole `behavior-lint` process executes, counted by valgrind's cachegrind: the
/// same for the same binary and files however busy the machine is, where wall-clock times on a
/// shared two-core machine swing by a third between runs a minute apart.
enum InstructionCount {
    /// The `valgrind` on `PATH`, if any.
    static func valgrind() -> String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        return folders.map { $0 + "/valgrind" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs `tool` with `arguments` under cachegrind and returns the instructions it counted.
    static func count(valgrind: String, tool: String, _ arguments: [String]) throws -> Int {
        let counts = NSTemporaryDirectory() + "behavior-lint-bench-cachegrind-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: counts) }
        let run = try ChildProcess.run(
            valgrind,
            ["--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=" + counts, tool] + arguments)
        guard run.status <= 1 else { throw RunError("a run under valgrind exited with status \(run.status)") }
        let text = try String(contentsOfFile: counts, encoding: .utf8)
        // cachegrind's out file ends with the program's total: `summary: 8419051067`.
        guard let line = text.split(separator: "\n").last(where: { $0.hasPrefix("summary:") }),
            let total = Int(line.dropFirst("summary:".count).trimmingCharacters(in: .whitespaces))
        else { throw RunError("no instruction total in cachegrind's output \(counts)") }
        return total
    }
}
