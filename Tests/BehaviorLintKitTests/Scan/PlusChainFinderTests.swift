import XCTest

@testable import BehaviorLintKit

/// The `+` chains the scan hands to `slow-array-concat`: where operands start and end, what kind
/// each is, where the chain's value goes, and the types written for it there.
final class PlusChainFinderTests: XCTestCase {
    private func chains(_ source: String) -> [PlusChain] {
        Scanner.summarize(bytes: Array(source.utf8), path: "A.swift").plusChains
    }

    private func operands(_ chain: PlusChain) -> [String] {
        chain.operands.map { $0.text }
    }

    private func kinds(_ chain: PlusChain) -> [PlusChain.OperandKind] {
        chain.operands.map { $0.kind }
    }

    /// The function or property a returned chain leaves, nil for any other destination.
    private func returnedFrom(_ chain: PlusChain) -> String? {
        guard case .returned(let function, _) = chain.destination else { return nil }
        return function
    }

    func testTrailingClosuresAndTransformsStayInTheirOperand() {
        let found = chains(
            """
            func rows() {
                let rows = [header] + items.map { Row($0) }.sorted() + Section.make(with: 1) { $0.title } + [footer]
            }
            """)
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(
            operands(found[0]),
            ["[header]", "items.map { Row($0) }.sorted()", "Section.make(with: 1) { $0.title }", "[footer]"])
        XCTAssertEqual(kinds(found[0]), [.arrayLiteral, .mapOrFilter, .closure, .arrayLiteral])
        XCTAssertEqual(found[0].span.startLocation, SourceLocation(line: 2, column: 16))
        XCTAssertEqual(found[0].destination, .binding(name: "rows", keyword: "let", isLocal: true))
        XCTAssertNil(found[0].declaredType)
        XCTAssertFalse(found[0].isTypedByContext)
    }

    func testOnlyTransformsWhoseResultTypeIsInferredCountAsMaps() {
        let found = chains(
            """
            let a = [x] + rows.compactMap { $0.cell } + rows.prefix(2) + rows.reversed() + rows.filter(\\.isVisible) + rows.flatMap(\\.cells)
            """)
        XCTAssertEqual(kinds(found[0]), [.arrayLiteral, .closure, .call, .mapOrFilter, .mapOrFilter, .mapOrFilter])
    }

    func testTheBodyOfAControlStatementIsNotATrailingClosure() {
        let found = chains(
            """
            func update() {
                if a + b + c {
                    reload()
                }
                if isReady,
                   total == [a] + b + c {
                    reload()
                }
                for row in [header] + rows() + [footer] {
                    render(row)
                }
                let sum = a + b + c { $0 }
                switch mode {
                case .all: show([header] + rows.map { $0.cell } + [footer])
                }
            }
            """)
        XCTAssertEqual(
            found.map(operands),
            [
                ["a", "b", "c"], ["[a]", "b", "c"], ["[header]", "rows()", "[footer]"], ["a", "b", "c { $0 }"],
                ["[header]", "rows.map { $0.cell }", "[footer]"],
            ])
        XCTAssertEqual(
            found.map { $0.destination },
            [
                .other, .other, .other, .binding(name: "sum", keyword: "let", isLocal: true),
                .argument(callee: "show"),
            ])
    }

    /// A file cut right after `+ .` (found by fuzzing): the `.` is the last operand, not a step
    /// past the end of the tokens.
    func testAnOperandThatIsALastDotEndsAtIt() {
        let found = chains("#if os(iOS) && !targetEnvi\n[] +\n.")
        XCTAssertEqual(found.map { $0.operands.map { $0.text } }, [["[]", "."]])
    }

    func testChainsOverSeveralLines() {
        let found = chains(
            """
            func sections() -> [Section] {
                let sections: [Section] = [.profile]
                    + settings.filter { $0.isVisible }
                    + [.about]
                let more = [.legal] +
                    footers() +
                    [.version]
                return sections + more
            }
            """)
        XCTAssertEqual(found.count, 3)
        XCTAssertEqual(operands(found[0]), ["[.profile]", "settings.filter { $0.isVisible }", "[.about]"])
        XCTAssertEqual(found[0].declaredType, "[Section]")
        XCTAssertTrue(found[0].isWholeValue)
        XCTAssertEqual(found[0].span.endLocation, SourceLocation(line: 4, column: 19))
        XCTAssertEqual(operands(found[1]), ["[.legal]", "footers()", "[.version]"])
        XCTAssertEqual(kinds(found[1]), [.arrayLiteral, .call, .arrayLiteral])
        XCTAssertEqual(returnedFrom(found[2]), "sections")
        XCTAssertEqual(found[2].declaredType, "[Section]")
    }

    func testNilCoalescingBindsLooserThanPlus() {
        let found = chains(
            """
            func items() {
                let buttons = [edit] + extraButtons ?? [] + [share]
                let rows = (cached ?? []) + [header] + [footer]
                let more = [header] + (pinned?.rows ?? []) + loader!.rows()
            }
            """)
        XCTAssertEqual(
            found.map(operands),
            [
                ["[edit]", "extraButtons"], ["[]", "[share]"], ["(cached ?? [])", "[header]", "[footer]"],
                ["[header]", "(pinned?.rows ?? [])", "loader!.rows()"],
            ])
        XCTAssertEqual(kinds(found[2]), [.optional, .arrayLiteral, .arrayLiteral])
        XCTAssertEqual(kinds(found[3]), [.arrayLiteral, .optional, .optional])
        XCTAssertEqual(found[0].destination, .other, "an operand of ??")
    }

    func testTernaries() {
        let found = chains(
            """
            func items() {
                let a = [title] + (isAdmin ? [admin] : []) + [footer]
                let b = isCompact ? [summary] : [header] + details() + [footer]
            }
            """)
        XCTAssertEqual(kinds(found[0]), [.arrayLiteral, .ternary, .arrayLiteral])
        XCTAssertEqual(operands(found[1]), ["[header]", "details()", "[footer]"])
        XCTAssertEqual(found[1].destination, .other)
    }

    func testReturnedChainsTakeTheTypeOfTheBodyTheyLeave() {
        let found = chains(
            """
            struct Feed {
                func rows() -> [Row] {
                    if isEmpty { return [.empty] + hints() + [.footer] }
                    let nested = items.flatMap { item in return [item.header] + item.rows() + [item.footer] }
                    switch mode {
                    case .all: return [.header] + nested + [.footer]
                    }
                }
                func cells() -> Array<Cell> { [.title] + makeCells() + [.footer] }
                var columns: [Column] { [.name] + extraColumns() + [.total] }
                var headers: [Header] {
                    get { return [.top] + groups.map(Header.group) + [.bottom] }
                }
                subscript(section: Int) -> [Row] { [.title] + rows(in: section) }
                let make = { [a] + b() + [c] }
            }
            """)
        XCTAssertEqual(found.map(returnedFrom), ["rows", nil, "rows", "cells", "columns", "headers", "subscript", nil])
        XCTAssertEqual(
            found.map { $0.declaredType }, ["[Row]", nil, "[Row]", "Array<Cell>", "[Column]", "[Header]", "[Row]", nil])
        XCTAssertEqual(found[1].destination, .other, "a closure's return leaves no declared type")
        XCTAssertEqual(found[0].function, 0)
        guard case .returned(_, let body) = found[4].destination else { return XCTFail("columns") }
        XCTAssertEqual(body.startLocation, SourceLocation(line: 10, column: 27))
    }

    func testAnnotatedBindings() {
        let found = chains(
            """
            final class MenuViewController: UIViewController {
                static let defaults: [MenuItem] = [.home] + extraItems() + [.settings]
                func reload() {
                    var items = [MenuItem.home] + loadItems() + [.settings]
                    struct Local {
                        var rows: [Row]? = [.a] + load() + [.b]
                    }
                    let a = 1, b: [Row] = [.a] + load() + [.b]
                    items.append(.logout)
                }
            }
            """)
        XCTAssertEqual(
            found.map { $0.destination },
            [
                .binding(name: "defaults", keyword: "let", isLocal: false),
                .binding(name: "items", keyword: "var", isLocal: true),
                .binding(name: "rows", keyword: "var", isLocal: false),
                .binding(name: "b", keyword: "let", isLocal: true),
            ])
        XCTAssertEqual(found.map { $0.declaredType }, ["[MenuItem]", nil, "[Row]?", "[Row]"])
        XCTAssertEqual(found.map { $0.function }, [nil, 0, 0, 0])
        XCTAssertEqual(found.map { $0.isTypedByContext }, [true, false, true, true])
    }

    func testDestinationsThatGiveTheType() {
        let found = chains(
            """
            final class Screen: UIViewController {
                func update() {
                    navigationItem.rightBarButtonItems = [edit] + items.map { Item($0) } + [share]
                    NSLayoutConstraint.activate([top] + icons.map { $0.width } + [bottom])
                    stack.configure(views: [a] + b.map { $0 } + [c], animated: true)
                    let cast = [a] + b.map { $0 } + [c] as [UIView]
                    for view in [a] + b.map(f) + [c] { add(view) }
                    let flat = chapters.flatMap { [$0.title] + $0.pages() + [$0.summary] }
                    let wrapped = chapters.flatMap({ chapter in [chapter.title] + chapter.pages() + [chapter.summary] })
                    let typed = chapters.flatMap { chapter -> [Entry] in [chapter.title] + chapter.pages() + [chapter.summary] }
                    let mapped = chapters.map { [$0.title] + $0.pages() + [$0.summary] }
                }
            }
            """)
        XCTAssertEqual(
            found.map { $0.destination },
            [
                .assignment(target: "navigationItem.rightBarButtonItems"),
                .argument(callee: "NSLayoutConstraint.activate"),
                .argument(callee: "stack.configure"), .cast, .other, .flatMapClosure, .flatMapClosure, .other, .other,
            ])
        XCTAssertEqual(found[3].declaredType, "[UIView]")
        XCTAssertEqual(found.map { $0.isTypedByContext }, [true, true, true, true, false, false, false, false, false])
        XCTAssertEqual(
            found.map { $0.isWholeValue }, Array(repeating: false, count: 9), "none is a binding's or return's value")
    }

    func testAReturnedTupleDeclaresItsComponentsNotTheChainsType() {
        let found = chains(
            """
            struct Layout {
                func labeled() -> (rows: [Row], count: Int) {
                    return (count: 2, rows: [.a] + load() + [.b])
                }
                func positional() -> ([Row], Int) { ([.a] + load() + [.b], 2) }
                func wrong() -> (rows: [Row], count: Int) {
                    return [.a] + load() + [.b]
                }
                func parenthesized() -> [Row] {
                    return ([.a] + load() + [.b])
                }
            }
            """)
        XCTAssertEqual(found[0].destination, .tupleElement)
        XCTAssertEqual(found[1].destination, .tupleElement)
        XCTAssertEqual(found.map { $0.declaredType }, ["[Row]", "[Row]", "(rows: [Row], count: Int)", "[Row]"])
        XCTAssertNil(PlusChain.elementType(of: found[2].declaredType ?? ""), "a tuple is not an array")
        XCTAssertEqual(found.map(returnedFrom), [nil, nil, "wrong", "parenthesized"])
        XCTAssertEqual(
            found.map { $0.isWholeValue }, [false, false, true, false],
            "a component or a parenthesized chain is part of the value")
    }

    func testAssignedTypesComeFromTheDeclarationVisibleThere() {
        let found = chains(
            """
            final class Screen {
                var rows: [Row]? = nil

                func update(items: [Item]?) {
                    guard var items = items else { return }
                    items = [.a] + load() + [.b]
                    if var rows = rows {
                        rows = [.a] + load() + [.b]
                    }
                    rows = [.a] + load() + [.b]
                    var cells: [Cell] = []
                    do {
                        var cells = makeCells()
                        cells = [.a] + load() + [.b]
                    }
                    cells = [.a] + load() + [.b]
                    var copy = items
                    copy = [.a] + load() + [.b]
                    self.rows = [.a] + load() + [.b]
                }
            }
            """)
        XCTAssertEqual(found.map { $0.declaredType }, ["[Item]", "[Row]", "[Row]?", nil, "[Cell]", "[Item]", "[Row]?"])
    }

    func testElementTypesTheOperandsSpell() {
        let found = chains(
            """
            final class Screen {
                let edit = UIBarButtonItem(barButtonSystemItem: .edit, target: nil, action: nil)
                let share: UIBarButtonItem? = nil

                func update(rows: [Row]?, titles: [String]) {
                    let a = [Button()] + titles.map { Button(title: $0) } + [Button()]
                    let b = [edit] + titles.map { make($0) } + [edit]
                    let c = [share!] + titles.map { make($0) } + [.flexibleSpace()]
                    let d = [.a] + titles.map { title in Section.Item(title) } + [.b]
                    let e = [.a] + titles.map(Row.item) + [.b]
                    guard let rows = rows else { return }
                    let f = [.a] + rows.filter { $0.isVisible } + [.b]
                    let g = [.a] + titles.map { make($0) } + [.b]
                    let h = [self.edit] + titles.map { make($0) } + [.b]
                    let i = [UIAction(title: "a") { _ in }] + [UIDeferredMenuElement({ _ in })] + titles.map { make($0) }
                }
            }
            """)
        XCTAssertEqual(
            found.map { $0.spelledElementType },
            [
                "Button", "UIBarButtonItem", nil, "Section.Item", "Row", "Row", nil, "UIBarButtonItem", nil,
            ], "operands that spell two types spell none")
    }

    func testWholeValuesAndEffects() {
        let found = chains(
            """
            func make() async throws -> [Row] {
                let a: [Row] = [.a] + load() + [.b]
                let b: [Row] = [.a] + load() + [.b], other = 1
                let c: [Row] = try [.a] + load() + [.b]
                let d: [Row] = [.a] + (await loadAll()) + [.b]
                let e: [Row] = [.a] + load() + [.b]
                    ?? []
                return [.a] + load() + [.b]
            }
            """)
        XCTAssertEqual(found.map { $0.isWholeValue }, [true, false, true, true, false, true])
        XCTAssertEqual(found.map { $0.usesTryOrAwait }, [false, false, true, true, false, false])
    }

    func testGenericConstructionsAndEmptyParentheses() {
        let found = chains(
            """
            func build() {
                let a = Array<Set<Int>>() + [seed] + Dictionary<String, [Int]>.init().values.map { $0.count }
                let b = [seed] + Set<Int>() + [last]
                let c = make () + [seed] + [last]
                let d = x < y + z
            }
            """)
        XCTAssertEqual(
            operands(found[0]),
            ["Array<Set<Int>>()", "[seed]", "Dictionary<String, [Int]>.init().values.map { $0.count }"])
        XCTAssertEqual(kinds(found[0]), [.call, .arrayLiteral, .mapOrFilter])
        XCTAssertEqual(operands(found[1]), ["[seed]", "Set<Int>()", "[last]"])
        XCTAssertEqual(operands(found[2]), ["()", "[seed]", "[last]"])
        XCTAssertEqual(kinds(found[2]), [.other, .arrayLiteral, .arrayLiteral])
        XCTAssertEqual(operands(found[3]), ["y", "z"])
    }

    func testChainsInsideAClosureOperandAreFoundToo() {
        let found = chains(
            """
            let entries = [intro] + chapters.flatMap { [$0.title] + $0.pages() + [$0.summary] } + [outro]
            """)
        XCTAssertEqual(
            found.map(operands),
            [
                ["[intro]", "chapters.flatMap { [$0.title] + $0.pages() + [$0.summary] }", "[outro]"],
                ["[$0.title]", "$0.pages()", "[$0.summary]"],
            ])
        XCTAssertEqual(
            found.map { $0.destination }, [.binding(name: "entries", keyword: "let", isLocal: false), .flatMapClosure])
    }

    func testLiteralKindsCommentsStringsAndBranches() {
        let found = chains(
            """
            // let rows = [a] + b() + [c]
            let note = "[a] + b() + [c]"
            let greeting = "Hello, " + name + "!"
            let total = 1 + 2.5 + count
            #if DEBUG
            let rows = [a] + b() + [c]
            #endif
            """)
        XCTAssertEqual(found.count, 3)
        XCTAssertEqual(kinds(found[0]), [.stringLiteral, .identifier, .stringLiteral])
        XCTAssertEqual(kinds(found[1]), [.numberLiteral, .numberLiteral, .identifier])
        XCTAssertEqual(found.map { $0.condition }, [nil, nil, "#if DEBUG"])
    }
}
