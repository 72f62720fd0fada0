import Foundation
import XCTest

@testable import BehaviorLintKit

/// Generated behaviors fit the protocol the project already has (its hook names, labels and
/// whether hooks receive `animated`), or the configured hook style when fix writes the protocol.
final class BehaviorProtocolFixTests: XCTestCase {
    private func fix(_ files: [(String, String)], configure: (inout LintConfiguration) -> Void = { _ in }) -> FixOutcome
    {
        var configuration = LintConfiguration.everyScreen
        configure(&configuration)
        return FixEngine.fix(
            files.map { (path: $0.0, bytes: Array($0.1.utf8)) }, configuration: configuration,
            outputDirectory: "Behaviors")
    }

    private func host(animatedArgument: String) -> String {
        """
        final class A: UIViewController {
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                navigationController?.setNavigationBarHidden(true, animated: \(animatedArgument))
            }

            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                navigationController?.setNavigationBarHidden(false, animated: \(animatedArgument))
            }
        }

        """
    }

    /// A UIKit-style protocol whose hooks take the controller unlabeled and no `animated`.
    private let uikitStyleProtocol = """
        protocol ScreenBehavior {
            func viewWillAppear(_ viewController: UIViewController)
            func viewWillDisappear(_ viewController: UIViewController)
        }

        """

    func testBehaviorsConformToTheProjectsOwnProtocolAndItsSpelling() throws {
        let outcome = fix([("A.swift", host(animatedArgument: "true")), ("ScreenBehavior.swift", uikitStyleProtocol)])
        XCTAssertEqual(outcome.created.map { $0.path }, ["Behaviors/HideNavigationBarBehavior.swift"])
        let behavior = try XCTUnwrap(outcome.created.first?.contents)
        XCTAssertTrue(
            behavior.contains(
                "struct HideNavigationBarBehavior: ScreenBehavior {\n"
                    + "    func viewWillAppear(_ viewController: UIViewController) {\n"
                    + "        viewController.navigationController?.setNavigationBarHidden(true, animated: true)\n"),
            behavior)
    }

    func testAStatementReadingAnimatedStaysWhenTheProtocolsHooksDoNotReceiveIt() {
        let files = [("A.swift", host(animatedArgument: "animated")), ("ScreenBehavior.swift", uikitStyleProtocol)]
        XCTAssertFalse(fix(files).hasChanges)
        let findings = LintEngine.lint(
            files.map { (path: $0.0, bytes: Array($0.1.utf8)) },
            configuration: .only("nav-bar-visibility", values: ["min-screens": "1", "min-lines": "1"]))
        // Lint agrees, and says why no behavior of this protocol can take the pair.
        XCTAssertEqual(findings.map { $0.fixable }, [false])
        XCTAssertEqual(
            findings.first?.copies.first?.verdict,
            .notFixable([.cannotMove(.readsAnimated(behaviorProtocol: "ScreenBehavior", method: "viewWillAppear"))]))
    }

    func testTheConfiguredUIKitHookStyleShapesTheSupportFileAndTheBehavior() throws {
        let outcome = fix([("A.swift", host(animatedArgument: "animated"))]) { configuration in
            configuration.behaviors.set("hook-style", to: "uikit")
            configuration.behaviors.set("protocol", to: "LifecycleBehavior")
        }
        let support = try XCTUnwrap(outcome.created.first { $0.path == "Behaviors/LifecycleBehaviors.swift" }?.contents)
        XCTAssertTrue(
            support.contains(
                "protocol LifecycleBehavior {\n    func viewDidLoad(viewController: UIViewController)\n"
                    + "    func viewWillAppear(viewController: UIViewController, animated: Bool)\n"), support)
        XCTAssertTrue(support.contains("behavior.viewWillAppear(viewController: host, animated: animated)"), support)
        let behavior = try XCTUnwrap(
            outcome.created.first { $0.path == "Behaviors/HideNavigationBarBehavior.swift" }?.contents)
        XCTAssertTrue(
            behavior.contains(
                "struct HideNavigationBarBehavior: LifecycleBehavior {\n"
                    + "    func viewWillAppear(viewController: UIViewController, animated: Bool) {\n"), behavior)
    }
}
