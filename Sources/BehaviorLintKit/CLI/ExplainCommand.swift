/// `behavior-lint explain RULE-ID`: a rule's full documentation, examples included.
enum ExplainCommand: Command {
    static let name = "explain"
    static let summary = "Print a rule's documentation with its examples."
    static let help = """
        USAGE: behavior-lint explain RULE-ID

        Prints the rule's specification: why it matters, its options, how to fix by hand, what
        'behavior-lint fix' generates, and examples that trigger it and that do not.

        EXAMPLE:
          behavior-lint explain screen-tracking

        """

    static func run(_ arguments: [String], console: Console) -> Int32 {
        if wantsHelp(arguments) {
            console.out.write(help)
            return ExitCode.success
        }
        guard arguments.count == 1 else { return usageError("give exactly one rule id", console: console) }
        let id = arguments[0]
        guard let text = RuleDocumentation.markdown[id] else {
            var message = "unknown rule '\(id)'"
            if let suggestion = Suggestion.closest(to: id, among: RuleRegistry.ids) {
                message += " — did you mean '\(suggestion)'?"
            }
            return usageError(message + " (see 'behavior-lint rules')", console: console)
        }
        console.out.write(text)
        return ExitCode.success
    }
}
