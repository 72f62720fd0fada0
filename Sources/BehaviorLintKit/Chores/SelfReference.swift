/// A statement that points a property at the screen itself (`webView.navigationDelegate = self`,
/// `Self.current = self`) or empties it (`webView.navigationDelegate = nil`): how a screen hands
/// itself to an object that calls it back, and takes itself away again. Read in the lifecycle
/// override and one helper deep (`setUpWebView()` in viewDidLoad, `OwnHelperCall`).
struct SelfReference {
    /// The override the statement is in.
    var host: ProjectIndex.LifecycleOverride
    /// The override's statement: the assignment itself, or the call of the helper that makes it.
    var statement: Statement
    /// The property, `self.` dropped and names bound to other chains resolved:
    /// `webView.navigationDelegate`.
    var path: [String]
    /// `= self` (true) or `= nil` (false).
    var pointsAtSelf: Bool
    /// Whether it runs every time the override runs: an assignment at the override's top level
    /// (no block or closure around it) with no earlier statement that can leave the override first
    /// (`guard isMovingFromParent else { return }`).
    var isUnconditional: Bool

    /// Whether the property is a type's (`LoginViewController.current`, `Self.current`): a static
    /// reference to the screen is what keeps it alive, not a way to call it back, and emptying it
    /// when the screen goes is letting it go.
    var isStatic: Bool { path.first.map { $0 == "Self" || $0.first?.isUppercase == true } ?? false }

    /// The container delegate the property is, for a screen of class `className`:
    /// `navigationController?.delegate`, `tabBarController?.delegate`, the swipe-back gesture's, or
    /// the container's own `delegate` in a navigation or tab bar controller subclass.
    func containerDelegate(ofClass className: String, project: ProjectIndex) -> ContainerDelegate? {
        if path == ["delegate"] {
            if project.isNavigationController(className) { return .navigation }
            return project.isTabBarController(className) ? .tabBar : nil
        }
        return ContainerDelegate.allCases.first { $0.ownerPath + ["delegate"] == path }
    }

    /// The references `host` sets to `self` or empties, in its statements and in the methods of the
    /// screen's own class its statements call without arguments.
    static func all(in host: ProjectIndex.LifecycleOverride, project: ProjectIndex) -> [SelfReference] {
        let function = project.function(host)
        let syntaxes = host.syntaxes
        var found: [SelfReference] = []
        var mayHaveLeft = false
        for (index, syntax) in syntaxes.enumerated() {
            let statement = function.statements[index]
            for (path, pointsAtSelf, topLevel) in assignments(in: syntax) {
                found.append(
                    SelfReference(
                        host: host, statement: statement, path: path,
                        pointsAtSelf: pointsAtSelf, isUnconditional: topLevel && !mayHaveLeft))
            }
            if let helper = OwnHelperCall(syntax, ofClass: host.className, project: project) {
                for inHelper in helper.syntaxes {
                    for (path, pointsAtSelf, _) in assignments(in: inHelper) {
                        found.append(
                            SelfReference(
                                host: host, statement: statement, path: path,
                                pointsAtSelf: pointsAtSelf, isUnconditional: false))
                    }
                }
            }
            mayHaveLeft =
                mayHaveLeft || syntax.earlyExitCondition != nil || syntax.starts(with: "guard")
                || syntax.topLevelExit != nil
        }
        return found
    }

    /// The chains `syntax` assigns `self` or `nil` to outside closures stored for later, with their
    /// resolved paths and whether they sit outside any block.
    private static func assignments(in syntax: StatementSyntax) -> [(
        path: [String], pointsAtSelf: Bool, topLevel: Bool
    )] {
        syntax.chains.compactMap { chain in
            // `=`, not a compound assignment (`+=`).
            guard let value = chain.assignedValue, !chain.inStoredClosure,
                syntax.tokens.isPunctuation(value.lowerBound - 1, UInt8(ascii: "="))
            else { return nil }
            let assigned = syntax.compactText(value)
            guard assigned == "self" || assigned == "nil" else { return nil }
            let path = syntax.resolvedPath(chain)
            guard !path.isEmpty else { return nil }
            return (path, assigned == "self", !chain.inBraces)
        }
    }
}
