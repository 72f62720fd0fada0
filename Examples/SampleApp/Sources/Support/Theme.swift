import UIKit

/// Colours, fonts and metrics shared by every screen.
@MainActor
enum Theme {
    // MARK: - Colours

    static var brand: UIColor { UIColor(red: 0.91, green: 0.30, blue: 0.24, alpha: 1) }
    static var background: UIColor { .systemBackground }
    static var surface: UIColor { .secondarySystemBackground }
    static var textPrimary: UIColor { .label }
    static var textSecondary: UIColor { .secondaryLabel }
    static var separator: UIColor { .separator }

    // MARK: - Metrics

    enum Spacing {
        static let small: CGFloat = 8
        static let medium: CGFloat = 16
        static let large: CGFloat = 24
    }

    static let cornerRadius: CGFloat = 12

    // MARK: - Fonts

    /// A system font of `weight` that follows Dynamic Type for `style`.
    static func font(_ style: UIFont.TextStyle, weight: UIFont.Weight = .regular) -> UIFont {
        let size = UIFont.preferredFont(forTextStyle: style).pointSize
        let font = UIFont.systemFont(ofSize: size, weight: weight)
        return UIFontMetrics(forTextStyle: style).scaledFont(for: font)
    }

    // MARK: - Buttons

    static func primaryButtonConfiguration(title: String) -> UIButton.Configuration {
        var configuration = UIButton.Configuration.filled()
        configuration.title = title
        configuration.baseBackgroundColor = brand
        configuration.baseForegroundColor = .white
        configuration.cornerStyle = .large
        return configuration
    }

    static func secondaryButtonConfiguration(title: String) -> UIButton.Configuration {
        var configuration = UIButton.Configuration.plain()
        configuration.title = title
        configuration.baseForegroundColor = brand
        return configuration
    }
}
