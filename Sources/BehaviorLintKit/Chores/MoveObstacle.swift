/// Why a statement cannot move into a behavior: a clause that completes "…, but it …", and
/// whether handing the behavior a value (a stored property, a closure) would let it move. When it
/// would not — the moment, the order or the container's forwarding is the obstacle — the advice is
/// to keep the code where it is, not to give a behavior what it already has.
struct MoveObstacle: Hashable {
    let clause: String
    let valueWouldHelp: Bool

    /// A name or value only the host has.
    static func value(_ clause: String) -> MoveObstacle {
        MoveObstacle(clause: clause, valueWouldHelp: true)
    }

    /// Where or when the statement runs.
    static func keep(_ clause: String) -> MoveObstacle {
        MoveObstacle(clause: clause, valueWouldHelp: false)
    }

    /// The advice after the clause for a chore that one statement does.
    var advice: String {
        valueWouldHelp ? ": give the behavior that value, or keep the code" : "; keep it in the override"
    }
}
