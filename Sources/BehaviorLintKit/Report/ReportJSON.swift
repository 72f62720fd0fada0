/// A JSON value with object keys in a fixed order, printed the same way every time: two-space
/// indentation, `"key": value`, `[]`/`{}` when empty, strings as `JSONText` writes them
/// (UTF-8, not ASCII-escaped, `/` not escaped).
enum ReportJSON {
    case string(String)
    case int(Int)
    case bool(Bool)
    case null
    case array([ReportJSON])
    case object([(String, ReportJSON)])

    static func optional(_ value: String?) -> ReportJSON {
        value.map { .string($0) } ?? .null
    }

    /// The document, pretty-printed, with a final line break.
    func rendered() -> String {
        var out: [UInt8] = []
        write(to: &out, indent: 0)
        out.append(0x0A)
        return String(decoding: out, as: UTF8.self)
    }

    private func write(to out: inout [UInt8], indent: Int) {
        switch self {
        case .string(let text): JSONText.appendString(text, to: &out)
        case .int(let value): JSONText.appendInt(value, to: &out)
        case .bool(let value): out.append(contentsOf: (value ? "true" : "false").utf8)
        case .null: out.append(contentsOf: "null".utf8)
        case .array(let items):
            guard !items.isEmpty else { return out.append(contentsOf: "[]".utf8) }
            out.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                Self.newline(&out, indent + 1)
                item.write(to: &out, indent: indent + 1)
            }
            Self.newline(&out, indent)
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            guard !members.isEmpty else { return out.append(contentsOf: "{}".utf8) }
            out.append(UInt8(ascii: "{"))
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                Self.newline(&out, indent + 1)
                JSONText.appendString(key, to: &out)
                out.append(contentsOf: ": ".utf8)
                value.write(to: &out, indent: indent + 1)
            }
            Self.newline(&out, indent)
            out.append(UInt8(ascii: "}"))
        }
    }

    private static func newline(_ out: inout [UInt8], _ indent: Int) {
        out.append(0x0A)
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent * 2))
    }
}
