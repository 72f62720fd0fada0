// swift-tools-version: 6.0
import PackageDescription

// A package that uses behavior-lint the way an app's package would: the build-tool plugin lints
// the ConsumerScreens target on every `swift build`, `swift package behavior-lint` lints on demand
// (and `behavior-lint fix --dry-run` shows the fixes), and
// `swift package --allow-writing-to-package-directory behavior-lint-fix` applies them. CI checks
// all three plugins here (see .ci/run; the writing fix runs on a copy of this package).
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
