/// What a scan looks for beyond what every rule reads. Some parts of a summary are read by few
/// rules and cost a pass of their own, so a run asks only for those its enabled rules read
/// (`LintEngine.scanOptions(for:)`).
public struct ScanOptions: Sendable {
    /// Whether `FileSummary.plusChains` is filled; otherwise it stays empty.
    public var findsPlusChains: Bool

    public init(findsPlusChains: Bool) {
        self.findsPlusChains = findsPlusChains
    }

    /// Everything a scan can find.
    public static let everything = ScanOptions(findsPlusChains: true)

    /// Whether a summary scanned with these options holds all that one scanned with `needed` would.
    func covers(_ needed: ScanOptions) -> Bool {
        findsPlusChains || !needed.findsPlusChains
    }
}
