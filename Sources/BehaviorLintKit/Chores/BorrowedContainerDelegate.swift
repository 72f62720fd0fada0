/// A screen making itself its container's delegate (`navigationController?.delegate = self`,
/// `tabBarController?.delegate = self`) while neither it nor any class that shares its code
/// implements a method of that delegate protocol. The container then calls nothing on it: the line
/// only takes the delegate from whoever had it (the container itself, a coordinator, a transition
/// animator) and, the property being weak, leaves the container with none once the screen is gone.
/// Copied from a screen that did implement the methods, it does harm and nothing else.
struct BorrowedContainerDelegate {
    var container: ContainerDelegate
    /// The assigning chain of the statement.
    var chain: StatementSyntax.Chain

    /// The assignment of `self` to a container's `delegate` in `syntax`, through the screen's own
    /// property (`self.navigationController?.delegate`) or a name bound to it in the statement
    /// (`if let nav = navigationController { nav.delegate = self }`).
    static func assignment(in syntax: StatementSyntax) -> BorrowedContainerDelegate? {
        for chain in syntax.chains {
            guard let value = chain.assignedValue, value.count == 1, syntax.tokens.isText(value.lowerBound, "self")
            else { continue }
            let path = syntax.resolvedPath(chain)
            guard path.count == 2, path[1] == "delegate",
                let container = ContainerDelegate.allCases.first(where: { $0.containerProperty == path[0] })
            else { continue }
            return BorrowedContainerDelegate(container: container, chain: chain)
        }
        return nil
    }

    /// Whether the assignment is all of `syntax` (not one statement of a block that holds it).
    func isWholeStatement(of syntax: StatementSyntax) -> Bool {
        chain.extent.lowerBound == syntax.first && chain.assignedValue?.upperBound == syntax.range.upperBound
    }

    /// The assignment in `syntax`, a statement of class `className`, that no class answers: a
    /// statement that does nothing for the screen, so no chore either (moved into a behavior, it
    /// would still only take the delegate away).
    static func unanswered(in syntax: StatementSyntax, of className: String, project: ProjectIndex)
        -> BorrowedContainerDelegate?
    {
        guard let assignment = assignment(in: syntax),
            !isServed(assignment.container, by: className, project: project)
        else { return nil }
        return assignment
    }

    /// Whether class `className` answers as `container`'s delegate: it, a project superclass or a
    /// project subclass (which inherits the assignment) declares a method of the protocol, or its
    /// ancestry leaves the project for a library class the linter cannot read.
    static func isServed(_ container: ContainerDelegate, by className: String, project: ProjectIndex) -> Bool {
        if project.inheritsFromALibraryClass(className) { return true }
        let methods = container.methodBaseNames
        if !project.hostMembers(of: className).isDisjoint(with: methods) { return true }
        return project.allSubclasses(of: className).contains { !project.members(of: $0).isDisjoint(with: methods) }
    }
}
