import Foundation

/// What one lifecycle statement does to the chrome every screen on a navigation stack shares: bar
/// visibility, navigation-bar and status-bar styling. Shared by `nav-bar-visibility`,
/// `nav-bar-appearance` and `unbalanced-appearance-change`, so the three agree on what a chore is.
///
/// The scanner records top-level assignments only, but chrome is often set inside
/// `if #available(iOS 15, *) { … }` or `UIView.animate { … }`, so assignments are read from the
/// statement's normalized text (comments gone, literals abstracted: nothing in a comment or a string
/// can match). Code in braces counts only when it runs as part of the hook: blocks of control
/// statements and closures handed to a scheduling or animation call. A handler stored for later
/// (`button.addAction(UIAction { … })`, `onClose = { … }`) is not a lifecycle chore.
struct NavigationChromeStatement {
    /// `lhs = rhs`: the left-hand side split into member names, the right-hand side as normalized.
    struct Assignment {
        var path: [String]
        var value: String
    }

    /// A call with its receiver split into member names (`self` dropped).
    struct Invocation {
        var receiver: [String]
        var call: Call

        /// The first argument's text, such as `true` in `setNavigationBarHidden(true, animated: true)`.
        var firstArgument: String {
            String(call.arguments.prefix { $0 != "," }).trimmingCharacters(in: .whitespacesAndNewlines)
        }
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
        /// False for changes that do not outlive the screen: `setNeedsStatusBarAppearanceUpdate()`
        /// asks the screen's own `preferredStatusBarStyle`, a back-button title lives in its `navigationItem`.
        var outlivesScreen: Bool
    }

    private(set) var assignments: [Assignment] = []
    private(set) var invocations: [Invocation] = []
    private(set) var visibilityChanges: [VisibilityChange] = []
    private(set) var stylingChanges: [StylingChange] = []

    /// Reads `statement`. With `includingEveryClosure`, code in any closure counts too: a restore in
    /// `observers.forEach { … }` is still a restore.
    init(_ statement: Statement, includingEveryClosure: Bool = false) {
        let text = Array(statement.normalizedText.utf8)
        let firstWord = String(decoding: text.prefix { Self.isIdentifierByte($0) }, as: UTF8.self)
        let nestedCodeRuns = includingEveryClosure || statement.isDefer || Self.controlKeywords.contains(firstWord)
            || statement.calls.contains { !$0.inClosure && Self.runningWrappers.contains($0.name) }
        for assignment in Self.assignments(in: text) where assignment.braceDepth == 0 || nestedCodeRuns {
            assignments.append(Assignment(path: Self.members(of: assignment.lhs), value: assignment.rhs))
        }
        for call in statement.calls where !call.inClosure || nestedCodeRuns {
            invocations.append(Invocation(receiver: Self.members(of: Array(call.receiver.utf8)), call: call))
        }
        visibilityChanges = findVisibilityChanges()
        stylingChanges = findStylingChanges(literals: statement.literals)
    }

    /// `true` / `false`, or nil for anything that is not a boolean literal.
    static func boolean(_ text: String) -> Bool? {
        text == "true" ? true : text == "false" ? false : nil
    }

    // MARK: Visibility

    private func findVisibilityChanges() -> [VisibilityChange] {
        var changes: [VisibilityChange] = []
        for invocation in invocations {
            let bar: Bar?
            switch (invocation.call.name, invocation.receiver.last) {
            case ("setNavigationBarHidden", "navigationController"): bar = .navigationBar
            case ("setToolbarHidden", "navigationController"): bar = .toolbar
            case ("setTabBarHidden", "tabBarController"): bar = .tabBar
            default: bar = nil
            }
            if let bar { changes.append(VisibilityChange(bar: bar, hidden: Self.boolean(invocation.firstArgument))) }
        }
        for assignment in assignments {
            if let bar = Self.bar(hiddenBy: assignment.path) {
                changes.append(VisibilityChange(bar: bar, hidden: Self.boolean(assignment.value)))
            }
        }
        return changes
    }

    /// The bar whose hidden flag `path` is: `navigationController?.isNavigationBarHidden`,
    /// `navigationController?.navigationBar.isHidden`, the toolbar and tab-bar equivalents.
    private static func bar(hiddenBy path: [String]) -> Bar? {
        let flags: [(bar: Bar, owner: String, flag: String, view: String)] = [
            (.navigationBar, "navigationController", "isNavigationBarHidden", "navigationBar"),
            (.toolbar, "navigationController", "isToolbarHidden", "toolbar"),
            (.tabBar, "tabBarController", "isTabBarHidden", "tabBar"),
        ]
        return flags.first { path.suffix(2) == [$0.owner, $0.flag] || path.suffix(3) == [$0.owner, $0.view, "isHidden"] }?.bar
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
        state: "UIApplication.shared.statusBarStyle", chore: "sets the application's status-bar style", outlivesScreen: true)

    private func findStylingChanges(literals: [String]) -> [StylingChange] {
        var changes: [StylingChange] = []
        for invocation in invocations {
            if let change = Self.navigationBarStyling(invocation.receiver + [invocation.call.name]) {
                changes.append(change)
            } else if invocation.call.name == "setNeedsStatusBarAppearanceUpdate" {
                changes.append(StylingChange(state: "setNeedsStatusBarAppearanceUpdate",
                                             chore: "requests a status-bar appearance update", outlivesScreen: false))
            } else if invocation.call.name == "setStatusBarStyle", invocation.receiver.last == "shared" {
                changes.append(Self.statusBarStyle)
            }
        }
        for assignment in assignments {
            if let change = Self.navigationBarStyling(assignment.path) {
                changes.append(change)
            } else if assignment.path.suffix(2) == ["shared", "statusBarStyle"] {
                changes.append(Self.statusBarStyle)
            } else if blanksBackButtonTitle(assignment, literals: literals) {
                changes.append(StylingChange(state: "navigationItem.backButtonTitle",
                                             chore: "blanks the back-button title", outlivesScreen: false))
            }
        }
        return changes
    }

    /// `navigationController?.navigationBar.<styling>…` or `UINavigationBar.appearance().<styling>…`.
    private static func navigationBarStyling(_ members: [String]) -> StylingChange? {
        for index in members.indices.dropLast() {
            let owner = members[..<index].last
            let isSharedBar = (members[index] == "navigationBar" && owner == "navigationController")
                || (members[index] == "appearance" && owner == "UINavigationBar")
            guard isSharedBar else { continue }
            let property = members[index + 1]
            guard let chore = navigationBarStyling[property] else { return nil }
            return StylingChange(state: "navigationBar." + property, chore: chore, outlivesScreen: true)
        }
        return nil
    }

    /// `navigationItem.backButtonTitle = ""`, `….backBarButtonItem = UIBarButtonItem(title: "", …)`,
    /// `navigationItem.backButtonDisplayMode = .minimal`, also through `navigationBar.topItem`.
    private func blanksBackButtonTitle(_ assignment: Assignment, literals: [String]) -> Bool {
        guard let owner = assignment.path.dropLast().last, owner == "navigationItem" || owner == "topItem" else { return false }
        switch assignment.path.last {
        case "backButtonTitle":
            return literals.contains(where: Self.isBlankStringLiteral)
        case "backButtonDisplayMode":
            return assignment.value == ".minimal"
        case "backBarButtonItem":
            return invocations.contains {
                let title = $0.firstArgument.dropFirst("title:".count).trimmingCharacters(in: .whitespacesAndNewlines)
                return $0.call.name == "UIBarButtonItem" && $0.call.labels.first == "title" && Self.isBlankStringLiteral(title)
            }
        default:
            return false
        }
    }

    private static func isBlankStringLiteral(_ literal: String) -> Bool {
        literal.count >= 2 && literal.hasPrefix("\"") && literal.hasSuffix("\"")
            && literal.dropFirst().dropLast().allSatisfy { $0 == " " }
    }

    // MARK: Reading normalized text

    /// Statements whose braces hold code that runs right away, not a closure stored for later.
    private static let controlKeywords: Set<String> = ["if", "guard", "switch", "do", "for", "while", "repeat", "defer"]
    /// Calls whose closure argument runs as part of the hook (now, or animated along with it).
    private static let runningWrappers: Set<String> = [
        "async", "asyncAfter", "animate", "animateKeyframes", "performWithoutAnimation", "transition",
    ]

    /// `(navigationController as? Nav)?.navigationBar[…].tintColor` → `["navigationController", "navigationBar", "tintColor"]`.
    private static func members(of path: [UInt8]) -> [String] {
        var result: [String] = []
        var depth = 0
        var current: [UInt8] = []
        func flush() {
            let name = current.drop { $0 == UInt8(ascii: "(") }.prefix { isIdentifierByte($0) }
            if !name.isEmpty { result.append(String(decoding: name, as: UTF8.self)) }
            current = []
        }
        for byte in path {
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: ".") where depth == 0:
                flush()
                continue
            default: break
            }
            current.append(byte)
        }
        flush()
        return Array(result.drop { $0 == "self" })
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    /// Every plain `=` in normalized text (not `==`, `!=`, `<=`, `+=`, …), with its operands and
    /// how many braces enclose it.
    private static func assignments(in text: [UInt8]) -> [(lhs: [UInt8], rhs: String, braceDepth: Int)] {
        let operatorBytes = Array("=!<>+-*/%&|^~".utf8)
        var result: [(lhs: [UInt8], rhs: String, braceDepth: Int)] = []
        var braceDepth = 0
        for (index, byte) in text.enumerated() {
            if byte == UInt8(ascii: "{") { braceDepth += 1 }
            if byte == UInt8(ascii: "}") { braceDepth -= 1 }
            guard byte == UInt8(ascii: "="), index > 0, !operatorBytes.contains(text[index - 1]),
                  index + 1 == text.count || text[index + 1] != UInt8(ascii: "=") else { continue }
            let lhs = Array(text[leftOperandStart(in: text, before: index) ..< index])
            let rhs = text[(index + 1) ..< rightOperandEnd(in: text, after: index)]
            if !lhs.isEmpty { result.append((lhs, String(decoding: rhs, as: UTF8.self), braceDepth)) }
        }
        return result
    }

    /// Walks back over a member path, skipping balanced `(…)` and `[…]`.
    private static func leftOperandStart(in text: [UInt8], before index: Int) -> Int {
        var start = index
        var k = index - 1
        while k >= 0 {
            let byte = text[k]
            if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") {
                var depth = 0
                while k >= 0 {
                    if text[k] == UInt8(ascii: ")") || text[k] == UInt8(ascii: "]") { depth += 1 }
                    if text[k] == UInt8(ascii: "(") || text[k] == UInt8(ascii: "[") { depth -= 1 }
                    if depth == 0 { break }
                    k -= 1
                }
                guard k >= 0 else { return start }
            } else if !(isIdentifierByte(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!")) {
                return start
            }
            start = k
            k -= 1
        }
        return start
    }

    /// The end of the right-hand side: a space, `,`, `;` or closing bracket outside brackets.
    private static func rightOperandEnd(in text: [UInt8], after index: Int) -> Int {
        var depth = 0
        var k = index + 1
        while k < text.count {
            switch text[k] {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                if depth == 0 { return k }
                depth -= 1
            case UInt8(ascii: " "), UInt8(ascii: ","), UInt8(ascii: ";"):
                if depth == 0 { return k }
            default: break
            }
            k += 1
        }
        return k
    }
}
