import XCTest

@testable import BehaviorLintKit

/// `slow-array-concat` fixes: an annotated binding keeps its keyword and gets a closure that
/// builds the array, a local `var` is filled in place, a returned chain is built in a local named
/// after the function; anything else gets no proposal. Every output is checked whole, linted
/// again (nothing fixable left), and type-checked with `swiftc` against the UIKit stand-in, as is
/// its input.
final class ArrayConcatFixerTests: XCTestCase {
    private let rule = "slow-array-concat"

    /// Fixes `before` (one file) and checks the whole output, that no fixable finding of the rule
    /// remains, and that input and output type-check.
    private func assertFix(_ before: String, _ after: String, file: StaticString = #filePath, line: UInt = #line) throws
    {
        let run = FixerRun(ArrayConcatFixer.self, rule: rule, files: [("A.swift", before)], file: file, line: line)
        XCTAssertEqual(
            run.proposals.count, run.fixable.count, "one proposal per fixable finding", file: file, line: line)
        XCTAssertEqual(run.output["A.swift"], after, file: file, line: line)
        XCTAssertEqual(run.findingsAfterFix(rule: rule).filter(\.fixable).map(\.message), [], file: file, line: line)
        try assertTypeChecks([before, run.output["A.swift"] ?? ""], file: file, line: line)
    }

    /// Type-checks each source on its own (with `import UIKit`), side by side.
    private func assertTypeChecks(_ sources: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        let results = Parallel.map(sources.count) { index in
            Result { try SwiftTypeCheck.typeCheck([(name: "A.swift", source: "import UIKit\n" + sources[index])]) }
        }
        for (source, result) in zip(sources, results) {
            let checked = try result.get()
            XCTAssertTrue(
                checked.succeeded, "does not type-check:\n\(source)\n\(checked.output)", file: file, line: line)
        }
    }

    func testAnAnnotatedLetKeepsItsKeywordAndAClosureBuildsTheArray() throws {
        try assertFix(
            """
            final class ComposeViewController: UIViewController {
                private var draftTitles: [String] = []

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let items: [UIBarButtonItem] = [UIBarButtonItem(title: "New")] + draftTitles.map { UIBarButtonItem(title: $0) } + [UIBarButtonItem(title: "Send")]
                    let actions = { @Sendable in _ = items.count }
                    actions()
                }
            }

            """,
            """
            final class ComposeViewController: UIViewController {
                private var draftTitles: [String] = []

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let items: [UIBarButtonItem] = {
                        var items: [UIBarButtonItem] = [UIBarButtonItem(title: "New")]
                        items.append(contentsOf: draftTitles.map { UIBarButtonItem(title: $0) })
                        items.append(UIBarButtonItem(title: "Send"))
                        return items
                    }()
                    let actions = { @Sendable in _ = items.count }
                    actions()
                }
            }

            """)
    }

    func testStoredStaticGlobalAndOptionalBindingsGetTheClosureToo() throws {
        try assertFix(
            """
            @MainActor let defaultViews: [UIView] = [UIView()] + [1, 2].map { _ in UIView() } + [UIView()]

            final class Screen: UIViewController {
                static let spacers: [UIView] = [UIView()] + (0 ..< 2).map { _ in UIView() } + [UIView()]
                var titles: [String] = []

                func update() {
                    var shown: [UIView]? = [view] + titles.map { _ in UIView() } + [view]
                    shown = nil
                    _ = shown
                }
            }

            """,
            """
            @MainActor let defaultViews: [UIView] = {
                var defaultViews: [UIView] = [UIView()]
                defaultViews.append(contentsOf: [1, 2].map { _ in UIView() })
                defaultViews.append(UIView())
                return defaultViews
            }()

            final class Screen: UIViewController {
                static let spacers: [UIView] = {
                    var spacers: [UIView] = [UIView()]
                    spacers.append(contentsOf: (0 ..< 2).map { _ in UIView() })
                    spacers.append(UIView())
                    return spacers
                }()
                var titles: [String] = []

                func update() {
                    var shown: [UIView]? = {
                        var shown: [UIView] = [view]
                        shown.append(contentsOf: titles.map { _ in UIView() })
                        shown.append(view)
                        return shown
                    }()
                    shown = nil
                    _ = shown
                }
            }

            """)
    }

    func testALocalVarIsFilledInPlace() throws {
        try assertFix(
            """
            @MainActor func constraints(for icons: [UIView], header: UIView) -> Int {
                var constraints: [NSLayoutConstraint] = [header.topAnchor.constraint(equalTo: header.bottomAnchor)] + icons.map { $0.widthAnchor.constraint(equalToConstant: 44) } + []
                constraints.removeLast()
                return constraints.count
            }

            """,
            """
            @MainActor func constraints(for icons: [UIView], header: UIView) -> Int {
                var constraints: [NSLayoutConstraint] = [header.topAnchor.constraint(equalTo: header.bottomAnchor)]
                constraints.append(contentsOf: icons.map { $0.widthAnchor.constraint(equalToConstant: 44) })
                constraints.removeLast()
                return constraints.count
            }

            """)
    }

    func testAReturnedChainIsBuiltInALocalNamedAfterTheFunction() throws {
        try assertFix(
            """
            final class Toolbar: UIViewController {
                var titles: [String] = []

                func makeBookmarkItems() -> [UIBarButtonItem] {
                    return [editButtonItem] + titles.map { UIBarButtonItem(title: $0) } + [editButtonItem]
                }

                var arrangedViews: [UIView] {
                    [view] + titles.map { _ in UILabel() } + [view]
                }

                var menuViews: [UIView] {
                    get { return [view] + titles.map { _ in UIView() } + [view] }
                }

                subscript(section: Int) -> [UIView] { [view] + titles.map { _ in UIView() } + [view] }

                func layout() -> [UIView] {
                    [view] + titles.map { _ in UIView() } + [view]
                }
            }

            """,
            """
            final class Toolbar: UIViewController {
                var titles: [String] = []

                func makeBookmarkItems() -> [UIBarButtonItem] {
                    var bookmarkItems: [UIBarButtonItem] = [editButtonItem]
                    bookmarkItems.append(contentsOf: titles.map { UIBarButtonItem(title: $0) })
                    bookmarkItems.append(editButtonItem)
                    return bookmarkItems
                }

                var arrangedViews: [UIView] {
                    var arrangedViews: [UIView] = [view]
                    arrangedViews.append(contentsOf: titles.map { _ in UILabel() })
                    arrangedViews.append(view)
                    return arrangedViews
                }

                var menuViews: [UIView] {
                    get {
                        var menuViews: [UIView] = [view]
                        menuViews.append(contentsOf: titles.map { _ in UIView() })
                        menuViews.append(view)
                        return menuViews
                    }
                }

                subscript(section: Int) -> [UIView] {
                    var result: [UIView] = [view]
                    result.append(contentsOf: titles.map { _ in UIView() })
                    result.append(view)
                    return result
                }

                func layout() -> [UIView] {
                    var result: [UIView] = [view]
                    result.append(contentsOf: titles.map { _ in UIView() })
                    result.append(view)
                    return result
                }
            }

            """)
    }

    func testTheLocalAvoidsNamesTheBodyUsesAndNumbersOnlyWhenResultIsTaken() throws {
        try assertFix(
            """
            final class Summary: UIViewController {
                let result = UIView()

                func views(around views: [UIView]) -> [UIView] { [view] + views.filter { !$0.isHidden } + [view] }

                func layout(result: UIView) -> [UIView] { [result] + [view].filter { !$0.isHidden } + [view] }

                func arrange() -> [UIView] { [self.result] + [view].filter { !$0.isHidden } + [view] }
            }

            """,
            """
            final class Summary: UIViewController {
                let result = UIView()

                func views(around views: [UIView]) -> [UIView] {
                    var result: [UIView] = [view]
                    result.append(contentsOf: views.filter { !$0.isHidden })
                    result.append(view)
                    return result
                }

                func layout(result: UIView) -> [UIView] {
                    var result2: [UIView] = [result]
                    result2.append(contentsOf: [view].filter { !$0.isHidden })
                    result2.append(view)
                    return result2
                }

                func arrange() -> [UIView] {
                    var result: [UIView] = [self.result]
                    result.append(contentsOf: [view].filter { !$0.isHidden })
                    result.append(view)
                    return result
                }
            }

            """)
    }

    func testCommentsAndMultiLineOperandsKeepTheirPlaceAndShape() throws {
        try assertFix(
            """
            final class Screen: UIViewController {
                var titles: [String] = []

                func update() {
                    let views: [UIView] = // built once
                        [view] // first
                        // then one per title
                        + titles.map { title in
                            let label = UILabel()
                            label.text = title
                            return label
                        }
                        + [view] /* last */
                    _ = views
                }

                func make() -> [UIView] {
                    return [view] // top
                        + titles.map { _ in
                            UIView()
                        }
                        + [view]
                }
            }

            """,
            """
            final class Screen: UIViewController {
                var titles: [String] = []

                func update() {
                    let views: [UIView] = { // built once
                        var views: [UIView] = [view] // first
                        // then one per title
                        views.append(contentsOf: titles.map { title in
                            let label = UILabel()
                            label.text = title
                            return label
                        })
                        views.append(view)
                        return views
                    }() /* last */
                    _ = views
                }

                func make() -> [UIView] {
                    var result: [UIView] = [view] // top
                    result.append(contentsOf: titles.map { _ in
                        UIView()
                    })
                    result.append(view)
                    return result
                }
            }

            """)
    }

    func testReturnInACaseAndCRLFWithTabs() throws {
        try assertFix(
            """
            @MainActor func rows(_ flag: Bool, _ titles: [String]) -> [UIView]? {
                switch flag {
                case true: return [UIView()] + titles.map { _ in UIView() } + [UIView()]
                case false: return nil
                }
            }

            """,
            """
            @MainActor func rows(_ flag: Bool, _ titles: [String]) -> [UIView]? {
                switch flag {
                case true: var rows: [UIView] = [UIView()]
                    rows.append(contentsOf: titles.map { _ in UIView() })
                    rows.append(UIView())
                    return rows
                case false: return nil
                }
            }

            """)
        try assertFix(
            "@MainActor func make(_ titles: [String]) -> Int {\r\n\tlet views: [UIView] = [UIView()] + titles.map { _ in UIView() } + [UIView()]\r\n\treturn views.count\r\n}\r\n",
            "@MainActor func make(_ titles: [String]) -> Int {\r\n\tlet views: [UIView] = {\r\n\t\tvar views: [UIView] = [UIView()]\r\n\t\tviews.append(contentsOf: titles.map { _ in UIView() })\r\n\t\tviews.append(UIView())\r\n\t\treturn views\r\n\t}()\r\n\treturn views.count\r\n}\r\n"
        )
    }

    func testChainsThatCannotBecomeStatementsGetNoProposal() throws {
        let source = """
            final class Screen: UIViewController {
                var titles: [String] = []
                var thumbnails: [UIView] = []

                func show(_ views: [UIView]) {}

                func pair() -> (views: [UIView], count: Int) {
                    ([view] + titles.map { _ in UIView() } + [view], 1)
                }

                func update() throws {
                    thumbnails = [view] + titles.map { _ in UIView() } + [view]
                    show([view] + titles.map { _ in UIView() } + [view])
                    let cast = [view] + titles.map { _ in UIView() } + [view] as [UIView]
                    let inferred: [UIView] = try [view] + titles.map { _ in UIView() } + [view]
                    let pair: [UIView] = [view] + titles.map { _ in UIView() } + [view], other = 1
                    let nested = ["a"] + titles.flatMap { ["b"] + $0.map { String($0) } + ["c"] } + ["d"]
                    _ = (cast, inferred, pair, other, nested)
                }
            }

            """
        let run = FixerRun(ArrayConcatFixer.self, rule: rule, files: [("A.swift", source)])
        XCTAssertEqual(run.findingsAfterFix(rule: rule).count, 8, "all are reported")
        XCTAssertEqual(run.fixable.count, 0)
        XCTAssertEqual(run.proposals.count, 0)
        try assertTypeChecks([source])
    }
}
