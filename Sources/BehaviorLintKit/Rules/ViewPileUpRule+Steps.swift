/// The template-step defect of `view-pile-up`: a base class's hook that runs again calls a step its
/// screens override (`setLayout()` in `BaseViewController.viewWillLayoutSubviews()`,
/// `TemplateHookOverride`), and the screens' steps make and add objects anew. The base's call is
/// the one line to move, so the finding stands there, with a note at each screen's insertion.
extension ViewPileUpRule {
    func stepsDefect(in override: ProjectIndex.LifecycleOverride, context: RuleContext) -> Finding? {
        let project = context.project
        let subclasses = project.allSubclasses(of: override.className).sorted()
        guard !subclasses.isEmpty else { return nil }
        let function = project.function(override)
        let syntaxes = override.syntaxes.prefix(through: Self.lastStatementRunEveryTime(override.syntaxes))
        // Each screen's steps, found once for all the hook's calls (only screens seen again count
        // for an appear hook).
        var stepsOf: [String: [TemplateHookOverride]] = [:]
        for (index, syntax) in syntaxes.enumerated() {
            guard let step = syntax.argumentlessCallOfOwnMethod else { continue }
            var screens: [(className: String, file: Int, statement: Statement, insertion: FreshInsertion)] = []
            for screen in subclasses {
                let steps =
                    stepsOf[screen]
                    ?? (override.hook.isAppearance && !Reappearance.isKnown(for: screen, project: project)
                        ? []
                        : TemplateHookOverride.all(ofClass: screen, project: project).filter {
                            $0.hook == override.hook
                        })
                stepsOf[screen] = steps
                guard
                    let overriding = steps.first(where: { project.files[$0.file].functions[$0.function].name == step })
                else { continue }
                let run = Array(
                    overriding.syntaxes.prefix(through: Self.lastStatementRunEveryTime(overriding.syntaxes)))
                let removed = HierarchyRemoval.kinds(inClass: screen, project: project)
                    .union(overriding.syntaxes.flatMap { HierarchyRemoval.kinds(in: $0) })
                let statements = project.files[overriding.file].functions[overriding.function].statements
                if let insertion = FreshInsertion.all(in: run, project: project).first(where: {
                    !removed.contains($0.kind)
                        && !($0.madeType.map { HierarchyRemoval.removesItself($0, project: project) } ?? false)
                }) {
                    screens.append((screen, overriding.file, statements[insertion.index], insertion))
                }
            }
            guard let first = screens.first else { continue }
            let statement = function.statements[index]
            let insertion = first.insertion
            let made =
                insertion.madeType.map { "new `\($0)` objects" }
                ?? (insertion.kind == .constraint ? "new layout constraints" : "new \(insertion.kind.noun)s")
            let who =
                screens.count == 1 ? "\(first.className)'s" : "\(screens.count) screens' (\(first.className) and more)"
            let message =
                "\(override.className) calls \(step)() in \(function.signature), which runs again "
                + "\(Self.when(override.hook)), and \(who) \(step)() make \(made) and add them: each run adds "
                + "more beside the last, and \(Self.consequence(insertion.kind)); call \(step)() once, from viewDidLoad()"
            return context.finding(
                Self.self, file: override.file, span: statement.span, message: message, hostClass: override.className,
                hook: override.hook, condition: statement.condition,
                notes: screens.map {
                    Finding.Note(
                        path: project.files[$0.file].path, location: $0.statement.span.startLocation,
                        message: "\($0.className) adds them here")
                },
                fingerprintText: statement.normalizedText + "|steps pile up")
        }
        return nil
    }
}
