import SwiftLexer

/// The `import` lines a behavior's file needs: `import UIKit`, and of the imports every host's file
/// shares, those whose module declares something the behavior's code names. A module of the
/// project counts when it declares one of those names; a module from outside (a package, a
/// framework) counts only when the code names something the project does not declare and UIKit
/// does not bring (it may come from there); Foundation and the rest UIKit re-exports never do.
struct BehaviorImports {
    private let project: ProjectIndex
    /// The names of the modules each project file compiles into (empty: unknown, taken to be the behavior's own).
    private let moduleOf: (String) -> Set<String>
    /// Top-level type and function name → the files that declare it.
    private let declaringFiles: [String: [Int]]
    /// Every module the project's files compile into.
    private let projectModules: Set<String>

    init(project: ProjectIndex, moduleOf: @escaping (String) -> Set<String>) {
        self.project = project
        self.moduleOf = moduleOf
        var declaringFiles: [String: [Int]] = [:]
        var modules: Set<String> = []
        for (index, file) in project.files.enumerated() {
            for type in file.types where type.parent == nil && type.kind != .extension {
                declaringFiles[type.name, default: []].append(index)
            }
            for function in file.functions where function.typeIndex == nil {
                declaringFiles[function.name, default: []].append(index)
            }
            modules.formUnion(moduleOf(file.path))
        }
        self.declaringFiles = declaringFiles
        projectModules = modules
    }

    /// `hostImports`: the import lines every host's file has, trimmed. `names`: the names the
    /// behavior's code uses on their own (not after a `.`), and its properties' types.
    func lines(hostImports: [String], names: Set<String>, behaviorModule: Set<String>) -> [String] {
        // `import struct Store.Product` says where `Product` comes from.
        let symbols = Set(hostImports.compactMap { Self.imported($0)?.symbol })
        let unknown = names.filter { name in
            guard let first = name.first, first.isUppercase, declaringFiles[name] == nil, !symbols.contains(name) else {
                return false
            }
            return !Self.systemPrefixes.contains { name.hasPrefix($0) } && !Self.systemNames.contains(name)
        }
        var lines = ["import UIKit"]
        for line in hostImports where !lines.contains(line) {
            guard let (module, symbol) = Self.imported(line), !Self.broughtByUIKit.contains(module) else { continue }
            let keep: Bool
            if let symbol {
                keep = names.contains(symbol)
            } else if projectModules.contains(module) {
                keep =
                    !behaviorModule.contains(module)
                    && names.contains { name in
                        (declaringFiles[name] ?? []).contains { moduleOf(project.files[$0].path).contains(module) }
                    }
            } else {
                keep = !unknown.isEmpty
            }
            if keep { lines.append(line) }
        }
        return lines
    }

    /// `import Yosemite` → ("Yosemite", nil); `import struct Yosemite.Site` → ("Yosemite", "Site");
    /// nil for `@testable` imports and what is not an import.
    static func imported(_ line: String) -> (module: String, symbol: String?)? {
        var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        while let first = words.first, first.hasPrefix("@") {
            if first == "@testable" { return nil }
            words.removeFirst()
        }
        guard words.first == "import", words.count >= 2 else { return nil }
        let kinds: Set<String> = ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"]
        if kinds.contains(words[1]), words.count >= 3 {
            let path = words[2].split(separator: ".").map(String.init)
            guard let module = path.first else { return nil }
            return (module, path.count > 1 ? path.last : nil)
        }
        return (words[1].split(separator: ".").first.map(String.init) ?? words[1], nil)
    }

    /// The names a behavior's code uses on their own: identifiers not after `.` (`ServiceLocator`,
    /// `Analytics`), from the hosts' statements as the scan read them.
    static func names(in statements: [MovableStatement]) -> Set<String> {
        var names: Set<String> = []
        for statement in statements {
            let tokens = statement.syntax.tokens
            var previous = ""
            for k in statement.syntax.range where !tokens.kinds[k].isTrivia {
                let text = tokens.text(k)
                if tokens.kinds[k] == .identifier && previous != "." { names.insert(text) }
                previous = text
            }
        }
        return names
    }

    /// Modules `import UIKit` already brings.
    private static let broughtByUIKit: Set<String> = [
        "UIKit", "Foundation", "Dispatch", "ObjectiveC", "CoreGraphics", "QuartzCore", "Darwin", "Swift",
        "CoreFoundation",
    ]
    private static let systemPrefixes = ["UI", "NS", "CG", "CA", "Dispatch"]
    private static let systemNames: Set<String> = [
        "Self", "Any", "AnyObject", "String", "Int", "Double", "Float", "Bool", "Character", "Array", "Dictionary",
        "Set",
        "Optional", "Result", "Error", "Date", "URL", "URLRequest", "Data", "UUID", "Locale", "Bundle", "Notification",
        "NotificationCenter", "TimeInterval", "Timer", "DispatchQueue", "Task", "MainActor", "IndexPath", "Decimal",
        "JSONEncoder", "JSONDecoder", "UserDefaults", "ProcessInfo", "FileManager", "Calendar", "TimeZone", "Selector",
    ]
}
