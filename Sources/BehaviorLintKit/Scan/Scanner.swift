import SwiftLexer

/// The structural scan: one pass over a file's significant tokens that finds types, functions
/// (with statements and calls), `+` chains (when `options` ask for them) and suppression comments.
/// It never fails: on code it cannot follow it records less, it does not stop. A storyboard is
/// summarised by where it places screens (`StoryboardScenes`), an Xcode project file by what its
/// targets compile (`ProjectSources`).
public enum Scanner {
    public static func summarize(bytes: [UInt8], path: String, options: ScanOptions = .everything) -> FileSummary {
        // A storyboard holds no code, only where it places screens.
        if path.hasSuffix(StoryboardScenes.fileExtension) {
            var summary = FileSummary(path: path)
            summary.screens = StoryboardScenes.placements(bytes)
            summary.compact()
            return summary
        }
        // A project file holds no code, only what its targets compile; a podspec, by its path alone,
        // that its folder is a pod.
        if ProjectSources.isProjectFile(path) {
            var summary = FileSummary(path: path)
            summary.projectSources = ProjectSources(projectFile: path, bytes: bytes)
            return summary
        }
        if ProjectSources.isPodspec(path) { return FileSummary(path: path) }
        return bytes.withUnsafeBufferPointer { buffer in
            let tokenList = Lexer.tokenize(buffer)
            let lines = LineTable(buffer)
            var scan = ScanPass(
                tokens: SignificantTokens(bytes: buffer, tokens: tokenList, lines: lines), path: path, options: options)
            scan.run()
            scan.summary.lineCount = lines.lineCount
            scan.summary.invalidUTF8Offset = firstInvalidUTF8Offset(buffer)
            scan.summary.compact()
            return scan.summary
        }
    }
}

/// The offset of the first byte of `bytes` that is not valid UTF-8.
func firstInvalidUTF8Offset(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    guard let base = bytes.baseAddress else { return nil }
    let raw = UnsafeRawPointer(base)
    var index = 0
    while index < bytes.count {
        // Eight ASCII bytes at a time: most of a Swift file is ASCII.
        if index + 8 <= bytes.count,
            raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0
        {
            index += 8
            continue
        }
        if base[index] < 0x80 {
            index += 1
            continue
        }
        let scalar = UnicodeClasses.decode(base, index, bytes.count)
        if scalar.value == nil { return index }
        index += scalar.length
    }
    return nil
}

/// The state of one scan: the summary being built and the enclosing declarations.
struct ScanPass {
    let tokens: SignificantTokens
    let options: ScanOptions
    var summary: FileSummary
    var conditions = ConditionTracker()
    /// The file's calls' long names and receivers, one string per text (see `SharedTexts`).
    private let callTexts: SharedTexts

    private enum Scope {
        case type(Int)
        case function(Int)
        case other
    }

    /// Open braces with what they belong to, innermost last.
    private var scopes: [(close: Int, scope: Scope)] = []
    /// Bodies of class methods (and top-level functions) whose statements are split only if a
    /// lifecycle override calls them, or they may set the app's bar defaults.
    private var deferredBodies: [Int: (open: Int, close: Int, condition: String?)] = [:]
    /// The methods (indices into `summary.functions`) that make `self` the swipe-back gesture's
    /// delegate: their statements are read whoever calls them.
    private var popGestureTakers: Set<Int> = []

    init(tokens: SignificantTokens, path: String, options: ScanOptions) {
        self.tokens = tokens
        self.options = options
        self.summary = FileSummary(path: path)
        callTexts = SharedTexts(bytes: tokens.bytes)
    }

    private var enclosingType: Int? {
        for entry in scopes.reversed() {
            switch entry.scope {
            case .type(let index): return index
            case .function: return nil
            case .other: continue
            }
        }
        return nil
    }

    private var enclosingFunction: Int? {
        for entry in scopes.reversed() {
            if case .function(let index) = entry.scope { return index }
        }
        return nil
    }

    /// Whether the innermost enclosing type is a class or an extension (of what may be a class).
    private var isInClassOrExtension: Bool {
        guard let type = enclosingType else { return false }
        return summary.types[type].kind == .class || summary.types[type].kind == .extension
    }

    /// The type whose body is the innermost open brace, for member collection.
    private var directType: Int? {
        if case .type(let index)? = scopes.last?.scope { return index }
        return nil
    }

    mutating func run() {
        var k = 0
        let count = tokens.count
        while k < count {
            while let top = scopes.last, top.close < k { scopes.removeLast() }
            if let last = conditions.consume(k, in: tokens) {
                k = last + 1
                continue
            }
            let kind = tokens.kinds[k]
            if kind == .keyword || kind == .identifier {
                if let next = scanDeclaration(at: k) {
                    k = next
                    continue
                }
            } else if tokens.isPunctuation(k, UInt8(ascii: "{")), let close = tokens.closer(k) {
                scopes.append((close, .other))
            }
            k += 1
        }
        splitHelperStatements()
        // A pass over every token of the file, which only the runs whose rules read chains need.
        if options.findsPlusChains { summary.plusChains = PlusChainFinder(tokens: tokens, summary: summary).find() }
        summary.suppressions = SuppressionParser.parse(tokens)
        (summary.typeNameHashes, summary.declaresAppEntry) = typeNamesAndAppEntry()
        if summary.path.split(separator: "/").last == "main.swift" { summary.declaresAppEntry = true }
    }

    /// The capitalised identifiers of the file (`FileSummary.typeNameHashes`), but the names its
    /// type declarations and extensions give and a type's name used inside its own declaration or
    /// extension (`JobVC.syncInterval` in `class JobVC`: code that runs only once the type is in
    /// use) or in a `#selector(…)` or `#keyPath(…)`, and whether an attribute marks the app's entry point (`@main`, `@UIApplicationMain`,
    /// `@NSApplicationMain`): one pass over the tokens.
    private func typeNamesAndAppEntry() -> (names: [UInt64], appEntry: Bool) {
        var names: Set<UInt64> = []
        var appEntry = false
        let ownBodies = summary.types.map { type in
            (name: NameHash.of(type.name.utf8), bytes: type.declaration.start..<type.declaration.end)
        }
        // Most names are no type of this file: one set lookup, not a walk over its types, per token.
        let ownNames = Set(ownBodies.map(\.name))
        // `#selector(Scanner.start)` and `#keyPath(Profile.name)` name a member, not an instance:
        // code that makes none uses no type.
        var referenceEnd = 0
        for k in 0..<tokens.count {
            if tokens.kinds[k] == .pound, tokens.isText(k, "#selector") || tokens.isText(k, "#keyPath"),
                k + 1 < tokens.count, tokens.isPunctuation(k + 1, UInt8(ascii: "(")), tokens.matching[k + 1] > k
            {
                referenceEnd = Int(tokens.matching[k + 1])
            }
            guard k > referenceEnd, tokens.kinds[k] == .identifier else { continue }
            if k > 0 && tokens.isPunctuation(k - 1, UInt8(ascii: "@"))
                && (tokens.isText(k, "main") || tokens.isText(k, "UIApplicationMain")
                    || tokens.isText(k, "NSApplicationMain"))
            {
                appEntry = true
            }
            let first = tokens.bytes[tokens.start(k)]
            guard first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") else { continue }
            if k > 0 && tokens.kinds[k - 1] == .keyword
                && (tokens.isKeyword(k - 1, "class") || tokens.isKeyword(k - 1, "struct")
                    || tokens.isKeyword(k - 1, "enum") || tokens.isKeyword(k - 1, "protocol")
                    || tokens.isKeyword(k - 1, "extension") || tokens.isKeyword(k - 1, "actor")
                    || tokens.isKeyword(k - 1, "typealias"))
            {
                continue
            }
            let name = NameHash.of(UnsafeBufferPointer(rebasing: tokens.bytes[tokens.start(k)..<tokens.end(k)]))
            if ownNames.contains(name),
                ownBodies.contains(where: { $0.name == name && $0.bytes.contains(tokens.start(k)) })
            {
                continue
            }
            names.insert(name)
        }
        return (names.sorted(), appEntry)
    }

    /// Handles a declaration introduced at `k`; returns where to continue, or nil if `k` starts none.
    private mutating func scanDeclaration(at k: Int) -> Int? {
        // Every declaration starts with a keyword, `actor` with a contextual one: most tokens are
        // other identifiers, and need no further look.
        if tokens.kinds[k] == .identifier && !tokens.isText(k, "actor") { return nil }
        if tokens.isKeyword(k, "import") {
            // `import UIKit`, `@testable import App`, `import struct Foundation.Date`: the module.
            var name = k + 1
            if name < tokens.count, tokens.kinds[name] == .keyword { name += 1 }
            if name < tokens.count, tokens.kinds[name] == .identifier { summary.imports.append(tokens.text(name)) }
            return nil
        }
        if let typeKind = typeKeyword(at: k) {
            return scanType(typeKind, keyword: k)
        }
        if tokens.isKeyword(k, "func") || isInitializerKeyword(k) || tokens.isKeyword(k, "deinit")
            || tokens.isKeyword(k, "subscript")
        {
            return scanFunction(keyword: k)
        }
        if let type = directType,
            tokens.isKeyword(k, "var") || tokens.isKeyword(k, "let") || tokens.isKeyword(k, "case")
        {
            var name = k + 1
            while tokens.isPunctuation(name, UInt8(ascii: "(")) || tokens.isPunctuation(name, UInt8(ascii: ".")) {
                name += 1
            }
            if tokens.isWord(name) {
                summary.types[type].memberNames.append(tokens.text(name))
                let parser = DeclarationParser(tokens: tokens)
                let modifiers = parser.modifiers(from: parser.declarationStart(before: k), to: k)
                if !tokens.isKeyword(k, "case"), let declared = propertyType(afterName: name) {
                    // An outlet is a view the screen's storyboard or nib makes for it.
                    let owned = modifiers.contains("@IBOutlet") || createsInstance(afterName: name)
                    summary.types[type].propertyTypes.append(
                        TypeDeclaration.PropertyType(name: tokens.text(name), type: declared, createdHere: owned))
                }
                if modifiers.contains("override") {
                    summary.types[type].overriddenMemberNames.append(tokens.text(name))
                }
                if !tokens.isKeyword(k, "case") { scanPropertyInitializer(afterName: name) }
            }
        }
        return nil
    }

    /// The type a property declaration at `name` writes (`: AnalyticsTracking?`, `: any Store`,
    /// without spaces and without `any`/`some`), else the type its initializer starts with
    /// (`= Analytics.shared`, `= Store()`); nil when neither is written.
    private func propertyType(afterName name: Int) -> String? {
        var j = name + 1
        if tokens.isPunctuation(j, UInt8(ascii: ":")) {
            j += 1
            while tokens.isText(j, "any") || tokens.isText(j, "some") { j += 1 }
            let start = j
            var end = j - 1
            while j < tokens.count, !tokens.isPunctuation(j, UInt8(ascii: "=")),
                !tokens.isPunctuation(j, UInt8(ascii: "{")),
                j == start || !tokens.newlineBefore[j]
            {
                if let closer = tokens.closer(j) { j = closer }
                end = j
                j += 1
            }
            return end >= start
                ? DeclarationParser.withoutWhitespace(tokens.textWithoutTrivia(from: start, through: end)) : nil
        }
        guard tokens.isPunctuation(j, UInt8(ascii: "=")), j + 1 < tokens.count, tokens.kinds[j + 1] == .identifier,
            tokens.text(j + 1).first?.isUppercase == true
        else { return nil }
        return tokens.text(j + 1)
    }

    /// The first token of the value the property declared at `name` is initialized with (after its
    /// written type, if any), or nil when it has none.
    private func initialValue(afterName name: Int) -> Int? {
        var j = name + 1
        if tokens.isPunctuation(j, UInt8(ascii: ":")) {
            j += 1
            while j < tokens.count, !tokens.isPunctuation(j, UInt8(ascii: "=")),
                !tokens.isPunctuation(j, UInt8(ascii: "{")),
                j == name + 2 || !tokens.newlineBefore[j]
            {
                if let closer = tokens.closer(j) { j = closer }
                j += 1
            }
        }
        guard tokens.isPunctuation(j, UInt8(ascii: "=")), j + 1 < tokens.count else { return nil }
        return j + 1
    }

    /// Whether the property declared at `name` makes its own instance: an initializer that calls a
    /// type, generic or not, or a function of it (`= SectionsTableView(style: .grouped)`,
    /// `= PublishRelay<Void>()`, `= Spinner.init()`,
    /// `= PlaceholderView.reachability()`) or runs a closure (`= { … }()`), after the written type
    /// if any. A stored reference (`= Analytics.shared`) is not made here.
    private func createsInstance(afterName name: Int) -> Bool {
        guard let value = initialValue(afterName: name) else { return false }
        if tokens.isPunctuation(value, UInt8(ascii: "{")) {
            return tokens.closer(value).map { tokens.isPunctuation($0 + 1, UInt8(ascii: "(")) } ?? false
        }
        guard tokens.kinds[value] == .identifier, tokens.text(value).first?.isUppercase == true else { return false }
        var after = value + 1
        // `PublishRelay<Void>()`: the generic arguments the type is made with.
        if let closer = DeclarationParser(tokens: tokens).angleGroupEnd(from: after) { after = closer + 1 }
        if tokens.isPunctuation(after, UInt8(ascii: ".")) && tokens.isWord(after + 1) { after += 2 }
        return tokens.isPunctuation(after, UInt8(ascii: "(")) && !tokens.newlineBefore[after]
    }

    /// The body's statements, and where they place screens (which a deferred helper body, whose
    /// calls were read already, leaves out).
    private mutating func splitStatements(open: Int, close: Int, condition: String? = nil) -> (
        statements: [Statement], screens: ScreenPlacements
    ) {
        var splitter = StatementSplitter(
            tokens: tokens, callTexts: callTexts, tape: summary.statementTokens,
            condition: condition ?? conditions.current)
        summary.statementTokens = StatementTokens()  // handed over, so the appends do not copy it
        let statements = splitter.split(from: open + 1, to: close)
        summary.statementTokens = splitter.tape
        return (statements, splitter.screens)
    }

    /// A navigation controller delegate's `navigationController(_:didShow:animated:)` or
    /// `(_:willShow:animated:)`: UIKit calls it on every screen the stack shows, so what it switches
    /// (the swipe-back gesture) holds for every screen.
    static func isNavigationShowCallback(_ function: FunctionDeclaration) -> Bool {
        function.name == "navigationController" && function.labels.count == 3
            && (function.labels[1] == "didShow" || function.labels[1] == "willShow")
    }

    /// Gives statements to the containment overrides (`willMove(toParent:)`, `didMove(toParent:)`),
    /// to overrides without parameters (steps a superclass's hook may call), to the methods this
    /// file's lifecycle code calls on `self` (helpers such as `restoreNavigationBar()`), three calls
    /// deep, so rules can follow a restore into them, to methods that may set the app's bar
    /// defaults, to a navigation controller delegate's show callbacks, and to methods that make
    /// `self` the swipe-back gesture's delegate (a base class's helper its subclasses call).
    private mutating func splitHelperStatements() {
        guard !deferredBodies.isEmpty else { return }
        var called: Set<String> = []
        for function in summary.functions where function.lifecycleHook != nil {
            for call in function.calls where call.receiver.isEmpty || call.receiver == "self" {
                called.insert(call.name)
            }
            called.formUnion(registeredHandlers(function.statements))
        }
        var pending = deferredBodies
        for depth in 0..<3 {
            var next: Set<String> = []
            // In declaration order, so that the statements' tokens are pooled in the same order
            // on every run (a dictionary's order changes with each process).
            for index in pending.keys.sorted() {
                guard let body = pending[index] else { continue }
                let function = summary.functions[index]
                let isContainmentOverride =
                    depth == 0 && function.isOverride && Self.containmentHooks.contains(function.name)
                // An override without parameters may be a step a superclass's lifecycle hook calls
                // (`override func attribute()`, `TemplateHookOverride`), in a file this one cannot see.
                let mayBeTemplateStep = depth == 0 && function.isOverride && function.labels.isEmpty
                let followsLifecycle = called.contains(function.name) || isContainmentOverride || mayBeTemplateStep
                guard
                    followsLifecycle
                        || (depth == 0
                            && (configuresBars(function) || extendsUIKitController(function)
                                || Self.isNavigationShowCallback(function) || popGestureTakers.contains(index)))
                else { continue }
                summary.functions[index].statements =
                    splitStatements(open: body.open, close: body.close, condition: body.condition).statements
                pending[index] = nil
                // Only lifecycle code is followed into the helpers it calls, and the handlers it registers.
                guard followsLifecycle else { continue }
                for call in function.calls where call.receiver.isEmpty || call.receiver == "self" {
                    next.insert(call.name)
                }
                next.formUnion(registeredHandlers(summary.functions[index].statements))
            }
            called = next
        }
    }

    /// The methods `statements` name in `#selector(…)`: handlers they register (an observer's), whose
    /// bodies the rules read as they read a helper's (one that removes the observer it handles).
    private func registeredHandlers(_ statements: [Statement]) -> [String] {
        statements.flatMap { summary.statementTokens.selectorReferences(in: $0.tokens) }
    }

    /// Whether `function` may set the app's bar defaults (`NavigationBarDefaults`): it uses the
    /// appearance proxy or creates a navigation controller, whose bar code outside screens styles,
    /// or sets the window up (`makeKeyAndVisible()`, `UIWindow(…)`), whose tint the bars inherit.
    private func configuresBars(_ function: FunctionDeclaration) -> Bool {
        function.calls.contains { call in
            // Most names are too short or too long for any: their length is the first look.
            let name = call.name.utf8
            return (name.count >= 20 && name.suffix(20).elementsEqual("NavigationController".utf8))
                || (name.count == 10 && call.name == "appearance" && call.receiver.hasSuffix("UINavigationBar"))
                || (name.count == 17 && call.name == "makeKeyAndVisible")
                || (name.count == 8 && call.name == "UIWindow")
        }
    }

    /// Whether `function` is a method without parameters of an extension of `UINavigationController`
    /// or `UIViewController`: a step screens in other files call on their container
    /// (`navigationController?.enableSwipeBack()`) or on themselves
    /// (`hideKeyboardWhenTappedAround()`, a method every screen inherits), whose statements act as
    /// the screens' own would.
    private func extendsUIKitController(_ function: FunctionDeclaration) -> Bool {
        guard function.labels.isEmpty, !function.isStatic, let typeIndex = function.typeIndex else { return false }
        let type = summary.types[typeIndex]
        return type.kind == .extension && Self.steppedTypes.contains(type.name)
    }

    /// The UIKit classes whose extensions' methods without parameters get their statements.
    static let steppedTypes: Set<String> = ["UINavigationController", "UIViewController"]

    /// Overrides UIKit calls when a screen leaves its parent: where some screens restore chrome.
    static let containmentHooks: Set<String> = ["willMove", "didMove"]

    private func typeKeyword(at k: Int) -> TypeKind? {
        guard tokens.isWord(k + 1) || tokens.kinds[safe: k + 1] == .identifier else { return nil }
        if tokens.kinds[k] == .keyword {
            if tokens.isText(k, "class") {
                // `class func`, `class var`, `class override …` are modifiers, not declarations.
                return tokens.kinds[k + 1] == .identifier
                    && !DeclarationParser.modifierWords.contains(tokens.text(k + 1)) ? .class : nil
            }
            if tokens.isText(k, "struct") { return .struct }
            if tokens.isText(k, "enum") { return .enum }
            if tokens.isText(k, "protocol") { return .protocol }
            if tokens.isText(k, "extension") { return .extension }
            return nil
        }
        if tokens.isText(k, "actor"), tokens.kinds[k + 1] == .identifier, !tokens.newlineBefore[k + 1] {
            let previous = k - 1
            if previous < 0 || tokens.newlineBefore[k] || DeclarationParser.isModifierOrAttributeEnd(previous, tokens) {
                return .actor
            }
        }
        return nil
    }

    private func isInitializerKeyword(_ k: Int) -> Bool {
        guard tokens.isKeyword(k, "init") else { return false }
        // `init(`, `init?(`, `init!(`, `init<T>(`, but not `.init(` or `super.init(`.
        if tokens.isPunctuation(k - 1, UInt8(ascii: ".")) { return false }
        let next = k + 1
        return tokens.isPunctuation(next, UInt8(ascii: "(")) || tokens.isText(next, "?") || tokens.isText(next, "!")
            || tokens.isText(next, "<")
    }

    private mutating func scanType(_ kind: TypeKind, keyword k: Int) -> Int {
        let header = DeclarationParser(tokens: tokens).typeHeader(keyword: k)
        let startToken = DeclarationParser(tokens: tokens).declarationStart(before: k)
        let endToken = header.bodyOpen.flatMap { tokens.closer($0) } ?? header.lastHeaderToken
        let modifiers = DeclarationParser(tokens: tokens).modifiers(from: startToken, to: k)
        let declaration = TypeDeclaration(
            kind: kind, name: header.name, genericParameters: header.genericParameters,
            inherited: header.inherited, parent: enclosingType, declaration: tokens.span(startToken, endToken),
            keywordLocation: tokens.location(k), memberNames: [], condition: conditions.current,
            isFileScoped: modifiers.contains("private") || modifiers.contains("fileprivate"),
            isConstrained: header.isConstrained)
        if let parent = directType { summary.types[parent].memberNames.append(header.name) }
        summary.types.append(declaration)
        if let open = header.bodyOpen, let close = tokens.closer(open) {
            scopes.append((close, .type(summary.types.count - 1)))
            return open + 1
        }
        return header.lastHeaderToken + 1
    }

    /// Records the screens code of the enclosing type places (`screens`, read from one body).
    private mutating func record(_ screens: ScreenPlacements) {
        summary.screens.roots += screens.roots
        summary.screens.pushed += screens.pushed
        summary.screens.presented += screens.presented
        summary.screens.searchResults += screens.searchResults
        if screens.presentsFullScreen, screens.presentsOverOwnScreen, let type = enclosingType {
            summary.screens.fullScreenPresenters.append(summary.types[type].ownerName(in: summary.types))
        }
        if screens.pushesOntoOwnStack, let type = enclosingType {
            summary.screens.ownStackPushers.append(summary.types[type].ownerName(in: summary.types))
        }
        // An extension's method runs where its callers call it (a screen's `enableSwipeBack()`):
        // only a type's own code, or code outside any type, says who empties the delegate.
        if screens.emptiesPopGestureDelegate, enclosingType.map({ summary.types[$0].kind != .extension }) ?? true {
            summary.screens.popGestureDelegateEmptiers.append(
                enclosingType.map { summary.types[$0].ownerName(in: summary.types) } ?? "")
        }
        // A child is embedded in the class whose code adds it; a screen is pushed over the
        // class whose code pushes it.
        if let type = enclosingType, !screens.children.isEmpty || !screens.pushed.isEmpty {
            let container = summary.types[type].ownerName(in: summary.types)
            summary.screens.embedded += screens.children.map {
                ScreenPlacements.Embedding(child: $0, container: container)
            }
            summary.screens.pushers += screens.pushed.filter { !screens.pushedElsewhere.contains($0) }.map {
                ScreenPlacements.Embedding(child: $0, container: container)
            }
        }
    }

    /// The screens a stored property's initializer places: a closure run to make the value
    /// (`lazy var search: UISearchController = { … UISearchController(searchResultsController:
    /// results) … }()`) or a call (`let search = UISearchController(searchResultsController:
    /// ResultsViewController())`). The property is the type's code as much as its methods are.
    private mutating func scanPropertyInitializer(afterName name: Int) {
        guard let value = initialValue(afterName: name) else { return }
        let range: (first: Int, limit: Int, bodyStart: Int?)
        if tokens.isPunctuation(value, UInt8(ascii: "{")), let close = tokens.closer(value) {
            range = (value + 1, close, value)
        } else if tokens.kinds[value] == .identifier, tokens.isPunctuation(value + 1, UInt8(ascii: "(")),
            let close = tokens.closer(value + 1)
        {
            range = (value, close + 1, nil)
        } else {
            return
        }
        var screens = ScreenPlacements()
        _ = CallExtractor(tokens: tokens, texts: callTexts).calls(
            from: range.first, to: range.limit, bodyStart: range.bodyStart, screens: &screens)
        record(screens)
    }

    private mutating func scanFunction(keyword k: Int) -> Int {
        let parser = DeclarationParser(tokens: tokens)
        let header = parser.functionHeader(keyword: k)
        let startToken = parser.declarationStart(before: k)
        let modifiers = parser.modifiers(from: startToken, to: k)
        var statements: [Statement] = []
        var calls: [Call] = []
        var body: SourceSpan? = nil
        var endToken = header.lastHeaderToken
        if let open = header.bodyOpen, let close = tokens.closer(open) {
            body = tokens.span(open, close)
            endToken = close
            var screens = ScreenPlacements()
            if isInClassOrExtension && modifiers.contains("override") && LifecycleHook(methodName: header.name) != nil {
                (statements, screens) = splitStatements(open: open, close: close)
                // Statements cover the whole body (but for `;` and `#if` lines), calls included.
                calls = statements.flatMap { $0.calls }
            } else {
                // Statements are what rules read of lifecycle overrides (and, see `run`, of the
                // helpers they call); of other functions the calls are enough, and much cheaper.
                calls = CallExtractor(tokens: tokens, texts: callTexts).calls(
                    from: open + 1, to: close, screens: &screens)
                // A top-level function may set the app's bar defaults too (`func applyAppearance()`).
                if isInClassOrExtension || (enclosingType == nil && enclosingFunction == nil) {
                    deferredBodies[summary.functions.count] = (open, close, conditions.current)
                }
                if isInClassOrExtension && screens.takesPopGestureDelegate {
                    popGestureTakers.insert(summary.functions.count)
                }
            }
            record(screens)
        }
        if let type = directType, header.name != "init", header.name != "deinit" {
            summary.types[type].memberNames.append(header.name)
            if modifiers.contains("override") { summary.types[type].overriddenMemberNames.append(header.name) }
        }
        var function = FunctionDeclaration(
            name: header.name, labels: header.labels, parameterNames: header.parameterNames,
            parameterTypes: header.parameterTypes, callerSiteDefaults: header.callerSiteDefaults,
            modifiers: modifiers, typeIndex: enclosingType, enclosingFunction: enclosingFunction,
            declaration: tokens.span(startToken, endToken), body: body, returnType: header.returnType,
            statements: statements, calls: calls, condition: conditions.current)
        if function.lifecycleHook != nil {
            // The comments are in file order: the first one starting in the declaration tells.
            let span = function.declaration
            var (low, high) = (0, tokens.comments.count)
            while low < high {
                let middle = (low + high) / 2
                if tokens.comments[middle].start < span.start { low = middle + 1 } else { high = middle }
            }
            function.holdsComments = low < tokens.comments.count && tokens.comments[low].end <= span.end
        }
        summary.functions.append(function)
        if let open = header.bodyOpen, let close = tokens.closer(open) {
            scopes.append((close, .function(summary.functions.count - 1)))
            return open + 1
        }
        return header.lastHeaderToken + 1
    }
}

extension Array {
    subscript(safe index: Int) -> Element? {
        index >= 0 && index < count ? self[index] : nil
    }
}
