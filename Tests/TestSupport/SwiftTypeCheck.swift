import Foundation

#if canImport(XCTest)
    import XCTest
#endif

/// Type-checks Swift that imports UIKit with the real compiler (`swiftc -typecheck`), against the
/// plain-Swift stand-in in `Tests/UIKitStandIn` (Linux has no UIKit). Tests use it on the sample
/// app and on the code fix mode generates, so that code is known to compile, not just to lint.
///
/// Flags, for the stand-in and for the code checked against it:
/// - `-swift-version 6`: complete concurrency checking, which the stand-in's `@MainActor`
///   classes make behave as with the SDK; Swift 5 mode accepts strictly more.
/// - `-enable-objc-interop`: lets `@objc` and `#selector` through on Linux (see ObjectiveC.swift).
/// - `-parse-as-library`: a lone file is a library file, as in an app target, not a script.
public enum SwiftTypeCheck {
    /// Type-checks `files` (names may include folders) after writing them to a temporary folder.
    public static func typeCheck(_ files: [(name: String, source: String)]) throws -> (succeeded: Bool, output: String)
    {
        let folder = TemporaryDirectory()
        let paths = files.map { folder.write($0.name, $0.source) }
        // The folder is removed when released, so keep it until swiftc has read the files.
        return try withExtendedLifetime(folder) { try typeCheck(paths: paths) }
    }

    /// Type-checks the Swift files at `paths` together, as one module: one swiftc invocation.
    /// `output` is what swiftc printed (its diagnostics); `succeeded` is whether it exited with 0.
    public static func typeCheck(paths: [String]) throws -> (succeeded: Bool, output: String) {
        #if !os(Linux)
            // On Apple platforms the SDK's ObjectiveC, CoreGraphics and Foundation clash with the
            // stand-in's declarations of the same names; it is written for Linux's Foundation.
            #if canImport(XCTest)
                throw XCTSkip("the UIKit stand-in is for Linux")
            #else
                throw StandInBuildFailed(module: "UIKit", output: "the UIKit stand-in is for Linux")
            #endif
        #else
            let modules = try standInModules.get()
            return try swiftc(["-typecheck"] + flags + ["-I", modules.path] + paths)
        #endif
    }

    /// Builds `modules` in order, as SwiftPM would (each one sees the modules built before it,
    /// `import Core` included), and says of each whether it compiled.
    public static func typeCheck(modules: [(name: String, files: [(name: String, source: String)])]) throws
        -> [(module: String, succeeded: Bool, output: String)]
    {
        #if !os(Linux)
            return try modules.map { module in (module.name, try typeCheck(module.files).succeeded, "") }
        #else
            let standIn = try standInModules.get()
            let folder = TemporaryDirectory()
            return try withExtendedLifetime(folder) {
                try modules.map { module in
                    let paths = module.files.map { folder.write(module.name + "/" + $0.name, $0.source) }
                    let result = try swiftc(
                        ["-emit-module"] + flags + [
                            "-I", standIn.path, "-I", folder.path, "-module-name", module.name,
                            "-o", folder.url.appendingPathComponent("\(module.name).swiftmodule").path,
                        ] + paths)
                    return (module.name, result.succeeded, result.output)
                }
            }
        #endif
    }

    private static let flags = ["-swift-version", "6", "-Xfrontend", "-enable-objc-interop", "-parse-as-library"]

    private static let standIn = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("UIKitStandIn")

    /// The folder holding the compiled `ObjectiveC` and `UIKit` stand-in modules, built on first
    /// use; a `static let` is initialized once even when tests run in parallel.
    private static let standInModules = Result { try buildStandInModules() }

    private struct StandInBuildFailed: Error, CustomStringConvertible {
        let module: String
        let output: String
        var description: String { "the \(module) stand-in does not compile:\n\(output)" }
    }

    private static let moduleFolder = FileManager.default.temporaryDirectory
        .appendingPathComponent("behavior-lint-uikit-standin-\(UUID().uuidString)", isDirectory: true)

    private static func buildStandInModules() throws -> URL {
        let folder = moduleFolder
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // Per process, so concurrent test runs never share a half-written module; gone at exit.
        atexit { try? FileManager.default.removeItem(at: SwiftTypeCheck.moduleFolder) }
        // UIKit imports ObjectiveC, so ObjectiveC is built first, into the folder UIKit searches.
        for module in ["ObjectiveC", "UIKit"] {
            let result = try swiftc(
                ["-emit-module"] + flags + [
                    "-I", folder.path, "-module-name", module,
                    "-o", folder.appendingPathComponent("\(module).swiftmodule").path,
                    standIn.appendingPathComponent("\(module).swift").path,
                ])
            guard result.succeeded else { throw StandInBuildFailed(module: module, output: result.output) }
        }
        return folder
    }

    private static func swiftc(_ arguments: [String]) throws -> (succeeded: Bool, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")  // finds swiftc on PATH
        process.arguments = ["swiftc"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        // Read before waiting: swiftc blocks once a full pipe is not drained.
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus == 0, String(decoding: output, as: UTF8.self))
    }
}
