import TestSupport
import XCTest

@testable import BehaviorLintKit

/// What the spec examples cannot show: how element types are told apart, the messages, and that
/// `fix` rewrites exactly the findings `lint` marks fixable.
final class SlowArrayConcatRuleTests: XCTestCase {
    func testSpecExamples() throws {
        try assertSpecExamples(SlowArrayConcatRule.self)
    }

    func testSpecFixes() throws {
        try assertSpecFixes(SlowArrayConcatRule.self)
    }

    private let id = "slow-array-concat"

    private func findings(_ source: String) -> [Finding] {
        LintEngine.lint([(path: "A.swift", bytes: Array(source.utf8))], configuration: .only(id))
    }

    func testElementTypes() {
        XCTAssertEqual(PlusChain.elementType(of: "[Row]"), "Row")
        XCTAssertEqual(PlusChain.elementType(of: " [Section.Item]? "), "Section.Item")
        XCTAssertEqual(PlusChain.elementType(of: "Array<(String, [Int])>"), "(String, [Int])")
        XCTAssertEqual(PlusChain.elementType(of: "[[String: Int]]"), "[String: Int]")
        XCTAssertNil(PlusChain.elementType(of: "[String: Int]"))
        XCTAssertNil(PlusChain.elementType(of: "Set<Int>"))
        XCTAssertNil(PlusChain.elementType(of: "[A]?[B]"))
        XCTAssertNil(PlusChain.elementType(of: "([Row], Int)"), "a tuple holding an array is no array")
        XCTAssertNil(PlusChain.elementType(of: "(rows: [Row], count: Int)"))
    }

    func testElementKindsFollowTheMeasurements() {
        let declarations = """
            final class Button {}
            struct Cell {}
            enum Row {}
            protocol Item {}
            actor Store {}
            extension Thing {}
            enum Section {
                final class Header {}
                struct Footer {}
            }
            """
        let project = ProjectIndex(
            files: [Scanner.summarize(bytes: Array(declarations.utf8), path: "Types.swift")],
            configuration: .defaults)
        func kind(_ name: String) -> SlowArrayConcatRule.ElementKind? {
            SlowArrayConcatRule.elementKind(name, project: project)
        }
        XCTAssertEqual(kind("Button"), .classType)
        XCTAssertEqual(kind("Store"), .classType)
        XCTAssertEqual(kind("Section.Header"), .classType)
        XCTAssertEqual(kind("UIBarButtonItem"), .classType)
        XCTAssertEqual(kind("NSLayoutConstraint?"), .classType)
        XCTAssertEqual(kind("Item"), .existential)
        XCTAssertEqual(kind("any Item"), .existential)
        XCTAssertEqual(kind("Any"), .existential)
        XCTAssertEqual(kind("AnyHashable"), .existential)
        XCTAssertEqual(kind("Item & Sendable"), .existential)
        XCTAssertEqual(kind("CGFloat"), .floatingPoint)
        XCTAssertEqual(kind("Double"), .floatingPoint)
        XCTAssertEqual(kind("Thing"), .undeclared, "an extension declares no kind")
        XCTAssertEqual(kind("Kingfisher.ImageView"), .undeclared)
        XCTAssertEqual(kind("NSx"), .undeclared, "a framework prefix needs a capital after it")
        XCTAssertNil(kind("NSToolbarItem.Identifier"), "a type nested in a framework class is a raw-value struct")
        XCTAssertNil(kind("UIAlertAction.Style"))
        for value in [
            "Cell", "Row", "Section.Footer", "String", "Int", "URL", "UIEdgeInsets", "CGPoint", "[Int]", "(Int, Int)",
            "Array<Int>", "Set<Cell>",
        ] {
            XCTAssertNil(kind(value), value)
        }
    }

    func testMessagesSayWhatIsSlowAndWhyThereIsNoFix() {
        let found = findings(
            """
            final class Button {}
            struct Chapter { var title: Button; var pages: [Button] }

            final class Screen: UIViewController {
                var chapters: [Chapter] = []

                func make(names: [String]) -> [Button] {
                    [Button()] + names.map { _ in Button() } + [Button()]
                }

                func update(names: [String], ratios: [CGFloat]) {
                    navigationItem.rightBarButtonItems = [editButtonItem] + names.map { UIBarButtonItem(title: $0) } + [editButtonItem]
                    let stops: [CGFloat] = [0] + ratios.map { $0 / 2 } + [1]
                    let entries = [Button()] + chapters.flatMap { [$0.title] + $0.pages + [Button()] } + [Button()]
                    let custom: ButtonList = [Button()] + names.map { _ in Button() } + [Button()]
                    use(stops, entries, custom)
                }
            }
            """)
        XCTAssertEqual(found.map { $0.location.line }, [8, 12, 13, 14, 14, 15])
        XCTAssertEqual(found.map { $0.fixable }, [true, false, true, false, false, false])
        XCTAssertEqual(
            found.map(\.message),
            [
                "This 3-operand `+` chain builds `[Button]` (a class) for the declared result type of `make`: the type "
                    + "checker weighs every `+` overload and conversion together (tens of ms, ten times more per "
                    + "operand); build it with `var result: [Button] = [Button()]` and `result.append(contentsOf: …)`",
                "This 3-operand `+` chain builds `[UIBarButtonItem]` (a class) for `navigationItem.rightBarButtonItems`: "
                    + "the type checker weighs every `+` overload and conversion together (tens of ms, ten times more "
                    + "per operand); build it with `var result: [UIBarButtonItem] = [editButtonItem]` and "
                    + "`result.append(contentsOf: …)`. No automatic fix: it is assigned rather than declared; build it "
                    + "in a local of the element type, then assign that",
                "This 3-operand `+` chain builds `[CGFloat]` (floating-point) for `let stops`, whose type is annotated: "
                    + "the type checker weighs every `+` overload and conversion together (about half a second with 3 "
                    + "operands); build it with `var stops: [CGFloat] = [0]` and `stops.append(contentsOf: …)`",
                "This `+` chain of 3 operands holds a `flatMap` closure that returns another `+` chain: the type checker "
                    + "solves both together, over a second with 3 operands each; write that closure's result type "
                    + "(`{ item -> [Element] in … }`) or build this array with `append(contentsOf:)`. No automatic fix: "
                    + "its element type is not declared (annotate the binding)",
                "This `+` chain of 3 operands is the result of a `flatMap` closure that writes no result type: the type "
                    + "checker infers it together with every `+` overload, about 20 ms with 3 operands, 300 ms with 4 "
                    + "and over a second inside another `+` chain; write the closure's result type "
                    + "(`{ item -> [Element] in … }`). No automatic fix: it is not the value of a binding or a `return`",
                "This 3-operand `+` chain builds `[Button]` (a class) for `let custom`, whose type is annotated: the type "
                    + "checker weighs every `+` overload and conversion together (tens of ms, ten times more per "
                    + "operand); build it with `var custom: [Button] = [Button()]` and `custom.append(contentsOf: …)`. "
                    + "No automatic fix: its declared type `ButtonList` is not an array type",
            ])
        XCTAssertTrue(found.allSatisfy { $0.hostClass == "Screen" })
    }

    /// `append(contentsOf: { … }())` gives the closure's `.init(…)` elements no type to take:
    /// the rewrite would not compile, so the finding is not fixable.
    func testAClosuresResultAfterTheFirstOperandIsNotRewritten() {
        let found = findings(
            """
            final class Setting { init(key: String) {} }
            enum Settings {
                static let all: [Setting] = [.init(key: "a")] + {
                    let key = "b"
                    return [.init(key: key)]
                }() + [.init(key: "c")]
            }
            """)
        XCTAssertEqual(found.map(\.fixable), [false])
    }

    func testAnOperandOfAKnownArrayTypeBeforeTheLastSettlesTheChain() {
        let found = findings(
            """
            final class Button {}
            func make(names: [String], extra: [Button]?, loaded: [Button]) -> Int {
                let a: [Button] = [Button()] + loaded + names.map { _ in Button() } + [Button()]
                let b: [Button] = [Button()] + (extra ?? []) + names.map { _ in Button() } + [Button()]
                let c: [Button] = [Button()] + names.compactMap { _ in Button() } + [Button()] + [Button()]
                let d: [Button] = [Button()] + names.map { _ in Button() } + [Button()] + loaded
                return a.count + b.count + c.count + d.count
            }
            """)
        XCTAssertEqual(found.map { $0.location.line }, [6], "only the chain whose known array comes last")
    }

    /// Every spec example and the cases below: each finding handed to the fixer alone gets a
    /// rewrite exactly when lint marks it fixable, and `fix` leaves no fixable finding unfixed.
    func testFixRewritesExactlyTheFindingsLintMarksFixable() throws {
        let spec = try SpecExamples.spec(for: id)
        var examples = spec.triggering + spec.nonTriggering + spec.fixes.map { $0.before }
        examples += Self.fixabilityCases.map {
            RuleSpec.Example(files: [("Case.swift", $0)], markers: [], configuration: [:], specLine: 0)
        }
        var fixable = 0
        var unfixable = 0
        for example in examples {
            let sources = example.files.map { (path: $0.name, bytes: Array($0.source.utf8)) }
            let place = "\(example.files[0].name) (spec line \(example.specLine))"
            let rules = RuleConfiguration.only(id, values: example.configuration)
            let project = ProjectIndex(files: LintEngine.summarize(sources), configuration: rules)
            let found = LintEngine.check(project, configuration: rules)
            for finding in found {
                var handed = finding
                handed.verdict = .fixable
                let context = FixContext(
                    project: project,
                    sources: Dictionary(uniqueKeysWithValues: sources.map { ($0.path, $0.bytes) }),
                    findings: [handed], configuration: .defaults, outputDirectory: "Behaviors")
                let proposals = ArrayConcatFixer().proposals(context)
                XCTAssertEqual(
                    proposals.count, finding.fixable ? 1 : 0, "\(place): \(finding.location): \(finding.message)")
                if finding.fixable { fixable += 1 } else { unfixable += 1 }
            }
            var configuration = LintConfiguration.defaults
            configuration.rules = rules
            let outcome = FixEngine.fix(sources, configuration: configuration, outputDirectory: "Behaviors")
            XCTAssertEqual(outcome.unfixed.map { "\($0.finding.location): \($0.reason.prose)" }, [], place)
            XCTAssertEqual(outcome.applied.flatMap { $0.resolves }.count, found.filter { $0.fixable }.count, place)
        }
        XCTAssertGreaterThan(fixable, 10)
        XCTAssertGreaterThan(unfixable, 10)
    }

    /// Chains at every destination and with every obstacle to a rewrite.
    static let fixabilityCases = [
        """
        final class Screen: UIViewController {
            static let defaults: [UIView] = [UIView()] + (0 ..< 3).map { _ in UIView() } + [UIView()]
            lazy var views: [UIView] = [UIView()] + titles.map { _ in UIView() } + [UIView()]
            var titles: [String] = []
            var thumbnails: [UIView] = []

            func update() throws {
                let a: [UIView] = [view] + titles.map { _ in UIView() } + [view] as [UIView]
                let b = 1, c: [UIView] = [view] + titles.map { _ in UIView() } + [view]
                let d: [UIView] = try [view] + titles.map { _ in UIView() } + [view]
                let e: [UIView] = [view] + titles.map { _ in UIView() } + [view], f = 2
                var g: [UIView]? = [view] + titles.map { _ in UIView() } + [view]
                var h: [UIView] = [view] + titles.map { _ in UIView() } + [view]
                thumbnails = [view] + titles.map { _ in UIView() } + [view]
                show([view] + titles.map { _ in UIView() } + [view])
                let i: [UIView] = ([view] + titles.map { _ in UIView() } + [view])
                let j: [UIView] = [view] + titles.map { _ in UIView() } + [view]
                    ?? []
                use(a, b, c, d, e, f, g, h, i, j)
            }

            func pair() -> (views: [UIView], count: Int) {
                ([view] + titles.map { _ in UIView() } + [view], 1)
            }

            func mode(_ flag: Bool) -> [UIView] {
                switch flag {
                case true: return [view] + titles.map { _ in UIView() } + [view]
                case false: return (titles.isEmpty ? [view] : []) + [view] + []
                }
            }

            var arranged: [UIView] { get { return [view] + titles.map { _ in UIView() } + [view] } }

            subscript(index: Int) -> [UIView] { [view] + titles.map { _ in UIView() } + [view] }
        }
        """,
        """
        let globalViews: [UIView] = [UIView()] + [1, 2].map { _ in UIView() } + [UIView()]
        func make(_ titles: [String]) async -> [UIView] {
            return [UIView()] + (await load(titles)).map { _ in UIView() } + [UIView()]
        }
        """,
    ]
}
