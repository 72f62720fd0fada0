/// The behaviors fix would generate, grouped by the chore they take over (their family, such as
/// `ScreenTrackingBehavior`), most repeated first: each family's generated types with their
/// parameters and hosts, and the hosts whose chore fix leaves, with the reason.
struct CandidateBehaviors {
    struct Variant {
        var name: String
        var parameters: [String]
        var attachments: [BehaviorAttachment]
    }

    struct Family {
        var name: String
        /// Most hosts first, then by name.
        var variants: [Variant]
        var unmoved: [RefactoringPlan.Unmoved]

        /// Screens that carry the chore, moved or not.
        var screenCount: Int {
            Set(variants.flatMap { $0.attachments.map { $0.host } } + unmoved.map { $0.host }).count
        }
    }

    /// Most screens first, then by name.
    var families: [Family]

    init(plan: RefactoringPlan) {
        var byFamily: [String: Family] = [:]
        for attachment in plan.attachments {
            var family = byFamily[attachment.family] ?? Family(name: attachment.family, variants: [], unmoved: [])
            if let index = family.variants.firstIndex(where: { $0.name == attachment.behavior }) {
                family.variants[index].attachments.append(attachment)
            } else {
                family.variants.append(
                    Variant(name: attachment.behavior, parameters: attachment.parameters, attachments: [attachment]))
            }
            byFamily[attachment.family] = family
        }
        for unmoved in plan.unmoved {
            byFamily[unmoved.family, default: Family(name: unmoved.family, variants: [], unmoved: [])].unmoved.append(
                unmoved)
        }
        families = byFamily.values.map { family in
            var family = family
            family.variants.sort { ($1.attachments.count, $0.name) < ($0.attachments.count, $1.name) }
            family.unmoved.sort { ($0.host, $0.reason) < ($1.host, $1.reason) }
            return family
        }.sorted { ($1.screenCount, $0.name) < ($0.screenCount, $1.name) }
    }
}
