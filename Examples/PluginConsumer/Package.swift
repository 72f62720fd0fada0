// swift-tools-version: 6.0
import PackageDescription

// A package that uses behavior-lint the way an app's package would: the build-tool plugin lints
// the ConsumerScreens target on every `swift build`, and `swift package behavior-lint` lints on
// demand. CI builds it (see .ci/run) to check that both plugins keep working.
let package = Package(
    name: "PluginConsumer",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "behavior-lint", path: "../.."),
    ],
    targets: [
        .target(
            name: "ConsumerScreens",
            plugins: [.plugin(name: "BehaviorLintPlugin", package: "behavior-lint")]
        ),
    ]
)
