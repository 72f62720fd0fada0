/// What a fix may change and how it lints: only the findings the same lint would report (after a
/// baseline, a diff base or changed lines narrowed them; a concern with all its copies), with
/// `jobs` files scanned at once.
public struct FixScope {
    /// Files scanned at once (`--jobs`).
    public var jobs: Int
    /// The findings a lint reports of those the rules found, in report form (a concern once).
    public var reported: ([Finding]) -> [Finding]

    public init(jobs: Int = Parallel.defaultJobs, reported: @escaping ([Finding]) -> [Finding] = { $0 }) {
        self.jobs = jobs
        self.reported = reported
    }

    /// Every finding the rules find, as many files at once as there are cores.
    public static var everything: FixScope { FixScope() }
}
