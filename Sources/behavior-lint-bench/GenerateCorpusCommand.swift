import Foundation

/// `generate-corpus DIR [--lines N] [--seed S]`: argument checking around `CorpusGenerator`.
enum GenerateCorpusCommand {
    static func run(_ arguments: [String]) -> Int32 {
        do {
            let parsed = try ParsedArguments(arguments, options: ["--lines", "--seed"])
            if parsed.wantsHelp {
                print(Usage.generateCorpusHelp, terminator: "")
                return 0
            }
            guard parsed.positionals.count == 1 else {
                throw UsageError(
                    parsed.positionals.isEmpty
                        ? "generate-corpus needs the folder to write to"
                        : "generate-corpus takes one folder, got \(parsed.positionals.count)")
            }
            let settings = CorpusSettings(
                lines: try parsed.positiveInt("--lines", default: CorpusSettings.defaultLines),
                seed: try parsed.seed("--seed", default: CorpusSettings.defaultSeed))
            let summary = try generate(settings, into: parsed.positionals[0])
            print(
                "wrote \(summary.files) files, \(summary.lines) lines, \(summary.bytes) bytes to \(parsed.positionals[0])"
            )
            return 0
        } catch {
            return Usage.report(error)
        }
    }

    /// Shared with `tokenize`, which generates the default corpus on first use.
    static func generate(_ settings: CorpusSettings, into path: String, owned: Bool = false) throws
        -> CorpusGenerator.Summary
    {
        let directory = CorpusDirectory(path: path)
        try directory.prepareForWriting(owned: owned)
        let summary = try CorpusGenerator(settings: settings).generate { relativePath, bytes in
            try directory.write(bytes, to: relativePath)
        }
        try directory.writeMarker(settings)
        return summary
    }
}
