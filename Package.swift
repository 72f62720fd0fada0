// swift-tools-version: 6.0
import PackageDescription

// behavior-lint has no package dependencies: only the Swift toolchain (stdlib, Foundation,
// Dispatch, XCTest). Keep it that way so a fresh clone builds in seconds.
let package = Package(
    name: "behavior-lint",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "behavior-lint", targets: ["behavior-lint"]),
        .library(name: "SwiftLexer", targets: ["SwiftLexer"]),
        .library(name: "BehaviorLintKit", targets: ["BehaviorLintKit"]),
        // SwiftPM and Xcode plugins: lint during the build, or with `swift package behavior-lint`;
        // fix with `swift package --allow-writing-to-package-directory behavior-lint-fix`
        // (docs/integrations.md).
        .plugin(name: "BehaviorLintPlugin", targets: ["BehaviorLintBuildToolPlugin"]),
        .plugin(name: "BehaviorLintCommandPlugin", targets: ["BehaviorLintCommandPlugin"]),
        .plugin(name: "BehaviorLintFixCommandPlugin", targets: ["BehaviorLintFixCommandPlugin"]),
    ],
    targets: [
        // Bytes in, tokens out. Knows nothing about rules.
        .target(name: "SwiftLexer"),
        // Everything between tokens and a report: commands, scanning, rules, reporters.
        .target(name: "BehaviorLintKit", dependencies: ["SwiftLexer"]),
        // The command-line entry point: wiring only.
        .executableTarget(name: "behavior-lint", dependencies: ["BehaviorLintKit"]),
        // Throughput benchmarks and the benchmark corpus generator (run in release).
        .executableTarget(name: "behavior-lint-bench", dependencies: ["SwiftLexer", "BehaviorLintKit"]),
        // `swift run generate-rule-docs`: embeds Rules/*.md in BehaviorLintKit for `explain`.
        .target(name: "RuleDocumentationGenerator"),
        .executableTarget(name: "generate-rule-docs", dependencies: ["RuleDocumentationGenerator"]),
        // Lints a target's sources on every build, reporting findings as build diagnostics.
        .plugin(
            name: "BehaviorLintBuildToolPlugin", capability: .buildTool(),
            dependencies: ["behavior-lint"]),
        // The plugins share Plugins/Shared through a symbolic link in each plugin's folder (a plugin
        // cannot depend on a library target).
        // `swift package behavior-lint [lint] [PATH...] [OPTIONS]`: lint on demand; `fix --dry-run`
        // shows the fixes as a diff. It only reads, so it asks for no permission.
        .plugin(
            name: "BehaviorLintCommandPlugin",
            capability: .command(
                intent: .custom(
                    verb: "behavior-lint",
                    description: "Lint the package's Swift sources with behavior-lint (fix --dry-run: show the fixes)")),
            dependencies: ["behavior-lint"]),
        // `swift package --allow-writing-to-package-directory behavior-lint-fix [PATH...] [OPTIONS]`:
        // apply the fixes. Permissions are declared per plugin, so writing gets a plugin of its own.
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
        .testTarget(name: "SwiftLexerTests", dependencies: ["SwiftLexer"]),
        // What several test targets share: temporary folders, swiftc against the UIKit stand-in,
        // the nothing-lost check of fix outcomes.
        .target(name: "TestSupport", dependencies: ["BehaviorLintKit"], path: "Tests/TestSupport"),
        .testTarget(name: "BehaviorLintKitTests", dependencies: ["BehaviorLintKit", "TestSupport"]),
        // Runs every example of every Rules/<id>.md spec against its rule, and its fixes.
        .testTarget(name: "RuleTests", dependencies: ["BehaviorLintKit", "TestSupport", "RuleDocumentationGenerator"]),
        // The slow tests that run other programs (the built executable, swiftc against the UIKit
        // stand-in, git, xmllint, python3); the other targets hold the fast ones.
        .testTarget(name: "IntegrationTests", dependencies: ["behavior-lint", "BehaviorLintKit", "TestSupport"]),
    ]
)
