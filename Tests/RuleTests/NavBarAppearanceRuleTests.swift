import XCTest

@testable import BehaviorLintKit

/// `nav-bar-appearance` is specified by its examples (Rules/nav-bar-appearance.md), and by what
/// they do not pin down: how a pair's halves stay together.
final class NavBarAppearanceRuleTests: XCTestCase {
    func testSpecExamples() throws {
        try assertSpecExamples(NavBarAppearanceRule.self)
    }

    func testSpecFixes() throws {
        try assertSpecFixes(NavBarAppearanceRule.self)
    }

    /// A storyboard's navigation controller whose root is the screen: nothing is under it, unless
    /// a `show` segue also pushes it onto another stack.
    func testTheRootOfAStoryboardsNavigationControllerStylesItsOwnStack() {
        let screen = """
            final class ReaderViewController: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    navigationController?.navigationBar.barTintColor = .black
                }
            }
            """
        func storyboard(pushed: Bool) -> String {
            """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes>
            <scene sceneID="a"><objects>
            <navigationController id="nav" sceneMemberID="viewController"><connections>
            <segue destination="reader" kind="relationship" relationship="rootViewController" id="s1"/>
            </connections></navigationController>
            </objects></scene>
            <scene sceneID="b"><objects>
            <viewController id="reader" customClass="ReaderViewController" sceneMemberID="viewController"/>
            </objects></scene>
            <scene sceneID="c"><objects>
            <viewController id="list" customClass="ListViewController" sceneMemberID="viewController">
            <connections>\(pushed ? "<segue destination=\"reader\" kind=\"show\" id=\"s2\"/>" : "")</connections>
            </viewController>
            </objects></scene>
            </scenes></document>
            """
        }
        // Linted from above the app's folder, or from inside it (`Base.lproj` beside the code).
        for folder in ["App/", ""] {
            for pushed in [false, true] {
                let findings = LintEngine.lint(
                    [
                        (folder + "Reader.swift", screen),
                        (folder + "Base.lproj/Main.storyboard", storyboard(pushed: pushed)),
                    ]
                    .map { (path: $0.0, bytes: Array($0.1.utf8)) }, configuration: .defaults)
                XCTAssertEqual(
                    findings.map { "\($0.path):\($0.location.line)" },
                    pushed ? [folder + "Reader.swift:4"] : [],
                    folder)
            }
        }
    }

    /// Large titles switched in viewDidLoad are the stack-wide switch, unless the app sets its own
    /// default elsewhere and the screen switches away from it.
    func testLargeTitlesSwitchedOffInViewDidLoadAgainstTheAppsDefaultAreReported() {
        let screen = """
            final class ReceiptViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationController?.navigationBar.prefersLargeTitles = false
                }
            }
            """
        let coordinator = """
            final class ReceiptCoordinator {
                func start() -> UIViewController {
                    let navigation = UINavigationController(rootViewController: UIViewController())
                    navigation.navigationBar.prefersLargeTitles = true
                    return navigation
                }
            }
            """
        func lint(_ sources: [String]) -> [String] {
            LintEngine.lint(
                sources.enumerated().map { (path: "File\($0.offset).swift", bytes: Array($0.element.utf8)) },
                configuration: .defaults
            ).map { "\($0.path):\($0.location.line) \($0.ruleID)" }
        }
        XCTAssertEqual(lint([screen]), [])
        XCTAssertEqual(lint([screen, coordinator]), ["File0.swift:4 nav-bar-appearance"])
    }

    /// The restore runs before a call back into the host, which a behavior would reorder: it
    /// stays, and so does the apply it restores, saying which line holds it.
    /// A pair moves whole or not at all, and a pair that cannot move is correct code with no better
    /// home: the advice would be to keep it, so neither half is reported. Without its restore, the
    /// same apply leaks into the screens after it and is reported, movable or not.
    func testAnApplyAndRestoreOfWhichOneHalfMustStayAreNotReported() {
        func lint(restore: String) -> [Finding] {
            let source = """
                final class ListViewController: UIViewController {
                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        navigationController?.navigationBar.shadowImage = UIImage()
                        startObserving()
                    }

                    override func viewDidDisappear(_ animated: Bool) {
                        super.viewDidDisappear(animated)
                        \(restore)
                    }

                    func startObserving() {}
                    func stopObserving() {}
                }

                """
            return LintEngine.lint(
                [(path: "A.swift", bytes: Array(source.utf8))], configuration: .only("nav-bar-appearance"))
        }
        XCTAssertEqual(
            lint(restore: "navigationController?.navigationBar.shadowImage = nil\n        stopObserving()"), [])
        let unrestored = lint(restore: "stopObserving()")
        XCTAssertEqual(unrestored.map { $0.location.line }, [4])
        XCTAssertEqual(unrestored.map { $0.fixable }, [false])
        XCTAssertTrue(unrestored[0].message.contains("stays after this one disappears"), unrestored[0].message)
        XCTAssertTrue(unrestored[0].message.contains("runs before `startObserving()`"), unrestored[0].message)
    }
}
