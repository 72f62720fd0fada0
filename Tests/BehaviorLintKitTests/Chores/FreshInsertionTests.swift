import XCTest

@testable import BehaviorLintKit

/// What a statement adds to the screen that the same run made: each run of the code adds one more.
final class FreshInsertionTests: XCTestCase {
    /// The kinds and made types of the insertions in `body`, the body of a screen's
    /// `viewDidLayoutSubviews()`, with `extra` declared beside the screen.
    private func insertions(_ body: String, extra: String = "") -> [String] {
        let source =
            "final class ScreenViewController: UIViewController {\n    override func viewDidLayoutSubviews() {\n"
            + body + "\n    }\n}\n" + extra
        let project = ProjectIndex(
            files: [Scanner.summarize(bytes: Array(source.utf8), path: "Screen.swift")], configuration: .defaults)
        let override = project.lifecycleOverrides(ofClass: "ScreenViewController")[0]
        return FreshInsertion.all(in: override.syntaxes, project: project).map {
            "\($0.index) \($0.kind.noun) \($0.madeType ?? "-")"
        }
    }

    func testAnInitializerOfAFrameworkOrProjectTypeRightThereOrThroughAName() {
        XCTAssertEqual(insertions("view.addSubview(UILabel())"), ["0 view UILabel"])
        XCTAssertEqual(
            insertions("let gradient = CAGradientLayer()\nview.layer.insertSublayer(gradient, at: 0)"),
            ["1 layer CAGradientLayer"])
        XCTAssertEqual(
            insertions(
                "badge = BadgeView(frame: .zero)\nself.view.addSubview(badge)",
                extra: "final class BadgeView: UIView {}"),
            ["1 view BadgeView"], "a property the run sets to a new object")
        XCTAssertEqual(insertions("let child = Child()\naddChild(child)"), [], "a type the project does not declare")
        XCTAssertEqual(
            insertions("animation = .init(name: \"confetti\")\nview.addSubview(animation)"), ["1 view -"],
            "an initializer whose type the tokens do not name")
    }

    /// An object added to chrome the container or the window shares with the other screens (the
    /// navigation bar, the tab bar, the window), not to the screen's own views.
    func testAnInsertionIntoSharedChromeIsToldFromOneIntoTheScreensViews() {
        let source = """
            final class ScreenViewController: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    navigationController?.navigationBar.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(top)))
                    self.tabBarController?.tabBar.addSubview(UIView())
                    view.window?.addSubview(UILabel())
                    view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(top)))
                    headerView.addSubview(UILabel())
                }
            }
            """
        let project = ProjectIndex(
            files: [Scanner.summarize(bytes: Array(source.utf8), path: "Screen.swift")], configuration: .defaults)
        let override = project.lifecycleOverrides(ofClass: "ScreenViewController")[0]
        XCTAssertEqual(
            FreshInsertion.all(in: override.syntaxes, project: project).map(\.intoSharedChrome),
            [true, true, true, false, false])
    }

    func testConstraintsMadeByAnchorsFactoriesOrSnapKit() {
        XCTAssertEqual(
            insertions("NSLayoutConstraint.activate([a.topAnchor.constraint(equalTo: b.topAnchor)])"),
            ["0 layout constraints -"])
        XCTAssertEqual(
            insertions("a.widthAnchor.constraint(equalToConstant: 4).isActive = true"), ["0 layout constraints -"])
        XCTAssertEqual(
            insertions(
                "view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: \"H:|[a]|\", metrics: nil, views: v))"
            ),
            ["0 layout constraints -"])
        XCTAssertEqual(
            insertions("label.snp.makeConstraints { $0.edges.equalToSuperview() }"), ["0 layout constraints -"])
        XCTAssertEqual(insertions("NSLayoutConstraint.activate(storedConstraints)"), [], "made elsewhere, once")
        XCTAssertEqual(insertions("label.snp.remakeConstraints { $0.edges.equalToSuperview() }"), [])
    }

    func testWhatTheScreenHoldsAlreadyOrANewParentGetsIsNoInsertionIntoTheScreen() {
        XCTAssertEqual(insertions("view.addSubview(tableView)"), [])
        XCTAssertEqual(insertions("let header = UIView()\nheader.addSubview(UILabel())"), [])
        XCTAssertEqual(
            insertions("previewLayer.mask = CALayer()\npreviewLayer.mask?.addSublayer(CAShapeLayer())"), [],
            "a new mask replaces the last one, sublayers and all")
        XCTAssertEqual(
            insertions(
                "animation = .init(name: \"confetti\")\nanimation.addGestureRecognizer(UITapGestureRecognizer())"),
            [])
        XCTAssertEqual(insertions("badge = makeBadge()\nview.addSubview(badge)"), [], "a name set to anything else")
    }

    func testOnlyAtTheTopLevelOfTheCode() {
        XCTAssertEqual(insertions("if loader == nil {\n view.addSubview(UIActivityIndicatorView())\n}"), [])
        XCTAssertEqual(insertions("DispatchQueue.main.async { self.view.addSubview(UILabel()) }"), [])
    }
}
