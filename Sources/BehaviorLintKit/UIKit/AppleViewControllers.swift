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
}
