import Foundation
import XCTest

@testable import BehaviorLintKit

/// Invariants of `fix` on generated projects: screens built at random from chores, code that must
/// stay, comments, indentation styles and line endings. Whatever the mix, the fixed project still
/// tokenizes to balanced brackets, loses nothing it moved, and a second `fix` changes nothing.
final class FixPropertyTests: XCTestCase {
    /// Statements a screen may have in each hook; some move, some use the host and stay.
    private static let pool: [LifecycleHook: [String]] = [
        .viewDidLoad: [
            "title = \"Screen\"", "edgesForExtendedLayout = []", "view.backgroundColor = .white",
            "Analytics.shared.trackEvent(\"opened\")", "tableView.reloadData()",
            "navigationItem.backButtonTitle = \"\"",
        ],
        .viewWillAppear: [
            "navigationController?.setNavigationBarHidden(true, animated: animated)",
            "navigationController?.navigationBar.tintColor = .white", "setNeedsStatusBarAppearanceUpdate()",
            "tableView.deselectAll()", "// A note about appearing",
            "UIDevice.current.beginGeneratingDeviceOrientationNotifications()",
        ],
        .viewDidAppear: [
            "Analytics.shared.track(screen: \"Screen\")", "Tracker.logScreenView(\"screen\")", "refresh()",
            "if animated { Tracker.record(count: 1) }",
        ],
        .viewWillDisappear: [
            "navigationController?.setNavigationBarHidden(false, animated: animated)",
            "navigationController?.navigationBar.tintColor = nil", "view.endEditing(true)",
            "DispatchQueue.main.async {\n⇥self.navigationController?.setNavigationBarHidden(false, animated: false)\n}",
        ],
        .viewDidDisappear: ["UIDevice.current.endGeneratingDeviceOrientationNotifications()", "stopTimer()"],
    ]

    private func screen(_ index: Int, random: inout SeededRandom) -> String {
        let indent = ["    ", "  ", "\t"][random.next(upTo: 3)]
        var lines = [
            "final class Screen\(index)ViewController: UIViewController {",
            "\(indent)private let tableView = UITableView()",
            "\(indent)private func refresh() {}",
            "\(indent)private func stopTimer() {}", "",
        ]
        for hook in BehaviorProtocol.behaviorHooks where Self.pool[hook] != nil && random.next(upTo: 3) > 0 {
            let parameter = hook.takesAnimatedFlag ? "_ animated: Bool" : ""
            lines.append("\(indent)override func \(hook.rawValue)(\(parameter)) {")
            lines.append(indent + indent + hook.superCall(arguments: hook.takesAnimatedFlag ? ["animated"] : []))
            let choices = Self.pool[hook]!
            for _ in 0..<1 + random.next(upTo: 3) {
                var statement = choices[random.next(upTo: choices.count)]
                statement = statement.replacingOccurrences(of: "\"Screen\"", with: "\"Screen\(random.next(upTo: 3))\"")
                // A statement's inner lines (⇥) go one level deeper than the statement.
                statement = statement.replacingOccurrences(of: "\n", with: "\n" + indent + indent)
                    .replacingOccurrences(of: "⇥", with: indent)
                lines.append(indent + indent + statement + (random.next(upTo: 5) == 0 ? " // why" : ""))
            }
            lines.append("\(indent)}")
            lines.append("")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    func testFixIsSoundLosesNothingAndIsIdempotentOnGeneratedProjects() {
        var random = SeededRandom(seed: 2026)
        for round in 0..<40 {
            let crlf = random.next(upTo: 4) == 0
            var files: [(path: String, bytes: [UInt8])] = (0..<1 + random.next(upTo: 5)).map { index in
                var text = screen(index, random: &random)
                if crlf { text = text.replacingOccurrences(of: "\n", with: "\r\n") }
                return ("Screen\(index).swift", Array(text.utf8))
            }
            if random.next(upTo: 2) == 0 {
                let support = SupportFileWriter(
                    behaviorProtocol: .generated(name: "ViewControllerLifecycleBehavior", style: .moment),
                    attachMethod: "addBehaviors", indent: "    ", lineEnding: "\n"
                ).render(header: nil)
                files.append(("LifecycleBehaviors.swift", Array(support.utf8)))
            }
            let outcome = FixEngine.fix(files, configuration: .everyScreen, outputDirectory: "Behaviors")
            XCTAssertEqual(NothingLostCheck.problems(in: outcome), [], "round \(round)")
            var fixed = files.map { (path: $0.path, bytes: outcome.changed[$0.path] ?? $0.bytes) }
            fixed += outcome.created.map { (path: $0.path, bytes: Array($0.contents.utf8)) }
            for file in fixed {
                XCTAssertNil(StructureCheck.problem(before: nil, after: file.bytes), "round \(round): \(file.path)")
            }
            let again = FixEngine.fix(fixed, configuration: .everyScreen, outputDirectory: "Behaviors")
            XCTAssertFalse(
                again.hasChanges,
                "round \(round): a second fix changed \(again.changed.keys.sorted()) "
                    + "\(again.created.map { $0.path })")
            XCTAssertEqual(again.unfixed.count, outcome.unfixed.count, "round \(round): what stays unfixed is stable")
        }
    }
}
