import Foundation
import XCTest

@testable import BehaviorLintKit

/// `fix` on the whole example app: what it extracts, that the app still type-checks afterwards,
/// that nothing moved is lost, and that a second run has nothing left to do.
final class SampleAppFixTests: XCTestCase {
    static let root = SampleApp.root

    static func sources() throws -> [(path: String, bytes: [UInt8])] {
        try FileDiscovery.swiftFiles(in: [root]).get().map {
            (path: $0, bytes: [UInt8](FileManager.default.contents(atPath: $0)!))
        }
    }

    static func fix(_ sources: [(path: String, bytes: [UInt8])]) -> FixOutcome {
        FixEngine.fix(sources, configuration: .defaults, outputDirectory: root + "/Sources/Behaviors")
    }

    /// Every file after the fix, relative to the app's folder.
    static func files(after outcome: FixOutcome, of sources: [(path: String, bytes: [UInt8])]) -> [(
        name: String, source: String
    )] {
        let prefix = root + "/"
        return sources.map {
            (
                name: String($0.path.dropFirst(prefix.count)),
                source: String(decoding: outcome.changed[$0.path] ?? $0.bytes, as: UTF8.self)
            )
        }
            + outcome.created.map { (name: String($0.path.dropFirst(prefix.count)), source: $0.contents) }
    }

    func testFixExtractsTheDeliberateChoresAndReusesTheAppsOwnBehaviors() throws {
        let outcome = Self.fix(try Self.sources())
        // Super calls first; Onboarding's behavior then waits a pass, since it removes the override
        // whose super call was just inserted.
        XCTAssertEqual(
            outcome.applied.map { $0.summary },
            [
                "CartViewController.viewWillAppear(_:): super.viewWillAppear(animated)",
                "OnboardingViewController.viewWillDisappear(_:): super.viewWillDisappear(animated)",
                "HomeViewController: addBehaviors([ScreenTrackingBehavior(screenName: \"Home\")])",
                "ProfileViewController: addBehaviors([HideNavigationBarBehavior(), ScreenTrackingBehavior(screenName: \"Profile\")])",
                "OnboardingViewController: addBehaviors([HideNavigationBarBehavior()])",
            ])
        XCTAssertEqual(outcome.passes, [1, 1, 1, 1, 2])
        // The app declares its protocol and HideNavigationBarBehavior / ScreenTrackingBehavior
        // already: no support file, and those two are reused rather than written again.
        XCTAssertEqual(outcome.created.map { $0.path }, [])
        // What would only be cut out of overrides that stay, stays, and lint already reports it as
        // not fixable, so fix has nothing to refuse: Checkout's one line of styling and Search's one
        // line of tracking, which their overrides follow with more work, and Home's three lines of
        // bar styling, cut out of appear and disappear overrides that keep other code, which no
        // other screen writes word for word.
        XCTAssertEqual(outcome.unfixed.count, 0)
        let leftByLint = LintEngine.lint(try Self.sources(), configuration: .defaults).filter {
            $0.message.contains("fix leaves this one in place")
        }
        XCTAssertEqual(
            leftByLint.map { "\($0.ruleID) \(URL(fileURLWithPath: $0.path).lastPathComponent) \($0.fixable)" },
            [
                "nav-bar-appearance CheckoutViewController.swift false",
                "nav-bar-appearance HomeViewController.swift false",
                "nav-bar-appearance HomeViewController.swift false",
                "nav-bar-appearance HomeViewController.swift false",
                "screen-tracking SearchViewController.swift false",
            ])
        XCTAssertTrue(
            leftByLint.filter { $0.path.hasSuffix("HomeViewController.swift") }.allSatisfy {
                $0.message.contains(
                    "viewWillAppear(_:) and viewWillDisappear(_:) keep other code and stay, and no other screen this rule reports repeats "
                        + "these lines word for word")
            })
        XCTAssertEqual(NothingLostCheck.problems(in: outcome), [])
    }

    func testTheAppTypeChecksBeforeAndAfterTheFix() throws {
        let sources = try Self.sources()
        let outcome = Self.fix(sources)
        let before = try SwiftTypeCheck.typeCheck(
            sources.map {
                (
                    name: String($0.path.dropFirst(Self.root.count + 1)),
                    source: String(decoding: $0.bytes, as: UTF8.self)
                )
            })
        XCTAssertTrue(before.succeeded, before.output)
        let after = try SwiftTypeCheck.typeCheck(Self.files(after: outcome, of: sources))
        XCTAssertTrue(after.succeeded, after.output)
    }

    func testASecondFixChangesNothingAndLintFindsNothingFixable() throws {
        let sources = try Self.sources()
        let outcome = Self.fix(sources)
        let fixed = Self.files(after: outcome, of: sources).map {
            (path: Self.root + "/" + $0.name, bytes: Array($0.source.utf8))
        }
        let again = Self.fix(fixed)
        XCTAssertFalse(
            again.hasChanges, "changed again: \(again.changed.keys.sorted()) \(again.created.map { $0.path })")
        // As `lint` reports them: what is still fixable is what fix leaves, each with its reason.
        let findings = LintEngine.lint(fixed, configuration: .defaults)
        XCTAssertEqual(
            findings.filter { $0.fixable }.map { "\($0.ruleID) \($0.path):\($0.location)" },
            again.unfixed.map { "\($0.finding.ruleID) \($0.finding.path):\($0.finding.location)" })
    }

    func testTheNothingLostCheckCatchesALostStatementAndALostLine() throws {
        let outcome = Self.fix(try Self.sources())
        // The app's own ScreenTrackingBehavior, reused, without the call Home's tracking moved into.
        var emptied = outcome
        let behaviors = try XCTUnwrap(emptied.original.keys.first { $0.hasSuffix("/StandardBehaviors.swift") })
        emptied.original[behaviors] = Array(
            String(decoding: emptied.original[behaviors]!, as: UTF8.self).replacingOccurrences(
                of: "Analytics.shared.track(screen: screenName)", with: ""
            ).utf8)
        XCTAssertTrue(
            NothingLostCheck.problems(in: emptied).contains { $0.contains("Analytics.shared.track(screen: \"Home\")") },
            "\(NothingLostCheck.problems(in: emptied))")
        var truncated = outcome
        let path = truncated.changed.keys.sorted()[0]
        let lines = String(decoding: truncated.changed[path]!, as: UTF8.self).split(
            separator: "\n", omittingEmptySubsequences: false)
        truncated.changed[path] = Array(lines.filter { !$0.contains("import UIKit") }.joined(separator: "\n").utf8)
        XCTAssertEqual(NothingLostCheck.problems(in: truncated), ["\(path): lost the line `import UIKit`"])
    }
}
