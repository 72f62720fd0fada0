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
    /// What the statement holds when it calls a helper of the screen's own class that does the
    /// chore (`OwnHelperCall`): the chore's statements there, by shape (`StatementShape`), and the
    /// lines they span. Copies are compared, and counted, by what they do, not by the call.
    var held: (shapes: [String], lines: Int)? = nil

    var hostClass: String { override.className }
    var hook: LifecycleHook { override.hook }
    var lineCount: Int { held?.lines ?? finding.endLocation.line - finding.location.line + 1 }
    /// The statement's shape, or the shapes of the chore's statements in the helper it calls.
    var shapes: [String] {
        held?.shapes ?? [StatementShape.text(of: override.syntaxes[statement])]
    }
}
