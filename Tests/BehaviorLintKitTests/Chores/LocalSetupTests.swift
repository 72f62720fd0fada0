import XCTest

@testable import BehaviorLintKit

/// The statements that build the locals a statement reads belong to it; the rest of the function
/// does not.
final class LocalSetupTests: XCTestCase {
    /// The setup, as statement indices, of the last statement of `body` (a `viewWillAppear(_:)`).
    private func setup(_ body: String) -> [Int] {
        let index = ProjectIndex(
            files: [
                Scanner.summarize(
                    bytes: Array(
                        """
                        final class HomeViewController: UIViewController {
                            override func viewWillAppear(_ animated: Bool) {
                                \(body)
                            }
                        }
                        """.utf8), path: "Home.swift")
            ], configuration: .defaults)
        let syntaxes = index.lifecycleOverrides(ofClass: "HomeViewController")[0].syntaxes
        return LocalSetup.statements(before: syntaxes.count - 1, in: syntaxes)
    }

    func testTheLocalsBindingAndEveryStatementActingOnItAreItsSetup() {
        XCTAssertEqual(
            setup(
                """
                super.viewWillAppear(animated)
                        let appearance = UINavigationBarAppearance()
                        appearance.configureWithOpaqueBackground()
                        tableView.reloadData()
                        appearance.backgroundColor = .white
                        navigationController?.navigationBar.standardAppearance = appearance
                """), [1, 2, 4])
    }

    func testALocalTheSetupReadsIsPartOfItToo() {
        XCTAssertEqual(
            setup(
                """
                let color = UIColor(white: 1, alpha: 1)
                        let unrelated = 3
                        let appearance = UINavigationBarAppearance()
                        appearance.backgroundColor = color
                        navigationController?.navigationBar.standardAppearance = appearance
                """), [0, 2, 3])
    }

    func testAStatementReadingNoLocalHasNoSetup() {
        XCTAssertEqual(
            setup(
                """
                let appearance = UINavigationBarAppearance()
                        navigationController?.navigationBar.tintColor = .white
                """), [])
    }
}
