// A plain-Swift stand-in for UIKit, so tests on Linux (where there is no UIKit) can type-check
// UIKit code with `swiftc -typecheck`: the example app under Examples/SampleApp and the behavior
// structs and view controllers that fix mode generates. `SwiftTypeCheck` compiles this file into
// a module named `UIKit` (after `ObjectiveC.swift`, the module `#selector` needs); it is not a
// SwiftPM target, and nothing compiled against it is ever linked or run.
//
// What it promises is the shape of the API: names, argument labels, types, optionality,
// get-only versus settable, `open` versus final, and actor isolation. View and view-controller
// classes are `@MainActor open class`, as in the SDK, so concurrency checking treats calls from
// behaviors and closures as the real compiler would; immutable classes such as `UIColor`,
// `UIFont` and `UIImage` are Sendable and not isolated, as in the SDK. Bodies are placeholders
// that return a default. Only the parts of UIKit that the sample app and generated lifecycle
// code use are declared: a call to anything else should fail to type-check, as a typo would.
// Only the methods marked `@objc` here can be named in `#selector(...)`; in UIKit all can.
//
// Re-exported like the real thing: Foundation (which brings Dispatch, `CGFloat`, `CGRect`,
// `CGSize` and `CGPoint` on Linux), FoundationNetworking (on Apple platforms `URLSession` is in
// Foundation itself) and ObjectiveC. The section at the end adds the few Apple-Foundation APIs
// that Linux's Foundation lacks and UIKit code commonly calls.

@_exported import Foundation
@_exported import FoundationNetworking
@_exported import ObjectiveC

// MARK: - Geometry and value types

public struct UIEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    public static let zero = UIEdgeInsets()
}

public struct UIRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let top = UIRectEdge(rawValue: 1 << 0)
    public static let left = UIRectEdge(rawValue: 1 << 1)
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    public static let right = UIRectEdge(rawValue: 1 << 3)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

public enum UIStatusBarStyle: Int, Sendable {
    case `default`, lightContent, darkContent
}

public enum UIBarStyle: Int, Sendable {
    case `default`, black
}

public enum UIBarMetrics: Int, Sendable {
    case `default`, compact, defaultPrompt, compactPrompt
}

public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}

public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified, compact, regular
}

public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified, phone, pad, tv, carPlay, mac, vision
}

public enum UIModalPresentationStyle: Int, Sendable {
    case automatic = -2
    case none = -1
    case fullScreen = 0
    case pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
}

public enum UIDeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

public enum NSTextAlignment: Int, Sendable {
    case left, center, right, justified, natural
}

/// The table and collection view index paths UIKit builds on Foundation's `IndexPath`.
extension IndexPath {
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}

/// Text attributes UIKit adds to Foundation's `NSAttributedString.Key`.
extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key(rawValue: "NSFont")
    public static let foregroundColor = NSAttributedString.Key(rawValue: "NSColor")
    public static let backgroundColor = NSAttributedString.Key(rawValue: "NSBackgroundColor")
    public static let kern = NSAttributedString.Key(rawValue: "NSKern")
}

// MARK: - Colours, fonts, images

/// Sendable and not actor-isolated, as in the SDK: models and formatters build colours too.
open class UIColor: NSObject, @unchecked Sendable {
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        self.init(red: brightness, green: brightness, blue: brightness, alpha: alpha)
    }

    public convenience init?(named name: String) {
        self.init(white: 0, alpha: 1)
    }

    public convenience init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        self.init(white: 0, alpha: 1)
    }

    open var cgColor: CGColor { CGColor(gray: 0, alpha: 1) }
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { self }
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { self }

    public static var black: UIColor { UIColor(white: 0, alpha: 1) }
    public static var darkGray: UIColor { UIColor(white: 1 / 3, alpha: 1) }
    public static var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    public static var lightGray: UIColor { UIColor(white: 2 / 3, alpha: 1) }
    public static var white: UIColor { UIColor(white: 1, alpha: 1) }
    public static var clear: UIColor { UIColor(white: 0, alpha: 0) }
    public static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    public static var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    public static var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    public static var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    public static var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    public static var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    public static var systemBlue: UIColor { .blue }
    public static var systemRed: UIColor { .red }
    public static var systemGreen: UIColor { .green }
    public static var systemOrange: UIColor { .orange }
    public static var systemGray: UIColor { .gray }
    public static var systemTeal: UIColor { UIColor(red: 0.19, green: 0.69, blue: 0.78, alpha: 1) }
    public static var systemIndigo: UIColor { UIColor(red: 0.35, green: 0.34, blue: 0.84, alpha: 1) }
    public static var systemPurple: UIColor { UIColor(red: 0.69, green: 0.32, blue: 0.87, alpha: 1) }
    public static var tintColor: UIColor { .blue }
    public static var link: UIColor { .blue }
    public static var label: UIColor { .black }
    public static var secondaryLabel: UIColor { .gray }
    public static var tertiaryLabel: UIColor { .lightGray }
    public static var placeholderText: UIColor { .lightGray }
    public static var separator: UIColor { .lightGray }
    public static var systemBackground: UIColor { .white }
    public static var secondarySystemBackground: UIColor { .white }
    public static var tertiarySystemBackground: UIColor { .white }
    public static var systemGroupedBackground: UIColor { .white }
    public static var secondarySystemGroupedBackground: UIColor { .white }
}

/// Core Graphics' colour, which `UIColor.cgColor` hands to layers (QuartzCore below).
public final class CGColor: Sendable {
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    public init(gray: CGFloat, alpha: CGFloat) {}
}

open class UIFont: NSObject, @unchecked Sendable {
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }

    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)
    }

    public let pointSize: CGFloat

    // Not public: UIKit vends fonts through the factory methods below.
    init(pointSize: CGFloat) {
        self.pointSize = pointSize
    }

    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(pointSize: fontSize)
    }

    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont { UIFont(pointSize: 17) }
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize) }
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { UIFont(pointSize: fontSize) }
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize) }
    open func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize) }
}

open class UIFontMetrics: NSObject, @unchecked Sendable {
    public init(forTextStyle textStyle: UIFont.TextStyle) {}

    public static var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    open func scaledFont(for font: UIFont) -> UIFont { font }
    open func scaledValue(for value: CGFloat) -> CGFloat { value }
}

open class UIImage: NSObject, @unchecked Sendable {
    public enum RenderingMode: Int, Sendable {
        case automatic, alwaysOriginal, alwaysTemplate
    }

    public override init() {}
    public convenience init?(named name: String) { self.init() }
    public convenience init?(systemName name: String) { self.init() }

    open var size: CGSize { .zero }
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { self }
    open func withTintColor(_ color: UIColor) -> UIImage { self }
}

/// Not actor-isolated, as in the SDK: trait collections are immutable values.
open class UITraitCollection: NSObject, @unchecked Sendable {
    open var userInterfaceStyle: UIUserInterfaceStyle { .unspecified }
    open var horizontalSizeClass: UIUserInterfaceSizeClass { .unspecified }
    open var verticalSizeClass: UIUserInterfaceSizeClass { .unspecified }
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .unspecified }
    open var displayScale: CGFloat { 1 }

    open func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool { false }
}

// MARK: - Layers (QuartzCore, which UIKit re-exports)

open class CALayer: NSObject {
    open var frame: CGRect = .zero
    open var bounds: CGRect = .zero
    open var position: CGPoint = .zero
    open var isHidden = false
    open var opacity: Float = 1
    open var cornerRadius: CGFloat = 0
    open var masksToBounds = false
    open var borderWidth: CGFloat = 0
    open var borderColor: CGColor?
    open var backgroundColor: CGColor?
    open var shadowColor: CGColor?
    open var shadowOpacity: Float = 0
    open var shadowOffset: CGSize = .zero
    open var shadowRadius: CGFloat = 0
    open var sublayers: [CALayer]?
    open var superlayer: CALayer? { nil }

    open func addSublayer(_ layer: CALayer) {}
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {}
    open func removeFromSuperlayer() {}
}

open class CAGradientLayer: CALayer {
    open var colors: [Any]?
    open var locations: [NSNumber]?
    open var startPoint = CGPoint(x: 0.5, y: 0)
    open var endPoint = CGPoint(x: 0.5, y: 1)
}

// MARK: - Responders, application, scenes, device

@MainActor
open class UIResponder: NSObject {
    // `nonisolated`, as in the SDK, so observers can be added and removed anywhere (deinit too).
    nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name(
        "UIKeyboardWillChangeFrameNotification")
    nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name(
        "UIKeyboardDidChangeFrameNotification")
    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"

    public override init() {}

    open var next: UIResponder? { nil }
    open var canBecomeFirstResponder: Bool { false }
    open var isFirstResponder: Bool { false }

    // `@objc` so `#selector(UIResponder.resignFirstResponder)` can be sent up the chain.
    @discardableResult @objc open func becomeFirstResponder() -> Bool { false }
    @discardableResult @objc open func resignFirstResponder() -> Bool { true }
}

@MainActor
open class UIApplication: UIResponder {
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
    }

    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    nonisolated public static let didBecomeActiveNotification = Notification.Name(
        "UIApplicationDidBecomeActiveNotification")
    nonisolated public static let willResignActiveNotification = Notification.Name(
        "UIApplicationWillResignActiveNotification")
    nonisolated public static let didEnterBackgroundNotification = Notification.Name(
        "UIApplicationDidEnterBackgroundNotification")
    nonisolated public static let willEnterForegroundNotification = Notification.Name(
        "UIApplicationWillEnterForegroundNotification")
    nonisolated public static let didReceiveMemoryWarningNotification = Notification.Name(
        "UIApplicationDidReceiveMemoryWarningNotification")

    public static let shared = UIApplication()

    open weak var delegate: (any UIApplicationDelegate)?
    open var isIdleTimerDisabled = false
    /// Media screens start and stop receiving remote-control events around their appearance.
    open func beginReceivingRemoteControlEvents() {}
    open func endReceivingRemoteControlEvents() {}
    open var applicationIconBadgeNumber = 0
    /// Read-only since iOS 9: set it through `preferredStatusBarStyle` instead.
    open var statusBarStyle: UIStatusBarStyle { .default }
    open var connectedScenes: Set<UIScene> { [] }

    open func open(
        _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
        completionHandler: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {}
    open func canOpenURL(_ url: URL) -> Bool { false }
    @discardableResult
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: AnyObject?) -> Bool {
        false
    }
}

@MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration
}

// Every requirement is optional in the SDK; empty defaults say the same in plain Swift.
extension UIApplicationDelegate {
    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        true
    }

    public func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
    }

    /// What `@main` calls on an app delegate.
    public static func main() {}
}

@MainActor
open class UIScene: UIResponder {
    @MainActor
    public final class ConnectionOptions {
        public var urlContexts: Set<URL> { [] }
    }

    open var session: UISceneSession { UISceneSession() }
}

@MainActor
open class UIWindowScene: UIScene {
    open var windows: [UIWindow] { [] }
    open var traitCollection: UITraitCollection { UITraitCollection() }
}

@MainActor
open class UISceneSession: NSObject {
    public struct Role: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }

    open var role: Role { .windowApplication }
}

@MainActor
open class UISceneConfiguration: NSObject {
    public init(name: String?, sessionRole: UISceneSession.Role) {}

    open var delegateClass: AnyClass?
}

@MainActor
public protocol UISceneDelegate: NSObjectProtocol {
    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    func sceneDidBecomeActive(_ scene: UIScene)
    func sceneWillResignActive(_ scene: UIScene)
}

extension UISceneDelegate {
    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
}

@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {}

@MainActor
open class UIDevice: NSObject {
    nonisolated public static let orientationDidChangeNotification = Notification.Name(
        "UIDeviceOrientationDidChangeNotification")

    public static let current = UIDevice()

    open var orientation: UIDeviceOrientation { .unknown }
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    open var systemVersion: String { "" }
    open var isGeneratingDeviceOrientationNotifications: Bool { false }

    open func beginGeneratingDeviceOrientationNotifications() {}
    open func endGeneratingDeviceOrientationNotifications() {}
}

@MainActor
open class UIScreen: NSObject {
    public static let main = UIScreen()

    open var bounds: CGRect { .zero }
    open var scale: CGFloat { 1 }
}

// MARK: - Actions and gesture recognizers

public typealias UIActionHandler = @MainActor (UIAction) -> Void

@MainActor
open class UIAction: NSObject {
    open var title: String
    open var image: UIImage?

    public init(title: String = "", image: UIImage? = nil, handler: @escaping UIActionHandler) {
        self.title = title
        self.image = image
    }
}

@MainActor
open class UIGestureRecognizer: NSObject {
    public init(target: Any?, action: Selector?) {}

    open var isEnabled = true
    open var cancelsTouchesInView = true
    open var view: UIView? { nil }
}

@MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
}

// MARK: - Appearance proxies

@MainActor
public protocol UIAppearance: NSObjectProtocol {
    static func appearance() -> Self
}

// MARK: - Views

@MainActor
open class UIView: UIResponder, UIAppearance {
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    }

    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    }

    public init(frame: CGRect) {
        self.frame = frame
    }

    public required init?(coder: NSCoder) {}

    public override convenience init() {
        self.init(frame: .zero)
    }

    /// The appearance proxy. Nothing here runs, and a proxy of `Self` cannot be made in plain
    /// Swift without requiring `init(frame:)` of every subclass, which UIKit does not.
    public static func appearance() -> Self {
        fatalError("UIKit stand-in: for type-checking only")
    }

    open class var layerClass: AnyClass { CALayer.self }

    open var frame: CGRect = .zero
    open var bounds: CGRect = .zero
    open var center: CGPoint = .zero
    open var backgroundColor: UIColor?
    open var tintColor: UIColor!
    open var isHidden = false
    open var alpha: CGFloat = 1
    open var isOpaque = true
    open var clipsToBounds = false
    open var contentMode: ContentMode = .scaleToFill
    open var tag = 0
    open var isUserInteractionEnabled = true
    open var translatesAutoresizingMaskIntoConstraints = true
    open var autoresizingMask: AutoresizingMask = []
    open var layoutMargins: UIEdgeInsets = .zero
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    open var accessibilityIdentifier: String?
    public let layer = CALayer()

    open var superview: UIView? { nil }
    open var subviews: [UIView] { [] }
    open var window: UIWindow? { nil }
    open var safeAreaInsets: UIEdgeInsets { .zero }
    open var traitCollection: UITraitCollection { UITraitCollection() }
    open var gestureRecognizers: [UIGestureRecognizer]?

    open var safeAreaLayoutGuide: UILayoutGuide { UILayoutGuide() }
    open var layoutMarginsGuide: UILayoutGuide { UILayoutGuide() }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension() }
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension() }

    open func addSubview(_ view: UIView) {}
    open func insertSubview(_ view: UIView, at index: Int) {}
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {}
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {}
    open func bringSubviewToFront(_ view: UIView) {}
    open func sendSubviewToBack(_ view: UIView) {}
    open func removeFromSuperview() {}
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {}
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {}
    open func addConstraints(_ constraints: [NSLayoutConstraint]) {}

    open func layoutSubviews() {}
    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
    open func setNeedsDisplay() {}
    open func sizeToFit() {}
    open func didMoveToSuperview() {}
    open func didMoveToWindow() {}
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    @discardableResult open func endEditing(_ force: Bool) -> Bool { true }

    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {}
    open class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {}
    open class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {}
    open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {}
}

@MainActor
open class UIWindow: UIView {
    public init(windowScene: UIWindowScene) {
        super.init(frame: .zero)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open var rootViewController: UIViewController?
    open var windowScene: UIWindowScene?
    open var isKeyWindow: Bool { false }

    open func makeKeyAndVisible() {}
}

@MainActor
open class UILabel: UIView {
    open var text: String?
    open var attributedText: NSAttributedString?
    open var font: UIFont!
    open var textColor: UIColor!
    open var textAlignment: NSTextAlignment = .natural
    open var numberOfLines = 1
    open var adjustsFontForContentSizeCategory = false
}

@MainActor
open class UIImageView: UIView {
    public convenience init(image: UIImage?) {
        self.init(frame: .zero)
        self.image = image
    }

    open var image: UIImage?
}

@MainActor
open class UIStackView: UIView {
    public enum Alignment: Int, Sendable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline
        public static var top: Alignment { .leading }
        public static var bottom: Alignment { .trailing }
    }

    public enum Distribution: Int, Sendable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
    }

    open var axis: NSLayoutConstraint.Axis = .horizontal
    open var alignment: Alignment = .fill
    open var distribution: Distribution = .fill
    open var spacing: CGFloat = 0
    open var isLayoutMarginsRelativeArrangement = false
    open var arrangedSubviews: [UIView] { [] }

    open func addArrangedSubview(_ view: UIView) {}
    open func removeArrangedSubview(_ view: UIView) {}
}

@MainActor
open class UIActivityIndicatorView: UIView {
    public enum Style: Int, Sendable {
        case medium = 100
        case large = 101
    }

    public convenience init(style: Style) {
        self.init(frame: .zero)
        self.style = style
    }

    open var style: Style = .medium
    open var color: UIColor!
    open var hidesWhenStopped = true
    open var isAnimating: Bool { false }

    open func startAnimating() {}
    open func stopAnimating() {}
}

@MainActor
open class UISearchBar: UIView {
    open var text: String?
    open var placeholder: String?
    open weak var delegate: (any UISearchBarDelegate)?
    open var showsCancelButton = false
}

@MainActor
public protocol UISearchBarDelegate: NSObjectProtocol {
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
}

// MARK: - Controls

@MainActor
open class UIControl: UIView {
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
    }

    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let normal: State = []
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }

    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false

    open func addAction(_ action: UIAction, for controlEvents: Event) {}
    open func removeAction(_ action: UIAction, for controlEvents: Event) {}
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {}
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {}
    open func sendActions(for controlEvents: Event) {}
}

@MainActor
open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
    }

    @MainActor
    public struct Configuration {
        public enum CornerStyle: Sendable {
            case fixed, dynamic, small, medium, large, capsule
        }

        public var title: String?
        public var subtitle: String?
        public var image: UIImage?
        public var imagePadding: CGFloat = 0
        public var baseBackgroundColor: UIColor?
        public var baseForegroundColor: UIColor?
        public var cornerStyle: CornerStyle = .dynamic
        public var showsActivityIndicator = false

        public static func plain() -> Configuration { Configuration() }
        public static func tinted() -> Configuration { Configuration() }
        public static func gray() -> Configuration { Configuration() }
        public static func filled() -> Configuration { Configuration() }
        public static func borderless() -> Configuration { Configuration() }
        public static func bordered() -> Configuration { Configuration() }
        public static func borderedProminent() -> Configuration { Configuration() }
    }

    public convenience init(type buttonType: ButtonType, primaryAction: UIAction? = nil) {
        self.init(frame: .zero)
    }

    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(frame: .zero)
        self.configuration = configuration
    }

    open var configuration: Configuration?
    open var titleLabel: UILabel? { nil }

    open func setTitle(_ title: String?, for state: State) {}
    open func setTitleColor(_ color: UIColor?, for state: State) {}
    open func setImage(_ image: UIImage?, for state: State) {}
}

@MainActor
open class UISwitch: UIControl {
    open var isOn = false
    open var onTintColor: UIColor?

    open func setOn(_ on: Bool, animated: Bool) {}
}

@MainActor
open class UIPageControl: UIControl {
    open var numberOfPages = 0
    open var currentPage = 0
    open var pageIndicatorTintColor: UIColor?
    open var currentPageIndicatorTintColor: UIColor?
}

@MainActor
open class UIRefreshControl: UIControl {
    open var isRefreshing: Bool { false }

    open func beginRefreshing() {}
    open func endRefreshing() {}
}

// swift-format-ignore: AlwaysUseLowerCamelCase
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
        decimalPad
}

public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}

public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let name = UITextContentType(rawValue: "name")
    public static let emailAddress = UITextContentType(rawValue: "email")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "new-password")
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
}

@MainActor
open class UITextField: UIControl {
    open var text: String?
    open var placeholder: String?
    open var font: UIFont?
    open var textColor: UIColor?
    open var textAlignment: NSTextAlignment = .natural
    open var keyboardType: UIKeyboardType = .default
    open var textContentType: UITextContentType!
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var isSecureTextEntry = false
}

// MARK: - Scroll, table and collection views

@MainActor
open class UIScrollView: UIView {
    public enum KeyboardDismissMode: Int, Sendable {
        case none, onDrag, interactive
    }

    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic, scrollableAxes, never, always
    }

    open var contentOffset: CGPoint = .zero
    open var contentSize: CGSize = .zero
    open var contentInset: UIEdgeInsets = .zero
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    open var keyboardDismissMode: KeyboardDismissMode = .none
    open var alwaysBounceVertical = false
    open var isScrollEnabled = true
    open var refreshControl: UIRefreshControl?
    open var adjustedContentInset: UIEdgeInsets { .zero }
    open var contentLayoutGuide: UILayoutGuide { UILayoutGuide() }
    open var frameLayoutGuide: UILayoutGuide { UILayoutGuide() }

    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {}
}

@MainActor
open class UITextView: UIScrollView {
    open var text: String!
    open var font: UIFont?
    open var textColor: UIColor?
    open var isEditable = true
}

/// Marks a cell's content description. UIKit's requirements (making the content view) are left
/// out: code under test only assigns the configurations UIKit provides.
@MainActor
public protocol UIContentConfiguration {}

public struct UIListContentConfiguration: UIContentConfiguration {
    @MainActor
    public struct TextProperties {
        public var font: UIFont = .preferredFont(forTextStyle: .body)
        public var color: UIColor = .label
        public var numberOfLines = 0
        public var alignment: NSTextAlignment = .natural
    }

    public var text: String?
    public var secondaryText: String?
    public var image: UIImage?
    public var textProperties = TextProperties()
    public var secondaryTextProperties = TextProperties()

    public static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func valueCell() -> UIListContentConfiguration { UIListContentConfiguration() }
}

@MainActor
open class UITableViewCell: UIView {
    public enum CellStyle: Int, Sendable {
        case `default`, value1, value2, subtitle
    }

    public enum AccessoryType: Int, Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    public enum SelectionStyle: Int, Sendable {
        case none, blue, gray, `default`
    }

    public init(style: CellStyle, reuseIdentifier: String?) {
        super.init(frame: .zero)
    }

    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open var contentConfiguration: (any UIContentConfiguration)?
    open var accessoryType: AccessoryType = .none
    open var selectionStyle: SelectionStyle = .default
    open var contentView: UIView { UIView() }

    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
    open func prepareForReuse() {}
}

@MainActor
open class UITableView: UIScrollView {
    public enum Style: Int, Sendable {
        case plain, grouped, insetGrouped
    }

    public static let automaticDimension: CGFloat = -1

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    public let style: Style
    open weak var dataSource: (any UITableViewDataSource)?
    open weak var delegate: (any UITableViewDelegate)?
    open var rowHeight: CGFloat = UITableView.automaticDimension
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    open var tableHeaderView: UIView?
    open var tableFooterView: UIView?
    open var indexPathForSelectedRow: IndexPath? { nil }

    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? { nil }
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: identifier)
    }
    open func reloadData() {}
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {}
}

@MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    func numberOfSections(in tableView: UITableView) -> Int
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
}

// Defaults for what the SDK marks optional; the first two requirements stay mandatory.
extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
}

@MainActor
public protocol UITableViewDelegate: NSObjectProtocol {
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
}

@MainActor
open class UICollectionViewLayout: NSObject {}

@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    public enum ScrollDirection: Int, Sendable {
        case vertical, horizontal
    }

    open var scrollDirection: ScrollDirection = .vertical
    open var itemSize = CGSize(width: 50, height: 50)
    open var minimumLineSpacing: CGFloat = 10
    open var minimumInteritemSpacing: CGFloat = 10
    open var sectionInset: UIEdgeInsets = .zero
}

@MainActor
open class UICollectionViewCell: UIView {
    open var contentConfiguration: (any UIContentConfiguration)?
    open var contentView: UIView { UIView() }

    open func prepareForReuse() {}
}

@MainActor
open class UICollectionView: UIScrollView {
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    open var collectionViewLayout: UICollectionViewLayout
    open weak var dataSource: (any UICollectionViewDataSource)?
    open weak var delegate: (any UICollectionViewDelegate)?

    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {}
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    {
        UICollectionViewCell()
    }
    open func reloadData() {}
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {}
}

@MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
}

@MainActor
public protocol UICollectionViewDelegate: NSObjectProtocol {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
}

extension UICollectionViewDelegate {
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
}

// MARK: - Auto Layout

@MainActor
open class UILayoutGuide: NSObject {
    open var layoutFrame: CGRect { .zero }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension() }
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension() }
}

/// Generic over the anchor kind, as in the SDK, so an x-axis anchor cannot be pinned to a y-axis one.
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { NSLayoutConstraint() }
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint()
    }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0)
        -> NSLayoutConstraint
    {
        NSLayoutConstraint()
    }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0)
        -> NSLayoutConstraint
    {
        NSLayoutConstraint()
    }
}

@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

@MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint()
    }
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
}

public struct UILayoutPriority: RawRepresentable, Hashable, Sendable {
    public let rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let defaultLow = UILayoutPriority(250)
}

@MainActor
open class NSLayoutConstraint: NSObject {
    public enum Axis: Int, Sendable {
        case horizontal, vertical
    }

    open var isActive = false
    open var constant: CGFloat = 0
    open var priority: UILayoutPriority = .required
    open var identifier: String?
    open var multiplier: CGFloat { 1 }

    open class func activate(_ constraints: [NSLayoutConstraint]) {}
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {}
}

// MARK: - Bars and bar items

@MainActor
open class UIBarItem: NSObject {
    open var title: String?
    open var image: UIImage?
    open var isEnabled = true
    open var tag = 0
}

@MainActor
open class UIBarButtonItem: UIBarItem {
    public enum Style: Int, Sendable {
        case plain = 0
        case done = 2
    }

    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
            bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo,
            pageCurl, close
    }

    public override init() {}

    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
        self.init()
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
    }

    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
    }

    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
    }

    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init()
    }

    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.init()
        self.primaryAction = primaryAction
    }

    open var style: Style = .plain
    open var tintColor: UIColor?
    open var primaryAction: UIAction?
    open weak var target: AnyObject?
    open var action: Selector?
}

@MainActor
open class UITabBarItem: UIBarItem {
    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.selectedImage = selectedImage
        super.init()
        self.title = title
        self.image = image
    }

    open var selectedImage: UIImage?
    open var badgeValue: String?
    open var badgeColor: UIColor?
}

@MainActor
open class UINavigationItem: NSObject {
    public enum LargeTitleDisplayMode: Int, Sendable {
        case automatic, always, never
    }

    public enum BackButtonDisplayMode: Int, Sendable {
        case `default`, generic, minimal
    }

    public init(title: String) {
        self.title = title
    }

    open var title: String?
    open var prompt: String?
    open var titleView: UIView?
    open var backBarButtonItem: UIBarButtonItem?
    open var backButtonTitle: String?
    open var backButtonDisplayMode: BackButtonDisplayMode = .default
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    open var hidesBackButton = false
    open var leftItemsSupplementBackButton = false
    open var leftBarButtonItem: UIBarButtonItem?
    open var rightBarButtonItem: UIBarButtonItem?
    open var leftBarButtonItems: [UIBarButtonItem]?
    open var rightBarButtonItems: [UIBarButtonItem]?
    open var searchController: UISearchController?
    open var hidesSearchBarWhenScrolling = true
    open var standardAppearance: UINavigationBarAppearance?
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    open var compactAppearance: UINavigationBarAppearance?

    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {}
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {}
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {}
}

@MainActor
open class UIBarAppearance: NSObject {
    public override init() {}

    open var backgroundColor: UIColor?
    open var backgroundImage: UIImage?
    open var shadowColor: UIColor?
    open var shadowImage: UIImage?

    open func configureWithDefaultBackground() {}
    open func configureWithOpaqueBackground() {}
    open func configureWithTransparentBackground() {}
}

@MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
}

@MainActor
open class UITabBarAppearance: UIBarAppearance {}

@MainActor
open class UIToolbarAppearance: UIBarAppearance {}

@MainActor
open class UINavigationBar: UIView {
    open var barStyle: UIBarStyle = .default
    open var barTintColor: UIColor?
    open var isTranslucent = true
    open var prefersLargeTitles = false
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    open var standardAppearance = UINavigationBarAppearance()
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    open var compactAppearance: UINavigationBarAppearance?
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?
    open var shadowImage: UIImage?
    open var topItem: UINavigationItem? { nil }

    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {}
    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? { nil }
}

@MainActor
open class UIToolbar: UIView {
    open var items: [UIBarButtonItem]?
    open var barStyle: UIBarStyle = .default
    open var barTintColor: UIColor?
    open var isTranslucent = true
    open var standardAppearance = UIToolbarAppearance()
    open var scrollEdgeAppearance: UIToolbarAppearance?

    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {}
}

@MainActor
open class UITabBar: UIView {
    open var items: [UITabBarItem]?
    open var selectedItem: UITabBarItem?
    open var barStyle: UIBarStyle = .default
    open var barTintColor: UIColor?
    open var unselectedItemTintColor: UIColor?
    open var isTranslucent = true
    open var standardAppearance = UITabBarAppearance()
    open var scrollEdgeAppearance: UITabBarAppearance?
}

// MARK: - View controllers

@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    var isAnimated: Bool { get }
    var isInteractive: Bool { get }
    var isCancelled: Bool { get }
    var transitionDuration: TimeInterval { get }
}

@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}

@MainActor
open class UIViewController: UIResponder {
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

    public required init?(coder: NSCoder) {}

    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    // MARK: View and its lifecycle

    open var view: UIView! = UIView()
    open var viewIfLoaded: UIView? { nil }
    open var isViewLoaded: Bool { false }
    open var title: String?
    open var traitCollection: UITraitCollection { UITraitCollection() }

    // `@objc dynamic`, as UIKit's methods effectively are: apps override lifecycle hooks in extensions,
    // which Swift allows only for dynamically dispatched methods.
    @objc dynamic open func loadView() {}
    @objc dynamic open func viewDidLoad() {}
    @objc dynamic open func viewWillAppear(_ animated: Bool) {}
    @objc dynamic open func viewIsAppearing(_ animated: Bool) {}
    @objc dynamic open func viewDidAppear(_ animated: Bool) {}
    @objc dynamic open func viewWillDisappear(_ animated: Bool) {}
    @objc dynamic open func viewDidDisappear(_ animated: Bool) {}
    @objc dynamic open func viewWillLayoutSubviews() {}
    @objc dynamic open func viewDidLayoutSubviews() {}
    @objc dynamic open func viewSafeAreaInsetsDidChange() {}
    @objc dynamic open func updateViewConstraints() {}
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}
    open func willTransition(
        to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
    ) {}
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    @objc dynamic open func didReceiveMemoryWarning() {}

    // MARK: Layout and appearance

    open var edgesForExtendedLayout: UIRectEdge = .all
    open var extendedLayoutIncludesOpaqueBars = false
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero
    open var hidesBottomBarWhenPushed = false
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    open var prefersStatusBarHidden: Bool { false }
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    open var isModalInPresentation = false

    open func setNeedsStatusBarAppearanceUpdate() {}

    // MARK: Containment

    open var parent: UIViewController? { nil }
    open var children: [UIViewController] { [] }
    open var navigationController: UINavigationController? { nil }
    open var tabBarController: UITabBarController? { nil }
    open var navigationItem: UINavigationItem { UINavigationItem(title: "") }
    open var tabBarItem: UITabBarItem! = UITabBarItem(title: nil, image: nil, selectedImage: nil)
    open var toolbarItems: [UIBarButtonItem]?

    open func addChild(_ childController: UIViewController) {}
    open func removeFromParent() {}
    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {}

    // MARK: Presentation and transitions

    open var presentedViewController: UIViewController? { nil }
    open var presentingViewController: UIViewController? { nil }
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { nil }
    open var isMovingToParent: Bool { false }
    open var isMovingFromParent: Bool { false }
    open var isBeingPresented: Bool { false }
    open var isBeingDismissed: Bool { false }

    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)
    {}
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}

    // MARK: Editing

    open var isEditing = false
    open var editButtonItem: UIBarButtonItem { UIBarButtonItem() }

    open func setEditing(_ editing: Bool, animated: Bool) {}
}

@MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController,
        animated: Bool)
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController,
        animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController,
        animated: Bool
    ) {}
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController,
        animated: Bool
    ) {}
}

@MainActor
open class UINavigationController: UIViewController {
    public init(rootViewController: UIViewController) {
        viewControllers = [rootViewController]
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open weak var delegate: (any UINavigationControllerDelegate)?
    open var viewControllers: [UIViewController] = []
    open var topViewController: UIViewController? { viewControllers.last }
    open var visibleViewController: UIViewController? { viewControllers.last }
    open var navigationBar: UINavigationBar { UINavigationBar() }
    open var toolbar: UIToolbar! { UIToolbar() }
    open var isNavigationBarHidden = false
    open var isToolbarHidden = true
    open var hidesBarsOnSwipe = false
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { nil }

    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {}
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {}
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {}
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? { nil }
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? { nil }
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? { nil }
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {}
}

@MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

@MainActor
open class UITabBarController: UIViewController {
    open weak var delegate: (any UITabBarControllerDelegate)?
    open var viewControllers: [UIViewController]?
    open var selectedViewController: UIViewController?
    open var selectedIndex = 0
    open var tabBar: UITabBar { UITabBar() }

    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {}
}

@MainActor
open class UISearchController: UIViewController {
    public init(searchResultsController: UIViewController?) {
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open var searchBar: UISearchBar { UISearchBar() }
    open var obscuresBackgroundDuringPresentation = true
    open var isActive = false
}

/// UIKit mirrors the data-source and delegate methods onto the controller, so subclasses
/// `override` them; the open methods below do the same.
@MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    public init(style: UITableView.Style) {
        tableView = UITableView(frame: .zero, style: style)
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        tableView = UITableView(frame: .zero, style: .plain)
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        tableView = UITableView(frame: .zero, style: .plain)
        super.init(coder: coder)
    }

    open var tableView: UITableView!
    open var clearsSelectionOnViewWillAppear = true
    open var refreshControl: UIRefreshControl?

    open func numberOfSections(in tableView: UITableView) -> Int { 1 }
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
}

@MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        super.init(coder: coder)
    }

    open var collectionView: UICollectionView!

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        UICollectionViewCell()
    }
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
}

// MARK: - Apple-platform Foundation that Linux's Foundation lacks

extension NotificationCenter {
    /// The selector-based registration; Linux's Foundation has only the block-based one.
    public func addObserver(
        _ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?,
        object anObject: Any?
    ) {}
}

/// Missing from Linux's Foundation.
open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
    public enum DateTimeStyle: Int, Sendable {
        case numeric, named
    }

    public enum UnitsStyle: Int, Sendable {
        case full, spellOut, short, abbreviated
    }

    open var dateTimeStyle: DateTimeStyle = .numeric
    open var unitsStyle: UnitsStyle = .full

    open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String { "" }
    open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String { "" }
}
