/// A method a screen overrides that a lifecycle hook of a project superclass calls, without
/// arguments, as a statement of its own (`attribute()` in `BaseViewController.viewDidLoad()`):
/// Swift dispatches the call to the screen's override, so its statements run in that hook of the
/// screen, though the screen declares no such hook. A base class that lays out its screens' set-up
/// as steps (`attribute()`, `layout()`, `bind()`) is read through each screen's steps.
struct TemplateHookOverride {
    /// The screen's override: its file and function.
    var file: Int
    var function: Int
    /// The superclass's hook that calls it, whose moment it runs at.
    var hook: LifecycleHook
    /// The method's statements, read through their tokens.
    var syntaxes: [StatementSyntax]

    /// The overrides of class `className` that a lifecycle hook of one of its project superclasses
    /// calls (a class's own hook calling its own method is `OwnHelperCall`'s).
    static func all(ofClass className: String, project: ProjectIndex) -> [TemplateHookOverride] {
        let superclasses = project.projectAncestry(of: className).dropFirst()
        guard !superclasses.isEmpty else { return [] }
        var calledAt: [String: LifecycleHook] = [:]
        for superclass in superclasses {
            // The superclass's own argument-less methods, empty ones included: a step left for the
            // screens to fill in is often empty in the base.
            let steps = Set(
                (project.functionsByClass[superclass] ?? []).map { project.files[$0.file].functions[$0.function] }
                    .filter { $0.labels.isEmpty && !$0.isStatic && $0.lifecycleHook == nil }.map(\.name))
            for hook in project.lifecycleOverrides(ofClass: superclass) {
                for syntax in hook.syntaxes {
                    guard let step = syntax.argumentlessCallOfOwnMethod, steps.contains(step), calledAt[step] == nil
                    else { continue }
                    calledAt[step] = hook.hook
                }
            }
        }
        guard !calledAt.isEmpty else { return [] }
        return (project.functionsByClass[className] ?? []).compactMap { reference in
            let file = project.files[reference.file]
            let function = file.functions[reference.function]
            guard function.isOverride, function.labels.isEmpty, !function.isStatic, function.lifecycleHook == nil,
                let hook = calledAt[function.name]
            else { return nil }
            return TemplateHookOverride(
                file: reference.file, function: reference.function, hook: hook,
                syntaxes: function.statements.map(file.syntax))
        }
    }
}
