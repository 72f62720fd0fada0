import XCTest

@testable import BehaviorLintKit

/// A `loadView()` that makes the view itself over a base's that builds nothing it does not build again.
final class ReplacedViewTests: XCTestCase {
    private func replaces(base: String, screen: String) -> Bool {
        let source = """
            class ListViewController: UIViewController {
                let collectionView = UICollectionView()
                let header = UIView()
                func setUpRefresh() {}
                override func loadView() {
            \(base)
                }
            }
            final class BookmarksViewController: ListViewController {
                let searchBar = UISearchBar()
                override func loadView() {
            \(screen)
                }
            }
            """
        let project = ProjectIndex(
            files: [Scanner.summarize(bytes: Array(source.utf8), path: "Lists.swift")], configuration: .defaults)
        let override = project.lifecycleOverrides(ofClass: "BookmarksViewController")[0]
        return ReplacedView.holds(override: override, implementer: "ListViewController", project: project)
    }

    private let base = "let view = UIView()\nview.addSubview(collectionView)\nself.view = view"

    func testAViewMadeOfEveryMemberTheBasePlacesReplacesTheBasesView() {
        XCTAssertTrue(
            replaces(
                base: base,
                screen:
                    "let container = UIView()\ncontainer.addSubview(searchBar)\ncontainer.addSubview(collectionView)\nview = container"
            ))
        XCTAssertTrue(replaces(base: "view = collectionView", screen: "self.view = collectionView"))
    }

    func testAMemberTheOverrideLeavesOutOrAViewItMayNotMakeIsWorkSkipped() {
        XCTAssertFalse(
            replaces(base: base, screen: "let container = UIView()\ncontainer.addSubview(searchBar)\nview = container"),
            "the collection view is placed nowhere")
        XCTAssertFalse(
            replaces(base: base + "\nsetUpRefresh()", screen: "view = collectionView"),
            "the base calls a method of its own")
        XCTAssertFalse(
            replaces(base: "super.loadView()\nview.addSubview(collectionView)", screen: "view = collectionView"),
            "the base builds on UIKit's view")
        XCTAssertFalse(
            replaces(base: base, screen: "if compact {\nview = collectionView\n}"), "a view made only sometimes")
        XCTAssertFalse(replaces(base: base, screen: "collectionView.backgroundColor = .clear"), "no view made")
    }
}
