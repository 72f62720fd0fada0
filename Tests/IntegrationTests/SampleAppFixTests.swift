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

    func testFixExtractsTheDeliberateChoresAndReusesTheAppsOwnProtocol() throws {
        let outcome = Self.fix(try Self.sources())
        // Super calls first; Onboarding's behavior then waits a pass, since it removes the override
        // whose super call was just put right.
        XCTAssertEqual(
            outcome.applied.map { $0.summary },
            [
                "CartViewController.viewWillAppear(_:): super.viewWillAppear(animated)",
                "OnboardingViewController.viewWillDisappear(_:): super.viewWillDisappear(animated)",
                "ProfileViewController: addBehaviors([NavigationBarAppearanceBehavior()])",
                "SearchViewController: addBehaviors([NavigationBarAppearanceBehavior()])",
                "OnboardingViewController: addBehaviors([NavigationBarAppearanceBehavior()])",
            ])
        XCTAssertEqual(outcome.passes, [1, 1, 1, 1, 2])
        // The app declares its protocol: no support file, only the one behavior the three screens share.
        XCTAssertEqual(
            outcome.created.map { $0.path }, [Self.root + "/Sources/Behaviors/NavigationBarAppearanceBehavior.swift"])
        // The three findings lint calls fixable, the concern once.
        XCTAssertEqual(
            outcome.resolvedFindings.map(\.ruleID),
            ["lifecycle-super-call", "nav-bar-appearance", "lifecycle-super-call"])
        XCTAssertEqual(outcome.unfixed.count, 0)
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
        // The behavior fix created, without one of the statements the screens' styling moved into.
        var emptied = outcome
        emptied.created[0].contents = emptied.created[0].contents.replacingOccurrences(
            of: "viewController.navigationController?.navigationBar.tintColor = .white", with: "")
        // Profile and Search attach it in the pass that creates the file; Onboarding, a pass later,
        // reuses it by name.
        let statement = "`navigationController?.navigationBar.tintColor = .white`"
        let moved = "`viewController.navigationController?.navigationBar.tintColor = .white`"
        XCTAssertEqual(
            NothingLostCheck.problems(in: emptied).sorted(),
            [
                "\(Self.root)/Sources/Screens/OnboardingViewController.swift: \(statement) is not in "
                    + "NavigationBarAppearanceBehavior as \(moved)",
                "\(Self.root)/Sources/Screens/ProfileViewController.swift: \(statement) is not in "
                    + "\(Self.root)/Sources/Behaviors/NavigationBarAppearanceBehavior.swift as \(moved)",
                "\(Self.root)/Sources/Screens/SearchViewController.swift: \(statement) is not in "
                    + "\(Self.root)/Sources/Behaviors/NavigationBarAppearanceBehavior.swift as \(moved)",
            ])
        var truncated = outcome
        let path = truncated.changed.keys.sorted()[0]
        let lines = String(decoding: truncated.changed[path]!, as: UTF8.self).split(
            separator: "\n", omittingEmptySubsequences: false)
        truncated.changed[path] = Array(lines.filter { !$0.contains("import UIKit") }.joined(separator: "\n").utf8)
        XCTAssertEqual(NothingLostCheck.problems(in: truncated), ["\(path): lost the line `import UIKit`"])
    }
}
