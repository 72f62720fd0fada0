import Foundation
import XCTest

@testable import BehaviorLintKit

/// `Examples/SampleApp` (what the README's first command lints) reports exactly the findings it
/// was written to contain — see its README for what each screen does on purpose — and nothing
/// from its distractors (chores in comments, strings, helpers, closures, non-view-controllers).
final class SampleAppTests: XCTestCase {
    static let sampleApp = SampleApp.sources

    func testFindingsAreExactlyTheDeliberateOnes() throws {
        guard case .success(let result) = LintRun(paths: [Self.sampleApp], configuration: .defaults).run() else {
            return XCTFail("the sample app could not be linted")
        }
        let prefix = FileDiscovery.displayPath(Self.sampleApp) + "/"
        let found = result.findings.map {
            "\($0.path.hasPrefix(prefix) ? String($0.path.dropFirst(prefix.count)) : $0.path):\($0.location.line):\($0.location.column) \($0.ruleIDList)"
        }
        XCTAssertEqual(
            found,
            [
                "Base/ShopBaseViewController.swift:8:1 base-class-sprawl",
                "Screens/CartViewController.swift:48:5 lifecycle-super-call",
                "Screens/LoginViewController.swift:41:9 unbalanced-appearance-change",
                "Screens/NotificationsViewController.swift:37:9 behavior-attach-site",
                "Screens/OnboardingViewController.swift:42:9 nav-bar-appearance",
                "Screens/OnboardingViewController.swift:47:5 lifecycle-super-call",
            ])
        let concern = try XCTUnwrap(result.findings.first { $0.ruleID == "nav-bar-appearance" })
        XCTAssertEqual(
            Set(concern.copies.compactMap { $0.hostClass }),
            ["OnboardingViewController", "ProfileViewController", "SearchViewController"],
            "one finding for the styling the three screens share")
        XCTAssertTrue(concern.copies.allSatisfy { $0.fixable })
    }
}
