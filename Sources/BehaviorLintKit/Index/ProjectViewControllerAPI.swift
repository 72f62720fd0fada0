/// The methods the project adds to every view controller: declared in an `extension
/// UIViewController` that is not `private`/`fileprivate` and has no `where` clause, themselves
/// neither `private`/`fileprivate` nor `static`/`class`. A behavior holding `viewController:
/// UIViewController` can call them as the host did (`removeTopBarLine()` becomes
/// `viewController.removeTopBarLine()`), from its own file.
enum ProjectViewControllerAPI {
    static func methods(_ project: ProjectIndex) -> Set<String> {
        var names: Set<String> = []
        for reference in project.functionsByClass["UIViewController"] ?? [] {
            let file = project.files[reference.file]
            let function = file.functions[reference.function]
            guard let typeIndex = function.typeIndex, function.lifecycleHook == nil else { continue }
            let type = file.types[typeIndex]
            guard type.kind == .extension, !type.isFileScoped, !type.isConstrained,
                !function.modifiers.contains(where: hiddenOrStatic.contains)
            else { continue }
            names.insert(function.name)
        }
        return names
    }

    private static let hiddenOrStatic: Set<String> = ["private", "fileprivate", "static", "class"]
}
