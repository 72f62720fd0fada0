// swift-tools-version: 6.0
import PackageDescription

// Examples/PluginConsumer again, with the plugins that run a prebuilt behavior-lint
// (BinaryPlugin/, whose behavior-lint.artifactbundle `scripts/build-artifactbundle.sh` writes):
// `swift build` here lints ConsumerScreens without compiling any of behavior-lint's sources. Its
// Sources and .lintrc are PluginConsumer's, through symbolic links. CI builds it (see .ci/run).
let package = Package(
    name: "BinaryPluginConsumer",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: "../../BinaryPlugin"),
    ],
    targets: [
        .target(
            name: "ConsumerScreens",
            plugins: [.plugin(name: "BehaviorLintPlugin", package: "BinaryPlugin")]
        ),
    ]
)
