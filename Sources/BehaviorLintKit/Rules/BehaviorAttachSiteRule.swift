/// `behavior-attach-site`: `addBehaviors(_:)` belongs in `viewDidLoad` (or `loadView`). It adds a
/// hidden child view controller, so calling it in an appearance or layout hook adds one more child
/// every time, and calling it from an initializer or from outside loads the view too early.
public struct BehaviorAttachSiteRule: Rule {
    public static let descriptor = RuleDescriptor(
        id: "behavior-attach-site", kind: .defect, defaultSeverity: .warning, scope: .file, fixable: false,
        summary:
            "Behaviors are attached once, in viewDidLoad or loadView, not in appearance or layout hooks, initializers or other methods.",
        options: [AttachMethodOption.option])

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        guard let fileIndex = context.fileIndex, let file = context.file else { return [] }
        // One or two names: compared in turn, not hashed for every call of the project.
        let attachMethods = context.settings.list(AttachMethodOption.option)
        let loadSites = LoadSites(project: context.project)
        var findings: [Finding] = []
        // Most functions call no attach method: they are passed over without being copied.
        for index in file.functions.indices
        where file.functions[index].calls.contains(where: { attachMethods.contains($0.name) }) {
            let function = file.functions[index]
            // Forwarding overloads of the attach method itself are not attach sites.
            guard !LoadSites.isLoadHook(function), !attachMethods.contains(function.name) else { continue }
            // A nested function's calls are also its enclosing function's: report them there, once.
            let enclosingCalls = function.enclosingFunction.map { Set(file.functions[$0].calls.map { $0.start }) } ?? []
            let calls = function.calls.filter { attachMethods.contains($0.name) && !enclosingCalls.contains($0.start) }
            guard !calls.isEmpty,
                !loadSites.runsOnlyWhileLoading(HostFunctionReference(file: fileIndex, function: index))
            else { continue }
            findings += calls.map { finding($0, in: function, fileIndex: fileIndex, context: context) }
        }
        return findings
    }

    private func finding(_ call: Call, in function: FunctionDeclaration, fileIndex: Int, context: RuleContext)
        -> Finding
    {
        let file = context.project.files[fileIndex]
        let statement = function.statements.first { $0.span.start <= call.start && call.start <= $0.span.end }
        let host = function.typeIndex.map { index in
            file.types[index].ownerName(in: file.types)
        }
        let span = SourceSpan(
            start: call.start, end: statement?.span.end ?? call.start, startLocation: call.location,
            endLocation: statement?.span.endLocation ?? call.location)
        return context.finding(
            Self.self, file: fileIndex, span: span, message: Self.message(call: call, in: function, host: host),
            hostClass: host, hook: function.lifecycleHook, condition: statement?.condition ?? function.condition,
            fingerprintText: function.signature + "|"
                + (statement?.normalizedText ?? call.path + "(" + call.labelText + ")"))
    }

    private static func message(call: Call, in function: FunctionDeclaration, host: String?) -> String {
        let site = function.signature
        let caller = host ?? site
        let receiver = TrackingCallPattern.cleanReceiver(call.receiver)
        if function.name == "init" {
            return
                "\(caller) calls \(call.name) in \(site): the view does not exist yet, so attaching loads it early and adds "
                + "the child view controller before the screen is set up; call \(call.name) in viewDidLoad"
        }
        if let hook = LifecycleHook(methodName: function.name), !function.isStatic, hook != .loadView,
            hook != .viewDidLoad
        {
            return
                "\(caller) calls \(call.name) in \(site), which adds a new child view controller \(repetition(of: hook)); "
                + "call it once, in viewDidLoad"
        }
        if !receiver.isEmpty {
            return
                "\(caller) calls \(receiver).\(call.name) in \(site), outside that view controller's viewDidLoad: attaching "
                + "from outside loads its view early; attach the behaviors in its own viewDidLoad"
        }
        return
            "\(caller) calls \(call.name) in \(site), which may run more than once or before the view loads; call it once, "
            + "in viewDidLoad (or in a helper that only viewDidLoad calls)"
    }

    private static func repetition(of hook: LifecycleHook) -> String {
        switch hook {
        case .viewWillLayoutSubviews, .viewDidLayoutSubviews: return "on every layout pass"
        case .traitCollectionDidChange, .willTransition: return "on every trait change"
        case .viewWillTransition: return "on every size change"
        case .didReceiveMemoryWarning: return "on every memory warning"
        default: return hook.isDisappearance ? "on every disappearance" : "on every appearance"
        }
    }
}

/// Which methods run only while the view loads: `viewDidLoad` and `loadView` themselves, and
/// helpers of the same class called only from such methods (`setUpBehaviors()`), however deep.
private struct LoadSites {
    let project: ProjectIndex

    func runsOnlyWhileLoading(_ reference: HostFunctionReference) -> Bool {
        var visiting: Set<HostFunctionReference> = []
        return runsOnlyWhileLoading(reference, visiting: &visiting)
    }

    private func runsOnlyWhileLoading(_ reference: HostFunctionReference, visiting: inout Set<HostFunctionReference>)
        -> Bool
    {
        let file = project.files[reference.file]
        let function = file.functions[reference.function]
        if Self.isLoadHook(function) { return true }
        guard !function.isStatic, function.name != "init",
            let className = HostClassLookup.className(of: function, in: file),
            visiting.insert(reference).inserted
        else { return false }
        // Only the current call chain is remembered: a cycle does not count as loading.
        defer { visiting.remove(reference) }
        // A private helper can only be called from its own file.
        let isPrivate = function.modifiers.contains("private") || function.modifiers.contains("fileprivate")
        let methods = HostClassLookup.functions(
            of: className, project: project, onlyFile: isPrivate ? reference.file : nil)
        let callers = methods.filter { candidate in
            project.files[candidate.file].functions[candidate.function].calls.contains { call in
                call.name == function.name && call.labels == function.labels
                    && TrackingCallPattern.cleanReceiver(call.receiver).isEmpty
            }
        }
        return !callers.isEmpty && callers.allSatisfy { runsOnlyWhileLoading($0, visiting: &visiting) }
    }

    /// `viewDidLoad()` or `loadView()`, an override or a presenter's own.
    static func isLoadHook(_ function: FunctionDeclaration) -> Bool {
        !function.isStatic && function.labels.isEmpty && (function.name == "viewDidLoad" || function.name == "loadView")
    }
}
