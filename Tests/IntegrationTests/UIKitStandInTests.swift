import Foundation
import XCTest

/// The UIKit stand-in (`Tests/UIKitStandIn`) and `SwiftTypeCheck`: the sample app compiles
/// against it, and the harness really reports errors, so a passing type check means something.
final class UIKitStandInTests: XCTestCase {
    func testSampleAppTypeChecks() throws {
        let sources = try XCTUnwrap(FileManager.default.enumerator(atPath: SampleApp.sources))
            .compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
            .map { SampleApp.sources + "/" + $0 }
        XCTAssertGreaterThanOrEqual(sources.count, 20, "the sample app's sources were not found")
        let result = try SwiftTypeCheck.typeCheck(paths: sources)
        XCTAssertTrue(result.succeeded, result.output)
    }

    func testCallToMissingUIKitMethodFails() throws {
        let result = try SwiftTypeCheck.typeCheck([
            (
                name: "Typo.swift",
                source: """
                import UIKit

                final class TypoViewController: UIViewController {
                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        navigationController?.setNavigationBarHiden(true, animated: animated)
                    }
                }
                """
            )
        ])
        XCTAssertFalse(result.succeeded, result.output)
        XCTAssertTrue(result.output.contains("has no member 'setNavigationBarHiden'"), result.output)
    }

    func testMainActorIsolationIsChecked() throws {
        let result = try SwiftTypeCheck.typeCheck([
            (
                name: "Nonisolated.swift",
                source: """
                import UIKit

                func hideBar(of viewController: UIViewController) {
                    viewController.navigationController?.setNavigationBarHidden(true, animated: false)
                }
                """
            )
        ])
        XCTAssertFalse(result.succeeded, "a nonisolated function must not touch a view controller")
        XCTAssertTrue(result.output.contains("main actor-isolated"), result.output)
    }

    /// The shape fix mode generates: a behavior conforming to a `@MainActor` protocol, in its own
    /// file, attached by a view controller in another.
    func testGeneratedBehaviorShapeTypeChecks() throws {
        let result = try SwiftTypeCheck.typeCheck([
            (
                name: "Behaviors/HideNavigationBarBehavior.swift",
                source: """
                import UIKit

                @MainActor
                protocol ViewControllerLifecycleBehavior {
                    func beforeAppearing(viewController: UIViewController, animated: Bool)
                    func beforeDisappearing(viewController: UIViewController, animated: Bool)
                }

                struct HideNavigationBarBehavior: ViewControllerLifecycleBehavior {
                    func beforeAppearing(viewController: UIViewController, animated: Bool) {
                        viewController.navigationController?.setNavigationBarHidden(true, animated: animated)
                    }

                    func beforeDisappearing(viewController: UIViewController, animated: Bool) {
                        viewController.navigationController?.setNavigationBarHidden(false, animated: animated)
                    }
                }
                """
            ),
            (
                name: "Screens/ProfileViewController.swift",
                source: """
                import UIKit

                final class ProfileViewController: UIViewController {
                    private let behaviors: [any ViewControllerLifecycleBehavior] = [HideNavigationBarBehavior()]

                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        behaviors.forEach { $0.beforeAppearing(viewController: self, animated: animated) }
                    }

                    override func viewWillDisappear(_ animated: Bool) {
                        super.viewWillDisappear(animated)
                        behaviors.forEach { $0.beforeDisappearing(viewController: self, animated: animated) }
                    }
                }
                """
            ),
        ])
        XCTAssertTrue(result.succeeded, result.output)
    }
}
