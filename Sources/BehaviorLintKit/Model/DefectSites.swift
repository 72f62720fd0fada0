/// Where the defect rules reported, statement by statement: the rule at each finding's start.
/// Opportunity rules read it once the defect rules have run, so a concern can say which of its
/// copies carry a defect — and count copies too short to be worth a behavior on their own when the
/// same code brings its bug into each screen: one home fixes it once.
public struct DefectSites: Sendable {
    private struct Site: Hashable {
        var path: String
        var location: SourceLocation
    }

    private var ruleAt: [Site: String] = [:]

    /// No defects known (a run without defect rules).
    public init() {}

    /// The sites of `findings`, each a defect rule's.
    public init(_ findings: [Finding]) {
        for finding in findings {
            let site = Site(path: finding.path, location: finding.location)
            if ruleAt[site] == nil { ruleAt[site] = finding.ruleID }
        }
    }

    /// The id of the defect rule that reported the statement starting at `location` of `path`.
    public func rule(at path: String, _ location: SourceLocation) -> String? {
        ruleAt[Site(path: path, location: location)]
    }
}
