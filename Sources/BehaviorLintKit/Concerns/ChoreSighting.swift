/// A statement a rule sees doing its chore in one screen, before copies across screens are
/// counted: what the rule would say of that statement alone (its place, host, hook, chore and
/// whether fix could move it: its verdict), and the concern it is a copy of.
struct ChoreSighting {
    /// The statement as a finding of its own, with the rule's verdict: why it cannot move, when it cannot.
    var finding: Finding
    /// The override the statement is in.
    var override: ProjectIndex.LifecycleOverride
    /// The statement's index in its override.
    var statement: Int
    /// Copies of one concern share it: what one behavior would be made for (the bar a pair hides,
    /// the tracker a screen view is sent to, a statement's shape).
    var concernKey: String
    /// Part of a block `RepeatedBlocks` joined across screens: the block's copies are one concern
    /// however many of a screen's own statements each holds around the shared ones.
    var inJoinedBlock = false

    var hostClass: String { override.className }
    var hook: LifecycleHook { override.hook }
    var lineCount: Int { finding.endLocation.line - finding.location.line + 1 }
}
