import XCTest

@testable import BehaviorLintKit

/// Code that replaces an appearance hook of every view controller at run time.
final class AppearanceSwizzlingTests: XCTestCase {
    private func swizzling(_ body: String) -> AppearanceSwizzling? {
        let source = """
            extension UIViewController {
                static func swizzle() {
            \(body)
                }
            }
            """
        let project = ProjectIndex(
            files: [Scanner.summarize(bytes: Array(source.utf8), path: "Swizzle.swift")], configuration: .defaults)
        return project.appearanceSwizzling
    }

    func testExchangingAnAppearanceHooksImplementationSwizzlesIt() {
        let exchange = """
            let original = class_getInstanceMethod(self, #selector(UIViewController.viewWillDisappear(_:)))!
            let tracked = class_getInstanceMethod(self, #selector(tracked_viewWillDisappear(_:)))!
            method_exchangeImplementations(original, tracked)
            """
        XCTAssertEqual(
            swizzling(exchange),
            AppearanceSwizzling(
                hook: "viewWillDisappear(_:)", path: "Swizzle.swift", location: SourceLocation(line: 5, column: 1)))
        XCTAssertEqual(swizzling("analytics.add(plugin: UIKitScreenTracking())")?.hook, "viewDidAppear(_:)")
    }

    func testExchangingAnotherMethodOrNamingTheHookAloneIsNot() {
        XCTAssertNil(
            swizzling(
                """
                let original = class_getInstanceMethod(self, #selector(UIViewController.viewDidLoad))!
                let tracked = class_getInstanceMethod(self, #selector(tracked_viewDidLoad))!
                method_exchangeImplementations(original, tracked)
                """), "viewDidLoad is no appearance hook")
        XCTAssertNil(
            swizzling("let hook = #selector(UIViewController.viewDidAppear(_:))\nlog(hook)"), "nothing replaced")
    }
}
