/// A function of one file of the project.
struct HostFunctionReference: Hashable {
    var file: Int
    var function: Int
}

/// Finds a file's lifecycle overrides and a class's functions without walking every function or
/// override of the project (shared by `screen-tracking`, `observer-lifecycle` and
/// `behavior-attach-site`). A file-scope rule runs once per file, so a walk over the whole project
/// in each run makes linting quadratic; type declarations are few, and functions are read only in
/// the files that declare or extend the class.
enum HostClassLookup {
    /// The lifecycle overrides declared in file `fileIndex`, as `ProjectIndex` records them,
    /// real view-controller hooks only.
    static func overrides(inFile fileIndex: Int, project: ProjectIndex) -> [ProjectIndex.LifecycleOverride] {
        let file = project.files[fileIndex]
        return file.functions.indices.compactMap { override(HostFunctionReference(file: fileIndex, function: $0), project: project) }
            .filter { project.isLifecycleHost($0) }
    }

    /// The lifecycle overrides of class `className`, in its body and its extensions in every file.
    static func overrides(of className: String, project: ProjectIndex) -> [ProjectIndex.LifecycleOverride] {
        functions(of: className, project: project).compactMap { override($0, project: project) }
    }

    /// The methods of class `className`, in its body and its extensions in every file, or only in
    /// file `onlyFile`.
    static func functions(of className: String, project: ProjectIndex, onlyFile: Int? = nil) -> [HostFunctionReference] {
        // A nested class is declared under its own name and extended under its qualified one.
        let declaredName = className.split(separator: ".").last.map(String.init) ?? className
        var references: [HostFunctionReference] = []
        for fileIndex in onlyFile.map({ [$0] }) ?? Array(project.files.indices) {
            let file = project.files[fileIndex]
            guard file.types.contains(where: { $0.name == declaredName || $0.name == className }) else { continue }
            for (index, function) in file.functions.enumerated() where self.className(of: function, in: file) == className {
                references.append(HostFunctionReference(file: fileIndex, function: index))
            }
        }
        return references
    }

    /// The class a method belongs to: the qualified class name, or the extended type's name.
    static func className(of function: FunctionDeclaration, in file: FileSummary) -> String? {
        guard let typeIndex = function.typeIndex else { return nil }
        let type = file.types[typeIndex]
        switch type.kind {
        case .class: return type.qualifiedName(in: file.types)
        case .extension: return type.name
        default: return nil
        }
    }

    private static func override(_ reference: HostFunctionReference, project: ProjectIndex) -> ProjectIndex.LifecycleOverride? {
        let file = project.files[reference.file]
        let function = file.functions[reference.function]
        guard let hook = function.lifecycleHook, let className = className(of: function, in: file) else { return nil }
        return ProjectIndex.LifecycleOverride(file: reference.file, function: reference.function, hook: hook, className: className)
    }
}
