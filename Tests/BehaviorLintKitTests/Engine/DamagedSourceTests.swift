import Foundation
import XCTest

@testable import BehaviorLintKit

/// Lint and fix never trap, whatever a source file holds: the sample app's screens are damaged at
/// random (cut short, lines dropped, swapped or doubled, fragments pasted in anywhere) and each
/// damaged project is linted and fix planned in memory. The fragments are the shapes that once
/// trapped (a name for `self` used alone) and the ones a half-typed line leaves.
final class DamagedSourceTests: XCTestCase {
    private static let fragments = [
        "let me = self", "me", "register(me)", "weak var me = self", "let a = self, b = a", "self", "super", "}", "{",
        "(", ")", "[", "]", ".", "?", "!", "$0", "\"\\(", "/* ", "*/", "#\"", "\"\"\"", "`", "@", "#if DEBUG", "#else",
        "#endif", "let nav = navigationController", "nav", "if let nav = navigationController {",
        "navigationController?.setNavigationBarHidden(true, animated: animated)", "Analytics.track(",
        "NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: .x, object: nil)",
        "override func viewWillAppear(_ animated: Bool) {", "super.viewDidLoad()", "defer {", "return", "[a] + [b] + c",
        "+ [", "guard let self else { return }", "{ [weak self] in", "import struct .", "class", "extension", "\u{E9}",
        "\r\n", "\t", "\\", "#selector(", "addBehaviors([", "navigationItem.", "case", "default:", "switch x {",
    ]

    func testDamagedScreensAreLintedAndFixPlannedWithoutTrapping() throws {
        let files = try FileManager.default.subpathsOfDirectory(atPath: SampleApp.sources).filter {
            $0.hasSuffix(".swift")
        }.sorted()
        let originals = try files.map {
            (
                path: $0,
                lines: try String(contentsOfFile: SampleApp.sources + "/" + $0, encoding: .utf8).components(
                    separatedBy: "\n")
            )
        }
        var random = SeededRandom(seed: 2026_11_26)
        for _ in 0..<25 {
            let sources = originals.map { file -> (path: String, bytes: [UInt8]) in
                var lines = file.lines
                for _ in 0..<1 + random.next(upTo: 3) {
                    Self.damage(&lines, &random)
                }
                return (file.path, Array(lines.joined(separator: "\n").utf8))
            }
            let findings = LintEngine.lint(sources, configuration: .defaults)
            XCTAssertTrue(findings.allSatisfy { $0.location.line >= 1 })
            let outcome = FixEngine.fix(sources, configuration: .defaults, outputDirectory: "Behaviors", maxPasses: 2)
            XCTAssertEqual(Set(outcome.changed.keys).subtracting(sources.map { $0.path }), [])
        }
    }

    private static func damage(_ lines: inout [String], _ random: inout SeededRandom) {
        guard !lines.isEmpty else { return }
        let line = random.next(upTo: lines.count)
        switch random.next(upTo: 6) {
        case 0:
            lines = Array(lines.prefix(line)) + [String(lines[line].prefix(random.next(upTo: lines[line].count + 1)))]
        case 1: lines.remove(at: line)
        case 2: lines.swapAt(line, random.next(upTo: lines.count))
        case 3: lines.insert(lines[line], at: line)
        case 4: lines.insert(fragments[random.next(upTo: fragments.count)], at: line)
        default:
            var text = Array(lines[line])
            text.insert(
                contentsOf: fragments[random.next(upTo: fragments.count)], at: random.next(upTo: text.count + 1))
            lines[line] = String(text)
        }
    }
}
