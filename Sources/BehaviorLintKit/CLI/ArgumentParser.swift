/// A small parser for `--flag`, `--option VALUE` / `--option=VALUE` and positional arguments,
/// with "did you mean" errors. Options may repeat; the values are kept in order.
struct ParsedArguments {
    var flags: Set<String> = []
    var options: [String: [String]] = [:]
    var positionals: [String] = []

    func has(_ flag: String) -> Bool { flags.contains(flag) }
    func values(_ option: String) -> [String] { options[option] ?? [] }
    func value(_ option: String) -> String? { options[option]?.last }
}

struct ArgumentParser {
    /// Flags that take no value (`--strict`).
    var flags: [String]
    /// Options that take a value (`--reporter xcode`).
    var options: [String]

    func parse(_ arguments: [String]) -> Result<ParsedArguments, ArgumentError> {
        var parsed = ParsedArguments()
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            var name = argument
            var inlineValue: String? = nil
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            if flags.contains(name) {
                guard inlineValue == nil else { return .failure(ArgumentError("'\(name)' takes no value")) }
                parsed.flags.insert(name)
            } else if options.contains(name) {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else {
                    guard index < arguments.count else { return .failure(ArgumentError("'\(name)' needs a value")) }
                    value = arguments[index]
                    index += 1
                }
                parsed.options[name, default: []].append(value)
            } else {
                var message = "unknown option '\(name)'"
                if let suggestion = Suggestion.closest(to: name, among: flags + options) {
                    message += " — did you mean '\(suggestion)'?"
                }
                return .failure(ArgumentError(message))
            }
        }
        return .success(parsed)
    }
}

/// A command-line mistake, described for the user.
struct ArgumentError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

extension ParsedArguments {
    /// `--only`, `--enable` and `--disable` as given (`lint` and `fix` take them).
    var ruleSelection: RuleSelection {
        RuleSelection(only: values("--only"), enable: values("--enable"), disable: values("--disable"))
    }
}
