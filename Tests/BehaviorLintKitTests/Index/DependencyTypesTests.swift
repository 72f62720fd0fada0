import XCTest

@testable import BehaviorLintKit

/// A type three view controllers each hold in a property is a service they share; the screens'
/// own views, framework types and values are not, however many hold them.
final class DependencyTypesTests: XCTestCase {
    private func project(_ members: String, holders: Int) -> ProjectIndex {
        let screens = (0..<holders).map { index in
            "final class Screen\(index)ViewController: UIViewController {\n    \(members)\n}\n"
        }.joined(separator: "\n")
        let declarations = """
            final class Tracker {}
            final class AvatarView: UIView {}
            final class Session: NSObject {}

            """
        let sources = [(path: "Screens.swift", bytes: Array((declarations + screens).utf8))]
        return ProjectIndex(files: LintEngine.summarize(sources), configuration: .defaults)
    }

    func testATypeHeldByThreeScreensIsShared() {
        let types = project("let tracker: Tracker\n    var session: Session?", holders: 3).dependencyTypes
        XCTAssertTrue(types.contains("Tracker"))
        XCTAssertTrue(types.contains("Session!"), "optionality dropped; an NSObject subclass is no view")
        XCTAssertFalse(project("let tracker: Tracker", holders: 2).dependencyTypes.contains("Tracker"))
    }

    func testViewsFrameworkTypesAndValuesAreTheScreensOwn() {
        let types = project(
            "let avatar: AvatarView\n    let table: UITableView\n    var names: [String]\n    var count: Int\n    var onDone: (() -> Void)?",
            holders: 3
        ).dependencyTypes
        for declared in ["AvatarView", "UITableView", "[String]", "Int", "(() -> Void)?"] {
            XCTAssertFalse(types.contains(declared), declared)
        }
    }

    func testAnInstanceEachScreenMakesOrGetsFromItsStoryboardIsItsOwn() {
        for members in [
            "let table = SectionsTableView(style: .grouped)",
            "let table: SectionsTableView = SectionsTableView()",
            "lazy var table: SectionsTableView = { SectionsTableView() }()",
            "let table = SectionsTableView.make()",
            "@IBOutlet weak var table: SectionsTableView!",
        ] {
            XCTAssertFalse(
                project(members, holders: 3).dependencyTypes.contains("SectionsTableView"), members)
        }
        for members in ["let relay = PublishRelay<Void>()", "let relay = PublishRelay<[String: Set<Int>]>()"] {
            XCTAssertFalse(project(members, holders: 3).dependencyTypes.contains("PublishRelay"), members)
        }
        XCTAssertTrue(
            project("let tracker = Tracker.shared", holders: 3).dependencyTypes.contains("Tracker"),
            "a stored reference to one instance is handed to every screen")
    }
}
