/// Groups the chores the behavior rules attached to their fixable findings into chores per host:
/// one behavior per bar for visibility, one for styling, one for tracking, one for observers, one
/// per repeated-statement group. It reads each finding's `Chore`: the statement by its place, the
/// behavior's name and group as the rule classified them.
struct ChoreCollector {
    static let ruleIDs = [
        NavBarVisibilityRule.descriptor.id, NavBarAppearanceRule.descriptor.id, ScreenTrackingRule.descriptor.id,
        ObserverLifecycleRule.descriptor.id, RepeatedLifecycleConcernRule.descriptor.id,
    ]

    let project: ProjectIndex

    /// What fix can take over: chores by host class (hosts and chores in a stable order), and the
    /// findings of chores it must leave whole in the host, with why.
    struct Collected {
        var hosts: [(className: String, chores: [HostChore])]
        var refused: [(findings: [Finding], reason: FixVerdict.Reason)]
    }

    /// The chores of `findings`. A pair moves whole or not at all: a chore whose other half (the
    /// restore, the removal) is not among its own statements stays in the host.
    func chores(for findings: [Finding]) -> Collected {
        var refused: [(findings: [Finding], reason: FixVerdict.Reason)] = []
        let hosts = collect(findings).compactMap { host -> (className: String, chores: [HostChore])? in
            let chores = host.chores.filter { chore in
                let places = Set(
                    chore.statements.map {
                        Chore.Place(
                            path: project.files[$0.file].path, function: $0.function, statement: $0.statementIndex)
                    })
                let missing = chore.findings.compactMap { $0.chore }.flatMap { $0.partners }.filter {
                    !places.contains($0)
                }
                guard let partner = missing.first else { return true }
                let syntax = project.files.first { $0.path == partner.path }
                    .flatMap { file in
                        partner.function < file.functions.count
                            && partner.statement < file.functions[partner.function].statements.count
                            ? file.syntax(file.functions[partner.function].statements[partner.statement]) : nil
                    }
                refused.append(
                    (chore.findings, .otherHalfCannotMove(statement: syntax?.displayText(limit: 80) ?? partner.path)))
                return false
            }
            return chores.isEmpty ? nil : (host.className, chores)
        }
        return Collected(hosts: hosts, refused: refused)
    }

    private func collect(_ findings: [Finding]) -> [(className: String, chores: [HostChore])] {
        let fileIndex = Dictionary(
            project.files.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })
        var byHost: [String: [ChoreKind: HostChore]] = [:]
        var claimed: Set<Chore.Place> = []
        for finding in findings where finding.fixable && Self.ruleIDs.contains(finding.ruleID) {
            guard let className = finding.hostClass, let chore = finding.chore,
                let movable = statement(at: chore.place, hook: chore.hook, files: fileIndex)
            else { continue }
            let kind = ChoreKind(
                ruleID: finding.ruleID, baseName: chore.behaviorName, purpose: chore.purpose, groupKey: chore.groupKey)
            // A statement two rules report (styling that is also repeated) moves once, with the first.
            if byHost[className]?[kind] != nil {
                byHost[className]![kind]!.findings.append(finding)
                if claimed.insert(chore.place).inserted { byHost[className]![kind]!.statements.append(movable) }
                continue
            }
            guard claimed.insert(chore.place).inserted else { continue }
            byHost[className, default: [:]][kind] = HostChore(
                kind: kind, className: className, statements: [movable], findings: [finding])
        }
        return byHost.keys.sorted().map { className in
            let chores = byHost[className]!.values.map { chore -> HostChore in
                var chore = chore
                // Named for everything it does: one back-button statement among bar styling is still styling.
                if Set(chore.findings.compactMap { $0.chore?.behaviorName }).count > 1
                    && chore.kind.ruleID == NavBarAppearanceRule.descriptor.id
                {
                    chore.kind.baseName = "NavigationBarAppearanceBehavior"
                    chore.kind.purpose = "Styles the shared navigation chrome at the moments the screen used to"
                }
                chore.statements.sort {
                    Self.hookOrder($0.hook) != Self.hookOrder($1.hook)
                        ? Self.hookOrder($0.hook) < Self.hookOrder($1.hook)
                        : ($0.file, $0.statement.span.start) < ($1.file, $1.statement.span.start)
                }
                return chore
            }.sorted { $0.position < $1.position }
            return (className, chores)
        }
    }

    private static func hookOrder(_ hook: LifecycleHook) -> Int {
        BehaviorProtocol.behaviorHooks.firstIndex(of: hook) ?? Int.max
    }

    /// The statement a chore names.
    private func statement(at place: Chore.Place, hook: LifecycleHook, files: [String: Int]) -> MovableStatement? {
        guard let file = files[place.path], place.function < project.files[file].functions.count else { return nil }
        let function = project.files[file].functions[place.function]
        guard place.statement < function.statements.count else { return nil }
        let statement = function.statements[place.statement]
        return MovableStatement(
            file: file, function: place.function, statementIndex: place.statement, hook: hook,
            statement: statement, syntax: project.files[file].syntax(statement))
    }
}
