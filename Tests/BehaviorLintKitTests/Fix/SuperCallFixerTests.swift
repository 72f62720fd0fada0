import XCTest

@testable import BehaviorLintKit

/// `lifecycle-super-call` fixes: the missing call goes in as the first statement, laid out as the
/// file lays out its code; a call to the wrong hook is renamed; what the rule marks unfixable is
/// left alone. Every fixed file lints clean of the rule afterwards.
final class SuperCallFixerTests: XCTestCase {
    private let rule = "lifecycle-super-call"
    /// The layout examples use `viewDidLoad()` too, whose missing call the rule reports with this option.
    private let everyMissingCall = ["report-empty-super": "true"]

    /// Fixes `before` (one file) and checks the whole output, the rule's silence on it, and that
    /// it still tokenizes with balanced brackets.
    private func assertFix(_ before: String, _ after: String, file: StaticString = #filePath, line: UInt = #line) {
        let run = FixerRun(
            SuperCallFixer.self, rule: rule, files: [("A.swift", before)], options: everyMissingCall, file: file,
            line: line)
        XCTAssertEqual(
            run.proposals.count, run.fixable.count, "one proposal per fixable finding", file: file, line: line)
        XCTAssertEqual(run.output["A.swift"], after, file: file, line: line)
        XCTAssertEqual(
            run.findingsAfterFix(rule: rule, options: everyMissingCall).map(\.message), [], file: file, line: line)
        XCTAssertTrue(hasBalancedBrackets(run.output["A.swift"] ?? ""), file: file, line: line)
    }

    // MARK: The spec's Fix examples

    func testMissingCallIsInsertedAsTheFirstStatement() {
        assertFix(
            """
            class A: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    title = "A"
                }
            }

            """,
            """
            class A: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    title = "A"
                }
            }

            """)
    }

    func testCallToTheWrongHookIsRenamed() {
        assertFix(
            """
            final class SearchViewController: UITableViewController {
                @objc override open func viewWillDisappear(_ animated: Bool) {
                    super.viewDidDisappear(animated)
                    searchController.isActive = false
                }
            }

            """,
            """
            final class SearchViewController: UITableViewController {
                @objc override open func viewWillDisappear(_ animated: Bool) {
                    super.viewWillDisappear(animated)
                    searchController.isActive = false
                }
            }

            """)
    }

    func testOneLineBodiesAreOpenedUpAndTheOverridesOwnParameterIsPassed() {
        assertFix(
            """
            final class FeedViewController: UIViewController {
                override func viewDidAppear(_ isAnimated: Bool) { startTimer() }

                override func viewDidLoad() { /* later */ }
            }

            """,
            """
            final class FeedViewController: UIViewController {
                override func viewDidAppear(_ isAnimated: Bool) {
                    super.viewDidAppear(isAnimated)
                    startTimer()
                }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    /* later */
                }
            }

            """)
    }

    /// An empty override only kept the superclass's implementation from running: it goes, with a
    /// blank line it would leave doubled, after the type's `{` or before its `}`.
    func testAnEmptyOverrideIsDeleted() {
        assertFix(
            """
            final class FeedViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                }

                override func viewDidAppear(_ animated: Bool) {}

                override func viewWillDisappear(_ animated: Bool) {
                }

                func reload() {}
            }

            """,
            """
            final class FeedViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                }

                func reload() {}
            }

            """)
        assertFix(
            "class A: UIViewController {\n\toverride func viewDidAppear(_ animated: Bool) {}\n\n\tfunc b() {}\n}\n",
            "class A: UIViewController {\n\tfunc b() {}\n}\n")
        assertFix(
            "class A: UIViewController {\n\tfunc b() {}\n\n\toverride func viewDidAppear(_ animated: Bool) {}\n}\n",
            "class A: UIViewController {\n\tfunc b() {}\n}\n")
    }

    /// A comment in the override, often code commented out, or one just above it, speaks of it:
    /// the super call goes in instead.
    func testAnEmptyOverrideWithACommentGetsTheCall() {
        assertFix(
            """
            final class FeedViewController: UIViewController {
                // Nothing to do when the feed appears.
                override func viewDidAppear(_ animated: Bool) {}
            }

            """,
            """
            final class FeedViewController: UIViewController {
                // Nothing to do when the feed appears.
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                }
            }

            """)
    }

    func testExtensionOverridesCommentsAndAWrongHookWithOtherArguments() {
        assertFix(
            """
            final class OrdersViewController: UIViewController {}

            extension OrdersViewController {
                open override func viewDidLoad() { // cells first
                    tableView.register(OrderCell.self, forCellReuseIdentifier: "order")
                }

                override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                    super.viewDidLayoutSubviews()
                    chartView.reloadColors()
                }
            }

            """,
            """
            final class OrdersViewController: UIViewController {}

            extension OrdersViewController {
                open override func viewDidLoad() { // cells first
                    super.viewDidLoad()
                    tableView.register(OrderCell.self, forCellReuseIdentifier: "order")
                }

                override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                    super.traitCollectionDidChange(previousTraitCollection)
                    chartView.reloadColors()
                }
            }

            """)
    }

    /// Over a project superclass: over a plain NSViewController, whose hooks AppKit documents as
    /// doing nothing, a missing call is not reported.
    func testAppKitHooksWithoutArgumentAndBranchesInTheBody() {
        assertFix(
            """
            class PaneViewController: NSViewController {
                override func viewDidAppear() {
                    super.viewDidAppear()
                }
            }

            final class PreferencesViewController: PaneViewController {
                override func viewDidAppear() {
                    #if DEBUG
                        log("appeared")
                    #endif
                    view.window?.title = "Preferences"
                }

                override func viewWillAppear() {
                    super.viewDidAppear()
                    reloadAccounts()
                }
            }

            """,
            """
            class PaneViewController: NSViewController {
                override func viewDidAppear() {
                    super.viewDidAppear()
                }
            }

            final class PreferencesViewController: PaneViewController {
                override func viewDidAppear() {
                    super.viewDidAppear()
                    #if DEBUG
                        log("appeared")
                    #endif
                    view.window?.title = "Preferences"
                }

                override func viewWillAppear() {
                    super.viewWillAppear()
                    reloadAccounts()
                }
            }

            """)
    }

    // MARK: Layout the spec cannot show

    func testCRLFFilesStayCRLF() {
        let before =
            "class A: UIViewController {\r\n    override func viewDidLoad() {\r\n        setUp()\r\n    }\r\n\r\n"
            + "    override func viewWillAppear(_ animated: Bool) { title = \"A\" }\r\n}\r\n"
        let after =
            "class A: UIViewController {\r\n    override func viewDidLoad() {\r\n        super.viewDidLoad()\r\n        setUp()\r\n    }\r\n\r\n"
            + "    override func viewWillAppear(_ animated: Bool) {\r\n        super.viewWillAppear(animated)\r\n        title = \"A\"\r\n    }\r\n}\r\n"
        assertFix(before, after)
    }

    func testTabIndentedFileGetsTabs() {
        assertFix(
            "class A: UIViewController {\n\toverride func viewDidLoad() { setUp() }\n\n\toverride func viewDidAppear(_ animated: Bool) {\n\t\tstart()\n\t}\n}\n",
            "class A: UIViewController {\n\toverride func viewDidLoad() {\n\t\tsuper.viewDidLoad()\n\t\tsetUp()\n\t}\n\n"
                + "\toverride func viewDidAppear(_ animated: Bool) {\n\t\tsuper.viewDidAppear(animated)\n\t\tstart()\n\t}\n}\n"
        )
    }

    func testTwoSpaceIndentedFileGetsTwoSpacesInAOneLineBody() {
        assertFix(
            """
            class A: UIViewController {
              var count = 0

              override func viewDidLoad() { count = 1 }
            }

            """,
            """
            class A: UIViewController {
              var count = 0

              override func viewDidLoad() {
                super.viewDidLoad()
                count = 1
              }
            }

            """)
    }

    func testStatementOnTheBraceLineOfAMultiLineBodyMovesToItsOwnLine() {
        assertFix(
            """
            class A: UIViewController {
                override func viewDidLoad() { layoutHeader()
                    layoutFooter()
                }
            }

            """,
            """
            class A: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    layoutHeader()
                    layoutFooter()
                }
            }

            """)
    }

    // MARK: What is left alone

    func testUnfixableFindingsGetNoProposal() {
        let source = """
            final class PhotoViewController: UIViewController {
                override func viewDidAppear(_ animated: Bool) {
                    DispatchQueue.main.async { super.viewDidAppear(animated) }
                }

                override func viewWillAppear(_ _: Bool) {
                    reload()
                }

                override func viewWillDisappear(_ animated: Bool) {
                    super.viewWillDisappear(animated)
                    super.viewDidDisappear(animated)
                }

                override func viewDidDisappear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    super.viewDidAppear(animated)
                }

                override func loadView() {
                    super.loadView()
                    view = PhotoView()
                }
            }

            """
        let run = FixerRun(SuperCallFixer.self, rule: rule, files: [("A.swift", source)], options: everyMissingCall)
        XCTAssertEqual(
            LintEngine.lint(
                [(path: "A.swift", bytes: Array(source.utf8))], configuration: .only(rule, values: everyMissingCall)
            ).count, 5)
        XCTAssertEqual(run.fixable.count, 0)
        XCTAssertEqual(run.proposals.count, 0)
        XCTAssertEqual(run.output["A.swift"], source)
    }

    func testFindingsOfOtherRulesAndUnfixableFindingsHandedInAnywayAreIgnored() {
        let source = """
            final class A: UITableViewController {
                override func viewWillAppear(_ _: Bool) {
                    reload()
                }
            }

            """
        let sources = [(path: "A.swift", bytes: Array(source.utf8))]
        let summaries = LintEngine.summarize(sources)
        var findings = LintEngine.check(summaries, configuration: .only(rule))
        XCTAssertEqual(findings.map(\.fixable), [false])
        findings.append(
            Finding(
                ruleID: "screen-tracking", severity: .warning, path: "A.swift", location: findings[0].location,
                endLocation: findings[0].endLocation, message: "", verdict: .fixable, fingerprintText: ""))
        let context = FixContext(
            project: ProjectIndex(files: summaries, configuration: .only(rule)), sources: ["A.swift": sources[0].bytes],
            findings: findings, configuration: .defaults, outputDirectory: "Behaviors")
        XCTAssertEqual(SuperCallFixer().proposals(context).count, 0)
    }

    func testProposalNamesTheOverrideAndTheCall() {
        let run = FixerRun(
            SuperCallFixer.self, rule: rule,
            files: [
                (
                    "A.swift",
                    """
                    final class HomeViewController: UIViewController {
                        override func viewDidLoad() { setUp() }
                    }
                    """
                )
            ], options: everyMissingCall)
        XCTAssertEqual(run.proposals.map(\.summary), ["HomeViewController.viewDidLoad(): super.viewDidLoad()"])
        XCTAssertEqual(run.proposals.first?.resolves, run.fixable)
    }
}
