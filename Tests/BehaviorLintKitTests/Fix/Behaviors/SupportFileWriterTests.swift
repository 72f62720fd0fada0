import XCTest

@testable import BehaviorLintKit

/// The support file's hidden child must hear of every moment its host has, with its host.
final class SupportFileWriterTests: XCTestCase {
    private let support = SupportFileWriter(
        behaviorProtocol: .generated(name: "ViewControllerLifecycleBehavior", style: .moment),
        attachMethod: "addBehaviors", indent: "    ", lineEnding: "\n"
    ).render(header: nil)

    func testTheChildHasItsParentBeforeItsViewLoads() throws {
        // Touching `view` loads it, and the child's viewDidLoad finds its host through `parent`:
        // loaded before `addChild`, it would find none and skip every behavior's afterLoading.
        let addChild = try XCTUnwrap(support.range(of: "addChild(behaviorViewController)"))
        let firstViewUse = try XCTUnwrap(support.range(of: "behaviorViewController.view"))
        XCTAssertLessThan(addChild.lowerBound, firstViewUse.lowerBound, support)
        XCTAssertTrue(support.contains("        behaviorViewController.view.frame = .zero\n"), support)
    }

    func testOnlyTheMomentsAChildHearsOfWithItsHostAreForwarded() {
        for hook in [
            "viewDidLoad()", "viewWillAppear(_ animated: Bool)", "viewDidAppear(_ animated: Bool)",
            "viewWillDisappear(_ animated: Bool)", "viewDidDisappear(_ animated: Bool)",
        ] {
            XCTAssertTrue(support.contains("    override func \(hook) {\n"), hook)
        }
        XCTAssertFalse(support.contains("LayoutSubviews"), support)
    }

    /// Swift 5.4 (Xcode 12) does not know `@MainActor`: a project pinned to it gets the protocol
    /// without the attribute, the rest of the file unchanged.
    func testAProjectPinnedToAToolchainBeforeSwift55GetsNoMainActor() {
        let older = SupportFileWriter(
            behaviorProtocol: .generated(name: "ViewControllerLifecycleBehavior", style: .moment),
            attachMethod: "addBehaviors", indent: "    ", lineEnding: "\n", mainActor: false
        ).render(header: nil)
        XCTAssertTrue(support.contains("@MainActor\nprotocol ViewControllerLifecycleBehavior {\n"), support)
        XCTAssertFalse(older.contains("MainActor"), older)
        XCTAssertEqual(older, support.replacingOccurrences(of: "@MainActor\n", with: ""))
    }
}
