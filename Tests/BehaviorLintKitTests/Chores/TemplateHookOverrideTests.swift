import XCTest

@testable import BehaviorLintKit

/// A step a superclass's lifecycle hook calls runs, in a screen that overrides it, as that hook's
/// statements: which calls make a step, and which of the screen's methods are read.
final class TemplateHookOverrideTests: XCTestCase {
    private let base = """
        open class BaseViewController: UIViewController {
            open override func viewDidLoad() {
                super.viewDidLoad()
                attribute()
                self.layout()
                configure(animated: false)
                if isViewLoaded { bind() }
            }
            open override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                refresh()
            }
            open func attribute() {}
            open func layout() {}
            open func bind() {}
            open func refresh() { print("refresh") }
            open func configure(animated: Bool) {}
        }
        """

    /// The steps of `ScreenViewController`, declared in another file: `name → hook`.
    private func steps(_ screen: String) -> [String: LifecycleHook] {
        let files = [("Base.swift", base), ("Screen.swift", screen)]
        let index = ProjectIndex(
            files: files.map { Scanner.summarize(bytes: Array($0.1.utf8), path: $0.0) }, configuration: .defaults)
        var found: [String: LifecycleHook] = [:]
        for step in TemplateHookOverride.all(ofClass: "ScreenViewController", project: index) {
            XCTAssertFalse(step.syntaxes.isEmpty, "the step's statements are read though no hook of its file calls it")
            found[index.files[step.file].functions[step.function].name] = step.hook
        }
        return found
    }

    func testAnOverrideOfAStepTheSuperclassHookCallsRunsAtThatHook() {
        let found = steps(
            """
            final class ScreenViewController: BaseViewController {
                override func attribute() {
                    super.attribute()
                    navigationController?.interactivePopGestureRecognizer?.delegate = self
                }
                override func layout() { view.backgroundColor = .white }
                override func refresh() { tableView.reloadData() }
            }
            """)
        XCTAssertEqual(found, ["attribute": .viewDidLoad, "layout": .viewDidLoad, "refresh": .viewWillAppear])
    }

    func testACallWithArgumentsOrInABlockAndAMethodTheScreenDoesNotOverrideAreNoSteps() {
        let found = steps(
            """
            final class ScreenViewController: BaseViewController {
                override func configure(animated: Bool) { title = "Screen" }
                override func bind() { viewModel.bind() }
                func attribute(color: UIColor) { view.backgroundColor = color }
            }
            """)
        XCTAssertEqual(found, [:])
    }
}
