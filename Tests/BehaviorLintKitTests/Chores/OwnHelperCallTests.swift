import XCTest

@testable import BehaviorLintKit

/// A hook's statement that calls a method of the screen's own class, without arguments, is read
/// one helper deep; other calls are not.
final class OwnHelperCallTests: XCTestCase {
    private func helper(_ statement: String, inherited: Bool = false) -> String? {
        let source = """
            class BaseViewController: UIViewController {
                func inherited() { navigationController?.navigationBar.tintColor = .red }
            }

            final class ChatViewController: BaseViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    \(statement)
                }

                private func setColors() {
                    navigationController?.navigationBar.tintColor = .white
                    navigationController?.navigationBar.barTintColor = .black
                }

                private func configure(_ color: UIColor) {
                    navigationController?.navigationBar.tintColor = color
                }
            }

            extension ChatViewController {
                func setUpBar() { navigationController?.navigationBar.isTranslucent = false }
            }

            extension UIViewController {
                func hideKeyboardWhenTappedAround() {
                    let tap = UITapGestureRecognizer(target: self, action: #selector(dismissKeyboard))
                    view.addGestureRecognizer(tap)
                }
            }
            """
        let project = ProjectIndex(
            files: [Scanner.summarize(bytes: Array(source.utf8), path: "Chat.swift")], configuration: .defaults)
        let hook = project.lifecycleOverrides(ofClass: "ChatViewController")[0]
        guard
            let call = OwnHelperCall(
                hook.syntaxes[1], ofClass: "ChatViewController", project: project, inherited: inherited)
        else {
            return nil
        }
        return "\(call.name) \(call.syntaxes.count)"
    }

    func testACallOfTheClasssOwnMethodIsReadWithItsStatements() {
        XCTAssertEqual(helper("setColors()"), "setColors 2")
        XCTAssertEqual(helper("self.setColors()"), "setColors 2")
        XCTAssertEqual(helper("setUpBar()"), "setUpBar 1", "a method of an extension of the class")
    }

    func testCallsWithArgumentsOfSuperclassesOrOfOtherObjectsAreNot() {
        XCTAssertNil(helper("configure(.white)"))
        XCTAssertNil(helper("inherited()"), "a superclass's method is shared code already")
        XCTAssertNil(helper("view.setNeedsLayout()"))
        XCTAssertNil(helper("let done = setColors()"))
        XCTAssertNil(helper("hideKeyboardWhenTappedAround()"), "every screen's method is shared code already")
    }

    /// Asked for what runs in the screen, a method it inherits counts: a project superclass's, and
    /// one an extension of UIViewController declares for every screen.
    func testInheritedMethodsAreReadWhenAskedFor() {
        XCTAssertEqual(helper("inherited()", inherited: true), "inherited 1")
        XCTAssertEqual(helper("hideKeyboardWhenTappedAround()", inherited: true), "hideKeyboardWhenTappedAround 2")
        XCTAssertEqual(helper("setColors()", inherited: true), "setColors 2")
        XCTAssertNil(helper("configure(.white)", inherited: true))
    }
}
