/// A lifecycle statement that is one call, without arguments, of a method of the screen's own class
/// (`setColors()`, `self.setUpNavigationBar()`, declared in the class body or an extension): what the
/// hook does one helper deep. Screens that each style the bar in their own private helper repeat the
/// styling as much as screens that write it in the hook; a superclass's method is shared code already.
struct OwnHelperCall {
    /// The method's name.
    var name: String
    /// The file that declares it.
    var file: Int
    /// The method's statements, read through their tokens (the scan splits the bodies of the methods
    /// lifecycle code calls).
    var syntaxes: [StatementSyntax]
    /// Each statement's source span, for how many lines it holds.
    var statements: [Statement]

    init?(_ syntax: StatementSyntax, ofClass className: String, project: ProjectIndex) {
        guard let called = syntax.argumentlessCallOfOwnMethod else { return nil }
        for method in project.functionsByClass[className] ?? [] {
            let file = project.files[method.file]
            let function = file.functions[method.function]
            guard function.name == called, function.labels.isEmpty, function.lifecycleHook == nil,
                !function.isStatic, !function.statements.isEmpty
            else { continue }
            name = function.name
            self.file = method.file
            statements = function.statements
            syntaxes = function.statements.map(file.syntax)
            return
        }
        return nil
    }
}
