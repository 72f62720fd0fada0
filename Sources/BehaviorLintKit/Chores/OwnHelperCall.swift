/// A lifecycle statement that is one call, without arguments, of a method of the screen's own class
/// (`setColors()`, `self.setUpNavigationBar()`, declared in the class body or an extension): what the
/// hook does one helper deep. Screens that each style the bar in their own private helper repeat the
/// styling as much as screens that write it in the hook; a superclass's method is shared code already.
struct OwnHelperCall {
    /// The method's name.
    var name: String
    /// Its name with its argument labels, as a message names it: `setArrowBack(imageArrow:)`.
    var signature: String
    /// The file that declares it.
    var file: Int
    /// The method's statements, read through their tokens (the scan splits the bodies of the methods
    /// lifecycle code calls).
    var syntaxes: [StatementSyntax]
    /// Each statement's source span, for how many lines it holds.
    var statements: [Statement]

    /// The UIKit class every screen descends from: a method an extension of it declares is every
    /// screen's.
    static let everyScreensType = "UIViewController"

    /// With `inherited`, a method the screen inherits counts too: its project superclasses', and an
    /// extension of `UIViewController`'s (`hideKeyboardWhenTappedAround()`, declared once). What
    /// such a method does runs in the screen all the same; a rule asking where code is pasted
    /// leaves them out, as shared code has its home.
    ///
    /// With `withArguments`, the call may pass arguments (`setArrowBack(imageArrow: image)`) to a
    /// method of those labels: what it does with `self` runs in the screen whatever the arguments.
    /// With `callerFile`, the file the call is written in: a `private` or `fileprivate` method of
    /// another file is out of its reach, so the call means some other method.
    init?(
        _ syntax: StatementSyntax, ofClass className: String, project: ProjectIndex, inherited: Bool = false,
        withArguments: Bool = false, callerFile: Int? = nil
    ) {
        let called: (name: String, labels: [String])
        if withArguments, let call = syntax.soleCallOfOwnMethod {
            called = call
        } else if let name = syntax.argumentlessCallOfOwnMethod {
            called = (name, [])
        } else {
            return nil
        }
        let owners =
            inherited ? [className] + project.projectAncestry(of: className) + [Self.everyScreensType] : [className]
        for method in owners.flatMap({ project.functionsByClass[$0] ?? [] }) {
            let file = project.files[method.file]
            let function = file.functions[method.function]
            guard function.name == called.name, function.labels == called.labels, function.lifecycleHook == nil,
                !function.isStatic, !function.statements.isEmpty,
                callerFile.map({ method.file == $0 || !Self.isFilePrivate(function) }) ?? true
            else { continue }
            name = function.name
            signature = function.signature
            self.file = method.file
            statements = function.statements
            syntaxes = function.statements.map(file.syntax)
            return
        }
        return nil
    }

    /// Whether `function` is visible only in its own file (`private`, `fileprivate`).
    private static func isFilePrivate(_ function: FunctionDeclaration) -> Bool {
        function.modifiers.contains("private") || function.modifiers.contains("fileprivate")
    }
}
