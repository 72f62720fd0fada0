/// The frame of the HTML report: the document head with its inline style, the closing inline
/// script that sorts tables, and escaping. Nothing in it loads anything from elsewhere.
struct HTMLPage {
    private(set) var text = ""

    /// `& < > " '` as references, so names and code from the project are never markup.
    static func escape(_ value: String) -> String {
        ReportXML.escape(value, attribute: false)
    }

    mutating func raw(_ html: String) {
        text += html
    }

    mutating func open(title: String) {
        text +=
            "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
            + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
            + "<title>\(Self.escape(title))</title>\n<style>\n\(Self.style)</style>\n</head>\n<body>\n"
    }

    mutating func close() {
        text += "<script>\n\(Self.script)</script>\n</body>\n</html>\n"
    }

    private static let style = """
        body { font: 14px/1.45 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; color: #1d1d1f;
               margin: 0 auto; max-width: 1200px; padding: 0 24px 48px; }
        h1 { margin: 24px 0 0; font-size: 26px; } h2 { margin-top: 36px; border-bottom: 1px solid #ddd; }
        h3 small, td small, li small { color: #6e6e73; font-weight: normal; }
        td small { display: block; }
        .sub, .hint, .legend { color: #6e6e73; }
        .totals { display: flex; flex-wrap: wrap; gap: 12px; margin: 16px 0; }
        .card { background: #f5f5f7; border-radius: 8px; padding: 10px 16px; min-width: 120px; }
        .card b { display: block; font-size: 24px; } .card span { color: #6e6e73; }
        nav { position: sticky; top: 0; background: #fff; padding: 8px 0; border-bottom: 1px solid #eee; }
        nav a { margin-right: 16px; }
        table { border-collapse: collapse; } th, td { border: 1px solid #e5e5ea; padding: 4px 8px; text-align: left;
               vertical-align: top; }
        thead th { background: #f5f5f7; position: sticky; top: 37px; }
        th[data-sort] { cursor: pointer; } th[data-sort]::after { content: " \\2195"; color: #aaa; }
        tfoot th { background: #fafafa; }
        td.fix, .legend .fix { background: #e3f5e1; } td.stay, .legend .stay { background: #fdf0d5; }
        td.part, .legend .part { background: linear-gradient(135deg, #e3f5e1 50%, #fdf0d5 50%); }
        .legend span { padding: 2px 8px; border-radius: 4px; }
        article { border: 1px solid #e5e5ea; border-radius: 8px; padding: 4px 16px; margin: 12px 0; }
        .unmoved li { color: #6e4b00; } .problem { color: #b00020; }
        .tree, .tree ul { list-style: none; padding-left: 20px; } .tree li { margin: 4px 0; }
        .chores { color: #6e6e73; }
        details { margin: 8px 0; } summary { font-weight: 600; cursor: pointer; }
        ol li { margin: 8px 0; } ol li p { margin: 2px 0; }
        .where { font-family: ui-monospace, Menlo, monospace; color: #6e6e73; }
        .error .where { color: #b00020; }
        .badge { background: #e3f5e1; border-radius: 4px; padding: 0 6px; font-size: 12px; }
        pre { background: #f5f5f7; padding: 6px 10px; border-radius: 6px; overflow-x: auto; margin: 4px 0; }
        code, pre { font-family: ui-monospace, Menlo, monospace; font-size: 12.5px; }

        """

    /// Sorts a table's rows by the clicked column (`data-sort="t"` text, `"n"` number of the
    /// cells' `data-v`); a second click reverses.
    private static let script = """
        document.querySelectorAll("table.sortable th[data-sort]").forEach(function (th) {
          th.addEventListener("click", function () {
            var body = th.closest("table").tBodies[0], column = th.cellIndex, numeric = th.dataset.sort === "n";
            var direction = th.dataset.direction === "down" ? -1 : 1;
            th.dataset.direction = direction === 1 ? "down" : "up";
            Array.from(body.rows).sort(function (a, b) {
              var x = a.cells[column].dataset.v, y = b.cells[column].dataset.v;
              return (numeric ? y - x : x.localeCompare(y)) * direction;
            }).forEach(function (row) { body.appendChild(row); });
          });
        });

        """
}
