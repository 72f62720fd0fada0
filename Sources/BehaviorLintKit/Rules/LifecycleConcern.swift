import Foundation

/// A statement of a lifecycle override that does a chore (a "concern"), as the two project-scope
/// rules see it: repeated-lifecycle-concern groups concerns across classes and leaves the chores
/// that a dedicated rule already names to that rule; base-class-sprawl lists a base class's
/// concerns in its message. The super call, bindings, guards and bare control flow are no concerns.
struct LifecycleConcern {
    /// The chores that have a rule of their own, recognised from the statement's tokens.
    enum Chore: String {
        case navigationBarVisibility = "navigation-bar visibility"
        case navigationBarStyling = "navigation-bar styling"
        case screenTracking = "screen tracking"
        case observers = "notification observers"

        /// Whether the dedicated rule reports this chore when it sits in `hook`: screen-tracking
        /// looks at loading and appearance hooks, observer-lifecycle at appearance hooks only, so a
        /// chore elsewhere is nobody's but repeated-lifecycle-concern's.
        func hasOwnRule(in hook: LifecycleHook) -> Bool {
            switch self {
            case .navigationBarVisibility, .navigationBarStyling: return true
            case .screenTracking: return hook == .viewDidLoad || hook.isAppearance || hook.isDisappearance
            case .observers: return hook.isAppearance || hook.isDisappearance
            }
        }
    }

    let statement: Statement
    private(set) var chore: Chore?

    /// Nil when `statement` does no chore of its own.
    init?(_ statement: Statement) {
        let words = Self.words(in: statement.normalizedText)
        guard let first = words.first, !Self.declarationKeywords.contains(first) else { return nil }
        if !statement.calls.isEmpty && statement.calls.allSatisfy({ $0.receiver == "super" }) { return nil }
        // Attaching behaviors (`addBehaviors([…])`) is the cure, repeated by design, not a chore.
        if statement.calls.contains(where: { $0.name.contains("Behavior") }) { return nil }
        if statement.calls.isEmpty && !Self.containsAssignment(statement.normalizedText) { return nil }
        self.statement = statement
        self.chore = Self.chore(of: statement)
    }

    /// The concerns of one override's body, in order. A statement that prepares a local value for
    /// a chore (`appearance.configureWithOpaqueBackground()` before
    /// `navigationBar.standardAppearance = appearance`) is part of that chore.
    static func concerns(in statements: [Statement]) -> [LifecycleConcern] {
        let bound = boundNames(in: statements)
        var concerns = statements.compactMap(LifecycleConcern.init)
        var choreOfLocal: [String: Chore] = [:]
        for concern in concerns {
            guard let chore = concern.chore else { continue }
            for name in concern.statement.bareIdentifiers where bound.contains(name) && choreOfLocal[name] == nil {
                choreOfLocal[name] = chore
            }
        }
        for index in concerns.indices where concerns[index].chore == nil {
            concerns[index].chore = concerns[index].statement.bareIdentifiers.lazy.compactMap { choreOfLocal[$0] }.first
        }
        return concerns
    }

    /// Names bound by an override's own `let` / `var` / `guard` statements.
    static func boundNames(in statements: [Statement]) -> Set<String> {
        var names: Set<String> = []
        for statement in statements {
            let tokens = tokenize(statement.normalizedText)
            guard let first = tokens.first, ["let", "var", "guard"].contains(first) else { continue }
            for index in tokens.indices where (tokens[index] == "let" || tokens[index] == "var") && index + 1 < tokens.count {
                if tokens[index + 1] == "(" {
                    names.formUnion(tokens[(index + 2)...].prefix { $0 != ")" }.filter { $0 != "," })
                } else {
                    names.insert(tokens[index + 1])
                }
            }
        }
        return names
    }

    /// A normalized statement as identifier words and single punctuation characters.
    private static func tokenize(_ text: String) -> [String] {
        var tokens: [String] = []
        var copy = text
        copy.withUTF8 { bytes in
            var wordStart = -1
            for index in 0 ... bytes.count {
                let byte: UInt8 = index < bytes.count ? bytes[index] : 0x20
                if isWordByte(byte) {
                    if wordStart < 0 { wordStart = index }
                    continue
                }
                if wordStart >= 0 {
                    tokens.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[wordStart ..< index]), as: UTF8.self))
                    wordStart = -1
                }
                if byte != 0x20 && byte != 0x0A && byte != 0x09 && byte != 0x0D {
                    tokens.append(String(UnicodeScalar(byte)))
                }
            }
        }
        return tokens
    }

    /// Letters, digits, `_` and any non-ASCII byte (Swift identifiers may be Unicode).
    @inline(__always)
    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- 0x61 < 26 || byte &- 0x30 < 10 || byte == 0x5F || byte >= 0x80
    }

    /// How a message names the concern: the chore, or the statement itself.
    var summary: String {
        chore?.rawValue ?? "`" + Self.abbreviated(statement.text) + "`"
    }

    /// A statement's text on one line without its comments, shortened for a message.
    static func abbreviated(_ text: String, limit: Int = 60) -> String {
        var line = ""
        for piece in withoutComments(text).split(separator: "\n") {
            let trimmed = piece.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty else { continue }
            // A line break before `.member` or `)`, or after `(`, joins without a space.
            if !line.isEmpty && !line.hasSuffix("(") && trimmed.first != "." && trimmed.first != ")" { line += " " }
            line += trimmed.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
        }
        return line.count <= limit ? line : String(line.prefix(limit - 1)) + "…"
    }

    /// `text` with `// …` and `/* … */` comments removed (string literals kept), for display only.
    private static func withoutComments(_ text: String) -> String {
        var result = ""
        var inString = false, inLineComment = false, blockDepth = 0
        var previous: Character = " "
        for character in text {
            defer { previous = character }
            if inLineComment {
                if character == "\n" { inLineComment = false; result.append(character) }
                continue
            }
            if blockDepth > 0 {
                if previous == "*" && character == "/" { blockDepth -= 1 }
                if previous == "/" && character == "*" { blockDepth += 1 }
                continue
            }
            if !inString && previous == "/" && (character == "/" || character == "*") {
                result.removeLast()
                if character == "/" { inLineComment = true } else { blockDepth = 1 }
                continue
            }
            if character == "\"" && previous != "\\" { inString.toggle() }
            result.append(character)
        }
        return result
    }

    /// Identifiers in a normalized statement, literal placeholders left out.
    static func words(in normalizedText: String) -> [String] {
        paths(in: normalizedText).flatMap { $0 }
    }

    /// Member paths in a normalized statement, optional chaining ignored:
    /// `navigationController?.navigationBar.isHidden=true` has `[navigationController, navigationBar, isHidden]`.
    static func paths(in normalizedText: String) -> [[String]] {
        var result: [[String]] = []
        var components: [String] = []
        var copy = normalizedText
        copy.withUTF8 { bytes in
            let count = bytes.count
            var wordStart = -1
            var index = 0
            func endWord(_ end: Int) {
                if wordStart >= 0 {
                    components.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[wordStart ..< end]), as: UTF8.self))
                    wordStart = -1
                }
            }
            func endPath() {
                if !components.isEmpty { result.append(components) }
                components = []
            }
            while index < count {
                let byte = bytes[index]
                if isWordByte(byte) || byte == UInt8(ascii: "$") {
                    if wordStart < 0 { wordStart = index }
                } else if byte == UInt8(ascii: ".") {
                    endWord(index)
                } else if (byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!")) && index + 1 < count && bytes[index + 1] == UInt8(ascii: ".") {
                    endWord(index)
                    index += 1
                } else if byte == UInt8(ascii: "<") && (placeholder("<string>", at: index, in: bytes) || placeholder("<number>", at: index, in: bytes)) {
                    endWord(index)
                    endPath()
                    index += 8
                    continue
                } else {
                    endWord(index)
                    endPath()
                }
                index += 1
            }
            endWord(count)
            endPath()
        }
        return result
    }

    private static func placeholder(_ word: StaticString, at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let length = word.utf8CodeUnitCount
        guard index + length <= bytes.count else { return false }
        for offset in 0 ..< length where bytes[index + offset] != word.utf8Start[offset] { return false }
        return true
    }

    private static let declarationKeywords: Set<String> = [
        "let", "var", "guard", "func", "typealias", "struct", "class", "enum",
    ]

    /// Whether the text assigns (`=`, `+=`, …) rather than only compares (`==`, `!=`, `<=`, `>=`).
    private static func containsAssignment(_ text: String) -> Bool {
        let characters = Array(text)
        for (index, character) in characters.enumerated() where character == "=" {
            let previous = index > 0 ? characters[index - 1] : " "
            let next = index + 1 < characters.count ? characters[index + 1] : " "
            if next != "=" && !"=!<>".contains(previous) { return true }
        }
        return false
    }

    private static let visibilityNames: Set<String> = [
        "setNavigationBarHidden", "isNavigationBarHidden", "setToolbarHidden", "isToolbarHidden",
    ]
    private static let barStylingProperties: Set<String> = [
        "tintColor", "barTintColor", "titleTextAttributes", "largeTitleTextAttributes", "standardAppearance",
        "scrollEdgeAppearance", "compactAppearance", "compactScrollEdgeAppearance", "isTranslucent",
        "prefersLargeTitles", "barStyle", "shadowImage", "setBackgroundImage", "backgroundColor",
        "backIndicatorImage", "backIndicatorTransitionMaskImage",
    ]
    private static let statusBarNames: Set<String> = [
        "setNeedsStatusBarAppearanceUpdate", "statusBarStyle", "setStatusBarStyle",
    ]
    private static let navigationItemStylingProperties: Set<String> = [
        "backBarButtonItem", "backButtonTitle", "backButtonDisplayMode", "largeTitleDisplayMode",
    ]
    private static let observerCalls: Set<String> = ["addObserver", "removeObserver"]

    private static func chore(of statement: Statement) -> Chore? {
        let paths = paths(in: statement.normalizedText)
        func anyPath(_ matches: ([String]) -> Bool) -> Bool { paths.contains(where: matches) }
        if anyPath({ path in
            path.contains(where: visibilityNames.contains)
                || follows(path, ["navigationBar", "toolbar"], with: ["isHidden"])
        }) {
            return .navigationBarVisibility
        }
        if anyPath({ path in
            path.contains(where: statusBarNames.contains)
                || follows(path, ["navigationBar"], with: barStylingProperties)
                || follows(path, ["navigationItem"], with: navigationItemStylingProperties)
        }) {
            return .navigationBarStyling
        }
        if statement.calls.contains(where: isTrackingCall) { return .screenTracking }
        if statement.calls.contains(where: { observerCalls.contains($0.name) }) { return .observers }
        return nil
    }

    /// Whether a component in `owners` is directly followed by one in `members`.
    private static func follows(_ path: [String], _ owners: Set<String>, with members: Set<String>) -> Bool {
        zip(path, path.dropFirst()).contains { owners.contains($0) && members.contains($1) }
    }

    /// The default call patterns of screen-tracking: `track…`, `log…Event`, `logScreen…`,
    /// `…Analytics…`, `Pixel.fire`, `screenView`.
    private static func isTrackingCall(_ call: Call) -> Bool {
        let name = call.name
        if name == "track" || (name.hasPrefix("track") && name.dropFirst(5).first?.isUppercase == true) { return true }
        if name.hasPrefix("log") && (name.hasSuffix("Event") || name.hasPrefix("logScreen")) { return true }
        if name.lowercased().contains("analytics") || call.receiver.lowercased().contains("analytics") { return true }
        if name == "fire" && call.receiver.split(separator: ".").last == "Pixel" { return true }
        return name == "screenView" || name.hasSuffix("ScreenView")
    }
}
