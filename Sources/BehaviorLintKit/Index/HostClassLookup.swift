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
        project.lifecycleOverridesByFile[fileIndex].map { project.lifecycleOverrides[$0] }.filter {
            project.isLifecycleHost($0)
        }
    }

    /// The lifecycle overrides of class `className`, in its body and its extensions in every file.
    static func overrides(of className: String, project: ProjectIndex) -> [ProjectIndex.LifecycleOverride] {
        project.lifecycleOverrides(ofClass: className)
    }

    /// The methods of class `className`, in its body and its extensions in every file, or only in
    /// file `onlyFile`.
    static func functions(of className: String, project: ProjectIndex, onlyFile: Int? = nil) -> [HostFunctionReference]
    {
        (project.functionsByClass[className] ?? []).filter { onlyFile == nil || $0.file == onlyFile }
            .map { HostFunctionReference(file: $0.file, function: $0.function) }
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
}
