import Foundation

/// All file summaries of one run merged: which class inherits from which (across files and
/// extensions), which classes are view controllers, and lifecycle statements grouped by hook.
/// Every rule context holds the index: a class, so that handing it on copies one reference rather
/// than retaining each of its maps.
public final class ProjectIndex: Sendable {
    public let files: [FileSummary]
    /// The behavior protocol the project declares, or the one `fix` would generate: which hooks a
    /// behavior has and whether they receive `animated` decides what can move into one.
    public let behaviorProtocol: BehaviorProtocol
    /// The calls that count as tracking (screen-tracking's configured `calls`): every rule and fix
    /// classify a tracking chore by the same patterns.
    let trackingCalls: TrackingCalls
    /// The methods that attach behaviors to a screen (`addBehaviors`, behavior-attach-site's
    /// `attach-method`): each behavior is a hidden child view controller of the screen.
    let attachMethods: Set<String>
    /// Names of the project's free functions (not members of a type): a bare call of one can move
    /// into a behavior, a bare call of anything else may be an inherited or protocol method.
    public let freeFunctionNames: Set<String>

    /// A class, struct or other type declared somewhere in the project.
    public struct TypeReference: Hashable, Sendable {
        public var file: Int
        public var type: Int
    }

    /// A lifecycle override: the function and the class (or extension) it is declared in.
    public struct LifecycleOverride: Sendable {
        public var file: Int
        public var function: Int
        public var hook: LifecycleHook
        /// The name of the class the override belongs to (the extended type for an extension).
        public var className: String
        /// Each statement of the override read through its tokens, in order: read once, here,
        /// for every rule and fix that asks what a lifecycle statement does.
        let syntaxes: [StatementSyntax]
    }

    /// Class name → its declaration (the first one found when a name is declared twice).
    public let classes: [String: TypeReference]
    /// Class name → superclass name, for project classes.
    public let superclassOf: [String: String]
    /// Class name → names of its direct project subclasses.
    public let subclassesOf: [String: [String]]
    /// Class or extended type name → the class declaration and extensions holding its members.
    private let declarationsOf: [String: [TypeReference]]
    /// Member-name sets, made when first asked for (see `members(of:)`): most types are never
    /// asked about, and the rules that ask, ask again for every override of the same class.
    private let memberSets = Memo<String, Set<String>>()
    /// Each lifecycle override's concerns (`LifecycleConcern.concerns(of:in:)`), made when first
    /// asked for: the two project-scope rules both ask for every override.
    let lifecycleConcerns = Memo<HostFunctionReference, [LifecycleConcern]>()
    public let lifecycleOverrides: [LifecycleOverride]
    /// File index → indices into `lifecycleOverrides` of that file's overrides.
    public let lifecycleOverridesByFile: [[Int]]
    /// Class name → indices into `lifecycleOverrides` of its overrides (body and extensions).
    public let lifecycleOverridesByClass: [String: [Int]]
    /// Class or extended type name → its methods, in every file: (file, function) pairs.
    public let functionsByClass: [String: [(file: Int, function: Int)]]
    /// Names of the methods the project declares in classes and extensions (of classes, of
    /// `UIViewController`, of protocols): a call of one runs code that already has a single home.
    public let methodNames: Set<String>
    /// Method and free-function name → its declarations in every file (classes, extensions,
    /// protocols, top level): what a call's parameters are declared as, and whether a lifecycle
    /// statement calls the project's own helper. Made when first asked for, by whichever rule asks.
    public func functions(named name: String) -> [TypeReference] {
        functionNameMap.value { IndexPart.functionsByName(files) }[name] ?? []
    }
    /// The by-name map of functions, made when first asked for: only a statement passing `self`
    /// to a call, or a one-line copy in `viewDidLoad()` repeated across screens, asks.
    private let functionNameMap = Once<[String: [TypeReference]]>()
    /// Where screens' copies of a statement may differ and still share one behavior
    /// (`ArgumentSlotReader`), made when first asked for: lint's verdicts and fix's templates read
    /// the same slots.
    var argumentSlots: ArgumentSlotReader { slotReader.value { ArgumentSlotReader(project: self) } }
    private let slotReader = Once<ArgumentSlotReader>()
    /// What the project sets its navigation bars to outside its screens, made when first asked for.
    var navigationBarDefaults: NavigationBarDefaults { barDefaults.value { NavigationBarDefaults(self) } }
    private let barDefaults = Once<NavigationBarDefaults>()
    /// The methods the project adds to every view controller (`ProjectViewControllerAPI`), made when
    /// first asked for: a behavior can call them on its `viewController`.
    var viewControllerExtensionMethods: Set<String> {
        extensionMethods.value { ProjectViewControllerAPI.methods(self) }
    }
    private let extensionMethods = Once<Set<String>>()
    /// Whether a storyboard's scene instantiates class `name`, whose view it then holds.
    public func isStoryboardScene(_ name: String) -> Bool {
        storyboardScenes.value { Set(files.flatMap { $0.screens.scenes }) }.contains(name)
    }
    private let storyboardScenes = Once<Set<String>>()
    /// Where the app replaces an appearance hook of every view controller, made when first asked for.
    var appearanceSwizzling: AppearanceSwizzling? { swizzling.value { AppearanceSwizzling.first(in: self) } }
    private let swizzling = Once<AppearanceSwizzling?>()
    /// The bars the project's screens show again themselves, made when first asked for.
    var restatedBars: RestatedBars { restated.value { RestatedBars(self) } }
    private let restated = Once<RestatedBars>()
    /// View controller class names some code makes the root of a navigation controller or a
    /// window, and those some code pushes, with the top folders of the files that do so (see `isRootScreen`).
    private let rootScreenFolders: [String: Set<Substring>]
    private let pushedScreenFolders: [String: Set<Substring>]
    /// Child view controller class name → the containers that embed it, each with its top folder.
    private let containersOf: [String: Set<String>]
    /// Pushed screen class name → the classes whose code (or storyboard scene) pushes it.
    let pushersOf: [String: Set<String>]
    /// View controller class names some code or storyboard presents (`ScreenPlacements.presented`).
    private let presentedScreens: Set<String>
    /// View controller class names code makes a search controller's results screen.
    private let searchResultsScreens: Set<String>
    /// Class names whose code presents something full screen (`ScreenPlacements.fullScreenPresenters`).
    private let fullScreenPresenters: Set<String>
    /// Class names whose code pushes a screen onto its own stack (`ScreenPlacements.ownStackPushers`).
    private let ownStackPushers: Set<String>
    /// Type names whose code empties a swipe-back gesture's delegate (`ScreenPlacements.popGestureDelegateEmptiers`).
    let popGestureDelegateEmptiers: Set<String>

    /// Indexes `files` under `configuration`: its `[behaviors]` section names the behavior protocol
    /// (the project's own, else the one fix generates) and screen-tracking's `calls` the tracking calls.
    /// The parts of the index do not depend on one another, so they are built on up to `jobs` threads.
    public init(files: [FileSummary], configuration: RuleConfiguration, jobs: Int = Parallel.defaultJobs) {
        self.files = files
        let behaviors = configuration.behaviors
        trackingCalls = TrackingCalls(TrackingCallsOption.patterns(in: configuration))
        attachMethods = Set(AttachMethodOption.methods(in: configuration))
        var protocolFound: BehaviorProtocol?
        var screens = IndexPart.ScreenIndex()
        var hierarchy = ClassHierarchy([])
        var free: Set<String> = []
        var methods = ClassMethods([])
        var overrides = LifecycleOverrides([])
        let kinds = IndexPart.Kind.allCases
        for part in Parallel.map(kinds.count, jobs: jobs, { IndexPart(kinds[$0], files: files, behaviors: behaviors) })
        {
            switch part {
            case .behaviorProtocol(let found): protocolFound = found
            case .screens(let made): screens = made
            case .hierarchy(let made): hierarchy = made
            case .freeFunctionNames(let names): free = names
            case .methods(let made): methods = made
            case .lifecycleOverrides(let made): overrides = made
            }
        }
        behaviorProtocol = protocolFound ?? .generated(name: behaviors.protocolName, style: behaviors.hookStyle)
        screens = FactoryMadeScreens(
            files: files, classes: hierarchy.classes, functionsByClass: methods.functionsByClass
        ).resolving(screens)
        rootScreenFolders = screens.roots
        pushedScreenFolders = screens.pushed
        containersOf = screens.containers
        pushersOf = screens.pushers
        presentedScreens = screens.presented
        searchResultsScreens = screens.searchResults
        fullScreenPresenters = screens.fullScreenPresenters
        ownStackPushers = screens.ownStackPushers
        popGestureDelegateEmptiers = screens.popGestureDelegateEmptiers
        classes = hierarchy.classes
        superclassOf = hierarchy.superclassOf
        subclassesOf = hierarchy.subclassesOf
        declarationsOf = hierarchy.declarationsOf
        freeFunctionNames = free
        (functionsByClass, methodNames) = (methods.functionsByClass, methods.methodNames)
        lifecycleOverrides = overrides.all
        lifecycleOverridesByFile = overrides.byFile
        lifecycleOverridesByClass = overrides.byClass
    }

    /// Names declared in class `name`'s body and its extensions.
    public func members(of name: String) -> Set<String> {
        memberSets.value("members " + name) {
            (declarationsOf[name] ?? []).reduce(into: []) { $0.formUnion(files[$1.file].types[$1.type].memberNames) }
        }
    }

    /// The properties whose object class `name` owns (its body and extensions): an `@IBOutlet`,
    /// a view its storyboard or nib makes for it, or a property whose declaration makes the
    /// instance (`let tableView = UITableView()`). A subclass overriding one configures the base's
    /// own view, as a screen sets up its own; it switches none of the base's chores.
    public func ownedProperties(of name: String) -> Set<String> {
        memberSets.value("owned " + name) {
            (declarationsOf[name] ?? []).reduce(into: []) {
                $0.formUnion(files[$1.file].types[$1.type].propertyTypes.filter(\.createdHere).map(\.name))
            }
        }
    }

    /// The names of members class `name`'s body and extensions declare with `override`.
    public func overriddenMembers(of name: String) -> Set<String> {
        memberSets.value("overridden " + name) {
            (declarationsOf[name] ?? []).reduce(into: []) {
                $0.formUnion(files[$1.file].types[$1.type].overriddenMemberNames)
            }
        }
    }

    /// Whether `name` is a view controller: a framework one, or a project class descending from one.
    public func isViewController(_ name: String) -> Bool {
        var current = name
        var seen: Set<String> = []
        while seen.insert(current).inserted {
            if AppleViewControllers.contains(current) { return true }
            if current.hasPrefix("UIHostingController<") { return true }
            guard let superclass = superclassOf[current] else { return false }
            current = superclass
        }
        return false
    }

    /// Whether `name` descends from a view controller of a library the project uses (a class
    /// neither the project nor UIKit declares): code the linter cannot read, which may restore
    /// what a subclass changes.
    public func inheritsFromALibraryClass(_ name: String) -> Bool {
        guard let superclass = superclassOf[projectAncestry(of: name).last ?? name] else { return false }
        return classes[superclass] == nil && !isViewController(superclass)
    }

    /// Whether `name` is `UINavigationController` or a project class descending from it: the
    /// container of a stack, not a screen on one.
    public func isNavigationController(_ name: String) -> Bool {
        let ancestry = projectAncestry(of: name)
        return (ancestry.last.flatMap { superclassOf[$0] } ?? name).hasSuffix("UINavigationController")
    }

    /// Whether `name` is `UITabBarController` or a project class descending from it.
    public func isTabBarController(_ name: String) -> Bool {
        let ancestry = projectAncestry(of: name)
        return (ancestry.last.flatMap { superclassOf[$0] } ?? name).hasSuffix("UITabBarController")
    }

    /// Whether `name` is an AppKit class or a project class descending from one (`NSViewController`):
    /// a macOS screen, whose chores a UIKit screen's copy cannot share a home with.
    public func isAppKitClass(_ name: String) -> Bool {
        let framework = projectAncestry(of: name).last.flatMap { superclassOf[$0] } ?? name
        return framework.hasPrefix("NS") || framework.hasPrefix("AppKit.")
    }

    /// Project classes from `name` up to (not including) the first framework class, `name` first.
    public func projectAncestry(of name: String) -> [String] {
        var chain: [String] = []
        var current: String? = name
        var seen: Set<String> = []
        while let name = current, classes[name] != nil, seen.insert(name).inserted {
            chain.append(name)
            current = superclassOf[name]
        }
        return chain
    }

    /// Whether nothing Swift can see makes class `name`, in a run that reads an app (a file holds its
    /// entry point: `FileSummary.declaresAppEntry`): the project declares it, no file names it
    /// (`X()`, `X.self`, `as? X`, a subclass's `: X`, a type annotation: `FileSummary.typeNameHashes`)
    /// but files of classes nothing makes (`NeverMadeClasses`), and no storyboard scene is of it. Its lifecycle code never runs (code in another language
    /// the run does not read could still make it: the fact errs towards "made").
    public func isNeverMade(_ name: String) -> Bool {
        // Only a run that reads the app's entry point reads what makes its screens; the scan keeps
        // capitalised names only, so a class named otherwise (`noConnectionViewController`) is taken as made.
        guard classes[name] != nil, name.first?.isUppercase == true,
            readsAnApp.value({ files.contains(where: \.declaresAppEntry) })
        else { return false }
        return neverMade.value { NeverMadeClasses(self).names }.contains(name)
    }
    private let neverMade = Once<Set<String>>()
    private let readsAnApp = Once<Bool>()

    /// Whether project classes subclass `name`: its code is shared with them already.
    public func isBaseClass(_ name: String) -> Bool {
        !(subclassesOf[name] ?? []).isEmpty
    }

    /// All project subclasses of `name`, at any depth.
    public func allSubclasses(of name: String) -> [String] {
        var result: [String] = []
        var queue = subclassesOf[name] ?? []
        var seen: Set<String> = [name]
        while let next = queue.popLast() {
            guard seen.insert(next).inserted else { continue }
            result.append(next)
            queue += subclassesOf[next] ?? []
        }
        return result
    }

    /// Whether `className` is, or (when its ancestry leaves the project) is named like, a view
    /// controller: `…ViewController`, `…Controller`, `…VC`.
    public func isLikelyViewController(_ className: String) -> Bool {
        if isViewController(className) { return true }
        let root = projectAncestry(of: className).last ?? className
        let top = superclassOf[root] ?? root
        return top.hasSuffix("Controller") || top.hasSuffix("VC")
    }

    /// Whether an override really is a view-controller lifecycle hook. Every hook but
    /// `traitCollectionDidChange(_:)`, `loadView()` and the transitions exists only on view
    /// controllers; those are also `UIView`, text-attachment-provider and presentation-controller
    /// methods, so their class must look like a view controller. A class that is certainly none
    /// overrides a method of its own project superclass.
    public func isLifecycleHost(_ override: LifecycleOverride) -> Bool {
        guard !isNoViewController(override.className) else { return false }
        return (override.hook != .traitCollectionDidChange && override.hook != .loadView && !override.hook.isTransition)
            || isLikelyViewController(override.className)
    }

    /// Whether project class `name` is certainly no view controller: its project ancestry ends in
    /// a class with no superclass (`class Step`, `class Intro: Step`), or in one built directly on
    /// `NSObject`, a `UIView` or another Apple class no view controller descends from
    /// (`AppleViewControllers.otherRoots`). A class the project does not declare may be anything.
    public func isNoViewController(_ name: String) -> Bool {
        guard let root = projectAncestry(of: name).last else { return false }
        guard let framework = superclassOf[root] else { return true }
        return AppleViewControllers.isOtherRoot(framework)
    }

    /// Names declared in class `name`, its extensions and its project superclasses: what only the
    /// host (not a behavior) can reach.
    public func hostMembers(of name: String) -> Set<String> {
        memberSets.value("host " + name) {
            projectAncestry(of: name).reduce(into: members(of: name)) { $0.formUnion(members(of: $1)) }
        }
    }

    /// What the project files the run found say of the files (`BuildMembership`).
    var buildMembership: BuildMembership { membership.value { BuildMembership(files) } }
    private let membership = Once<BuildMembership>()

    /// What the project files say of file `file`.
    func buildRole(ofFile file: Int) -> BuildMembership.Role {
        buildRoles.value { files.map { buildMembership.role(of: $0.path) } }[file]
    }
    private let buildRoles = Once<[BuildMembership.Role]>()

    /// Whether file `file` holds no code of the app's screens: test code (compiled only into test
    /// bundles, or, where no project file says, in a folder of tests, `TestFolders`) or code no
    /// target compiles. Its classes still count as context.
    func isOutsideTheApp(_ file: Int) -> Bool {
        switch buildRole(ofFile: file) {
        case .app: return false
        case .testsOnly, .noTarget: return true
        case .unknown: return TestFolders.contains(file: files[file].path)
        }
    }

    /// A type the project declares (not an extension): its kind, its qualified name, the file it
    /// is declared in and the first name of its inheritance clause (a class's superclass).
    struct DeclaredType: Sendable {
        var kind: TypeKind
        var qualifiedName: String
        var file: Int
        var firstInherited: String?
    }

    /// The types the project declares under the simple name `name`, in file order: one map built
    /// when first asked, so that a question about a type costs a lookup, not a walk of every file.
    func declaredTypes(named name: String) -> [DeclaredType] {
        declaredTypesByName.value {
            var byName: [String: [DeclaredType]] = [:]
            for (index, file) in files.enumerated() {
                for type in file.types where type.kind != .extension {
                    byName[type.name, default: []].append(
                        DeclaredType(
                            kind: type.kind, qualifiedName: type.qualifiedName(in: file.types), file: index,
                            firstInherited: type.inherited.first))
                }
            }
            return byName
        }[name] ?? []
    }
    private let declaredTypesByName = Once<[String: [DeclaredType]]>()

    /// The class named `name` that code in file `file` means, when the project declares several
    /// (an iOS and a macOS target's, seven `BaseViewController`s in seven modules of a monorepo):
    /// one written against the same UI framework (`import UIKit` or `import Cocoa`) as `file`, and,
    /// of those, the one of `file`'s module: Swift resolves a name to the declaration of the module
    /// it is written in first, and a module is a folder tree, so it is the declaration whose folder
    /// shares the most with `file`'s (the first one on a tie); nil when the project declares no
    /// class of that name.
    func classDeclaration(named name: String, seenFrom file: Int) -> DeclaredType? {
        var classes = declaredTypes(named: name).filter { $0.kind == .class }
        guard classes.count > 1 else { return classes.first }
        if let framework = files[file].uiFramework {
            let sameFramework = classes.filter { files[$0.file].uiFramework == framework }
            if !sameFramework.isEmpty { classes = sameFramework }
        }
        let path = files[file].path
        return classes.max { lhs, rhs in
            // Ordered so that, of equally near declarations, the earlier file's is the largest.
            let left = ProjectPath.sharedFolderCount(path, files[lhs.file].path)
            let right = ProjectPath.sharedFolderCount(path, files[rhs.file].path)
            return left != right ? left < right : lhs.file > rhs.file
        }
    }

    /// The screens the code or storyboard scenes of `classes` push, sorted.
    func pushedScreens(by classes: [String]) -> [String] {
        let byPusher = pushedByPusher.value {
            var map: [String: Set<String>] = [:]
            for (screen, pushers) in pushersOf { for pusher in pushers { map[pusher, default: []].insert(screen) } }
            return map
        }
        return Set(classes.flatMap { byPusher[$0] ?? [] }).sorted()
    }
    private let pushedByPusher = Once<[String: Set<String>]>()

    /// Whether class `name`'s code or storyboard scene pushes some screen, of a type the index
    /// knows or not.
    func pushes(_ name: String) -> Bool {
        ownStackPushers.contains(name) || pushingClasses.value { Set(pushersOf.values.flatMap { $0 }) }.contains(name)
    }
    private let pushingClasses = Once<Set<String>>()

    /// Whether some code or storyboard makes `name` the first screen of a navigation stack, a
    /// window, a split view's column or a tab.
    func isPlacedAsRoot(_ name: String) -> Bool { rootScreenFolders[name] != nil }

    /// Whether some code or storyboard pushes `name` onto a navigation stack.
    func isPushed(_ name: String) -> Bool { pushedScreenFolders[name] != nil || pushersOf[name] != nil }

    /// Whether some code or a storyboard's modal segue presents `name` itself (not a navigation
    /// controller holding it, which makes it that stack's root).
    func isPresented(_ name: String) -> Bool { presentedScreens.contains(name) }

    /// Whether class `name`'s code presents something full screen, which covers it whole.
    func presentsFullScreen(_ name: String) -> Bool { fullScreenPresenters.contains(name) }

    /// Whether some code makes `name` a search controller's results screen, shown on each search.
    func isSearchResults(_ name: String) -> Bool { searchResultsScreens.contains(name) }

    /// Whether some code or storyboard adds `name` as a container's child (`addChild(_:)`).
    func isEmbedded(_ name: String) -> Bool { containersOf[name] != nil }

    /// The classes class `name`'s code adds as child view controllers (`addChild(_:)`).
    func children(of name: String) -> Set<String> {
        childrenByContainer.value {
            var map: [String: Set<String>] = [:]
            // `containersOf`'s values are `folder/Container`.
            for (child, containers) in containersOf {
                for container in containers {
                    map[String(container.drop { $0 != "/" }.dropFirst()), default: []].insert(child)
                }
            }
            return map
        }[name] ?? []
    }
    private let childrenByContainer = Once<[String: Set<String>]>()

    /// Whether a method of `name` or of a project superclass attaches behaviors (calls an attach
    /// method): the screen then has children, the behaviors' hidden controller, that hear of its
    /// appearance with it.
    func attachesBehaviors(_ name: String) -> Bool {
        let attachers = behaviorAttachers.value {
            Set(
                functionsByClass.filter { _, methods in
                    methods.contains { method in
                        files[method.file].functions[method.function].calls.contains {
                            attachMethods.contains($0.name)
                        }
                    }
                }.keys)
        }
        return !attachers.isEmpty && ([name] + projectAncestry(of: name)).contains(where: attachers.contains)
    }
    private let behaviorAttachers = Once<Set<String>>()

    /// Whether some code or storyboard pushes `name`, or a project subclass of it, onto a stack:
    /// a screen the user can swipe back from.
    public func isPushedScreen(_ name: String) -> Bool {
        pushedScreenFolders[name] != nil || allSubclasses(of: name).contains { pushedScreenFolders[$0] != nil }
    }

    public func isRootScreen(_ name: String, codeIn file: Int) -> Bool {
        isRootScreen(name, folder: Self.topFolder(files[file].path), depth: 0)
    }

    private func isRootScreen(_ name: String, folder: Substring, depth: Int) -> Bool {
        guard pushedScreenFolders[name]?.contains(folder) != true else { return false }
        if rootScreenFolders[name]?.contains(folder) == true { return true }
        // Three containers up at most: deeper nesting (or a cycle) is not followed.
        guard depth < 3, let containers = containersOf[name] else { return false }
        let prefix = folder + "/"
        return containers.contains {
            $0.hasPrefix(prefix) && isRootScreen(String($0.dropFirst(prefix.count)), folder: folder, depth: depth + 1)
        }
    }

    /// The first folder of `path`: the code it holds is one app's. A localization folder at the
    /// top (`Base.lproj/Main.storyboard`, linted from the folder the code sits in) is that folder's.
    static func topFolder(_ path: String) -> Substring {
        let relative = path.drop { $0 == "/" || $0 == "." }
        guard let slash = relative.firstIndex(of: "/") else { return "" }
        let folder = relative[..<slash]
        return folder.hasSuffix(".lproj") ? "" : folder
    }

    /// Resolves what the statements of class `name`'s lifecycle code act on.
    func chainTargets(forHost name: String) -> ChainTargetResolver {
        ChainTargetResolver(
            hostMembers: hostMembers(of: name), dependencies: dependencyProperties(of: name),
            projectMethods: methodNames)
    }

    /// The types several view controllers each hold in a property (see `DependencyTypes`).
    var dependencyTypes: DependencyTypes { dependencies.value { DependencyTypes(self) } }
    private let dependencies = Once<DependencyTypes>()

    /// The properties of class `name` (and its project superclasses) that hold a dependency.
    func dependencyProperties(of name: String) -> Set<String> {
        memberSets.value("dependencies " + name) {
            let types = dependencyTypes
            return Set(
                ([name] + projectAncestry(of: name)).flatMap { declaringClass in
                    (declarationsOf[declaringClass] ?? []).flatMap { reference in
                        files[reference.file].types[reference.type].propertyTypes.filter { types.contains($0.type) }
                            .map { $0.name }
                    }
                })
        }
    }

    /// The property types declared by class `name`'s body and extensions.
    func propertyTypes(of name: String) -> [TypeDeclaration.PropertyType] {
        (declarationsOf[name] ?? []).flatMap { files[$0.file].types[$0.type].propertyTypes }
    }

    /// The lifecycle overrides of class `name` (its body and extensions, in every file).
    public func lifecycleOverrides(ofClass name: String) -> [LifecycleOverride] {
        (lifecycleOverridesByClass[name] ?? []).map { lifecycleOverrides[$0] }
    }

    public func function(_ override: LifecycleOverride) -> FunctionDeclaration {
        files[override.file].functions[override.function]
    }

    /// The superclass of the class an override belongs to. Apps with an iOS and a macOS target
    /// often declare two classes of one name (`FeedInspectorViewController: UITableViewController`
    /// and `…: NSViewController`), and the by-name map holds the first found; an override in a
    /// class's body reads its own declaration, one in an extension the name's.
    public func superclass(of override: LifecycleOverride) -> String? {
        let file = files[override.file]
        guard let typeIndex = file.functions[override.function].typeIndex, file.types[typeIndex].kind == .class else {
            return superclassOf[override.className]
        }
        return file.types[typeIndex].inherited.first
    }
}
