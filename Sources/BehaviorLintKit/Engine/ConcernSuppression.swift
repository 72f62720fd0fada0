/// Suppressions of a concern's finding work on its copies: a `behavior-lint:disable` comment at
/// any statement of one screen's copy leaves that screen out of the concern (the team keeps that
/// screen's code on purpose).
/// The finding moves to the first copy left, and goes when fewer screens are left than the rule's
/// `min-screens`.
enum ConcernSuppression {
    private static let marker = "concern-copy:"

    /// The fingerprint of the probe standing for copy `copy` of concern `concern`.
    static func probe(concern: Int, copy: Int) -> String {
        marker + String(concern) + ":" + String(copy)
    }

    /// `filtered` (findings and probes that survived the suppressions) with the probes replaced by
    /// the concerns they stand for, each keeping only its surviving copies.
    static func survivors(of concerns: [Finding], among filtered: [Finding], configuration: RuleConfiguration)
        -> [Finding]
    {
        guard !concerns.isEmpty else { return filtered }
        var kept = Array(repeating: Set<Int>(), count: concerns.count)
        var result: [Finding] = []
        for finding in filtered {
            guard finding.fingerprint.hasPrefix(marker) else {
                result.append(finding)
                continue
            }
            let parts = finding.fingerprint.dropFirst(marker.count).split(separator: ":").compactMap { Int($0) }
            if parts.count == 2 { kept[parts[0]].insert(parts[1]) }
        }
        for (index, concern) in concerns.enumerated() {
            let suppressedScreens = Set(
                concern.copies.indices.filter { !kept[index].contains($0) }.map { concern.copies[$0].hostClass })
            let copies = concern.copies.filter { !suppressedScreens.contains($0.hostClass) }
            guard Set(copies.map { $0.hostClass }).count >= minimumScreens(of: concern.ruleID, configuration) else {
                continue
            }
            guard copies.count < concern.copies.count else {
                result.append(concern)
                continue
            }
            var remaining = concern
            remaining.copies = copies
            result.append(remaining.anchored(at: 0))
        }
        return result
    }

    /// The rule's `min-screens` (at least one).
    private static func minimumScreens(of ruleID: String, _ configuration: RuleConfiguration) -> Int {
        guard let option = RuleRegistry.rule(id: ruleID)?.descriptor.options.first(where: { $0.name == "min-screens" }),
            let settings = configuration.settings(for: ruleID)
        else { return 1 }
        return max(1, settings.integer(option))
    }
}
