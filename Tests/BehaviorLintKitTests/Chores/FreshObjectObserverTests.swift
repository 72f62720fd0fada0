import XCTest

@testable import BehaviorLintKit

/// An observer filtered to an object its hook makes anew hears that object only.
final class FreshObjectObserverTests: XCTestCase {
    private func freshObjects(_ body: String, types: String = "") -> Set<String> {
        let source = """
            \(types)
            final class PlayerViewController: UIViewController {
                override func viewDidAppear(_ animated: Bool) {
            \(body)
                }
            }
            """
        let project = ProjectIndex(
            files: [Scanner.summarize(bytes: Array(source.utf8), path: "Player.swift")], configuration: .defaults)
        let override = project.lifecycleOverrides(ofClass: "PlayerViewController")[0]
        return FreshObjectObserver.freshObjects(in: override.syntaxes[...], project: project)
    }

    func testAConstantBoundToANewInstanceIsFresh() {
        XCTAssertEqual(
            freshObjects("let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)"), ["alert"])
        XCTAssertEqual(
            freshObjects(
                "if resumes {\nlet prompt = ResumePrompt()\nshow(prompt)\n}", types: "final class ResumePrompt {}"),
            ["prompt"], "bound in the statement read")
    }

    func testWhatTheScreenHoldsOrAVariableIsNot() {
        XCTAssertEqual(freshObjects("let player = self.player"), [], "the screen's own object")
        XCTAssertEqual(freshObjects("let center = NotificationCenter.default"), [], "a shared object")
        XCTAssertEqual(freshObjects("var alert = UIAlertController()"), [], "a variable may be set to another")
        XCTAssertEqual(freshObjects("let item = makeItem()"), [], "a method may return what it holds")
        XCTAssertEqual(
            freshObjects("if resumes {\nlet prompt = ResumePrompt()\n}\nwatch()", types: "final class ResumePrompt {}"),
            [],
            "bound in a block of an earlier statement: gone by the statement read")
    }
}
