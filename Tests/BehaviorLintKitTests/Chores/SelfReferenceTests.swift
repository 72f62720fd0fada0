import XCTest

@testable import BehaviorLintKit

/// A screen hands itself to an object that calls it back (`= self`) and takes itself away (`= nil`):
/// which assignments count, by what path, and which run every time their override does.
final class SelfReferenceTests: XCTestCase {
    /// The references `viewWillDisappear(_:)` of a screen whose body is `body` sets or empties.
    private func references(_ body: String, helper: String = "") -> [SelfReference] {
        let index = ProjectIndex(
            files: [
                Scanner.summarize(
                    bytes: Array(
                        """
                        final class LoginViewController: UIViewController {
                            override func viewWillDisappear(_ animated: Bool) {
                                \(body)
                            }
                            \(helper)
                        }
                        """.utf8), path: "LoginViewController.swift")
            ], configuration: .defaults)
        return SelfReference.all(in: index.lifecycleOverrides(ofClass: "LoginViewController")[0], project: index)
    }

    private func read(_ body: String, helper: String = "") -> [String] {
        references(body, helper: helper).map {
            "\($0.path.joined(separator: ".")) \($0.pointsAtSelf ? "self" : "nil") \($0.isUnconditional)"
        }
    }

    func testSelfAndNilAssignedToAPropertyAreReadByTheirPathWithoutSelf() {
        XCTAssertEqual(read("webView.navigationDelegate = self"), ["webView.navigationDelegate self true"])
        XCTAssertEqual(read("self.webView?.navigationDelegate = nil"), ["webView.navigationDelegate nil true"])
        XCTAssertEqual(read("delegate = nil"), ["delegate nil true"])
        XCTAssertEqual(read("LoginViewController.current = nil"), ["LoginViewController.current nil true"])
    }

    func testANameBoundToAnotherChainStandsForIt() {
        XCTAssertEqual(
            read("if let web = webView { web.navigationDelegate = nil }"), ["webView.navigationDelegate nil false"])
    }

    func testAssignmentsInABlockOrAfterAnEarlyExitDoNotRunEveryTime() {
        XCTAssertEqual(
            read("if isMovingFromParent { webView.navigationDelegate = nil }"), ["webView.navigationDelegate nil false"]
        )
        XCTAssertEqual(
            read(
                """
                guard isMovingFromParent else { return }
                        webView.navigationDelegate = nil
                """), ["webView.navigationDelegate nil false"])
    }

    func testAHelperOfTheScreensOwnClassIsReadOneCallDeepAndNeverCountsAsUnconditional() {
        XCTAssertEqual(
            read("detachWebView()", helper: "private func detachWebView() { webView.navigationDelegate = nil }"),
            ["webView.navigationDelegate nil false"])
    }

    func testOtherValuesCompoundAssignmentsAndStoredHandlersAreNot() {
        XCTAssertEqual(read("webView.navigationDelegate = coordinator"), [])
        XCTAssertEqual(read("webView.navigationDelegate = self.coordinator"), [])
        XCTAssertEqual(read("onClose = { [weak self] in self?.webView.navigationDelegate = nil }"), [])
        XCTAssertEqual(read("let owner = self"), [])
    }

    func testATypesPropertyIsStaticAnInstancesIsNot() {
        XCTAssertEqual(references("LoginViewController.current = nil").map(\.isStatic), [true])
        XCTAssertEqual(references("Self.current = nil").map(\.isStatic), [true])
        XCTAssertEqual(references("webView.navigationDelegate = nil").map(\.isStatic), [false])
    }

    func testAContainersDelegateIsReadAsThatContainerTheScreensOwnDelegateOnlyInAContainer() {
        let index = ProjectIndex(
            files: [
                Scanner.summarize(
                    bytes: Array(
                        """
                        final class Tabs: UITabBarController {
                            override func viewDidLoad() { delegate = self }
                        }
                        final class Stack: UINavigationController {
                            override func viewDidLoad() { self.delegate = self }
                        }
                        final class Screen: UIViewController {
                            override func viewDidLoad() {
                                delegate = self
                                navigationController?.interactivePopGestureRecognizer?.delegate = self
                                tabBarController?.delegate = self
                                webView.navigationDelegate = self
                            }
                        }
                        """.utf8), path: "Classes.swift")
            ], configuration: .defaults)
        let containers = { (className: String) in
            SelfReference.all(in: index.lifecycleOverrides(ofClass: className)[0], project: index).map {
                $0.containerDelegate(ofClass: className, project: index)
            }
        }
        XCTAssertEqual(containers("Tabs"), [.tabBar])
        XCTAssertEqual(containers("Stack"), [.navigation])
        XCTAssertEqual(containers("Screen"), [nil, .popGesture, .tabBar, nil])
    }
}
