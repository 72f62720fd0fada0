/// The screens the scan's placements name, once every type is known. A placement of what a type's
/// static method returns (`viewControllers = [AccountsFactory.create(with: presenter)]`, which the
/// scan names `AccountsFactory.create`) places the project class the method's declaration returns
/// (`static func create(with:) -> AccountsViewController`). Where the method returns no project
/// class (`-> Self`, `-> UIViewController`), or the project declares no such method, the placement
/// names the type itself, as `SettingsViewController.instantiate()` does.
struct FactoryMadeScreens {
    let files: [FileSummary]
    let classes: [String: ProjectIndex.TypeReference]
    let functionsByClass: [String: [(file: Int, function: Int)]]

    /// The screen class placement `placed` names.
    func screen(_ placed: String) -> String {
        guard let dot = placed.firstIndex(of: ".") else { return placed }
        let type = String(placed[..<dot])
        let method = placed[placed.index(after: dot)...]
        for reference in functionsByClass[type] ?? [] {
            let function = files[reference.file].functions[reference.function]
            guard function.isStatic, function.name == method, let returned = function.returnType else { continue }
            let name = String(returned.filter { $0 != "?" && $0 != "!" && !$0.isWhitespace })
            if classes[name] != nil { return name }
        }
        return type
    }

    /// `index` with every placement naming its screen class.
    func resolving(_ index: IndexPart.ScreenIndex) -> IndexPart.ScreenIndex {
        var resolved = index
        resolved.roots = keys(of: index.roots)
        resolved.pushed = keys(of: index.pushed)
        resolved.containers = keys(of: index.containers)
        resolved.pushers = keys(of: index.pushers)
        resolved.presented = Set(index.presented.map(screen))
        resolved.searchResults = Set(index.searchResults.map(screen))
        return resolved
    }

    private func keys<Value>(of map: [String: Set<Value>]) -> [String: Set<Value>] {
        guard map.keys.contains(where: { $0.contains(".") }) else { return map }
        var resolved: [String: Set<Value>] = [:]
        for (placed, values) in map { resolved[screen(placed), default: []].formUnion(values) }
        return resolved
    }
}
