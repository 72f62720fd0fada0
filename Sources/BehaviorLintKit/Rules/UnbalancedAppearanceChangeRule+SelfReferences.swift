/// The self-reference defect of `unbalanced-appearance-change`: a property the screen points at
/// itself once, when its view loads, and empties on every disappearance. viewDidLoad runs once in
/// a screen's life, a disappearance many times (a cancelled swipe back, a screen pushed or
/// presented over it), so once the screen has disappeared and come back, nothing calls it back.
extension UnbalancedAppearanceChangeRule {
    /// The self-reference defects of the classes whose `viewDidLoad()` file `fileIndex` declares.
    func selfReferenceDefects(inFile fileIndex: Int, context: RuleContext) -> [Finding] {
        let project = context.project
        let loading = context.lifecycleOverrides.filter { $0.hook == .viewDidLoad }
        var findings: [Finding] = []
        for className in Set(loading.map(\.className)).sorted() {
            // Every hook of the class and its project superclasses, in any file: a superclass's
            // appear hook that points the property at the screen again keeps it hearing.
            let classes =
                project.projectAncestry(of: className).isEmpty ? [className] : project.projectAncestry(of: className)
            let references = classes.flatMap { HostClassLookup.overrides(of: $0, project: project) }
                .filter {
                    project.isLifecycleHost($0)
                        && ($0.hook == .viewDidLoad || $0.hook.isAppearance || $0.hook.isDisappearance)
                }
                .flatMap { SelfReference.all(in: $0, project: project) }
            let pointedOnAppearing = Set(references.filter { $0.pointsAtSelf && $0.host.hook.isAppearance }.map(\.path))
            var reported: Set<String> = []
            for set in references
            where set.pointsAtSelf && set.host.hook == .viewDidLoad && set.host.file == fileIndex
                && set.host.className == className && !pointedOnAppearing.contains(set.path) && !set.isStatic
            {
                // A container delegate that answers nothing is called back for nothing (and is
                // `unused-container-delegate`'s).
                if let container = set.containerDelegate(ofClass: className, project: project),
                    !BorrowedContainerDelegate.isServed(container, by: className, project: project)
                {
                    continue
                }
                let clears = references.filter {
                    !$0.pointsAtSelf && $0.isUnconditional && $0.host.hook.isDisappearance && $0.path == set.path
                }
                guard !clears.isEmpty, reported.insert(set.path.joined(separator: ".")).inserted else { continue }
                findings.append(finding(set, clears: clears, context: context))
            }
        }
        return findings
    }

    private func finding(_ set: SelfReference, clears: [SelfReference], context: RuleContext) -> Finding {
        let project = context.project
        let hooks = clears.map { project.function($0.host).signature }.reduce(into: [String]()) {
            if !$0.contains($1) { $0.append($1) }
        }
        let message =
            "\(set.host.className) sets `\(set.path.joined(separator: "."))` to itself once, in viewDidLoad(), and to nil in "
            + "\(hooks.spokenList), so nothing calls the screen back once it has disappeared and come back "
            + "(a cancelled swipe back, a screen pushed or presented over it); set it in viewWillAppear(_:) "
            + "instead"
        return context.finding(
            Self.self, file: set.host.file, span: set.statement.span, message: message,
            hostClass: set.host.className, hook: set.host.hook, condition: set.statement.condition,
            notes: clears.map {
                Finding.Note(
                    path: project.files[$0.host.file].path, location: $0.statement.span.startLocation,
                    message: "it is set to nil here")
            },
            fingerprintText: set.statement.normalizedText + "|" + set.path.joined(separator: ".") + "|cleared for good")
    }
}
