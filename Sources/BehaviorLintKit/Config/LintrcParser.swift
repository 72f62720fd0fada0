/// Gives `.lintrc` lines their meaning: which section a key belongs to, whether the key exists
/// there, whether its value is acceptable. Every problem is collected (up to a limit) so one run
/// shows the user all of them.
enum LintrcParser {
    /// More errors than this are garbage in, not typos: stop listing.
    static let errorLimit = 20

    /// Where the keys being read go.
    private enum Scope {
        case topLevel
        case rule(RuleDescriptor)
        case behaviors
        /// After an unknown or repeated section header: its keys are skipped, since they would
        /// only repeat the header's error.
        case ignored
    }

    static func parse(_ bytes: [UInt8], file: String) -> Result<LintConfiguration, ConfigurationError> {
        let lines: [LintrcLine]
        switch LintrcSyntax.lines(bytes, file: file) {
        case .success(let value): lines = value
        case .failure(let error): return .failure(error)
        }
        var reader = Reader(file: file)
        for line in lines {
            reader.read(line)
            if reader.errors.count >= errorLimit { break }
        }
        guard let first = reader.errors.first else { return .success(reader.configuration()) }
        var error = first
        error.additionalErrors = Array(reader.errors.dropFirst())
        return .failure(error)
    }

    /// The state of one parse.
    private struct Reader {
        let file: String
        var errors: [ConfigurationError] = []
        var scope = Scope.topLevel
        var sectionName = ""
        /// Line of each section header, for duplicate-section errors.
        var sectionLines: [String: Int] = [:]
        /// Line of each key per section ("" is the top level), for duplicate-key errors.
        var keyLines: [String: [String: Int]] = [:]

        var include = LintConfiguration.defaults.include
        var exclude: [GlobPattern] = []
        var reporters: [String] = []
        var strict = false
        var baseline: String?
        var severities: [String: Severity] = [:]
        var optionValues: [String: [String: String]] = [:]
        var behaviors = BehaviorSettings()

        init(file: String) { self.file = file }

        func configuration() -> LintConfiguration {
            var rules = RuleConfiguration.defaults
            for descriptor in ConfigurationSchema.rules {
                rules.settings[descriptor.id] = RuleSettings(
                    severity: severities[descriptor.id] ?? descriptor.defaultSeverity,
                    values: optionValues[descriptor.id] ?? [:])
            }
            return LintConfiguration(
                include: include, exclude: exclude, reporters: reporters, strict: strict,
                baseline: baseline, rules: rules, behaviors: behaviors)
        }

        mutating func fail(
            _ kind: ConfigurationError.Kind, line: Int, column: Int, key: String?, _ message: String,
            suggestion: String? = nil, suggestionSection: String? = nil
        ) {
            errors.append(
                ConfigurationError(
                    kind: kind, file: file, line: line, column: column, key: key,
                    message: message, suggestion: suggestion, suggestionSection: suggestionSection))
        }

        /// An unknown key in `section` (nil: the top level): says where the key belongs when another
        /// section has it, else suggests the closest key of this section, else the closest key of any
        /// other section (with that section's name).
        mutating func unknownKey(_ entry: Entry, in section: String?, candidates: [String]) {
            var message = "unknown key '\(entry.key)'" + (section.map { " in [\($0)]" } ?? "")
            var suggestion = Suggestion.closest(to: entry.key, among: candidates)
            var suggestionSection: String?
            if section != nil && ConfigurationSchema.topLevelKey(entry.key) != nil {
                message += "; '\(entry.key)' is a top-level key: move it above the first section"
            } else if let home = sectionsHaving(entry.key) {
                message += "; '\(entry.key)' belongs in \(home)"
            } else if suggestion == nil {
                let elsewhere = keys(outside: section)
                if let name = Suggestion.closest(to: entry.key, among: elsewhere.map(\.key)) {
                    suggestion = name
                    suggestionSection = elsewhere.first { $0.key == name }?.section
                }
            }
            fail(
                .unknownKey, line: entry.line, column: entry.keyColumn, key: entry.key, message,
                suggestion: suggestion, suggestionSection: suggestionSection)
        }

        /// Every key of the other sections, with its section (nil for the top level).
        func keys(outside section: String?) -> [(key: String, section: String?)] {
            var keys: [(String, String?)] = []
            if section != nil { keys += ConfigurationSchema.topLevel.map { ($0.name, nil) } }
            for rule in ConfigurationSchema.rules where rule.id != section {
                keys += rule.options.map { ($0.name, rule.id) }
            }
            if section != ConfigurationSchema.behaviorsSection {
                keys += ConfigurationSchema.behaviors.map { ($0.name, ConfigurationSchema.behaviorsSection) }
            }
            return keys
        }

        mutating func read(_ line: LintrcLine) {
            switch line.content {
            case .blank:
                return
            case .malformed(let message, let column):
                fail(.malformedLine, line: line.number, column: column, key: nil, "malformed line: " + message)
            case .section(let name, let column):
                startSection(name, line: line.number, column: column)
            case .entry(let key, let keyColumn, let value, let valueColumn):
                let entry = Entry(
                    key: key, keyColumn: keyColumn, value: value, valueColumn: valueColumn, line: line.number)
                guard isFirst(entry) else { return }
                switch scope {
                case .topLevel: readTopLevel(entry)
                case .rule(let descriptor): readRuleKey(entry, descriptor)
                case .behaviors: readBehaviorsKey(entry)
                case .ignored: return
                }
            }
        }

        // MARK: Sections

        mutating func startSection(_ name: String, line: Int, column: Int) {
            sectionName = name
            if let first = sectionLines[name] {
                fail(
                    .duplicateSection, line: line, column: column, key: name,
                    "duplicate section [\(name)] (first on line \(first)): put its keys in one section")
                scope = .ignored
                return
            }
            sectionLines[name] = line
            if name == ConfigurationSchema.behaviorsSection {
                scope = .behaviors
            } else if let descriptor = ConfigurationSchema.rules.first(where: { $0.id == name }) {
                scope = .rule(descriptor)
            } else {
                var message = "unknown rule '\(name)'"
                if ConfigurationSchema.topLevelKey(name) != nil {
                    message += "; '\(name)' is a top-level key: write '\(name) = …' before the first section"
                }
                fail(
                    .unknownSection, line: line, column: column, key: name, message,
                    suggestion: Suggestion.closest(to: name, among: ConfigurationSchema.sectionNames))
                scope = .ignored
            }
        }

        // MARK: Keys

        /// One `key = value` line.
        struct Entry {
            var key: String
            var keyColumn: Int
            var value: String
            var valueColumn: Int
            var line: Int
        }

        /// Records the key; false (after reporting) when the section already set it.
        mutating func isFirst(_ entry: Entry) -> Bool {
            if case .ignored = scope { return false }
            let section: String
            if case .topLevel = scope { section = "" } else { section = sectionName }
            if let first = keyLines[section]?[entry.key] {
                fail(
                    .duplicateKey, line: entry.line, column: entry.keyColumn, key: entry.key,
                    "duplicate key '\(entry.key)'\(section.isEmpty ? "" : " in [\(section)]") (first set on line \(first))"
                )
                return false
            }
            keyLines[section, default: [:]][entry.key] = entry.line
            return true
        }

        mutating func readTopLevel(_ entry: Entry) {
            guard let key = ConfigurationSchema.topLevelKey(entry.key) else {
                unknownKey(entry, in: nil, candidates: ConfigurationSchema.topLevel.map(\.name))
                return
            }
            guard let value = validate(entry, as: key.value, context: "") else { return }
            switch key.name {
            case "include": include = value.globs
            case "exclude": exclude = value.globs
            case "reporter": reporters = value.items
            case "strict": strict = value.text == "true"
            case "baseline": baseline = value.text
            default: break
            }
        }

        mutating func readRuleKey(_ entry: Entry, _ descriptor: RuleDescriptor) {
            let context = " in [\(descriptor.id)]"
            if entry.key == ConfigurationSchema.severityKey {
                let words = Severity.allCases.map(\.rawValue)
                guard let severity = Severity(rawValue: entry.value) else {
                    badValue(
                        entry, context: context, expected: "off, warning or error",
                        suggestion: Suggestion.closest(to: entry.value, among: words))
                    return
                }
                severities[descriptor.id] = severity
                return
            }
            guard let option = descriptor.options.first(where: { $0.name == entry.key }) else {
                unknownKey(
                    entry, in: descriptor.id,
                    candidates: [ConfigurationSchema.severityKey] + descriptor.options.map(\.name))
                return
            }
            switch option.kind {
            case .integer:
                guard let number = wholeNumber(entry.value) else {
                    badValue(entry, context: context, expected: "a whole number (default \(option.defaultValue))")
                    return
                }
                optionValues[descriptor.id, default: [:]][option.name] = String(number)
            case .boolean:
                guard entry.value == "true" || entry.value == "false" else {
                    badValue(
                        entry, context: context, expected: "true or false",
                        suggestion: Suggestion.closest(to: entry.value, among: ["true", "false"]))
                    return
                }
                optionValues[descriptor.id, default: [:]][option.name] = entry.value
            case .list:
                // Stored normalised, as RuleSettings reads lists back by splitting at commas.
                let items = LintrcSyntax.items(entry.value, column: entry.valueColumn).map(\.text)
                optionValues[descriptor.id, default: [:]][option.name] = items.joined(separator: ", ")
            }
        }

        mutating func readBehaviorsKey(_ entry: Entry) {
            let context = " in [\(ConfigurationSchema.behaviorsSection)]"
            guard let key = ConfigurationSchema.behaviorsKey(entry.key) else {
                unknownKey(
                    entry, in: ConfigurationSchema.behaviorsSection,
                    candidates: ConfigurationSchema.behaviors.map(\.name))
                return
            }
            guard let value = validate(entry, as: key.value, context: context) else { return }
            behaviors.set(key.name, to: value.text)
        }

        /// The rule sections that have `key` (`severity` is in all of them), or `[behaviors]`.
        func sectionsHaving(_ key: String) -> String? {
            if key == ConfigurationSchema.severityKey {
                return "a rule's section, such as [\(ConfigurationSchema.rules.first?.id ?? "rule-id")]"
            }
            if ConfigurationSchema.behaviorsKey(key) != nil { return "[\(ConfigurationSchema.behaviorsSection)]" }
            let owners = ConfigurationSchema.rules.filter { $0.options.contains { $0.name == key } }.map {
                "[\($0.id)]"
            }
            return owners.isEmpty ? nil : owners.joined(separator: " or ")
        }

        // MARK: Values

        /// A value checked against its key's kind.
        struct Value {
            var text: String
            var items: [String] = []
            var globs: [GlobPattern] = []
        }

        mutating func validate(_ entry: Entry, as kind: ConfigurationKey.Value, context: String) -> Value? {
            var value = Value(text: entry.value)
            switch kind {
            case .globs(let allowsEmpty):
                let items = LintrcSyntax.items(entry.value, column: entry.valueColumn)
                if items.isEmpty && !allowsEmpty {
                    badValue(entry, context: context, expected: "at least one pattern, such as **/*.swift")
                    return nil
                }
                for item in items {
                    do {
                        value.globs.append(try GlobPattern(item.text))
                    } catch {
                        fail(
                            .badValue, line: entry.line, column: item.column + error.offset, key: entry.key,
                            "bad pattern '\(item.text)' for '\(entry.key)'\(context): \(error.message)")
                        return nil
                    }
                }
                value.items = items.map(\.text)
            case .reporters:
                let items = LintrcSyntax.items(entry.value, column: entry.valueColumn)
                if items.isEmpty {
                    badValue(
                        entry, context: context,
                        expected: "a reporter: " + ConfigurationSchema.reporterNames.joined(separator: ", "))
                    return nil
                }
                // `ID` or `ID:PATH`, as `--reporter` takes them.
                for item in items {
                    let id = String(item.text.prefix { $0 != ":" })
                    if !ConfigurationSchema.reporterNames.contains(id) {
                        fail(
                            .badValue, line: entry.line, column: item.column, key: entry.key,
                            "unknown reporter '\(id)' for '\(entry.key)'; the reporters are "
                                + ConfigurationSchema.reporterNames.joined(separator: ", "),
                            suggestion: Suggestion.closest(to: id, among: ConfigurationSchema.reporterNames))
                        return nil
                    }
                    if item.text == id + ":" {
                        fail(
                            .badValue, line: entry.line, column: item.column, key: entry.key,
                            "missing output path after '\(id):' for '\(entry.key)'")
                        return nil
                    }
                }
                value.items = items.map(\.text)
            case .boolean:
                guard entry.value == "true" || entry.value == "false" else {
                    badValue(
                        entry, context: context, expected: "true or false",
                        suggestion: Suggestion.closest(to: entry.value, among: ["true", "false"]))
                    return nil
                }
            case .path:
                guard !entry.value.isEmpty else {
                    badValue(entry, context: context, expected: "a path relative to this file's folder")
                    return nil
                }
            case .swiftFile:
                guard entry.value.hasSuffix(".swift"), entry.value.count > ".swift".count else {
                    badValue(entry, context: context, expected: "a Swift file name, such as LifecycleBehaviors.swift")
                    return nil
                }
            case .identifier:
                guard isTypeName(entry.value) else {
                    badValue(
                        entry, context: context, expected: "a Swift type name, such as ViewControllerLifecycleBehavior")
                    return nil
                }
            case .choice(let words):
                guard words.contains(entry.value) else {
                    badValue(
                        entry, context: context, expected: words.joined(separator: " or "),
                        suggestion: Suggestion.closest(to: entry.value, among: words))
                    return nil
                }
            }
            return value
        }

        mutating func badValue(_ entry: Entry, context: String, expected: String, suggestion: String? = nil) {
            let shown = entry.value.isEmpty ? "an empty value" : "bad value '\(entry.value)'"
            fail(
                .badValue, line: entry.line, column: entry.valueColumn, key: entry.key,
                "\(shown) for '\(entry.key)'\(context): expected \(expected)", suggestion: suggestion)
        }

        /// Digits only (options are counts and depths), and small enough for an `Int`.
        func wholeNumber(_ text: String) -> Int? {
            guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
                return nil
            }
            return Int(text)
        }

        /// An identifier, possibly qualified (`Module.Behavior`), as a protocol name can be.
        func isTypeName(_ text: String) -> Bool {
            guard !text.isEmpty else { return false }
            return text.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { part in
                guard let first = part.unicodeScalars.first, first == "_" || first.properties.isXIDStart else {
                    return false
                }
                return part.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isXIDContinue }
            }
        }
    }
}
