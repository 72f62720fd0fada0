/// Conveniences shared by the rules for walking lifecycle overrides and building findings.
extension RuleContext {
    /// The lifecycle overrides to check: this file's (file scope) or all (project scope), real
    /// view-controller hooks only, in the app's code (a test's view controllers are stubs and
    /// fixtures, and a file no target compiles never runs: neither is a screen of the app; their
    /// classes still count as context), of classes something makes (`ProjectIndex.isNeverMade`:
    /// a class nothing names is dead code, whose hooks never run).
    public var lifecycleOverrides: [ProjectIndex.LifecycleOverride] {
        guard let fileIndex else { return project.lifecycleOverrides.filter(isScreenHook) }
        guard !project.isOutsideTheApp(fileIndex) else { return [] }
        return project.lifecycleOverridesByFile[fileIndex].map { project.lifecycleOverrides[$0] }.filter(isScreenHook)
    }

    /// Whether `override` is one `lifecycleOverrides` checks: a real view-controller hook, in the
    /// app's code, of a class something makes (a file-scope rule asks it of another file's hooks).
    func isScreenHook(_ override: ProjectIndex.LifecycleOverride) -> Bool {
        project.isLifecycleHost(override) && !project.isOutsideTheApp(override.file)
            && !project.isNeverMade(override.className)
    }

    /// The methods the screens of this file override that a project superclass's lifecycle hook
    /// calls (`TemplateHookOverride`), with the screen's class: statements of that hook of the
    /// screen, as its own overrides' are. The same screens as `lifecycleOverrides`'.
    var templateHookOverrides: [(className: String, step: TemplateHookOverride)] {
        guard let fileIndex, !project.isOutsideTheApp(fileIndex) else { return [] }
        let types = project.files[fileIndex].types
        let classes = Set(types.map { $0.ownerName(in: types) }).sorted()
        return classes.filter { !project.isNeverMade($0) && !project.isNoViewController($0) }.flatMap { name in
            TemplateHookOverride.all(ofClass: name, project: project).filter { $0.file == fileIndex }.map {
                (name, $0)
            }
        }
    }

    /// A finding of rule `R` at `span` of file `file`, with this run's severity.
    public func finding<R: Rule>(
        _ rule: R.Type, file: Int, span: SourceSpan, message: String, hostClass: String? = nil,
        hook: LifecycleHook? = nil, condition: String? = nil, verdict: FixVerdict = .notFixable([.noSafeRewrite]),
        notes: [Finding.Note] = [], chore: Chore? = nil, fingerprintText: String
    ) -> Finding {
        Finding(
            ruleID: R.descriptor.id, severity: settings.severity, path: project.files[file].path,
            location: span.startLocation, endLocation: span.endLocation, message: message,
            hostClass: hostClass, hook: hook.map { $0.rawValue }, condition: condition, verdict: verdict,
            notes: notes, chore: chore, fingerprintText: fingerprintText)
    }

    /// Where statement `statement` of `override` is, as a chore names it.
    func place(_ override: ProjectIndex.LifecycleOverride, statement: Int) -> Chore.Place {
        Chore.Place(path: project.files[override.file].path, function: override.function, statement: statement)
    }
}
