import Foundation

/// `behavior-lint timings LOG…`: ranks the functions and expressions the Swift compiler was slow
/// to type-check, and shows the findings of our rules at the same places.
enum TimingsCommand: Command {
    static let name = "timings"
    static let summary = "Rank slow type-checking from compiler timing output, with the findings there."
    static var help: String {
        """
        USAGE: behavior-lint timings LOG... [--threshold MS] [--top N] [--reporter ID[:FILE]]

        Reads Swift compiler timing output from each LOG ('-' for standard input): raw compiler output
        or an xcodebuild log, from any of
          -Xfrontend -debug-time-function-bodies
          -Xfrontend -debug-time-expression-type-checking
          -Xfrontend -warn-long-function-bodies=N
          -Xfrontend -warn-long-expression-type-checking=N
        Other lines are ignored; an entry printed once per build job is listed once, with its longest
        time. Entries are ranked by time, longest first. The Swift files the log names (relative to the
        current folder, or absolute) are linted with every rule: a slow expression shows the
        slow-array-concat finding on its line, a slow function every finding inside it, each with the
        rule's suggested rewrite.

        OPTIONS:
          --threshold MS         List only entries that took at least MS milliseconds (default: 0, all).
          --top N                List at most N entries (default: 20).
          --reporter ID[:FILE]   text (default): a table, findings indented under their entry;
                                 json: an array of {time_ms, file, line, column, kind, name, findings}.
                                 To standard output, or to FILE.
          --help, -h             Show this help.

        EXIT STATUS:
          0  the entries were listed
          2  bad arguments, or a LOG that cannot be read

        EXAMPLE:
          swiftc -typecheck -Xfrontend -debug-time-function-bodies Sources/*.swift 2> timings.log
          behavior-lint timings timings.log --threshold 50 --top 10

        """
    }

    static let parser = ArgumentParser(flags: ["--help", "-h"], options: ["--threshold", "--top", "--reporter"])

    static func run(_ arguments: [String], console: Console) -> Int32 {
        run(arguments, console: console, standardInput: { FileHandle.standardInput.readDataToEndOfFile() })
    }

    static func run(_ arguments: [String], console: Console, standardInput: () -> Data) -> Int32 {
        let parsed: ParsedArguments
        switch parse(arguments, with: parser, console: console) {
        case .success(let value): parsed = value
        case .failure(let early): return early.code
        }
        guard !parsed.positionals.isEmpty else {
            return usageError("no LOG given: pass compiler timing output files", console: console)
        }
        var threshold = 0.0
        if let text = parsed.value("--threshold") {
            guard let value = Double(text), value >= 0, value.isFinite else {
                return usageError(
                    "--threshold takes a number of milliseconds of at least 0, not '\(text)'", console: console)
            }
            threshold = value
        }
        var top = 20
        if let text = parsed.value("--top") {
            guard let value = Int(text), value >= 1 else {
                return usageError("--top takes a whole number of at least 1, not '\(text)'", console: console)
            }
            top = value
        }
        var format = "text"
        var outputPath: String? = nil
        if let text = parsed.value("--reporter") {
            let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            guard TimingsRenderer.ids.contains(parts[0]) else {
                return usageError(
                    "unknown reporter '\(parts[0])'; timings reporters: " + TimingsRenderer.ids.joined(separator: ", "),
                    console: console)
            }
            format = parts[0]
            if parts.count > 1 {
                guard !parts[1].isEmpty else {
                    return usageError("missing output path after '\(parts[0]):'", console: console)
                }
                outputPath = parts[1]
            }
        }

        guard let log = readLog(parsed.positionals, standardInput: standardInput, console: console) else {
            return ExitCode.usage
        }
        let ranked = CompilerTimingParser.parse(log).filter { $0.milliseconds >= threshold }.prefix(top)
        let text = TimingsRenderer.render(TimingJoin.join(Array(ranked)), format: format)
        if let outputPath {
            do {
                try AtomicFile.write(Data(text.utf8), to: outputPath)
            } catch {
                console.err.write("behavior-lint timings: error: cannot write '\(outputPath)': \(error)\n")
                return ExitCode.usage
            }
        } else {
            console.out.write(text)
        }
        return ExitCode.success
    }

    /// The LOG files joined (`-` is standard input); nil, after saying which, when one cannot be read.
    private static func readLog(_ paths: [String], standardInput: () -> Data, console: Console) -> String? {
        var log = ""
        for path in paths {
            if path == "-" {
                log += String(decoding: standardInput(), as: UTF8.self) + "\n"
                continue
            }
            guard let data = FileManager.default.contents(atPath: path), !isDirectory(path) else {
                console.err.write("behavior-lint timings: error: cannot read LOG '\(path)'\n")
                return nil
            }
            log += String(decoding: data, as: UTF8.self) + "\n"
        }
        return log
    }

    private static func isDirectory(_ path: String) -> Bool {
        var directory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &directory) && directory.boolValue
    }
}
