import XCTest

@testable import BehaviorLintKit

/// Which configuration a run uses: `--config FILE`, else the nearest `.lintrc` from the linted
/// paths upward, else the defaults; and how its folder anchors the patterns and paths it names.
final class ConfigLoaderTests: XCTestCase {
    private func load(explicit: String? = nil, _ paths: [String], in folder: TemporaryDirectory)
        -> Result<LoadedConfiguration, ConfigurationError>
    {
        ConfigurationLoader.load(explicit: explicit, forPaths: paths, workingDirectory: folder.path)
    }

    private func loaded(
        explicit: String? = nil, _ paths: [String], in folder: TemporaryDirectory,
        file: StaticString = #filePath, line: UInt = #line
    ) -> LoadedConfiguration? {
        switch load(explicit: explicit, paths, in: folder) {
        case .success(let value): return value
        case .failure(let error):
            XCTFail("unexpected error: \(error)", file: file, line: line)
            return nil
        }
    }

    /// The temporary folder as the loader sees it (normalised, absolute).
    private func root(_ folder: TemporaryDirectory) -> String {
        PathText.absolute(folder.path, workingDirectory: "/")
    }

    // MARK: Discovery

    func testWithoutAnyLintrcTheDefaultsApplyAnchoredAtTheWorkingDirectory() throws {
        let folder = TemporaryDirectory()
        folder.write("App/A.swift", "")
        // Nothing above a fresh temporary folder is expected to hold a .lintrc; skip if one does.
        let above = ConfigurationLoader.discover(forPaths: [".."], workingDirectory: folder.path)
        try XCTSkipIf((try? above.get()) != nil, "a .lintrc above the temporary folder")
        let result = loaded(["App"], in: folder)
        XCTAssertNil(result?.file)
        XCTAssertEqual(result?.folder, root(folder))
        XCTAssertEqual(result?.configuration.strict, false)
    }

    func testTheLintrcInTheLintedFolderIsUsed() {
        let folder = TemporaryDirectory()
        folder.write("App/.lintrc", "strict = true\n")
        folder.write("App/A.swift", "")
        let result = loaded(["App"], in: folder)
        XCTAssertEqual(result?.file, root(folder) + "/App/.lintrc")
        XCTAssertEqual(result?.folder, root(folder) + "/App")
        XCTAssertEqual(result?.configuration.strict, true)
    }

    func testTheNearestLintrcAboveALintedFileWins() {
        let folder = TemporaryDirectory()
        folder.write(".lintrc", "strict = false\n")
        folder.write("App/.lintrc", "strict = true\n")
        folder.write("App/Sources/Screens/A.swift", "")
        let result = loaded(["App/Sources/Screens/A.swift"], in: folder)
        XCTAssertEqual(result?.file, root(folder) + "/App/.lintrc")
        XCTAssertEqual(result?.configuration.strict, true)
    }

    func testTheSearchGoesUpPastTheWorkingDirectory() {
        let folder = TemporaryDirectory()
        folder.write(".lintrc", "strict = true\n")
        folder.write("a/b/A.swift", "")
        let result = ConfigurationLoader.load(explicit: nil, forPaths: ["."], workingDirectory: folder.path + "/a/b")
        XCTAssertEqual(try? result.get().file, root(folder) + "/.lintrc")
    }

    func testNoPathsMeansTheWorkingDirectory() {
        let folder = TemporaryDirectory()
        folder.write(".lintrc", "strict = true\n")
        XCTAssertEqual(loaded([], in: folder)?.configuration.strict, true)
    }

    func testAFolderNamedLintrcIsNotAConfiguration() {
        let folder = TemporaryDirectory()
        folder.write(".lintrc", "strict = true\n")
        folder.write("App/.lintrc/placeholder", "")
        XCTAssertEqual(loaded(["App"], in: folder)?.file, root(folder) + "/.lintrc")
    }

    func testPathsSharingOneLintrcUseIt() {
        let folder = TemporaryDirectory()
        folder.write(".lintrc", "strict = true\n")
        folder.write("App/A.swift", "")
        folder.write("Kit/B.swift", "")
        XCTAssertEqual(loaded(["App", "Kit/B.swift"], in: folder)?.file, root(folder) + "/.lintrc")
    }

    func testPathsWithDifferentLintrcFilesAreAnError() {
        let folder = TemporaryDirectory()
        folder.write("App/.lintrc", "")
        folder.write("Kit/.lintrc", "")
        guard case .failure(let error) = load(["App", "Kit"], in: folder) else { return XCTFail("expected an error") }
        XCTAssertEqual(error.kind, .ambiguous)
        XCTAssertTrue(error.description.contains("App/.lintrc, Kit/.lintrc"), error.description)
        XCTAssertTrue(error.description.contains("--config"), error.description)
    }

    func testAnErrorInADiscoveredFileNamesItRelativeToTheWorkingDirectory() {
        let folder = TemporaryDirectory()
        folder.write("App/.lintrc", "\n[nav-bar-visiblity]\n")
        guard case .failure(let error) = load(["App"], in: folder) else { return XCTFail("expected an error") }
        XCTAssertEqual(
            error.description,
            "App/.lintrc:2:2: error: unknown rule 'nav-bar-visiblity' — did you mean 'nav-bar-visibility'?")
    }

    // MARK: --config

    func testAnExplicitConfigurationWinsOverDiscovery() {
        let folder = TemporaryDirectory()
        folder.write(".lintrc", "strict = false\n")
        folder.write("ci/strict.lintrc", "strict = true\n")
        let result = loaded(explicit: "ci/strict.lintrc", ["."], in: folder)
        XCTAssertEqual(result?.file, root(folder) + "/ci/strict.lintrc")
        XCTAssertEqual(result?.folder, root(folder) + "/ci", "its folder anchors its patterns")
        XCTAssertEqual(result?.configuration.strict, true)
    }

    func testAnExplicitConfigurationThatDoesNotExistIsAnError() {
        let folder = TemporaryDirectory()
        guard case .failure(let error) = load(explicit: "nope.lintrc", ["."], in: folder) else { return XCTFail() }
        XCTAssertEqual(error.kind, .fileNotFound)
        XCTAssertEqual(error.description, "nope.lintrc: error: configuration file does not exist")
    }

    func testAnExplicitFolderIsAnError() {
        let folder = TemporaryDirectory()
        folder.write("conf/x", "")
        guard case .failure(let error) = load(explicit: "conf", ["."], in: folder) else { return XCTFail() }
        XCTAssertEqual(error.kind, .unreadable)
    }

    func testErrorsInAnExplicitFileNameItAsGiven() {
        let folder = TemporaryDirectory()
        folder.write("ci/lint.conf", "strict = maybe\n")
        guard case .failure(let error) = load(explicit: "ci/lint.conf", ["."], in: folder) else { return XCTFail() }
        XCTAssertTrue(
            error.description.hasPrefix("ci/lint.conf:1:10: error: bad value 'maybe' for 'strict'"), error.description)
    }

    // MARK: Paths relative to the configuration's folder

    func testPatternsAreMatchedRelativeToTheConfigurationFolder() {
        let folder = TemporaryDirectory()
        folder.write("App/.lintrc", "include = Sources/**/*.swift\nexclude = Sources/Generated\n")
        guard let result = loaded(["App"], in: folder) else { return }
        XCTAssertTrue(result.selects("App/Sources/Home.swift"), "relative to the working directory")
        XCTAssertTrue(result.selects(root(folder) + "/App/Sources/x/Home.swift"), "absolute")
        XCTAssertFalse(result.selects("App/Tests/HomeTests.swift"))
        XCTAssertFalse(result.selects("App/Sources/Generated/API.swift"))
        XCTAssertTrue(result.excludes("App/Sources/Generated"))
        XCTAssertFalse(result.excludes("App/Sources"))
        XCTAssertTrue(result.selects("Elsewhere/Other.swift"), "outside the folder the patterns cannot apply")
        XCTAssertTrue(result.selects("App/../Elsewhere/Other.swift"))
    }

    func testPathsInTheConfigurationResolveAgainstItsFolder() {
        let folder = TemporaryDirectory()
        folder.write(
            "App/.lintrc",
            """
            baseline = ci/baseline.json
            [behaviors]
            output-directory = Sources/Behaviors
            support-file = Support/Lifecycle.swift
            """)
        guard let result = loaded(["App"], in: folder) else { return }
        XCTAssertEqual(result.baselinePath, root(folder) + "/App/ci/baseline.json")
        XCTAssertEqual(result.behaviorsDirectory, root(folder) + "/App/Sources/Behaviors")
        XCTAssertEqual(result.supportFilePath, root(folder) + "/App/Sources/Behaviors/Support/Lifecycle.swift")
        XCTAssertEqual(result.resolve("/abs/file"), "/abs/file")
    }

    // MARK: Path arithmetic

    func testOnlyNormalisedAbsolutePathsSkipNormalising() {
        for path in ["/", "/a", "/a/b.swift", "/a/...", "/a/.hidden/b", "/a/b..", "/.a"] {
            XCTAssertTrue(PathText.isNormalisedAbsolute(path), path)
        }
        for path in ["", "a", "//", "/a/", "/a//b", "/./a", "/a/.", "/a/..", "/a/../b", "./a", "/a/./b"] {
            XCTAssertFalse(PathText.isNormalisedAbsolute(path), path)
            XCTAssertTrue(PathText.isNormalisedAbsolute(PathText.absolute(path, workingDirectory: "/w")), path)
        }
    }

    /// A relative path is normalised exactly when the absolute path it names under a normalised
    /// folder is, which is how discovery's paths are taken as they are.
    func testARelativePathIsNormalisedWhenTheAbsolutePathItNamesIs() {
        for path in ["a", "a/b.swift", "a/...", ".hidden/b", "b..", ".a", "a/b/c"] {
            XCTAssertTrue(PathText.isNormalisedRelative(path), path)
        }
        for path in ["", "/", "/a", "a/", "a//b", "./a", "a/.", "..", "a/../b", ".", "a/./b"] {
            XCTAssertFalse(PathText.isNormalisedRelative(path), path)
        }
        for path in ["a", "a/b", "./a", "a/", "..", ".", "a//b", "b..", "a/../b"] {
            XCTAssertEqual(
                PathText.isNormalisedRelative(path), PathText.isNormalisedAbsolute("/w/" + path) && path != "",
                path)
        }
    }

    func testPathsAreNormalisedLexically() {
        XCTAssertEqual(PathText.absolute("a/./b/../c//d/", workingDirectory: "/w"), "/w/a/c/d")
        XCTAssertEqual(PathText.absolute("/../x", workingDirectory: "/w"), "/x")
        XCTAssertEqual(
            PathText.absolute(".//a/b", workingDirectory: "/w"), "/w/a/b", "`./` then a slash: still relative")
        XCTAssertEqual(PathText.absolute("a/b", workingDirectory: "/w"), "/w/a/b")
        XCTAssertEqual(PathText.absolute("a/b", workingDirectory: "/"), "/a/b")
        XCTAssertEqual(PathText.absolute("a/b", workingDirectory: "/w/../v"), "/v/a/b")
        XCTAssertEqual(PathText.absolute(".", workingDirectory: "/"), "/")
        XCTAssertEqual(PathText.relative("/w/a/b", to: "/w"), "a/b")
        XCTAssertEqual(PathText.relative("/wx/a", to: "/w"), nil)
        XCTAssertEqual(PathText.relative("/a", to: "/"), "a")
        XCTAssertEqual(PathText.parent("/a/b"), "/a")
        XCTAssertEqual(PathText.parent("/a"), "/")
        XCTAssertEqual(PathText.parent("/"), "/")
    }
}
