/// The notification a NotificationCenter call names: `removeObserver(_:name:object:)` removes the
/// registrations of that name only, so an observer added under one name and removed under another
/// stays. Read from the `name:` or `forName:` argument when it spells a static name
/// (`UIApplication.willResignActiveNotification`, `.UIApplicationWillResignActive`,
/// `NSNotification.Name.UIApplicationWillResignActive`, `Notification.Name(Constants.didLogin)`): its
/// last component. Nil when the call names none, names `nil` (every name), or passes a value the
/// tokens do not spell (a variable, a `Notification.Name("…")` made on the spot from a string).
enum ObservedNotification {
    static func name(of invocation: NavigationChromeStatement.Invocation) -> String? {
        guard var value = invocation.arguments.first(where: { $0.label == "name" || $0.label == "forName" })?.value
        else { return nil }
        // `Notification.Name(Constants.refreshDeviceList)`: a name made from a constant is that
        // constant's notification, as `.refreshDeviceList` declared from it would be.
        let initializers = [
            "Notification.Name(rawValue:", "NSNotification.Name(rawValue:", "Notification.Name(",
            "NSNotification.Name(",
        ]
        if let initializer = initializers.first(where: value.hasPrefix), value.hasSuffix(")") {
            let raw = value.dropFirst(initializer.count).dropLast()
            guard raw.first?.isUppercase == true, raw.contains(".") else { return nil }
            value = String(raw)
        }
        let components = value.split(separator: ".", omittingEmptySubsequences: false)
        guard components.count >= 2 || value.first?.isUppercase == true,
            let last = components.last, !last.isEmpty,
            components.dropFirst().allSatisfy({ !$0.isEmpty }),
            value.allSatisfy({ $0 == "." || $0 == "_" || $0.isLetter || $0.isNumber })
        else { return nil }
        return String(last)
    }
}
