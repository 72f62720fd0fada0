/// A lifecycle statement that is one call, on the screen's navigation controller, of a method
/// without parameters the project declares in an extension of `UINavigationController`
/// (`navigationController?.enableSwipeBack()`, written once in another file): the method's
/// statements act on that container as the screen's own `navigationController?.…` statements
/// would. The scan gives such methods their statements wherever they are declared.
struct ContainerExtensionStep {
    /// The UIKit containers whose extensions' methods are read as steps of the screens that call them.
    static let extendedTypes: Set<String> = ["UINavigationController"]

    /// The method's name.
    var name: String
    var statements: [Statement]
    /// The method's statements, read through their file; their paths start at the container
    /// (`interactivePopGestureRecognizer`), not at the screen.
    var syntaxes: [StatementSyntax]

    /// The step `syntax` calls, if it is one call of such a method on `navigationController`.
    init?(_ syntax: StatementSyntax, project: ProjectIndex) {
        guard let call = syntax.chains.first, call.extent == syntax.range, call.isCalled, call.assignedValue == nil,
            call.arguments.map({ syntax.arguments($0).isEmpty }) ?? true
        else { return nil }
        let path = syntax.resolvedPath(call)
        guard path.count == 2, path[0] == "navigationController" else { return nil }
        for reference in project.functions(named: path[1]) {
            let file = project.files[reference.file]
            let function = file.functions[reference.type]
            guard let typeIndex = function.typeIndex, file.types[typeIndex].kind == .extension,
                Self.extendedTypes.contains(file.types[typeIndex].name), function.labels.isEmpty,
                !function.isStatic, !function.statements.isEmpty
            else { continue }
            name = function.name
            statements = function.statements
            syntaxes = function.statements.map(file.syntax)
            return
        }
        return nil
    }
}
