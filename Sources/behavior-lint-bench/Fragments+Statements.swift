/// Statement fragments for function bodies. Nested blocks recurse with a depth limit, and the
/// scope (async, throwing, in a loop, has `self`) decides which statements fit.
extension CodeGen {
    mutating func emitStatements(_ count: Int) {
        for _ in 0..<count { emitStatement() }
    }

    /// A nested body: fewer statements the deeper we are, so bodies stay readable.
    mutating func emitBody() {
        scope.depth += 1
        emitStatements(scope.depth >= 3 ? 1 : int(1...3))
        scope.depth -= 1
    }

    mutating func emitStatement() {
        let deep = scope.depth >= 2
        let e = entityVar
        let es = entitiesVar
        switch below(deep ? 22 : 64) {
        case 0: line("let \(freshLocal()) = \(valueExpr())\(trailingComment())")
        case 1: line("\(pick(Vocabulary.uiParts)).\(pick(["text", "accessibilityLabel"])) = \(stringLiteral())")
        case 2:
            line(
                "\(pick(Vocabulary.uiParts)).\(pick(["isHidden", "isEnabled", "isUserInteractionEnabled"])) = \(pick(["true", "false", "\(es).isEmpty", "!isLoading"]))"
            )
        case 3:
            line(
                "\(pick(Vocabulary.uiParts)).\(pick(["alpha", "layer.cornerRadius", "layer.borderWidth"])) = \(floatLiteral())"
            )
        case 4: line("\(pick(Vocabulary.uiParts)).\(pick(["backgroundColor", "tintColor"])) = \(tintExpr())")
        case 5: line("var \(freshLocal()) = \(valueExpr())")
        case 6: line("\(pick(Vocabulary.verbs))\(entity)\(pick(["", "s", "IfNeeded"]))()")
        case 7: line("delegate?.\(Self.lowerFirst(typeName))(self, didSelect: \(e))")
        case 8: line("print(\(stringLiteral()))")
        case 9:
            line(
                "logger.\(pick(["debug", "info", "error", "notice"]))(\"\(pick(Vocabulary.verbs)) \(e): \\(\(interpolant()), privacy: .public)\")"
            )
        case 10: line("\(pick(Vocabulary.flags)) = \(pick(["true", "false", "!\(pick(Vocabulary.flags))"]))")
        case 11: line("\(es).append(contentsOf: \(pick(["page.items", "newItems", "response.data", "[\(e)]"])))")
        case 12:
            line(
                "_ = \(pick(["try? FileManager.default.removeItem(at: url)", "cancellables.insert(token)", "semaphore.wait(timeout: .now() + 2)"]))"
            )
        case 13: line("assert(\(es).count < \(intLiteral()), \(stringLiteral()))")
        case 14:
            line(
                "let \(freshLocal()) = \(numberLiteral()) \(pick(["*", "+", "-", "/"])) \(numberLiteral())\(trailingComment())"
            )
        case 15:
            line(
                "let \(freshLocal()): [String: Any] = [\"id\": \(e).id, \"source\": \"\(Self.snakeCase(feature))\", \"count\": \(es).count]"
            )
        case 16: line("let \(freshLocal()) = \(pick(["text", "input", "query"])).firstMatch(of: \(regexLiteral()))")
        case 17: line("let \(freshLocal()) = \(regexLiteral())")
        case 18: line("\(pick(Vocabulary.uiParts)).setTitle(\(stringLiteral()), for: .normal)")
        case 19:
            line(
                "completion?(\(pick([".success(\(es))", ".failure(\(entity)Error.\(pick(Vocabulary.errorCases)))", "nil"])))"
            )
        case 20: line("let (\(freshLocal()), \(freshLocal())) = (view.bounds.width, view.bounds.height)")
        case 21:
            // A comment alone would leave a `case` body empty, which Swift rejects.
            emitComment()
            emitStatement()
        case 22:
            let name = freshLocal()
            line("guard let \(name) = \(optionalExpr()) else {")
            out.indentIn()
            if chance(30) { line("assertionFailure(\(stringLiteral()))") }
            line(guardExit())
            out.indentOut()
            line("}")
        case 23:
            line("guard \(condition()), \(condition()) else { \(guardExit()) }")
        case 24:
            open("if \(condition())")
            emitBody()
            if chance(50) {
                close(" else {")
                out.indentIn()
                emitBody()
            }
            close()
        case 25:
            open("if \(condition())")
            emitBody()
            close(" else if \(condition()) {")
            out.indentIn()
            emitBody()
            close()
        case 26: emitSwitchOnState()
        case 27: emitSwitchOnNumber()
        case 28:
            open("for \(e) in \(es) where \(e).\(pick(["isVisible", "isActive", "needsSync"]))")
            inScope({ $0.inLoop = true }) { $0.emitBody() }
            close()
        case 29:
            open("for (index, \(e)) in \(es).enumerated()")
            line("guard index < \(intLiteral()) else { break }")
            inScope({ $0.inLoop = true }) { $0.emitBody() }
            close()
        case 30:
            open(
                "for \(pick(["i", "row", "step"])) in \(pick(["0..<count", "1...3", "stride(from: 0, to: total, by: pageSize)", "(0..<\(intLiteral())).reversed()"]))"
            )
            inScope({ $0.inLoop = true }) { $0.emitBody() }
            close()
        case 31:
            open("\(es).forEach { \(e) in")
            inScope({ $0.inLoop = false }) { $0.emitBody() }
            close()
        case 32:
            open("DispatchQueue.main.async { [weak self] in")
            line("guard let self else { return }")
            inScope({
                $0.inLoop = false
                $0.isAsync = false
                $0.canThrow = false
            }) { $0.emitBody() }
            close()
        case 33:
            open(
                "UIView.animate(withDuration: \(pick(["0.25", "0.3", "0.2", "animationDuration"])), delay: 0, options: [.curveEaseInOut]) {"
            )
            line("self.\(pick(Vocabulary.uiParts)).alpha = \(pick(["0", "1", "0.5"]))")
            line("self.view.layoutIfNeeded()")
            close(" completion: { _ in")
            out.indentIn()
            line("self.\(pick(Vocabulary.uiParts)).isHidden = \(pick(["true", "false"]))")
            close()
        case 34: emitDoCatch()
        case 35: line("defer { \(pick(Vocabulary.flags)) = false }")
        case 36:
            line("#if DEBUG")
            line("print(\"[\(typeName)] \\(#function) \\(\(interpolant()))\")")
            line("#endif")
        case 37:
            line("#if DEBUG")
            line("let \(freshLocal()) = \(pick(["URL(string: \"https://staging.example.com\")!", "0.5", "true"]))")
            line("#else")
            line("let \(freshLocal()) = \(pick(["URL(string: \"https://api.example.com\")!", "0.25", "false"]))")
            line("#endif")
        case 38: line("let \(freshLocal()) = [\(e)] + \(es).map { $0 } + [\(pick(["footer", "last", "summary"]))]")
        case 39:
            let name = freshLocal()
            line("let \(name) = \(es)")
            out.indentIn()
            line(".filter { !$0.\(pick(["isArchived", "isHidden", "isDeleted"])) }")
            let key = pick(["updatedAt", "date", "rank"])
            line(".sorted { $0.\(key) > $1.\(key) }")
            line(".prefix(\(intLiteral()))")
            out.indentOut()
        case 40:
            open(pick(["Task { [weak self] in", "Task { @MainActor in", "Task {"]))
            inScope({
                $0.isAsync = true
                $0.canThrow = false
                $0.inLoop = false
            }) { $0.emitAsyncStatement() }
            close()
        case 41:
            if scope.isAsync {
                emitAsyncStatement()
            } else {
                line("Task { await \(pick(Vocabulary.verbs))\(entity)() }")
            }
        case 42: emitMultilineLiteral("let \(freshLocal()) = ")
        case 43: line("let \(freshLocal()) = \(pick(Self.bareRegexes + Self.extendedRegexes))")
        case 44:
            line("NSLayoutConstraint.activate([")
            out.indentIn()
            let part = pick(Vocabulary.uiParts)
            line(
                "\(part).topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: \(pick(["8", "16", "24", "spacing"]))),"
            )
            line(
                "\(part).leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: \(pick(["16", "20", "margin"]))),"
            )
            line(
                "\(part).trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -\(pick(["16", "20", "margin"]))),"
            )
            line("\(part).heightAnchor.constraint(greaterThanOrEqualToConstant: \(pick(["44", "56", "120.0"]))),")
            out.indentOut()
            line("])")
        case 45:
            open("if #available(iOS \(pick(["15.0", "16.0", "17", "16.4"])), *)")
            emitBody()
            close(" else {")
            out.indentIn()
            emitBody()
            close()
        case 46:
            let formatter = freshLocal()
            line("let \(formatter) = DateFormatter()")
            line("\(formatter).dateFormat = \"yyyy-MM-dd'T'HH:mm:ssZ\"")
            line("\(formatter).locale = Locale(identifier: \"en_US_POSIX\")")
        case 47:
            line("let \(freshLocal()): (\(pick(["Int", "Double", "String"]))) -> Void = { [unowned self] value in")
            out.indentIn()
            line("self.\(pick(Vocabulary.flags)) = \(pick(["true", "false"]))")
            line("self.\(pick(Vocabulary.verbs))\(entity)()")
            out.indentOut()
            line("}")
        case 48:
            open(
                "if let cell = \(pick(["cell", "tableView.cellForRow(at: indexPath)", "collectionView.cellForItem(at: indexPath)"])) as? \(feature)\(entity)Cell"
            )
            line("cell.configure(with: \(e), animated: \(pick(["true", "false", "animated"])))")
            close()
        case 49:
            open("outer: for section in sections")
            open("for item in section.items")
            line("if item.id == \(e)ID { \(pick(["break outer", "continue outer"])) }")
            close()
            close()
        case 50: line("let title = \"\\(\(interpolant())) \\(\"x\\(\(interpolant()))\")\"")
        case 51: line("swap(&\(pick(["first", "lhs", "a"])), &\(pick(["second", "rhs", "b"])))")
        case 52:
            line("viewModel.$\(pick([es, "state", "isLoading", "errorMessage"]))")
            out.indentIn()
            line(".receive(on: DispatchQueue.main)")
            line(".sink { [weak self] value in")
            out.indentIn()
            line("self?.\(pick(["render", "apply", "update"]))(value)")
            out.indentOut()
            line("}")
            line(".store(in: &cancellables)")
            out.indentOut()
        case 53:
            line("let isValid = \(pick(["email", "input", "code"])).wholeMatch(of: \(regexLiteral())) != nil")
        case 54:
            open("while \(pick(["let next = iterator.next()", "queue.count > \(intLiteral())", "!isCancelled"]))")
            inScope({ $0.inLoop = true }) { $0.emitBody() }
            close()
        case 55:
            open("repeat")
            line("attempt += 1")
            inScope({ $0.inLoop = true }) { $0.emitBody() }
            close(" while attempt < \(pick(["3", "maxAttempts", "0b11"]))")
        case 56:
            line("let mask: UInt32 = 0x\(pick(["FF00", "00FF", "F0F0"])) & ~\(pick(["0b1", "0x1", "1 << 3"]))")
        case 57:
            line(
                "\(pick(Vocabulary.uiParts)).text = \"\(pick(Vocabulary.sentences)) \\(\(es).count) \\(\(es).count == 1 ? \"item\" : \"items\")\""
            )
        case 58:
            open(
                "\(pick(["service", "repository", "apiClient"])).\(pick(["fetch", "load", "request"]))\(Self.plural(entity))(page: page) { [weak self] result in"
            )
            line("guard let self else { return }")
            open("switch result")
            out.outdented("case .success(let \(es)):")
            line("self.\(es) = \(es)")
            out.outdented("case .failure(let error):")
            line("self.\(pick(["show", "present", "handle"]))Error(error)")
            close()
            close()
        case 59:
            if scope.canThrow {
                line("guard \(condition()) else { throw \(entity)Error.\(pick(Vocabulary.errorCases)) }")
            } else {
                line("try? \(pick(["context.save()", "store.flush()", "cache.persist()"]))")
            }
        case 60:
            line(
                "let \(freshLocal()) = \(es).first { $0.id == \(e).id }.map { \"\\($0.\(pick(["title", "name"])))\" } ?? \"—\""
            )
        case 61:
            line(
                "\(pick(Vocabulary.uiParts)).\(pick(["transform", "layer.transform"])) = \(pick(["CGAffineTransform(scaleX: 0.95, y: 0.95)", ".identity", "CATransform3DMakeRotation(.pi / 4, 0, 0, 1)"]))"
            )
        case 62:
            line(
                "let \(freshLocal()) = \(es).contains { $0.\(pick(["name", "title"])).lowercased().contains(query.lowercased()) }"
            )
        default:
            line("\(pick(Vocabulary.verbs))(\(e), animated: \(pick(["true", "false", "animated"])))")
        }
    }

    /// A statement that only makes sense in async code.
    mutating func emitAsyncStatement() {
        let es = entitiesVar
        switch below(8) {
        case 0:
            line(
                "let \(freshLocal()) = try? await \(pick(["service", "repository", "client"])).\(pick(["fetch", "load"]))\(Self.plural(entity))()"
            )
        case 1:
            line(
                "async let first = \(pick(["service", "repository"])).\(pick(["fetch", "load"]))\(entity)(id: \(pick(["id", "firstID"])))"
            )
            line(
                "async let second = \(pick(["service", "repository"])).\(pick(["fetch", "load"]))\(Self.plural(entity))()"
            )
            line("let (\(freshLocal()), \(freshLocal())) = \(scope.canThrow ? "try " : "")await (first, second)")
        case 2:
            line("try? await Task.sleep(nanoseconds: \(pick(["1_000_000_000", "500_000_000", "250_000_000"])))")
        case 3:
            open("await MainActor.run")
            line("self\(scope.hasSelf ? "" : "?").\(pick(Vocabulary.flags)) = false")
            close()
        case 4:
            open("for await \(entityVar) in \(pick(["stream", "updates", "events.values"]))")
            line("\(es).append(\(entityVar))")
            if chance(40) { line("if \(es).count > \(intLiteral()) { break }") }
            close()
        case 5:
            line("let \(freshLocal()) = await withTaskGroup(of: Int.self) { group in")
            out.indentIn()
            line("for \(entityVar) in \(es) { group.addTask { \(entityVar).\(pick(["size", "count", "weight"])) } }")
            line("return await group.reduce(0, +)")
            out.indentOut()
            line("}")
        case 6:
            line("await self\(scope.hasSelf ? "" : "?").\(pick(Vocabulary.verbs))\(Self.plural(entity))()")
        default:
            line("let (data, response) = try await URLSession.shared.data(from: url)")
            line("guard (response as? HTTPURLResponse)?.statusCode == 200 else { return }")
            line("_ = data")
        }
    }

    mutating func emitSwitchOnState() {
        open("switch \(pick(["state", "viewModel.state", "result.state"]))")
        let cases = pickSome(Vocabulary.states, count: int(2...4))
        for name in cases {
            switch below(4) {
            case 0:
                out.outdented("case .\(name)(let \(entitiesVar)) where !\(entitiesVar).isEmpty:")
            case 1:
                out.outdented("case let .\(name)(value):")
            default:
                out.outdented("case .\(name):")
            }
            scope.depth += 1
            emitStatements(int(1...2))
            scope.depth -= 1
        }
        if chance(70) {
            out.outdented("default:")
            line(
                pick([
                    "break", "\(pick(Vocabulary.verbs))\(entity)()",
                    "assertionFailure(\"Unexpected state: \\(state)\")",
                ]))
        }
        close()
    }

    mutating func emitSwitchOnNumber() {
        open("switch \(pick(["statusCode", "indexPath.section", "count", "response.statusCode"]))")
        out.outdented("case 200..<300:")
        line("\(pick(Vocabulary.verbs))\(entity)()")
        out.outdented("case 401, 403:")
        line("\(pick(["signOut()", "refreshToken()", "showLogin()"]))")
        out.outdented("case \(pick(["404", "0x194", "0b1"])):")
        line("\(pick(Vocabulary.flags)) = true")
        out.outdented("case let code where code >= 500:")
        line("logger.error(\"Server error \\(code)\")")
        out.outdented("default:")
        line("break")
        close()
    }

    mutating func emitDoCatch() {
        open("do")
        line(
            "let data = try \(pick(["Data(contentsOf: fileURL)", "JSONEncoder().encode(\(entityVar))", "encoder.encode(payload)"]))"
        )
        line("try data.write(to: \(pick(["fileURL", "cacheURL", "url"])), options: .atomic)")
        close(" catch let error as \(pick(["EncodingError", "CocoaError", "DecodingError"])) {")
        out.indentIn()
        line("logger.error(\"Encoding failed: \\(error)\")")
        close(" catch {")
        out.indentIn()
        line(scope.canThrow && chance(50) ? "throw error" : "\(pick(["show", "handle", "report"]))Error(error)")
        close()
    }

    mutating func guardExit() -> String {
        if scope.inLoop { return pick(["continue", "break"]) }
        if scope.canThrow && chance(40) { return "throw \(entity)Error.\(pick(Vocabulary.errorCases))" }
        return "return"
    }

    /// A local name not yet declared in this file: locals then never collide within a scope.
    mutating func freshLocal() -> String {
        freshName { g in
            g.pick(Vocabulary.adjectives)
                + Self.upperFirst(
                    g.pick([
                        g.entity, Self.plural(g.entity), "Count", "Title", "Offset", "Height", "Value", "Index",
                        "Match",
                        "Label", "Color", "Date", "URL", "Items", "Pattern", "Flag", "Size",
                    ]))
        }
    }

    mutating func trailingComment() -> String {
        switch below(14) {
        case 0: return " // \(pick(Vocabulary.reasons))"
        case 1: return " // \(pick(Vocabulary.todoNotes))"
        case 2: return " /* \(pick(["px", "pt", "seconds", "ms", "bytes"])) */"
        default: return ""
        }
    }
}
