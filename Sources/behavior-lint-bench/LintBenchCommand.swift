import BehaviorLintKit
import Dispatch
import Foundation

/// `lint [DIR...] [--repeat K]`: times complete lint runs, as `behavior-lint lint` does them
/// (without printing), and reports the fastest.
enum LintBenchCommand {
    static let defaultPasses = 3

    static func run(_ arguments: [String]) -> Int32 {
        do {
            let parsed = try ParsedArguments(arguments, options: ["--repeat"])
            if parsed.wantsHelp {
                print(Usage.lintHelp, terminator: "")
                return 0
            }
            let passes = try parsed.positiveInt("--repeat", default: defaultPasses)
            let roots = parsed.positionals.isEmpty ? [try TokenizeCommand.defaultCorpus()] : parsed.positionals
            let statistics = CorpusStatistics(try SwiftFileCollector.load(try SwiftFileCollector.collect(roots)))
            var best = UInt64.max
            var findings = 0
            for _ in 0 ..< passes {
                let start = DispatchTime.now().uptimeNanoseconds
                guard case .success(let result) = LintRun(paths: roots, configuration: .defaults).run() else {
                    throw UsageError("cannot lint \(roots.joined(separator: ", "))")
                }
                best = min(best, DispatchTime.now().uptimeNanoseconds - start)
                findings = result.findings.count
            }
            let seconds = Double(best) / 1e9
            let rows: [(String, String)] = [
                ("files", "\(statistics.files)"),
                ("bytes", "\(statistics.bytes)"),
                ("lines", "\(statistics.lines)"),
                ("findings", "\(findings)"),
                ("cores", "\(ProcessInfo.processInfo.activeProcessorCount)"),
                ("seconds", String(format: "%.3f", seconds) + " (best of \(passes))"),
                ("MB/s", String(format: "%.1f", Double(statistics.bytes) / 1e6 / seconds)),
                ("lines/s", String(format: "%.0f", Double(statistics.lines) / seconds)),
            ]
            print(rows.map { $0.0.padding(toLength: 10, withPad: " ", startingAt: 0) + $0.1 + "\n" }.joined(), terminator: "")
            return 0
        } catch {
            return Usage.report(error)
        }
    }
}
