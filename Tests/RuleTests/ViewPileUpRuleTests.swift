import XCTest

@testable import BehaviorLintKit

/// What the `view-pile-up` spec cannot show: the finding's structured values.
final class ViewPileUpRuleTests: XCTestCase {
    private func lint(_ source: String) -> [Finding] {
        LintEngine.lint(
            [(path: "Screen.swift", bytes: Array(source.utf8))], configuration: .only(ViewPileUpRule.descriptor.id))
    }

    func testSpecExamples() throws {
        try assertSpecExamples(ViewPileUpRule.self)
    }

    func testSpecFixes() throws {
        try assertSpecFixes(ViewPileUpRule.self)
    }

    func testOneDefectPerHookAtItsFirstInsertionWithANoteAtEachOther() {
        let findings = lint(
            """
            final class ArticleViewController: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    let loader = UIActivityIndicatorView()
                    view.addSubview(loader)
                    view.addSubview(UILabel())
                }

                func openComments() {
                    navigationController?.pushViewController(CommentsViewController(), animated: true)
                }
            }
            final class CommentsViewController: UIViewController {}
            """)
        XCTAssertEqual(findings.count, 1)
        XCTAssertEqual(findings.first?.location, SourceLocation(line: 5, column: 9))
        XCTAssertEqual(findings.first?.hostClass, "ArticleViewController")
        XCTAssertEqual(findings.first?.hook, LifecycleHook.viewWillAppear.rawValue)
        XCTAssertEqual(findings.first?.notes.map(\.location), [SourceLocation(line: 6, column: 9)])
        XCTAssertEqual(findings.first?.verdict.isFixable, false)
    }

    func testThroughAHelperTheFindingIsAtTheHooksCallAndTheNoteAtTheInsertion() {
        let findings = lint(
            """
            final class ScannerViewController: UIViewController {
                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    addOverlay()
                }

                func addOverlay() {
                    let overlay = CAShapeLayer()
                    view.layer.addSublayer(overlay)
                }
            }
            """)
        XCTAssertEqual(findings.map(\.location), [SourceLocation(line: 4, column: 9)])
        XCTAssertEqual(findings.first?.notes.map(\.location), [SourceLocation(line: 9, column: 9)])
    }

    func testAnAppearHookOfAScreenNothingIsKnownToCoverIsNotRead() {
        let source = """
            final class ShareSheetViewController: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    view.addSubview(UILabel())
                }
            }
            """
        XCTAssertTrue(lint(source).isEmpty)
        let pushing = source.replacingOccurrences(
            of: "    }\n}",
            with:
                "    }\n    func more() { show(UIViewController(), sender: nil); navigationController?.pushViewController(MoreViewController(), animated: true) }\n}\nfinal class MoreViewController: UIViewController {}"
        )
        XCTAssertEqual(lint(pushing).count, 1, "a screen that pushes another appears again when it is popped")
    }

    func testNothingAfterAStatementThatMayLeaveTheHook() {
        let findings = lint(
            """
            final class ArticleViewController: UIViewController {
                var article: String?
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    guard article != nil else { return }
                    view.addSubview(UILabel())
                }

                func openComments() {
                    navigationController?.pushViewController(CommentsViewController(), animated: true)
                }
            }
            final class CommentsViewController: UIViewController {}
            """)
        XCTAssertTrue(findings.isEmpty)
    }

    func testAGuardWhoseElseDoesWorkBeforeReturningEndsWhatRunsEveryTime() {
        let findings = lint(
            """
            final class StoriesViewController: UIViewController {
                var isSetUp = false
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    guard !isSetUp else {
                        resume()
                        return
                    }
                    isSetUp = true
                    view.addSubview(UILabel())
                }

                func resume() {
                    navigationController?.pushViewController(CommentsViewController(), animated: true)
                }
            }
            final class CommentsViewController: UIViewController {}
            """)
        XCTAssertTrue(findings.isEmpty)
    }

    func testConstraintsOfAViewTheScreenTakesOutGoWithIt() {
        let findings = lint(
            """
            final class ChatViewController: UIViewController {
                let jumpButton = UIButton()
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    view.addSubview(jumpButton)
                    jumpButton.trailingAnchor.constraint(equalTo: view.trailingAnchor).isActive = true
                }

                override func viewWillDisappear(_ animated: Bool) {
                    super.viewWillDisappear(animated)
                    jumpButton.removeFromSuperview()
                }

                func openProfile() {
                    navigationController?.pushViewController(ProfileViewController(), animated: true)
                }
            }
            final class ProfileViewController: UIViewController {}
            """)
        XCTAssertTrue(findings.isEmpty)
    }

    func testABaseHookCallingAStepItsScreensFillInIsOneDefectAtTheCallWithANoteAtEachScreen() {
        let findings = lint(
            """
            class BaseViewController: UIViewController {
                override func viewWillLayoutSubviews() {
                    super.viewWillLayoutSubviews()
                    setLayout()
                }

                func setLayout() {}
            }
            final class NoticeViewController: BaseViewController {
                override func setLayout() {
                    view.addSubview(UILabel())
                }
            }
            final class AlarmViewController: BaseViewController {
                override func setLayout() {
                    NSLayoutConstraint.activate([view.topAnchor.constraint(equalTo: view.topAnchor)])
                }
            }
            final class PlainViewController: BaseViewController {
                override func setLayout() {
                    view.backgroundColor = .white
                }
            }
            """)
        XCTAssertEqual(findings.map(\.location), [SourceLocation(line: 4, column: 9)])
        XCTAssertEqual(findings.first?.hostClass, "BaseViewController")
        XCTAssertEqual(
            findings.first?.notes.map(\.location),
            [SourceLocation(line: 16, column: 9), SourceLocation(line: 11, column: 9)])
    }

    /// Golden message: an object added to the navigation bar, which the stack's screens share, is
    /// to come off when the screen disappears, not to be added once for good.
    func testAnInsertionIntoSharedChromeIsAdvisedOffOnDisappearing() {
        let source = """
            final class EventDetailViewController: UIViewController {}

            final class EventsViewController: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    navigationController?.navigationBar.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(top)))
                }

                @objc func top() {}

                func open() {
                    navigationController?.pushViewController(EventDetailViewController(), animated: true)
                }
            }
            """
        let findings = LintEngine.lint(
            [(path: "Events.swift", bytes: Array(source.utf8))], configuration: .only(ViewPileUpRule.descriptor.id))
        XCTAssertEqual(
            findings.map(\.message),
            [
                "EventsViewController makes a new `UITapGestureRecognizer` and adds it in viewWillAppear(_:), which runs "
                    + "again on every appearance (a screen pushed over it and popped, a sheet dismissed, a swipe back the "
                    + "user cancels): each run adds one more beside the last, and the old ones stay on the view, each with "
                    + "its action, taking part in every touch; the bar or window it is added to is shared with the "
                    + "container's other screens, so do not add it once for good: keep it in a property, add it in "
                    + "viewWillAppear(_:) and take it out in viewWillDisappear(_:)"
            ])
    }
}
