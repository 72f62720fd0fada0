/// A subcommand's arguments split into positional words and `--name value` options.
///
/// Each subcommand states which options it accepts, so a typo such as `--line` is an error
/// instead of being silently taken for a folder name.
struct ParsedArguments {
    var positionals: [String] = []
    var wantsHelp = false
    private var values: [(name: String, value: String)] = []
    private var flagsGiven: Set<String> = []

    /// `options` take a value; `flags` do not.
    init(_ arguments: [String], options accepted: [String], flags: [String] = []) throws {
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            if argument == "--help" || argument == "-h" {
                wantsHelp = true
                continue
            }
            if flags.contains(argument) {
                flagsGiven.insert(argument)
                continue
            }
            var name = argument
            var value: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                value = String(argument[argument.index(after: equals)...])
            }
            guard accepted.contains(name) else {
                throw UsageError("unknown option '\(name)'")
            }
            if value == nil {
                guard index < arguments.count else {
                    throw UsageError("option '\(name)' needs a value")
                }
                value = arguments[index]
                index += 1
            }
            values.append((name, value!))
        }
    }

    func has(_ flag: String) -> Bool { flagsGiven.contains(flag) }

    /// The last value given for `name`: a later `--lines` overrides an earlier one, as shells
    /// users expect when they append to a recalled command.
    func value(_ name: String) -> String? {
        values.last { $0.name == name }?.value
    }

    /// A positive count; `_` separators are allowed so `--lines 1_000_000` reads like Swift.
    func positiveInt(_ name: String, default fallback: Int) throws -> Int {
        guard let text = value(name) else { return fallback }
        guard let number = Int(text.filter { $0 != "_" }), number > 0 else {
            throw UsageError("option '\(name)' needs a positive whole number, not '\(text)'")
        }
        return number
    }

    /// A 64-bit seed, decimal or `0x` hexadecimal.
    func seed(_ name: String, default fallback: UInt64) throws -> UInt64 {
        guard let text = value(name) else { return fallback }
        let digits = text.filter { $0 != "_" }
        let parsed =
            digits.lowercased().hasPrefix("0x")
            ? UInt64(digits.dropFirst(2), radix: 16)
            : UInt64(digits)
        guard let seed = parsed else {
            throw UsageError(
                "option '\(name)' needs a whole number from 0 to 2^64-1 (decimal or 0x-hex), not '\(text)'")
        }
        return seed
    }
}
