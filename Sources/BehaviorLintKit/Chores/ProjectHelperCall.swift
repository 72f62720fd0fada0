/// A lifecycle statement that is one call of a helper the project declares: where that helper is.
/// Such a call already gives its chore one home; repeated-lifecycle-concern and base-class-sprawl
/// read it through `LifecycleConcern`.
enum ProjectHelperCall {
    /// Static on the project type the call names, or on its `shared` instance:
    /// `UiUtils.dismissKeyboardForTaps(onView: view)`, `Theme.shared.applyBrandColors()`.
    case onType
    /// In an extension, of `UINavigationBar`, `NSWindow`, … (the chrome it is called on):
    /// `navigationController?.navigationBar.applyBrandStyle()`.
    case inExtension

    /// The project's method a statement that is one call calls, if it is one; its argument labels
    /// pick the overload (`addObserver(self, selector:name:object:)` is NotificationCenter's own,
    /// whatever `addObserver(for:object:handler:)` a project adds). An `override` is the
    /// framework's method (`navigationBar.sizeToFit()`).
    init?(_ syntax: StatementSyntax, project: ProjectIndex) {
        guard let call = syntax.chains.first, call.extent == syntax.range, call.isCalled, call.assignedValue == nil,
            call.names.count > 1, let last = call.names.last
        else { return nil }
        let root = syntax.text(call.names[0])
        let onProjectType = root.first?.isUppercase == true
        let labels = call.arguments.map { syntax.arguments($0).map { $0.label ?? "_" } } ?? []
        var declaredOnRoot = false
        for reference in project.functions(named: syntax.text(last)) {
            let file = project.files[reference.file]
            let function = file.functions[reference.type]
            guard let typeIndex = function.typeIndex else { continue }
            let type = file.types[typeIndex]
            declaredOnRoot = declaredOnRoot || type.ownerName(in: file.types) == root
            guard !function.isOverride, Self.labels(labels, fit: function.labels) else { continue }
            if onProjectType {
                if type.ownerName(in: file.types) == root && function.isStatic == (call.names.count == 2) {
                    self = .onType
                    return
                }
            } else if !function.isStatic && type.kind == .extension {
                self = .inExtension
                return
            }
        }
        // `NCAppBranding.styleViewController(self)`: a type method no Swift file declares on its
        // type, which is not Apple's, is the project's Objective-C (or a package's) helper.
        if onProjectType && call.names.count == 2 && !ChainTargetResolver.isFrameworkType(root) && !declaredOnRoot {
            self = .onType
            return
        }
        return nil
    }

    /// Whether `syntax` is one call, and nothing else, of a method the project declares anywhere
    /// (`keyboardAvoider?.startAvoiding()`, `setupKeyboardHandler()`, `attachKeyboardConstraint(self)`):
    /// the screen handing its chore to code it already has, a home of the project's own.
    static func isLoneCallOfProjectMethod(_ syntax: StatementSyntax, project: ProjectIndex) -> Bool {
        guard let call = syntax.chains.first, call.extent == syntax.range, call.isCalled, call.assignedValue == nil,
            let last = call.names.last
        else { return false }
        let labels = call.arguments.map { syntax.arguments($0).map { $0.label ?? "_" } } ?? []
        return project.functions(named: syntax.text(last)).contains { reference in
            let function = project.files[reference.file].functions[reference.type]
            return !function.isOverride && function.lifecycleHook == nil && Self.labels(labels, fit: function.labels)
        }
    }

    /// Whether a call with argument `labels` can call a declaration labelled `declared`: the same
    /// labels in order, the declaration's others having default values.
    static func labels(_ labels: [String], fit declared: [String]) -> Bool {
        var remaining = declared[...]
        for label in labels {
            guard let at = remaining.firstIndex(of: label) else { return false }
            remaining = remaining[(at + 1)...]
        }
        return true
    }
}
