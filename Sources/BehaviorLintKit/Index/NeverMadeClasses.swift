/// The project classes nothing can make, in a run that reads the app's entry point: no file names
/// them, or only files whose every type is a view controller nothing makes (a screen only a dead
/// screen shows is dead too; its maker's code never runs). A file that declares anything else (a
/// struct, a function, a class something makes, the app's entry point, or a class that is no view
/// controller, which the system may make from a name in `Info.plist`, as a scene delegate) may run,
/// so the names it uses count. Found once, to a fixed point over the files.
struct NeverMadeClasses {
    private(set) var names: Set<String> = []

    init(_ index: ProjectIndex) {
        // Candidates: capitalised project classes that no storyboard scene UIKit can make is of.
        let candidates = index.classes.keys.filter {
            $0.first?.isUppercase == true && !index.isStoryboardScene($0)
        }
        guard !candidates.isEmpty else { return }
        let hashOf = Dictionary(uniqueKeysWithValues: candidates.map { ($0, NameHash.of($0.utf8)) })
        var dead: Set<String> = []
        var deadFiles: Set<Int> = []
        while true {
            var used: Set<UInt64> = []
            for (position, file) in index.files.enumerated() where !deadFiles.contains(position) {
                used.formUnion(file.typeNameHashes)
            }
            let nowDead = Set(candidates.filter { !used.contains(hashOf[$0]!) })
            guard nowDead != dead else { break }
            dead = nowDead
            deadFiles = Set(
                index.files.indices.filter { position in
                    let file = index.files[position]
                    return !file.declaresAppEntry && !file.types.isEmpty
                        && file.functions.allSatisfy { $0.typeIndex != nil }
                        && file.types.allSatisfy { type in
                            let name = type.ownerName(in: file.types)
                            return (type.kind == .class || type.kind == .extension) && dead.contains(name)
                                && index.isViewController(name)
                        }
                })
        }
        names = dead
    }
}
