@testable import BehaviorLintKit
import XCTest

/// The `+` chains the scan hands to `slow-array-concat`: where operands start and end, what kind
/// each is, and the element type a rewrite could declare.
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

    func testTrailingClosuresAndTransformsStayInTheirOperand() {
        let found = chains("""
        func rows() {
            let rows = [header] + items.map { Row($0) }.sorted() + Section.make(with: 1) { $0.title } + [footer]
        }
        """)
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(operands(found[0]), ["[header]", "items.map { Row($0) }.sorted()", "Section.make(with: 1) { $0.title }", "[footer]"])
        XCTAssertEqual(kinds(found[0]), [.arrayLiteral, .mapOrFilter, .closure, .arrayLiteral])
        XCTAssertEqual(found[0].span.startLocation, SourceLocation(line: 2, column: 16))
        XCTAssertEqual(found[0].bindingName, "rows")
        XCTAssertNil(found[0].declaredType)
    }

    func testTheBodyOfAControlStatementIsNotATrailingClosure() {
        let found = chains("""
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
        XCTAssertEqual(found.map(operands), [
            ["a", "b", "c"], ["[a]", "b", "c"], ["[header]", "rows()", "[footer]"], ["a", "b", "c { $0 }"],
            ["[header]", "rows.map { $0.cell }", "[footer]"],
        ])
    }

    func testChainsOverSeveralLines() {
        let found = chains("""
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
        XCTAssertEqual(found[0].span.endLocation, SourceLocation(line: 4, column: 19))
        XCTAssertEqual(operands(found[1]), ["[.legal]", "footers()", "[.version]"])
        XCTAssertEqual(kinds(found[1]), [.arrayLiteral, .call, .arrayLiteral])
        XCTAssertTrue(found[2].isReturned)
        XCTAssertEqual(found[2].declaredType, "[Section]")
    }

    func testNilCoalescingBindsLooserThanPlus() {
        let found = chains("""
        func items() {
            let buttons = [edit] + extraButtons ?? [] + [share]
            let rows = (cached ?? []) + [header] + [footer]
            let more = [header] + (pinned?.rows ?? []) + loader!.rows()
        }
        """)
        XCTAssertEqual(found.map(operands), [
            ["[edit]", "extraButtons"], ["[]", "[share]"], ["(cached ?? [])", "[header]", "[footer]"],
            ["[header]", "(pinned?.rows ?? [])", "loader!.rows()"],
        ])
        XCTAssertEqual(kinds(found[2]), [.optional, .arrayLiteral, .arrayLiteral])
        XCTAssertEqual(kinds(found[3]), [.arrayLiteral, .optional, .optional])
    }

    func testTernaries() {
        let found = chains("""
        func items() {
            let a = [title] + (isAdmin ? [admin] : []) + [footer]
            let b = isCompact ? [summary] : [header] + details() + [footer]
        }
        """)
        XCTAssertEqual(kinds(found[0]), [.arrayLiteral, .ternary, .arrayLiteral])
        XCTAssertEqual(operands(found[1]), ["[header]", "details()", "[footer]"])
    }

    func testReturnedChainsTakeTheTypeOfTheBodyTheyLeave() {
        let found = chains("""
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
        XCTAssertEqual(found.map { $0.declaredType }, ["[Row]", nil, "[Row]", "Array<Cell>", "[Column]", "[Header]", "[Row]", nil])
        XCTAssertTrue(found.allSatisfy { $0.isReturned })
        XCTAssertEqual(found[0].function, 0)
    }

    func testAnnotatedBindings() {
        let found = chains("""
        final class MenuViewController: UIViewController {
            static let defaults: [MenuItem] = [.home] + extraItems() + [.settings]
            func reload() {
                var items = [MenuItem.home] + loadItems() + [.settings]
                items.append(.logout)
            }
        }
        """)
        XCTAssertEqual(found.map { $0.bindingName }, ["defaults", "items"])
        XCTAssertEqual(found.map { $0.declaredType }, ["[MenuItem]", nil])
        XCTAssertEqual(found.map { $0.function }, [nil, 0])
        XCTAssertFalse(found[1].isReturned)
    }

    func testGenericConstructionsAndEmptyParentheses() {
        let found = chains("""
        func build() {
            let a = Array<Set<Int>>() + [seed] + Dictionary<String, [Int]>.init().values.map { $0.count }
            let b = [seed] + Set<Int>() + [last]
            let c = make () + [seed] + [last]
            let d = x < y + z
        }
        """)
        XCTAssertEqual(operands(found[0]), ["Array<Set<Int>>()", "[seed]", "Dictionary<String, [Int]>.init().values.map { $0.count }"])
        XCTAssertEqual(kinds(found[0]), [.call, .arrayLiteral, .mapOrFilter])
        XCTAssertEqual(operands(found[1]), ["[seed]", "Set<Int>()", "[last]"])
        XCTAssertEqual(operands(found[2]), ["()", "[seed]", "[last]"])
        XCTAssertEqual(kinds(found[2]), [.other, .arrayLiteral, .arrayLiteral])
        XCTAssertEqual(operands(found[3]), ["y", "z"])
    }

    func testChainsInsideAClosureOperandAreFoundToo() {
        let found = chains("""
        let entries = [intro] + chapters.flatMap { [$0.title] + $0.pages() + [$0.summary] } + [outro]
        """)
        XCTAssertEqual(found.map(operands), [
            ["[intro]", "chapters.flatMap { [$0.title] + $0.pages() + [$0.summary] }", "[outro]"],
            ["[$0.title]", "$0.pages()", "[$0.summary]"],
        ])
    }

    func testLiteralKindsCommentsStringsAndBranches() {
        let found = chains("""
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
