import Foundation

// Dispatch only: each command parses its own options, so its help and its errors live together.
let arguments = Array(CommandLine.arguments.dropFirst())
let status: Int32

switch arguments.first {
case nil, "--help", "-h", "help":
    print(Usage.overview, terminator: "")
    status = 0
case "generate-corpus":
    status = GenerateCorpusCommand.run(Array(arguments.dropFirst()))
case "tokenize":
    status = TokenizeCommand.run(Array(arguments.dropFirst()))
case "lint":
    status = LintBenchCommand.run(Array(arguments.dropFirst()))
case "fix":
    status = FixBenchCommand.run(Array(arguments.dropFirst()))
case "process":
    status = ProcessBenchCommand.run(Array(arguments.dropFirst()))
case let other?:
    status = Usage.report(
        UsageError("unknown command '\(other)' (commands: generate-corpus, tokenize, lint, fix, process)"))
}

exit(status)
