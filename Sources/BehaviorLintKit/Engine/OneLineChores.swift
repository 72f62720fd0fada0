/// A host's chore of one line stays in the host when the override it is in stays:
/// `viewDidLoad()` always does (it takes the attach call), so a behavior would only swap the line
/// for one attach entry and a hidden child; any other override does when it keeps a statement no
/// fixable finding moves (other than its `super` call), so a behavior would only cut the line out of
/// it. Fix never moves such a chore; lint says so and does not call it fixable, rather than promise
/// a fix that fix refuses. Chores of more lines are left to fix, which knows whether other screens
/// repeat them word for word.
///
/// The chores are grouped as fix groups them (by host, rule and group), from the findings fix
/// reads: suppressions applied and one finding per statement.
enum OneLineChores {
    static func leftInPlace(_ findings: [Finding], project: ProjectIndex, attachMethod: String) -> [Finding] {
        var lineCounts: [GroupKey: Int] = [:]
        var placeOf: [GroupKey: Chore.Place] = [:]
        var moving: Set<Chore.Place> = []
        for finding in findings {
            guard let key = GroupKey(finding) else { continue }
            lineCounts[key, default: 0] += finding.endLocation.line - finding.location.line + 1
            placeOf[key] = finding.chore!.place
            moving.insert(finding.chore!.place)
        }
        var reasons: [GroupKey: String] = [:]
        for (key, lines) in lineCounts where lines == 1 {
            let place = placeOf[key]!
            guard
                let override = project.lifecycleOverrides(ofClass: key.hostClass).first(where: {
                    $0.function == place.function && project.files[$0.file].path == place.path
                })
            else { continue }
            if override.hook == .viewDidLoad {
                reasons[key] =
                    "on its own, a behavior would only swap one line of viewDidLoad() for one \(attachMethod)(_:) "
                    + "entry and a hidden child"
                continue
            }
            let statements = project.function(override).statements
            let keepsOtherCode = statements.indices.contains { index in
                !statements[index].isSuperCall
                    && !moving.contains(Chore.Place(path: place.path, function: place.function, statement: index))
            }
            if keepsOtherCode {
                reasons[key] =
                    "\(project.function(override).signature) keeps other code and stays, so a behavior would only "
                    + "cut this one line out of it"
            }
        }
        guard !reasons.isEmpty else { return findings }
        return findings.map { finding in
            guard let key = GroupKey(finding), let reason = reasons[key] else { return finding }
            var kept = finding
            kept.fixable = false
            kept.message += "; fix leaves this one in place: " + reason
            return kept
        }
    }

    /// The chore a fixable finding belongs to in its host.
    private struct GroupKey: Hashable {
        var hostClass: String
        var ruleID: String
        var group: String

        init?(_ finding: Finding) {
            guard finding.fixable, let chore = finding.chore, let hostClass = finding.hostClass else { return nil }
            self.hostClass = hostClass
            ruleID = finding.ruleID
            group = chore.groupKey
        }
    }
}
