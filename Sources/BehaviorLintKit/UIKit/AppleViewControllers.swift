/// View-controller classes of Apple's frameworks a screen can inherit from: what makes a class a
/// view controller, and whose lifecycle hooks' work is documented (or documented as nothing). A
/// superclass not among them and not in the project is a library's, whose hooks do work the
/// documentation does not tell.
public enum AppleViewControllers {
    public static let names: Set<String> = [
        // UIKit
        "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController",
        "UITabBarController", "UIPageViewController", "UISplitViewController", "UISearchController",
        "UIAlertController", "UIActivityViewController", "UIImagePickerController", "UIVideoEditorController",
        "UIDocumentPickerViewController", "UIDocumentBrowserViewController", "UIReferenceLibraryViewController",
        "UIInputViewController", "UIFontPickerViewController", "UIColorPickerViewController",
        "UICloudSharingController", "UIPrinterPickerController",
        // AppKit
        "NSViewController", "NSTabViewController", "NSSplitViewController", "NSPageController",
        "NSTitlebarAccessoryViewController", "NSCollectionViewItem",
        // Other Apple frameworks
        "UIHostingController", "NSHostingController", "AVPlayerViewController", "SFSafariViewController",
        "MFMailComposeViewController", "MFMessageComposeViewController", "QLPreviewController",
        "PHPickerViewController", "CNContactViewController", "CNContactPickerViewController",
        "EKEventViewController", "EKEventEditViewController", "GKGameCenterViewController",
        "SKStoreProductViewController", "VNDocumentCameraViewController", "MPMediaPickerController",
        "PKAddPassesViewController",
    ]

    /// Apple classes a project class can descend from directly that are no view controllers and
    /// that no view controller descends from below them: `NSObject` is Foundation's root, and
    /// `UIResponder`, `UIView` and `UIControl` (AppKit's `NSResponder`, `NSView`, `NSControl`) have no
    /// appearance hooks, and UIKit's presentation controllers, which share the size and trait
    /// transitions with view controllers, are none. A project class built on one of them is no
    /// screen, whatever its methods are named.
    static let otherRoots: Set<String> = [
        "NSObject", "UIResponder", "UIView", "UIControl", "NSResponder", "NSView", "NSControl",
        "UIPresentationController", "UIPopoverPresentationController", "UISheetPresentationController",
    ]

    /// Whether `name` (bare or module-qualified, `Foundation.NSObject`) is one of `otherRoots`.
    public static func isOtherRoot(_ name: String) -> Bool {
        otherRoots.contains(bareName(name))
    }

    /// Whether `name` is one of `names` or `otherRoots`: a class Apple's frameworks declare.
    static func isFrameworkClass(_ name: String) -> Bool {
        contains(name) || isOtherRoot(name)
    }

    /// Whether `name` (bare or module-qualified, `UIKit.UIViewController`) is one of them.
    public static func contains(_ name: String) -> Bool {
        names.contains(bareName(name))
    }

    /// Whether `name` is one of UIKit's view controllers (`UIViewController`, `UITableViewController`,
    /// `UIKit.UIPageViewController`), whose appearance callbacks UIKit documents as must-call.
    static func isUIKitClass(_ name: String) -> Bool {
        contains(name) && bareName(name).hasPrefix("UI")
    }

    /// `UIViewController` for `UIKit.UIViewController`.
    private static func bareName(_ name: String) -> String {
        name.split(separator: ".").last.map(String.init) ?? name
    }

    /// Whether a subclass that skips `name`'s implementation of `hook` skips work it relies on:
    /// the appearance callbacks of UIKit's other view controllers do the container's own work (a
    /// table view controller clears its selection, a tab bar controller shows its selected tab);
    /// a plain `UIViewController`'s do nothing a screen relies on (UIKit documents the call as
    /// required, but a screen that skips it loses nothing observable: rounds 47 and 48 read 221
    /// such findings as noise; a screen with children of its own, or an app that replaces the hook
    /// at run time, is `LifecycleSuperCallRule`'s to tell); a library's class is subclassed for
    /// the work it does; Apple's load, layout, trait and memory-warning hooks do nothing a
    /// subclass relies on, and its transitions pass the change on to the children, which a
    /// container has; a library's class, read on many apps, was not found to need its transitions
    /// (round 33: none acted on).
    public static func doesRealWork(_ hook: LifecycleHook, in name: String) -> Bool {
        if hook.isTransition { return containers.contains(bareName(name)) }
        if hook.isAppearance || hook.isDisappearance { return bareName(name) != "UIViewController" }
        return !contains(name)
    }

    /// UIKit's containers: their transitions pass the new size or traits on to the screens they hold.
    private static let containers: Set<String> = [
        "UINavigationController", "UITabBarController", "UIPageViewController", "UISplitViewController",
    ]
}
