import BehaviorLintKit
import Dispatch
import Foundation

/// `fix [DIR...] [--repeat K]`: times fix planning as `behavior-lint fix --dry-run` does it
/// (lint, proposals, selection, applying in memory, verification by re-linting, every pass)
/// without writing, and reports the fastest run.
enum FixBenchCommand {
    static let defaultPasses = 3

    static func run(_ arguments: [String]) -> Int32 {
        do {
            let parsed = try ParsedArguments(arguments, options: ["--repeat"], flags: [])
            if parsed.wantsHelp {
                print(Usage.fixHelp, terminator: "")
                return 0
            }
            let passes = try parsed.positiveInt("--repeat", default: defaultPasses)
            let roots = parsed.positionals.isEmpty ? [try TokenizeCommand.defaultCorpus()] : parsed.positionals
            let paths = try SwiftFileCollector.collect(roots)
            let contents = try SwiftFileCollector.load(paths)
            let statistics = CorpusStatistics(contents)
            let sources = zip(paths, contents).map { (path: $0, bytes: $1) }
            var best = UInt64.max
            var outcome: FixOutcome?
            for _ in 0..<passes {
                let start = DispatchTime.now().uptimeNanoseconds
                outcome = FixEngine.fix(sources, configuration: .defaults, outputDirectory: "Behaviors")
                best = min(best, DispatchTime.now().uptimeNanoseconds - start)
            }
            let seconds = Double(best) / 1e9
            let fixed = outcome?.applied.reduce(0) { $0 + $1.resolves.count } ?? 0
            let rows: [(String, String)] = [
                ("files", "\(statistics.files)"),
                ("bytes", "\(statistics.bytes)"),
                ("lines", "\(statistics.lines)"),
                (
                    "fixed",
                    "\(fixed) findings: \(outcome?.changed.count ?? 0) files changed, \(outcome?.created.count ?? 0) created"
                ),
                ("passes", "\(Set(outcome?.passes ?? []).count)"),
                ("cores", "\(ProcessInfo.processInfo.activeProcessorCount)"),
                ("seconds", String(format: "%.3f", seconds) + " (best of \(passes))"),
                ("MB/s", String(format: "%.1f", Double(statistics.bytes) / 1e6 / seconds)),
                ("lines/s", String(format: "%.0f", Double(statistics.lines) / seconds)),
            ]
            print(ReportRows.render(rows), terminator: "")
            return 0
        } catch {
            return Usage.report(error)
        }
    }
}
