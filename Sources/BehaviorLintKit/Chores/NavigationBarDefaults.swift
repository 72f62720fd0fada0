/// What the project sets its navigation bars to outside its screens: on the appearance proxy
/// (`UINavigationBar.appearance().tintColor = .brand`, anywhere), in a navigation controller
/// subclass's lifecycle code (`navigationBar.prefersLargeTitles = true`), or where a method of code
/// that is no screen (a coordinator, the app delegate) creates a navigation controller and
/// configures its bar (`navigation.navigationBar.prefersLargeTitles = true`): the scanner gives
/// statements to such methods. The window's tint, set there, is the bars' tint where nothing else
/// sets it: a bar inherits it as any view does. A property set to one value wherever that happens has that value
/// as the app's default: a screen setting it re-asserts the default and leaks nothing, and a
/// screen setting it back to UIKit's default is the one that changes the stack. A property set to
/// several values has none, unless the appearance proxy sets it to one: every bar takes the
/// proxy's value, and one stack's own bar set otherwise is that stack's.
struct NavigationBarDefaults {
    /// Property name (`prefersLargeTitles`) → the value, as written, every such site gives it.
    private(set) var values: [String: String] = [:]
    /// The window's tint, where nothing outside the screens sets the bars' own: what a bar whose
    /// tint is nil (UIKit's default) shows, so both values are the default.
    private(set) var windowTint: String?

    init(_ project: ProjectIndex) {
        var found: [String: Set<String>] = [:]
        // What the appearance proxy sets: every bar made after takes it, so where the proxy gives a
        // property one value that is the default, whatever one stack's own bar is set to elsewhere.
        var throughProxy: [String: Set<String>] = [:]
        // The window's tint (`window?.tintColor = .brand` where the app sets its window up): a bar
        // whose own tint nothing sets inherits it, as every view does its superview's.
        var windowTints: Set<String> = []
        for file in project.files {
            // A screen's bar code is the screen's styling, whatever it derives from (a library's
            // view controller too, known by its lifecycle overrides): only its use of the
            // appearance proxy counts. Decided once per type; screens hold most statements.
            var screenTypes = [Bool?](repeating: nil, count: file.types.count)
            for index in file.functions.indices where !file.functions[index].statements.isEmpty {
                var isScreen = false
                if let type = file.functions[index].typeIndex {
                    if screenTypes[type] == nil {
                        let owner = file.types[type].ownerName(in: file.types)
                        screenTypes[type] =
                            !project.isNavigationController(owner)
                            && (project.isViewController(owner) || !project.lifecycleOverrides(ofClass: owner).isEmpty)
                    }
                    isScreen = screenTypes[type]!
                }
                // Names bound to the proxy or a bar (`let appearance = UINavigationBar.appearance()`)
                // stand for it in the statements after.
                var bars: Set<String> = []
                for statement in file.functions[index].statements
                where
                    (isScreen
                    ? Self.usesTheAppearanceProxy(statement)
                    : Self.namesABar(statement.normalizedText) || Self.setsATint(statement))
                    || bars.contains(where: { statement.normalizedText.hasPrefix($0 + ".") })
                {
                    let syntax = file.syntax(statement)
                    for binding in syntax.outlivingBindings {
                        guard let value = binding.value, let chain = syntax.chain(spanning: value) else { continue }
                        let path = syntax.path(chain)
                        if path == ["UINavigationBar", "appearance"] || (!isScreen && path.last == "navigationBar") {
                            bars.insert(binding.name)
                        }
                    }
                    for chain in syntax.chains {
                        // A property assigned, or a styling call (`setBackgroundImage(_:for:)`) made.
                        let value: String
                        if let assigned = chain.assignedValue {
                            value = syntax.compactText(assigned)
                        } else if chain.isCalled, let arguments = chain.arguments {
                            value = NavigationChromeStatement.invocationValue(
                                syntax.arguments(arguments).map { ($0.label, syntax.compactText($0.value)) })
                        } else {
                            continue
                        }
                        var path = syntax.path(chain)
                        if !isScreen, chain.assignedValue != nil, path.count >= 2, path.last == "tintColor",
                            Self.windows.contains(path[path.count - 2])
                        {
                            windowTints.insert(value)
                        }
                        if let root = path.first, bars.contains(root) {
                            path = ["UINavigationBar", "appearance"] + path.dropFirst()
                        }
                        guard let property = Self.barProperty(path, anyBar: !isScreen) else { continue }
                        found[property, default: []].insert(value)
                        if path.count == 3 && path[0] == "UINavigationBar" && path[1] == "appearance" {
                            throughProxy[property, default: []].insert(value)
                        }
                    }
                }
            }
        }
        if found["tintColor"] == nil, windowTints.count == 1 {
            windowTint = windowTints.first
        }
        for (property, values) in found {
            if let proxy = throughProxy[property], proxy.count == 1 {
                self.values[property] = proxy.first!
            } else if values.count == 1 {
                self.values[property] = values.first!
            }
        }
    }

    /// Whether `change` sets its property to the project's default for it or, when the project
    /// has none, to UIKit's.
    func isDefault(_ change: NavigationChromeStatement.StylingChange) -> Bool {
        guard let property = change.state.split(separator: ".").last, let value = values[String(property)] else {
            return change.resetsToDefault || (change.state.hasSuffix(".tintColor") && change.value == windowTint)
        }
        return change.value == value
    }

    /// The styling property a path sets on a bar: through the appearance proxy, or (outside
    /// screens, `anyBar`) through any `navigationBar`.
    private static func barProperty(_ path: [String], anyBar: Bool) -> String? {
        guard path.count >= 2, NavigationChromeStatement.isStylingProperty(path[path.count - 1]) else { return nil }
        let owner = path[path.count - 2]
        if owner == "appearance" && path.count >= 3 && path[path.count - 3] == "UINavigationBar" {
            return path[path.count - 1]
        }
        return anyBar && owner == "navigationBar" ? path[path.count - 1] : nil
    }

    /// `UINavigationBar.appearance()` is a call: a statement's calls tell it without its text.
    private static func usesTheAppearanceProxy(_ statement: Statement) -> Bool {
        statement.calls.contains { $0.name == "appearance" && $0.receiver.hasSuffix("UINavigationBar") }
    }

    /// The names UIKit gives an app's window (`UIWindowSceneDelegate.window`, `UIApplicationDelegate.window`,
    /// `UIApplication.keyWindow`).
    private static let windows: Set<String> = ["window", "keyWindow"]

    /// A first look for the window's tint: only statements that spell `tintColor` are read.
    private static func setsATint(_ statement: Statement) -> Bool {
        spells(statement.normalizedText, "tintColor")
    }

    /// A first look at code that is no screen: only statements that name a bar
    /// (`navigationBar`, `UINavigationBar`) are read.
    private static func namesABar(_ text: String) -> Bool {
        spells(text, "avigationBar")
    }

    /// Whether `text` holds `needle`: a cheap look before the statement's syntax is read.
    private static func spells(_ text: String, _ needle: String) -> Bool {
        let needle = Array(needle.utf8)
        var utf8 = text.utf8[...]
        while let first = utf8.firstIndex(of: needle[0]) {
            let rest = utf8[first...]
            if rest.starts(with: needle) { return true }
            utf8 = rest.dropFirst()
        }
        return false
    }
}
