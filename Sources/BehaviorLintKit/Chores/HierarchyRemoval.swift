/// Code that takes views, layers, child view controllers, gesture recognizers or constraints out of
/// the screen again (`view.subviews.forEach { $0.removeFromSuperview() }`, `gradient.removeFromSuperlayer()`,
/// `NSLayoutConstraint.deactivate(…)`, `layer.sublayers = nil`): what keeps code that adds a new one
/// on every run from piling them up (`FreshInsertion`). Which objects it takes out the tokens seldom
/// say (the subviews of a view, a tag, a list kept for the purpose), so any removal of the same kind
/// counts. A view or layout guide taken out takes the constraints that hold it with it.
enum HierarchyRemoval {
    /// The UIKit calls that take objects of these kinds out.
    private static let removing: [String: [FreshInsertion.Kind]] = [
        "removeFromSuperview": [.view, .constraint], "removeArrangedSubview": [.view],
        "removeFromSuperlayer": [.layer],
        "removeFromParent": [.childController], "removeFromParentViewController": [.childController],
        "removeGestureRecognizer": [.gestureRecognizer],
        "removeConstraint": [.constraint], "removeConstraints": [.constraint], "deactivate": [.constraint],
        "remakeConstraints": [.constraint], "removeLayoutGuide": [.constraint],
    ]

    /// The settable lists of a view or layer that hold objects of a kind: emptying one takes them out.
    private static let emptiedLists: [String: FreshInsertion.Kind] = [
        "sublayers": .layer, "gestureRecognizers": .gestureRecognizer,
    ]

    /// The kinds `syntax` takes out, in any closure or block of it.
    static func kinds(in syntax: StatementSyntax) -> Set<FreshInsertion.Kind> {
        var kinds: Set<FreshInsertion.Kind> = []
        for chain in syntax.chains {
            let path = syntax.path(chain)
            guard let name = path.last else { continue }
            if chain.isCalled, let removed = removing[name] {
                kinds.formUnion(removed)
            }
            // `layer.sublayers = nil`, `view.layer.sublayers?.removeAll()`,
            // `view.gestureRecognizers?.removeAll()`, `button.gestureRecognizers = []`.
            if let kind = emptiedLists[name], chain.assignedValue != nil { kinds.insert(kind) }
            if name == "removeAll", let list = path.dropLast().last, let kind = emptiedLists[list] {
                kinds.insert(kind)
            }
            // `constraint.isActive = false`.
            if name == "isActive", let value = chain.assignedValue, syntax.compactText(value) == "false" {
                kinds.insert(.constraint)
            }
        }
        return kinds
    }

    /// The kinds the methods of class `className`, its extensions and its project superclasses take
    /// out anywhere (a `hideSpinner()` the network callback calls, a `deinit`, a disappear hook:
    /// there, lists emptied too).
    static func kinds(inClass className: String, project: ProjectIndex) -> Set<FreshInsertion.Kind> {
        let classes =
            project.projectAncestry(of: className).isEmpty ? [className] : project.projectAncestry(of: className)
        var kinds: Set<FreshInsertion.Kind> = []
        for name in classes {
            for method in project.functionsByClass[name] ?? [] {
                for call in project.files[method.file].functions[method.function].calls {
                    if let removed = removing[call.name] { kinds.formUnion(removed) }
                }
            }
            for override in project.lifecycleOverrides(ofClass: name) {
                for syntax in override.syntaxes { kinds.formUnion(self.kinds(in: syntax)) }
            }
        }
        return kinds
    }

    /// Whether project type `typeName` (or a project superclass of it) takes itself out of its
    /// superview (a toast's `removeFromSuperview()` when its animation ends): adding a new one each
    /// run shows it each run.
    static func removesItself(_ typeName: String, project: ProjectIndex) -> Bool {
        let types = project.projectAncestry(of: typeName).isEmpty ? [typeName] : project.projectAncestry(of: typeName)
        return types.contains { name in
            (project.functionsByClass[name] ?? []).contains { method in
                project.files[method.file].functions[method.function].calls.contains {
                    removing[$0.name]?.contains(.view) == true && ($0.receiver.isEmpty || $0.receiver == "self")
                }
            }
        }
    }
}
