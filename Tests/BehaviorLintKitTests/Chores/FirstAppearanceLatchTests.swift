import XCTest

@testable import BehaviorLintKit

/// An appear hook's early exit that the hook itself closes after the first run: what follows it
/// runs on the first appearance only.
final class FirstAppearanceLatchTests: XCTestCase {
    /// The latch of `hook`'s override in a screen whose hooks hold `bodies`, after their super calls.
    private func latch(of hook: LifecycleHook, in bodies: [(hook: String, body: String)]) -> Int? {
        let source =
            "final class ScreenViewController: UIViewController {\n"
            + bodies.map {
                "    override func \($0.hook)(_ animated: Bool) {\n        super.\($0.hook)(animated)\n\($0.body)\n    }\n"
            }.joined() + "}\n"
        let project = ProjectIndex(
            files: [Scanner.summarize(bytes: Array(source.utf8), path: "Screen.swift")], configuration: .defaults)
        let override = project.lifecycleOverrides(ofClass: "ScreenViewController").first { $0.hook == hook }!
        return FirstAppearanceLatch.exit(in: override, project: project)
    }

    private func latch(_ body: String, disappear: String = "") -> Int? {
        latch(of: .viewDidAppear, in: [("viewDidAppear", body), ("viewDidDisappear", disappear)])
    }

    func testAGuardOnAFlagTheHookClearsIsALatch() {
        XCTAssertEqual(latch("guard runOnce else { return }\nrunOnce = false\nsubscribe()"), 1)
        XCTAssertEqual(latch("if highlighter != nil {\n return\n}\nhighlighter = Highlighter()\nsubscribe()"), 1)
        XCTAssertEqual(latch("guard !self.loaded else { return }\nself.loaded = true"), 1)
    }

    /// `viewWillAppear(_:)` exits on a flag; `viewDidAppear(_:)` and the disappear hook run `closing`
    /// and `reopening`.
    private func latchClosedElsewhere(closing: String, reopening: String = "") -> Int? {
        latch(
            of: .viewWillAppear,
            in: [
                ("viewWillAppear", "if !isFirstAppear { return }\nsubscribe()"), ("viewDidAppear", closing),
                ("viewWillDisappear", reopening),
            ])
    }

    func testAFlagAnotherAppearHookClosesIsALatchUnlessAHookBetweenAppearancesSetsItAgain() {
        XCTAssertEqual(latchClosedElsewhere(closing: "isFirstAppear = false"), 1)
        XCTAssertNil(latchClosedElsewhere(closing: "isFirstAppear = false", reopening: "isFirstAppear = true"))
        XCTAssertNil(latchClosedElsewhere(closing: "reload()"), "nothing closes it")
    }

    func testAnExitNothingClosesOrThatAnotherHookReopensIsNoLatch() {
        XCTAssertNil(latch("guard isVisible else { return }\nsubscribe()"), "nothing the hook sets")
        XCTAssertNil(
            latch("guard runOnce else { return }\nrunOnce = false", disappear: "runOnce = true"),
            "the disappear hook sets it back: every appearance gets by")
        XCTAssertNil(latch("if loaded { reload() }\nloaded = true"), "no exit")
        XCTAssertNil(latch("guard ready else { log(); return }\nready = false"), "an exit that does more")
    }

    private func closes(_ statement: String) -> Bool {
        let source = """
            final class ScreenViewController: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    \(statement)
                }
            }
            """
        let project = ProjectIndex(
            files: [Scanner.summarize(bytes: Array(source.utf8), path: "Screen.swift")], configuration: .defaults)
        let override = project.lifecycleOverrides(ofClass: "ScreenViewController")[0]
        return FirstAppearanceLatch.closesItsOwnCondition(override.syntaxes[0])
    }

    func testABlockThatClosesItsOwnConditionRunsOnce() {
        XCTAssertTrue(closes("if isFirstAppear { isFirstAppear = false; subscribe() }"))
        XCTAssertTrue(closes("if !didRegister { register(); didRegister = true }"))
        XCTAssertTrue(closes("if !self.didRegister { register(); self.didRegister = true }"))
    }

    func testABlockThatFillsWhatItsConditionAsksToBeEmptyRunsOnce() {
        XCTAssertTrue(closes("if self.observers.isEmpty { register(); self.observers.append(token) }"))
        XCTAssertTrue(closes("if tokens.isEmpty { tokens.insert(token, at: 0) }"))
        XCTAssertTrue(
            closes(
                "if keyboardToken == nil { keyboardToken = center.addObserver(forName: .x, object: nil, queue: nil) { _ in } }"
            ))
        XCTAssertFalse(closes("if observers.isEmpty { register() }"), "nothing fills it")
        XCTAssertFalse(closes("if observers.isEmpty { observers = [] }"), "emptied, not filled")
        XCTAssertFalse(closes("if token == nil { token = nil }"), "still nil")
        XCTAssertFalse(closes("if observers.isEmpty { others.append(token) }"), "another collection")
        XCTAssertFalse(closes("if !observers.isEmpty { observers.append(token) }"), "asks it not to be empty")
    }

    func testABlockThatLeavesItsConditionOpenDoesNot() {
        XCTAssertFalse(closes("if isFirstAppear { isFirstAppear = true; subscribe() }"), "sets what lets it in")
        XCTAssertFalse(closes("if ready && !done { done = true }"), "more than one flag")
        XCTAssertFalse(closes("if isFirstAppear { subscribe() } else { isFirstAppear = false }"), "not a sole if")
        XCTAssertFalse(closes("isFirstAppear = false"), "no if")
    }

    private func helperLatch(_ body: String, disappear: String = "") -> Int? {
        let source = """
            final class ScreenViewController: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    beginObserving()
                }
                override func viewDidDisappear(_ animated: Bool) {
                    super.viewDidDisappear(animated)
            \(disappear)
                }
                private func beginObserving() {
            \(body)
                }
            }
            """
        let file = Scanner.summarize(bytes: Array(source.utf8), path: "Screen.swift")
        let project = ProjectIndex(files: [file], configuration: .defaults)
        let helper = file.functions.first { $0.name == "beginObserving" }!
        return FirstAppearanceLatch.exit(
            inHelper: helper.statements.map(file.syntax), ofClass: "ScreenViewController", project: project)
    }

    func testAHelperThatRegistersOnlyWhileItsTokenIsNilLatches() {
        XCTAssertEqual(
            helperLatch(
                "guard observer == nil else { return }\nobserver = NotificationCenter.default.addObserver(forName: .a, object: nil, queue: nil) { _ in }"
            ),
            0)
        XCTAssertNil(
            helperLatch(
                "guard isVisible else { return }\nNotificationCenter.default.addObserver(self, selector: #selector(a), name: .a, object: nil)"
            ),
            "nothing the helper sets")
        XCTAssertNil(
            helperLatch(
                "guard observer == nil else { return }\nobserver = NotificationCenter.default.addObserver(forName: .a, object: nil, queue: nil) { _ in }",
                disappear: "observer = nil"),
            "a disappear hook drops the token without removing it: the next appearance registers again")
    }
}
