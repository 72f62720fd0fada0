/// The notification a NotificationCenter call names: `removeObserver(_:name:object:)` removes the
/// registrations of that name only, so an observer added under one name and removed under another
/// stays. Read from the `name:` or `forName:` argument when it spells a static name
/// (`UIApplication.willResignActiveNotification`, `.UIApplicationWillResignActive`,
/// `NSNotification.Name.UIApplicationWillResignActive`, `Notification.Name(Constants.didLogin)`): its
/// last component; or a name made on the spot from a string literal (`Notification.Name("user.didLogin")`,
/// equal to every name made from the same string): the literal's last component, as a constant
/// declared from it is usually named. Nil when the call names none, names `nil` (every name), or
/// passes a value the tokens do not spell (a variable, a string with interpolations).
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
            if raw.count > 2, raw.first == "\"", raw.last == "\"" {
                value = String(raw.dropFirst().dropLast())
                guard let last = value.split(separator: ".").last,
                    value.allSatisfy({ $0 == "." || $0 == "_" || $0.isLetter || $0.isNumber })
                else { return nil }
                return String(last)
            }
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
