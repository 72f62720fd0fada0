/// One chore repeated across screens: the statements of every screen that does it, grouped by
/// the concern key its rule gave them. What a team acts on is the concern, not each copy: one
/// finding says how many screens repeat it and what one behavior would replace.
struct RepeatedConcern {
    /// One screen's copy: the statements (in report order) its class repeats.
    struct Copy {
        var hostClass: String
        var sightings: [ChoreSighting]
    }

    let key: String
    /// Screens in report order of their first statement.
    let copies: [Copy]

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
            return RepeatedConcern(key: key, copies: copies)
        }
        .sorted { Finding.reportOrder($0.copies[0].sightings[0].finding, $1.copies[0].sightings[0].finding) }
    }

    /// Whether `copy` is worth a behavior at all: anything but one line of `viewDidLoad()` (or
    /// `loadView()`), which stays to attach the behaviors, so a behavior would only swap that line
    /// for an attach entry and a hidden child (and a helper call for another call).
    func isWorthMoving(_ copy: Copy, project: ProjectIndex) -> Bool {
        copy.sightings.count > 1 || copy.sightings.contains { $0.lineCount > 1 }
            || (copy.sightings[0].hook != .viewDidLoad && copy.sightings[0].hook != .loadView)
    }
}
