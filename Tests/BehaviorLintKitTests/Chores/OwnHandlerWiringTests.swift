import XCTest

@testable import BehaviorLintKit

/// A statement naming a handler of the screen's own in `#selector(…)` wires that handler: what it
/// does is the handler's.
final class OwnHandlerWiringTests: XCTestCase {
    private func holds(_ statement: String) -> Bool {
        let source = """
            class BaseViewController: UIViewController {
                @objc func close() {}
            }
            final class DepositViewController: BaseViewController {
                override func viewDidLoad() {
                    \(statement)
                }
                @objc private func keyboardWillShow(_ notification: Notification) {}
            }
            """
        let project = ProjectIndex(
            files: [Scanner.summarize(bytes: Array(source.utf8), path: "Deposit.swift")], configuration: .defaults)
        let syntax = project.lifecycleOverrides(ofClass: "DepositViewController")[0].syntaxes[0]
        return OwnHandlerWiring.holds(syntax, ofClass: "DepositViewController", project: project)
    }

    func testAHandlerTheClassOrItsSuperclassDeclaresIsItsOwnWiring() {
        XCTAssertTrue(
            holds(
                "NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)"
            ))
        XCTAssertTrue(holds("button.addTarget(self, action: #selector(self.close), for: .touchUpInside)"), "inherited")
    }

    func testAnotherObjectsHandlerOrNoSelectorIsNot() {
        XCTAssertFalse(
            holds(
                "view.addGestureRecognizer(UITapGestureRecognizer(target: view, action: #selector(UIView.endEditing(_:))))"
            ))
        XCTAssertFalse(
            holds("NotificationCenter.default.addObserver(forName: .refresh, object: nil, queue: .main) { _ in }"))
    }
}
