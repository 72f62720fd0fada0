/// A disappear hook's statement that runs only when the screen leaves (or may stay), not on every
/// disappearance: under an `if` (or after a `guard`) whose condition asks UIKit whether the screen
/// is leaving its container (`isMovingFromParent`, `isBeingDismissed`), is still on its stack
/// (`navigationController?.viewControllers.contains(self)`), or has left it already (`parent ==
/// nil`, `navigationController == nil`: UIKit clears both once the screen is popped or removed,
/// never while another screen covers it). A removal there is not made each time another screen
/// covers this one: the screen does not go deaf under it.
enum LeavingForGood {
    /// Whether statement `index` of a hook's `syntaxes` runs only on such a condition.
    static func holds(statement index: Int, of syntaxes: [StatementSyntax]) -> Bool {
        let statement = syntaxes[index]
        if statement.tokens.isKeyword(statement.first, "if"), let condition = statement.leadingConditionRange,
            asksWhetherLeaving(condition, in: statement)
        {
            return true
        }
        return syntaxes[..<index].contains { earlier in
            guard earlier.tokens.isKeyword(earlier.first, "guard"), let condition = earlier.leadingConditionRange
            else { return false }
            return asksWhetherLeaving(condition, in: earlier)
        }
    }

    /// UIKit's answers to whether a screen is leaving its container.
    private static let leavingProperties: Set<String> = [
        "isMovingFromParent", "isBeingDismissed", "isMovingFromParentViewController",
    ]

    /// The screen's own containers, which UIKit sets to nil once it has left them.
    private static let containers: Set<String> = ["parent", "navigationController"]

    /// Whether the condition reads one of `leavingProperties`, asks whether the stack's screens
    /// hold the screen (`viewControllers.contains(self)`), or whether the screen's own container
    /// is gone (`parent == nil`, `self.navigationController == nil`).
    private static func asksWhetherLeaving(_ condition: Range<Int>, in syntax: StatementSyntax) -> Bool {
        condition.contains { k in
            guard syntax.tokens.kinds[k] == .identifier else { return false }
            let name = syntax.text(k)
            if leavingProperties.contains(name) { return true }
            if containers.contains(name), syntax.text(k + 1) == "==", syntax.text(k + 2) == "nil",
                !syntax.tokens.isPunctuation(k - 1, UInt8(ascii: ".")) || syntax.text(k - 2) == "self"
            {
                return true
            }
            return name == "contains" && k >= 2 && syntax.text(k - 2) == "viewControllers"
                && syntax.tokens.isPunctuation(k + 1, UInt8(ascii: "(")) && syntax.tokens.isText(k + 2, "self")
        }
    }
}
