import Foundation

/// The tool's version, reported by `--version`, in SARIF output and in cache keys.
public enum ToolVersion {
    public static let current = "0.1.0"

    /// The version and the running executable's size and modification time: what the caches
    /// record as their writer, so that a rebuilt tool (whose scan or rules may differ under the
    /// same version) never reads what another build wrote.
    public static let build: String = {
        let executable = Bundle.main.executablePath ?? CommandLine.arguments.first ?? ""
        let attributes = try? FileManager.default.attributesOfItem(atPath: executable)
        let size = (attributes?[.size] as? NSNumber)?.int64Value ?? 0
        let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(current) \(size) \(Int64(modified * 1000))"
    }()
}
