/// One independent part of a `ProjectIndex`, built from every file summary on a thread of its own:
/// the index is the one serial step between the scan and the rules, so its parts run side by side.
enum IndexPart {
    /// Longest first: threads take the next part when free, so the short ones fill in at the end.
    enum Kind: CaseIterable {
        case methods, hierarchy, lifecycleOverrides, behaviorProtocol, freeFunctionNames, screens
    }

    /// The project's own behavior protocol, if it declares one.
    case behaviorProtocol(BehaviorProtocol?)
    case screens(ScreenIndex)
    case hierarchy(ClassHierarchy)
    /// The names of the functions declared outside any type (and any function).
    case freeFunctionNames(Set<String>)
    case methods(ClassMethods)
    case lifecycleOverrides(LifecycleOverrides)

    init(_ kind: Kind, files: [FileSummary], behaviors: BehaviorSettings) {
        switch kind {
        case .behaviorProtocol:
            self = .behaviorProtocol(BehaviorProtocol.detect(in: files, preferredName: behaviors.protocolName))
        case .screens: self = Self.screens(files)
        case .hierarchy: self = .hierarchy(ClassHierarchy(files))
        case .freeFunctionNames: self = Self.freeFunctionNames(files)
        case .methods: self = .methods(ClassMethods(files))
        case .lifecycleOverrides: self = .lifecycleOverrides(LifecycleOverrides(files))
        }
    }

    /// Root, pushed and embedded screens with the top folders of the files that say so, the
    /// classes that push each screen, the screens code or a storyboard presents, those made a
    /// search controller's results, the classes that present something full screen, and those that
    /// push a screen of any type onto their own stack, and those that empty a swipe-back gesture's
    /// delegate.
    struct ScreenIndex {
        var roots: [String: Set<Substring>] = [:]
        var pushed: [String: Set<Substring>] = [:]
        var containers: [String: Set<String>] = [:]
        var pushers: [String: Set<String>] = [:]
        var presented: Set<String> = []
        var searchResults: Set<String> = []
        var fullScreenPresenters: Set<String> = []
        var ownStackPushers: Set<String> = []
        var popGestureDelegateEmptiers: Set<String> = []
    }

    private static func screens(_ files: [FileSummary]) -> IndexPart {
        var index = ScreenIndex()
        for file in files {
            index.fullScreenPresenters.formUnion(file.screens.fullScreenPresenters)
            index.ownStackPushers.formUnion(file.screens.ownStackPushers)
            index.popGestureDelegateEmptiers.formUnion(file.screens.popGestureDelegateEmptiers)
            index.presented.formUnion(file.screens.presented)
            index.searchResults.formUnion(file.screens.searchResults)
            for push in file.screens.pushers { index.pushers[push.child, default: []].insert(push.container) }
            // A tab bar controller subclass makes the screens of its tabs (often through a helper
            // that wraps each in a navigation controller): a screen it creates has none under it.
            let tabBarControllers = Set(
                file.types.indices.filter {
                    file.types[$0].kind == .class
                        && ["UITabBarController", "UIKit.UITabBarController"].contains(file.types[$0].inherited.first)
                })
            if !tabBarControllers.isEmpty {
                let folder = ProjectIndex.topFolder(file.path)
                for function in file.functions where function.typeIndex.map(tabBarControllers.contains) ?? false {
                    for call in function.calls
                    where call.receiver.isEmpty && call.name.first?.isUppercase == true
                        && call.name.hasSuffix("Controller")
                    {
                        index.roots[call.name, default: []].insert(folder)
                    }
                }
            }
            guard !(file.screens.roots.isEmpty && file.screens.pushed.isEmpty && file.screens.embedded.isEmpty)
            else { continue }
            let folder = ProjectIndex.topFolder(file.path)
            for root in file.screens.roots { index.roots[root, default: []].insert(folder) }
            for screen in file.screens.pushed { index.pushed[screen, default: []].insert(folder) }
            for embedding in file.screens.embedded {
                index.containers[embedding.child, default: []].insert(folder + "/" + embedding.container)
            }
        }
        return .screens(index)
    }

    private static func freeFunctionNames(_ files: [FileSummary]) -> IndexPart {
        var free: Set<String> = []
        for file in files {
            let functions = file.functions
            for index in functions.indices
            where functions[index].typeIndex == nil && functions[index].enclosingFunction == nil {
                free.insert(functions[index].name)
            }
        }
        return .freeFunctionNames(free)
    }

    /// Method and free-function name → its declarations in every file (nested functions left out).
    static func functionsByName(_ files: [FileSummary]) -> [String: [ProjectIndex.TypeReference]] {
        var byName: [String: [ProjectIndex.TypeReference]] = [:]
        byName.reserveCapacity(files.reduce(0) { $0 + $1.functions.count })
        for fileIndex in files.indices {
            // Elements are read in place, field by field: copying a declaration retains every
            // string and array it holds.
            let functions = files[fileIndex].functions
            for functionIndex in functions.indices where functions[functionIndex].enclosingFunction == nil {
                byName[functions[functionIndex].name, default: []].append(
                    ProjectIndex.TypeReference(file: fileIndex, type: functionIndex))
            }
        }
        return byName
    }
}

/// Which class inherits from which, across files and extensions.
struct ClassHierarchy {
    /// Class name → its declaration (the first one found when a name is declared twice).
    var classes: [String: ProjectIndex.TypeReference] = [:]
    var superclassOf: [String: String] = [:]
    var subclassesOf: [String: [String]] = [:]
    /// Class or extended type name → the class declaration and extensions holding its members.
    var declarationsOf: [String: [ProjectIndex.TypeReference]] = [:]

    init(_ files: [FileSummary]) {
        // A class whose inheritance clause starts with a protocol has no superclass (`class
        // BasePresenter: Presenter`): Swift puts the superclass first, and a protocol is none.
        var protocols: Set<String> = []
        for file in files {
            for type in file.types where type.kind == .protocol { protocols.insert(type.name) }
        }
        for fileIndex in files.indices {
            let types = files[fileIndex].types
            for typeIndex in types.indices {
                let reference = ProjectIndex.TypeReference(file: fileIndex, type: typeIndex)
                switch types[typeIndex].kind {
                case .class where types[typeIndex].isFrameworkStandIn:
                    break
                case .class:
                    let name = types[typeIndex].qualifiedName(in: types)
                    if classes[name] == nil { classes[name] = reference }
                    if let superclass = types[typeIndex].inherited.first, !protocols.contains(superclass),
                        superclassOf[name] == nil
                    {
                        superclassOf[name] = superclass
                        subclassesOf[superclass, default: []].append(name)
                    }
                    declarationsOf[name, default: []].append(reference)
                case .extension:
                    declarationsOf[types[typeIndex].name, default: []].append(reference)
                default:
                    break
                }
            }
        }
    }
}

/// The methods of classes and their extensions.
struct ClassMethods {
    var functionsByClass: [String: [(file: Int, function: Int)]] = [:]
    var methodNames: Set<String> = []

    init(_ files: [FileSummary]) {
        for fileIndex in files.indices {
            let (types, functions) = (files[fileIndex].types, files[fileIndex].functions)
            // A file's methods are gathered per type first: one name and one look-up per class or
            // extension, not per method. Methods of one name come from one type or from types in
            // the order they are written, so each class keeps its methods in source order.
            var methodsOfType = Array(repeating: [Int](), count: types.count)
            for functionIndex in functions.indices {
                guard let typeIndex = functions[functionIndex].typeIndex, types[typeIndex].isClassOrExtension,
                    !types[typeIndex].isFrameworkStandIn
                else { continue }
                methodsOfType[typeIndex].append(functionIndex)
                methodNames.insert(functions[functionIndex].name)
            }
            for typeIndex in types.indices where !methodsOfType[typeIndex].isEmpty {
                functionsByClass[types[typeIndex].ownerName(in: types), default: []].append(
                    contentsOf: methodsOfType[typeIndex].map { (fileIndex, $0) })
            }
        }
    }
}

/// The lifecycle overrides of classes and their extensions, in source order.
struct LifecycleOverrides {
    var all: [ProjectIndex.LifecycleOverride] = []
    var byFile: [[Int]]
    var byClass: [String: [Int]] = [:]

    init(_ files: [FileSummary]) {
        byFile = Array(repeating: [], count: files.count)
        for fileIndex in files.indices {
            let (types, functions) = (files[fileIndex].types, files[fileIndex].functions)
            for functionIndex in functions.indices {
                guard let typeIndex = functions[functionIndex].typeIndex, types[typeIndex].isClassOrExtension,
                    !types[typeIndex].isFrameworkStandIn, let hook = functions[functionIndex].lifecycleHook
                else { continue }
                let className = types[typeIndex].ownerName(in: types)
                byFile[fileIndex].append(all.count)
                byClass[className, default: []].append(all.count)
                all.append(
                    ProjectIndex.LifecycleOverride(
                        file: fileIndex, function: functionIndex, hook: hook, className: className,
                        syntaxes: functions[functionIndex].statements.map(files[fileIndex].syntax)))
            }
        }
    }
}

extension TypeDeclaration {
    fileprivate var isClassOrExtension: Bool { kind == .class || kind == .extension }

    /// A top-level class named like one of Apple's view controllers or their roots that is built
    /// on no Apple view controller (`open class UIViewController: UIResponder` in a mocking
    /// library's support files, a test's UIKit stand-in): a stand-in for the framework's class,
    /// never what the app's screens inherit from (a module that declared it would hide UIKit's
    /// class from all its code). A screen class that only shares a name with another framework's
    /// (`class NSViewController: UIViewController` in a UIKit app) is the project's own.
    var isFrameworkStandIn: Bool {
        kind == .class && parent == nil && AppleViewControllers.isFrameworkClass(name)
            && !(inherited.first.map(AppleViewControllers.contains) ?? false)
    }
}
