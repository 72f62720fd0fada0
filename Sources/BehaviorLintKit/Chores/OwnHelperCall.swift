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

    /// The UIKit class every screen descends from: a method an extension of it declares is every
    /// screen's.
    static let everyScreensType = "UIViewController"

    /// With `inherited`, a method the screen inherits counts too: its project superclasses', and an
    /// extension of `UIViewController`'s (`hideKeyboardWhenTappedAround()`, declared once). What
    /// such a method does runs in the screen all the same; a rule asking where code is pasted
    /// leaves them out, as shared code has its home.
    init?(_ syntax: StatementSyntax, ofClass className: String, project: ProjectIndex, inherited: Bool = false) {
        guard let called = syntax.argumentlessCallOfOwnMethod else { return nil }
        let owners =
            inherited ? [className] + project.projectAncestry(of: className) + [Self.everyScreensType] : [className]
        for method in owners.flatMap({ project.functionsByClass[$0] ?? [] }) {
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
