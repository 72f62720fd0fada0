/// Where the defect rules reported, statement by statement: the rule at each finding's start.
/// Opportunity rules read it once the defect rules have run, so a concern can say which of its
/// copies carry a defect — and count copies too short to be worth a behavior on their own when the
/// same code brings its bug into each screen and one home fixes it once.
public struct DefectSites: Sendable {
    private struct Site: Hashable {
        var path: String
        var location: SourceLocation
    }

    private var ruleAt: [Site: String] = [:]
    /// Sites of a defect one home for the concern's copies fixes (`RuleDescriptor.oneHomeFixesDefect`).
    private var fixedByOneHome: Set<Site> = []

    /// No defects known (a run without defect rules).
    public init() {}

    /// The sites of `findings`, each a defect rule's; those of the rules `oneHomeFixes` names are
    /// defects one home for a concern fixes.
    public init(_ findings: [Finding], oneHomeFixes: Set<String> = []) {
        for finding in findings {
            let site = Site(path: finding.path, location: finding.location)
            if ruleAt[site] == nil { ruleAt[site] = finding.ruleID }
            if oneHomeFixes.contains(finding.ruleID) { fixedByOneHome.insert(site) }
        }
    }

    /// The id of the defect rule that reported the statement starting at `location` of `path`.
    public func rule(at path: String, _ location: SourceLocation) -> String? {
        ruleAt[Site(path: path, location: location)]
    }

    /// Whether a defect one home for the concern fixes was reported at the statement starting at
    /// `location` of `path` (a change never undone, which a behavior pairs with its undo).
    public func isFixedByOneHome(at path: String, _ location: SourceLocation) -> Bool {
        fixedByOneHome.contains(Site(path: path, location: location))
    }
}
