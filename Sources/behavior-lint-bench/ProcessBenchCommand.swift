import Foundation

/// `process [DIR...] [--repeat K]`: runs the built `behavior-lint` executable as a user does, one
/// whole process per run, and compares it with `cat` of the same files: no cache at the default
/// jobs and at one job, a warm cache, a cache after one file changed; medians, and the peak memory
/// the OS reports; with `--instructions`, also the instructions a cold run and a run after one
/// edit execute at one job (valgrind), which do not vary with the machine's load. The files are
/// copied to a temporary folder first, so the edit never touches the folders given.
enum ProcessBenchCommand {
    static let defaultPasses = 5

    static func run(_ arguments: [String]) -> Int32 {
        do {
            let parsed = try ParsedArguments(arguments, options: ["--repeat"], flags: ["--instructions"])
            if parsed.wantsHelp {
                print(Usage.processHelp, terminator: "")
                return 0
            }
            let passes = try parsed.positiveInt("--repeat", default: defaultPasses)
            let roots = parsed.positionals.isEmpty ? [try TokenizeCommand.defaultCorpus()] : parsed.positionals
            let tool = try executable()
            let valgrind = parsed.has("--instructions") ? InstructionCount.valgrind() : nil
            if parsed.has("--instructions") && valgrind == nil {
                throw UsageError("--instructions counts with valgrind, which is not on PATH")
            }
            // The storyboards too: a run reads them for where they place screens.
            let files = try SwiftFileCollector.collect(roots, storyboards: true)
            guard let edited = files.first(where: { $0.hasSuffix(".swift") }) else {
                throw UsageError("no .swift files under \(roots.joined(separator: ", "))")
            }
            let copy = NSTemporaryDirectory() + "behavior-lint-bench-process-\(getpid())"
            defer { try? FileManager.default.removeItem(atPath: copy) }
            let copied = try copyFiles(files, to: copy)
            print(
                try table(
                    tool: tool, folder: copy, files: copied, edited: copy + absolute(edited), passes: passes,
                    valgrind: valgrind),
                terminator: "")
            return 0
        } catch {
            return Usage.report(error)
        }
    }

    /// The measurements, as rows.
    private static func table(
        tool: String, folder: String, files: [String], edited: String, passes: Int, valgrind: String?
    ) throws -> String {
        let list = folder + "/.files"
        try Data(files.joined(separator: "\0").utf8).write(to: URL(fileURLWithPath: list))
        let cache = folder + "/.cache"
        let lint = ["lint", "--quiet", "--reporter", "json", folder]
        // Each pass runs every command once, in turn: the machine's load drifts over a bench, and
        // commands timed one after another in a pass see the same load, so their ratios (to
        // `cat`, of one job to all) drift less than their seconds.
        func medians(_ commands: [() throws -> ChildProcess.Measurement]) throws -> [(seconds: Double, peak: Int)] {
            var runs = Array(repeating: [ChildProcess.Measurement](), count: commands.count)
            for _ in 0..<passes {
                for (index, command) in commands.enumerated() {
                    let measurement = try command()
                    guard measurement.status <= 1 else {
                        throw RunError("a run exited with status \(measurement.status)")
                    }
                    runs[index].append(measurement)
                }
            }
            return runs.map { ($0.map(\.seconds).sorted()[$0.count / 2], $0.map(\.peakBytes).max()!) }
        }
        func median(_ run: @escaping () throws -> ChildProcess.Measurement) throws -> (seconds: Double, peak: Int) {
            try medians([run])[0]
        }
        let interleaved = try medians([
            { try ChildProcess.run("/usr/bin/env", ["xargs", "-0", "cat"], input: list) },
            { try ChildProcess.run(tool, lint + ["--no-cache"]) },
            { try ChildProcess.run(tool, lint + ["--no-cache", "--jobs", "1"]) },
        ])
        let (cat, cold, oneJob) = (interleaved[0], interleaved[1], interleaved[2])
        let warmOutput = folder + "/.warm.json"
        _ = try ChildProcess.run(tool, lint + ["--cache-path", cache], output: warmOutput)
        let warm = try median { try ChildProcess.run(tool, lint + ["--cache-path", cache]) }
        let original = try Data(contentsOf: URL(fileURLWithPath: edited))
        var edits = 0
        let changed = try median {
            edits += 1
            try (original + Data("\n// edited by behavior-lint-bench (\(edits))\n".utf8)).write(
                to: URL(fileURLWithPath: edited))
            return try ChildProcess.run(tool, lint + ["--cache-path", cache])
        }
        var instructions: [(String, String)] = []
        if let valgrind {
            let count = { (arguments: [String]) in
                String(
                    format: "%.3f G",
                    Double(
                        try InstructionCount.count(valgrind: valgrind, tool: tool, lint + arguments + ["--jobs", "1"]))
                        / 1e9)
            }
            instructions.append(("instr", try count(["--no-cache"]) + "  (--no-cache, --jobs 1; valgrind)"))
            try (original + Data("\n// edited by behavior-lint-bench (instructions)\n".utf8)).write(
                to: URL(fileURLWithPath: edited))
            instructions.append(
                ("instr edit", try count(["--cache-path", cache]) + "  (cache, one file changed, --jobs 1)"))
        }
        try original.write(to: URL(fileURLWithPath: edited))
        let revertedOutput = folder + "/.reverted.json"
        _ = try ChildProcess.run(tool, lint + ["--cache-path", cache], output: revertedOutput)
        let same = FileManager.default.contentsEqual(atPath: warmOutput, andPath: revertedOutput)

        let ratio = { (seconds: Double) in String(format: "%.3f s  %.1f× cat", seconds, seconds / cat.seconds) }
        return ReportRows.render(
            [
                ("files", "\(files.count)"),
                ("cat", String(format: "%.3f s (median of \(passes))", cat.seconds)),
                ("lint", ratio(cold.seconds) + "  (--no-cache, \(ProcessInfo.processInfo.activeProcessorCount) cores)"),
                (
                    "1 job",
                    ratio(oneJob.seconds) + String(format: "  (cores give %.2f×)", oneJob.seconds / cold.seconds)
                ),
                ("warm", ratio(warm.seconds) + "  (cache, nothing changed)"),
                ("1 edit", ratio(changed.seconds) + "  (cache, one file changed)"),
                (
                    "peak",
                    String(format: "%.0f MiB", Double(cold.peak) / 1_048_576) + "  (--no-cache, largest of the runs)"
                ),
            ] + instructions + [
                ("reverted", same ? "same output as before the edit" : "OUTPUT DIFFERS from before the edit")
            ])
    }

    /// The `behavior-lint` built beside this benchmark.
    private static func executable() throws -> String {
        let folder = Bundle.main.executableURL?.deletingLastPathComponent().path ?? "."
        let path = folder + "/behavior-lint"
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw UsageError("no behavior-lint beside the benchmark in \(folder): swift build -c release")
        }
        return path
    }

    /// Copies `files` under `folder`, each at its absolute path; returns the copies' paths.
    private static func copyFiles(_ files: [String], to folder: String) throws -> [String] {
        try files.map { file in
            let target = folder + absolute(file)
            try FileManager.default.createDirectory(
                atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: file, toPath: target)
            return target
        }
    }

    private static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    }
}
