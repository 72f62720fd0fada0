/// The message of a concern's finding, rendered from its copies and what fix does with each:
/// "4 screens hide the navigation bar … in viewWillAppear(_:) and viewWillDisappear(_:)
/// (ProfileViewController, SettingsViewController and 2 more): one HideNavigationBarBehavior
/// would replace 8 statements and 3 overrides". Rendered when the rule reports it and again once
/// suppressions and fix's verdicts have had their say, so it never counts a copy that is gone nor
/// promises a move fix does not make. The why is in `explain`, the copies in the notes.
struct ConcernMessage {
    private let project: ProjectIndex
    private let fileIndex: [String: Int]

    init(_ project: ProjectIndex) {
        self.project = project
        fileIndex = Dictionary(
            project.files.indices.map { (project.files[$0].path, $0) }, uniquingKeysWith: { a, _ in a })
    }

    func render(_ finding: Finding) -> String {
        guard let wording = finding.concern else { return finding.message }
        let copies = finding.copies
        var screens: [String] = []
        for copy in copies where !screens.contains(copy.hostClass) { screens.append(copy.hostClass) }
        var hooks: [(LifecycleHook, String)] = []
        for copy in copies {
            guard let hook = copy.hook.flatMap(LifecycleHook.init(rawValue:)), !hooks.contains(where: { $0.0 == hook })
            else { continue }
            hooks.append((hook, copy.signature))
        }
        hooks.sort { LifecycleHook.allCases.firstIndex(of: $0.0)! < LifecycleHook.allCases.firstIndex(of: $1.0)! }
        let shown = screens.count > 3 ? Array(screens.prefix(2)) + ["\(screens.count - 2) more"] : screens
        var message =
            (screens.count == 1 ? "1 screen " + wording.singularAction : "\(screens.count) screens \(wording.action)")
            + " in \(hooks.map { $0.1 }.spokenList) (\(shown.spokenList))"
        message += defectsAmongCopies(copies)
        let moving = copies.filter { $0.fixable }
        if moving.isEmpty {
            // Why fix leaves each copy is the copy's verdict (JSON's `keptReason`, the HTML map, `fix`'s report).
            message += ": give it one home, \(wording.remedy) or a helper the screens call"
            if copies.contains(where: { !$0.fixable }) { message += " (fix leaves the copies in place)" }
            return message
        }
        let emptied = emptiedOverrides(moving)
        message +=
            ": \(wording.remedy) would replace \(moving.count) statement\(moving.count == 1 ? "" : "s")"
            + (emptied > 0 ? " and \(emptied) override\(emptied == 1 ? "" : "s")" : "")
        let converted = Set(moving.map { $0.hostClass }).count
        if converted < screens.count { message += "; fix converts \(converted) of the \(screens.count) screens" }
        return message
    }

    /// ", each copy with the defect unbalanced-appearance-change reports there": the payoff of one
    /// home, which fixes the bug once for every screen that carries it.
    private func defectsAmongCopies(_ copies: [Finding.Copy]) -> String {
        var screens: [String] = []
        var rules: [String] = []
        for copy in copies {
            guard let rule = copy.defect else { continue }
            if !screens.contains(copy.hostClass) { screens.append(copy.hostClass) }
            if !rules.contains(rule) { rules.append(rule) }
        }
        guard !screens.isEmpty else { return "" }
        let all = Set(copies.map(\.hostClass)).count == screens.count
        return (all ? ", each copy with" : ", \(screens.count) of the copies with") + " the defect "
            + rules.spokenList + " reports there"
    }

    /// Overrides other than `viewDidLoad()` that moving `copies` leaves with only their super call.
    private func emptiedOverrides(_ copies: [Finding.Copy]) -> Int {
        var moved: [[Int]: Set<Int>] = [:]
        for copy in copies {
            guard let place = copy.chore?.place, let file = fileIndex[place.path],
                copy.hook != LifecycleHook.viewDidLoad.rawValue, copy.hook != LifecycleHook.loadView.rawValue
            else { continue }
            moved[[file, place.function], default: []].insert(place.statement)
        }
        return moved.filter { key, statements in
            let body = project.files[key[0]].functions[key[1]].statements
            return body.indices.allSatisfy { statements.contains($0) || body[$0].isSuperCall }
        }.count
    }
}
