/// What one lifecycle statement does to the chrome every screen on a navigation stack shares: bar
/// visibility, navigation-bar and status-bar styling. Shared by `nav-bar-visibility`,
/// `nav-bar-appearance` and `unbalanced-appearance-change`, so the three agree on what a chore is.
///
/// Chrome is often set inside `if #available(iOS 15, *) { … }` or `UIView.animate { … }`, so every
/// member chain of the statement counts when it runs as part of the hook: in blocks of control
/// statements and in closures handed to a scheduling or animation call, not in a handler stored
/// for later (`button.addAction(UIAction { … })`, `onClose = { … }`). A name bound to the chrome
/// (`if let nav = navigationController { nav.… }`) stands for it.
struct NavigationChromeStatement {
    /// `lhs = rhs`: the left-hand side split into member names, the right-hand side without spaces.
    struct Assignment {
        var path: [String]
        var value: String
    }

    /// A call with its receiver split into member names (`self` dropped, aliases resolved).
    struct Invocation {
        var receiver: [String]
        var name: String
        var arguments: [(label: String?, value: String)]

        /// The first argument's text, such as `true` in `setNavigationBarHidden(true, animated: true)`.
        var firstArgument: String { arguments.first?.value ?? "" }
    }

    /// A bar a screen can show or hide.
    enum Bar: String {
        case navigationBar = "navigation bar"
        case toolbar
        case tabBar = "tab bar"

        /// `HideNavigationBarBehavior`, `ShowToolbarBehavior`.
        func behaviorName(hidden: Bool?) -> String {
            let noun = self == .navigationBar ? "NavigationBar" : self == .toolbar ? "Toolbar" : "TabBar"
            switch hidden {
            case true?: return "Hide\(noun)Behavior"
            case false?: return "Show\(noun)Behavior"
            case nil: return "\(noun)VisibilityBehavior"
            }
        }
    }

    /// One show or hide of a bar; `hidden` is nil when the value is not a literal.
    struct VisibilityChange: Hashable {
        var bar: Bar
        var hidden: Bool?

        /// Whether it leaves the bar as a navigation controller has it: the navigation bar shown,
        /// the toolbar hidden. Nothing is then left to restore.
        var returnsToDefault: Bool { hidden == (bar == .toolbar) }

        /// "hide the navigation bar", as several screens do it.
        var action: String {
            switch hidden {
            case true?: return "hide the \(bar.rawValue)"
            case false?: return "show the \(bar.rawValue)"
            case nil: return "toggle the \(bar.rawValue)"
            }
        }

        /// "hides the navigation bar"
        var chore: String {
            switch hidden {
            case true?: return "hides the \(bar.rawValue)"
            case false?: return "shows the \(bar.rawValue)"
            case nil: return "toggles the \(bar.rawValue)"
            }
        }
    }

    /// One styling change. `state` names what is changed (`navigationBar.barTintColor`), so that
    /// another statement changing the same state can be recognised as restoring it.
    struct StylingChange: Hashable {
        var state: String
        var chore: String
        /// False for changes that do not outlive the screen: a back-button title lives in its `navigationItem`.
        var outlivesScreen: Bool
        /// True when the value is UIKit's own default (`shadowImage = nil`, `prefersLargeTitles =
        /// false`): a change back to what every screen starts with leaks nothing.
        var resetsToDefault = false
        /// Made through `UINavigationBar.appearance()`: the default of every bar created from then on.
        var throughAppearanceProxy = false
        /// The value assigned, as written (`.systemIndigo`), or the arguments a call passes
        /// (`UIImage(),for:.default`: `invocationValue`).
        var value: String?

        /// "tint the navigation bar", as several screens do it (`chore` is said of one).
        var action: String {
            guard let space = chore.firstIndex(of: " "), chore[..<space].hasSuffix("s") else { return chore }
            let verb = chore[..<space]
            // `switches` → `switch`, `tints` → `tint`.
            let ending = ["ches", "shes", "sses", "xes"].contains(where: verb.hasSuffix) ? 2 : 1
            return String(verb.dropLast(ending)) + String(chore[space...])
        }
    }

    private(set) var assignments: [Assignment] = []
    private(set) var invocations: [Invocation] = []
    private(set) var visibilityChanges: [VisibilityChange] = []
    private(set) var stylingChanges: [StylingChange] = []

    /// Reads `syntax`. With `includingEveryClosure`, code in any closure counts too: a restore in a
    /// completion handler is still a restore. `shadowed` are locals of earlier statements that hide
    /// a member of the same name (`let navigationController = UINavigationController(…)`);
    /// `aliases` are the chains earlier statements bound to names (`let bar = navigationController.navigationBar`).
    init(
        _ syntax: StatementSyntax, includingEveryClosure: Bool = false, shadowed: Set<String> = [],
        aliases: [String: [String]] = [:]
    ) {
        var toggles: [(change: VisibilityChange, tokens: Range<Int>)] = []
        for chain in syntax.chains where includingEveryClosure || !chain.inStoredClosure {
            if shadowed.contains(syntax.text(chain.names[0])) { continue }
            let path = syntax.resolvedPath(chain, aliases: aliases)
            if let value = chain.assignedValue {
                let assignment = Assignment(path: path, value: syntax.compactText(value))
                assignments.append(assignment)
                if let bar = Self.bar(hiddenBy: path) {
                    let change = VisibilityChange(bar: bar, hidden: Self.boolean(assignment.value))
                    toggles.append((change, chain.extent.lowerBound..<value.upperBound))
                }
            } else if chain.isCalled, let name = path.last {
                let arguments =
                    chain.arguments.map { syntax.arguments($0).map { ($0.label, syntax.compactText($0.value)) } } ?? []
                let invocation = Invocation(receiver: Array(path.dropLast()), name: name, arguments: arguments)
                invocations.append(invocation)
                if let bar = Self.bar(toggledBy: invocation) {
                    toggles.append(
                        (VisibilityChange(bar: bar, hidden: Self.boolean(invocation.firstArgument)), chain.extent))
                }
            }
        }
        visibilityChanges = Self.lastingChanges(toggles, in: syntax)
        stylingChanges = findStylingChanges()
    }

    /// `true` / `false`, or nil for anything that is not a boolean literal.
    static func boolean(_ text: String) -> Bool? {
        text == "true" ? true : text == "false" ? false : nil
    }

    // MARK: Visibility

    /// The bar `invocation` shows or hides: `navigationController?.setNavigationBarHidden(…)`,
    /// `setToolbarHidden(…)`, `tabBarController?.setTabBarHidden(…)`.
    private static func bar(toggledBy invocation: Invocation) -> Bar? {
        switch (invocation.name, invocation.receiver.last) {
        case ("setNavigationBarHidden", "navigationController"): return .navigationBar
        case ("setToolbarHidden", "navigationController"): return .toolbar
        case ("setTabBarHidden", "tabBarController"): return .tabBar
        default: return nil
        }
    }

    /// The toggles in source order, less one the next statement of its block overrides at once
    /// (`setNavigationBarHidden(true, …)` then `setNavigationBarHidden(false, …)`: a workaround that
    /// makes UIKit lay the bar out again; only the second change lasts).
    private static func lastingChanges(
        _ toggles: [(change: VisibilityChange, tokens: Range<Int>)], in syntax: StatementSyntax
    ) -> [VisibilityChange] {
        toggles.indices.compactMap { index in
            guard index + 1 < toggles.count, toggles[index + 1].change.bar == toggles[index].change.bar else {
                return toggles[index].change
            }
            var next = toggles[index].tokens.upperBound
            if next < syntax.range.upperBound && syntax.tokens.isPunctuation(next, UInt8(ascii: ";")) { next += 1 }
            return next == toggles[index + 1].tokens.lowerBound ? nil : toggles[index].change
        }
    }

    /// Whether statement `index` of a function only shows or hides a bar that the next statement
    /// shows or hides again at once (`setNavigationBarHidden(true, …)` then
    /// `setNavigationBarHidden(false, …)`): the first change does not last (see `lastingChanges`).
    static func isOverriddenAtOnce(_ statements: [StatementSyntax], at index: Int) -> Bool {
        guard index + 1 < statements.count else { return false }
        let (this, next) = (statements[index], statements[index + 1])
        guard !this.startsWithBlockKeyword, !next.startsWithBlockKeyword, namesAToggle(this), namesAToggle(next)
        else {
            return false
        }
        let (first, second) = (NavigationChromeStatement(this), NavigationChromeStatement(next))
        return first.visibilityChanges.count == 1 && first.stylingChanges.isEmpty
            && second.visibilityChanges.first?.bar == first.visibilityChanges[0].bar
    }

    /// Whether a member chain of the statement ends in a name that shows or hides a bar: a check on
    /// the tokens, made before the statement is read as chrome (most statements are not).
    private static func namesAToggle(_ syntax: StatementSyntax) -> Bool {
        syntax.chains.contains { chain in
            guard let last = chain.names.last else { return false }
            return syntax.tokens.isText(last, "setNavigationBarHidden")
                || syntax.tokens.isText(last, "setToolbarHidden")
                || syntax.tokens.isText(last, "setTabBarHidden") || syntax.tokens.isText(last, "isNavigationBarHidden")
                || syntax.tokens.isText(last, "isToolbarHidden") || syntax.tokens.isText(last, "isTabBarHidden")
                || syntax.tokens.isText(last, "isHidden")
        }
    }

    /// The bar whose hidden flag `path` is: `navigationController?.isNavigationBarHidden`,
    /// `navigationController?.navigationBar.isHidden`, the toolbar and tab-bar equivalents.
    private static func bar(hiddenBy path: [String]) -> Bar? {
        let flags: [(bar: Bar, owner: String, flag: String, view: String)] = [
            (.navigationBar, "navigationController", "isNavigationBarHidden", "navigationBar"),
            (.toolbar, "navigationController", "isToolbarHidden", "toolbar"),
            (.tabBar, "tabBarController", "isTabBarHidden", "tabBar"),
        ]
        return flags.first {
            path.suffix(2) == [$0.owner, $0.flag] || path.suffix(3) == [$0.owner, $0.view, "isHidden"]
        }?.bar
    }

    // MARK: Styling

    /// `navigationBar` properties and methods whose effect every screen on the stack sees.
    private static let navigationBarStyling: [String: String] = [
        "tintColor": "tints the navigation bar",
        "barTintColor": "tints the navigation bar",
        "backgroundColor": "colors the navigation bar",
        "titleTextAttributes": "sets the navigation bar's title attributes",
        "largeTitleTextAttributes": "sets the navigation bar's large-title attributes",
        "standardAppearance": "sets the navigation bar's appearance",
        "scrollEdgeAppearance": "sets the navigation bar's appearance",
        "compactAppearance": "sets the navigation bar's appearance",
        "compactScrollEdgeAppearance": "sets the navigation bar's appearance",
        "isTranslucent": "changes the navigation bar's translucency",
        "prefersLargeTitles": "switches the navigation bar's large titles",
        "barStyle": "sets the navigation bar style",
        "shadowImage": "sets the navigation bar's shadow image",
        "backIndicatorImage": "sets the navigation bar's back indicator",
        "backIndicatorTransitionMaskImage": "sets the navigation bar's back indicator",
        "setBackgroundImage": "sets the navigation bar's background image",
        "setTitleVerticalPositionAdjustment": "moves the navigation bar's title",
    ]

    private static let statusBarStyle = StylingChange(
        state: "UIApplication.shared.statusBarStyle", chore: "sets the application's status-bar style",
        outlivesScreen: true)

    private func findStylingChanges() -> [StylingChange] {
        var changes: [StylingChange] = []
        for invocation in invocations {
            if var change = Self.navigationBarStyling(invocation.receiver + [invocation.name]) {
                // `setBackgroundImage(nil, for: .default)` takes the bar back to UIKit's background.
                change.resetsToDefault = invocation.name == "setBackgroundImage" && invocation.firstArgument == "nil"
                change.value = Self.invocationValue(invocation.arguments)
                changes.append(change)
            } else if invocation.name == "setStatusBarStyle", invocation.receiver.last == "shared" {
                changes.append(Self.statusBarStyle)
            }
        }
        for assignment in assignments {
            if var change = Self.navigationBarStyling(assignment.path) {
                change.resetsToDefault =
                    Self.defaultValues[assignment.path.last ?? ""]?.contains(assignment.value) ?? false
                change.value = assignment.value
                changes.append(change)
            } else if assignment.path.suffix(2) == ["shared", "statusBarStyle"] {
                changes.append(Self.statusBarStyle)
            } else if blanksBackButtonTitle(assignment) {
                changes.append(
                    StylingChange(
                        state: "navigationItem.backButtonTitle",
                        chore: "blanks the back-button title", outlivesScreen: false))
            }
        }
        return changes
    }

    /// Whether `name` is a styling property of the navigation bar (`tintColor`, `prefersLargeTitles`).
    static func isStylingProperty(_ name: String) -> Bool { navigationBarStyling[name] != nil }

    /// What a styling call sets, as one text to compare: its arguments, labelled, as written
    /// without spaces (`UIImage(),for:UIBarMetrics.default`).
    static func invocationValue(_ arguments: [(label: String?, value: String)]) -> String {
        arguments.map { ($0.label.map { $0 + ":" } ?? "") + $0.value }.joined(separator: ",")
    }

    /// UIKit's defaults of the navigation bar's styling properties.
    private static let defaultValues: [String: Set<String>] = [
        "tintColor": ["nil"], "barTintColor": ["nil"], "backgroundColor": ["nil"], "titleTextAttributes": ["nil"],
        "largeTitleTextAttributes": ["nil"], "shadowImage": ["nil"], "backIndicatorImage": ["nil"],
        "backIndicatorTransitionMaskImage": ["nil"], "scrollEdgeAppearance": ["nil"], "compactAppearance": ["nil"],
        "compactScrollEdgeAppearance": ["nil"], "prefersLargeTitles": ["false"], "isTranslucent": ["true"],
        // Swift 2 spelled the case `.Default`.
        "barStyle": [".default", "UIBarStyle.default", ".Default", "UIBarStyle.Default"],
    ]

    /// `navigationController?.navigationBar.<styling>…` or `UINavigationBar.appearance().<styling>…`.
    private static func navigationBarStyling(_ members: [String]) -> StylingChange? {
        for index in members.indices.dropLast() {
            let owner = members[..<index].last
            let isSharedBar =
                (members[index] == "navigationBar" && owner == "navigationController")
                || (members[index] == "appearance" && owner == "UINavigationBar")
            guard isSharedBar else { continue }
            let property = members[index + 1]
            guard let chore = navigationBarStyling[property] else { return nil }
            return StylingChange(
                state: "navigationBar." + property, chore: chore, outlivesScreen: true,
                throughAppearanceProxy: members[index] == "appearance")
        }
        return nil
    }

    /// `navigationItem.backButtonTitle = ""`, `….backBarButtonItem = UIBarButtonItem(title: "", …)`,
    /// also through `navigationBar.topItem`. (`backButtonDisplayMode` is a setting of the screen's
    /// own item, made once, not a blanked title every screen repeats.)
    private func blanksBackButtonTitle(_ assignment: Assignment) -> Bool {
        guard let owner = assignment.path.dropLast().last, owner == "navigationItem" || owner == "topItem" else {
            return false
        }
        switch assignment.path.last {
        case "backButtonTitle":
            return Self.isBlankStringLiteral(assignment.value)
        case "backBarButtonItem":
            return invocations.contains {
                $0.name == "UIBarButtonItem" && $0.arguments.first?.label == "title"
                    && Self.isBlankStringLiteral($0.firstArgument)
            }
        default:
            return false
        }
    }

    private static func isBlankStringLiteral(_ literal: String) -> Bool {
        literal.count >= 2 && literal.hasPrefix("\"") && literal.hasSuffix("\"")
            && literal.dropFirst().dropLast().allSatisfy { $0 == " " }
    }
}
