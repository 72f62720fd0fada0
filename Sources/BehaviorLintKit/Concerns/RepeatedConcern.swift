/// One chore repeated across screens: the statements of every screen that does it, grouped by
/// the concern key its rule gave them. What a team acts on is the concern, not each copy: one
/// finding says how many screens repeat it and what one behavior would replace.
struct RepeatedConcern {
    /// One screen's copy: the statements its class repeats, in lifecycle order (an add before its
    /// removal, wherever an extension puts either), then report order.
    struct Copy {
        var hostClass: String
        var sightings: [ChoreSighting]
    }

    let key: String
    /// Screens in report order of their first statement.
    let copies: [Copy]
    /// What the copies hold, statement by statement (`copiesOfOneShape()`), empty before they are
    /// told apart by it.
    var shape = ""

    var screenCount: Int { copies.count }
    var sightings: [ChoreSighting] { copies.flatMap { $0.sightings } }

    /// The concerns of `sightings`, one per key, copies in report order.
    static func grouped(_ sightings: [ChoreSighting]) -> [RepeatedConcern] {
        var byKey: [String: [ChoreSighting]] = [:]
        for sighting in sightings { byKey[sighting.concernKey, default: []].append(sighting) }
        return byKey.map { key, group in
            let ordered = group.sorted { Finding.reportOrder($0.finding, $1.finding) }
            var copies: [Copy] = []
            var position: [String: Int] = [:]
            for sighting in ordered {
                if let index = position[sighting.hostClass] {
                    copies[index].sightings.append(sighting)
                } else {
                    position[sighting.hostClass] = copies.count
                    copies.append(Copy(hostClass: sighting.hostClass, sightings: [sighting]))
                }
            }
            for index in copies.indices {
                copies[index].sightings.sort {
                    let hooks = (
                        LifecycleHook.allCases.firstIndex(of: $0.hook)!, LifecycleHook.allCases.firstIndex(of: $1.hook)!
                    )
                    return hooks.0 != hooks.1 ? hooks.0 < hooks.1 : Finding.reportOrder($0.finding, $1.finding)
                }
            }
            return RepeatedConcern(key: key, copies: copies)
        }
        .sorted { Finding.reportOrder($0.copies[0].sightings[0].finding, $1.copies[0].sightings[0].finding) }
    }

    /// The concern's copies grouped by shape: copies that are the same statements, shape for shape
    /// (`StatementShape`), are the same code, whichever hooks and how many of them each screen
    /// pastes them into (one block in `viewDidLoad()` and `viewWillAppear(_:)` of some screens, in
    /// `viewWillAppear(_:)` alone of others); each group is a concern of its own, its key the
    /// concern's and its first copy's shape (its statements in lifecycle order, with their hooks).
    /// A joined block is one concern already: its windows chain the copies that differ.
    func copiesOfOneShape() -> [RepeatedConcern] {
        if copies.allSatisfy({ $0.sightings.allSatisfy(\.inJoinedBlock) }) { return [self] }
        var groups: [String: (shape: String, copies: [Copy])] = [:]
        var order: [String] = []
        for copy in copies {
            let shape = copy.sightings.flatMap { sighting in
                sighting.shapes.map {
                    (LifecycleHook.allCases.firstIndex(of: sighting.hook)!, sighting.hook.rawValue + " " + $0)
                }
            }
            .sorted { $0 < $1 }.map { $0.1 }.joined(separator: "\n")
            let statements = Set(copy.sightings.flatMap(\.shapes)).sorted().joined(separator: "\n")
            if groups[statements] == nil {
                order.append(statements)
                groups[statements] = (shape, [])
            }
            groups[statements]!.copies.append(copy)
        }
        return order.map { RepeatedConcern(key: key, copies: groups[$0]!.copies, shape: groups[$0]!.shape) }
    }

    /// The lines `copy`'s statements span.
    func lines(of copy: Copy) -> Int {
        copy.sightings.reduce(0) { $0 + $1.lineCount }
    }

    /// Whether `copy` is worth a behavior at all: anything but one line of `viewDidLoad()` (or
    /// `loadView()`), which stays to attach the behaviors, so a behavior would only swap that line
    /// for an attach entry and a hidden child (and a helper call for another call).
    func isWorthMoving(_ copy: Copy, project: ProjectIndex) -> Bool {
        copy.sightings.count > 1 || copy.sightings.contains { $0.lineCount > 1 }
            || (copy.sightings[0].hook != .viewDidLoad && copy.sightings[0].hook != .loadView)
    }
}
