/// A statement that wires a handler of the screen's own into something (`NotificationCenter.default
/// .addObserver(self, selector: #selector(keyboardWillShow(_:)), …)`, `button.addTarget(self,
/// action: #selector(close), …)`): what it does on delivery is that method's, which each screen
/// writes its own way. Screens that repeat the line share the wiring, not the work: the line alone
/// is no chore copied from screen to screen.
enum OwnHandlerWiring {
    /// Whether `syntax`, a statement of class `className`, names in `#selector(…)` a method that
    /// the class or a project superclass declares.
    static func holds(_ syntax: StatementSyntax, ofClass className: String, project: ProjectIndex) -> Bool {
        let own = project.hostMembers(of: className)
        return syntax.chains.contains { chain in
            // `#selector(close)`, `#selector(self.close)`.
            let name = syntax.tokens.isKeyword(chain.names[0], "self") ? 1 : 0
            return chain.inSelector && chain.names.count > name && own.contains(syntax.text(chain.names[name]))
        }
    }
}
