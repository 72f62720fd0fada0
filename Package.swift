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
        .testTarget(name: "SwiftLexerTests", dependencies: ["SwiftLexer"]),
        .testTarget(name: "BehaviorLintKitTests", dependencies: ["BehaviorLintKit"]),
        // Runs every example of every Rules/<id>.md spec against its rule.
        .testTarget(name: "RuleTests", dependencies: ["BehaviorLintKit"]),
        // End-to-end tests that run the built executable.
        .testTarget(name: "CLITests", dependencies: ["behavior-lint"]),
    ]
)
