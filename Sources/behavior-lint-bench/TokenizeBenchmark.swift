import Dispatch
import SwiftLexer

/// Times `Lexer.tokenize` alone over files already in memory, on the calling thread.
///
/// Each pass tokenizes every file once; the fastest pass is reported because slower ones measure
/// interference (page faults on first touch, other processes), not the lexer. The token counts
/// are summed and returned so the optimizer cannot discard the work, and compared across passes
/// because a lexer that answers differently for the same bytes is broken.
struct TokenizeBenchmark {
    /// The fastest pass and what every pass produced.
    struct Result {
        var passes: Int
        var bestNanoseconds: UInt64
        var tokensPerPass: Int
    }

    let files: [[UInt8]]

    func run(passes: Int) -> Result {
        var best = UInt64.max
        var tokensPerPass = -1
        for _ in 0..<passes {
            let start = DispatchTime.now().uptimeNanoseconds
            var tokens = 0
            for file in files {
                tokens &+= file.withUnsafeBufferPointer { Lexer.tokenize($0).count }
            }
            let elapsed = DispatchTime.now().uptimeNanoseconds - start
            best = min(best, elapsed)
            precondition(
                tokensPerPass < 0 || tokensPerPass == tokens,
                "Lexer.tokenize returned \(tokens) tokens, \(tokensPerPass) in an earlier pass")
            tokensPerPass = tokens
        }
        return Result(passes: passes, bestNanoseconds: max(best, 1), tokensPerPass: tokensPerPass)
    }
}

/// Size figures of the benchmarked files, measured before timing starts.
struct CorpusStatistics {
    var files = 0
    var bytes = 0
    var lines = 0

    init(_ contents: [[UInt8]]) {
        for bytes in contents {
            files += 1
            self.bytes += bytes.count
            lines += Self.lineCount(bytes)
        }
    }

    /// Lines as editors count them: a final line break does not start another line.
    static func lineCount(_ bytes: [UInt8]) -> Int {
        guard let last = bytes.last else { return 0 }
        let breaks = LineTable(bytes).lineCount - 1
        return last == 0x0A || last == 0x0D ? breaks : breaks + 1
    }
}
