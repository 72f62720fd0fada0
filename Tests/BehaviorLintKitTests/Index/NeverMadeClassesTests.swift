import XCTest

@testable import BehaviorLintKit

/// A class nothing makes, in a run that reads the app's entry point, is dead code: its lifecycle
/// hooks never run, and no rule reports them.
final class NeverMadeClassesTests: XCTestCase {
    private let app = "@main\nfinal class AppDelegate: UIResponder, UIApplicationDelegate {}\n"

    private func project(_ sources: [String]) -> ProjectIndex {
        ProjectIndex(
            files: sources.enumerated().map { index, source in
                Scanner.summarize(
                    bytes: Array(source.utf8),
                    path: source.hasPrefix("<") ? "Main\(index).storyboard" : "F\(index).swift")
            },
            configuration: .defaults)
    }

    private let screen = "final class OrphanViewController: UIViewController {}\n"

    func testAClassNoFileNamesInAnAppIsNeverMade() {
        XCTAssertTrue(project([app, screen]).isNeverMade("OrphanViewController"))
    }

    func testAnyNamingMakesItOrMayMakeIt() {
        for use in [
            "let vc = OrphanViewController()", "let type = OrphanViewController.self",
            "final class Child: OrphanViewController {}\nstruct Flow { let first = Child() }",
            "func show(_ vc: OrphanViewController) {}",
            "let vc = storyboard.instantiateInitialViewController() as? OrphanViewController",
        ] {
            XCTAssertFalse(project([app, screen, use]).isNeverMade("OrphanViewController"), use)
        }
    }

    func testAClassNamedInLowercaseIsTakenAsMade() {
        XCTAssertFalse(
            project([app, "final class noConnectionViewController: UIViewController {}\n"])
                .isNeverMade("noConnectionViewController"))
    }

    func testAClassOnlyDeadClassesMakeIsDeadToo() {
        let chain = [
            app, screen,
            "final class ProfileViewController: UIViewController {\n    func open() { show(ChannelsViewController(), sender: nil) }\n}\n",
            "final class ChannelsViewController: UIViewController {\n    func add() { show(OrphanViewController(), sender: nil) }\n}\n",
        ]
        let index = project(chain)
        XCTAssertEqual(
            ["ProfileViewController", "ChannelsViewController", "OrphanViewController"].map(index.isNeverMade),
            [true, true, true], "nothing makes the profile, so the screens only it leads to are never shown either")
        let made = project(
            chain + ["struct Router {\n    func start() -> UIViewController { ProfileViewController() }\n}\n"])
        XCTAssertEqual(
            ["ProfileViewController", "ChannelsViewController", "OrphanViewController"].map(made.isNeverMade),
            [false, false, false], "a file holding anything but dead classes may run")
        let scene = project(
            chain + [
                "final class SceneDelegate: UIResponder, UIWindowSceneDelegate {\n    func start() -> UIViewController { ProfileViewController() }\n}\n"
            ])
        XCTAssertFalse(
            scene.isNeverMade("ProfileViewController"),
            "a class that is no view controller may be made by the system from its name in Info.plist")
    }

    func testADeclarationOrExtensionOfItsOwnIsNoUse() {
        XCTAssertTrue(project([app, screen, "extension OrphanViewController {}"]).isNeverMade("OrphanViewController"))
    }

    func testItsNameInsideItsOwnDeclarationOrExtensionIsNoUseBesideItIs() {
        let naming = """
            final class OrphanViewController: UIViewController {
                static let limit = 3
                func next() -> Int { OrphanViewController.limit + 1 }
            }
            extension OrphanViewController {
                static func make() -> OrphanViewController { OrphanViewController() }
            }
            """
        XCTAssertTrue(project([app, naming]).isNeverMade("OrphanViewController"))
        XCTAssertFalse(
            project([app, naming + "final class Menu { func open() { _ = OrphanViewController.make() } }\n"])
                .isNeverMade("OrphanViewController"), "a use beside it, in the same file")
    }

    func testASelectorOrKeyPathNamingAMemberIsNoUse() {
        for reference in [
            "final class Menu: NSObject { func open() { perform(#selector(OrphanViewController.reload), with: nil) } }",
            "final class Menu: NSObject { let path = #keyPath(OrphanViewController.title) }",
        ] {
            XCTAssertTrue(project([app, screen, reference]).isNeverMade("OrphanViewController"), reference)
        }
        XCTAssertFalse(
            project([app, screen, "final class Menu { let s = #selector(reload); let vc = OrphanViewController() }"])
                .isNeverMade("OrphanViewController"), "a use after the selector still counts")
    }

    func testAStoryboardSceneSomethingReachesMakesIt() {
        let scene = { (document: String, controller: String) in
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document \(document)><scenes><scene><objects>
            <viewController \(controller) customClass="OrphanViewController" sceneMemberID="viewController"/>
            </objects></scene></scenes></document>
            """
        }
        XCTAssertFalse(
            project([app, screen, scene("", #"id="a" storyboardIdentifier="Orphan""#)]).isNeverMade(
                "OrphanViewController"),
            "code may instantiate it by its identifier")
        XCTAssertFalse(
            project([app, screen, scene(#"initialViewController="a""#, #"id="a""#)]).isNeverMade(
                "OrphanViewController"),
            "the storyboard's initial scene")
        XCTAssertTrue(
            project([app, screen, scene("", #"id="a""#)]).isNeverMade("OrphanViewController"),
            "no identifier, no segue to it, not the initial scene: UIKit has no way to make it")
    }

    /// Without the app's entry point the run may be a part of an app (a folder, a package):
    /// what makes the class may be outside it.
    func testARunWithoutTheAppsEntryPointSaysNothing() {
        XCTAssertFalse(project([screen]).isNeverMade("OrphanViewController"))
    }

    func testTheEntryPointAttributesAreRead() {
        let entry = { (source: String) in
            Scanner.summarize(bytes: Array(source.utf8), path: "App.swift").declaresAppEntry
        }
        XCTAssertTrue(entry("@main struct App {}"))
        XCTAssertTrue(entry("@UIApplicationMain class AppDelegate: UIResponder, UIApplicationDelegate {}"))
        XCTAssertTrue(entry("@NSApplicationMain class AppDelegate: NSObject, NSApplicationDelegate {}"))
        XCTAssertFalse(entry("@MainActor final class Store {}"))
    }

    func testAMainFileIsTheAppsEntryPoint() {
        let main = Scanner.summarize(
            bytes: Array("UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, nil)\n".utf8),
            path: "App/main.swift")
        let orphan = Scanner.summarize(bytes: Array(screen.utf8), path: "App/Orphan.swift")
        XCTAssertTrue(main.declaresAppEntry)
        XCTAssertTrue(
            ProjectIndex(files: [main, orphan], configuration: .defaults).isNeverMade("OrphanViewController"))
    }

    func testItsHooksAreReportedByNoRule() {
        let source = """
            final class OrphanViewController: UITableViewController {
                override func viewWillAppear(_ animated: Bool) {}
            }
            """
        let lint = { (sources: [String]) in
            LintEngine.lint(
                sources.enumerated().map { (path: "F\($0.offset).swift", bytes: Array($0.element.utf8)) },
                configuration: .defaults)
        }
        XCTAssertEqual(lint([app, source]).map(\.ruleID), [])
        XCTAssertEqual(
            lint([app, source, "let made = OrphanViewController()"]).map(\.ruleID), ["lifecycle-super-call"])
    }
}
