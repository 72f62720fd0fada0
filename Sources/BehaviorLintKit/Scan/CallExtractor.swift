/// Finds calls in a token range: `name(…)`, `receiver.name(…)`, `name { … }` (trailing closure),
/// with the receiver chain (comments and whitespace dropped), argument labels and whether the
/// call sits inside a closure (not merely inside an `if` or `for` block).
struct CallExtractor {
    let tokens: SignificantTokens
    /// Where long names and receivers are made: one string per text in a file.
    let texts: SharedTexts

    /// Calls in `first ..< limit`; `bodyStart` is where the enclosing body starts, so a name bound
    /// earlier in it can be resolved. The screen types the range makes the root of a navigation
    /// controller, a window or a split-view column, or pushes, are added to `screens`.
    func calls(from first: Int, to limit: Int, bodyStart: Int? = nil, screens: inout ScreenPlacements) -> [Call] {
        let bodyStart = bodyStart ?? first
        var result: [Call] = []
        // Closures opened inside the range, as (closing index) entries.
        var closureEnds: [Int] = []
        var k = first
        while k < limit {
            while let end = closureEnds.last, end < k { closureEnds.removeLast() }
            if tokens.isPunctuation(k, UInt8(ascii: "{")), let close = tokens.closer(k) {
                if tokens.isClosureBrace(k) { closureEnds.append(close) }
            } else if tokens.kinds[k] == .identifier || tokens.kinds[k] == .keyword,
                // Only a name followed by `(` or `{` can be called: other tokens (most) are passed
                // over without trying.
                tokens.isPunctuation(k + 1, UInt8(ascii: "(")) || tokens.isPunctuation(k + 1, UInt8(ascii: "{")),
                let call = call(named: k, inClosure: !closureEnds.isEmpty, limit: limit, bodyStart: bodyStart)
            {
                screens.roots += rootScreens(madeBy: call, at: k, bodyStart: bodyStart)
                if call.name == "pushViewController" {
                    let types = heldScreenTypes(at: k + 2, bodyStart: bodyStart)
                    screens.pushed += types
                    if Self.namesAnotherStack(call.receiver) {
                        screens.pushedElsewhere += types
                    } else {
                        screens.pushesOntoOwnStack = true
                    }
                } else if call.name == "show" && call.labelText == "_:sender:"
                    && (call.receiver.isEmpty || call.receiver == "self")
                {
                    // `show(_:sender:)`, which the screen's navigation controller carries out as a push.
                    screens.pushesOntoOwnStack = true
                } else if call.name == "UISearchController" && call.labelText == "searchResultsController:" {
                    screens.searchResults += heldScreenTypes(at: k + 4, bodyStart: bodyStart)
                } else if call.name == "present" && call.labelText.hasPrefix("_:animated:") {
                    screens.presented += heldScreenTypes(at: k + 2, bodyStart: bodyStart)
                    if Self.presentsOverOwnScreen(call.receiver) { screens.presentsOverOwnScreen = true }
                } else if call.name == "addChild", let child = screenType(at: k + 2, bodyStart: bodyStart) {
                    screens.children.append(child)
                }
                result.append(call)
            } else if tokens.isPunctuation(k, UInt8(ascii: "=")) && tokens.isText(k - 1, "modalPresentationStyle") {
                // `controller.modalPresentationStyle = .fullScreen`, or `UIModalPresentationStyle.fullScreen`.
                let member = tokens.isPunctuation(k + 1, UInt8(ascii: ".")) ? k + 2 : k + 3
                if tokens.isText(member, "fullScreen") && tokens.isPunctuation(member - 1, UInt8(ascii: ".")) {
                    screens.presentsFullScreen = true
                }
            } else if tokens.isPunctuation(k, UInt8(ascii: "=")) && tokens.isText(k - 1, "delegate")
                && tokens.isPunctuation(k - 2, UInt8(ascii: "."))
                && (tokens.isText(k - 3, "interactivePopGestureRecognizer")
                    || ((tokens.isText(k - 3, "?") || tokens.isText(k - 3, "!"))
                        && tokens.isText(k - 4, "interactivePopGestureRecognizer")))
            {
                if tokens.isKeyword(k + 1, "nil") {
                    // `navigationController.interactivePopGestureRecognizer?.delegate = nil`.
                    screens.emptiesPopGestureDelegate = true
                } else if tokens.isKeyword(k + 1, "self") {
                    // `navigationController?.interactivePopGestureRecognizer?.delegate = self`.
                    screens.takesPopGestureDelegate = true
                }
            } else if tokens.isPunctuation(k, UInt8(ascii: "=")) && tokens.isText(k - 1, "viewControllers")
                && tokens.isPunctuation(k + 1, UInt8(ascii: "[")),
                let root = screenType(at: k + 2, bodyStart: bodyStart)
            {
                // `navigation.viewControllers = [WelcomeViewController()]`: the first screen of the
                // stack (or a tab) has nothing under it. The later ones of a stack are pushed, but
                // a tab bar's are tabs, and which of the two it is the tokens do not say.
                screens.roots.append(root)
            } else if tokens.isPunctuation(k, UInt8(ascii: "=")) && tokens.isText(k - 1, "rootViewController")
                && !tokens.isPunctuation(k + 2, UInt8(ascii: "("))
                && !tokens.isPunctuation(k + 2, UInt8(ascii: ".")),
                let root = screenType(at: k + 1, bodyStart: bodyStart)
            {
                // `window.rootViewController = browserViewController` (a call `= Screen()` is a call above).
                screens.roots.append(root)
            }
            k += 1
        }
        return result
    }

    private func call(named k: Int, inClosure: Bool, limit: Int, bodyStart: Int) -> Call? {
        guard tokens.kinds[k] == .identifier || tokens.isKeyword(k, "init") else { return nil }
        let next = k + 1
        guard next < limit, !tokens.newlineBefore[next] else { return nil }
        let hasParentheses = tokens.isPunctuation(next, UInt8(ascii: "(")) && !tokens.hasSpaceBefore(next)
        let hasTrailingClosure =
            tokens.isPunctuation(next, UInt8(ascii: "{")) && tokens.isPunctuation(k - 1, UInt8(ascii: "."))
            && !endsCondition(at: k)
        guard hasParentheses || hasTrailingClosure else { return nil }
        // `func name(`: a declaration, not a call.
        if tokens.isKeyword(k - 1, "func") { return nil }
        var labelText = ""
        if hasParentheses, let close = tokens.closer(next) {
            labelText = argumentLabelText(open: next, close: close)
        }
        let receiverStart = receiverChainStart(endingBefore: k)
        let receiver = receiverStart < k - 1 ? receiverText(from: receiverStart, through: k - 2) : ""
        return Call(
            receiver: receiver, name: texts.text(from: tokens.start(k), to: tokens.end(k)), labelText: labelText,
            location: tokens.location(receiverStart),
            start: tokens.start(receiverStart), inClosure: inClosure)
    }

    /// Whether the member named at `k`, followed by `{`, ends the condition of an `if`, `guard`,
    /// `while`, `for` or `switch` (`if self.tracksHeight {`): the brace opens the body, since Swift
    /// takes no trailing closure there. Read back to the statement's start, over bracketed groups
    /// (as `StatementSyntax.opensClosure` reads a statement's braces).
    private func endsCondition(at k: Int) -> Bool {
        var j = k - 1
        while j >= 0 {
            if tokens.isPunctuation(j, UInt8(ascii: ")")) || tokens.isPunctuation(j, UInt8(ascii: "]")) {
                guard let open = tokens.opener(j) else { return false }
                j = open - 1
                continue
            }
            // An open bracket holds the member (`foo(items.map { … })`, where a closure may trail).
            if tokens.isPunctuation(j, UInt8(ascii: "{")) || tokens.isPunctuation(j, UInt8(ascii: "}"))
                || tokens.isPunctuation(j, UInt8(ascii: ";")) || tokens.isPunctuation(j, UInt8(ascii: "("))
                || tokens.isPunctuation(j, UInt8(ascii: "["))
            {
                return false
            }
            if tokens.kinds[j] == .keyword
                && (tokens.isKeyword(j, "if") || tokens.isKeyword(j, "guard") || tokens.isKeyword(j, "while")
                    || tokens.isKeyword(j, "for") || tokens.isKeyword(j, "switch"))
            {
                return true
            }
            j -= 1
        }
        return false
    }

    /// The screen types `call` (named at token `k`) makes the root of a navigation stack, a window
    /// or a split-view column: `UINavigationController(rootViewController: InboxViewController())`
    /// (or a variable of the body each case of a `switch` assigns a screen, `childController`),
    /// `split.setViewController(SidebarViewController(), for: .primary)`,
    /// `navigation.setViewControllers([WelcomeViewController()], animated: false)` (the first of the
    /// stack; the others are pushed, or tabs of a tab bar controller),
    /// `window.rootViewController = LaunchViewController()`.
    private func rootScreens(madeBy call: Call, at k: Int, bodyStart: Int) -> [String] {
        let chainStart = call.receiver.isEmpty ? k : receiverChainStart(endingBefore: k)
        if call.labelText.hasPrefix("rootViewController:") && call.name.hasSuffix("NavigationController") {
            // `navigationController ?? UINavigationController(rootViewController: screen)` pushes the
            // screen when there is a stack already: only a stack made for it unconditionally is its own.
            return tokens.isText(chainStart - 1, "??") ? [] : heldScreenTypes(at: k + 4, bodyStart: bodyStart)
        }
        return rootScreen(madeBy: call, at: k, chainStart: chainStart, bodyStart: bodyStart).map { [$0] } ?? []
    }

    /// The one screen type the other root-making calls place.
    private func rootScreen(madeBy call: Call, at k: Int, chainStart: Int, bodyStart: Int) -> String? {
        if call.labelText == "_:for:" && call.name == "setViewController" {
            // A split view's column gets a navigation controller of its own, rooted at this screen.
            return screenType(at: k + 2, bodyStart: bodyStart)
        }
        if call.name == "setViewControllers" && tokens.isPunctuation(k + 2, UInt8(ascii: "[")) {
            return screenType(at: k + 3, bodyStart: bodyStart)
        }
        if chainStart == k && tokens.isPunctuation(k - 1, UInt8(ascii: "="))
            && tokens.isText(k - 2, "rootViewController")
        {
            return screenType(at: k, bodyStart: bodyStart)
        }
        return nil
    }

    /// The type of the expression starting at `k`: `Screen(…)`, `Screen.make(…)`, or a name an
    /// earlier `let name = Screen(…)` / `let name: Screen` of the same body binds. Each alias is
    /// looked up before the binding that uses it (`let screen = screen` included), so the search
    /// only moves backwards and always ends. A type's static method is named with the type
    /// (`madeType(at:)`).
    private func screenType(at k: Int, bodyStart: Int) -> String? {
        var expression = k
        var searchFrom = k - 1
        while expression < tokens.count, tokens.kinds[expression] == .identifier {
            if let cast = castType(ofValueAt: expression) { return cast }
            let name = tokens.text(expression)
            if name.first?.isUppercase == true { return madeType(at: expression) }
            // The body first, then (for a stored property of the type) the file before it, unless
            // the name is a parameter of the function.
            var j = searchFrom
            var binding: Int? = nil
            while j > 0 {
                if j == bodyStart && isParameter(name, ofBodyAt: bodyStart) { return nil }
                if tokens.kinds[j] == .identifier && (tokens.isKeyword(j - 1, "let") || tokens.isKeyword(j - 1, "var"))
                    && tokens.text(j) == name
                {
                    binding = j
                    break
                }
                j -= 1
            }
            guard let bound = binding else { return nil }
            if tokens.isPunctuation(bound + 1, UInt8(ascii: ":")), tokens.kinds[bound + 2] == .identifier,
                tokens.text(bound + 2).first?.isUppercase == true
            {
                return tokens.text(bound + 2)
            }
            guard tokens.isPunctuation(bound + 1, UInt8(ascii: "=")) else { return nil }
            expression = bound + 2
            searchFrom = bound - 2
        }
        return nil
    }

    /// What the expression starting at type name `k` makes: `Screen(…)` and `Screen.shared…` name
    /// `Screen`; a call of a static method, `AccountsFactory.create(with: presenter)`, is named
    /// `AccountsFactory.create`, which the index resolves to the type the method's declaration
    /// returns (`ProjectIndex.placedScreen`). Nil for a type name used any other way.
    private func madeType(at k: Int) -> String? {
        let name = tokens.text(k)
        if tokens.isPunctuation(k + 1, UInt8(ascii: "(")) { return name }
        guard tokens.isPunctuation(k + 1, UInt8(ascii: ".")) else { return nil }
        if tokens.kinds[safe: k + 2] == .identifier && tokens.isPunctuation(k + 3, UInt8(ascii: "(")) {
            return name + "." + tokens.text(k + 2)
        }
        return name
    }

    /// The type a value starting at `k` is cast to at its end
    /// (`storyboard.instantiateViewController(withIdentifier: "scanner") as! ScannerViewController`):
    /// whatever the chain before it, the value is of that type. Nil when the value is no chain of
    /// members and calls ending in `as!` or `as?`.
    private func castType(ofValueAt k: Int) -> String? {
        var j = k
        while j < tokens.count {
            if tokens.isKeyword(j, "as"), tokens.isText(j + 1, "!") || tokens.isText(j + 1, "?"),
                tokens.kinds[safe: j + 2] == .identifier
            {
                return tokens.text(j + 2)
            }
            if tokens.isPunctuation(j, UInt8(ascii: "(")) || tokens.isPunctuation(j, UInt8(ascii: "[")),
                let close = tokens.closer(j)
            {
                j = close + 1
            } else if tokens.isPunctuation(j, UInt8(ascii: ".")) || tokens.isText(j, "?") || tokens.isText(j, "!") {
                j += 1
            } else if tokens.isWord(j), j == k || tokens.isPunctuation(j - 1, UInt8(ascii: ".")) {
                // A member of the chain; a name after anything else starts another statement.
                j += 1
            } else {
                return nil
            }
        }
        return nil
    }

    /// Whether a push's receiver is a navigation controller other than the code's own: not
    /// `navigationController` (with `self.`, `?`, `!`) nor none (a navigation controller pushing).
    /// Whether `present(_:animated:)` on `receiver` covers the screen whose code calls it: on the
    /// screen itself, or on the navigation, tab bar or split view controller that holds it.
    static func presentsOverOwnScreen(_ receiver: String) -> Bool {
        var name = Substring(receiver)
        if name.hasPrefix("self.") { name = name.dropFirst(5) }
        while name.last == "?" || name.last == "!" { name = name.dropLast() }
        return ownPresenters.contains(String(name))
    }

    private static let ownPresenters: Set<String> = [
        "", "self", "navigationController", "tabBarController", "splitViewController",
    ]

    static func namesAnotherStack(_ receiver: String) -> Bool {
        var root = receiver.filter { $0 != "?" && $0 != "!" }
        if root.hasPrefix("self.") { root.removeFirst("self.".count) }
        return !root.isEmpty && root != "self" && root != "navigationController"
    }

    /// The screen types an expression at `k` that is pushed or made a stack's root may hold: its one
    /// type (`screenType`), else, for a variable of the body, every type assigned to it before
    /// (`vc = KeysViewController(…)` in each case of a `switch`).
    private func heldScreenTypes(at k: Int, bodyStart: Int) -> [String] {
        // A variable declared as UIKit's type (`var vc: UIViewController?`) says nothing of the screen.
        if let type = screenType(at: k, bodyStart: bodyStart), !ChainTargetResolver.isFrameworkType(type) {
            return [type]
        }
        guard k < tokens.count, tokens.kinds[k] == .identifier else { return [] }
        let name = tokens.text(k)
        var types: [String] = []
        var j = k - 1
        while j > bodyStart {
            if tokens.isPunctuation(j, UInt8(ascii: "=")) && tokens.text(j - 1) == name
                && !tokens.isPunctuation(j - 2, UInt8(ascii: ".")) && j + 1 < tokens.count
                && tokens.kinds[j + 1] == .identifier
            {
                if let cast = castType(ofValueAt: j + 1) {
                    types.append(cast)
                } else if tokens.text(j + 1).first?.isUppercase == true, let type = madeType(at: j + 1) {
                    types.append(type)
                }
            }
            j -= 1
        }
        return types.reversed()
    }

    /// Whether `name` is a parameter in the header of the function whose body starts at `bodyStart`.
    private func isParameter(_ name: String, ofBodyAt bodyStart: Int) -> Bool {
        var j = bodyStart - 1
        while j > 0, !tokens.isKeyword(j, "func"), !tokens.isKeyword(j, "init"),
            !tokens.isPunctuation(j, UInt8(ascii: "}"))
        {
            if tokens.kinds[j] == .identifier && tokens.isPunctuation(j + 1, UInt8(ascii: ":"))
                && tokens.text(j) == name
            {
                return true
            }
            j -= 1
        }
        return false
    }

    /// The receiver chain's text without comments and whitespace: straight from the source, as is
    /// usual, when nothing lies between its tokens.
    private func receiverText(from first: Int, through last: Int) -> String {
        guard tokens.isContiguous(from: first, through: last) else {
            return tokens.textWithoutTrivia(from: first, through: last)
        }
        return texts.text(from: tokens.start(first), to: tokens.end(last))
    }

    /// `label:` at the start of each argument, `_:` for an unlabeled one: `Call.labelText`.
    private func argumentLabelText(open: Int, close: Int) -> String {
        guard close > open + 1 else { return "" }
        var text = ""
        var j = open + 1
        var argumentStart = true
        while j < close {
            if argumentStart {
                text += tokens.isWord(j) && tokens.isPunctuation(j + 1, UInt8(ascii: ":")) ? tokens.text(j) + ":" : "_:"
                argumentStart = false
            }
            if tokens.isPunctuation(j, UInt8(ascii: ",")) { argumentStart = true }
            if let closer = tokens.closer(j) { j = closer }
            j += 1
        }
        return text
    }

    /// The first token of the receiver chain that ends with the `.` before the name at `k`
    /// (`navigationController?.navigationBar.` → `navigationController`), or `k` itself.
    private func receiverChainStart(endingBefore k: Int) -> Int {
        guard tokens.isPunctuation(k - 1, UInt8(ascii: ".")) else { return k }
        var j = k - 2
        var start = k
        while j >= 0 {
            if tokens.isText(j, "?") || tokens.isText(j, "!") {
                j -= 1
                continue
            }
            if tokens.isPunctuation(j, UInt8(ascii: ")")) || tokens.isPunctuation(j, UInt8(ascii: "]")) {
                guard let open = tokens.opener(j) else { break }
                j = open - 1
                continue
            }
            if tokens.isWord(j) || tokens.kinds[j] == .pound {
                start = j
                if tokens.isPunctuation(j - 1, UInt8(ascii: ".")) && !tokens.newlineBefore[j] {
                    j -= 2
                    continue
                }
                break
            }
            break
        }
        return start == k ? k : start
    }
}
