import XCTest

@testable import BehaviorLintKit

/// A screen only ever presented itself has no navigation controller: what it does to the bars
/// through `navigationController` changes nothing.
final class WithoutNavigationControllerTests: XCTestCase {
    private func project(_ files: [(String, String)]) -> ProjectIndex {
        ProjectIndex(
            files: files.map { Scanner.summarize(bytes: Array($0.1.utf8), path: $0.0) }, configuration: .defaults)
    }

    private let screens = (
        "Screens.swift",
        """
        final class KeyModalViewController: UIViewController {}
        final class ReceiptViewController: UIViewController {}
        final class ComposeViewController: UIViewController {}
        class BaseFormViewController: UIViewController {}
        final class SignUpViewController: BaseFormViewController {}
        final class LinkViewController: UIViewController {}
        final class SettingsViewController: UIViewController {
            func addKey() {
                let modal = KeyModalViewController()
                present(modal, animated: true)
            }
            func showReceipt() {
                present(ReceiptViewController(), animated: true, completion: nil)
                navigationController?.pushViewController(ReceiptViewController(), animated: true)
            }
            func compose() {
                present(UINavigationController(rootViewController: ComposeViewController()), animated: true)
            }
            func form() {
                present(BaseFormViewController(), animated: true)
                navigationController?.pushViewController(SignUpViewController(), animated: true)
            }
        }
        """
    )

    private let storyboard = (
        "Main.storyboard",
        """
        <document initialViewController="a">
        <scenes>
        <scene><objects><viewController id="a" customClass="SettingsViewController" sceneMemberID="viewController">
        <connections><segue destination="b" kind="presentation" id="s1"/></connections>
        </viewController></objects></scene>
        <scene><objects><viewController id="b" customClass="LinkViewController" sceneMemberID="viewController"/></objects></scene>
        </scenes>
        </document>
        """
    )

    func testAScreenOnlyPresentedItselfHasNone() {
        let index = project([screens, storyboard])
        XCTAssertTrue(WithoutNavigationController.holds(for: "KeyModalViewController", project: index))
        XCTAssertTrue(WithoutNavigationController.holds(for: "LinkViewController", project: index))
    }

    /// Pushed somewhere too, made a stack's root, or a subclass pushed: it may have one.
    func testAScreenAlsoInAStackOrWithAPushedSubclassMayHaveOne() {
        let index = project([screens, storyboard])
        for name in [
            "ReceiptViewController", "ComposeViewController", "BaseFormViewController", "SettingsViewController",
        ] {
            XCTAssertFalse(WithoutNavigationController.holds(for: name, project: index), name)
        }
    }
}
