import UIKit

// The app types the examples of Rules/*.md call, declared once so that every example (before and
// after `fix`) type-checks against the UIKit stand-in without repeating them.

@MainActor
final class Analytics {
    static let shared = Analytics()
    func track(screen: String) {}
    func trackEvent(_ name: String) {}
}

@MainActor
enum Tracker {
    static func logScreenView(_ name: String) {}
    static func record(count: Int) {}
}

@MainActor
final class ThemeManager {
    static let shared = ThemeManager()
    func register(_ viewController: UIViewController) {}
}

@MainActor
enum Haptics {
    static func prepare(style: String) {}
}
