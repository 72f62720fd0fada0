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

    /// Whether `name` (bare or module-qualified, `UIKit.UIViewController`) is one of them.
    public static func contains(_ name: String) -> Bool {
        names.contains(name.split(separator: ".").last.map(String.init) ?? name)
    }

    /// Whether a subclass that skips `name`'s implementation of `hook` skips work it relies on:
    /// UIKit's appearance callbacks forward appearance to children and do the container's own
    /// work (a table view controller clears its selection) and are documented as must-call; a
    /// library's class is subclassed for the work it does; Apple's load, layout, trait and
    /// memory-warning hooks do nothing a subclass relies on.
    public static func doesRealWork(_ hook: LifecycleHook, in name: String) -> Bool {
        hook.isAppearance || hook.isDisappearance || !contains(name)
    }
}
