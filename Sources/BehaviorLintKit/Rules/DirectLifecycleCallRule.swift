/// `direct-lifecycle-call`: a view controller calls one of its own lifecycle hooks
/// (`self.viewDidLoad()`, `viewWillAppear(true)`), outside a `super.` call. UIKit calls these at
/// their moments and documents that code should not: a second call runs the hook's work again
/// (observers, subscriptions, views and requests added twice, every override up the chain once
/// more) and, for the appear hooks, tells no child and no container that anything appeared.
public struct DirectLifecycleCallRule: Rule {
    public static let descriptor = RuleDescriptor(
        id: "direct-lifecycle-call", kind: .defect, defaultSeverity: .warning, scope: .file, fixable: false,
        summary:
            "A view controller calls one of its own lifecycle hooks (self.viewDidLoad(), viewWillAppear(true), loadView()): UIKit calls them; calling one again runs its work a second time."
    )

    public init() {}

    /// The hooks UIKit alone calls, with the argument labels of their calls (`Call.labelText`).
    private static let hooks: [String: String] = [
        "loadView": "", "viewDidLoad": "", "viewWillAppear": "_:", "viewIsAppearing": "_:", "viewDidAppear": "_:",
        "viewWillDisappear": "_:", "viewDidDisappear": "_:",
    ]

    /// The screen itself, as a call's receiver: none, `self`, or `self` in a closure that holds it weakly.
    private static let ownReceivers: Set<String> = ["", "self", "self?", "self!"]

    public func check(_ context: RuleContext) -> [Finding] {
        guard let fileIndex = context.fileIndex, let file = context.file,
            !context.project.isOutsideTheApp(fileIndex)
        else { return [] }
        let project = context.project
        var findings: [Finding] = []
        // The functions whose statements the scan reads: lifecycle overrides, the methods they call
        // and the handlers they register, three calls down; their chains tell a call from a name in
        // `#selector(viewWillAppear(_:))`, which the calls alone do not.
        for index in file.functions.indices
        where !file.functions[index].statements.isEmpty
            && file.functions[index].calls.contains(where: { Self.isOwnHookCall($0) })
        {
            let function = file.functions[index]
            guard let typeIndex = function.typeIndex else { continue }
            let host = file.types[typeIndex].ownerName(in: file.types)
            guard project.isLikelyViewController(host), !project.isNoViewController(host), !project.isNeverMade(host)
            else { continue }
            for statement in function.statements {
                let syntax = file.syntax(statement)
                let called = Set(
                    syntax.chains.filter { $0.isCalled && !$0.inSelector }.map { syntax.tokens.start($0.names[0]) })
                // One finding per statement: `viewWillAppear(true); viewDidAppear(true)` in one handler
                // is one thing to change.
                let calls = statement.calls.filter { Self.isOwnHookCall($0) && called.contains($0.start) }
                guard !calls.isEmpty else { continue }
                findings.append(
                    finding(
                        calls, in: function, statement: statement, host: host, fileIndex: fileIndex, context: context))
            }
        }
        return findings
    }

    /// `viewDidLoad()`, `self.viewWillAppear(animated)`: a hook called on the screen itself.
    private static func isOwnHookCall(_ call: Call) -> Bool {
        ownReceivers.contains(call.receiver) && hooks[call.name] == call.labelText
    }

    private func finding(
        _ calls: [Call], in function: FunctionDeclaration, statement: Statement, host: String, fileIndex: Int,
        context: RuleContext
    ) -> Finding {
        let call = calls[0]
        let span = SourceSpan(
            start: call.start, end: statement.span.end, startLocation: call.location,
            endLocation: statement.span.endLocation)
        let named = calls.map { $0.name + ($0.labelText.isEmpty ? "()" : "(_:)") }.reduce(into: [String]()) {
            if !$0.contains($1) { $0.append($1) }
        }
        // A hook that calls another hook on itself and never its own super: the super call it lacks,
        // mistyped (`self.viewDidAppear(animated)` in viewWillAppear(_:)).
        let mistypedSuper = function.lifecycleHook.flatMap { hook -> String? in
            guard hook == .viewDidLoad || hook.isAppearance || hook.isDisappearance, call.name != "loadView",
                !function.calls.contains(where: { $0.receiver == "super" && $0.name == hook.rawValue })
            else { return nil }
            return hook.superCall(arguments: function.parameterNames)
        }
        let advice =
            mistypedSuper.map { "the override never calls \($0), which this call looks meant to be: call that instead" }
            ?? "move what must run again (the view building too, for loadView()) into a method of its own and call that"
        let message =
            "\(host) calls \(named.spokenList) itself in \(function.signature): UIKit calls "
            + (named.count == 1 ? "it" : "them")
            + " at \(named.count == 1 ? "its moment" : "their moments"), so this runs "
            + "the work a second time (and that of every override up the chain: observers, subscriptions, views and "
            + "requests added again) without telling any child or container; " + advice
        return context.finding(
            Self.self, file: fileIndex, span: span, message: message, hostClass: host, hook: function.lifecycleHook,
            condition: statement.condition ?? function.condition,
            fingerprintText: function.signature + "|" + statement.normalizedText + "|direct hook call")
    }
}
