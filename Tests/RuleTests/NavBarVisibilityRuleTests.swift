import TestSupport
import XCTest

@testable import BehaviorLintKit

/// What the spec examples cannot show: fixability, notes and messages of nav-bar-visibility, and
/// the statement reading it shares with nav-bar-appearance and unbalanced-appearance-change.
final class NavBarVisibilityRuleTests: XCTestCase {
    func testSpecExamples() throws {
        try assertSpecExamples(NavBarVisibilityRule.self)
    }

    func testSpecFixes() throws {
        try assertSpecFixes(NavBarVisibilityRule.self)
    }

    private func findings(_ source: String) -> [Finding] {
        LintEngine.lint([(path: "A.swift", bytes: Array(source.utf8))], configuration: .only("nav-bar-visibility"))
    }

    private func chrome(_ body: String) -> NavigationChromeStatement {
        let summary = Scanner.summarize(
            bytes: Array("class A: UIViewController {\n override func viewDidLoad() {\n\(body)\n }\n}\n".utf8),
            path: "A.swift")
        return NavigationChromeStatement(summary.syntax(summary.functions[0].statements[0]))
    }

    func testPairIsFixableAndEachHalfNotesTheOther() {
        let found = findings(
            """
            final class ProfileViewController: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    navigationController?.setNavigationBarHidden(true, animated: animated)
                }
                override func viewWillDisappear(_ animated: Bool) {
                    super.viewWillDisappear(animated)
                    navigationController?.setNavigationBarHidden(false, animated: animated)
                }
            }
            """)
        XCTAssertEqual(found.map { $0.fixable }, [true, true])
        XCTAssertEqual(found.map { $0.notes.map { $0.location.line } }, [[8], [4]])
        XCTAssertEqual(found.map { $0.hook }, ["viewWillAppear", "viewWillDisappear"])
        XCTAssertTrue(found[0].message.contains("HideNavigationBarBehavior"), found[0].message)
        XCTAssertNotEqual(found[0].fingerprint, found[1].fingerprint)
    }

    /// A hide and its restore that cannot move are correct code with no better home: the advice
    /// would be to keep them, so they are not reported. A hide nothing restores is, movable or not.
    func testAHideFollowedByCodeThatCallsBackIntoTheHostIsReportedOnlyWhenNothingRestoresIt() {
        // `installSearchBar()` may read the bar; moved, the hide would run after it.
        func screen(disappearing: String) -> String {
            """
            final class SearchViewController: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    navigationController?.setNavigationBarHidden(true, animated: animated)
                    installSearchBar()
                }
                override func viewWillDisappear(_ animated: Bool) {
                    super.viewWillDisappear(animated)
                    \(disappearing)
                }
                func installSearchBar() {}
                func saveDraft() {}
            }
            """
        }
        XCTAssertEqual(
            findings(screen(disappearing: "navigationController?.setNavigationBarHidden(false, animated: animated)")),
            [])
        let found = findings(screen(disappearing: "saveDraft()"))
        XCTAssertEqual(found.map { $0.fixable }, [false])
        XCTAssertTrue(found[0].message.contains("no disappear hook restores it"), found[0].message)
        XCTAssertTrue(
            found[0].message.contains(
                "runs before `installSearchBar()`, which stays with the host, and it calls back "
                    + "into the host"), found[0].message)
        XCTAssertTrue(found[0].message.hasSuffix("; keep it in the override"), found[0].message)
    }

    /// A pair that cannot move is not reported, unless its undo runs under conditions its change
    /// does not: then the bar stays hidden on the other paths.
    func testAnUndoUnderMoreConditionsThanTheChangeIsReported() {
        func screen(undo: String) -> String {
            """
            final class SearchDetailViewController: UIViewController {
                var isPhone = true
                var isModal = false
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    if isPhone {
                        navigationController?.setNavigationBarHidden(true, animated: animated)
                    }
                }
                override func viewWillDisappear(_ animated: Bool) {
                    super.viewWillDisappear(animated)
                    \(undo)
                }
            }
            """
        }
        let show = "navigationController?.setNavigationBarHidden(false, animated: animated)"
        XCTAssertEqual(findings(screen(undo: "if isPhone { \(show) }")), [])
        XCTAssertEqual(findings(screen(undo: "if isPhone { if presentedViewController == nil { \(show) } }")), [])
        let found = findings(screen(undo: "if isPhone { if !isModal { \(show) } }"))
        XCTAssertEqual(found.map { "\($0.location.line) \($0.fixable)" }, ["6 false", "12 false"])
        XCTAssertTrue(
            found.first?.message.hasSuffix(
                ", but the undo runs under conditions the change does not, so on the other paths the bar stays as this "
                    + "screen left it for the screens after it; undo it on every path the change takes") ?? false,
            found.first?.message ?? "")
    }

    func testNothingMovesOutOfAContainerThatForwardsAppearanceItself() {
        func screen(disappearing: String) -> String {
            """
            class ContainerViewController: UIViewController {
                override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
            }
            final class ProfileViewController: ContainerViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    navigationController?.setNavigationBarHidden(true, animated: animated)
                }
                override func viewWillDisappear(_ animated: Bool) {
                    super.viewWillDisappear(animated)
                    \(disappearing)
                }
            }
            """
        }
        // The pair is correct and cannot move: nothing to report.
        XCTAssertEqual(
            findings(screen(disappearing: "navigationController?.setNavigationBarHidden(false, animated: animated)")),
            [])
        let found = findings(screen(disappearing: "view.endEditing(true)"))
        XCTAssertEqual(found.map { $0.fixable }, [false])
        XCTAssertTrue(
            found[0].message.contains(
                ", but it is in a class that overrides `shouldAutomaticallyForwardAppearanceMethods`"), found[0].message
        )
        // The code cannot move whatever values a behavior is given: the advice is to keep it.
        XCTAssertTrue(found[0].message.hasSuffix("; keep it in the override"), found[0].message)
    }

    /// A pair with a host member in either half is correct code that cannot move as is: not
    /// reported. A lone change with no restore is reported, and no fix can pair it.
    func testAPairUsingAHostMemberIsNotReportedAndALoneChangeIsUnfixable() {
        let found = findings(
            """
            final class StoryViewController: UIViewController {
                var hidesBar = true
                override func viewWillAppear(_ animated: Bool) {
                    navigationController?.setNavigationBarHidden(hidesBar, animated: animated)
                }
                override func viewDidDisappear(_ animated: Bool) {
                    navigationController?.isNavigationBarHidden = false
                }
                override func viewDidLoad() {
                    navigationController?.isToolbarHidden = false
                }
            }
            """)
        XCTAssertEqual(found.map { $0.hook }, ["viewDidLoad"])
        XCTAssertEqual(found.map { $0.fixable }, [false])
    }

    /// A storyboard's initial scene is the window's root and a split view's primary column the
    /// bottom of its stack: a lone bar change there has no screen under it to restore the bar for.
    func testTheInitialSceneAndAPrimaryColumnOfAStoryboardAreRoots() {
        let screens = """
            final class MapViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationController?.isNavigationBarHidden = true
                }
            }
            final class FeedsViewController: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    navigationController?.setToolbarHidden(false, animated: animated)
                }
            }
            """
        func lint(_ storyboard: String) -> [String] {
            findingLines(ofRule: "nav-bar-visibility", screens: screens, storyboard: storyboard)
        }
        let scenes = """
            <scene sceneID="b"><objects>
            <viewController id="map" customClass="MapViewController" sceneMemberID="viewController"/>
            <viewController id="feeds" customClass="FeedsViewController" sceneMemberID="viewController"/>
            </objects></scene>
            """
        XCTAssertEqual(lint("<document><scenes>" + scenes + "</scenes></document>"), ["4", "10"])
        XCTAssertEqual(
            lint(
                """
                <document initialViewController="map"><scenes>
                <scene sceneID="a"><objects>
                <splitViewController id="split" sceneMemberID="viewController"><connections>
                <segue destination="feeds" kind="relationship" relationship="masterViewController" id="s1"/>
                </connections></splitViewController>
                </objects></scene>
                """ + scenes + "</scenes></document>"), [])
    }

    func testSameDirectionInBothHooksIsNoPair() {
        let found = findings(
            """
            final class FeedViewController: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    navigationController?.setNavigationBarHidden(true, animated: animated)
                }
                override func viewWillDisappear(_ animated: Bool) {
                    navigationController?.setNavigationBarHidden(true, animated: animated)
                }
            }
            """)
        XCTAssertEqual(found.map { $0.notes.count }, [0, 0])
    }

    func testReadsAssignmentsInBlocksThatRunWithTheHookOnly() {
        XCTAssertEqual(
            chrome("if a { navigationController?.navigationBar.isHidden = true }").visibilityChanges,
            [.init(bar: .navigationBar, hidden: true)])
        XCTAssertEqual(
            chrome("UIView.animate(withDuration: 0.3) { self.navigationController?.isToolbarHidden = false }")
                .visibilityChanges, [.init(bar: .toolbar, hidden: false)])
        XCTAssertEqual(chrome("onClose = { self.navigationController?.isToolbarHidden = false }").visibilityChanges, [])
        XCTAssertEqual(chrome("let hidden = navigationController?.isNavigationBarHidden == true").visibilityChanges, [])
        XCTAssertEqual(
            chrome("(navigationController as? Nav)?.isNavigationBarHidden = x").visibilityChanges,
            [.init(bar: .navigationBar, hidden: nil)])
    }

    func testRecognisesStylingButNotPerScreenSettings() {
        XCTAssertEqual(
            chrome("navigationController?.navigationBar.standardAppearance.backgroundColor = .red")
                .stylingChanges.map { $0.state }, ["navigationBar.standardAppearance"])
        XCTAssertEqual(
            chrome("UINavigationBar.appearance().tintColor = .red").stylingChanges.map { $0.state },
            ["navigationBar.tintColor"])
        XCTAssertEqual(
            chrome(#"navigationItem.backButtonTitle = " ""#).stylingChanges.map { $0.outlivesScreen }, [false])
        XCTAssertEqual(chrome(#"navigationItem.backButtonTitle = "Back""#).stylingChanges.count, 0)
        XCTAssertEqual(chrome("navigationItem.standardAppearance = appearance").stylingChanges.count, 0)
        XCTAssertEqual(chrome("navigationController?.navigationBar.sizeToFit()").stylingChanges.count, 0)
    }

    func testARestoreInWillMoveToParentIsNamedNotDenied() {
        let found = findings(
            """
            final class SitesViewController: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    navigationController?.setToolbarHidden(false, animated: animated)
                }

                override func willMove(toParent parent: UIViewController?) {
                    super.willMove(toParent: parent)
                    if parent == nil { navigationController?.setToolbarHidden(true, animated: true) }
                }
            }

            """)
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(
            found[0].message.contains("undoes it outside its disappear hooks (in willMove(toParent:)"), found[0].message
        )
        XCTAssertFalse(found[0].message.contains("no disappear hook restores it"), found[0].message)
    }

    /// When moving would change the order of the bar change and a call back into the host, no value
    /// handed to a behavior helps: the advice for a change nothing restores is to restore it where
    /// it is, and a restored pair is not reported at all.
    func testAnOrderThatWouldChangeIsAdvisedToStay() {
        func screen(disappearing: String) -> String {
            """
            final class EditViewController: UIViewController {
                var onAppear: (() -> Void)?
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    navigationController?.setToolbarHidden(false, animated: animated)
                    onAppear?()
                }
                override func viewWillDisappear(_ animated: Bool) {
                    super.viewWillDisappear(animated)
                    \(disappearing)
                }
            }
            """
        }
        XCTAssertEqual(
            findings(screen(disappearing: "navigationController?.setToolbarHidden(true, animated: animated)")), []
        )
        let found = findings(screen(disappearing: "view.endEditing(true)"))
        XCTAssertEqual(found.map { $0.fixable }, [false])
        let message = found.first?.message ?? ""
        XCTAssertTrue(message.contains(", but it runs before `onAppear?()`, which stays with the host"), message)
        XCTAssertTrue(message.hasSuffix("so their order would change; keep it in the override"), message)
        XCTAssertFalse(message.contains("give the behavior that value"), message)
    }
}
