// swift-tools-version: 6.0
import PackageDescription

// behavior-lint's three plugins, running a prebuilt behavior-lint instead of building it: a package
// that uses them compiles none of the kit (docs/integrations.md, "The plugins without a source
// build"). `scripts/build-artifactbundle.sh` builds the tool and writes behavior-lint.artifactbundle
// here; it is build output, not kept in git. The plugins' sources are the root package's, reached
// through symbolic links (Plugins/<plugin> -> ../../Plugins/<plugin>), so the two variants cannot
// drift apart: only the tool they depend on differs.
//
// For a release, replace `path:` by the zipped bundle's address and the checksum the script prints
// (`scripts/build-artifactbundle.sh --zip`):
//     .binaryTarget(name: "behavior-lint", url: "https://…/behavior-lint.artifactbundle.zip", checksum: "…")
let package = Package(
    name: "BinaryPlugin",
    platforms: [.macOS(.v13)],
    products: [
        .plugin(name: "BehaviorLintPlugin", targets: ["BehaviorLintBuildToolPlugin"]),
        .plugin(name: "BehaviorLintCommandPlugin", targets: ["BehaviorLintCommandPlugin"]),
        .plugin(name: "BehaviorLintFixCommandPlugin", targets: ["BehaviorLintFixCommandPlugin"]),
    ],
    targets: [
        // The executable artifact in the bundle is named behavior-lint, the name the plugins ask
        // for (`context.tool(named: "behavior-lint")`), as the root package's executable target is.
        .binaryTarget(name: "behavior-lint", path: "behavior-lint.artifactbundle"),
        .plugin(
            name: "BehaviorLintBuildToolPlugin", capability: .buildTool(),
            dependencies: ["behavior-lint"]),
        .plugin(
            name: "BehaviorLintCommandPlugin",
            capability: .command(
                intent: .custom(
                    verb: "behavior-lint",
                    description: "Lint the package's Swift sources with behavior-lint (fix --dry-run: show the fixes)")),
            dependencies: ["behavior-lint"]),
        .plugin(
            name: "BehaviorLintFixCommandPlugin",
            capability: .command(
                intent: .custom(
                    verb: "behavior-lint-fix",
                    description: "Apply behavior-lint's fixes to the package's Swift sources"),
                permissions: [
                    .writeToPackageDirectory(
                        reason:
                            "behavior-lint-fix moves lifecycle chores into behavior files and rewrites the Swift files it fixes"
                    )
                ]),
            dependencies: ["behavior-lint"]),
    ]
)
