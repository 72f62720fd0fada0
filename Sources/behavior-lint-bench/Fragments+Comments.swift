/// Comment fragments: line, doc, block and nested block comments, MARK sections and file
/// headers. Comments make up a good share of real code, and nested block comments are a classic
/// lexer trap.
extension CodeGen {
    mutating func emitComment() {
        switch below(12) {
        case 0, 1: line("// \(Self.upperFirst(pick(Vocabulary.reasons))).")
        case 2: line("// \(pick(Vocabulary.todoNotes))")
        case 3:
            line("// \(Self.upperFirst(pick(Vocabulary.reasons))), so")
            line(
                "// \(pick(Vocabulary.verbs)) the \(Self.lowerFirst(entity)) \(pick(["before", "after"])) \(pick(["layout", "the first frame", "the network call", "saving"]))."
            )
        case 4: line("/* \(pick(Vocabulary.todoNotes)) */")
        case 5:
            line(
                "/* outer /* nested \(pick(["comment", "note", "block"])) */ still a comment: \(pick(Vocabulary.reasons)) */"
            )
        case 6:
            line("/*")
            line(" * \(Self.upperFirst(pick(Vocabulary.reasons))).")
            line(" * Keep `\(pick(Vocabulary.uiParts))` and `\(pick(Vocabulary.flags))` in sync.")
            line(" */")
        case 7:
            line("/*")
            line("let disabled = \(valueExpr())")
            line("/* \(pick(Vocabulary.todoNotes)) */")
            line("\(pick(Vocabulary.verbs))\(entity)()")
            line("*/")
        case 8:
            line(
                "// swiftlint:disable:next \(pick(["force_unwrapping", "line_length", "cyclomatic_complexity", "function_body_length"]))"
            )
        case 9: line("//\(pick(["", " "]))\(pick(Vocabulary.unicodeWords)) \(pick(Vocabulary.sentences))")
        case 10: line("// https://github.com/example/\(Self.snakeCase(spec.project))/issues/\(int(100 ... 9_999))")
        default: line("// \(pick(["Note", "Important", "Why"])): \(pick(Vocabulary.reasons)).")
        }
    }

    /// A documentation comment in one of the two doc styles.
    mutating func emitDocComment(
        _ summary: String, parameters: [String] = [], returns: String? = nil, throwsToo: Bool = false
    ) {
        if chance(85) {
            line("/// \(summary)")
            if !parameters.isEmpty || returns != nil || chance(25) {
                line("///")
                if chance(30) {
                    line("/// \(Self.upperFirst(pick(Vocabulary.reasons))).")
                    line("///")
                }
            }
            if parameters.count == 1 {
                line(
                    "/// - Parameter \(parameters[0]): The \(Self.lowerFirst(entity)) \(pick(["to show", "to use", "being edited", "that changed"]))."
                )
            } else if parameters.count > 1 {
                line("/// - Parameters:")
                for parameter in parameters {
                    line(
                        "///   - \(parameter): \(pick(["The value to apply.", "Used for analytics.", "Defaults to the current user.", "Ignored on iPad."]))"
                    )
                }
            }
            if let returns { line("/// - Returns: \(returns)") }
            if throwsToo {
                line(
                    "/// - Throws: `\(entity)Error` when \(pick(["the server rejects the request", "decoding fails", "the user is signed out"]))."
                )
            }
        } else {
            line("/**")
            line(" \(summary)")
            if !parameters.isEmpty {
                line("")
                for parameter in parameters {
                    line(" - parameter \(parameter): \(pick(["The input.", "Optional.", "See `\(typeName)`."]))")
                }
            }
            if let returns { line(" - returns: \(returns)") }
            line(" */")
        }
    }

    mutating func emitMark(_ title: String) {
        blank()
        line(chance(80) ? "// MARK: - \(title)" : "// MARK: \(title)")
        blank()
    }

    /// The Xcode file header most iOS projects carry.
    mutating func emitFileHeader() {
        let fileName = String(spec.path.split(separator: "/").last ?? "File.swift")
        switch below(5) {
        case 0:
            break
        case 1:
            line("// Copyright © \(int(2016 ... 2025)) \(spec.project) Inc. All rights reserved.")
            line("")
        default:
            line("//")
            line("//  \(fileName)")
            line("//  \(spec.project)")
            line("//")
            line("//  Created by \(pick(Vocabulary.people)) on \(int(1 ... 12))/\(int(1 ... 28))/\(int(16 ... 25)).")
            if chance(70) { line("//  Copyright © 20\(int(16 ... 25)) \(spec.project) Inc. All rights reserved.") }
            line("//")
            line("")
        }
    }

    mutating func emitImports(_ primary: [String]) {
        var modules = primary
        for module in pickSome(Vocabulary.imports, count: int(0...2)) where !modules.contains(module) {
            modules.append(module)
        }
        for module in modules { line("import \(module)") }
        if chance(10) {
            line("#if canImport(SwiftUI)")
            line("import SwiftUI")
            line("#endif")
        }
        line("")
    }

    /// "apply" → "applies", "fetch" → "fetches": doc summaries are in the third person.
    static func thirdPerson(_ verb: String) -> String {
        if verb.hasSuffix("y"), let before = verb.dropLast().last, !"aeiou".contains(before) {
            return verb.dropLast() + "ies"
        }
        if verb.hasSuffix("s") || verb.hasSuffix("sh") || verb.hasSuffix("ch") || verb.hasSuffix("x") {
            return verb + "es"
        }
        return verb + "s"
    }

    /// A one-line summary for a documentation comment.
    mutating func docSummary(_ verb: String, _ object: String) -> String {
        switch below(5) {
        case 0: return "\(Self.upperFirst(Self.thirdPerson(verb))) the \(object)."
        case 1: return "\(Self.upperFirst(Self.thirdPerson(verb))) the \(object) and updates the UI."
        case 2: return "Called when the \(object) changes; \(pick(Vocabulary.reasons))."
        case 3: return "\(Self.upperFirst(Self.thirdPerson(verb))) the \(object) `\(typeName)` shows."
        default: return "Use this to \(verb) the \(object) from outside the \(feature) flow."
        }
    }
}
