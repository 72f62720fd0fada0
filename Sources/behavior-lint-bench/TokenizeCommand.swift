import Foundation

/// `tokenize [DIR...] [--repeat K]`: finds the corpus (generating the default one if needed),
/// loads it, runs `TokenizeBenchmark` and prints the report.
enum TokenizeCommand {
    static let defaultPasses = 5

    static func run(_ arguments: [String]) -> Int32 {
        do {
            let parsed = try ParsedArguments(arguments, options: ["--repeat"])
            if parsed.wantsHelp {
                print(Usage.tokenizeHelp, terminator: "")
                return 0
            }
            let passes = try parsed.positiveInt("--repeat", default: defaultPasses)
            let roots = parsed.positionals.isEmpty ? [try defaultCorpus()] : parsed.positionals
            let paths = try SwiftFileCollector.collect(roots)
            guard !paths.isEmpty else {
                throw UsageError("no .swift files under \(roots.map { "'\($0)'" }.joined(separator: ", "))")
            }
            let contents = try SwiftFileCollector.load(paths)
            let statistics = CorpusStatistics(contents)
            let result = TokenizeBenchmark(files: contents).run(passes: passes)
            print(report(statistics, result), terminator: "")
            return 0
        } catch {
            return Usage.report(error)
        }
    }

    /// The default corpus under the current folder, generated once and reused while its marker
    /// matches the default settings: regenerating a million lines on every run would dwarf the
    /// measurement being waited for.
    static func defaultCorpus() throws -> String {
        let path = CorpusSettings.defaultCorpusPath
        let settings = CorpusSettings.standard
        if !CorpusDirectory(path: path).holdsCorpus(settings) {
            Usage.note("generating the default corpus (\(settings.lines) lines, seed \(settings.seed)) in \(path)")
            let summary = try GenerateCorpusCommand.generate(settings, into: path, owned: true)
            Usage.note("wrote \(summary.files) files, \(summary.lines) lines")
        }
        return path
    }

    static func report(_ statistics: CorpusStatistics, _ result: TokenizeBenchmark.Result) -> String {
        let seconds = Double(result.bestNanoseconds) / 1e9
        let rows: [(String, String)] = [
            ("files", "\(statistics.files)"),
            ("bytes", "\(statistics.bytes)"),
            ("lines", "\(statistics.lines)"),
            ("tokens", "\(result.tokensPerPass)"),
            ("seconds", String(format: "%.3f", seconds) + " (best of \(result.passes))"),
            ("MB/s", String(format: "%.1f", Double(statistics.bytes) / 1e6 / seconds)),
            ("lines/s", String(format: "%.0f", Double(statistics.lines) / seconds)),
        ]
        return ReportRows.render(rows)
    }
}
