import SwiftLexer

/// The soundness check fix runs on its own output before anything is written: the text still
/// tokenizes to balanced brackets, has no new stray bytes, and declares the same types.
enum StructureCheck {
    /// Why `after` is not a sound rewrite of `before` (nil for a new file), or nil when it is.
    /// `removing` lists declarations the rewrite deletes on purpose (`extension A`).
    static func problem(before: [UInt8]?, after: [UInt8], removing: [String] = []) -> String? {
        let new = Shape(after)
        let old = before.map(Shape.init)
        if new.unbalanced > (old?.unbalanced ?? 0) { return "its brackets would not balance" }
        if new.unknownTokens > (old?.unknownTokens ?? 0) { return "it would contain bytes Swift does not accept" }
        if var expected = old?.types {
            for removed in removing {
                if let index = expected.firstIndex(of: removed) { expected.remove(at: index) }
            }
            if expected != new.types { return "its type declarations would change" }
        }
        return nil
    }

    private struct Shape {
        var unbalanced = 0
        var unknownTokens = 0
        /// `class Name`, `struct Name`, … in order.
        var types: [String] = []

        init(_ bytes: [UInt8]) {
            let tokens = Lexer.tokenize(bytes)
            var stack: [UInt8] = []
            var previousWord = ""
            for index in 0..<tokens.count {
                let kind = tokens.kind(index)
                let range = tokens.range(index)
                if kind == .unknown { unknownTokens += 1 }
                if kind == .punctuation && range.count == 1 {
                    let byte = bytes[range.lowerBound]
                    switch byte {
                    case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): stack.append(byte)
                    case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                        let opener: UInt8 =
                            byte == UInt8(ascii: ")")
                            ? UInt8(ascii: "(") : byte == UInt8(ascii: "]") ? UInt8(ascii: "[") : UInt8(ascii: "{")
                        if stack.last == opener { stack.removeLast() } else { unbalanced += 1 }
                    default: break
                    }
                }
                guard kind == .identifier || kind == .keyword else { continue }
                let word = String(decoding: bytes[range], as: UTF8.self)
                if ["class", "struct", "enum", "protocol", "extension", "actor"].contains(previousWord)
                    && kind == .identifier
                {
                    types.append(previousWord + " " + word)
                }
                previousWord = word
            }
            unbalanced += stack.count
        }
    }
}
