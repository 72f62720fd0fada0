/// How a rule speaks of one of its concerns in the finding's message.
public struct ConcernWording: Codable, Hashable, Sendable {
    /// What the screens do, completing "4 screens …": "hide the navigation bar".
    public var action: String
    /// What would replace the copies: "one HideNavigationBarBehavior".
    public var remedy: String

    public init(action: String, remedy: String) {
        self.action = action
        self.remedy = remedy
    }
}

/// Turns the chore sightings of an opportunity rule into its findings: one per concern that at
/// least `minimumScreens` screens repeat, as many of them in copies worth moving (a team that sets
/// `min-screens = 1` hears of every screen's chore). The finding
/// stands at the first copy, with a note at every other statement (SARIF's related locations),
/// and carries every copy for fix; its fingerprint is the rule's and the concern's, so that it
/// survives a copy added or removed.
enum ConcernFindings {
    static func findings<R: Rule>(
        _ rule: R.Type, sightings: [ChoreSighting], minimumScreens: Int, context: RuleContext,
        wording: (RepeatedConcern) -> ConcernWording
    ) -> [Finding] {
        let minimum = max(1, minimumScreens)
        // A test target's view controllers are stubs and fixtures, not screens of the app.
        let screens = sightings.filter { !TestFolders.contains(file: $0.finding.path) }
        return RepeatedConcern.grouped(screens).compactMap { concern in
            guard concern.screenCount >= minimum,
                concern.copies.filter({ concern.isWorthMoving($0, project: context.project) }).count >= minimum
            else { return nil }
            return finding(rule, concern, wording: wording(concern), context: context)
        }
    }

    private static func finding<R: Rule>(
        _ rule: R.Type, _ concern: RepeatedConcern, wording: ConcernWording, context: RuleContext
    ) -> Finding {
        var finding = concern.copies[0].sightings[0].finding
        finding.fixable = concern.sightings.contains { $0.finding.fixable }
        finding.copies = concern.sightings.map { sighting in
            let statement = sighting.finding
            return Finding.Copy(
                path: statement.path, location: statement.location, endLocation: statement.endLocation,
                hostClass: sighting.hostClass, hook: statement.hook,
                signature: context.project.function(sighting.override).signature, condition: statement.condition,
                chore: statement.chore, fixable: statement.fixable, keptReason: sighting.obstacle,
                message: statement.message + (sighting.obstacle.map { ", but \($0)" } ?? ""),
                fingerprint: statement.fingerprint)
        }
        finding = finding.anchored(at: 0)
        finding.concern = wording
        finding.message = ConcernMessage(context.project).render(finding)
        finding.fingerprint = Fingerprint.make([R.descriptor.id, "concern", concern.key])
        return finding
    }
}
