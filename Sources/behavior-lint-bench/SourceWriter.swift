/// Accumulates one generated file line by line.
///
/// It owns indentation and brace depth, so templates never count spaces, blocks always close,
/// and multi-line string bodies automatically share their closing delimiter's indentation (which
/// Swift requires).
struct SourceWriter {
    private(set) var text = ""
    private(set) var lineCount = 0
    private(set) var depth = 0
    private let unit: String
    private var indents: [String] = [""]
    /// Whether the last line was blank or opened a block, where a blank line would look odd.
    private var atBlockBoundary = true

    init(indentUnit: String) {
        unit = indentUnit
        text.reserveCapacity(24_000)
    }

    private mutating func indent() -> String {
        while indents.count <= depth { indents.append(indents[indents.count - 1] + unit) }
        return indents[depth]
    }

    mutating func line(_ content: String) {
        if content.isEmpty {
            text += "\n"
        } else {
            text += indent()
            text += content
            text += "\n"
        }
        lineCount += 1
        atBlockBoundary = content.isEmpty
    }

    /// A separating blank line, unless one would be doubled or follow an opening brace.
    mutating func blank() {
        guard !atBlockBoundary else { return }
        line("")
    }

    /// Opens a block. A header that already ends in `{` or in a closure's `in` is written as is.
    mutating func open(_ header: String) {
        line(header.hasSuffix("{") || header.hasSuffix(" in") ? header : header + " {")
        depth += 1
        atBlockBoundary = true
    }

    mutating func close(_ trailer: String = "") {
        precondition(depth > 0, "unbalanced close")
        depth -= 1
        line("}" + trailer)
    }

    /// For `case` labels and `#if` bodies, which sit one level out from the code they govern.
    mutating func outdented(_ content: String) {
        depth -= 1
        line(content)
        depth += 1
        atBlockBoundary = true
    }

    mutating func indentIn() { depth += 1 }
    mutating func indentOut() { depth -= 1 }
}
