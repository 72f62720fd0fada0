@testable import BehaviorLintKit
import XCTest

/// `slow-array-concat` fixes: literal-only chains merge into one literal; chains with a declared
/// array type become a `var` filled with `append`; anything else, or anything that would not be
/// the same expression afterwards, is left alone. A fixed file has no fixable finding left.
final class ArrayConcatFixerTests: XCTestCase {
    private let rule = "slow-array-concat"

    /// Fixes `before` (one file) and checks the whole output, that no fixable finding of the rule
    /// remains, and that it still tokenizes with balanced brackets.
    private func assertFix(_ before: String, _ after: String, options: [String: String] = [:],
                           file: StaticString = #filePath, line: UInt = #line) {
        let run = FixerRun(ArrayConcatFixer.self, rule: rule, files: [("A.swift", before)], options: options, file: file, line: line)
        XCTAssertEqual(run.proposals.count, run.fixable.count, "one proposal per fixable finding", file: file, line: line)
        XCTAssertEqual(run.output["A.swift"], after, file: file, line: line)
        XCTAssertEqual(run.findingsAfterFix(rule: rule, options: options).filter(\.fixable).map(\.message), [], file: file, line: line)
        XCTAssertTrue(hasBalancedBrackets(run.output["A.swift"] ?? ""), file: file, line: line)
    }

    /// Asserts the rule reports `before` but marks nothing fixable, and the fixer proposes nothing.
    private func assertNoFix(_ before: String, file: StaticString = #filePath, line: UInt = #line) {
        let run = FixerRun(ArrayConcatFixer.self, rule: rule, files: [("A.swift", before)], file: file, line: line)
        XCTAssertFalse(run.findingsAfterFix(rule: rule).isEmpty, "the rule reports it", file: file, line: line)
        XCTAssertEqual(run.fixable.map(\.message), [], file: file, line: line)
        XCTAssertEqual(run.proposals.count, 0, file: file, line: line)
    }

    // MARK: The spec's Fix examples

    func testLiteralsMergeIntoOneLiteral() {
        assertFix("""
        enum Palette {
            static let brandColors: [UIColor] = [.systemBlue, .systemTeal] + [.systemIndigo] + [.systemPurple]
            static let spacing = [8, 16,] + [] + [24]
        }

        """, """
        enum Palette {
            static let brandColors: [UIColor] = [.systemBlue, .systemTeal, .systemIndigo, .systemPurple]
            static let spacing = [8, 16, 24]
        }

        """)
    }

    func testMultiLineLiteralsMergeOneElementPerLineKeepingComments() {
        assertFix("""
        enum Menu {
            static let items: [MenuItem] = [
                .home,
                .search, // beta
            ] + [.settings] + [
                // always last
                .about,
            ]
        }

        """, """
        enum Menu {
            static let items: [MenuItem] = [
                .home,
                .search, // beta
                .settings,
                // always last
                .about,
            ]
        }

        """)
    }

    func testAnnotatedBindingBecomesAVarBuiltWithAppend() {
        assertFix("""
        struct FeedBuilder {
            func items(for user: User) -> [FeedItem] {
                let items: [FeedItem] = [.header(user.displayName)]
                    + pinnedPosts()
                    + (user.isPremium ? [.premiumBanner] : [])
                    + [.footer]
                return items
            }
        }

        """, """
        struct FeedBuilder {
            func items(for user: User) -> [FeedItem] {
                var items: [FeedItem] = [.header(user.displayName)]
                items.append(contentsOf: pinnedPosts())
                items.append(contentsOf: user.isPremium ? [.premiumBanner] : [])
                items.append(.footer)
                return items
            }
        }

        """)
    }

    func testReturnedChainIsBuiltInALocalAndReturned() {
        assertFix("""
        final class SettingsViewController: UITableViewController {
            private func makeSections() -> [SettingsSection] {
                return [.account] + features.map { SettingsSection.feature($0) } + [.about, .help]
            }
        }

        """, """
        final class SettingsViewController: UITableViewController {
            private func makeSections() -> [SettingsSection] {
                var result: [SettingsSection] = [.account]
                result.append(contentsOf: features.map { SettingsSection.feature($0) })
                result.append(contentsOf: [.about, .help])
                return result
            }
        }

        """)
    }

    func testOneLineBodyIsOpenedUpAndTheLocalAvoidsNamesInUse() {
        assertFix("""
        struct ChecklistSection {
            var rows: [Row]
            let result: Row

            func visibleRows() -> [Row] { [.title, result] + rows.filter(\\.isVisible) + [.footer] }
        }

        """, """
        struct ChecklistSection {
            var rows: [Row]
            let result: Row

            func visibleRows() -> [Row] {
                var result2: [Row] = [.title, result]
                result2.append(contentsOf: rows.filter(\\.isVisible))
                result2.append(.footer)
                return result2
            }
        }

        """)
    }

    func testArrayOfTAndOptionalOperands() {
        assertFix("""
        extension ProfileViewController {
            func configureBarButtons() {
                let buttons: Array<UIBarButtonItem> = [editButton] + (extraButtons ?? []) + [shareButton]
                navigationItem.rightBarButtonItems = buttons
            }
        }

        """, """
        extension ProfileViewController {
            func configureBarButtons() {
                var buttons: Array<UIBarButtonItem> = [editButton]
                buttons.append(contentsOf: extraButtons ?? [])
                buttons.append(shareButton)
                navigationItem.rightBarButtonItems = buttons
            }
        }

        """)
    }

    func testComputedPropertyBodyKeepsCommentsBetweenOperands() {
        assertFix("""
        struct Menu {
            var entries: [Entry] {
                [.home] // always first
                    + debugEntries.filter { $0.isEnabled }
                    + [.settings]
            }
        }

        """, """
        struct Menu {
            var entries: [Entry] {
                var result: [Entry] = [.home] // always first
                result.append(contentsOf: debugEntries.filter { $0.isEnabled })
                result.append(.settings)
                return result
            }
        }

        """)
    }

    // MARK: Layout the spec cannot show

    func testCRLFAndTabs() {
        assertFix(
            "func make() -> [Row] {\r\n\tlet rows: [Row] = [.a] + load() + [.b]\r\n\treturn rows\r\n}\r\n",
            "func make() -> [Row] {\r\n\tvar rows: [Row] = [.a]\r\n\trows.append(contentsOf: load())\r\n\trows.append(.b)\r\n\treturn rows\r\n}\r\n")
    }

    func testCommentsBetweenOperandsAreKept() {
        assertFix("""
        func make() -> [Row] {
            return [.header] // top
                // then the loaded ones
                + load()
                + [.footer] /* bottom */
        }

        """, """
        func make() -> [Row] {
            var result: [Row] = [.header] // top
            // then the loaded ones
            result.append(contentsOf: load())
            result.append(.footer)
            return result /* bottom */
        }

        """)
    }

    func testReturnInACaseAndInAComputedProperty() {
        assertFix("""
        struct Menu {
            var entries: [Entry] {
                [.home] + debugEntries.filter { $0.isEnabled } + [.settings]
            }

            func rows(for mode: Mode) -> [Row]? {
                switch mode {
                case .full: return [.title] + load() + [.footer]
                case .empty: return nil
                }
            }
        }

        """, """
        struct Menu {
            var entries: [Entry] {
                var result: [Entry] = [.home]
                result.append(contentsOf: debugEntries.filter { $0.isEnabled })
                result.append(.settings)
                return result
            }

            func rows(for mode: Mode) -> [Row]? {
                switch mode {
                case .full: var result: [Row] = [.title]
                    result.append(contentsOf: load())
                    result.append(.footer)
                    return result
                case .empty: return nil
                }
            }
        }

        """)
    }

    func testEmptyAndMultiElementLiteralsAndAVarBinding() {
        assertFix("""
        func make() {
            var rows: [Row] = load() + [] + [.a, .b,] + [
                .c,
            ]
            let only: [Row] = load() + [] + []
            use(rows, only)
        }

        """, """
        func make() {
            var rows: [Row] = load()
            rows.append(contentsOf: [.a, .b,])
            rows.append(.c)
            let only: [Row] = load()
            use(rows, only)
        }

        """)
    }

    func testOnlyLiteralChainsAreMergedWhenTheyAreAWholeOperand() {
        let source = """
        let combined = [1] + [2] + [3] == expected
        let shifted = offset - [1] + [2] + [3]

        """
        let run = FixerRun(ArrayConcatFixer.self, rule: rule, files: [("A.swift", source)])
        XCTAssertEqual(run.fixable.count, 2)
        XCTAssertEqual(run.output["A.swift"], """
        let combined = [1, 2, 3] == expected
        let shifted = offset - [1] + [2] + [3]

        """)
    }

    // MARK: What is left alone

    func testNoFixWithoutADeclaredArrayType() {
        assertNoFix("""
        func make() {
            let unknown = [.header] + rows() + [.footer]
            let custom: SectionList = [.header] + rows() + [.footer]
            let lookup: [String: Int] = [:] + rows() + [:]
        }
        """)
    }

    func testNoFixForSubExpressionsOptionalBindingsAndStoredProperties() {
        assertNoFix("""
        final class A {
            let stored: [Row] = [.a] + rows() + [.b]

            func make() -> [Row] {
                configure(rows: [.a] + rows() + [.b])
                let maybe: [Row]? = [.a] + rows() + [.b]
                struct Local {
                    let rows: [Row] = [.a] + rows() + [.b]
                }
                return ([.a] + rows()) + [.b]
            }
        }
        """)
        let messages = FixerRun(ArrayConcatFixer.self, rule: rule, files: [("A.swift", """
        final class A {
            let stored: [Row] = [.a] + rows() + [.b]
            func make() { let maybe: [Row]? = [.a] + rows() + [.b] }
        }
        """)]).findingsAfterFix(rule: rule).map(\.message)
        XCTAssertTrue(messages[0].hasSuffix("No automatic fix: it does not initialise a local variable of a function, so it cannot become several statements"))
        XCTAssertTrue(messages[1].hasSuffix("No automatic fix: its declared type `[Row]?` is optional, so appending would need `?.`"))
    }

    func testChainThatIsNotTheWholeInitializerGetsNoProposal() {
        // Both are marked fixable (the rule reads no tokens), but neither chain is the whole
        // initializer: the fixer declines rather than regroup the expression.
        let run = FixerRun(ArrayConcatFixer.self, rule: rule, files: [("A.swift", """
        func make() {
            let cast: [Row] = [.a] + rows() + [.b] as [Row]
            let pair: [Row] = [.a] + rows() + [.b], other = 1
        }
        """)])
        XCTAssertEqual(run.fixable.count, 2)
        XCTAssertEqual(run.proposals.count, 0)
    }
}
