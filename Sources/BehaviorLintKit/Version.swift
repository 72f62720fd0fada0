/// The tool's version, reported by `--version`, in SARIF output and in cache keys.
public enum ToolVersion {
    public static let current = "0.1.0"
}
