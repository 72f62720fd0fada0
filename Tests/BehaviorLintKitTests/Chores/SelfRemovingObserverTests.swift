import XCTest

@testable import BehaviorLintKit

/// An observer whose handler removes it on its first delivery is a one-shot wait, not a
/// registration that piles up.
final class SelfRemovingObserverTests: XCTestCase {
    private func removesItself(add: String, handler: String) -> Bool {
        let source = """
            final class LaunchViewController: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    \(add)
                }

                @objc private func unlocked(_ notification: Notification) {
                    \(handler)
                }
            }
            """
        let project = ProjectIndex(
            files: [Scanner.summarize(bytes: Array(source.utf8), path: "Launch.swift")], configuration: .defaults)
        let override = project.lifecycleOverrides(ofClass: "LaunchViewController")[0]
        let invocation = override.syntaxes.flatMap { NavigationChromeStatement($0).invocations }.first {
            $0.name == "addObserver"
        }
        guard let invocation else {
            XCTFail("no addObserver call read")
            return false
        }
        return SelfRemovingObserver.removesItselfOnDelivery(
            invocation, of: "LaunchViewController", project: project)
    }

    private let add =
        "NotificationCenter.default.addObserver(self, selector: #selector(unlocked(_:)), "
        + "name: UIApplication.protectedDataDidBecomeAvailableNotification, object: nil)"

    func testAHandlerRemovingTheNameItObservesEndsTheRegistration() {
        XCTAssertTrue(
            removesItself(
                add: add,
                handler:
                    "NotificationCenter.default.removeObserver(self, name: UIApplication.protectedDataDidBecomeAvailableNotification, object: nil)"
            ))
        XCTAssertTrue(removesItself(add: add, handler: "NotificationCenter.default.removeObserver(self)"))
    }

    func testAHandlerRemovingAnotherNameOrNothingKeepsIt() {
        XCTAssertFalse(
            removesItself(
                add: add,
                handler:
                    "NotificationCenter.default.removeObserver(self, name: UIApplication.didBecomeActiveNotification, object: nil)"
            ))
        XCTAssertFalse(removesItself(add: add, handler: "reload()"))
    }

    func testAnObserverWithoutASelectorIsNotOneShot() {
        XCTAssertFalse(
            removesItself(
                add: "NotificationCenter.default.addObserver(forName: .didUnlock, object: nil, queue: .main) { _ in }",
                handler: "NotificationCenter.default.removeObserver(self)"))
    }

    func testTheSelectorsMethodIsItsBaseName() {
        XCTAssertEqual(SelfRemovingObserver.selectedMethod("#selector(unlocked(_:))"), "unlocked")
        XCTAssertEqual(SelfRemovingObserver.selectedMethod("#selector(self.unlocked)"), "unlocked")
        XCTAssertEqual(SelfRemovingObserver.selectedMethod("#selector(LaunchViewController.unlocked(_:))"), "unlocked")
        XCTAssertNil(SelfRemovingObserver.selectedMethod("#selector(getter: UIView.alpha)"))
        XCTAssertNil(SelfRemovingObserver.selectedMethod("handler"))
    }
}
