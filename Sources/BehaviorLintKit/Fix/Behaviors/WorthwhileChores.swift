/// Which chores are worth a behavior, as the team reviewing the change would judge it. A behavior
/// earns its place when the overrides its chore was in go whole, or when it takes over more than
/// one line that other screens repeat word for word. A chore stays in its host when moving it would
/// only empty part of an override that stays, or only move lines of `viewDidLoad()` to another file
/// (what is certain without the whole plan lint already leaves: `ChoresLeftInPlace`); so does
/// a chore no other screen shares when its screen would gain a `viewDidLoad()` for it and lose no
/// more than one override.
///
/// Dropping a chore can keep an override another chore needed gone, and can leave a behavior with
/// one host: the choice is repeated until nothing more drops.
struct WorthwhileChores {
    let project: ProjectIndex
    let editor: HostEditor
    let removals: HostEditor.Removals

    typealias Host = (className: String, chores: [HostChore])

    /// The hosts and chores that move, the behaviors they share, and the chores that stay, with why.
    struct Selection {
        var hosts: [Host]
        var templates: [BehaviorTemplate]
        var refused: [(findings: [Finding], reason: FixVerdict.Reason)]
    }

    func select(_ hosts: [Host], templates makeTemplates: ([Host]) -> [BehaviorTemplate]) -> Selection {
        var hosts = hosts
        var refused: [(findings: [Finding], reason: FixVerdict.Reason)] = []
        while true {
            let templates = makeTemplates(hosts)
            var templateOf: [String: BehaviorTemplate] = [:]
            for template in templates {
                for chore in template.chores { templateOf[Self.key(chore)] = template }
            }
            var dropped = false
            hosts = hosts.compactMap { host in
                var chores = host.chores
                var whole: Set<[Int]> = []
                while true {
                    whole = wholeOverrides(of: host.className, moving: chores)
                    let kept = chores.filter { chore in
                        guard let reason = reasonToStay(chore, whole: whole, template: templateOf[Self.key(chore)]!)
                        else { return true }
                        refused.append((chore.findings, reason))
                        return false
                    }
                    if kept.count == chores.count { break }
                    chores = kept
                    dropped = true
                }
                guard !chores.isEmpty else { return nil }
                if let reason = reasonToStay(host.className, chores: chores, gone: whole, templateOf: templateOf) {
                    refused.append((chores.flatMap { $0.findings }, reason))
                    dropped = true
                    return nil
                }
                return (host.className, chores)
            }
            if !dropped { return Selection(hosts: hosts, templates: templates, refused: refused) }
        }
    }

    private static func key(_ chore: HostChore) -> String {
        chore.className + "|" + chore.kind.ruleID + "|" + chore.kind.groupKey
    }

    /// The overrides (other than `viewDidLoad()`, which takes the attach call) that go whole once
    /// `chores` leave the class, by file and function.
    private func wholeOverrides(of className: String, moving chores: [HostChore]) -> Set<[Int]> {
        let statements = chores.flatMap { $0.statements }
        let overrides = project.lifecycleOverrides(ofClass: className).filter { $0.hook != .viewDidLoad }
        return Set(
            overrides.filter { override in
                let inside = statements.filter { $0.file == override.file && $0.function == override.function }
                return !inside.isEmpty && editor.goesWhole(override, once: inside, removals: removals)
            }
            .map { [$0.file, $0.function] })
    }

    /// Why `chore` stays in its host, or nil when it is worth moving.
    private func reasonToStay(_ chore: HostChore, whole: Set<[Int]>, template: BehaviorTemplate) -> FixVerdict.Reason? {
        let touched = Set(chore.statements.filter { $0.hook != .viewDidLoad }.map { [$0.file, $0.function] })
        if !touched.isEmpty && touched.isSubset(of: whole) { return nil }
        let lines = chore.statements.reduce(0) { count, movable in
            count + removals[[movable.file, movable.function, movable.statementIndex]]!.statementLineCount
        }
        let repeatedAsWritten = template.chores.count > 1 && template.parameters.isEmpty
        if repeatedAsWritten && lines > 1 { return nil }
        // (A one-line chore in viewDidLoad() is not fixable: `ChoresLeftInPlace`.)
        if touched.isEmpty { return .onlyMovesViewDidLoadLines }
        return .cutOutOfStayingOverrides(
            touched.subtracting(whole).sorted { $0.lexicographicallyPrecedes($1) }.map {
                project.files[$0[0]].functions[$0[1]].signature
            })
    }

    /// Why a host whose chores are each worth moving still keeps them: a behavior no other screen
    /// shares, for which the screen would trade an override (of `gone`, those its chores empty) for
    /// a new `viewDidLoad()`.
    private func reasonToStay(
        _ className: String, chores: [HostChore], gone: Set<[Int]>, templateOf: [String: BehaviorTemplate]
    ) -> FixVerdict.Reason? {
        let overrides = project.lifecycleOverrides(ofClass: className)
        guard !overrides.contains(where: { $0.hook == .viewDidLoad }),
            !chores.contains(where: { templateOf[Self.key($0)]!.chores.count > 1 })
        else { return nil }
        guard gone.count <= 1 else { return nil }
        return .tradesOverridesForViewDidLoad(
            host: className,
            overrides: gone.sorted { $0.lexicographicallyPrecedes($1) }.map {
                project.files[$0[0]].functions[$0[1]].signature
            })
    }
}
