/// A screen making itself the delegate of something its containers own
/// (`navigationController?.delegate = self`, `tabBarController?.delegate = self`,
/// `navigationController?.interactivePopGestureRecognizer?.delegate = self`) while neither it nor
/// any class that shares its code implements a method of that delegate protocol. A container then
/// calls nothing on it: the line only takes the delegate from whoever had it (the container itself,
/// a coordinator, a transition animator) and, the property being weak, leaves the container with
/// none once the screen is gone. The swipe-back gesture, its own delegate gone, begins on the
/// stack's first screen too, where there is nothing to pop. Copied from a screen that did implement
/// the methods, the line does harm and nothing else.
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
            guard path.last == "delegate",
                let container = ContainerDelegate.allCases.first(where: { $0.ownerPath == path.dropLast() })
            else { continue }
            return BorrowedContainerDelegate(container: container, chain: chain)
        }
        return nil
    }

    /// The chain of `syntax` that empties the swipe-back gesture's delegate
    /// (`navigationController?.interactivePopGestureRecognizer?.delegate = nil`): the gesture then
    /// has no delegate to refuse beginning on the stack's first screen.
    /// With `inContainer`, `syntax` is the navigation controller's own code (`ContainerExtensionStep`),
    /// its paths starting at the container: `interactivePopGestureRecognizer?.delegate = nil`.
    static func emptiedPopGestureDelegate(in syntax: StatementSyntax, inContainer: Bool = false)
        -> StatementSyntax.Chain?
    {
        syntax.chains.first { chain in
            guard let value = chain.assignedValue, value.count == 1, syntax.tokens.isKeyword(value.lowerBound, "nil")
            else { return false }
            return syntax.resolvedPath(chain) == popGesturePath(inContainer) + ["delegate"]
        }
    }

    /// The path to the swipe-back gesture from a screen, or from the navigation controller's own code.
    private static func popGesturePath(_ inContainer: Bool) -> [String] {
        Array(ContainerDelegate.popGesture.ownerPath.dropFirst(inContainer ? 1 : 0))
    }

    /// Whether `syntax` turns the swipe-back gesture off
    /// (`navigationController?.interactivePopGestureRecognizer?.isEnabled = false`): a gesture
    /// that is off cannot begin, whoever its delegate is.
    static func disablesPopGesture(_ syntax: StatementSyntax, inContainer: Bool = false) -> Bool {
        syntax.chains.contains { chain in
            guard let value = chain.assignedValue, !chain.inBraces, syntax.compactText(value) == "false" else {
                return false
            }
            return syntax.resolvedPath(chain) == popGesturePath(inContainer) + ["isEnabled"]
        }
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
            !declares(by: className, project: project, where: assignment.container.guardsTheOwner),
            !(assignment.container == .popGesture
                && (popGestureDelegateEmptiedBeforeScreens(project: project)
                    // A first screen stays on its stack, so its callback runs on every show; a
                    // pushed screen's stops once it is popped, when the first screen needs it.
                    || (project.isPlacedAsRoot(className) && !project.isPushed(className)
                        && switchesPopGestureOnEachShow(className, project: project))))
        else { return nil }
        return assignment
    }

    /// Whether class `className` (a project superclass or subclass) switches the swipe-back
    /// gesture on or off each time its navigation controller shows a screen, as that controller's
    /// delegate (`navigationController(_:didShow:animated:)` setting `interactivePopGestureRecognizer
    /// ?.isEnabled = viewControllers.count > 1`): while it is on the stack, the first screen is
    /// guarded however the gesture's delegate answers.
    static func switchesPopGestureOnEachShow(_ className: String, project: ProjectIndex) -> Bool {
        family(of: className, project: project).contains { name in
            (project.functionsByClass[name] ?? []).contains { reference in
                let file = project.files[reference.file]
                let function = file.functions[reference.function]
                guard ScanPass.isNavigationShowCallback(function) else { return false }
                return function.statements.contains { statement in
                    NavigationChromeStatement(file.syntax(statement), includingEveryClosure: true).assignments.contains
                    {
                        ChromeRestores.isSwipeBackSwitch($0.path)
                    }
                }
            }
        }
    }

    /// Whether code of the project other than its screens empties the swipe-back gesture's delegate
    /// (`navigationController.interactivePopGestureRecognizer?.delegate = nil` in a router or
    /// coordinator that makes the navigation controllers, the app delegate, a navigation controller
    /// subclass): the navigation controller's own delegate, which refuses to begin on a stack's
    /// first screen, is gone before a screen shows, so a screen taking the gesture over, or emptying
    /// it again, takes nothing away.
    static func popGestureDelegateEmptiedBeforeScreens(project: ProjectIndex) -> Bool {
        project.popGestureDelegateEmptiers.contains {
            $0.isEmpty || !project.isViewController($0) || project.isNavigationController($0)
        }
    }

    /// Whether `syntax` is such an assignment to a delegate that answering nothing changes nothing
    /// else (`ContainerDelegate.isInertWithoutMethods`): a statement that does nothing for the
    /// screen, no chore of any concern.
    static func isInert(_ syntax: StatementSyntax, of className: String, project: ProjectIndex) -> Bool {
        unanswered(in: syntax, of: className, project: project)?.container.isInertWithoutMethods == true
    }

    /// Whether class `className` is called back as `container`'s delegate: it, a project
    /// superclass or a project subclass (which inherits the assignment) declares a method of the
    /// protocol, or its ancestry leaves the project for a library class the linter cannot read.
    static func isServed(_ container: ContainerDelegate, by className: String, project: ProjectIndex) -> Bool {
        declares(by: className, project: project, where: container.isMethod)
    }

    /// Whether class `className`, a project superclass or a project subclass declares a method
    /// `matching` (or its ancestry leaves the project for a library class the linter cannot read).
    private static func declares(
        by className: String, project: ProjectIndex, where matching: (FunctionDeclaration) -> Bool
    ) -> Bool {
        if project.inheritsFromALibraryClass(className) { return true }
        return family(of: className, project: project).contains { name in
            (project.functionsByClass[name] ?? []).contains { matching(project.files[$0.file].functions[$0.function]) }
        }
    }

    /// The classes whose code serves `className` as a delegate: it, its project superclasses
    /// (whose methods it inherits) and its project subclasses (which inherit its assignment).
    private static func family(of className: String, project: ProjectIndex) -> Set<String> {
        Set([className] + project.projectAncestry(of: className) + project.allSubclasses(of: className))
    }
}
