import XCTest

@testable import BehaviorLintKit

/// A statement that only calls a method the project declares hands its chore to a home the project
/// has; one that does anything else, or calls Apple's API, does not.
final class ProjectHelperCallTests: XCTestCase {
    private func lonelyCalls(_ statements: String...) -> [Bool] {
        let source = """
            final class KeyboardAvoider {
                func startAvoiding(in view: UIView) {}
                func stopAvoiding() {}
            }

            final class FormViewController: UIViewController {
                private let keyboardAvoider = KeyboardAvoider()
                func setUpKeyboard() {}

                override func viewWillAppear(_ animated: Bool) {
                    \(statements.joined(separator: "\n"))
                }
            }
            """
        let project = ProjectIndex(
            files: [Scanner.summarize(bytes: Array(source.utf8), path: "Form.swift")], configuration: .defaults)
        return project.lifecycleOverrides(ofClass: "FormViewController")[0].syntaxes.map {
            ProjectHelperCall.isLoneCallOfProjectMethod($0, project: project)
        }
    }

    func testALoneCallOfAMethodTheProjectDeclaresIsOne() {
        XCTAssertEqual(
            lonelyCalls(
                "keyboardAvoider.startAvoiding(in: view)", "self.keyboardAvoider.stopAvoiding()", "setUpKeyboard()"),
            [true, true, true])
    }

    func testAnythingElseIsNot() {
        XCTAssertEqual(
            lonelyCalls(
                "keyboardAvoider.startAvoiding(view)",
                "navigationController?.setNavigationBarHidden(true, animated: true)",
                "let avoider = keyboardAvoider.stopAvoiding()", "super.viewWillAppear(animated)"),
            [false, false, false, false], "wrong labels, Apple's method, a binding, the lifecycle hook")
    }
}
