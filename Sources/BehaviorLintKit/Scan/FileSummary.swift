/// Everything the rules need to know about one Swift file, extracted in one pass over its
/// tokens: declarations, and the significant tokens of the bodies split into statements.
public struct FileSummary: Sendable {
    /// The path as reported in findings (relative to the working directory when possible).
    public var path: String
    public var types: [TypeDeclaration] = []
    public var functions: [FunctionDeclaration] = []
    /// Empty unless the scan's options asked for them (`ScanOptions.findsPlusChains`).
    public var plusChains: [PlusChain] = []
    public var suppressions: [SuppressionComment] = []
    /// The tokens every `Statement.tokens` range indexes.
    public var statementTokens = StatementTokens()
    /// Lines in the file, for range checks of suppressions.
    public var lineCount = 0
    /// Where this file puts view controllers: as roots, or pushed onto a stack.
    public var screens = ScreenPlacements()
    /// Byte offset of the first byte that is not valid UTF-8, if any.
    public var invalidUTF8Offset: Int?
    /// The modules the file imports (`UIKit`, `Cocoa`), in order: which UI framework its code is
    /// written against, when an app's iOS and macOS targets declare classes of the same name.
    public var imports: [String] = []
    /// The capitalised names the file's code uses, other than as the name a declaration gives
    /// (`class X`, `extension X`): the types it makes, casts to, subclasses or names (`X()`,
    /// `as? X`, `: X`, `X.self`), as sorted `NameHash`es. A class no file names this way is made by
    /// nothing Swift can see.
    public var typeNameHashes: [UInt64] = []
    /// Whether the file holds the app's entry point (`@main`, `@UIApplicationMain`,
    /// `@NSApplicationMain`, or a `main.swift`): a run that reads it reads an app, whose types are
    /// made by code the run sees (or by its storyboards).
    public var declaresAppEntry = false
    /// For an Xcode project file, what its targets compile (`ProjectSources`).
    public var projectSources: ProjectSources?

    public init(path: String) {
        self.path = path
    }
}

extension FileSummary {
    /// The UI framework a file's code is written against, from its imports.
    public enum UIFramework: Sendable {
        case uiKit, appKit
    }

    /// `.appKit` for a file that imports AppKit or Cocoa and not UIKit, `.uiKit` for one that
    /// imports UIKit and neither of those; nil otherwise.
    public var uiFramework: UIFramework? {
        let appKit = imports.contains("AppKit") || imports.contains("Cocoa")
        let uiKit = imports.contains("UIKit")
        return appKit == uiKit ? nil : appKit ? .appKit : .uiKit
    }
}

/// `class`, `struct`, `enum`, `actor`, `protocol` or `extension`.
public enum TypeKind: String, Sendable {
    case `class`, `struct`, `enum`, actor, `protocol`, `extension`
}

/// A type declaration or extension, with its inheritance clause and members.
public struct TypeDeclaration: Sendable {
    public var kind: TypeKind
    /// The declared name; for an extension, the extended type (`Foo.Bar` stays dotted).
    public var name: String
    /// `<T: Equatable>` as written, or nil.
    public var genericParameters: String?
    /// Names in the inheritance clause, generic arguments dropped: `["UIViewController", "Delegate"]`.
    public var inherited: [String]
    /// Index of the enclosing type in `FileSummary.types`, for nested types.
    public var parent: Int?
    /// Where the declaration starts (its first attribute or modifier) and where its keyword is.
    public var declaration: SourceSpan
    public var keywordLocation: SourceLocation
    /// Properties, methods and nested types declared directly in the body.
    public var memberNames: [String]
    /// Members declared with `override`: what a subclass really overrides (a member named like a
    /// `private` one of its superclass is a new member, not an override).
    public var overriddenMemberNames: [String] = []
    /// Properties whose type the declaration says: its annotation without spaces
    /// (`AnalyticsTracking?`), else the type its initializer names (`= Analytics.shared` →
    /// `Analytics`, `= Store()` → `Store`). What a screen holds decides whether a call on one of
    /// its properties acts on its own state or on a service every screen shares.
    public var propertyTypes: [PropertyType] = []

    /// A property and its declared type.
    public struct PropertyType: Sendable, Hashable {
        public var name: String
        public var type: String
        /// Whether the declaration makes the instance itself (`let tableView = SectionsTableView()`,
        /// `lazy var spinner: Spinner = { … }()`): the object is the holder's own, not handed in.
        public var createdHere = false
    }
    /// The `#if` branch the declaration sits in, such as `#if DEBUG`, or nil.
    public var condition: String?
    /// Declared `private` or `fileprivate`: its members are seen only in its own file (a
    /// `private extension UIViewController` helper is no API a behavior in another file can call).
    public var isFileScoped = false
    /// Constrained by a `where` clause: its members exist only for the types that meet it.
    public var isConstrained = false

    /// The class its members belong to: the extended type's name for an extension, else the
    /// qualified name.
    public func ownerName(in types: [TypeDeclaration]) -> String {
        kind == .extension ? name : qualifiedName(in: types)
    }

    /// The fully qualified name, `Outer.Inner`, given the file's other types. Only the innermost
    /// `maximumNesting` levels are named: deeper nesting is no code a screen is written in, and
    /// naming every level of a file nested thousands deep would take time and memory by the square.
    public func qualifiedName(in types: [TypeDeclaration]) -> String {
        guard parent != nil else { return name }
        var names = [name]
        var current = parent
        while let index = current, names.count < Self.maximumNesting {
            names.append(types[index].name)
            current = types[index].kind == .extension ? nil : types[index].parent
        }
        return names.reversed().joined(separator: ".")
    }

    static let maximumNesting = 32
}

/// A function, initializer or subscript with a body (or a protocol requirement without one).
public struct FunctionDeclaration: Sendable {
    /// `viewWillAppear`, `init`, `deinit`, `subscript`, or an operator.
    public var name: String
    /// External argument labels, `_` for unlabeled: `viewWillAppear(_:)` has `["_"]`.
    public var labels: [String]
    /// Internal parameter names, in order.
    public var parameterNames: [String]
    /// Parameter types as written (`AnalyticsEvent`, `[String: Any]?`), in order: `fix` reads the
    /// type of an argument it turns into a behavior's stored property.
    public var parameterTypes: [String]
    /// External labels of the parameters whose default is the caller's place (`file: String =
    /// #file`, `line: Int = #line`): a call moved elsewhere passes another value.
    public var callerSiteDefaults: [String]
    /// Modifiers and attributes as written: `override`, `open`, `@objc`, `static`, `class`, …
    public var modifiers: [String]
    /// Index of the enclosing type in `FileSummary.types`; nil for a free function.
    public var typeIndex: Int?
    /// Index of the enclosing function, for functions nested in another function's body.
    public var enclosingFunction: Int?
    /// From the first attribute or modifier to the end of the body.
    public var declaration: SourceSpan
    /// The `{ … }` body, or nil for a requirement.
    public var body: SourceSpan?
    /// The declared result type as written (`[Row]`), or nil.
    public var returnType: String?
    /// Top-level statements of the body.
    public var statements: [Statement]
    /// Every call in the body, at any depth (closures included).
    public var calls: [Call]
    public var condition: String?
    /// For a lifecycle override: whether a comment lies in it (between its first modifier and the
    /// end of its body). An empty override holding one (a `TODO`, code commented out) says
    /// something its deletion would lose, so it gets the super call instead.
    public var holdsComments = false

    public var isOverride: Bool { modifiers.contains("override") }
    public var isStatic: Bool { modifiers.contains("static") || modifiers.contains("class") }

    /// The lifecycle hook this function overrides, if it is a lifecycle override.
    public var lifecycleHook: LifecycleHook? {
        guard isOverride, !isStatic, let hook = LifecycleHook(methodName: name) else { return nil }
        // AppKit's `viewDidAppear()` counts too, and so does Swift 2's `viewDidAppear(animated:)`;
        // other arities, and transitions with other labels, are different methods.
        let matches =
            hook.isTransition
            ? labels == hook.labels
            : labels.count == hook.labels.count || (hook.takesAnimatedFlag && labels.isEmpty)
        guard matches else { return nil }
        return hook
    }

    /// `viewWillAppear(_:)`
    public var signature: String {
        name + "(" + labels.map { $0 + ":" }.joined() + ")"
    }
}

/// One top-level statement of a function body: a range of its file's `statementTokens`, read
/// through `StatementSyntax`.
public struct Statement: Sendable {
    public var span: SourceSpan
    /// Indices into `FileSummary.statementTokens`.
    public var tokens: Range<Int>
    /// Tokens joined canonically, with literals abstracted (`<string>`, `<number>`) and `self.`
    /// dropped: the key under which the same chore written twice groups together.
    public var normalizedText: String
    /// Calls in the statement, at any depth.
    public var calls: [Call]
    /// True for `defer { … }`.
    public var isDefer: Bool
    public var condition: String?

    /// A call on `super` and nothing else (`super.viewWillAppear(animated)`): what is left of an
    /// override whose chores have gone.
    public var isSuperCall: Bool { !calls.isEmpty && calls.allSatisfy { $0.receiver == "super" } }
}

/// A call `receiver.name(label: …)` or `name { … }`.
public struct Call: Hashable, Sendable {
    /// The receiver chain as written, optional markers kept: `navigationController?.navigationBar`.
    public var receiver: String
    public var name: String
    /// The argument labels as a signature spells them, `_` for an unlabeled argument:
    /// `screen:properties:`, `_:for:`, empty without arguments. One short string rather than an
    /// array: summaries hold every call of a project.
    public var labelText: String
    public var location: SourceLocation
    /// Byte offset of the first token of the receiver chain (or the name).
    @Compact32 public var start: Int
    /// True when the call sits inside a closure within the statement or body.
    public var inClosure: Bool

    /// The argument labels, in order: `["screen", "properties"]`.
    public var labels: [String] { labelText.split(separator: ":").map(String.init) }

    /// `receiver.name`, or `name` without a receiver.
    public var path: String { receiver.isEmpty ? name : receiver + "." + name }
}

/// A chain `a + b + c` with its operands, and where its value goes: what decides how long the
/// type checker takes over it (`slow-array-concat`) and whether it can become statements.
public struct PlusChain: Sendable {
    public var operands: [Operand]
    /// The first operand's location: where findings are reported.
    public var span: SourceSpan
    public var destination: Destination
    /// The type written for where the value goes: the binding's annotation, the result type of
    /// the function, computed property or subscript a returned chain leaves (the matching
    /// component of a returned tuple), the declared type of an assigned variable or property, or
    /// the type after `as`; nil when none is written.
    public var declaredType: String?
    /// The element type's name as the operands or the destination spell it, when no array type is
    /// declared: `Button` of `[Button()]`, of `names.map { Button(title: $0) }`, of `[edit]` after
    /// `let edit = Button()`.
    public var spelledElementType: String?
    /// Whether the chain is the whole value of a binding (`let x: T = chain`) or of a `return`
    /// (or a body's only expression), ending its statement: only then can it become statements.
    public var isWholeValue: Bool
    /// Whether the chain or the binding it initialises uses `try` or `await`.
    public var usesTryOrAwait: Bool
    /// Index of the enclosing function in `FileSummary.functions`.
    public var function: Int?
    public var condition: String?

    /// Where a chain's value goes.
    public enum Destination: Sendable, Equatable {
        /// `let`/`var name[: Type] = chain`; `isLocal` when declared in a function's body rather
        /// than as a stored property or a global.
        case binding(name: String, keyword: String, isLocal: Bool)
        /// `return chain`, or the only expression of the body of `function` (a function, computed
        /// property or subscript named so), whose statements span `body`.
        case returned(function: String, body: SourceSpan)
        /// `target = chain`.
        case assignment(target: String)
        /// `callee(chain)` or `callee(label: chain)`.
        case argument(callee: String)
        /// One component of a tuple expression.
        case tupleElement
        /// `chain as Type`.
        case cast
        /// The only expression of a closure passed to `flatMap` that writes no result type.
        case flatMapClosure
        /// Anything else: an operand of another operator, a condition, another closure's result, …
        case other
    }

    /// Whether the type checker gets the chain's type from outside it: from an annotation, the
    /// result type it is returned as, the assigned variable, the parameter, the `as` type, or
    /// the returned tuple type a component of which it is.
    public var isTypedByContext: Bool {
        switch destination {
        case .binding, .tupleElement: return declaredType != nil
        case .returned, .assignment, .argument, .cast: return true
        case .flatMapClosure, .other: return false
        }
    }

    /// `T` of `[T]`, `[T]?` or `Array<T>`; nil for a dictionary or any other type.
    public static func elementType(of declared: String) -> String? {
        var type = declared.trimmingCharacters(in: .whitespaces)
        while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
        if type.hasPrefix("Array<") && type.hasSuffix(">") {
            let inner = type.dropFirst("Array<".count).dropLast()
            return inner.isEmpty ? nil : inner.trimmingCharacters(in: .whitespaces)
        }
        guard type.hasPrefix("[") && type.hasSuffix("]") else { return nil }
        let inner = type.dropFirst().dropLast()
        // `[A]` but not `[K: V]`, nor `[A]?[B]`-like text whose first `[` closes early.
        var depth = 0
        for character in inner {
            switch character {
            case "[", "(", "<": depth += 1
            case "]", ")", ">": depth -= 1
            case ":" where depth == 0: return nil
            default: break
            }
            if depth < 0 { return nil }
        }
        return inner.isEmpty ? nil : inner.trimmingCharacters(in: .whitespaces)
    }

    /// What one operand of a `+` chain is, as far as the type checker's work is concerned.
    public enum OperandKind: String, Sendable {
        /// `mapOrFilter`: `map`, `flatMap`, `filter`, `sorted` or `reversed`, whose result type
        /// the checker picks among overloads or infers from a closure. `calledClosure`: a closure
        /// called where it is written (`{ …; return [.init(…)] }()`), whose result takes its type
        /// from the chain.
        case arrayLiteral, stringLiteral, numberLiteral, call, closure, mapOrFilter, optional, ternary, identifier,
            calledClosure, other
    }

    public struct Operand: Sendable {
        public var kind: OperandKind
        public var text: String
        public var start: Int
        public var end: Int
    }
}

/// `// behavior-lint:disable …` and friends.
public struct SuppressionComment: Sendable {
    public enum Kind: String, Sendable {
        case disable, enable
        case disableNextLine = "disable-next-line"
        case disableLine = "disable-line"
    }

    public var kind: Kind
    /// Rule ids, or `["all"]`.
    public var rules: [String]
    public var reason: String?
    public var location: SourceLocation
}

/// How a file places view controller types, by name.
public struct ScreenPlacements: Sendable {
    /// Made the root of a navigation controller, a window or a split-view column
    /// (`UINavigationController(rootViewController: InboxViewController())`,
    /// `window.rootViewController = browser`): nothing is under such a screen.
    public var roots: [String] = []
    /// Pushed onto a navigation stack (`pushViewController(SettingsViewController(), animated: true)`):
    /// screens are under it.
    public var pushed: [String] = []
    /// Presented by the code being read (`present(ReceiptViewController(), animated: true)`) or a
    /// storyboard's modal segue: shown this way alone, a screen has no navigation controller.
    public var presented: [String] = []
    /// Made a search controller's results screen (`UISearchController(searchResultsController:
    /// ResultsViewController())`): it appears each time a search starts, and disappears when it ends.
    public var searchResults: [String] = []
    /// The classes whose code sets `modalPresentationStyle = .fullScreen` on what it presents over
    /// itself (`present(_:animated:)` on the screen or its container): the presentation covers them
    /// whole, and dismissing it shows them again. A presentation over another controller
    /// (`viewController.present(crop, animated: true)` in a static `show(in:)`) covers that one.
    /// (`presentsFullScreen` and `presentsOverOwnScreen` are the scan's working flags for one body.)
    public var fullScreenPresenters: [String] = []
    var presentsFullScreen = false
    var presentsOverOwnScreen = false
    /// The classes whose code pushes a screen onto their own navigation controller, whatever its
    /// type (`navigationController?.pushViewController(router.makeDetail(), animated: true)`, or
    /// `show(destination, sender: self)`, which a navigation controller carries out as a push):
    /// the push covers them, and popping it shows them again. (`pushesOntoOwnStack` is the scan's
    /// working flag for one body.)
    public var ownStackPushers: [String] = []
    var pushesOntoOwnStack = false
    /// The types whose own code (not an extension's) empties a navigation controller's swipe-back
    /// gesture delegate (`navigationController.interactivePopGestureRecognizer?.delegate = nil`),
    /// `""` for code outside any type. (`emptiesPopGestureDelegate` is the scan's working flag for one body.)
    public var popGestureDelegateEmptiers: [String] = []
    var emptiesPopGestureDelegate = false
    /// The scan's working flag for one body that makes `self` the swipe-back gesture's delegate: a
    /// method that does is read statement by statement, whoever calls it (a base class's helper
    /// its subclasses' hooks call, in files this one cannot see).
    var takesPopGestureDelegate = false
    /// Added as a child (`addChild(sidebar)`) by the code being read; `embedded` names the container.
    var children: [String] = []
    /// Of `pushed`, those pushed onto a navigation controller the code names other than its own
    /// `navigationController` (`self.navi?.pushViewController(…)`, then dismissed): the pushing
    /// screen is not under them. The scan's working list; `pushers` keeps what it decides.
    var pushedElsewhere: [String] = []
    /// A child view controller and the class that embeds it: the child shares its container's chrome.
    public struct Embedding: Sendable, Hashable {
        public var child: String
        public var container: String
    }
    public var embedded: [Embedding] = []
    /// A pushed screen and the class whose code pushes it (`container` is the pusher): the screen
    /// under it, which it leaves its chrome to when it is popped.
    public var pushers: [Embedding] = []
    /// Instantiated from a storyboard's scene (its `customClass`): `UIViewController.loadView()`
    /// loads such a screen's view, and connects its outlets, from the storyboard.
    public var scenes: [String] = []
}
