import XCTest

@testable import BehaviorLintKit

/// The golden words of every fix verdict: the tests elsewhere assert on the values, these pin
/// what JSON's `keptReason`, the messages and `fix`'s report say for each.
final class FixVerdictWordingTests: XCTestCase {
    func testTheRulesObstaclesReadAsClausesAfterIt() {
        let cases: [(MoveObstacle, String)] = [
            (
                .appearanceSwizzled(hook: "viewDidAppear(_:)", path: "App/Swizzle.swift", line: 12),
                "is in an app that replaces every view controller's viewDidAppear(_:) at run time "
                    + "(App/Swizzle.swift:12), which would run for a behavior's hidden child too"
            ),
            (
                .containerForwardsAppearance,
                "is in a class that overrides `shouldAutomaticallyForwardAppearanceMethods`, so a behavior's hidden "
                    + "child might never hear of the screen's appearance"
            ),
            (.usesHostMembers(["a", "b", "c"]), "uses the host's own `a`, `b` and `c`"),
            (
                .recordsCallersPlace(call: "trackScreen", label: "file"),
                "calls `trackScreen`, whose `file` parameter defaults to the place it is called from: moved into a "
                    + "behavior, it would record the behavior's instead of the screen's"
            ),
            (
                .usesLocals(["center"], declaredIn: "viewWillAppear(_:)"),
                "uses `center`, declared by an earlier statement of viewWillAppear(_:)"
            ),
            (
                .declaresLocalsUsedLater(["tracker"], in: "viewWillAppear(_:)"),
                "declares `tracker`, which a later statement of viewWillAppear(_:) uses"
            ),
            (
                .runsOnlyWhile(condition: "!Flags.on"),
                "runs only while `!Flags.on`, which is not about the screen's lifecycle, so a behavior named for the "
                    + "chore would hide it"
            ),
            (
                .sharesState("navigationBar.barTintColor", with: "previous = bar.barTintColor"),
                "shares `navigationBar.barTintColor` with `previous = bar.barTintColor`, which stays with the host, so "
                    + "moving it would change their order"
            ),
            (
                .assignsSelf(to: "list.delegate"),
                "assigns `self` to `list.delegate`, which wants the host's own type, not the UIViewController a "
                    + "behavior has"
            ),
            (
                .passesSelfToUndeclared(call: "attach(_:)"),
                "passes `self` to `attach(_:)`, whose parameter type is not declared in the project, so a behavior's "
                    + "UIViewController may not do"
            ),
            (
                .passesSelf(to: "register(client:)", as: ["Themeable", "Themed"]),
                "passes `self` to `register(client:)` as `Themeable`, `Themed`, which a behavior's UIViewController "
                    + "is not"
            ),
            (
                .runsBefore(statement: "reload()", conflict: .bothActOn("Tracker"), hook: .viewWillAppear),
                "runs before `reload()`, which stays with the host, and both act on `Tracker`: a behavior's "
                    + "viewWillAppear runs after the host's, so their order would change"
            ),
            (
                .runsBefore(statement: "reload()", conflict: .callsBackIntoHost, hook: .viewDidDisappear),
                "runs before `reload()`, which stays with the host, and it calls back into the host: a behavior's "
                    + "viewDidDisappear runs after the host's, so their order would change"
            ),
            (
                .runsBefore(statement: "reload()", conflict: .handsHostOn, hook: .viewDidAppear),
                "runs before `reload()`, which stays with the host, and this one hands the host on: a behavior's "
                    + "viewDidAppear runs after the host's, so their order would change"
            ),
            (
                .noBehaviorHook(signature: "viewDidAppear(_:)", behaviorProtocol: "ScreenBehavior"),
                "runs in viewDidAppear(_:), a moment ScreenBehavior has no hook for"
            ),
            (
                .layoutPass(signature: "viewDidLayoutSubviews()"),
                "runs in viewDidLayoutSubviews(); a behavior's layout hooks run when its hidden child lays out, not "
                    + "with every layout pass of the host"
            ),
            (.inCompilationBranch(signature: "viewDidLoad()"), "sits in an `#if` branch of viewDidLoad()"),
            (.deferredUntilReturn(signature: "viewDidLoad()"), "is a `defer`, which runs when viewDidLoad() returns"),
            (.isDefer, "is a `defer`"),
            (.leavesEarly(signature: "viewDidLoad()", exit: "return"), "leaves viewDidLoad() early with `return`"),
            (.leavesTheOverrideEarly, "leaves the override early"),
            (
                .readsAnimated(behaviorProtocol: "ScreenBehavior", method: "viewWillAppear"),
                "reads `animated`, which ScreenBehavior.viewWillAppear does not receive"
            ),
            (.unreachable(["themeKey"]), "uses `themeKey`, which a behavior cannot reach through UIViewController"),
            (
                .runsOutsideBehaviorMoments(signature: "viewDidLayoutSubviews()"),
                "runs in viewDidLayoutSubviews(), which behaviors are not told about"
            ),
            (.handsNotificationsToHost, "hands each notification to a method of the screen"),
        ]
        for (obstacle, clause) in cases {
            XCTAssertEqual(FixVerdict.Reason.cannotMove(obstacle).prose, "it " + clause)
        }
    }

    func testWhatLintDecidesAcrossTheProject() {
        let cases: [(FixVerdict.Reason, String)] = [
            (.copiesInDifferentBranches, "the copies sit in different `#if` branches"),
            (
                .aloneOutsideTheBlock,
                "the other screens repeat it in a block, which one behavior takes whole; here it stands alone"
            ),
            (.rootKeepsStyling("Reader"), "Reader is the root of its stack, whose screens keep the styling it sets"),
            (
                .addedAgainAfterCancelledSwipe,
                "a swipe back or a sheet's swipe down the user cancels adds it a second time (unbalanced-appearance-change)"
            ),
            (
                .baseClass("Base", subclasses: ["A"]),
                "Base is the superclass of A; fix does not move a base class's chores, which its subclasses inherit"
            ),
            (
                .baseClass("Base", subclasses: ["A", "B", "C", "D"]),
                "Base is the superclass of A, B, C and others; fix does not move a base class's chores, which its "
                    + "subclasses inherit"
            ),
            (
                .viewDidLoadStays(.oneLine),
                "viewDidLoad() stays, so a behavior would only move this line to another file"
            ),
            (
                .viewDidLoadStays(.unrepeatedLines),
                "viewDidLoad() stays, and no other screen this rule reports repeats these lines word for word, so a "
                    + "behavior would only move these lines to another file"
            ),
            (
                .viewDidLoadStays(.linesRepeatedOnlyBy(["A", "B", "C", "D"])),
                "viewDidLoad() stays, and the screens that repeat them word for word (A, B and C and others) keep "
                    + "theirs in place, so a behavior would only move these lines to another file"
            ),
            (
                .overridesKeepOtherCode(["viewDidAppear(_:)"], .oneLine),
                "viewDidAppear(_:) keeps other code and stays, so a behavior would only cut this one line out of it"
            ),
            (
                .overridesKeepOtherCode(["viewWillAppear(_:)", "viewWillDisappear(_:)"], .linesRepeatedOnlyBy(["B"])),
                "viewWillAppear(_:) and viewWillDisappear(_:) keep other code and stay, and the screens that repeat "
                    + "them word for word (B) keep theirs in place, so a behavior would only cut these lines out of "
                    + "them"
            ),
            (
                .reportedByDefect(rule: "unbalanced-appearance-change"),
                "unbalanced-appearance-change reports it, and in a behavior it would do the same out of that rule's "
                    + "sight"
            ),
            (.otherHalfStays, "its other half stays in the screen"),
            (.restOfCopyStays, "the rest of this screen's copy cannot move, and a copy moves whole or not at all"),
            (
                .stillReportedBy(rule: "unbalanced-appearance-change"),
                "not fixed while unbalanced-appearance-change reports it"
            ),
            (.noSafeRewrite, "fix has no safe rewrite for this case yet"),
        ]
        for (reason, prose) in cases { XCTAssertEqual(reason.prose, prose) }
    }

    func testWhatFixFindsWhenItPlansTheChange() {
        let rule =
            "fix moves a chore once the overrides it is in can go whole, or once other screens repeat more than one "
            + "line of it word for word"
        let cases: [(FixVerdict.Reason, String)] = [
            (
                .otherHalfCannotMove(statement: "bar.isHidden = false"),
                "its other half, `bar.isHidden = false`, cannot move with it, and a pair moves whole or not at all"
            ),
            (
                .onlyMovesViewDidLoadLines,
                "viewDidLoad() stays, so a behavior would only move these lines to another file; " + rule
            ),
            (
                .cutOutOfStayingOverrides(["viewDidAppear(_:)"]),
                "this chore's code in viewDidAppear(_:) would be cut out of an override that keeps other code and "
                    + "stays; " + rule
            ),
            (
                .cutOutOfStayingOverrides(["viewWillAppear(_:)", "viewDidAppear(_:)"]),
                "this chore's code in viewWillAppear(_:) and viewDidAppear(_:) would be cut out of overrides that "
                    + "keep other code and stay; " + rule
            ),
            (
                .tradesOverridesForViewDidLoad(host: "A", overrides: ["viewDidDisappear(_:)"]),
                "A would trade its viewDidDisappear(_:) for a new viewDidLoad() that attaches a behavior no other "
                    + "screen uses; fix moves one screen's chores when the screen ends with fewer overrides"
            ),
            (
                .keepsEveryOverride(host: "A"),
                "A would keep every lifecycle override it has, with its code split between them and a behavior; "
                    + rule
            ),
            (
                .behaviorNamesTaken(["ABehavior", "BBehavior"]),
                "every name that says what its behavior does is taken (ABehavior, BBehavior); fix does not number "
                    + "behaviors, so attach it by hand or rename a type"
            ),
            (
                .typeExists("HideNavigationBarBehavior", place: "App/H.swift:1"),
                "a type named HideNavigationBarBehavior already exists (App/H.swift:1) and differs from the behavior "
                    + "fix would generate; rename it, or make it the behavior and attach it by hand"
            ),
            (
                .fileExists(path: "Behaviors/B.swift"),
                "Behaviors/B.swift already exists; fix does not overwrite files it did not write in this run"
            ),
            (
                .viewDidLoadCannotTakeCall(host: "A", attachMethod: "addBehaviors"),
                "A: its viewDidLoad() could not take the addBehaviors call"
            ),
            (
                .viewDidLoadRunsBetween(host: "A", statement: "setUp()", attachMethod: "addBehaviors"),
                "A: its viewDidLoad() runs `setUp()` between statements that would move, and one addBehaviors call "
                    + "cannot run them at both moments"
            ),
            (
                .viewDidLoadInterleavesBehaviors(host: "A"),
                "A: its viewDidLoad() interleaves the statements of two behaviors, which would run one behavior's "
                    + "after the other's"
            ),
            (
                .viewDidLoadSharesLine(host: "A", statement: "track()"),
                "A: its viewDidLoad() has other code on the line of `track()`"
            ),
            (
                .compiledByNoTarget(path: "A.swift", buildFiles: ["Package.swift", "A.xcodeproj/project.pbxproj"]),
                "A.swift is compiled by no target of Package.swift or A.xcodeproj/project.pbxproj, so fix cannot tell "
                    + "which module a behavior belongs in"
            ),
            (.hostsInDifferentModules, "its hosts compile into different modules"),
            (.projectUnreadable("A.xcodeproj/project.pbxproj"), "A.xcodeproj/project.pbxproj could not be read"),
            (
                .targetBuildsOldSwift(target: "Shop", project: "S.xcodeproj/project.pbxproj", version: "4.0"),
                "target Shop of S.xcodeproj/project.pbxproj builds Swift 4.0 (SWIFT_VERSION), and behaviors use "
                    + "UIKit's Swift 4.2 names (addChild(_:), didMove(toParent:))"
            ),
            (
                .noGroupForFolder("App/Screens", project: "S.xcodeproj/project.pbxproj", fileName: "B.swift"),
                "no group of S.xcodeproj/project.pbxproj stands for App/Screens, so fix could not add B.swift to the "
                    + "project beside its hosts"
            ),
            (
                .overlapsAnotherFix,
                "overlaps another fix in the same place; run fix again once that one is applied"
            ),
            (.createdFileClashes, "a file it would create already exists with other contents"),
            (
                .unsoundResult(path: "A.swift", problem: "its brackets would not balance"),
                "the fixed A.swift would not be sound Swift (its brackets would not balance), so nothing was written "
                    + "for it"
            ),
            (.fixedAgainOnRelint, "re-linting the fixed code would fix it again, so this fix was not applied"),
        ]
        for (reason, prose) in cases { XCTAssertEqual(reason.prose, prose) }
    }

    /// The rule's reading follows its words, what fix certainly leaves is said as such, another
    /// rule's point in brackets; a defect's or a partner's only in the copy's `keptReason`.
    func testHowAMessageSaysAReason() {
        XCTAssertEqual(FixVerdict.Reason.cannotMove(.isDefer).inMessage, ", but it is a `defer`")
        XCTAssertEqual(
            FixVerdict.Reason.viewDidLoadStays(.oneLine).inMessage,
            "; fix leaves this one in place: viewDidLoad() stays, so a behavior would only move this line to another "
                + "file")
        XCTAssertEqual(
            FixVerdict.Reason.stillReportedBy(rule: "x").inMessage, " (not fixed while x reports it)")
        XCTAssertEqual(FixVerdict.Reason.reportedByDefect(rule: "x").inMessage, "")
        XCTAssertEqual(FixVerdict.Reason.otherHalfStays.inMessage, "")
    }

    func testAVerdictsWordsAreItsReasons() {
        XCTAssertNil(FixVerdict.fixable.prose)
        XCTAssertEqual(
            FixVerdict.notFixable([.otherHalfStays, .noSafeRewrite]).prose,
            "its other half stays in the screen; fix has no safe rewrite for this case yet")
    }
}
