import Foundation

/// The benchmarks' result table: one `label  value` line per row, labels padded to one column.
enum ReportRows {
    static func render(_ rows: [(String, String)]) -> String {
        let width = max(10, (rows.map { $0.0.count }.max() ?? 0) + 2)
        return rows.map { $0.0.padding(toLength: width, withPad: " ", startingAt: 0) + $0.1 + "\n" }.joined()
    }
}
