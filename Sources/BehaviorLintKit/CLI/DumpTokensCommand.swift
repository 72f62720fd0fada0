import SwiftLexer

/// `behavior-lint dump-tokens FILE…`: the tokenizer's debugging view, one JSON object per token.
enum DumpTokensCommand: Command {
    static let name = "dump-tokens"
    static let summary = "Print the tokens of Swift files as JSON lines (tokenizer debugging view)."
    static let help = """
        USAGE: behavior-lint dump-tokens FILE...

        Prints one JSON object per token and line, trivia included, so that the token texts of a file
        concatenate back to the file byte for byte:

          {"file":"A.swift","kind":"identifier","start":120,"end":127,"line":5,"col":9,"text":"viewDid"}

        start and end are byte offsets (end exclusive); line and col are 1-based, col counted in UTF-8
        bytes from the start of the line, as the Swift compiler counts. kind is one of: identifier,
        keyword, integer, float, string, regex, operator, punctuation, pound, comment, whitespace,
        newline, unknown. Bytes that are not valid UTF-8 appear as U+FFFD in "text"; the offsets stay
        exact.

        A file that cannot be read is reported on standard error; the other files are still dumped
        and the exit status is 2.

        EXAMPLE:
          behavior-lint dump-tokens Sources/App/HomeViewController.swift | grep '"kind":"regex"'

        """

    static func run(_ arguments: [String], console: Console) -> Int32 {
        if wantsHelp(arguments) {
            console.out.write(help)
            return ExitCode.success
        }
        var files: [String] = []
        var onlyFiles = false
        for argument in arguments {
            if !onlyFiles && argument == "--" {
                onlyFiles = true
            } else if !onlyFiles && argument.hasPrefix("-") && argument != "-" {
                return usageError("unknown option '\(argument)'", console: console)
            } else {
                files.append(argument)
            }
        }
        guard !files.isEmpty else {
            return usageError("no files given", console: console)
        }
        var status = ExitCode.success
        for path in files {
            switch SourceReader.read(path: path) {
            case .success(let bytes):
                dump(bytes, path: path, to: console.out)
            case .failure(let error):
                console.err.write("behavior-lint: error: \(error)\n")
                status = ExitCode.usage
            }
        }
        return status
    }

    static func dump(_ bytes: [UInt8], path: String, to output: TextOutput) {
        bytes.withUnsafeBufferPointer { buffer in
            let tokens = Lexer.tokenize(buffer)
            let lines = LineTable(buffer)
            var prefix: [UInt8] = Array("{\"file\":".utf8)
            JSONText.appendString(path, to: &prefix)
            prefix.append(contentsOf: Array(",\"kind\":\"".utf8))
            var line = 0
            var out: [UInt8] = []
            out.reserveCapacity(1 << 16)
            for index in 0..<tokens.count {
                let start = tokens.start(index)
                let end = tokens.end(index)
                while line + 1 < lines.lineStarts.count && lines.lineStarts[line + 1] <= start { line += 1 }
                out.append(contentsOf: prefix)
                out.append(contentsOf: tokens.kind(index).name.utf8)
                out.append(contentsOf: Array("\",\"start\":".utf8))
                JSONText.appendInt(start, to: &out)
                out.append(contentsOf: Array(",\"end\":".utf8))
                JSONText.appendInt(end, to: &out)
                out.append(contentsOf: Array(",\"line\":".utf8))
                JSONText.appendInt(line + 1, to: &out)
                out.append(contentsOf: Array(",\"col\":".utf8))
                JSONText.appendInt(start - lines.lineStarts[line] + 1, to: &out)
                out.append(contentsOf: Array(",\"text\":".utf8))
                JSONText.appendString(UnsafeBufferPointer(rebasing: buffer[start..<end]), to: &out)
                out.append(contentsOf: Array("}\n".utf8))
                if out.count >= 1 << 16 {
                    output.write(bytes: out)
                    out.removeAll(keepingCapacity: true)
                }
            }
            output.write(bytes: out)
        }
    }
}
