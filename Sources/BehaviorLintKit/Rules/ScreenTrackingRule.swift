/// `screen-tracking`: analytics and screen-view calls in `viewDidLoad` or an appear/disappear
/// override, sent the same way by several screens. One parameterised `ScreenTrackingBehavior`
/// attached in `viewDidLoad` says the same once: one finding per tracking call (receiver, method
/// and labels) that at least `min-screens` screens repeat.
public struct ScreenTrackingRule: Rule {
    public static let descriptor = RuleDescriptor(
        id: "screen-tracking", kind: .opportunity, defaultSeverity: .warning, scope: .project, fixable: true,
        summary:
            "Several screens send the same analytics or screen-view call from viewDidLoad or an appear/disappear override; one parameterised tracking behavior should send it for all of them.",
        options: [TrackingCallsOption.option, ConcernThresholds.minScreens, ConcernThresholds.minLines])

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        let patterns = context.project.trackingCalls
        var sightings: [ChoreSighting] = []
        var callOf: [String: String] = [:]
        for host in context.lifecycleOverrides where Self.tracksIn(host.hook) {
            let function = context.project.function(host)
            let movability = StatementMovability(className: host.className, project: context.project)
            let syntaxes = host.syntaxes
            let hostMembers = context.project.hostMembers(of: host.className)
            for (index, statement) in function.statements.enumerated() {
                let syntax = syntaxes[index]
                var found = Self.trackingCall(in: statement, syntax, hook: host.hook, patterns: patterns, hostMembers)
                // Tracking one helper deep (`trackScreen()` in viewDidAppear): the copy is what the
                // helper sends, compared and counted by those statements, wherever each screen keeps them.
                var helper: (name: String, shapes: [String], lines: Int)?
                if found == nil, let call = OwnHelperCall(syntax, ofClass: host.className, project: context.project) {
                    var shapes: [String] = []
                    var lines = 0
                    for (position, inHelper) in call.syntaxes.enumerated() {
                        let span = call.statements[position].span
                        guard
                            let sent = Self.trackingCall(
                                in: call.statements[position], inHelper, hook: host.hook, patterns: patterns,
                                hostMembers)
                        else { continue }
                        found = found ?? sent
                        shapes.append(StatementShape.text(of: inHelper))
                        lines += span.endLocation.line - span.startLocation.line + 1
                    }
                    if found != nil { helper = (call.name, shapes, lines) }
                }
                guard let first = found else { continue }
                let verdict = FixVerdict.fixable(
                    unless: helper.map { .cannotMove(.usesHostMembers([$0.name])) }
                        ?? movability.obstacle(toMoving: index, of: host).map(FixVerdict.Reason.cannotMove))
                let receiver = TrackingCallPattern.cleanReceiver(first.receiver)
                let call = receiver.isEmpty ? first.name : receiver + "." + first.name
                // An event sent when the screen loads, one sent on each appearance and one on the way
                // out are three chores: a screen view, a dismissal.
                let moment = host.hook == .viewDidLoad ? "load" : host.hook.isAppearance ? "appear" : "disappear"
                let key = moment + "|" + call
                callOf[key] = call
                var sighting = ChoreSighting(
                    finding: context.finding(
                        Self.self, file: host.file, span: statement.span,
                        message: "\(host.className) calls \(first.path) in \(function.signature)"
                            + (helper.map { " through \($0.name)()" } ?? ""),
                        hostClass: host.className, hook: host.hook, condition: statement.condition,
                        verdict: verdict,
                        chore: Chore(
                            kind: .screenTracking, place: context.place(host, statement: index), hook: host.hook,
                            behaviorName: "ScreenTrackingBehavior",
                            purpose: "Tracks the screen at the moments it used to track itself"),
                        fingerprintText: statement.normalizedText),
                    override: host, statement: index, concernKey: key)
                sighting.held = helper.map { ($0.shapes, $0.lines) }
                sightings.append(sighting)
            }
        }
        return ConcernFindings.findings(
            Self.self, sightings: sightings, context: context
        ) { concern in
            ConcernWording(
                actions: ["call `\(callOf[concern.key] ?? concern.key)`"],
                remedy: "one ScreenTrackingBehavior, the values that differ its stored properties,")
        }
    }

    /// The first tracking call `statement` makes as a screen view, at `hook`: a call `patterns` match,
    /// outside closures built in viewDidLoad (handlers wired for later, `UIAction { … }`: what they
    /// track is a user action, not the screen loading), and not a call of the screen's own
    /// argument-less method (`trackGiftCardsShown()`), which is read one helper deep instead. A
    /// wrapper handed the event (`track(.upNextShown)`) is still the screen tracking itself.
    private static func trackingCall(
        in statement: Statement, _ syntax: StatementSyntax, hook: LifecycleHook, patterns: TrackingCalls,
        _ hostMembers: Set<String>
    ) -> Call? {
        let call = statement.calls.first { call in
            !(call.inClosure && hook == .viewDidLoad) && patterns.matches(call)
                && !((call.receiver.isEmpty || call.receiver == "self") && call.labelText.isEmpty
                    && hostMembers.contains(call.name))
                && !resultIsRead(call, in: syntax)
        }
        return call != nil && !isNoScreenView(syntax) ? call : nil
    }

    /// Whether `call`'s result is read where it is made: assigned, bound, passed as an argument or
    /// returned (`"attmas": MiscHelper.trackingStatusForAds()`). Such a call asks for a value; a
    /// screen view is sent by a call made for its effect alone, its result unused.
    private static func resultIsRead(_ call: Call, in syntax: StatementSyntax) -> Bool {
        guard
            let first = syntax.range.first(where: { syntax.tokens.start($0) == call.start }),
            first > syntax.range.lowerBound, !syntax.tokens.newlineBefore[first]
        else { return false }
        let before = syntax.text(first - 1)
        return ["=", "(", ",", ":", "[", "return", "??", "?"].contains(before)
    }

    /// Words of events that record what the user did or how the screen ended, not that it was shown.
    private static let actionWords: Set<String> = [
        "tap", "taps", "tapped", "click", "clicks", "clicked", "attribution", "error", "errors", "fail", "fails",
        "failed", "failure", "changed",
    ]

    /// Whether the statement's tracking is no screen view: an event named for a user action
    /// (`trackTap`, `.linkClicked`, `attribution`), a failure or a change (`trackChangedTab()`), or
    /// one sent only when the screen's own state says something happened (`if didChangeSettings { … }`,
    /// a one-time "seen" flag). A condition on a global (a feature flag), one that binds a value, one
    /// about how the screen appears, or an `if` whose `else` sends another event still sends a screen view.
    private static func isNoScreenView(_ syntax: StatementSyntax) -> Bool {
        let names = syntax.range.filter {
            syntax.tokens.kinds[$0] == .identifier || syntax.tokens.kinds[$0] == .string
        }
        if names.contains(where: { !actionWords.isDisjoint(with: IdentifierWords.words(syntax.text($0))) }) {
            return true
        }
        guard syntax.starts(with: "guard") || (syntax.starts(with: "if") && !syntax.contains("else")) else {
            return false
        }
        let condition = syntax.range.prefix {
            !syntax.tokens.isPunctuation($0, UInt8(ascii: "{")) && !syntax.tokens.isKeyword($0, "else")
        }
        let bindsValue = condition.contains { syntax.tokens.isKeyword($0, "let") || syntax.tokens.isKeyword($0, "var") }
        let aboutAppearing = condition.contains { syntax.tokens.isText($0, in: appearingWords) }
        let readsOwnState = syntax.chains.contains { chain in
            condition.contains(chain.names[0])
                && (syntax.tokens.isKeyword(chain.names[0], "self")
                    || (syntax.tokens.kinds[chain.names[0]] == .identifier
                        && syntax.text(chain.names[0]).first?.isLowercase == true))
        }
        return readsOwnState && !bindsValue && !aboutAppearing
    }

    /// Conditions that ask how the screen appears, not whether something happened.
    private static let appearingWords: Set<String> = [
        "isMovingToParent", "isBeingPresented", "isMovingFromParent", "isBeingDismissed", "animated",
        "isFirstAppearance",
    ]

    /// Screen views are sent when the screen loads, appears or disappears; layout and trait hooks
    /// run too often to be meant as tracking points.
    private static func tracksIn(_ hook: LifecycleHook) -> Bool {
        hook == .viewDidLoad || hook.isAppearance || hook.isDisappearance
    }
}
