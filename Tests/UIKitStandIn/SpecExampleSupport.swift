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
    static func logScreenExit() {}
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

// AppKit has no stand-in: the few members of its view controller the examples of the argument-less
// AppKit lifecycle hooks (lifecycle-super-call) use.

@MainActor
class NSViewController {
    var view = NSView()
    func viewWillAppear() {}
    func viewDidAppear() {}
}

@MainActor
class NSView {
    var window: NSWindow?
}

@MainActor
class NSWindow {
    var title = ""
}

// The model types whose arrays the slow-array-concat examples concatenate.

struct User {
    var displayName: String
    var isPremium: Bool
}

enum FeedItem {
    case header(String)
    case post(String)
    case premiumBanner, footer
}

enum SettingsSection {
    case account
    case feature(String)
    case about, help
}

enum MenuItem {
    case home, search, settings, about
    case debug(String, isEnabled: Bool)

    var isEnabled: Bool {
        guard case .debug(_, let isEnabled) = self else { return true }
        return isEnabled
    }
}

/// A checklist row; item rows can be hidden.
enum Row {
    case title, footer
    case item(String, isVisible: Bool)

    var isVisible: Bool {
        guard case .item(_, let isVisible) = self else { return true }
        return isVisible
    }
}
