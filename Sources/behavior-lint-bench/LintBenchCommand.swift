import BehaviorLintKit
import Dispatch
import Foundation

/// `lint [DIR...] [--repeat K] [--cache]`: times complete lint runs, as `behavior-lint lint` does
/// them (without printing), and reports the fastest; with `--cache`, cold runs (empty cache) and
/// warm runs (every file cached) side by side.
enum LintBenchCommand {
    static let defaultPasses = 3

    static func run(_ arguments: [String]) -> Int32 {
        do {
            let parsed = try ParsedArguments(arguments, options: ["--repeat"], flags: ["--cache"])
            if parsed.wantsHelp {
                print(Usage.lintHelp, terminator: "")
                return 0
            }
            let passes = try parsed.positiveInt("--repeat", default: defaultPasses)
            let roots = parsed.positionals.isEmpty ? [try TokenizeCommand.defaultCorpus()] : parsed.positionals
            let statistics = CorpusStatistics(try SwiftFileCollector.load(try SwiftFileCollector.collect(roots)))
            let cacheFolder =
                parsed.has("--cache") ? NSTemporaryDirectory() + "behavior-lint-bench-cache-\(getpid())" : nil
            defer { if let cacheFolder { try? FileManager.default.removeItem(atPath: cacheFolder) } }
            var best = UInt64.max
            var warmBest = UInt64.max
            var findings = 0
            for _ in 0..<passes {
                if let cacheFolder { try? FileManager.default.removeItem(atPath: cacheFolder) }
                var run = LintRun(paths: roots, configuration: .defaults)
                run.cacheFolder = cacheFolder
                let (cold, result) = try timed(run)
                best = min(best, cold)
                findings = result.findings.count
                if cacheFolder != nil {
                    let (warm, warmResult) = try timed(run)
                    guard warmResult.fromCache, warmResult.findings == result.findings else {
                        throw UsageError("the warm run did not reuse the cache, or changed the findings")
                    }
                    warmBest = min(warmBest, warm)
                }
            }
            let seconds = Double(best) / 1e9
            let rows: [(String, String)] =
                [
                    ("files", "\(statistics.files)"),
                    ("bytes", "\(statistics.bytes)"),
                    ("lines", "\(statistics.lines)"),
                    ("findings", "\(findings)"),
                    ("cores", "\(ProcessInfo.processInfo.activeProcessorCount)"),
                    (
                        "seconds",
                        String(format: "%.3f", seconds)
                            + " (best of \(passes)\(cacheFolder == nil ? "" : ", empty cache"))"
                    ),
                    ("MB/s", String(format: "%.1f", Double(statistics.bytes) / 1e6 / seconds)),
                    ("lines/s", String(format: "%.0f", Double(statistics.lines) / seconds)),
                ]
                + (cacheFolder == nil
                    ? []
                    : [
                        (
                            "warm",
                            String(format: "%.3f", Double(warmBest) / 1e9)
                                + " seconds (every file cached, best of \(passes))"
                        ),
                        ("speedup", String(format: "%.1f", Double(best) / Double(warmBest)) + "x"),
                    ])
            print(ReportRows.render(rows), terminator: "")
            return 0
        } catch {
            return Usage.report(error)
        }
    }

    private static func timed(_ run: LintRun) throws -> (UInt64, LintRun.Result) {
        let start = DispatchTime.now().uptimeNanoseconds
        guard case .success(let result) = run.run() else {
            throw UsageError("cannot lint \(run.paths.joined(separator: ", "))")
        }
        return (DispatchTime.now().uptimeNanoseconds - start, result)
    }
}
