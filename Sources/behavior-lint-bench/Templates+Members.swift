/// Member templates shared by every kind of type: stored and computed properties, methods in
/// synchronous, callback, async and generic styles, initializers, nested types and subscripts.
extension CodeGen {
    /// Any member a class in an app might have.
    mutating func emitClassMember() {
        if !pendingActions.isEmpty {
            emitObjcAction(pendingActions.removeFirst())
            return
        }
        if !pendingHelpers.isEmpty {
            emitMethod(named: pendingHelpers.removeFirst())
            return
        }
        switch below(20) {
        case 0, 1, 2, 3, 4: emitMethod(named: methodName())
        case 5, 6: emitCompletionMethod()
        case 7, 8: emitAsyncMethod()
        case 9: emitGenericMethod()
        case 10, 11: emitComputedProperty()
        case 12: if inExtension { emitComputedProperty() } else { emitStoredProperties() }
        case 13: emitNestedType()
        case 14:
            emitMark(pick(["Helpers", "Private", "Actions", "Networking", "Layout", "Bindings", "State"]))
            emitMethod(named: methodName())
        case 15: if inExtension { emitMethod(named: methodName()) } else { emitObservedProperty() }
        case 16: emitStaticMember()
        case 17: emitSubscript()
        case 18: emitConditionalMember()
        default: emitMethod(named: methodName())
        }
    }

    mutating func methodName() -> String {
        freshName { g in
            g.pick(Vocabulary.verbs)
                + g.pick([
                    g.entity, Self.plural(g.entity), Self.upperFirst(g.pick(Vocabulary.uiParts)), "Layout", "State",
                    "Appearance", "Constraints", "Bindings", "DataSource", "Header", "EmptyState", g.feature + g.entity,
                    Self.upperFirst(g.pick(Vocabulary.adjectives)) + g.entity,
                ])
        }
    }

    mutating func accessModifier() -> String {
        pick(["", "", "private ", "private ", "fileprivate ", "internal "])
    }

    /// A plain method; its parameters and return type are chosen at random.
    mutating func emitMethod(named name: String) {
        let e = entityVar
        let parameterList: (String, [String]) = pick([
            ("()", []),
            ("()", []),
            ("(_ \(e): \(entity))", [e]),
            ("(with \(e): \(entity), animated: Bool = true)", [e, "animated"]),
            ("(at indexPath: IndexPath)", ["indexPath"]),
            ("(_ values: Int...)", ["values"]),
            ("(into buffer: inout [\(entity)], limit: Int = \(intLiteral()))", ["buffer", "limit"]),
            ("(for id: \(entity).ID, in context: Context? = nil)", ["id", "context"]),
            ("(_ notification: Notification)", ["notification"]),
            ("(\(e) \(e)Value: \(entity)?, reason: String = \"\(Self.snakeCase(feature))\")", [e, "reason"]),
        ])
        let returnType: String? = pick([nil, nil, nil, "Bool", "Int", "String", "[\(entity)]", "CGFloat", "\(entity)?"])
        if chance(35) {
            emitDocComment(
                docSummary(pick(Vocabulary.verbs), pick([e, "layout", "state", Self.plural(e)])),
                parameters: parameterList.1,
                returns: returnType.map { _ in
                    pick(["The result.", "`nil` when nothing matches.", "Whether anything changed."])
                })
        }
        if returnType != nil && chance(25) { line("@discardableResult") }
        if chance(8) { line("@available(iOS \(pick(["15.0", "16.0", "17.0"])), *)") }
        let header = "\(accessModifier())func \(name)\(parameterList.0)" + (returnType.map { " -> \($0)" } ?? "")
        open(header)
        inScope({
            $0.isAsync = false
            $0.canThrow = false
            $0.inLoop = false
            $0.depth = 0
        }) { g in
            g.emitStatements(g.int(1...5))
            if let returnType { g.line("return \(g.returnValue(returnType))") }
        }
        close()
    }

    mutating func returnValue(_ type: String) -> String {
        switch type {
        case "Bool":
            return pick([
                "!\(entitiesVar).isEmpty", "true", "\(entitiesVar).count > \(intLiteral())", "isLoading == false",
            ])
        case "Int": return pick(["\(entitiesVar).count", intLiteral(), "values.reduce(0, +)", "index ?? -1"])
        case "String": return stringLiteral()
        case "CGFloat":
            return pick([floatLiteral(), "view.bounds.width * \(floatLiteral())", "\(intLiteral()) + spacing"])
        case "[\(entity)]":
            return pick([
                entitiesVar, "[]", "\(entitiesVar).filter { $0.isActive }",
                "Array(\(entitiesVar).prefix(\(intLiteral())))",
            ])
        default: return pick(["nil", "\(entitiesVar).first", "\(entitiesVar).last(where: { $0.id == id })"])
        }
    }

    /// The completion-handler style that most UIKit-era code still uses.
    mutating func emitCompletionMethod() {
        let name = freshName { g in
            g.pick(["fetch", "load", "refresh", "sync", "upload", "submit"]) + Self.plural(g.entity)
        }
        let e = entityVar
        if chance(40) {
            emitDocComment(docSummary(pick(["fetch", "load"]), Self.plural(e)), parameters: ["completion"])
        }
        open(
            "\(accessModifier())func \(name)(page: Int = 0, completion: @escaping (Result<[\(entity)], Error>) -> Void)"
        )
        if chance(40) { line("\(pick(Vocabulary.flags)) = true") }
        open("\(pick(["service", "apiClient", "repository", "provider"])).\(name)(page: page) { [weak self] result in")
        line("guard let self else { return }")
        open("DispatchQueue.main.async")
        if chance(50) { line("self.\(pick(Vocabulary.flags)) = false") }
        open("switch result")
        out.outdented("case .success(let \(entitiesVar)):")
        line(
            "self.\(entitiesVar) = \(pick([entitiesVar, "\(entitiesVar).filter { !$0.isHidden }", "self.\(entitiesVar) + \(entitiesVar)"]))"
        )
        line("completion(.success(\(entitiesVar)))")
        out.outdented("case .failure(let error):")
        if chance(50) { line("self.logger.error(\"\(name) failed: \\(error.localizedDescription)\")") }
        line("completion(.failure(error))")
        close()
        close()
        close()
        close()
    }

    mutating func emitAsyncMethod() {
        let name = freshName { g in
            g.pick(["load", "fetch", "refresh", "prefetch", "resolve", "save"])
                + g.pick([g.entity, Self.plural(g.entity), "Details", "Page"])
        }
        let throwing = chance(70)
        let returns = pick(["", " -> [\(entity)]", " -> \(entity)", " -> Bool"])
        if chance(35) {
            emitDocComment(
                docSummary(pick(["load", "fetch"]), entityVar),
                returns: returns.isEmpty ? nil : "The \(Self.lowerFirst(entity)) data.", throwsToo: throwing)
        }
        if chance(30) { line("@MainActor") }
        open(
            "\(accessModifier())func \(name)(\(pick(["", "id: \(entity).ID", "force: Bool = false", "query: String, page: Int = 1"]))) async\(throwing ? " throws" : "")\(returns)"
        )
        inScope({
            $0.isAsync = true
            $0.canThrow = throwing
            $0.inLoop = false
            $0.depth = 0
        }) { g in
            if throwing {
                g.line(
                    "let request = try \(g.pick(["makeRequest", "endpoint.urlRequest", "Endpoint.\(Self.lowerFirst(Self.plural(g.entity))).request"]))(\(g.pick(["", "page: 1", "id: id"])))"
                )
                g.line("let (data, response) = try await session.data(for: request)")
                g.line("guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {")
                g.out.indentIn()
                g.line("throw \(g.entity)Error.\(g.pick(Vocabulary.errorCases))")
                g.out.indentOut()
                g.line("}")
                g.line(
                    "let decoded = try decoder.decode(\(g.pick(["[\(g.entity)].self", "Page<\(g.entity)>.self", "Response<[\(g.entity)]>.self"])), from: data)"
                )
            } else {
                g.emitAsyncStatement()
            }
            g.emitStatements(g.int(0...2))
            switch returns {
            case " -> [\(g.entity)]": g.line("return \(throwing ? "decoded.items" : "[]")")
            case " -> \(g.entity)":
                g.line(
                    "return \(throwing ? "try decoded.first.orThrow(\(g.entity)Error.notFound)" : "\(g.entity).placeholder")"
                )
            case " -> Bool": g.line("return \(throwing ? "!decoded.isEmpty" : "true")")
            default: break
            }
        }
        close()
    }

    mutating func emitGenericMethod() {
        let e = entity
        switch below(6) {
        case 0:
            open(
                "func \(freshName { _ in "group" })<S: Sequence, Key: Hashable>(_ items: S, by key: (S.Element) -> Key) -> [Key: [S.Element]] where S.Element: Identifiable"
            )
            line("var result: [Key: [S.Element]] = [:]")
            line("for item in items { result[key(item), default: []].append(item) }")
            line("return result")
            close()
        case 1:
            open(
                "private func \(freshName { _ in "decode" })<T: Decodable>(_ type: T.Type = T.self, from data: Data, keyPath: String? = nil) throws -> T"
            )
            line("let decoder = JSONDecoder()")
            line("decoder.keyDecodingStrategy = .convertFromSnakeCase")
            line("decoder.dateDecodingStrategy = .iso8601")
            line("return try decoder.decode(T.self, from: data)")
            close()
        case 2:
            open(
                "func \(freshName { _ in "merge" })<C: Collection, U: Collection>(_ lhs: C, _ rhs: U) -> [C.Element] where C.Element: Hashable, U.Element == C.Element"
            )
            line("var seen = Set<C.Element>()")
            line("return (Array(lhs) + Array(rhs)).filter { seen.insert($0).inserted }")
            close()
        case 3:
            open(
                "func \(freshName { _ in "diff" })<T>(old: [T], new: [T]) -> (inserted: [T], removed: [T]) where T: Identifiable, T.ID: Comparable"
            )
            line("let oldIDs = Set(old.map(\\.id))")
            line("let newIDs = Set(new.map(\\.id))")
            line("return (new.filter { !oldIDs.contains($0.id) }, old.filter { !newIDs.contains($0.id) })")
            close()
        case 4:
            open(
                "func \(freshName { _ in "register" })<Cell: UITableViewCell>(_ cellType: Cell.Type, in tableView: UITableView) where Cell: Reusable"
            )
            line("tableView.register(cellType, forCellReuseIdentifier: Cell.reuseIdentifier)")
            close()
        default:
            open(
                "func \(freshName { _ in "cached\(e)" })<Value: Codable & Sendable>(for key: String, orLoad load: @escaping @Sendable () async throws -> Value) async rethrows -> Value"
            )
            line("if let cached: Value = cache.value(forKey: key) { return cached }")
            line("let value = try await load()")
            line("cache.insert(value, forKey: key)")
            line("return value")
            close()
        }
    }

    mutating func emitComputedProperty() {
        let name = freshName { g in
            g.pick(["is", "has", "should", "can"])
                + g.pick(["Empty", "Content", "Selection", "MorePages", "Changes", "Errors", "Badge"])
                + g.pick(["", "State", "Visible", g.entity])
        }
        switch below(4) {
        case 0:
            line("\(accessModifier())var \(name): Bool { !\(entitiesVar).isEmpty && !\(pick(Vocabulary.flags)) }")
        case 1:
            open("\(accessModifier())var \(name): Bool")
            line("guard \(condition()) else { return false }")
            line("return \(pick(["true", "\(entitiesVar).contains { $0.isNew }", "\(intLiteral()) > 0"]))")
            close()
        case 2 where !inExtension:
            let stored = "_\(name)"
            line("private var \(stored) = false")
            open("var \(name): Bool")
            line("get { \(stored) }")
            open("set")
            line("\(stored) = newValue")
            line("\(pick(["setNeedsLayout()", "view.setNeedsLayout()", "reloadData()", "updateAppearance()"]))")
            close()
            close()
        case 3 where isViewController && !inExtension:
            let (property, values) = pick([
                ("preferredStatusBarStyle: UIStatusBarStyle", [".lightContent", ".default", ".darkContent"]),
                (
                    "supportedInterfaceOrientations: UIInterfaceOrientationMask",
                    [".portrait", "[.portrait, .landscape]", ".all"]
                ),
                ("prefersHomeIndicatorAutoHidden: Bool", ["true", "isPlaying"]),
            ])
            let name = String(property.prefix { $0 != ":" })
            guard usedMemberNames.insert(name).inserted else { return emitMethod(named: methodName()) }
            open("override var \(property)")
            line(pick(values))
            close()
        default:
            open("\(accessModifier())var \(name): Bool")
            line("\(entitiesVar).\(pick(["isEmpty", "count > 1"])) \(pick(["&&", "||"])) \(pick(Vocabulary.flags))")
            close()
        }
    }

    mutating func emitStoredProperties() {
        for _ in 0..<int(1...4) { emitStoredProperty() }
    }

    mutating func emitStoredProperty() {
        let e = entity
        switch below(16) {
        case 0: line("private var \(freshName { $0.pick(Vocabulary.flags) }) = \(pick(["false", "true"]))")
        case 1:
            line("private var \(freshName { g in g.pick(Vocabulary.adjectives) + Self.plural(g.entity) }): [\(e)] = []")
        case 2: line("private(set) var \(freshName { g in g.pick(Vocabulary.adjectives) + g.entity }): \(e)?")
        case 3:
            line(
                "private let \(freshName { g in g.pick(["pageSize", "maxRetries", "debounceInterval", "cornerRadius", "spacing"]) }) = \(numberLiteral())"
            )
        case 4: line("private var cancellables = Set<AnyCancellable>()")
        case 5: line("weak var delegate: \(feature)\(e)Delegate?")
        case 6:
            line(
                "@Published private(set) var \(freshName { g in g.pick(["state", "items", "query", "selection"]) + g.entity }): \(pick(["State", "[\(e)]", "String", "\(e).ID?"])) = \(pick([".idle", "[]", "\"\"", "nil"]))"
            )
        case 7:
            line(
                "private let \(freshName { _ in "logger" }) = Logger(subsystem: \"com.\(Self.snakeCase(spec.project)).app\", category: \"\(feature)\")"
            )
        case 8: line("private var \(freshName { _ in "task" }): Task<Void, Never>?")
        case 9: line("nonisolated let \(freshName { _ in "id" }) = UUID()")
        case 10:
            line(
                "@UserDefault(\"\(Self.snakeCase(feature))_\(pick(["seen", "count", "sort"]))\", defaultValue: \(pick(["false", "0", "\"\""]))) var \(freshName { g in g.pick(["hasSeen", "launchCount", "sortOrder"]) + g.feature })"
            )
        case 11:
            line(
                "@Clamped(0...\(pick(["100", "1", "10"]))) var \(freshName { g in g.pick(["progress", "volume", "rating"]) + g.entity }): \(pick(["Double", "Int"])) = 0"
            )
        case 12:
            line(
                "private lazy var \(freshName { _ in "dateFormatter" }): DateFormatter = { let f = DateFormatter(); f.dateStyle = .medium; return f }()"
            )
        case 13:
            line(
                "static let reuseIdentifier\(freshName { g in g.chance(50) ? "" : g.entity }) = String(describing: \(typeName).self)"
            )
        case 14: line("private var \(freshName { _ in "observation" }): NSKeyValueObservation?")
        default:
            line(
                "var \(freshName { g in "on" + Self.upperFirst(g.pick(Vocabulary.verbs)) + g.entity }): ((\(e)) -> Void)?"
            )
        }
    }

    mutating func emitObservedProperty() {
        let name = freshName { g in g.pick(Vocabulary.adjectives) + g.entity }
        open("var \(name): \(entity)?")
        line("didSet {")
        out.indentIn()
        line("guard \(name) != oldValue else { return }")
        line("\(pick(["reloadData()", "updateViews()", "setNeedsLayout()", "render()"]))")
        out.indentOut()
        line("}")
        if chance(30) {
            line("willSet { \(pick(["previous", "last"]))\(entity)ID = \(name)?.id }")
        }
        close()
    }

    mutating func emitStaticMember() {
        switch below(3) {
        case 0:
            open(
                "static func make(\(entityVar): \(entity)\(chance(50) ? ", dependencies: Dependencies = .live" : "")) -> \(typeName)"
            )
            line("let \(freshName { _ in "instance" }) = \(typeName)(\(pick(["", "nibName: nil, bundle: nil"])))")
            line("return instance")
            close()
        case 1:
            line(
                "static let \(freshName { g in g.pick(["animationDuration", "defaultHeight", "maximumItems"]) }): \(pick(["TimeInterval", "CGFloat", "Int"])) = \(numberLiteral())"
            )
        default:
            open("private enum \(freshName { _ in "Layout" })")
            line("static let spacing: CGFloat = \(pick(["8", "12", "16.0"]))")
            line("static let insets = UIEdgeInsets(top: \(intLiteral()), left: 16, bottom: \(intLiteral()), right: 16)")
            line("static let cornerRadius: CGFloat = \(floatLiteral())")
            close()
        }
    }

    mutating func emitSubscript() {
        let index = pick(["i", "index", "position"])
        open("subscript(\(pick(["", "at "]))\(index): Int) -> \(entity)?")
        line("\(entitiesVar).indices.contains(\(index)) ? \(entitiesVar)[\(index)] : nil")
        close()
    }

    mutating func emitConditionalMember() {
        line("#if DEBUG")
        open("func \(freshName { g in "debug" + Self.upperFirst(g.pick(Vocabulary.verbs)) + g.entity })()")
        line("print(\"[DEBUG] \\(\(entitiesVar).count) \(Self.lowerFirst(Self.plural(entity))) at \\(Date())\")")
        close()
        if chance(40) {
            line("#else")
            line("func \(freshName { g in "debug" + Self.upperFirst(g.pick(Vocabulary.verbs)) + g.entity })() {}")
        }
        line("#endif")
    }

    mutating func emitNestedType() {
        switch below(5) {
        case 0:
            let name = freshName { _ in "Section" }
            open("enum \(name): Int, CaseIterable")
            line(
                "case \(pickSome(["header", "featured", "items", "recommendations", "footer", "ads"], count: int(2 ... 4)).joined(separator: ", "))"
            )
            close()
        case 1:
            let name = freshName { _ in "State" }
            open("enum \(name)\(chance(50) ? ": Equatable" : "")")
            for state in pickSome(Vocabulary.states, count: int(3...5)) {
                line("case \(state)\(pick(["", "", "([\(entity)])", "(Error)"]))")
            }
            close()
        case 2:
            let name = freshName { _ in "Constants" }
            open("private enum \(name)")
            line("static let estimatedRowHeight: CGFloat = \(floatLiteral())")
            line("static let maxLength = \(intLiteral())")
            line("static let identifier = \"\(typeName).\(pick(["cell", "header", "footer"]))\"")
            line("static let accent = UIColor(hex: 0x\(pick(["1F2A44", "FF6B6B", "00B894", "6C5CE7"])))")
            close()
        case 3:
            let name = freshName { _ in "Configuration" }
            open("struct \(name)\(chance(50) ? ": Hashable" : "")")
            line("var title: String")
            line("var showsSeparator = \(pick(["true", "false"]))")
            line("var insets: UIEdgeInsets = .zero")
            line("static let `default` = \(name)(title: \(stringLiteral()))")
            close()
        default:
            let name = freshName { _ in "Kind" }
            open("enum \(name): String, Codable")
            line(
                "case `default`, \(pickSome(["compact", "expanded", "featured", "minimal", "large"], count: 2).joined(separator: ", "))"
            )
            line("case legacy = \"legacy_v\(int(1 ... 3))\"")
            close()
        }
    }

    /// An `@objc` method that a `#selector` expression points at.
    mutating func emitObjcAction(_ name: String) {
        if name.hasPrefix("keyboard") {
            open("@objc private func \(name)(_ notification: Notification)")
            if name == "keyboardWillShow" {
                line(
                    "guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }"
                )
                line("let inset = frame.height - view.safeAreaInsets.bottom")
                line("\(pick(["scrollView", "tableView", "collectionView"])).contentInset.bottom = inset")
                line(
                    "\(pick(["scrollView", "tableView", "collectionView"])).verticalScrollIndicatorInsets.bottom = inset"
                )
            } else {
                line("\(pick(["scrollView", "tableView", "collectionView"])).contentInset = .zero")
                if chance(50) {
                    line("\(pick(["scrollView", "tableView", "collectionView"])).verticalScrollIndicatorInsets = .zero")
                }
            }
            close()
            return
        }
        open(
            "@objc \(pick(["private ", "", "dynamic "]))func \(name)(\(pick(["", "_ sender: UIButton", "_ sender: Any", "_ sender: UIBarButtonItem"])))"
        )
        inScope({
            $0.depth = 1
            $0.isAsync = false
            $0.inLoop = false
            $0.canThrow = false
        }) { $0.emitStatements($0.int(1...3)) }
        close()
    }
}
