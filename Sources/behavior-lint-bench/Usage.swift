import Foundation

/// The help texts and the one place that turns errors into messages and exit statuses.
enum Usage {
    static let tool = "behavior-lint-bench"

    static let overview = """
        \(tool): throughput benchmarks for behavior-lint. Build and run it in release mode:
          swift build -c release --product \(tool) && .build/release/\(tool) tokenize

        USAGE:
          \(tool) generate-corpus DIR [--lines N] [--seed S]
          \(tool) tokenize [DIR...] [--repeat K]
          \(tool) lint [DIR...] [--repeat K] [--cache]
          \(tool) fix [DIR...] [--repeat K]
          \(tool) process [DIR...] [--repeat K] [--instructions]
          \(tool) COMMAND --help

        COMMANDS:
          generate-corpus   Write a deterministic corpus of realistic iOS-app Swift code into DIR.
          tokenize          Time the SwiftLexer tokenizer over every .swift file under the DIRs.
          lint              Time whole lint runs (discovery, reading, scanning, rules) over the DIRs.
          fix               Time fix planning (what `fix --dry-run` computes) over the DIRs.
          process           Time the behavior-lint executable as users run it, against cat.

        \(generateCorpusDetails)
        \(tokenizeDetails)
        \(lintDetails)
        \(fixDetails)
        \(processDetails)
        EXIT STATUS:
          0 success, 1 the run failed (I/O error), 2 bad arguments or a missing folder.

        """

    static let generateCorpusHelp = """
        USAGE: \(tool) generate-corpus DIR [--lines N] [--seed S]

        \(generateCorpusDetails)
        """

    static let tokenizeHelp = """
        USAGE: \(tool) tokenize [DIR...] [--repeat K]

        \(tokenizeDetails)
        """

    static let lintHelp = """
        USAGE: \(tool) lint [DIR...] [--repeat K] [--cache]

        \(lintDetails)
        """

    static let fixHelp = """
        USAGE: \(tool) fix [DIR...] [--repeat K]

        \(fixDetails)
        """

    static let processHelp = """
        USAGE: \(tool) process [DIR...] [--repeat K] [--instructions]

        \(processDetails)
        """

    private static let processDetails = """
        process [DIR...] [--repeat K] [--instructions]
          Copies the .swift files and storyboards under the DIRs to a temporary folder and runs the behavior-lint
          executable built beside this tool (swift build -c release) over it, one process per run,
          K times each (default \(ProcessBenchCommand.defaultPasses)): `cat` of the files, lint without a cache at
          the default jobs and at --jobs 1 (these three in turn within each pass), with a warm
          cache, and with the cache after one file changed. Prints medians, ratios to cat, the
          scaling of the cores, the peak memory the OS reports and whether the output after
          reverting the edit is the one before it.
          --instructions adds the instructions a run without a cache and a run after one edit
          execute at --jobs 1, counted by valgrind (which must be on PATH): unlike seconds, they do
          not change with the load of the machine, so they show what a change to the code did.

        """

    private static let fixDetails = """
        fix [DIR...] [--repeat K]
          Plans every fix over the files in memory, K times (default \(FixBenchCommand.defaultPasses)), as
          `behavior-lint fix --dry-run` does: lint, proposals, selection of non-overlapping edits,
          applying them, verification (re-scanning and re-linting the result) and further passes
          until nothing more applies. Nothing is written. Reading the files is not timed. Reports
          the fastest run. Without DIR, it uses the default corpus (see tokenize).

        """

    private static let lintDetails = """
        lint [DIR...] [--repeat K] [--cache]
          Runs the whole of `behavior-lint lint` but the output, K times (default \(LintBenchCommand.defaultPasses)), on
          every core, with all rules at their defaults and no cache: file discovery, reading every
          file from disk, tokenizing and scanning, the project index and every rule. Reports the
          fastest run. With --cache, each cold run (empty cache, which it fills) is followed by a
          warm run (every file cached) and both are reported. Without DIR, it uses the default
          corpus (see tokenize).

        """

    private static let generateCorpusDetails = """
        generate-corpus DIR [--lines N] [--seed S]
          Writes about N lines of Swift (default \(CorpusSettings.defaultLines)) into DIR, in files of 150-600
          lines laid out like an iOS app (Features/Home/..., Core/Networking/..., Tests/...):
          UIViewController screens whose lifecycle overrides repeat the usual chores (navigation
          bar, analytics, tint colors, keyboard observers), a shared AppBaseViewController, views,
          cells, view models, Codable models, networking with closures, generics and async/await,
          SwiftUI views, utilities and XCTest cases. The code parses as Swift but does not
          type-check. A SplitMix64 stream seeded with S (decimal or 0x-hex, default \(CorpusSettings.defaultSeed)) makes
          every choice, so the same N and S always give the same bytes.
          DIR is created if needed. It must be empty, or hold a corpus written earlier by this
          command (it has a \(CorpusSettings.markerName) file), which is then replaced.

        """

    private static let tokenizeDetails = """
        tokenize [DIR...] [--repeat K]
          Collects every .swift file under the DIRs (recursively, sorted, hidden folders skipped;
          .swift files may also be named directly) and reads them all into memory. It then tokenizes
          every file with Lexer.tokenize on one thread, K times (default \(TokenizeCommand.defaultPasses)), and reports
          the fastest pass; reading is not timed. MB means 1,000,000 bytes.
          Without DIR, it uses the default corpus in \(CorpusSettings.defaultCorpusPath) under the current
          folder (\(CorpusSettings.defaultLines) lines, seed \(CorpusSettings.defaultSeed)), generating it first if it is missing
          or was written with other settings.

        """

    /// Prints `error` the way this tool reports failures and returns its exit status.
    static func report(_ error: Error) -> Int32 {
        switch error {
        case let error as UsageError:
            printError(error.message + "\nRun '\(tool) --help' for usage.")
            return 2
        case let error as RunError:
            printError(error.message)
            return 1
        default:
            printError("\(error)")
            return 1
        }
    }

    static func printError(_ message: String) {
        FileHandle.standardError.write(Data("\(tool): error: \(message)\n".utf8))
    }

    /// Progress notes go to standard error so standard output stays the benchmark's numbers.
    static func note(_ message: String) {
        FileHandle.standardError.write(Data("\(tool): \(message)\n".utf8))
    }
}
