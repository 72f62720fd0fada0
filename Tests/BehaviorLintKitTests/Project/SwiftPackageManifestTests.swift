import XCTest

@testable import BehaviorLintKit

/// A `Package.swift` read as text: which targets it declares, where their folders are, what they
/// depend on, and what cannot be known without running it.
final class SwiftPackageManifestTests: XCTestCase {
    private func manifest(_ text: String, at path: String = "Package.swift") -> SwiftPackageManifest {
        SwiftPackageManifest(manifestPath: path, bytes: Array(text.utf8))
    }

    /// name → path, for compact expectations.
    private func paths(_ manifest: SwiftPackageManifest) -> [String: String] {
        Dictionary(manifest.targets.map { ($0.name, $0.path) }, uniquingKeysWith: { first, _ in first })
    }

    // MARK: Folders

    func testATargetWithoutPathLivesInSourcesSlashItsName() {
        let package = manifest(
            """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "Kit",
                targets: [
                    .target(name: "Core"),
                    .testTarget(name: "CoreTests", dependencies: ["Core"]),
                ]
            )
            """)
        XCTAssertEqual(package.toolsVersion, "5.9")
        XCTAssertEqual(paths(package), ["Core": "Sources/Core", "CoreTests": "Tests/CoreTests"])
        XCTAssertEqual(package.unreadable, [])
        XCTAssertEqual(package.folder, ".")
        XCTAssertEqual(package.target(containing: "Sources/Core/Models/User.swift")?.name, "Core")
        XCTAssertEqual(package.target(containing: "Tests/CoreTests/UserTests.swift")?.name, "CoreTests")
        XCTAssertNil(package.target(containing: "Sources/Other/User.swift"), "no target claims Sources/Other")
        XCTAssertNil(
            package.target(containing: "Sources/CoreExtras/A.swift"), "a folder name that merely starts like a target's"
        )
        XCTAssertNil(package.target(containing: "Package.swift"))
    }

    func testAPathIsRelativeToThePackageFolderAndNormalised() {
        let package = manifest(
            """
            let package = Package(
                name: "Modules",
                targets: [
                    .target(name: "Core", path: "Sources"),
                    .target(name: "UI", path: "./Modules//UI/"),
                    .testTarget(name: "CoreTests", dependencies: ["Core"], path: "Tests"),
                    .target(name: "Root", path: "Folder/../Other"),
                ]
            )
            """, at: "Modules/Core/Package.swift")
        XCTAssertEqual(package.folder, "Modules/Core")
        XCTAssertEqual(paths(package), ["Core": "Sources", "UI": "Modules/UI", "CoreTests": "Tests", "Root": "Other"])
        XCTAssertEqual(package.target(containing: "Modules/Core/Sources/Deep/Er/File.swift")?.name, "Core")
        XCTAssertEqual(package.target(containing: "Modules/Core/Modules/UI/View.swift")?.name, "UI")
        XCTAssertEqual(package.target(containing: "./Modules/Core//Tests/FileTests.swift")?.name, "CoreTests")
        XCTAssertEqual(package.folder(of: package.target(named: "UI")!), "Modules/Core/Modules/UI")
        XCTAssertNil(
            package.target(containing: "Sources/File.swift"), "paths are in the caller's form, like manifestPath")
    }

    func testAPathOutsideThePackageIsUnreadable() {
        let package = manifest(
            """
            let package = Package(name: "P", targets: [
                .target(name: "Shared", path: "../Shared"),
                .target(name: "Abs", path: "/usr/src/Abs"),
                .target(name: "Fine"),
            ])
            """)
        XCTAssertEqual(package.targets.map(\.name), ["Fine"])
        XCTAssertEqual(
            package.unreadable,
            [
                "Shared (line 2): its path leaves the package folder: \"../Shared\"",
                "Abs (line 3): its path is absolute: \"/usr/src/Abs\"",
            ])
    }

    func testAbsoluteManifestPathsMatchAbsoluteFilePaths() {
        let package = manifest(
            #"let package = Package(name: "P", targets: [.target(name: "App")])"#, at: "/work/repo/Pkg/Package.swift")
        XCTAssertEqual(package.folder, "/work/repo/Pkg")
        XCTAssertEqual(package.target(containing: "/work/repo/Pkg/Sources/App/A.swift")?.name, "App")
        XCTAssertNil(package.target(containing: "/work/repo/Sources/App/A.swift"))
    }

    func testEveryTargetKindAndItsDefaultFolder() {
        let package = manifest(
            """
            let package = Package(
                name: "Kinds",
                products: [
                    .plugin(name: "FormatPlugin", targets: ["Format"]),
                    .executable(name: "tool", targets: ["Tool"]),
                ],
                targets: [
                    .target(name: "Lib"),
                    .executableTarget(name: "Tool", dependencies: ["Lib"]),
                    .testTarget(name: "LibTests"),
                    .macro(name: "Macros", dependencies: [.product(name: "SwiftSyntaxMacros", package: "swift-syntax")]),
                    .plugin(name: "Format", capability: .buildTool(), dependencies: ["Tool"]),
                    .systemLibrary(name: "CZlib", pkgConfig: "zlib"),
                    .binaryTarget(name: "Prebuilt", path: "Frameworks/Prebuilt.xcframework"),
                ]
            )
            """)
        XCTAssertEqual(
            package.targets.map(\.kind), [.regular, .executable, .test, .macro, .plugin, .systemLibrary, .binary])
        XCTAssertEqual(
            paths(package),
            [
                "Lib": "Sources/Lib", "Tool": "Sources/Tool", "LibTests": "Tests/LibTests", "Macros": "Sources/Macros",
                "Format": "Plugins/Format", "CZlib": "Sources/CZlib", "Prebuilt": "Frameworks/Prebuilt.xcframework",
            ])
        XCTAssertEqual(package.unreadable, [])
        XCTAssertEqual(package.target(containing: "Plugins/Format/Plugin.swift")?.name, "Format")
        XCTAssertEqual(package.target(containing: "Sources/Macros/Expand.swift")?.name, "Macros")
        XCTAssertNil(package.target(containing: "Sources/CZlib/shim.swift"), "a system library compiles no Swift")
    }

    func testTheTargetTypeMaySpellItsName() {
        let package = manifest(
            """
            import PackageDescription
            let core = Target.target(name: "Core", dependencies: [Target.Dependency.target(name: "Base")])
            let package = Package(
                name: "Spelled",
                targets: [
                    core,
                    PackageDescription.Target.target(name: "Base"),
                    Target.testTarget(name: "CoreTests", dependencies: [.target(name: "Core")]),
                ]
            )
            """)
        XCTAssertEqual(package.targets.map(\.name), ["Core", "Base", "CoreTests"])
        XCTAssertEqual(package.target(named: "Core")?.dependencies, ["Base"])
        XCTAssertEqual(package.unreadable, [])
    }

    // MARK: Dependencies

    func testEveryDependencySpelling() {
        let package = manifest(
            """
            let package = Package(
                name: "Deps",
                dependencies: [.package(url: "https://example.com/net.git", from: "1.0.0")],
                targets: [
                    .target(name: "A"),
                    .target(name: "B"),
                    .target(name: "C"),
                    .target(name: "D"),
                    .target(
                        name: "App",
                        dependencies: [
                            "A",
                            .target(name: "B"),
                            .byName(name: "C"),
                            .target(name: "D", condition: .when(platforms: [.iOS])),
                            .product(name: "Networking", package: "net"),
                            Target.Dependency.product(name: "Logging", package: "net", condition: .when(platforms: [.macOS])),
                            "ExternalKit",
                            .byName(name: "OtherProduct"),
                        ]
                    ),
                ]
            )
            """)
        let app = package.target(named: "App")
        XCTAssertEqual(app?.dependencies, ["A", "B", "C", "D"])
        XCTAssertEqual(
            app?.productDependencies, ["Networking", "Logging", "ExternalKit", "OtherProduct"],
            "a plain name that is no target of the package names a product of another package")
        XCTAssertEqual(app?.unreadDependencies, [])
        XCTAssertEqual(
            package.targets.map(\.name), ["A", "B", "C", "D", "App"],
            ".target(name:) among dependencies declares nothing")
    }

    func testDependenciesThatAreNotLiteralsAreKeptAsWritten() {
        let package = manifest(
            """
            func common() -> [Target.Dependency] { ["Base"] }
            let package = Package(
                name: "P",
                targets: [
                    .target(name: "Base"),
                    .target(name: "Feature", dependencies: ["Base", extraDependency]),
                    .target(name: "Other", dependencies: common()),
                ]
            )
            """)
        XCTAssertEqual(package.target(named: "Feature")?.dependencies, ["Base"])
        XCTAssertEqual(package.target(named: "Feature")?.unreadDependencies, ["extraDependency"])
        XCTAssertEqual(package.target(named: "Other")?.unreadDependencies, ["common()"])
        XCTAssertEqual(
            package.unreadable, [], "the targets' folders are known; only their dependency lists are partial")
    }

    func testImportsFollowsDependenciesTransitively() {
        let package = manifest(
            """
            let package = Package(name: "Graph", targets: [
                .target(name: "UI", dependencies: ["Core", .product(name: "Images", package: "images")]),
                .target(name: "Core", dependencies: [.target(name: "Common")]),
                .target(name: "Common", dependencies: ["Extension"]),
                .target(name: "Extension"),
                .target(name: "Island"),
                .target(name: "LoopA", dependencies: ["LoopB"]),
                .target(name: "LoopB", dependencies: ["LoopA"]),
            ])
            """)
        XCTAssertTrue(package.imports("UI", "UI"))
        XCTAssertTrue(package.imports("UI", "Core"))
        XCTAssertTrue(package.imports("UI", "Extension"), "three steps away")
        XCTAssertFalse(package.imports("Extension", "UI"), "dependencies point one way")
        XCTAssertFalse(package.imports("UI", "Island"))
        XCTAssertFalse(package.imports("UI", "Images"), "a product is no target of this package")
        XCTAssertFalse(package.imports("Missing", "Core"))
        XCTAssertTrue(package.imports("LoopA", "LoopB"))
        XCTAssertFalse(package.imports("LoopA", "Island"), "a dependency cycle ends the search")
    }

    // MARK: exclude and sources

    func testExcludedFilesAndFoldersBelongToNoTarget() {
        let package = manifest(
            """
            let package = Package(name: "P", targets: [
                .target(name: "CoreDataStack", exclude: ["Template/Stencil", "Legacy.swift"]),
            ])
            """, at: "SDK/Package.swift")
        let target = package.target(named: "CoreDataStack")
        XCTAssertEqual(
            target?.excluded, ["Sources/CoreDataStack/Template/Stencil", "Sources/CoreDataStack/Legacy.swift"])
        XCTAssertEqual(package.target(containing: "SDK/Sources/CoreDataStack/Store.swift")?.name, "CoreDataStack")
        XCTAssertEqual(
            package.target(containing: "SDK/Sources/CoreDataStack/Template/Model.swift")?.name, "CoreDataStack")
        XCTAssertNil(package.target(containing: "SDK/Sources/CoreDataStack/Template/Stencil/Entity.swift"))
        XCTAssertNil(package.target(containing: "SDK/Sources/CoreDataStack/Legacy.swift"))
    }

    func testSourcesLimitTheTargetToThoseFilesAndFolders() {
        let package = manifest(
            """
            let package = Package(name: "P", targets: [
                .target(name: "Picked", path: "Code", sources: ["Main.swift", "Parts"]),
            ])
            """)
        XCTAssertEqual(package.target(named: "Picked")?.sources, ["Code/Main.swift", "Code/Parts"])
        XCTAssertEqual(package.target(containing: "Code/Main.swift")?.name, "Picked")
        XCTAssertEqual(package.target(containing: "Code/Parts/A.swift")?.name, "Picked")
        XCTAssertNil(package.target(containing: "Code/Other.swift"))
    }

    func testTheInnermostOfNestedTargetFoldersWins() {
        let package = manifest(
            """
            let package = Package(name: "P", targets: [
                .target(name: "Outer", path: "Sources", exclude: ["Inner"]),
                .target(name: "Inner", path: "Sources/Inner"),
            ])
            """)
        XCTAssertEqual(package.target(containing: "Sources/A.swift")?.name, "Outer")
        XCTAssertEqual(package.target(containing: "Sources/Inner/B.swift")?.name, "Inner")
    }

    // MARK: What a manifest computes

    func testConstantsAndConcatenationsOfLiteralsAreRead() {
        let package = manifest(
            """
            let coreName = "Core"
            let prefix = "Features/"
            let shared: [Target.Dependency] = [
                "Core",
                .product(name: "Log", package: "log"),
            ]
            let skipped = ["Generated"]

            let package = Package(
                name: "Constants",
                targets: [
                    .target(name: coreName),
                    .target(name: "Feed", dependencies: shared + ["Base"], path: prefix + "Feed", exclude: skipped + ["Old"]),
                    .target(name: "Base"),
                ]
            )
            """)
        XCTAssertEqual(paths(package), ["Core": "Sources/Core", "Feed": "Features/Feed", "Base": "Sources/Base"])
        XCTAssertEqual(package.target(named: "Feed")?.dependencies, ["Core", "Base"])
        XCTAssertEqual(package.target(named: "Feed")?.productDependencies, ["Log"])
        XCTAssertEqual(package.target(named: "Feed")?.excluded, ["Features/Feed/Generated", "Features/Feed/Old"])
        XCTAssertEqual(package.unreadable, [], "`shared` holds dependencies, not target declarations")
    }

    func testANameOrPathThatIsNoLiteralMakesTheTargetUnreadable() {
        let package = manifest(
            #"""
            let name = "Shadowed"
            var base = "Modules"
            func feature(_ name: String) -> Target {
                .target(name: name, path: "Features/\(name)")
            }
            let package = Package(
                name: "Helpers",
                targets: [
                    feature("Home"),
                    feature("Search"),
                    .target(name: "Settings", path: base + "/Settings"),
                    .target(name: "Made\("Up")"),
                    .target(name: "Fine"),
                ]
            )
            """#)
        XCTAssertEqual(package.targets.map(\.name), ["Fine"])
        XCTAssertEqual(
            package.unreadable,
            [
                #"a target (line 4): its name is not a string literal: `name`; its path is not a string literal: `"Features/\(name)"`"#,
                #"Settings (line 11): its path is not a string literal: `base + "/Settings"`"#,
                #"a target (line 12): its name is not a string literal: `"Made\("Up")"`"#,
            ], "a parameter is never taken for the top-level constant of its name, a var never read")
        XCTAssertNil(package.target(containing: "Features/Home/View.swift"), "the caller must refuse, not guess")
    }

    func testTargetsAddedWithPlusEqualsAppendAndIfBlocksAreRead() {
        let package = manifest(
            """
            var targets: [Target] = [
                .target(name: "Core"),
            ]
            #if os(Linux)
            targets += [.target(name: "LinuxSupport", dependencies: ["Core"])]
            #endif
            let package = Package(name: "Growing", targets: targets)
            package.targets.append(.testTarget(name: "CoreTests", dependencies: ["Core"]))
            package.targets.first?.dependencies += [.target(name: "LinuxSupport")]
            """)
        XCTAssertEqual(package.targets.map(\.name), ["Core", "LinuxSupport", "CoreTests"])
        XCTAssertEqual(package.unreadable, [])
    }

    func testOneTargetDeclaredDifferentlyInIfBranchesIsUnreadable() {
        let package = manifest(
            """
            #if os(Linux)
            let platformTarget = Target.target(name: "Platform", path: "Sources/PlatformLinux")
            #else
            let platformTarget = Target.target(name: "Platform", path: "Sources/PlatformApple")
            #endif
            #if DEBUG
            let same = Target.target(name: "Same")
            #else
            let same = Target.target(name: "Same")
            #endif
            let package = Package(name: "P", targets: [platformTarget, same])
            """)
        XCTAssertEqual(package.targets.map(\.name), ["Same"], "identical declarations are one target")
        XCTAssertEqual(package.unreadable.count, 1)
        XCTAssertTrue(
            package.unreadable[0].hasPrefix("Platform (lines 2, 4): declared 2 times differently"),
            package.unreadable[0])
    }

    func testProductsAndPluginUsagesAreNoTargets() {
        let package = manifest(
            """
            let package = Package(
                name: "P",
                products: [
                    .library(name: "Lib", targets: ["Lib"]),
                    .plugin(name: "Lint", targets: ["LintPlugin"]),
                ],
                targets: [
                    .target(name: "Lib", plugins: [.plugin(name: "SwiftGenPlugin", package: "SwiftGen")]),
                    .plugin(name: "LintPlugin", capability: .command(intent: .custom(verb: "lint", description: "Lint"))),
                ]
            )
            """)
        XCTAssertEqual(package.targets.map(\.name), ["Lib", "LintPlugin"])
        XCTAssertEqual(package.unreadable, [])
    }

    // MARK: Nested packages

    func testAFileInANestedPackageBelongsToTheNearestManifest() {
        let directory = TemporaryDirectory()
        directory.write(
            "Package.swift", #"let package = Package(name: "Outer", targets: [.target(name: "App", path: "Sources")])"#)
        directory.write(
            "Sources/Vendor/Package.swift",
            #"let package = Package(name: "Vendor", targets: [.target(name: "Vendor", path: "Code")])"#)
        directory.write("Sources/App.swift", "")
        directory.write("Sources/Vendor/Code/Parser.swift", "")
        let root = directory.path

        let vendorFile = root + "/Sources/Vendor/Code/Parser.swift"
        let vendorManifest = SwiftPackageManifest.nearestManifest(to: vendorFile, stoppingAt: root)
        XCTAssertEqual(vendorManifest, root + "/Sources/Vendor/Package.swift")
        let vendor = try? SwiftPackageManifest.load(manifestPath: vendorManifest ?? "").get()
        XCTAssertEqual(vendor?.target(containing: vendorFile)?.name, "Vendor")

        let appFile = root + "/Sources/App.swift"
        XCTAssertEqual(SwiftPackageManifest.nearestManifest(to: appFile, stoppingAt: root), root + "/Package.swift")
        XCTAssertNil(
            SwiftPackageManifest.nearestManifest(to: appFile, stoppingAt: root + "/Sources"),
            "nothing above the root is looked at")
        XCTAssertNil(SwiftPackageManifest.nearestManifest(to: "/elsewhere/A.swift", stoppingAt: root))
    }

    func testTheNearestManifestIsFoundInTheCallersRelativeForm() {
        let existing: Set<String> = ["MastodonSDK/Package.swift", "Package.swift"]
        let find = { (path: String) in
            SwiftPackageManifest.nearestManifest(to: path, stoppingAt: ".", isFile: existing.contains)
        }
        XCTAssertEqual(find("MastodonSDK/Sources/MastodonUI/Scene/X.swift"), "MastodonSDK/Package.swift")
        XCTAssertEqual(find("./App/View.swift"), "Package.swift")
        XCTAssertEqual(find("View.swift"), "Package.swift")
        XCTAssertNil(find("../Other/View.swift"))
    }

    // MARK: Any input

    private let fixture = """
        // swift-tools-version:5.7
        import PackageDescription

        let names = ["Core", "UI"]
        let package = Package(
            name: "Fixture",
            products: [.library(name: "Fixture", targets: ["UI"])],
            dependencies: [.package(url: "https://example.com/x.git", from: "1.0.0")],
            targets: [
                .target(name: "Core", dependencies: [.product(name: "X", package: "x")], exclude: ["README.md"]),
                .target(
                    name: "UI",
                    dependencies: ["Core", .target(name: "Core")],
                    path: #"Sources/UI"#,
                    resources: [.process("Assets.xcassets")]
                ),
                .testTarget(name: "UITests", dependencies: ["UI"]), /* a comment */
            ]
        )

        """

    func testEveryTruncationOfAManifestReadsWithoutCrashing() {
        let bytes = Array(fixture.utf8)
        let full = SwiftPackageManifest(manifestPath: "Package.swift", bytes: bytes)
        XCTAssertEqual(full.targets.map(\.name), ["Core", "UI", "UITests"])
        XCTAssertEqual(full.unreadable, [])
        let fullNames = Set(full.targets.map(\.name))
        let lastParenthesis = bytes.lastIndex(of: UInt8(ascii: ")"))!
        for length in 0...bytes.count {
            let cut = SwiftPackageManifest(manifestPath: "Package.swift", bytes: Array(bytes[..<length]))
            XCTAssertTrue(
                Set(cut.targets.map(\.name)).isSubset(of: fullNames), "length \(length): \(cut.targets.map(\.name))")
            for target in cut.targets {
                XCTAssertEqual(target.path, full.target(named: target.name)?.path, "length \(length): \(target.name)")
            }
            if length <= lastParenthesis {
                XCTAssertFalse(cut.unreadable.isEmpty, "length \(length): a cut manifest says it is incomplete")
            } else {
                XCTAssertEqual(cut, full, "length \(length): only the final line break is missing")
            }
        }
    }

    func testGarbageGivesReasonsNotCrashes() {
        XCTAssertEqual(manifest("").unreadable, ["no target declaration found"])
        XCTAssertEqual(manifest("}}}]])) .target( ( [ {").targets, [])
        XCTAssertFalse(manifest("}}}]])) .target( ( [ {").unreadable.isEmpty)
        XCTAssertEqual(
            manifest(".target(name: ").unreadable,
            [
                "a target (line 1): the declaration is cut off (no closing parenthesis)",
                "the manifest does not parse: an unclosed `(` at line 1; targets after it may be missing",
            ])
        XCTAssertFalse(manifest(String(repeating: "[(", count: 50_000) + ".target(name: \"X\")").unreadable.isEmpty)
        XCTAssertEqual(
            manifest(
                ".target(name: " + String(repeating: "(", count: 10_000) + "\"X\""
                    + String(repeating: ")", count: 10_000) + ")"
            ).unreadable.count, 1,
            "deep parentheses give up, not overflow the stack")
        let chain = (1...200).map { "let c\($0) = c\($0 - 1) + c\($0 - 1)" }.joined(separator: "\n")
        let doubling = manifest(
            "let c0 = \"ab\"\n" + chain + "\nlet package = Package(name: \"P\", targets: [.target(name: c200)])")
        XCTAssertEqual(doubling.targets, [], "a name that would double 200 times is given up, not built")
        XCTAssertEqual(
            manifest("let a = b\nlet b = a\nlet package = Package(name: \"P\", targets: [.target(name: a)])").targets,
            [],
            "constants that refer to each other end")

        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for round in 0..<200 {
            var bytes: [UInt8] = []
            for _ in 0..<400 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                bytes.append(UInt8(truncatingIfNeeded: state >> 56))
            }
            // Random bytes spliced into a real manifest, and on their own.
            var spliced = Array(fixture.utf8)
            spliced.insert(contentsOf: bytes.prefix(round % 40), at: (round * 37) % spliced.count)
            _ = SwiftPackageManifest(manifestPath: "Package.swift", bytes: bytes)
            let read = SwiftPackageManifest(manifestPath: "Package.swift", bytes: spliced)
            XCTAssertTrue(read.targets.count <= 3 || !read.unreadable.isEmpty, "round \(round)")
        }
    }

    func testInvalidUTF8IsReportedAndNeverAName() {
        var bytes = Array(#"let package = Package(name: "P", targets: [.target(name: "Bad"#.utf8)
        bytes.append(0xFF)
        bytes += Array(#""), .target(name: "Good")])"#.utf8)
        let package = SwiftPackageManifest(manifestPath: "Package.swift", bytes: bytes)
        XCTAssertEqual(package.targets.map(\.name), ["Good"])
        XCTAssertEqual(package.unreadable.count, 2, "\(package.unreadable)")
        XCTAssertTrue(package.unreadable.contains("the manifest does not compile: invalid UTF-8 at line 1"))
    }
}
