extension Array where Element == String {
    /// The items as a message says them: "a", "a and b", "a, b and c".
    var spokenList: String {
        count > 1 ? dropLast().joined(separator: ", ") + " and " + self[count - 1] : joined()
    }
}
