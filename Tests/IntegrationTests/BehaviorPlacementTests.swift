import TestSupport
import XCTest

@testable import BehaviorLintKit

/// A behavior is written beside its hosts, inside their module: a SwiftPM target's folder, or an
/// Xcode project's group, with the project file naming it in the hosts' targets. What has no
/// place is not created.
final class BehaviorPlacementTests: XCTestCase {
    private static let manifest = """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "Shop",
            targets: [
                .target(name: "Home", dependencies: ["Core"]),
                .target(name: "Cart", dependencies: ["Core"]),
                .target(name: "Core"),
            ]
        )

        """

    private static let analytics = """
        @MainActor
        public final class Analytics {
            public static let shared = Analytics()
            public func track(screen: String) {}
        }

        """

    private static func screen(_ name: String) -> String {
        """
        import UIKit
        import Core

        final class \(name)ViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "\(name)"
            }

            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                Analytics.shared.track(screen: "\(name)")
            }
        }

        """
    }

    private static let packageFiles = [
        ("Sources/Core/Analytics.swift", analytics),
        ("Sources/Home/HomeViewController.swift", screen("Home")),
        ("Sources/Home/SearchViewController.swift", screen("Search")),
        ("Sources/Cart/Screens/CartViewController.swift", screen("Cart")),
    ]

    private func fixPackage(outputDirectory: String = "Behaviors") -> FixOutcome {
        let layout = ProjectLayout(
            manifests: [SwiftPackageManifest(manifestPath: "Package.swift", bytes: Array(Self.manifest.utf8))],
            projects: [])
        return FixEngine.fix(
            Self.packageFiles.map { (path: $0.0, bytes: Array($0.1.utf8)) }, configuration: .everyScreen,
            outputDirectory: outputDirectory, layout: layout)
    }

    func testAConfiguredOutputDirectoryInsideAModuleIsKeptForThatModule() {
        let outcome = fixPackage(outputDirectory: "Sources/Home/Behaviors")
        XCTAssertEqual(
            outcome.created.map { $0.path }.sorted(),
            [
                "Sources/Cart/Screens/LifecycleBehaviors.swift", "Sources/Cart/Screens/ScreenTrackingBehavior.swift",
                "Sources/Home/Behaviors/LifecycleBehaviors.swift",
                "Sources/Home/Behaviors/ScreenTrackingBehavior.swift",
            ])
    }

    func testEachModuleOfAPackageGetsItsOwnBehaviorBesideItsHosts() {
        let outcome = fixPackage()
        XCTAssertEqual(
            outcome.created.map { $0.path }.sorted(),
            [
                "Sources/Cart/Screens/LifecycleBehaviors.swift", "Sources/Cart/Screens/ScreenTrackingBehavior.swift",
                "Sources/Home/LifecycleBehaviors.swift", "Sources/Home/ScreenTrackingBehavior.swift",
            ])
        let behavior = outcome.created.first { $0.path == "Sources/Home/ScreenTrackingBehavior.swift" }?.contents ?? ""
        XCTAssertTrue(behavior.hasPrefix("import UIKit\nimport Core\n\n"), behavior)
        XCTAssertTrue(
            outcome.applied.map { $0.summary }.contains(
                "SearchViewController: addBehaviors([ScreenTrackingBehavior(screen: \"Search\")])"))
        XCTAssertEqual(outcome.unfixed.count, 0)
    }

    func testEveryModuleOfThePackageStillBuildsAfterTheFix() throws {
        let outcome = fixPackage()
        func files(_ module: String) -> [(name: String, source: String)] {
            let prefix = "Sources/\(module)/"
            let existing = Self.packageFiles.filter { $0.0.hasPrefix(prefix) }.map {
                ($0.0, outcome.changed[$0.0].map { String(decoding: $0, as: UTF8.self) } ?? $0.1)
            }
            let created = outcome.created.filter { $0.path.hasPrefix(prefix) }.map { ($0.path, $0.contents) }
            return (existing + created).map {
                (name: String($0.0.dropFirst(prefix.count)).replacingOccurrences(of: "/", with: "_"), source: $0.1)
            }
        }
        let results = try SwiftTypeCheck.typeCheck(modules: [
            ("Core", files("Core")), ("Home", files("Home")), ("Cart", files("Cart")),
        ])
        for result in results { XCTAssertTrue(result.succeeded, "\(result.module) does not build:\n\(result.output)") }
    }

    private static let shopFiles = [
        (
            "Shop/Screens/HomeViewController.swift",
            """
            final class HomeViewController: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    navigationController?.setNavigationBarHidden(true, animated: animated)
                }

                override func viewWillDisappear(_ animated: Bool) {
                    super.viewWillDisappear(animated)
                    navigationController?.setNavigationBarHidden(false, animated: animated)
                }
            }

            """
        )
    ]

    private func fixXcode(_ files: [(String, String)], project text: String = shopProject) throws -> (
        FixOutcome, XcodeProject
    ) {
        let project = try XcodeProject(projectFile: "Shop.xcodeproj/project.pbxproj", bytes: Array(text.utf8))
        let outcome = FixEngine.fix(
            files.map { (path: $0.0, bytes: Array($0.1.utf8)) }, configuration: .everyScreen,
            outputDirectory: "Behaviors", layout: ProjectLayout(manifests: [], projects: [project]))
        return (outcome, project)
    }

    func testAnXcodeAppGetsItsBehaviorInTheHostsGroupAndTargets() throws {
        let (outcome, _) = try fixXcode(Self.shopFiles)
        XCTAssertEqual(
            outcome.created.map { $0.path }.sorted(),
            [
                "Shop/Screens/HideNavigationBarBehavior.swift", "Shop/Screens/LifecycleBehaviors.swift",
            ])
        let written = try XCTUnwrap(outcome.changed["Shop.xcodeproj/project.pbxproj"])
        let reread = try XcodeProject(projectFile: "Shop.xcodeproj/project.pbxproj", bytes: written)
        XCTAssertEqual(reread.targets(compiling: "Shop/Screens/HideNavigationBarBehavior.swift"), ["Shop"])
        XCTAssertEqual(reread.targets(compiling: "Shop/Screens/LifecycleBehaviors.swift"), ["Shop"])
        XCTAssertEqual(reread.targets(compiling: "Shop/Screens/HomeViewController.swift"), ["Shop"])
        XCTAssertEqual(outcome.original["Shop.xcodeproj/project.pbxproj"], Array(shopProject.utf8))
    }

    /// The widget's screen is refused once planned (no group stands for its folder, so its
    /// behavior has no place): the support file is compiled by the app, whose screen changes, only.
    func testTheNewFilesAreInTheTargetsOfTheHostsFixChangesOnly() throws {
        let widget = (
            "Extensions/Widget/Widget.swift",
            """
            final class WidgetViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    Analytics.shared.track("widget_opened")
                    configure()
                    Analytics.shared.track("widget_shown")
                }

                override func viewDidDisappear(_ animated: Bool) {
                    super.viewDidDisappear(animated)
                    Analytics.shared.track("widget_closed")
                }

                func configure() {}
            }

            """
        )
        let (outcome, _) = try fixXcode(Self.shopFiles + [widget])
        XCTAssertEqual(
            outcome.applied.map { $0.summary }, ["HomeViewController: addBehaviors([HideNavigationBarBehavior()])"])
        XCTAssertEqual(Set(outcome.unfixed.map { $0.finding.path }), ["Extensions/Widget/Widget.swift"])
        let written = try XCTUnwrap(outcome.changed["Shop.xcodeproj/project.pbxproj"])
        let reread = try XcodeProject(projectFile: "Shop.xcodeproj/project.pbxproj", bytes: written)
        for file in outcome.created { XCTAssertEqual(reread.targets(compiling: file.path), ["Shop"], file.path) }
        XCTAssertEqual(outcome.created.count, 2)
    }

    /// A target built as Swift 4.0 lacks the UIKit names behaviors call (`addChild(_:)`): its hosts
    /// keep their chores and say why, and nothing is created.
    func testATargetBuiltAsSwift4GetsNoBehaviors() throws {
        let (outcome, _) = try fixXcode(Self.shopFiles, project: shopProject(swiftVersions: ["4.0", "5.0"]))
        XCTAssertEqual(outcome.created.map { $0.path }, [])
        XCTAssertEqual(outcome.applied.map { $0.summary }, [])
        XCTAssertTrue(
            outcome.unfixed.contains {
                $0.reason
                    == .targetBuildsOldSwift(target: "Shop", project: "Shop.xcodeproj/project.pbxproj", version: "4.0")
            },
            "\(outcome.unfixed.map { $0.reason })")
        let (modern, _) = try fixXcode(Self.shopFiles, project: shopProject(swiftVersions: ["5.0", "6.0"]))
        XCTAssertEqual(modern.created.count, 2)
    }

    func testAProjectGeneratedFromFoldersGetsTheBehaviorBesideItsHosts() {
        // XcodeGen's `project.yml` lists folders: a file beside the host is in the host's target.
        var layout = ProjectLayout(manifests: [], projects: [])
        layout.foldersAreTargets = true
        let outcome = FixEngine.fix(
            Self.shopFiles.map { (path: "App/" + $0.0, bytes: Array($0.1.utf8)) }, configuration: .everyScreen,
            outputDirectory: "Behaviors", layout: layout)
        XCTAssertEqual(
            outcome.created.map { $0.path }.sorted(),
            [
                "App/Shop/Screens/HideNavigationBarBehavior.swift", "App/Shop/Screens/LifecycleBehaviors.swift",
            ])
    }

    func testAHostInNoTargetKeepsItsChoresAndSaysWhy() throws {
        let orphan = [
            (
                "Shop/Orphan/OrphanViewController.swift",
                Self.shopFiles[0].1.replacingOccurrences(of: "HomeViewController", with: "OrphanViewController")
            )
        ]
        let (outcome, _) = try fixXcode(orphan)
        XCTAssertFalse(outcome.hasChanges)
        XCTAssertEqual(
            Set(outcome.unfixed.map { $0.reason }),
            [
                .compiledByNoTarget(
                    path: "Shop/Orphan/OrphanViewController.swift", buildFiles: ["Shop.xcodeproj/project.pbxproj"])
            ])
    }
}
