/// Literal fragments: strings in every Swift flavor, numbers in every base and notation, and
/// regex literals. These are the tokens a hand-written lexer most often gets wrong, so each form
/// is drawn often enough to be exercised on every run.
extension CodeGen {
    static let intLiterals = [
        "0", "1", "2", "3", "8", "16", "42", "100", "200", "404", "1_000", "1_000_000", "0x1F",
        "0xFF_FF", "0b1010", "0b1111_0000", "0o755", "65_536", "3600", "86_400", "0xDEAD_BEEF", "12",
        "20", "50", "0x7f", "1_024",
    ]

    static let floatLiterals = [
        "3.14", "0.25", "1e-3", "2.5e+10", "1E6", "0.5", "1.0", "44.0", "0x1p-2", "0x1.8p3",
        "1_000.5", "6.022e23", "0.000_1", "9.81", "0.3", "16.0", "0.75", "2.0", "1.5e-4", "0.0",
    ]

    static let bareRegexes = [
        #"/[a-z]+/"#, #"/\d{3}-\d{4}/"#, #"/^[A-Z][a-z]+$/"#, #"/(\w+)@(\w+)\.com/"#,
        #"/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}/"#, #"/\s+/"#, #"/#[0-9A-Fa-f]{6}/"#,
        #"/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/"#, #"/^\+?[0-9]{7,15}$/"#, #"/(?i)swift/"#,
        #"/\bTODO\b/"#, #"/[^a-zA-Z0-9]/"#, #"/v(\d+)\.(\d+)\.(\d+)/"#, #"/https?:\/\/[^\s]+/"#,
        #"/\$\d+(\.\d{2})?/"#, #"/[A-Z]{3}/"#, #"/\p{L}+/"#, #"/^\d+$/"#,
    ]

    static let extendedRegexes = [
        #"#/\d+(?:\.\d+)?/#"#, #"#/(?<year>\d{4})-(?<month>\d{2})-(?<day>\d{2})/#"#,
        #"#/[a-z]+ [a-z]+/#"#, #"#/^\/api\/v\d+\//#"#, #"#/ +/#"#, #"#/(?<key>\w+)=(?<value>[^&]*)/#"#,
    ]

    /// A short phrase that is safe inside any string literal.
    mutating func phrase() -> String {
        chance(12) ? pick(Vocabulary.unicodeWords) + " " + pick(Vocabulary.sentences) : pick(Vocabulary.sentences)
    }

    /// A value worth interpolating.
    mutating func interpolant() -> String {
        pick([
            "name", "title", "count", "id", "index", "total", "value", "user.name", "item.title",
            "\(entityVar).id", "\(entitiesVar).count", "error.localizedDescription", "page + 1",
            "date.formatted()", "indexPath.row", "amount", "response.statusCode", "self.title ?? \"\"",
        ])
    }

    mutating func stringLiteral() -> String {
        switch below(24) {
        case 0, 1, 2: return "\"\(phrase())\""
        case 3: return "\"\(pick(Vocabulary.sentences)), \\(\(interpolant()))!\""
        case 4: return "\"\\(\(interpolant())) \(Self.lowerFirst(Self.plural(entity)))\""
        case 5: return "\"\\(\(interpolant())) \\(\"#\\(\(interpolant()))\")\""
        case 6: return #""Total: \(String(format: "%.2f", total))""#
        case 7: return ##""\(tags.map { "#\($0)" }.joined(separator: " "))""##
        case 8: return #""Line one\nLine two\t\"quoted\" \\ done""#
        case 9: return "\"\\u{1F600} \(pick(Vocabulary.unicodeWords))\""
        case 10: return "\"\(pick(Vocabulary.unicodeWords))\""
        case 11: return ##"#"C:\Users\#(name)\Documents"#"##
        case 12: return ##"#"He said "\#(greeting)" twice"#"##
        case 13: return ###"##"Use "#" to start a raw string"##"###
        case 14: return "\"\""
        case 15: return #""\(value ?? "none")""#
        case 16: return #""\(isEnabled ? "on" : "off")""#
        case 17:
            return
                "\"https://api.example.com/v2/\(Self.snakeCase(Self.plural(entity)))/\\(id)?include=\\(fields.joined(separator: \",\"))\""
        case 18: return "\"It's \\(name)'s turn\""
        case 19: return ##"#"\d+ is not interpolated: \(x), this is: \#(count)"#"##
        case 20:
            return
                "\"\(Self.snakeCase(feature)).\(Self.snakeCase(entity)).\(pick(["title", "subtitle", "empty", "error", "cta"]))\""
        case 21: return #""\(String(describing: type(of: self)))""#
        case 22: return "\"\\(\(interpolant()), privacy: .public)\""
        default: return "\"\(pick(Vocabulary.sentences).uppercased())\""
        }
    }

    mutating func intLiteral() -> String { pick(Self.intLiterals) }

    mutating func floatLiteral() -> String { pick(Self.floatLiterals) }

    mutating func numberLiteral() -> String { chance(55) ? intLiteral() : floatLiteral() }

    /// A regex literal for a position after `=`, `(` or `:`, where Swift reads `/` as a regex.
    mutating func regexLiteral() -> String {
        chance(75) ? pick(Self.bareRegexes) : pick(Self.extendedRegexes)
    }

    /// `prefix` followed by a multi-line string (or an extended multi-line regex) literal.
    mutating func emitMultilineLiteral(_ prefix: String) {
        switch below(7) {
        case 0:
            line(prefix + "\"\"\"")
            line("Hello \\(name),")
            line("")
            line("Your \(entityVar) #\\(\(entityVar).id) is ready. \(phrase())")
            line("    — The \(spec.project) team")
            line("\"\"\"")
        case 1:
            line(prefix + "\"\"\"")
            line("{")
            line("    \"id\": \(int(1 ... 9999)),")
            line("    \"name\": \"\\(name)\",")
            line("    \"price\": \(floatLiteral().replacingOccurrences(of: "_", with: "")),")
            line("    \"tags\": [\"new\", \"\(Self.snakeCase(feature))\"],")
            line("    \"active\": true")
            line("}")
            line("\"\"\"")
        case 2:
            line(prefix + "\"\"\"")
            line("SELECT * FROM \(Self.snakeCase(Self.plural(entity)))")
            line("WHERE owner_id = ? \\")
            line("AND deleted_at IS NULL")
            line("ORDER BY updated_at DESC LIMIT \\(limit)")
            line("\"\"\"")
        case 3:
            line(prefix + "#\"\"\"")
            line(#"Paths look like C:\Users\name and patterns like \d+\.\d+"#)
            line(##"Only \#(value) is interpolated here; "quotes" need no escaping."##)
            line("\"\"\"#")
        case 4:
            line(prefix + "\"\"\"")
            line("query \(feature)\(entity)($id: ID!) {")
            line("  \(entityVar)(id: $id) {")
            line("    id")
            line("    \(pick(["title", "name", "status"]))")
            line("  }")
            line("}")
            line("\"\"\"")
        case 5:
            line(prefix + "#/")
            line("(?<key>[a-zA-Z_]+)   # the key")
            line(#"\s*=\s*"#)
            line("(?<value>[^;]+)      # everything up to a semicolon")
            line("/#")
        default:
            line(prefix + "\"\"\"")
            line("\(pick(Vocabulary.sentences)). \\(\"\"\"")
            line("nested \\(count)")
            line("\"\"\") done. \"Quotes\" and \"\"double\"\" quotes are fine.")
            line("\"\"\"")
        }
    }
}
