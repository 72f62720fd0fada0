/// The chores fix would certainly leave in their host, reported as not fixable with the reason, so
/// that lint does not promise a fix that fix refuses. Fix moves a host's chore when every override
/// it is in goes whole (`viewDidLoad()` aside, which stays to take the attach call), or when it is
/// more than one line that other screens repeat word for word. (One line of `viewDidLoad()`, which
/// a behavior would only swap for an attach entry and a hidden child, is no copy of a concern in
/// the first place: `RepeatedConcern.isWorthMoving`.) So a chore stays when
/// - an override it is in keeps a statement no fixable finding moves (other than its `super` call),
///   and the chore is one line: a behavior would only cut it out of that override;
/// - it is more lines of `viewDidLoad()`, or that holds for more lines, and no other screen repeats
///   them word for word (the
///   same statements with the same literals, in the same overrides): fix moves such lines only
///   into a behavior shared as written; or it is the one line of `viewDidLoad()` that could move
///   out of a pasted block whose other lines stay;
/// - its host is a base class: every subclass inherits the chore, and a subclass's own attach call
///   would add a second hidden child (base-class-sprawl's matter);
/// - a target that compiles its host builds Swift older than 4.2, whose UIKit names behaviors do
///   not use (`BuildMembership.oldSwiftTarget`);
/// - its host has no `viewDidLoad()`, no other screen shares a behavior with any of its chores
///   (the same statements in the same hooks, parameters aside: `ArgumentSlotReader`), and it would
///   empty at most one override: it would only trade that override for a new `viewDidLoad()`.
/// A chore that stays can leave another with no screen to share a behavior with: the choice is
/// repeated until nothing more stays, as fix's plan (`WorthwhileChores`) repeats its own.
/// A chore another screen repeats word for word stays fixable; fix's plan decides it. When the
/// only screens that repeat it keep their own copies (not fixable, or a base class's), the reason
/// names them.
///
/// The chores are grouped as fix groups them (by host, rule and group), from the findings fix
/// reads: suppressions applied and one finding per statement.
enum ChoresLeftInPlace {
    static func marked(_ findings: [Finding], project: ProjectIndex) -> [Finding] {
        let reasons = keptReasons(findings, project: project)
        return zip(findings, reasons).map { finding, reason in
            guard let reason else { return finding }
            var kept = finding
            kept.markNotFixable(reason)
            return kept
        }
    }

    /// For each finding, why fix leaves its fixable chore in place (nil when it does not, or when
    /// the finding is no fixable chore).
    static func keptReasons(_ findings: [Finding], project: ProjectIndex) -> [FixVerdict.Reason?] {
        var chores: [GroupKey: (lines: Int, places: [Chore.Place])] = [:]
        var keptChores: [GroupKey: [Chore.Place]] = [:]
        var moving: Set<Chore.Place> = []
        for finding in findings {
            guard let key = GroupKey(finding) else { continue }
            guard finding.fixable else {
                keptChores[key, default: []].append(finding.chore!.place)
                continue
            }
            chores[key, default: (0, [])].lines += finding.endLocation.line - finding.location.line + 1
            chores[key]!.places.append(finding.chore!.place)
            moving.insert(finding.chore!.place)
        }
        // Each moving chore's overrides, statement by statement, and how it reads.
        var readingOf: [GroupKey: (overrides: [ProjectIndex.LifecycleOverride], wording: Wording)] = [:]
        // Screens whose copy of a chore stays whatever fix does: not fixable, or a base class's.
        var keptWording: [Wording: [String]] = [:]
        // A host's own lines that stay are no other screen's copy: only hosts with none that move count.
        let copies = chores.mapValues { $0.places }.merging(keptChores.filter { chores[$0.key] == nil }) { $1 }
        for (key, places) in copies {
            let overrides = project.lifecycleOverrides(ofClass: key.hostClass)
            let found = places.compactMap { place in
                overrides.first { $0.function == place.function && project.files[$0.file].path == place.path }
            }
            // A statement whose override cannot be told is left to fix.
            guard found.count == places.count else { continue }
            let wording = Wording(key.kind, places: places, overrides: found, project: project)
            // A base class's chores stay (below), so they are no copy another screen could share.
            if chores[key] == nil || project.isBaseClass(key.hostClass) {
                keptWording[wording, default: []].append(key.hostClass)
            } else {
                readingOf[key] = (found, wording)
            }
        }
        var reasons: [GroupKey: FixVerdict.Reason] = [:]
        for key in chores.keys {
            if let subclasses = project.subclassesOf[key.hostClass], !subclasses.isEmpty {
                reasons[key] = .baseClass(key.hostClass, subclasses: subclasses.sorted())
            } else if let old = chores[key]!.places.lazy.compactMap({
                project.buildMembership.oldSwiftTarget(of: $0.path)
            }).first {
                reasons[key] = .targetBuildsOldSwift(target: old.target, project: old.projectFile, version: old.version)
            }
        }
        let shapes = sharedShapes(chores, readingOf: readingOf.mapValues(\.overrides), project: project)
        // A chore that stays can leave the screens repeating it with no other copy to share a
        // behavior with, as fix's plan finds when it drops chores: repeated until nothing more stays.
        while true {
            var hostsWording: [Wording: Int] = [:]
            var stayingWording = keptWording
            for (key, reading) in readingOf {
                if reasons[key] == nil {
                    hostsWording[reading.wording, default: 0] += 1
                } else {
                    stayingWording[reading.wording, default: []].append(key.hostClass)
                }
            }
            var stayed = false
            for (key, chore) in chores where reasons[key] == nil {
                guard let (found, wording) = readingOf[key] else { continue }
                let alone = hostsWording[wording] == 1
                guard chore.lines == 1 || alone else { continue }
                var staying: [String] = []
                var inViewDidLoadOnly = true
                for (place, override) in zip(chore.places, found) {
                    guard override.hook != .viewDidLoad else { continue }
                    inViewDidLoadOnly = false
                    let signature = project.function(override).signature
                    if !staying.contains(signature)
                        && keepsOtherCode(override, place: place, moving: moving, project: project)
                    {
                        staying.append(signature)
                    }
                }
                // (More than one line stays only when no other screen repeats it as written: `alone`.)
                let keptCopies = Array(Set(stayingWording[wording] ?? [])).sorted()
                let lines: FixVerdict.KeptLines =
                    chore.lines == 1
                    ? .oneLine : keptCopies.isEmpty ? .unrepeatedLines : .linesRepeatedOnlyBy(keptCopies)
                // (A copy that is one line of viewDidLoad() is no copy at all: `RepeatedConcern.isWorthMoving`;
                // but a copy of a block whose other lines stay can leave one line of it to move.)
                if inViewDidLoadOnly {
                    reasons[key] = .viewDidLoadStays(lines)
                    stayed = true
                } else if !staying.isEmpty {
                    reasons[key] = .overridesKeepOtherCode(staying, lines)
                    stayed = true
                }
            }
            for (host, reason) in screensTradingOverrides(chores, shapes: shapes, reasons: reasons, project: project) {
                for key in chores.keys where key.hostClass == host && reasons[key] == nil { reasons[key] = reason }
                stayed = true
            }
            if !stayed { break }
        }
        return findings.map { finding in
            guard finding.fixable, let key = GroupKey(finding) else { return nil }
            return reasons[key]
        }
    }

    /// Each chore's shape as fix's templates read it: its kind, then each statement's hook and
    /// `ArgumentSlotReader` shape (parameters aside); chores of one shape in several screens share a
    /// behavior. A chore whose override cannot be told, or a base class's, has none.
    private static func sharedShapes(
        _ chores: [GroupKey: (lines: Int, places: [Chore.Place])],
        readingOf: [GroupKey: [ProjectIndex.LifecycleOverride]], project: ProjectIndex
    ) -> [GroupKey: String] {
        var shapes: [GroupKey: String] = [:]
        for (key, chore) in chores {
            guard let overrides = readingOf[key] else { continue }
            shapes[key] = zip(chore.places, overrides).reduce(key.kind.ruleID + "|" + key.kind.group) {
                shape, element in
                let (place, override) = element
                let statement = project.function(override).statements[place.statement]
                return shape + "|" + override.hook.rawValue + ":"
                    + project.argumentSlots.read(statement, override.syntaxes[place.statement]).shape
            }
        }
        return shapes
    }

    /// The screens fix leaves whole, with the reason: a screen with no `viewDidLoad()` override whose
    /// every moving chore makes a behavior no other screen shares (no other screen's chore has the
    /// same shape: `sharedShapes`), and which would empty at most one override for the
    /// `viewDidLoad()` that attaches it.
    private static func screensTradingOverrides(
        _ chores: [GroupKey: (lines: Int, places: [Chore.Place])], shapes: [GroupKey: String],
        reasons: [GroupKey: FixVerdict.Reason], project: ProjectIndex
    ) -> [(String, FixVerdict.Reason)] {
        var shapeOf: [GroupKey: String] = [:]
        var hostsOfShape: [String: Set<String>] = [:]
        var movingOf: [String: Set<Chore.Place>] = [:]
        for (key, chore) in chores where reasons[key] == nil {
            // A chore whose override cannot be told is left to fix, and so is the choice.
            guard let shape = shapes[key] else { return [] }
            shapeOf[key] = shape
            hostsOfShape[shape, default: []].insert(key.hostClass)
            movingOf[key.hostClass, default: []].formUnion(chore.places)
        }
        var trading: [(String, FixVerdict.Reason)] = []
        for (host, moving) in movingOf.sorted(by: { $0.key < $1.key }) {
            let overrides = project.lifecycleOverrides(ofClass: host)
            guard !overrides.contains(where: { $0.hook == .viewDidLoad }),
                !shapeOf.contains(where: { $0.key.hostClass == host && hostsOfShape[$0.value]!.count > 1 })
            else { continue }
            let gone = overrides.filter { override in
                let path = project.files[override.file].path
                let statements = project.function(override).statements
                return statements.indices.contains {
                    moving.contains(Chore.Place(path: path, function: override.function, statement: $0))
                }
                    && !keepsOtherCode(
                        override, place: Chore.Place(path: path, function: override.function, statement: 0),
                        moving: moving, project: project)
            }
            guard gone.count <= 1 else { continue }
            trading.append(
                (
                    host,
                    .tradesOverridesForViewDidLoad(
                        host: host,
                        overrides: gone.sorted { ($0.file, $0.function) < ($1.file, $1.function) }.map {
                            project.function($0).signature
                        })
                ))
        }
        return trading
    }

    /// Whether `override` keeps a statement, other than its `super` call, that no fixable finding moves.
    private static func keepsOtherCode(
        _ override: ProjectIndex.LifecycleOverride, place: Chore.Place, moving: Set<Chore.Place>, project: ProjectIndex
    ) -> Bool {
        let statements = project.function(override).statements
        return statements.indices.contains { index in
            !statements[index].isSuperCall
                && !moving.contains(Chore.Place(path: place.path, function: place.function, statement: index))
        }
    }

    /// What a behavior is made for: chores of one kind in several hosts can share one.
    private struct Kind: Hashable {
        var ruleID: String
        var group: String
    }

    /// A chore as written: its kind, then each statement's override, canonical text and literals
    /// (which the canonical text abstracts). Screens whose chores read the same can share a
    /// behavior without arguments; a literal that differs would become one.
    private struct Wording: Hashable {
        var kind: Kind
        var statements: [String]

        init(
            _ kind: Kind, places: [Chore.Place], overrides: [ProjectIndex.LifecycleOverride], project: ProjectIndex
        ) {
            self.kind = kind
            statements = zip(places, overrides).map { place, override in
                let tokens = project.files[override.file].statementTokens
                let statement = project.function(override).statements[place.statement]
                let literals = statement.tokens.filter { [.string, .integer, .float].contains(tokens.kinds[$0]) }
                return
                    ([project.function(override).signature, statement.normalizedText]
                    + literals.map { tokens.text($0) }).joined(separator: "\u{0}")
            }
        }
    }

    /// The chore a finding belongs to in its host.
    private struct GroupKey: Hashable {
        var hostClass: String
        var kind: Kind

        init?(_ finding: Finding) {
            guard let chore = finding.chore, let hostClass = finding.hostClass else { return nil }
            self.hostClass = hostClass
            kind = Kind(ruleID: finding.ruleID, group: chore.groupKey)
        }
    }
}
