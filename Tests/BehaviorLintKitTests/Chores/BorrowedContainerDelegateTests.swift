import XCTest

@testable import BehaviorLintKit

/// A screen that makes itself its container's delegate without implementing the protocol only
/// takes the container's delegate away; which assignments count, and which classes answer.
final class BorrowedContainerDelegateTests: XCTestCase {
    private func project(_ sources: String...) -> ProjectIndex {
        ProjectIndex(
            files: sources.enumerated().map {
                Scanner.summarize(bytes: Array($0.element.utf8), path: "F\($0.offset).swift")
            },
            configuration: .defaults)
    }

    /// The container whose delegate `statement`, in `viewDidLoad()`, sets to `self`.
    private func container(_ statement: String) -> ContainerDelegate? {
        let index = project(
            """
            final class HomeViewController: UIViewController {
                override func viewDidLoad() {
                    \(statement)
                }
            }
            """)
        return index.lifecycleOverrides(ofClass: "HomeViewController")[0].syntaxes
            .compactMap { BorrowedContainerDelegate.assignment(in: $0)?.container }.first
    }

    func testSelfAssignedToTheScreensContainersDelegateIsRead() {
        XCTAssertEqual(container("navigationController?.delegate = self"), .navigation)
        XCTAssertEqual(container("self.navigationController!.delegate = self"), .navigation)
        XCTAssertEqual(container("tabBarController?.delegate = self"), .tabBar)
        XCTAssertEqual(container("if let nav = navigationController { nav.delegate = self }"), .navigation)
        XCTAssertEqual(container("navigationController?.interactivePopGestureRecognizer?.delegate = self"), .popGesture)
    }

    func testTheGesturesDelegateEmptiedIsReadWhateverTheSpelling() {
        let emptied = { (statement: String) -> Bool in
            let index = self.project(
                """
                final class HomeViewController: UIViewController {
                    override func viewDidLoad() {
                        \(statement)
                    }
                }
                """)
            return index.lifecycleOverrides(ofClass: "HomeViewController")[0].syntaxes.contains {
                BorrowedContainerDelegate.emptiedPopGestureDelegate(in: $0) != nil
            }
        }
        XCTAssertTrue(emptied("navigationController?.interactivePopGestureRecognizer?.delegate = nil"))
        XCTAssertTrue(emptied("self.navigationController!.interactivePopGestureRecognizer!.delegate = nil"))
        XCTAssertTrue(
            emptied("if let nav = navigationController { nav.interactivePopGestureRecognizer?.delegate = nil }"))
        XCTAssertFalse(emptied("navigationController?.interactivePopGestureRecognizer?.delegate = self"))
        XCTAssertFalse(emptied("navigationController?.delegate = nil"))
        XCTAssertFalse(emptied("swipe.delegate = nil"))
    }

    /// A method the project adds to `UINavigationController` is the container's own code: its
    /// paths start at the container, and a screen's call of it on `navigationController` holds it.
    func testANavigationControllerExtensionsStepIsReadAsTheContainersOwnCode() {
        let index = project(
            """
            extension UINavigationController {
                func enableSwipeBack() {
                    interactivePopGestureRecognizer?.delegate = nil
                }
                func lockSwipeBack() {
                    self.interactivePopGestureRecognizer?.isEnabled = false
                }
                func push(_ screen: UIViewController) {
                    interactivePopGestureRecognizer?.delegate = nil
                }
            }
            """,
            """
            final class HomeViewController: UIViewController {
                override func viewDidLoad() {
                    navigationController?.enableSwipeBack()
                    self.navigationController?.lockSwipeBack()
                    navigationController?.push(self)
                    tabBarController?.enableSwipeBack()
                    enableSwipeBack()
                }
                func enableSwipeBack() {}
            }
            """)
        let steps = index.lifecycleOverrides(ofClass: "HomeViewController")[0].syntaxes.map {
            ContainerExtensionStep($0, project: index)
        }
        XCTAssertEqual(steps.map { $0?.name }, ["enableSwipeBack", "lockSwipeBack", nil, nil, nil])
        XCTAssertEqual(
            steps[0]?.syntaxes.map {
                BorrowedContainerDelegate.emptiedPopGestureDelegate(in: $0, inContainer: true) != nil
            }, [true])
        XCTAssertEqual(
            steps[0]?.syntaxes.map { BorrowedContainerDelegate.emptiedPopGestureDelegate(in: $0) != nil }, [false],
            "read from a screen, the path would start at navigationController")
        XCTAssertEqual(
            steps[1]?.syntaxes.map { BorrowedContainerDelegate.disablesPopGesture($0, inContainer: true) }, [true])
    }

    func testTheGestureTurnedOffIsRead() {
        let disables = { (statement: String) -> Bool in
            let index = self.project(
                """
                final class HomeViewController: UIViewController {
                    override func viewDidAppear(_ animated: Bool) {
                        \(statement)
                    }
                }
                """)
            return index.lifecycleOverrides(ofClass: "HomeViewController")[0].syntaxes.contains {
                BorrowedContainerDelegate.disablesPopGesture($0)
            }
        }
        XCTAssertTrue(disables("navigationController?.interactivePopGestureRecognizer?.isEnabled = false"))
        XCTAssertTrue(disables("self.navigationController!.interactivePopGestureRecognizer!.isEnabled = false"))
        XCTAssertFalse(disables("navigationController?.interactivePopGestureRecognizer?.isEnabled = true"))
        XCTAssertFalse(
            disables("if locked { navigationController?.interactivePopGestureRecognizer?.isEnabled = false }"))
        XCTAssertFalse(disables("button.isEnabled = false"))
    }

    func testOnlyTheGesturesTakeoverChangesMoreThanTheDelegate() {
        XCTAssertTrue(ContainerDelegate.navigation.isInertWithoutMethods)
        XCTAssertTrue(ContainerDelegate.tabBar.isInertWithoutMethods)
        XCTAssertFalse(ContainerDelegate.popGesture.isInertWithoutMethods)
    }

    func testAGestureDelegateMethodAnswersTheGesture() {
        let index = project(
            """
            final class Chat: UIViewController {
                func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
            }
            """, "final class Plain: UIViewController {}")
        XCTAssertTrue(BorrowedContainerDelegate.isServed(.popGesture, by: "Chat", project: index))
        XCTAssertFalse(BorrowedContainerDelegate.isServed(.popGesture, by: "Plain", project: index))
    }

    /// Only a method that can refuse to let the gesture begin stands in for the navigation
    /// controller's own delegate; the others are called back all the same.
    func testOnlyAMethodThatCanRefuseToBeginGuardsTheGesture() {
        let index = project(
            """
            final class Bonus: UIViewController {
                override func viewDidLoad() {
                    navigationController?.interactivePopGestureRecognizer?.delegate = self
                }
            }
            extension Bonus: UIGestureRecognizerDelegate {
                func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool { true }
            }
            final class Drawing: UIViewController {
                override func viewDidLoad() {
                    navigationController?.interactivePopGestureRecognizer?.delegate = self
                }
                func gestureRecognizer(_ g: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
            }
            """)
        let unanswered = { (name: String) in
            BorrowedContainerDelegate.unanswered(
                in: index.lifecycleOverrides(ofClass: name)[0].syntaxes[0], of: name, project: index)
        }
        XCTAssertEqual(unanswered("Bonus")?.container, .popGesture, "recognizing alongside others refuses nothing")
        XCTAssertTrue(
            BorrowedContainerDelegate.isServed(.popGesture, by: "Bonus", project: index), "but is called back")
        XCTAssertNil(unanswered("Drawing"), "it decides which touches the gesture receives")
    }

    /// Code other than the screens that empties the gesture's delegate (a router making each
    /// navigation controller) leaves a screen's takeover nothing to take away; a screen emptying it
    /// is that screen's matter.
    func testTheGesturesDelegateEmptiedOutsideTheScreensIsGoneBeforeAnyScreen() {
        let screen = """
            final class Match: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    navigationController?.interactivePopGestureRecognizer?.delegate = self
                }
            }
            """
        let router = """
            final class Router {
                func make(_ root: UIViewController) -> UINavigationController {
                    let navigationController = UINavigationController(rootViewController: root)
                    navigationController.interactivePopGestureRecognizer?.delegate = nil
                    return navigationController
                }
            }
            """
        let emptyingScreen = """
            final class Home: UIViewController {
                override func viewDidLoad() {
                    navigationController?.interactivePopGestureRecognizer?.delegate = nil
                }
            }
            """
        let unanswered = { (index: ProjectIndex) in
            BorrowedContainerDelegate.unanswered(
                in: index.lifecycleOverrides(ofClass: "Match")[0].syntaxes[0], of: "Match", project: index)
        }
        XCTAssertTrue(
            BorrowedContainerDelegate.popGestureDelegateEmptiedBeforeScreens(project: project(screen, router)))
        XCTAssertNil(unanswered(project(screen, router)))
        XCTAssertFalse(
            BorrowedContainerDelegate.popGestureDelegateEmptiedBeforeScreens(project: project(screen, emptyingScreen)))
        XCTAssertEqual(unanswered(project(screen, emptyingScreen))?.container, .popGesture)
    }

    /// A class that switches the gesture each time its navigation controller shows a screen guards
    /// the first screen; a class that only takes the gesture's delegate does not.
    func testSwitchingTheGestureOnEachShowIsRead() {
        let index = project(
            """
            final class Announcements: UIViewController, UINavigationControllerDelegate {
                func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
                    let enable = self.navigationController?.viewControllers.count ?? 0 > 1
                    self.navigationController?.interactivePopGestureRecognizer?.isEnabled = enable
                }
            }
            final class Inbox: UIViewController, UINavigationControllerDelegate {
                func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
                    title = viewController.title
                }
            }
            """)
        XCTAssertTrue(BorrowedContainerDelegate.switchesPopGestureOnEachShow("Announcements", project: index))
        XCTAssertFalse(BorrowedContainerDelegate.switchesPopGestureOnEachShow("Inbox", project: index))
    }

    func testOtherValuesAndOtherObjectsDelegatesAreNot() {
        XCTAssertNil(container("navigationController?.delegate = nil"))
        XCTAssertNil(container("navigationController?.delegate = self.transitionController"))
        XCTAssertNil(container("picker.delegate = self"))
        XCTAssertNil(container("splitViewController?.delegate = self"))
    }

    private let delegateMethod = """
        func navigationController(
            _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
        ) {}
        """

    func testAClassOrItsExtensionDeclaringAMethodAnswers() {
        let index = project(
            "final class A: UIViewController {}",
            "extension A: UINavigationControllerDelegate { \(delegateMethod) }")
        XCTAssertTrue(BorrowedContainerDelegate.isServed(.navigation, by: "A", project: index))
        XCTAssertFalse(BorrowedContainerDelegate.isServed(.tabBar, by: "A", project: index))
    }

    func testASuperclassOrSubclassDeclaringAMethodAnswers() {
        let index = project(
            "class Base: UIViewController { \(delegateMethod) }", "final class Screen: Base {}",
            "class Flow: UIViewController {}", "final class Step: Flow { \(delegateMethod) }",
            "final class Plain: UIViewController {}")
        XCTAssertTrue(BorrowedContainerDelegate.isServed(.navigation, by: "Screen", project: index))
        XCTAssertTrue(BorrowedContainerDelegate.isServed(.navigation, by: "Flow", project: index))
        XCTAssertFalse(BorrowedContainerDelegate.isServed(.navigation, by: "Plain", project: index))
    }

    func testAClassBuiltOnALibrarysViewControllerMayBeAnsweredByIt() {
        let index = project("final class Chat: MessagesViewController {}")
        XCTAssertTrue(BorrowedContainerDelegate.isServed(.navigation, by: "Chat", project: index))
    }
}
