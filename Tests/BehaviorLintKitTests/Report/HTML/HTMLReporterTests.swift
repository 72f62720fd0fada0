import Foundation
import XCTest

@testable import BehaviorLintKit

/// The refactoring map (`--reporter html`): it shows every screen with findings and the same
/// counts as the JSON report, the behaviors fix would make and what stays, base classes as a
/// tree; names and code are escaped; the page loads nothing from elsewhere and is the same bytes
/// every run.
final class HTMLReporterTests: XCTestCase {
    /// The sample app's map and its JSON report from one lint, run in a copy of the app (outside
    /// this package, whose manifest does not build the sample) as its team would run it.
    private func sampleAppReports() throws -> (html: String, json: [[String: Any]]) {
        let folder = TemporaryDirectory()
        try FileManager.default.copyItem(atPath: SampleAppTests.sampleApp, toPath: folder.path + "/Sources")
        let console = Console.capture()
        let previous = FileManager.default.currentDirectoryPath
        _ = FileManager.default.changeCurrentDirectoryPath(folder.path)
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        let status = LintCommand.run(
            ["--quiet", "--no-cache", "--reporter", "html:map.html", "--reporter", "json:findings.json"],
            console: console, environment: [:], standardInput: { Data() })
        console.flush()
        XCTAssertEqual(status, 0, console.err.capturedText)
        let findings = try JSONSerialization.jsonObject(
            with: Data(contentsOf: folder.url.appendingPathComponent("findings.json")))
        return (
            try String(contentsOfFile: folder.path + "/map.html", encoding: .utf8),
            try XCTUnwrap(findings as? [[String: Any]])
        )
    }

    private func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    // MARK: Structure, against the JSON report of the same run

    func testEveryScreenWithFindingsIsARowOfTheMatrix() throws {
        let (html, json) = try sampleAppReports()
        // A concern's copies sit in screens of their own: each is a row.
        let copies = json.flatMap { ($0["copies"] as? [[String: Any]]) ?? [] }
        let screens = Set((json + copies).compactMap { $0["hostClass"] as? String })
        XCTAssertEqual(screens.count, 7)
        let matrix = try XCTUnwrap(
            html.range(of: "<section id=\"matrix\">").flatMap { start in
                html.range(of: "</section>", range: start.upperBound..<html.endIndex).map {
                    html[start.lowerBound..<$0.upperBound]
                }
            })
        for screen in screens { XCTAssertEqual(count("<td data-v=\"\(screen)\">", in: String(matrix)), 1, screen) }
        XCTAssertTrue(matrix.contains("<tfoot><tr><th>7 screens</th>"), String(matrix))
    }

    func testCountsMatchTheJSONReport() throws {
        let (html, json) = try sampleAppReports()
        XCTAssertEqual(count("<li id=\"f-", in: html), json.count, "one entry per finding")
        XCTAssertTrue(html.contains("<div class=\"card\"><b>\(json.count)</b><span>findings</span></div>"))
        let fixable = json.filter { $0["fixable"] as? Bool == true }.count
        XCTAssertTrue(html.contains("<span>fixable (\(fixable))</span>"))
        for (rule, findings) in Dictionary(grouping: json, by: { $0["ruleId"] as! String }) {
            let fixableOfRule = findings.filter { $0["fixable"] as? Bool == true }.count
            XCTAssertTrue(
                html.contains(
                    "<tr><td><code>\(rule)</code></td><td>\(findings.count)</td><td>\(fixableOfRule)</td></tr>"), rule)
        }
    }

    func testTheCandidateBehaviorsAreWhatFixWouldGenerateMostRepeatedFirst() throws {
        let (html, _) = try sampleAppReports()
        let behaviors = try XCTUnwrap(html.range(of: "<section id=\"behaviors\">").map { html[$0.lowerBound...] })
        // Three screens style the navigation bar with the same six lines: one behavior replaces them all.
        XCTAssertTrue(
            behaviors.hasPrefix(
                "<section id=\"behaviors\"><h2>Candidate behaviors</h2>\n<article><h3>NavigationBarAppearanceBehavior "
                    + "<small>3 screens, 3 moved by fix</small></h3>"), String(behaviors.prefix(300)))
        XCTAssertTrue(
            behaviors.contains("<code>struct NavigationBarAppearanceBehavior</code> attached by 3 screens"))
        for screen in ["Profile", "Search", "Onboarding"] {
            XCTAssertTrue(
                behaviors.contains(
                    "<li>\(screen)ViewController: <code>NavigationBarAppearanceBehavior()</code> "
                        + "<small>6 lines moved</small></li>"), screen)
        }
        XCTAssertTrue(html.contains("<div class=\"card\"><b>18</b><span>lines fix would move</span></div>"))
    }

    func testBaseClassesShowTheirSubclassCountsAndTheChoresTheyHandDown() throws {
        let (html, _) = try sampleAppReports()
        XCTAssertTrue(
            html.contains(
                "<ul class=\"tree\"><li><b>ShopBaseViewController</b> <small>5 subclasses · "
                    + "Sources/Base/ShopBaseViewController.swift</small><ul class=\"chores\"><li><a href=\"#f-0\">base-class-sprawl</a></li>"
            ),
            html)
    }

    func testTheSameCodeGivesTheSameBytes() throws {
        XCTAssertEqual(try sampleAppReports().html, try sampleAppReports().html)
    }

    // MARK: Self-contained and escaped

    func testThePageLoadsNothingFromElsewhere() throws {
        let (html, _) = try sampleAppReports()
        for resource in ["src=", "<link", "<iframe", "url(", "@import", "http"] {
            XCTAssertFalse(html.contains(resource), resource)
        }
        let links = html.components(separatedBy: "href=\"").dropFirst()
        XCTAssertFalse(links.isEmpty)
        for link in links { XCTAssertTrue(link.hasPrefix("#"), String(link.prefix(40))) }
        XCTAssertEqual(count("<script>", in: html), 1, "the page's own sorting script only")
        // Nor does the frame of an empty report name anything elsewhere.
        let empty = HTMLReporter.render(LintReport(findings: [], files: [], elapsedSeconds: 0, toolVersion: "0.1.0"))
        XCTAssertFalse(empty.contains("//") || empty.contains("http"), empty)
    }

    func testNamesMessagesPathsAndCodeAreEscaped() {
        let hostile = "<script>alert('x')</script>"
        let path = "App/\"a&b\".swift"
        let source =
            "final class X: UIViewController { override func viewDidAppear(_ animated: Bool) { track(\"\(hostile)\") } }\n"
        let finding = Finding(
            ruleID: "screen-tracking", severity: .warning, path: path,
            location: SourceLocation(line: 1, column: 83), endLocation: SourceLocation(line: 1, column: 120),
            message: "tracks \(hostile)", hostClass: hostile, hook: "viewDidAppear(_:)",
            fingerprintText: hostile)
        let plan = RefactoringPlan(
            attachments: [
                BehaviorAttachment(
                    behavior: "TrackingBehavior", family: "ScreenTrackingBehavior",
                    parameters: ["screenName: String"], entry: "TrackingBehavior(screenName: \"\(hostile)\")",
                    host: hostile, path: path, movedLines: 1)
            ],
            unmoved: [
                RefactoringPlan.Unmoved(
                    family: "ScreenTrackingBehavior", host: hostile, path: path, line: 1, reason: hostile)
            ],
            viewControllers: [
                RefactoringPlan.ViewControllerClass(name: hostile, superclass: "UIViewController", path: path)
            ],
            problems: [hostile])
        let html = HTMLReporter.render(
            LintReport(
                findings: [finding], files: [path], elapsedSeconds: 0, toolVersion: "0.1.0",
                refactoringPlan: plan,
                lineText: QuotedLines(sources: [(path, Array(source.utf8))]).lineText))
        XCTAssertFalse(html.contains("<script>alert"), html)
        XCTAssertFalse(html.contains("\"a&b\""), html)
        XCTAssertEqual(count("<script>", in: html), 1)
        XCTAssertTrue(html.contains("&lt;script&gt;alert(&apos;x&apos;)&lt;/script&gt;"))
        XCTAssertTrue(html.contains("<summary>App/&quot;a&amp;b&quot;.swift</summary>"))
    }

    // MARK: The parts

    private func finding(
        _ rule: String, host: String, hook: String, line: Int, fixable: Bool = true, path: String = "A.swift"
    ) -> Finding {
        Finding(
            ruleID: rule, severity: .warning, path: path, location: SourceLocation(line: line, column: 1),
            endLocation: SourceLocation(line: line, column: 2), message: "m", hostClass: host, hook: hook,
            verdict: fixable ? .fixable : .notFixable([.noSafeRewrite]), fingerprintText: "\(line)")
    }

    func testTheMatrixPutsHooksInLifecycleOrderAndTheMostCommonChoreFirst() {
        let findings = [
            finding("nav-bar-visibility", host: "B", hook: "viewWillDisappear(_:)", line: 1),
            finding("nav-bar-visibility", host: "B", hook: "viewWillAppear(_:)", line: 2),
            finding("screen-tracking", host: "A", hook: "viewDidAppear(_:)", line: 3),
            finding("screen-tracking", host: "B", hook: "viewDidAppear(_:)", line: 4, fixable: false),
            finding("lifecycle-super-call", host: "C", hook: "viewDidLoad()", line: 5),
        ]
        let matrix = ChoreMatrix(findings: findings)
        XCTAssertEqual(matrix.rows.map { $0.screen }, ["A", "B", "C"])
        XCTAssertEqual(matrix.columns, [.tracking, .barVisibility])
        XCTAssertEqual(matrix.rows[1].cells[.barVisibility]?.hooks, ["viewWillAppear", "viewWillDisappear"])
        XCTAssertEqual(matrix.rows[2].others, [4], "a screen with no chore still has its row")
        XCTAssertFalse(matrix.rows[2].hasChores)
        let html = HTMLReporter.render(
            LintReport(findings: findings, files: ["A.swift"], elapsedSeconds: 0, toolVersion: "0.1.0"))
        XCTAssertTrue(html.contains("<td data-v=\"1\" class=\"fix\"><a href=\"#f-2\">viewDidAppear</a></td>"), html)
        XCTAssertTrue(html.contains("<td data-v=\"1\" class=\"stay\"><a href=\"#f-3\">viewDidAppear</a></td>"), html)
        XCTAssertTrue(html.contains("<p>Fix was not planned for this report.</p>"))
    }

    func testTheBaseClassTreeKeepsBasesCarryingFindingsAndCountsEverySubclass() {
        let classes = [
            ("Base", "UIViewController"), ("Middle", "Base"), ("Leaf", "Middle"), ("Other", "Base"),
            ("Quiet", "UIViewController"), ("QuietChild", "Quiet"),
        ]
        .map { RefactoringPlan.ViewControllerClass(name: $0.0, superclass: $0.1, path: $0.0 + ".swift") }
        let tree = BaseClassTree(
            classes: classes,
            findings: [finding("nav-bar-visibility", host: "Middle", hook: "viewWillAppear(_:)", line: 1)])
        XCTAssertEqual(tree.roots.map { $0.name }, ["Base"], "Quiet has a subclass but no finding below it")
        XCTAssertEqual(tree.roots[0].subclassCount, 3)
        XCTAssertEqual(tree.roots[0].findings, [])
        XCTAssertEqual(tree.roots[0].children.map { $0.name }, ["Middle"], "Other is a leaf, counted but not a node")
        XCTAssertEqual(tree.roots[0].children[0].subclassCount, 1)
        XCTAssertEqual(tree.roots[0].children[0].findings, [0])
    }

    func testTheRefactoringPlanIsWhatFixWouldDo() {
        func screen(_ name: String) -> (path: String, bytes: [UInt8]) {
            (
                "\(name).swift",
                Array(
                    """
                    import UIKit

                    final class \(name): UIViewController {
                        override func viewDidAppear(_ animated: Bool) {
                            super.viewDidAppear(animated)
                            Analytics.shared.track(screen: "\(name)")
                        }
                    }

                    """.utf8)
            )
        }
        let outcome = FixEngine.fix(
            [screen("Cart"), screen("Home")], configuration: .everyScreen, outputDirectory: "Behaviors")
        let plan = RefactoringPlan(outcome, findings: [])
        XCTAssertEqual(
            plan.attachments.map { [$0.host, $0.entry] },
            [
                ["Cart", "ScreenTrackingBehavior(screen: \"Cart\")"],
                ["Home", "ScreenTrackingBehavior(screen: \"Home\")"],
            ])
        XCTAssertEqual(plan.attachments.map { $0.parameters }, [["screen: String"], ["screen: String"]])
        XCTAssertEqual(plan.movedLines, 2)
        XCTAssertEqual(plan.viewControllers.map { $0.name }, ["Cart", "Home"])
        XCTAssertEqual(CandidateBehaviors(plan: plan).families.map { $0.screenCount }, [2])
    }
}
