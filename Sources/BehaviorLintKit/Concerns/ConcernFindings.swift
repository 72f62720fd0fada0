/// How a rule speaks of one of its concerns in the finding's message.
public struct ConcernWording: Codable, Hashable, Sendable {
    /// What the screens do, each completing "4 screens …": ["tint the navigation bar", "set its
    /// title attributes"].
    public var actions: [String]
    /// What would replace the copies: "one HideNavigationBarBehavior".
    public var remedy: String

    public init(actions: [String], remedy: String) {
        self.actions = actions
        self.remedy = remedy
    }

    /// The actions said of several screens: "tint the navigation bar and set its title attributes".
    var action: String { actions.spokenList }

    /// The actions said of one screen (with `min-screens = 1`): "tints the navigation bar and sets
    /// its title attributes".
    var singularAction: String {
        actions.map { action in
            guard let space = action.firstIndex(of: " ") else { return action }
            let verb = action[..<space]
            if verb.count > 2, verb.hasSuffix("y"), !"aeiou".contains(verb.dropLast().last!) {
                return verb.dropLast() + "ies" + action[space...]  // apply → applies
            }
            let ending = ["ch", "sh", "ss", "x", "o"].contains(where: verb.hasSuffix) ? "es" : "s"
            return verb + ending + action[space...]
        }.spokenList
    }
}

/// How much repetition makes a concern worth a finding: the rule's `min-screens` and `min-lines`.
struct ConcernThresholds {
    static let minScreens = RuleOption(
        name: "min-screens", kind: .integer, defaultValue: "3",
        summary: "How many screens must repeat the same code before it is reported (once, for all of them).")
    static let minLines = RuleOption(
        name: "min-lines", kind: .integer, defaultValue: "5",
        summary:
            "How many lines each screen's copy must span to count: shorter code already has its home in the call it makes (a block of two statements or more in one hook counts where twice `min-screens` screens paste it)."
    )

    var screens: Int
    var lines: Int

    init(_ settings: RuleSettings) {
        screens = max(1, settings.integer(Self.minScreens))
        lines = max(1, settings.integer(Self.minLines))
    }
}

/// Turns the chore sightings of an opportunity rule into its findings: one per concern of which
/// at least `min-screens` screens hold the same code — the same statements, shape for shape (names
/// kept; literals and enum cases, which become the behavior's parameters, aside: `StatementShape`)
/// — each copy spanning at least `min-lines` lines, in a class no project class subclasses (a base
/// class's copy is code it already shares), or copies that are blocks of two statements or more in
/// one hook pasted into twice `min-screens` screens. Shorter code is a call of the project's own
/// tracker or helper, or a correct one-line pair: it already has its home, and reviewers read every
/// such report as churn. A copy that carries a defect one home fixes (a change never undone,
/// which a behavior pairs with its undo: `RuleDescriptor.oneHomeFixesDefect`) counts whatever its
/// length: the same bug pasted into each screen is fixed once in one home. The finding stands at the first copy, with a note at every other statement
/// (SARIF's related locations), and carries every copy for fix; its fingerprint is the rule's and
/// the concern's, so that it survives a copy added or removed.
enum ConcernFindings {
    static func findings<R: Rule>(
        _ rule: R.Type, sightings: [ChoreSighting], context: RuleContext,
        wording: (RepeatedConcern) -> ConcernWording
    ) -> [Finding] {
        let thresholds = ConcernThresholds(context.settings)
        return RepeatedConcern.grouped(sightings).flatMap { concern in
            concern.copiesOfOneShape().compactMap { same -> Finding? in
                // A base class's copy is code it already shares with its subclasses: one home, not
                // one more screen repeating the code.
                let worth = same.copies.filter {
                    !context.project.isBaseClass($0.hostClass)
                        && (carriesDefectOneHomeFixes($0, in: context)
                            || (same.isWorthMoving($0, project: context.project)
                                && same.lines(of: $0) >= thresholds.lines))
                }
                guard worth.count < thresholds.screens else {
                    return finding(rule, same, wording: wording(same), context: context)
                }
                // Copies shorter than `min-lines` count where twice `min-screens` screens paste them
                // as a block: two statements or more in one hook (a look of several properties
                // pasted into eight screens), not a pair a screen writes in two hooks to say what it
                // wants, nor calls of the project's own methods (`setUpUI()`,
                // `keyboardAvoider.startAvoiding()`), whose code has its home.
                guard same.copies.count >= 2 * thresholds.screens else { return nil }
                let pasted = same.copies.filter { copy in
                    guard !context.project.isBaseClass(copy.hostClass),
                        same.isWorthMoving(copy, project: context.project)
                    else { return false }
                    let own = copy.sightings.filter {
                        $0.held != nil
                            || !ProjectHelperCall.isLoneCallOfProjectMethod(
                                $0.override.syntaxes[$0.statement], project: context.project)
                    }
                    return Dictionary(grouping: own, by: \.hook).values.contains { inHook in
                        inHook.reduce(0) { $0 + max(1, $1.held?.shapes.count ?? 1) } >= 2
                    }
                }
                guard pasted.count >= 2 * thresholds.screens else { return nil }
                return finding(rule, same, wording: wording(same), context: context)
            }
        }
    }

    /// Whether a statement of `copy` carries a defect one home for the concern fixes.
    private static func carriesDefectOneHomeFixes(_ copy: RepeatedConcern.Copy, in context: RuleContext) -> Bool {
        copy.sightings.contains { context.defects.isFixedByOneHome(at: $0.finding.path, $0.finding.location) }
    }

    private static func finding<R: Rule>(
        _ rule: R.Type, _ concern: RepeatedConcern, wording: ConcernWording, context: RuleContext
    ) -> Finding {
        var finding = concern.copies[0].sightings[0].finding
        finding.verdict = .any(concern.sightings.map(\.finding.verdict))
        finding.copies = concern.sightings.map { sighting in
            let statement = sighting.finding
            return Finding.Copy(
                path: statement.path, location: statement.location, endLocation: statement.endLocation,
                hostClass: sighting.hostClass, hook: statement.hook,
                signature: context.project.function(sighting.override).signature, condition: statement.condition,
                chore: statement.chore, verdict: statement.verdict,
                message: statement.message + statement.verdict.reasons.map(\.inMessage).joined(),
                fingerprint: statement.fingerprint,
                defect: context.defects.rule(at: statement.path, statement.location))
        }
        finding = finding.anchored(at: 0)
        finding.concern = wording
        finding.message = ConcernMessage(context.project).render(finding)
        finding.fingerprint = Fingerprint.make([R.descriptor.id, "concern", concern.key, concern.shape])
        return finding
    }
}
