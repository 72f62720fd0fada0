import Foundation

/// The benchmarks' result table: one `label  value` line per row, labels padded to one column.
enum ReportRows {
    static func render(_ rows: [(String, String)]) -> String {
        rows.map { $0.0.padding(toLength: 10, withPad: " ", startingAt: 0) + $0.1 + "\n" }.joined()
    }
}
