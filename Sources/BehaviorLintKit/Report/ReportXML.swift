/// Escaping for the XML reporters (Checkstyle, JUnit).
enum ReportXML {
    static let declaration = #"<?xml version="1.0" encoding="utf-8"?>"#

    /// Escapes `& < > " '` everywhere (as SwiftFormat's `escapeXML` does). In attribute values,
    /// tab, line feed and carriage return become character references so that parsers keep them
    /// (attribute-value normalization would turn them into spaces); in text, carriage return does
    /// (line-end normalization would drop it). Characters XML 1.0 forbids even as references
    /// (C0 controls other than tab, LF and CR; U+FFFE, U+FFFF) become U+FFFD.
    static func escape(_ text: String, attribute: Bool = true) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\r": out += "&#13;"
            case "\n": out += attribute ? "&#10;" : "\n"
            case "\t": out += attribute ? "&#9;" : "\t"
            case "\u{0}"..<"\u{20}", "\u{FFFE}", "\u{FFFF}": out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
